#!/usr/bin/env python3
"""Runs a single-device Cleave artifact in this process: no MPI, no compiler.

For machines that have the runtime libraries and NumPy but not the toolchain
(the GPU machine scripts/gpu-check.sh runs on: no LLVM, no MPI, no package
registry). Execution is the runtime's own (cleave/execute.h, through ctypes):
it opens the artifact and reads its manifest, creates the "local" backend
(one process), cuts the inputs (from .npy files, zeros, or random values) to
the device, calls the entry and assembles the outputs; this script reads and
writes the arrays and compares them. CUDA artifacts get device buffers and
report the device peak memory (both targets: the CPU target counts its
allocations in the runtime's device pool).

usage: run_artifact.py ART.so [--runtime-lib DIR] [--inputs DIR] [--zeros]
           [--seed S] [--outputs DIR] [--reference DIR [--rtol R] [--atol A]]
           [--repeat N]
The runtime is libCleaveRuntime.so in --runtime-lib, else in ../lib or
../build/lib beside this script, else on the library path. Prints `entry
time min S s median S s over N runs` like cleave-runner, then `outputs
match` / `outputs DIFFER` when --reference is given (exit 1 when they
differ).
"""
import argparse
import ctypes
import os
import sys
import time

import numpy as np

NUMPY_DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16,
                "i32": np.int32, "i64": np.int64, "i8": np.int8, "bf16": np.uint16}
CLEAVE_INPUT, CLEAVE_OUTPUT = 0, 1


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

    def spec(self):
        return {"name": self.name.decode(), "dtype": self.dtype_name.decode(),
                "global_shape": tuple(self.global_shape[i] for i in range(self.rank)),
                "local_shape": tuple(self.local_shape[i] for i in range(self.rank)),
                "local_bytes": self.local_bytes}


def fail(message):
    print(f"run_artifact: error: {message}", file=sys.stderr)
    sys.exit(2)


def to_bf16(value):
    """float32 values as bfloat16 bits (uint16), rounded to nearest even."""
    bits = np.ascontiguousarray(value, np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(value)
    return np.where(nan, ((bits >> 16) | 0x40).astype(np.uint16), rounded)


def host_values(host, spec):
    """What an output means as numbers: bf16 bits widened to float32 (exact),
    as cleave-runner writes them."""
    if spec["dtype"] == "bf16":
        return (host.astype(np.uint32) << 16).view(np.float32)
    return host


def load_runtime(directory):
    """libCleaveRuntime.so, loaded globally: artifacts resolve against it."""
    here = os.path.dirname(os.path.abspath(__file__))
    candidates = [directory] if directory else [
        os.path.join(here, "..", "lib"), os.path.join(here, "..", "build", "lib")]
    for candidate in candidates:
        path = os.path.join(candidate, "libCleaveRuntime.so")
        if os.path.exists(path):
            try:
                return ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
            except OSError as error:
                fail(f"cannot load '{path}': {error}")
    if directory:
        fail(f"no libCleaveRuntime.so in '{directory}'")
    try:
        return ctypes.CDLL("libCleaveRuntime.so", mode=ctypes.RTLD_GLOBAL)
    except OSError:
        fail("cannot find libCleaveRuntime.so (not in ../lib beside this "
             "script nor on the library path); pass --runtime-lib DIR")


def declare(rt):
    """The parts of runtime.h and execute.h this script calls."""
    P, I32, I64 = ctypes.c_void_p, ctypes.c_int32, ctypes.c_int64
    signatures = {
        "cleave_status_message": ([P], ctypes.c_char_p),
        "cleave_runtime_create": ([ctypes.c_char_p, ctypes.POINTER(ctypes.c_int),
                                   ctypes.POINTER(ctypes.POINTER(ctypes.c_char_p)),
                                   ctypes.POINTER(P)], P),
        "cleave_mesh_create": ([P, I32, ctypes.POINTER(I64), ctypes.POINTER(P)], P),
        "cleave_artifact_open": ([ctypes.c_char_p, ctypes.POINTER(P)], P),
        "cleave_artifact_entry": ([P], ctypes.c_char_p),
        "cleave_artifact_target": ([P], ctypes.c_char_p),
        "cleave_artifact_mesh_rank": ([P], I32),
        "cleave_artifact_mesh_shape": ([P], ctypes.POINTER(I64)),
        "cleave_artifact_num_devices": ([P], I64),
        "cleave_artifact_num_tensors": ([P, ctypes.c_int], I32),
        "cleave_artifact_tensor": ([P, ctypes.c_int, I32, ctypes.POINTER(TensorInfo)], P),
        "cleave_artifact_buffer_allocate": ([P, I64, ctypes.POINTER(P)], P),
        "cleave_artifact_host_buffer_allocate": ([P, I64, ctypes.POINTER(P)], P),
        "cleave_artifact_input_on_host": ([P, I32, ctypes.POINTER(I32)], P),
        "cleave_artifact_input_non_negative": ([P, I32, ctypes.POINTER(I32)], P),
        "cleave_artifact_output_updates": ([P, I32, ctypes.POINTER(I32)], P),
        "cleave_artifact_buffer_copy": ([P, P, P, I64], P),
        "cleave_artifact_peak_device_bytes": ([P], I64),
        "cleave_artifact_call": ([P, P, ctypes.POINTER(P), I64], P),
        "cleave_artifact_scatter": ([P, I32, I64, P, P], P),
        "cleave_artifact_assemble": ([P, I32, P, P], P),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(rt, name)
        function.argtypes, function.restype = argtypes, restype


def check(rt, status):
    if status:
        fail(rt.cleave_status_message(status).decode())


def input_values(spec, index, args, non_negative=False):
    """A global input: from DIR/<name>.npy, zeros or random values (in
    [0, 1) for an input the manifest says must not be negative)."""
    shape = spec["global_shape"]
    dtype = NUMPY_DTYPES[spec["dtype"]]
    if args.inputs:
        value = np.load(os.path.join(args.inputs, spec["name"] + ".npy"))
        if value.shape != shape:
            fail(f"input {spec['name']}: expected shape {shape}, found {value.shape}")
        if spec["dtype"] == "bf16" and value.dtype.kind == "f":
            return np.ascontiguousarray(to_bf16(value.astype(np.float32)))
        return np.ascontiguousarray(value.astype(dtype))
    if args.zeros:
        return np.zeros(shape, dtype)
    rng = np.random.default_rng(args.seed * 1000003 + index)
    values = rng.uniform(0.0 if non_negative else -1.0, 1.0, shape)
    if spec["dtype"] == "bf16":
        return to_bf16(values.astype(np.float32))
    return values.astype(dtype)


def compare(outputs, args):
    """The rules of `cleave verify` (lib/Driver/Verify.cpp): NaN matches NaN
    and an infinity the same infinity; a float output whose elementwise
    mismatches are all within rtol of its largest finite reference value
    (a small difference of large terms, summed in another order) matches."""
    worst, ok = 0.0, True
    for spec, host in outputs:
        got = host_values(host, spec).astype(np.float64)
        want = np.load(os.path.join(args.reference, spec["name"] + ".npy")).astype(np.float64)
        if got.shape != want.shape:
            print(f"run_artifact: output {spec['name']}: shape {got.shape} != {want.shape}")
            ok = False
            continue
        agree = (np.isnan(got) & np.isnan(want)) | (np.isinf(want) & (got == want))
        error = np.where(agree, 0.0, np.abs(got - want))
        error = np.where(np.isnan(error), np.inf, error)
        close = agree | (error <= args.atol + args.rtol * np.abs(want))
        finite = np.abs(want[np.isfinite(want) & ~agree])
        largest = float(finite.max()) if finite.size else 0.0
        biggest_error = float(error.max()) if error.size else 0.0
        normwise = biggest_error / largest if largest > 0 else biggest_error
        integral = spec["dtype"].startswith(("i", "u"))
        if not close.all():
            within = (not integral and largest > 0 and np.isfinite(biggest_error)
                      and normwise <= args.rtol)
            ok = ok and within
            print(f"run_artifact: output {spec['name']} differs in "
                  f"{int((~close).sum())} of {close.size} elements "
                  f"(max abs err {biggest_error:.3g}, largest reference value "
                  f"{largest:.3g}, normwise err {normwise:.3g}"
                  + ("; within rtol normwise)" if within else ")"))
        scale = np.maximum(np.abs(want), args.atol / max(args.rtol, 1e-30))
        worst = max(worst, float(np.max(error / scale)) if got.size else 0.0)
    word = "match" if ok else "DIFFER"
    print(f"run_artifact: {len(outputs)} outputs {word} (max rel err {worst:.1e})")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("artifact")
    parser.add_argument("--runtime-lib", default=None,
                        help="directory of libCleaveRuntime*.so")
    parser.add_argument("--inputs")
    parser.add_argument("--zeros", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--outputs")
    parser.add_argument("--reference")
    parser.add_argument("--rtol", type=float, default=1e-4)
    parser.add_argument("--atol", type=float, default=1e-5)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()

    rt = load_runtime(args.runtime_lib)
    declare(rt)
    artifact = ctypes.c_void_p()
    check(rt, rt.cleave_artifact_open(os.path.abspath(args.artifact).encode(),
                                      ctypes.byref(artifact)))
    devices = rt.cleave_artifact_num_devices(artifact)
    if devices != 1:
        fail(f"the mesh has {devices} devices; run_artifact.py runs "
             "single-device artifacts (use `cleave run` with MPI for more)")
    runtime, mesh = ctypes.c_void_p(), ctypes.c_void_p()
    argc, argv = ctypes.c_int(0), ctypes.POINTER(ctypes.c_char_p)()
    check(rt, rt.cleave_runtime_create(b"local", ctypes.byref(argc),
                                       ctypes.byref(argv), ctypes.byref(runtime)))
    check(rt, rt.cleave_mesh_create(runtime, rt.cleave_artifact_mesh_rank(artifact),
                                    rt.cleave_artifact_mesh_shape(artifact),
                                    ctypes.byref(mesh)))

    def tensor(io, index):
        info = TensorInfo()
        check(rt, rt.cleave_artifact_tensor(artifact, io, index, ctypes.byref(info)))
        return info.spec()

    inputs = [tensor(CLEAVE_INPUT, i)
              for i in range(rt.cleave_artifact_num_tensors(artifact, CLEAVE_INPUT))]
    outputs = [tensor(CLEAVE_OUTPUT, i)
               for i in range(rt.cleave_artifact_num_tensors(artifact, CLEAVE_OUTPUT))]
    buffers = []
    for index, spec in enumerate(inputs + outputs):
        # An output updating an input in place is written over its buffer
        # (what the runner does; the budget counts it once).
        updates = ctypes.c_int32(-1)
        if index >= len(inputs):
            check(rt, rt.cleave_artifact_output_updates(artifact, index - len(inputs),
                                                        ctypes.byref(updates)))
        if updates.value >= 0:
            buffers.append(buffers[updates.value])
            continue
        buffer = ctypes.c_void_p()
        on_host = ctypes.c_int32(0)
        if index < len(inputs):
            check(rt, rt.cleave_artifact_input_on_host(artifact, index,
                                                       ctypes.byref(on_host)))
        # Offloaded inputs live in host memory (pinned on CUDA).
        allocate = (rt.cleave_artifact_host_buffer_allocate if on_host.value
                    else rt.cleave_artifact_buffer_allocate)
        check(rt, allocate(artifact, spec["local_bytes"], ctypes.byref(buffer)))
        buffers.append(buffer)
        if index < len(inputs):
            non_negative = ctypes.c_int32(0)
            check(rt, rt.cleave_artifact_input_non_negative(artifact, index,
                                                            ctypes.byref(non_negative)))
            value = input_values(spec, index, args, bool(non_negative.value))
            local = np.zeros(spec["local_shape"], value.dtype)
            check(rt, rt.cleave_artifact_scatter(artifact, index, 0, value.ctypes.data,
                                                 local.ctypes.data))
            check(rt, rt.cleave_artifact_buffer_copy(artifact, buffer, local.ctypes.data,
                                                     local.nbytes))

    in_place = any(buffers[len(inputs) + i] is buffers[j]
                   for i in range(len(outputs)) for j in range(len(inputs)))
    if args.reference and args.repeat > 1 and in_place:
        fail("outputs update inputs in place: after --repeat calls they are "
             "the last call's, not comparable with a one-call --reference")
    array = (ctypes.c_void_p * len(buffers))(*[b.value for b in buffers])
    seconds = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        check(rt, rt.cleave_artifact_call(artifact, mesh, array, len(buffers)))
        seconds.append(time.perf_counter() - start)
    seconds.sort()
    entry = rt.cleave_artifact_entry(artifact).decode()
    print(f"run_artifact: {entry}: entry time min {seconds[0]:.6e} s "
          f"median {seconds[len(seconds) // 2]:.6e} s over {args.repeat} runs")
    print(f"run_artifact: peak device memory: "
          f"{rt.cleave_artifact_peak_device_bytes(artifact)} bytes")

    results = []
    for index, spec in enumerate(outputs):
        dtype = NUMPY_DTYPES[spec["dtype"]]
        local = np.zeros(spec["local_shape"], dtype)
        check(rt, rt.cleave_artifact_buffer_copy(artifact, local.ctypes.data,
                                                 buffers[len(inputs) + index],
                                                 local.nbytes))
        value = np.zeros(spec["global_shape"], dtype)
        check(rt, rt.cleave_artifact_assemble(artifact, index, local.ctypes.data,
                                              value.ctypes.data))
        results.append((spec, value))
    if args.outputs:
        os.makedirs(args.outputs, exist_ok=True)
        for spec, value in results:
            np.save(os.path.join(args.outputs, spec["name"] + ".npy"),
                    host_values(value, spec))
    if not args.reference:
        return 0
    return 0 if compare(results, args) else 1


if __name__ == "__main__":
    sys.exit(main())
