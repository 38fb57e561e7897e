"""Artifacts: a compiled program, its manifest, and calling it with NumPy."""
import ctypes
import json
import os
import shutil
import threading
import weakref

import numpy as np

from . import _execution, _native
from ._errors import Error, ExecutionError

_CLEAVE_INPUT, _CLEAVE_OUTPUT = 0, 1
_NUMPY = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": np.uint16,
          "i32": np.int32, "i64": np.int64, "i8": np.int8, "i1": np.bool_}


class TensorSpec:
    """One input or output as the manifest describes it."""

    def __init__(self, info):
        rank = info.rank
        self.name = info.name.decode()
        self.dtype = info.dtype_name.decode()
        self.shape = tuple(info.global_shape[i] for i in range(rank))
        self.local_shape = tuple(info.local_shape[i] for i in range(rank))
        self.global_bytes, self.local_bytes = info.global_bytes, info.local_bytes
        self.sharding = info.sharding.decode()
        self.partial = info.num_partial_axes > 0
        self.index_bound = info.index_bound or None
        # What the program masks out beside [0, index_bound) (a loss's
        # ignore_index), None where it masks nothing (an embedding's ids:
        # -100 there aborts the program's own bounds check); set by
        # Artifact for inputs.
        self.ignored_index = None
        # Negative values wrap by index_bound (x[-1]): [-index_bound,
        # index_bound) is valid; set by Artifact for inputs.
        self.index_wraps = False
        # Inputs the plan keeps in host memory (offloaded weights, optimizer
        # state) are allocated there; set by Artifact for inputs.
        self.on_host = False
        self.devices = None  # pipelined: the devices taking or holding it

    def layout(self):
        """What makes a buffer of one tensor usable as another's."""
        return (self.dtype, self.shape, self.local_shape, self.sharding, self.on_host)

    def __repr__(self):
        return (f"TensorSpec({self.name}: {self.dtype}{list(self.shape)} "
                f"local {list(self.local_shape)} {self.sharding})")


# The largest finite value of each narrower float type.
_FLOAT_MAX = {"f32": float(np.finfo(np.float32).max), "bf16": 3.3895313892515355e38,
              "f16": 65504.0}


def contiguous(value, dtype=None):
    """`value` as a C-contiguous array of its own shape (NumPy's
    ascontiguousarray makes a 0-d array 1-d: a scalar parameter came back
    with shape (1,))."""
    array = np.asarray(value)
    return np.ascontiguousarray(array, dtype).reshape(array.shape)


def to_bf16(value):
    """float32 values as bfloat16 bits (uint16), rounded to nearest even."""
    bits = contiguous(value, np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(value), ((bits >> 16) | 0x40).astype(np.uint16), rounded)


def from_bf16(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def host_array(value, shape, dtype, what, index_bound=None, ignored_index=None,
               index_wraps=False):
    """`value` as a C-contiguous array of `dtype` and `shape`. Floats
    convert to floats and integers to integers (a bool to any integer) when
    every value fits; anything else, another shape, or an index outside
    [0, index_bound) is an error naming `what`."""
    if isinstance(value, MeshArray):
        value = value.numpy()
    if value is None:
        raise ExecutionError(f"{what}: expected an array of shape {list(shape)}, got None")
    if hasattr(value, "detach") and hasattr(value, "numpy"):  # a torch tensor
        if str(getattr(value, "device", "")) == "meta":
            raise ExecutionError(f"{what}: a tensor on the meta device has no values")
        value = value.detach().cpu().resolve_conj().resolve_neg()
        if str(value.dtype) == "torch.bfloat16":  # NumPy has no bfloat16
            value = value.float()
        value = value.numpy()
    array = np.asarray(value)
    if array.dtype == object:
        raise ExecutionError(f"{what}: expected an array of shape {list(shape)} and numbers, "
                             f"got {type(value).__name__}")
    if array.shape != tuple(shape):
        raise ExecutionError(f"{what}: expected shape {list(shape)}, got {list(array.shape)}")
    want_float = dtype in ("f32", "f64", "f16", "bf16")
    kind = array.dtype.kind
    if (want_float and kind not in "f") or (not want_float and kind not in "iub"):
        raise ExecutionError(f"{what}: expected {dtype} values, got {array.dtype}")
    # Narrowed, a finite value too large for `dtype` became inf (and the
    # program's outputs NaN) with only NumPy's warning.
    # Only where the array's type reaches past `dtype`'s largest: f32 into
    # f32 scanned 34 MB each call, a quarter of the call (sweep 16).
    limit = _FLOAT_MAX.get(dtype)
    if limit and kind == "f" and array.size and float(np.finfo(array.dtype).max) > limit:
        finite = np.abs(array[np.isfinite(array)])
        largest = float(finite.max()) if finite.size else 0.0
        if largest > limit:
            raise ExecutionError(f"{what}: a value of magnitude {largest:.3g} does not fit "
                                 f"{dtype} (at most {limit:.5g})")
    if dtype == "bf16":
        return contiguous(to_bf16(array.astype(np.float32)))
    if dtype == "i1":
        if array.size and not np.isin(array, (0, 1)).all():
            raise ExecutionError(f"{what}: expected booleans (0 or 1)")
        return contiguous(array.astype(np.bool_))
    if not want_float and array.size:
        low, high = int(array.min()), int(array.max())
        limits = np.iinfo(_NUMPY[dtype])
        if low < limits.min or high > limits.max:
            raise ExecutionError(f"{what}: values from {low} to {high} do not fit {dtype}")
        # Outside the bound only the value the program masks out (a loss's
        # ignore_index: -100, Segformer's 255), if any.
        # index_wraps: x[-1] reads the last row, as in PyTorch.
        lowest = -index_bound if index_bound and index_wraps else 0
        outside = array[(array < lowest) | (array >= index_bound)] if index_bound else ()
        if len(outside) and (ignored_index is None or (outside != ignored_index).any()):
            masked = ("" if ignored_index is None
                      else f" (or {ignored_index}, a loss's ignore_index)")
            raise ExecutionError(
                f"{what}: it indexes {index_bound} rows (an embedding table, a class count), "
                f"so its values must be in [{lowest}, {index_bound}){masked}; "
                f"got {low} to {high}")
    return contiguous(array, _NUMPY[dtype])


class MeshArray:
    """A value that lives on the artifact's mesh as one block per device (in
    the worker ranks, this process, or this rank): a call's output kept
    there with `fetch=False`, or an input placed with `Artifact.put`. Passed
    to a call whose input has the same layout it is used where it is;
    `numpy()` gathers it."""

    def __init__(self, artifact, spec, ids, source=None, output_index=None, input_index=None):
        self._artifact, self.spec, self._ids = artifact, spec, ids
        self._source, self._output_index = source, output_index
        # Placed by put_local (this rank's block of that input): gathered
        # from every rank by the input's layout.
        self._input_index = input_index
        self._home = artifact._executor
        self._finalizer = weakref.finalize(self, _free, self._home, ids)
        # Donated to a call that failed: its buffer may be half overwritten.
        self._spoiled = False

    shape = property(lambda self: self.spec.shape)
    dtype = property(lambda self: self.spec.dtype)
    sharding = property(lambda self: self.spec.sharding)

    def _held_by(self):
        """The devices holding this value's blocks; None: all of them (a
        pipelined artifact's output is on its stage's devices, a value put
        for its input on the devices taking it; put_local's on every
        rank)."""
        return None if self._input_index is not None else self.spec.devices

    def numpy(self):
        if self._ids is None:
            raise ExecutionError("this MeshArray was donated to a call (donate=True) that "
                                 "updated it in place; use that call's output")
        if self._spoiled:
            raise ExecutionError("this MeshArray was donated to a call that failed: the "
                                 "call may have overwritten part of it")
        if self._source is not None:
            return self._source.copy()
        if not self._home.alive:
            why = getattr(self._home, "why_gone", lambda: "")()
            raise ExecutionError("this MeshArray lived on worker ranks that have ended" +
                                 (f" ({why})" if why else ""))
        if self._input_index is not None:
            return self._artifact._gather_input(self._input_index, self._ids, self._home)
        return self._artifact._assemble(self._output_index, self._ids, self._home)

    def __repr__(self):
        return f"MeshArray({self.dtype}{list(self.shape)}, {self.sharding})"

    def __reduce__(self):
        raise TypeError("a cleave.MeshArray lives in the mesh's ranks and cannot be pickled "
                        "or copied; pickle its numpy() instead")


def _close(executor, key):
    try:
        executor.close(key)
    except Exception:  # noqa: BLE001 - at exit, the pool may be gone
        pass


def _free(executor, ids):
    try:
        executor.free([ids])
    except Exception:  # noqa: BLE001 - at exit, the pool may be gone
        pass


class Artifact:
    """A compiled program (a shared library with its manifest). Call it with
    NumPy arrays (or torch tensors) in argument order: it runs on its mesh
    (in this process for one device, else on one worker rank per device
    started with mpirun; under `mpirun -np N` every rank calls it and runs
    its own device) and returns the global outputs, one array or a tuple."""

    def __init__(self, path, plan=None, owned_directory=None):
        self._rt = _native.runtime()
        self.path = self.source_path = os.path.abspath(os.fspath(path))
        self.plan = plan
        self._owned = owned_directory
        handle = ctypes.c_void_p()
        if not os.path.exists(self.path):
            raise Error(f"no artifact '{self.path}'")
        if not os.path.isfile(self.path):
            raise Error(f"'{self.path}' is not a file (an artifact is one shared library)")
        _execution.check_status(self._rt, self._rt.cleave_artifact_open(
            self.path.encode(), ctypes.byref(handle)))
        self._handle = handle
        rt = self._rt
        self.manifest = json.loads(rt.cleave_artifact_manifest_json(handle).decode())
        self.entry = rt.cleave_artifact_entry(handle).decode()
        self.target = rt.cleave_artifact_target(handle).decode()
        rank = rt.cleave_artifact_mesh_rank(handle)
        shape = rt.cleave_artifact_mesh_shape(handle)
        self.mesh_shape = tuple(shape[i] for i in range(rank))
        self.mesh_axes = tuple(rt.cleave_artifact_mesh_axis_name(handle, i).decode()
                               for i in range(rank))
        self.num_devices = rt.cleave_artifact_num_devices(handle)
        self.inputs = self._specs(_CLEAVE_INPUT)
        self.outputs = self._specs(_CLEAVE_OUTPUT)
        # The input each output updates in place (training state), or -1.
        self.updates = []
        for o in range(len(self.outputs)):
            updated = ctypes.c_int32()
            _execution.check_status(rt, rt.cleave_artifact_output_updates(
                handle, o, ctypes.byref(updated)))
            self.updates.append(updated.value)
        for i, spec in enumerate(self.inputs):
            on_host = ctypes.c_int32()
            _execution.check_status(rt, rt.cleave_artifact_input_on_host(
                handle, i, ctypes.byref(on_host)))
            spec.on_host = bool(on_host.value)
            has_ignored, ignored = ctypes.c_int32(), ctypes.c_int64()
            _execution.check_status(rt, rt.cleave_artifact_input_ignored_index(
                handle, i, ctypes.byref(has_ignored), ctypes.byref(ignored)))
            if has_ignored.value:
                spec.ignored_index = ignored.value
            wraps = ctypes.c_int32()
            _execution.check_status(rt, rt.cleave_artifact_input_index_wraps(
                handle, i, ctypes.byref(wraps)))
            spec.index_wraps = bool(wraps.value)
        # An output updating an input kept in host memory lives there too
        # (written into that input's buffer, or a host buffer of its own),
        # so the next step takes it as it is: it had been gathered and
        # placed again every step (sweep 24: a CNN step 8.4 -> 48 ms).
        for o, j in enumerate(self.updates):
            if j >= 0 and self.inputs[j].on_host:
                self.outputs[o].on_host = True
        # Pipelined (MPMD): a stage's devices take only its inputs and hold
        # only the outputs it computes; None where every device does.
        self.num_stages = rt.cleave_artifact_num_stages(handle)
        for io, specs in ((_CLEAVE_INPUT, self.inputs), (_CLEAVE_OUTPUT, self.outputs)):
            for i, spec in enumerate(specs):
                spec.devices = self._devices_using(io, i) if self.num_stages else None
        self._executor_object = None
        self._key = None
        self.reshards = 0  # MeshArrays gathered and re-placed for a layout
        self._lock = threading.Lock()
        self._finalizer = weakref.finalize(self, Artifact._release, rt, handle, owned_directory,
                                           os.getpid())

    def _devices_using(self, io, index):
        uses, devices = ctypes.c_int32(), []
        for d in range(self.num_devices):
            _execution.check_status(self._rt, self._rt.cleave_artifact_uses_tensor(
                self._handle, io, index, d, ctypes.byref(uses)))
            if uses.value:
                devices.append(d)
        return frozenset(devices)

    def _specs(self, io):
        specs = []
        for i in range(self._rt.cleave_artifact_num_tensors(self._handle, io)):
            info = _native.TensorInfo()
            _execution.check_status(self._rt, self._rt.cleave_artifact_tensor(
                self._handle, io, i, ctypes.byref(info)))
            specs.append(TensorSpec(info))
        return specs

    @staticmethod
    def _release(rt, handle, owned, pid):
        rt.cleave_artifact_close(handle)
        if owned:
            _execution.remove_tree_if_owner(pid, owned)

    def __repr__(self):
        return (f"<cleave.Artifact @{self.entry} {self.target} mesh "
                f"{'x'.join(map(str, self.mesh_shape))}: {len(self.inputs)} inputs, "
                f"{len(self.outputs)} outputs>")

    def save(self, path):
        """Copies the artifact (one self-contained file) to `path`."""
        save_file(self.path, path)

    def __reduce__(self):
        raise TypeError("a cleave.Artifact holds a loaded library and cannot be pickled or "
                        "copied: save() it and cleave.load() the file")

    # Execution.
    @property
    def _executor(self):
        # A pool that ended (shutdown_pools, a failed rank) is replaced by a
        # new one; values placed on the old one are gone with it. Opened
        # once when threads make their first calls at once.
        with self._lock:
            if self._executor_object is not None and not self._executor_object.alive:
                self._executor_object = None
            if self._executor_object is None:
                executor = _execution.executor_for(self.num_devices, self.target)
                key = _execution.new_id()
                executor.open(key, self.path)
                self._executor_object, self._key = executor, key
                weakref.finalize(self, _close, executor, key)
            return self._executor_object

    def peak_device_bytes(self):
        """The most device memory in use at once so far, on the device that
        used most: argument and output buffers and generated code's
        allocations (the CPU target counts them in the runtime's device
        pool; a pool of worker ranks is shared by the artifacts of its
        mesh size). Under mpirun, this rank's."""
        return self._executor.peak_device_bytes(self._key)

    def peak_host_bytes(self):
        """The most host memory in use at once so far for what plans keep
        there (offloaded inputs, an optimizer step on the host, activations
        copied out), on the rank that used most: the host pool's peak, not
        the process's size. Under mpirun, this rank's."""
        return self._executor.peak_host_bytes(self._key)

    def _what(self, index):
        return f"input {index} ('{self.inputs[index].name}') of @{self.entry}"

    def put(self, input, value):
        """Places a global value on the mesh with the layout of input
        `input` (its index or name): a MeshArray to pass to later calls."""
        index = self._input_index(input)
        spec = self.inputs[index]
        array = host_array(value, spec.shape, spec.dtype, self._what(index), spec.index_bound,
                           spec.ignored_index, spec.index_wraps)
        executor, bid = self._executor, _execution.new_id()
        # A pipelined artifact's stage takes only its own inputs: the other
        # devices hold nothing of them (each rank had held every stage's
        # inputs, above the plan's stage peaks).
        def block(device):
            if spec.devices is not None and device not in spec.devices:
                return None
            return self._block(index, array, device)
        if executor.kind == "spmd":
            executor.put_local(self._key, bid, block(executor.state.device(self._key)),
                               spec.on_host)
        else:
            executor.put_blocks(self._key, bid, [block(d) for d in range(self.num_devices)],
                                spec.on_host)
        return MeshArray(self, spec, bid, source=array)

    def _block(self, index, array, device):
        """`device`'s local block of input `index` (global `array`)."""
        spec = self.inputs[index]
        # One device: its block is the value, bytes as they are (the
        # executor copies them into its own buffer). A copy less per call.
        if self.num_devices == 1 and array.nbytes == spec.local_bytes:
            return array.reshape(-1).view(np.uint8)
        local = np.empty(spec.local_bytes, np.uint8)
        _execution.check_status(self._rt, self._rt.cleave_artifact_scatter(
            self._handle, index, device, array.ctypes.data, local.ctypes.data))
        return local

    def put_local(self, input, local_value):
        """Under mpirun: this rank's own block of input `input` (local
        shape), as a MeshArray."""
        executor, index = self._executor, self._input_index(input)
        if executor.kind != "spmd":
            raise ExecutionError("put_local needs an mpirun launch of one rank per device")
        spec = self.inputs[index]
        array = host_array(local_value, spec.local_shape, spec.dtype, self._what(index),
                           spec.index_bound, spec.ignored_index, spec.index_wraps)
        bid = _execution.new_id()
        executor.put_local(self._key, bid, array.view(np.uint8).reshape(-1), spec.on_host)
        return MeshArray(self, spec, bid, input_index=index)

    def _input_index(self, input):
        if isinstance(input, int) and not isinstance(input, bool) and 0 <= input < len(
                self.inputs):
            return input
        for i, spec in enumerate(self.inputs):
            if spec.name == input:
                return i
        raise Error(f"@{self.entry} has no input {input!r} (inputs: "
                    f"{', '.join(s.name for s in self.inputs)})")

    def _argument(self, index, value, placed):
        spec = self.inputs[index]
        if isinstance(value, MeshArray):
            if value._ids is None or value._spoiled:
                value.numpy()  # raises: it was donated
            same_mesh = value._home is self._executor
            # A pipelined output exists on its stage's devices only: used
            # where it is when every device taking the input holds it.
            held = value._held_by()
            needed = spec.devices
            if needed is None:
                needed = frozenset(range(self.num_devices))
            on_them = held is None or needed <= held
            if (same_mesh and value.spec.layout() == spec.layout() and not value.spec.partial
                    and on_them):
                return value._ids
            self.reshards += 1
            value = value.numpy()
        placed.append(self.put(index, value))
        return placed[-1]._ids

    def call(self, *inputs, fetch=True, donate=False):
        """Runs the entry once. `inputs`: NumPy arrays, torch tensors or
        MeshArrays, in argument order. Returns the global outputs (NumPy;
        one array or a tuple), or with fetch=False MeshArrays that stay on
        the mesh. An output that updates an input in place (the compile's
        `updates`) is written into that input's buffer when the input was
        placed for this call, or, with donate=True, when it is a MeshArray
        used where it is: that MeshArray is then used up. Otherwise the
        state would be held twice, beyond the plan's peak."""
        def check(convert):
            for name, flag in (("fetch", fetch), ("donate", donate)):
                if not isinstance(flag, bool):
                    raise Error(f"{name}: expected True or False, got {flag!r}")
            if len(inputs) != len(self.inputs):
                raise ExecutionError(
                    f"@{self.entry} takes {len(self.inputs)} inputs "
                    f"({', '.join(s.name for s in self.inputs)}), got {len(inputs)}")
            if not convert:
                return inputs
            return [v if isinstance(v, MeshArray) else
                    host_array(v, s.shape, s.dtype, self._what(i), s.index_bound,
                               s.ignored_index, s.index_wraps)
                    for i, (v, s) in enumerate(zip(inputs, self.inputs))]
        executor, placed = self._executor, []
        # Under mpirun every rank checks its inputs, then all agree before
        # any collective (a MeshArray regathered for another layout runs
        # one): a rank refused alone would leave the others waiting.
        inputs = (executor.agreed(self._key, lambda: check(True)) if executor.kind == "spmd"
                  else check(False))
        input_ids = [self._argument(i, v, placed) for i, v in enumerate(inputs)]
        output_ids = [_execution.new_id() for _ in self.outputs]
        fresh = {a._ids for a in placed}
        donated, consumed = [-1] * len(self.outputs), []
        for o, j in enumerate(self.updates):
            if (j < 0 or input_ids.count(input_ids[j]) != 1 or j in donated
                    or self.outputs[o].local_bytes != self.inputs[j].local_bytes):
                continue
            if input_ids[j] in fresh or donate:
                donated[o] = j
                consumed.append(next(a for a in placed + list(inputs)
                                     if isinstance(a, MeshArray) and a._ids == input_ids[j]))
        try:
            executor.call(self._key, input_ids, output_ids,
                          [s.local_bytes for s in self.outputs], donated if consumed else None)
        except BaseException:
            for array in consumed:
                array._spoiled = True
            raise
        for array in consumed:  # its buffer is an output's now
            array._finalizer.detach()
            array._ids = None
        arrays = [MeshArray(self, spec, bid, output_index=o)
                  for o, (spec, bid) in enumerate(zip(self.outputs, output_ids))]
        if fetch:
            arrays = [a.numpy() for a in arrays]
        return arrays[0] if len(arrays) == 1 else tuple(arrays)

    __call__ = call

    def run_local(self, *inputs, local=False):
        """SPMD use, on every rank of `mpirun -np N` (N = the mesh's
        devices): with global inputs (local=False; each rank cuts its own
        block) returns the global outputs on every rank; with local=True the
        inputs are this rank's blocks and so are the outputs."""
        executor = self._executor
        if executor.kind not in ("spmd", "local"):
            raise ExecutionError(
                f"run_local runs this rank's device: start the script with mpirun -np "
                f"{self.num_devices} (this process is not an mpirun rank)")
        if not local:
            return self.call(*inputs)

        def place():
            return [v if isinstance(v, MeshArray) else
                    self.put_local(i, v) if executor.kind == "spmd" else self.put(i, v)
                    for i, v in enumerate(inputs)]
        placed = executor.agreed(self._key, place) if executor.kind == "spmd" else place()
        outputs = self.call(*placed, fetch=False)
        outputs = outputs if isinstance(outputs, tuple) else (outputs,)
        blocks = []
        for array in outputs:
            data = executor.state.get(array._ids)
            blocks.append(self._typed(array.spec, data, array.spec.local_shape))
        return blocks[0] if len(blocks) == 1 else tuple(blocks)

    def _typed(self, spec, data, shape):
        """`data`: a fresh byte array of ours (a block copied out of the
        runtime, or assembled), so viewed in place, not copied again (a
        tenth of a 34 MB call)."""
        array = data.view(_NUMPY[spec.dtype]).reshape(shape)
        return from_bf16(array) if spec.dtype == "bf16" else array

    def _gather_input(self, index, bid, executor):
        """Input `index`'s global value from every rank's block `bid` (a
        collective: every rank calls it)."""
        spec = self.inputs[index]
        result = np.empty(max(spec.global_bytes, 1), np.uint8)
        local = executor.local_block(bid)
        _execution.check_status(self._rt, self._rt.cleave_artifact_gather_input(
            self._handle, index, executor.state.artifacts[self._key][1], local.ctypes.data,
            result.ctypes.data))
        return self._typed(spec, result[:spec.global_bytes], spec.shape)

    def _assemble(self, output, bid, executor):
        spec = self.outputs[output]
        if executor.kind == "local" and spec.local_bytes == spec.global_bytes:
            # One device in this process: the block is the value, and a
            # fresh array of ours. Two copies less per output.
            return self._typed(spec, executor.blocks(self._key, bid)[0], spec.shape)
        result = np.empty(spec.global_bytes, np.uint8)
        if executor.kind == "spmd":
            local = executor.local_block(bid)
            _execution.check_status(self._rt, self._rt.cleave_artifact_gather(
                self._handle, output, executor.state.artifacts[self._key][1],
                local.ctypes.data, result.ctypes.data))
        else:
            blocks = executor.joined_blocks(self._key, bid)
            _execution.check_status(self._rt, self._rt.cleave_artifact_assemble(
                self._handle, output, blocks.ctypes.data, result.ctypes.data))
        return self._typed(spec, result, spec.shape)


def save_file(source, path):
    """Copies an artifact to `path` through a temporary file renamed over
    it: a process running the old file keeps its mapping."""
    path = os.path.abspath(os.fspath(path))
    if not os.path.isfile(source):
        # Blamed on the destination before (sweep 16: "No such file").
        raise Error(f"cannot save the artifact: its file '{source}' is gone (removed after "
                    "compiling?); compile again, or cleave.load() a saved copy")
    temporary = f"{path}.tmp-{os.getpid()}"
    try:
        shutil.copyfile(source, temporary)
        os.replace(temporary, path)
    except OSError as error:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise Error(f"cannot save the artifact to '{path}': {error.strerror}") from None


def load(path):
    """Opens an artifact `cleave compile` (or Artifact.save) wrote. The
    artifact runs from a private copy: the dynamic loader keeps one library
    per path, so replacing or overwriting the file later changes nothing
    here (and another load of that path gets the new file)."""
    path = os.path.abspath(os.fspath(path))
    if not os.path.exists(path):
        raise Error(f"no artifact '{path}'")
    if not os.path.isfile(path):
        raise Error(f"'{path}' is not a file (an artifact is one shared library)")
    directory = _execution.make_tree("cleave-")
    private = os.path.join(directory, os.path.basename(path))
    try:
        shutil.copyfile(path, private)
        artifact = Artifact(private, owned_directory=directory)
    except Error as error:
        _execution.remove_tree_if_owner(os.getpid(), directory)
        # The message names the file the caller gave, not the private copy.
        error.args = tuple(a.replace(private, path) if isinstance(a, str) else a
                           for a in error.args)
        raise
    except BaseException:
        _execution.remove_tree_if_owner(os.getpid(), directory)
        raise
    artifact.source_path = path
    return artifact
