"""Loading Cleave's C API (libCleaveCAPI.so) and runtime (libCleaveRuntime.so).

ctypes over the stable C API (include/cleave-c): no compiled extension, so
the package works with any CPython 3 that has NumPy, and nothing ties it to
one Python ABI (docs/design.md, "The Python package").

Where the libraries are, first found wins:
  1. $CLEAVE_PREFIX (a build tree or an install prefix: lib/ and bin/);
  2. the prefix recorded when the package was staged or installed
     (`_location.py`, written by CMake: the build tree for build/python, the
     install prefix for `cmake --install`, relative to the package);
  3. the prefix of a `cleave` executable on PATH.
"""
import ctypes
import os
import shutil
import threading

_lock = threading.Lock()
_libraries = {}


class TensorInfo(ctypes.Structure):
    """cleave_tensor_info_t (runtime/include/cleave/execute.h)."""
    _fields_ = [("name", ctypes.c_char_p), ("dtype", ctypes.c_int),
                ("dtype_name", ctypes.c_char_p), ("rank", ctypes.c_int32),
                ("global_shape", ctypes.POINTER(ctypes.c_int64)),
                ("local_shape", ctypes.POINTER(ctypes.c_int64)),
                ("global_bytes", ctypes.c_int64),
                ("local_bytes", ctypes.c_int64),
                ("dim_axes_begin", ctypes.POINTER(ctypes.c_int32)),
                ("dim_axes", ctypes.POINTER(ctypes.c_int32)),
                ("num_partial_axes", ctypes.c_int32),
                ("partial_axes", ctypes.POINTER(ctypes.c_int32)),
                ("reduction", ctypes.c_int), ("padded", ctypes.c_int32),
                ("index_bound", ctypes.c_int64),
                ("sharding", ctypes.c_char_p)]


DIAGNOSTIC_CALLBACK = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_char_p,
                                       ctypes.c_char_p, ctypes.c_void_p)

_P, _I32, _I64, _S = ctypes.c_void_p, ctypes.c_int32, ctypes.c_int64, ctypes.c_char_p
_PP = ctypes.POINTER(ctypes.c_void_p)

_COMPILER = {
    "cleave_api_version": ([ctypes.POINTER(_I32), ctypes.POINTER(_I32)], None),
    "cleave_error_message": ([_P], _S),
    "cleave_error_free": ([_P], None),
    "cleave_session_create": ([_PP], _P),
    "cleave_session_destroy": ([_P], None),
    "cleave_session_set_diagnostic_callback": ([_P, DIAGNOSTIC_CALLBACK, _P], None),
    "cleave_session_set_cluster": ([_P, _S], _P),
    "cleave_session_set_mesh": ([_P, _S, ctypes.POINTER(_S), _I32], _P),
    "cleave_session_set_target": ([_P, _S], _P),
    "cleave_session_set_cpu": ([_P, _S], _P),
    "cleave_session_set_memory_budget": ([_P, ctypes.c_double], _P),
    "cleave_session_set_search_mode": ([_P, _S], _P),
    "cleave_session_set_time_limit": ([_P, ctypes.c_double], _P),
    "cleave_session_add_sharding": ([_P, _S, _S], _P),
    "cleave_session_set_entry": ([_P, _S], _P),
    "cleave_session_add_update": ([_P, _I32, _S], _P),
    "cleave_session_set_pipeline": ([_P, _I32, _I32, _S], _P),
    "cleave_session_set_batch_arguments": ([_P, ctypes.POINTER(_S), _I32], _P),
    "cleave_invocation_create": ([_P, _PP], _P),
    "cleave_invocation_destroy": ([_P], None),
    "cleave_invocation_parse_buffer": ([_P, ctypes.c_char_p, ctypes.c_size_t, _S], _P),
    "cleave_invocation_parse_file": ([_P, _S], _P),
    "cleave_invocation_plan_json": ([_P, ctypes.POINTER(_S)], _P),
    "cleave_invocation_ir": ([_P, _S, ctypes.POINTER(_S)], _P),
    "cleave_invocation_compile_to_file": ([_P, _S], _P),
}

_RUNTIME = {
    "cleave_status_message": ([_P], _S),
    "cleave_status_code": ([_P], ctypes.c_int),
    "cleave_status_free": ([_P], None),
    "cleave_runtime_create": ([_S, ctypes.POINTER(ctypes.c_int),
                               ctypes.POINTER(ctypes.POINTER(_S)), _PP], _P),
    "cleave_runtime_release": ([_P], None),
    "cleave_runtime_rank": ([_P], _I64),
    "cleave_runtime_size": ([_P], _I64),
    "cleave_mesh_create": ([_P, _I32, ctypes.POINTER(_I64), _PP], _P),
    "cleave_mesh_release": ([_P], None),
    "cleave_mesh_device": ([_P], _I64),
    "cleave_artifact_open": ([_S, _PP], _P),
    "cleave_artifact_close": ([_P], None),
    "cleave_artifact_manifest_json": ([_P], _S),
    "cleave_artifact_entry": ([_P], _S),
    "cleave_artifact_target": ([_P], _S),
    "cleave_artifact_mesh_name": ([_P], _S),
    "cleave_artifact_mesh_rank": ([_P], _I32),
    "cleave_artifact_mesh_shape": ([_P], ctypes.POINTER(_I64)),
    "cleave_artifact_mesh_axis_name": ([_P, _I32], _S),
    "cleave_artifact_num_devices": ([_P], _I64),
    "cleave_artifact_num_stages": ([_P], _I32),
    "cleave_artifact_uses_tensor": ([_P, ctypes.c_int, _I32, _I64, ctypes.POINTER(_I32)], _P),
    "cleave_artifact_num_tensors": ([_P, ctypes.c_int], _I32),
    "cleave_artifact_tensor": ([_P, ctypes.c_int, _I32, ctypes.POINTER(TensorInfo)], _P),
    "cleave_artifact_buffer_allocate": ([_P, _I64, _PP], _P),
    "cleave_artifact_host_buffer_allocate": ([_P, _I64, _PP], _P),
    "cleave_artifact_input_on_host": ([_P, _I32, ctypes.POINTER(_I32)], _P),
    "cleave_artifact_input_index_wraps": ([_P, _I32, ctypes.POINTER(_I32)], _P),
    "cleave_artifact_input_ignored_index": ([_P, _I32, ctypes.POINTER(_I32),
                                             ctypes.POINTER(ctypes.c_int64)], _P),
    "cleave_artifact_output_updates": ([_P, _I32, ctypes.POINTER(_I32)], _P),
    "cleave_artifact_buffer_free": ([_P, _P], None),
    "cleave_artifact_buffer_copy": ([_P, _P, _P, _I64], _P),
    "cleave_artifact_buffer_create": ([_P, _P, _I64, _I32, _PP], _P),
    "cleave_artifact_peak_device_bytes": ([_P], _I64),
    "cleave_artifact_peak_host_bytes": ([_P], _I64),
    "cleave_artifact_call": ([_P, _P, _PP, _I64], _P),
    "cleave_artifact_scatter": ([_P, _I32, _I64, _P, _P], _P),
    "cleave_artifact_assemble": ([_P, _I32, _P, _P], _P),
    "cleave_artifact_gather": ([_P, _I32, _P, _P, _P], _P),
    "cleave_artifact_gather_input": ([_P, _I32, _P, _P, _P], _P),
    "cleave_mesh_rank": ([_P], _I32),
    "cleave_all_reduce": ([_P, ctypes.POINTER(_I32), _I32, ctypes.c_int, ctypes.c_int, _P, _P,
                           _I64], _P),
    "cleave_runtime_abort": ([_P, _S], None),
}


def _recorded_prefix():
    try:
        from . import _location
    except ImportError:
        return None
    prefix = _location.PREFIX
    if not os.path.isabs(prefix):
        prefix = os.path.join(os.path.dirname(os.path.abspath(__file__)), prefix)
    return os.path.normpath(prefix)


# The C API's SONAME: the major version this package's signatures are for
# (another major's library is not loaded as if it were this one).
_CAPI_LIBRARY = "libCleaveCAPI.so.1"


def prefix():
    """The directory holding lib/libCleaveCAPI.so and bin/ (see above)."""
    candidates = []
    if os.environ.get("CLEAVE_PREFIX"):
        candidates.append(("$CLEAVE_PREFIX", os.environ["CLEAVE_PREFIX"]))
    recorded = _recorded_prefix()
    if recorded:
        candidates.append(("the package's recorded prefix", recorded))
    executable = shutil.which("cleave")
    if executable:
        candidates.append(("`cleave` on PATH", os.path.dirname(
            os.path.dirname(os.path.realpath(executable)))))
    for _, candidate in candidates:
        if os.path.exists(os.path.join(candidate, "lib", _CAPI_LIBRARY)):
            return os.path.abspath(candidate)
    tried = ", ".join(f"{how} ({path})" for how, path in candidates) or "nothing"
    from ._errors import Error
    raise Error(f"cannot find Cleave's libraries (lib/{_CAPI_LIBRARY}); tried "
                f"{tried}. Set CLEAVE_PREFIX to a build tree or install prefix")


def _load(name, signatures, mode):
    with _lock:
        if name in _libraries:
            return _libraries[name]
        path = os.path.join(prefix(), "lib", name)
        library = ctypes.CDLL(path, mode=mode)
        for function, (argtypes, restype) in signatures.items():
            entry = getattr(library, function)
            entry.argtypes, entry.restype = argtypes, restype
        _libraries[name] = library
        return library


def compiler():
    """libCleaveCAPI.so: sessions, invocations, errors."""
    # Local: the compiler brings LLVM and MLIR (Debian's shared libraries),
    # whose symbols must not be what other LLVMs in this process bind to
    # (torch-mlir's own MLIR aborts on options "registered more than once").
    return _load(_CAPI_LIBRARY, _COMPILER, ctypes.RTLD_LOCAL)


def runtime():
    """libCleaveRuntime.so: artifacts, runtimes, meshes, statuses."""
    # Global: artifacts resolve the runtime's symbols against it.
    return _load("libCleaveRuntime.so", _RUNTIME, ctypes.RTLD_GLOBAL)


def bin_path(tool):
    return os.path.join(prefix(), "bin", tool)
