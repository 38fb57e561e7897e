#!/usr/bin/env python3
"""Runs a single-device Cleave artifact in this process: no MPI, no compiler.

For machines that have the runtime libraries and NumPy but not the toolchain
(the GPU machine scripts/gpu-check.sh runs on: no LLVM, no MPI, no package
registry). It reads the manifest the artifact embeds, creates the runtime's
"local" backend (one process), fills the inputs (from .npy files, zeros, or
random values), calls the entry through its C interface, and writes or checks
the outputs. CUDA artifacts get device buffers (__cleave_cuda_alloc) filled
and read back with __cleave_cuda_memcpy, and report the device peak memory.

usage: run_artifact.py ART.so [--runtime-lib DIR] [--inputs DIR] [--zeros]
           [--seed S] [--outputs DIR] [--reference DIR [--rtol R] [--atol A]]
           [--repeat N]
Prints `entry time min S s median S s over N runs` like cleave-runner, then
`outputs match` / `outputs DIFFER` when --reference is given (exit 1 when
they differ).
"""
import argparse
import ctypes
import json
import os
import sys
import time

import numpy as np

NUMPY_DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16,
                "i32": np.int32, "i64": np.int64, "bf16": np.uint16}


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


def fail(message):
    print(f"run_artifact: error: {message}", file=sys.stderr)
    sys.exit(2)


def declare_runtime(runtime):
    """The C API of libCleaveRuntime (reached through the artifact)."""
    runtime.cleave_runtime_create.argtypes = [
        ctypes.c_char_p, ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.POINTER(ctypes.c_char_p)),
        ctypes.POINTER(ctypes.c_void_p)]
    runtime.cleave_runtime_create.restype = ctypes.c_void_p
    runtime.cleave_mesh_create.argtypes = [
        ctypes.c_void_p, ctypes.c_int32, ctypes.POINTER(ctypes.c_int64),
        ctypes.POINTER(ctypes.c_void_p)]
    runtime.cleave_mesh_create.restype = ctypes.c_void_p
    runtime.cleave_status_message.argtypes = [ctypes.c_void_p]
    runtime.cleave_status_message.restype = ctypes.c_char_p
    runtime.cleave_codegen_set_mesh.argtypes = [ctypes.c_void_p]


def make_mesh(runtime, shape):
    handle = ctypes.c_void_p()
    argc = ctypes.c_int(0)
    argv = ctypes.POINTER(ctypes.c_char_p)()
    status = runtime.cleave_runtime_create(b"local", ctypes.byref(argc),
                                           ctypes.byref(argv), ctypes.byref(handle))
    if status:
        fail(runtime.cleave_status_message(status).decode())
    sizes = (ctypes.c_int64 * len(shape))(*shape)
    mesh = ctypes.c_void_p()
    status = runtime.cleave_mesh_create(handle, len(shape), sizes, ctypes.byref(mesh))
    if status:
        fail(runtime.cleave_status_message(status).decode())
    runtime.cleave_codegen_set_mesh(mesh)
    return mesh


def descriptor(address, shape):
    """A ranked memref descriptor: allocated, aligned, offset, sizes, strides."""
    strides, stride = [], 1
    for size in reversed(shape):
        strides.insert(0, stride)
        stride *= size
    fields = [address, address, 0] + list(shape) + strides
    return (ctypes.c_int64 * len(fields))(*fields)


def input_values(spec, index, args):
    shape = tuple(spec["local_shape"])
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
    values = rng.uniform(-1.0, 1.0, shape)
    if spec["dtype"] == "bf16":
        return to_bf16(values.astype(np.float32))
    return values.astype(dtype)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("artifact")
    parser.add_argument("--runtime-lib", default=None,
                        help="directory of libCleaveRuntime*.so, when the "
                             "artifact's RPATH does not lead there")
    parser.add_argument("--inputs")
    parser.add_argument("--zeros", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--outputs")
    parser.add_argument("--reference")
    parser.add_argument("--rtol", type=float, default=1e-4)
    parser.add_argument("--atol", type=float, default=1e-5)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()

    cuda_error, runtime = None, None
    if args.runtime_lib:
        for name in ("libCleaveRuntime.so", "libCleaveRuntimeCuda.so"):
            path = os.path.join(args.runtime_lib, name)
            if os.path.exists(path):
                try:
                    library = ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
                    if name == "libCleaveRuntime.so":
                        runtime = library
                except OSError as error:
                    if name == "libCleaveRuntime.so":
                        fail(f"cannot load '{path}': {error}")
                    # Only a CUDA artifact needs it (and the driver).
                    cuda_error = f"cannot load '{path}': {error}"
    try:
        artifact = ctypes.CDLL(os.path.abspath(args.artifact), mode=ctypes.RTLD_GLOBAL)
    except OSError as error:
        reason = cuda_error or f"cannot load '{args.artifact}': {error}"
        fail(reason + (" (a --target cuda artifact needs an NVIDIA GPU and its "
                       "driver)" if "libcuda" in reason else ""))
    runtime = runtime or artifact
    try:
        runtime.cleave_runtime_create
    except AttributeError:
        # An artifact without collectives, BLAS or CUDA calls does not link
        # the runtime; the local backend still comes from it.
        fail("the runtime is not loaded: this artifact does not link it; "
             "pass --runtime-lib DIR (the directory of libCleaveRuntime.so)")
    declare_runtime(runtime)
    text = ctypes.string_at(ctypes.addressof(ctypes.c_char.in_dll(artifact, "__cleave_manifest")))
    manifest = json.loads(text)
    shape = manifest["mesh"]["shape"]
    if int(np.prod(shape)) != 1:
        fail(f"the mesh has {int(np.prod(shape))} devices; run_artifact.py runs "
             "single-device artifacts (use `cleave run` with MPI for more)")
    make_mesh(runtime, shape)
    cuda = manifest.get("target") == "cuda"
    if cuda:
        artifact.__cleave_cuda_alloc.restype = ctypes.c_void_p
        artifact.__cleave_cuda_alloc.argtypes = [ctypes.c_int64]
        artifact.__cleave_cuda_memcpy.argtypes = [ctypes.c_int64, ctypes.c_int64, ctypes.c_int64]
        artifact.__cleave_cuda_peak_bytes.restype = ctypes.c_int64

    hosts, descriptors = [], []
    for index, spec in enumerate(manifest["inputs"] + manifest["outputs"]):
        if index < len(manifest["inputs"]):
            host = input_values(spec, index, args)
        else:
            host = np.zeros(tuple(spec["local_shape"]), NUMPY_DTYPES[spec["dtype"]])
        hosts.append(host)
        address = host.ctypes.data
        if cuda:
            address = artifact.__cleave_cuda_alloc(max(host.nbytes, 1))
            artifact.__cleave_cuda_memcpy(address, host.ctypes.data, host.nbytes)
        descriptors.append(descriptor(address, host.shape))
    if cuda:
        artifact.__cleave_cuda_synchronize()

    entry = getattr(artifact, "_mlir_ciface_" + manifest["entry"])
    entry.restype = None
    pointers = [ctypes.cast(d, ctypes.c_void_p) for d in descriptors]
    seconds = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        entry(*pointers)
        if cuda:
            artifact.__cleave_cuda_synchronize()
        seconds.append(time.perf_counter() - start)
    seconds.sort()
    print(f"run_artifact: {manifest['entry']}: entry time min {seconds[0]:.6e} s "
          f"median {seconds[len(seconds) // 2]:.6e} s over {args.repeat} runs")
    if cuda:
        print(f"run_artifact: device peak memory {artifact.__cleave_cuda_peak_bytes()} bytes")

    outputs = manifest["outputs"]
    first = len(manifest["inputs"])
    for index, spec in enumerate(outputs):
        host = hosts[first + index]
        if cuda:
            address = descriptors[first + index][0]
            artifact.__cleave_cuda_memcpy(host.ctypes.data, address, host.nbytes)
    if cuda:
        artifact.__cleave_cuda_synchronize()
    if args.outputs:
        os.makedirs(args.outputs, exist_ok=True)
        for index, spec in enumerate(outputs):
            np.save(os.path.join(args.outputs, spec["name"] + ".npy"),
                    host_values(hosts[first + index], spec))
    if not args.reference:
        return 0
    worst, ok = 0.0, True
    for index, spec in enumerate(outputs):
        got = host_values(hosts[first + index], spec).astype(np.float64)
        want = np.load(os.path.join(args.reference, spec["name"] + ".npy")).astype(np.float64)
        if got.shape != want.shape:
            print(f"run_artifact: output {spec['name']}: shape {got.shape} != {want.shape}")
            ok = False
            continue
        close = np.isclose(got, want, rtol=args.rtol, atol=args.atol)
        if not close.all():
            ok = False
            print(f"run_artifact: output {spec['name']} differs in "
                  f"{int((~close).sum())} of {close.size} elements "
                  f"(max abs err {np.max(np.abs(got - want)):.3g})")
        scale = np.maximum(np.abs(want), args.atol / max(args.rtol, 1e-30))
        worst = max(worst, float(np.max(np.abs(got - want) / scale)) if got.size else 0.0)
    word = "match" if ok else "DIFFER"
    print(f"run_artifact: {len(outputs)} outputs {word} (max rel err {worst:.1e})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
