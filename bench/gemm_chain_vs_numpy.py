#!/usr/bin/env python3
"""A single rank's GEMM chain (N GEMMs of S^3, f32) through `cleave run`,
against the same chain in NumPy measured in the same run: whether a rank
gets the machine's cores (Open MPI's default binding gave it one core, and
OpenBLAS's threads shared it); the same artifact under that default binding
is measured too.

usage: gemm_chain_vs_numpy.py BUILD_DIR [N] [S] [REPS]
Writes bench/results/gemm-chain.txt.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

build = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 32
size = int(sys.argv[3]) if len(sys.argv) > 3 else 2048
reps = int(sys.argv[4]) if len(sys.argv) > 4 else 3
cleave = os.path.join(build, "bin", "cleave")


def program():
    t = f"tensor<{size}x{size}xf32>"
    lines = [f"func.func @chain(%x: {t}, %w: {t}) -> {t} {{",
             "  %zero = arith.constant 0.0 : f32",
             f"  %e = tensor.empty() : {t}"]
    v = "%x"
    for i in range(n):
        lines.append(f"  %f{i} = linalg.fill ins(%zero : f32) outs(%e : {t}) -> {t}")
        lines.append(f"  %y{i} = linalg.matmul ins({v}, %w : {t}, {t}) outs(%f{i} : {t}) -> {t}")
        v = f"%y{i}"
    lines += [f"  return {v} : {t}", "}"]
    return "\n".join(lines) + "\n"


def numpy_seconds(work):
    # Debian's NumPy over the same OpenBLAS, in a process of its own, on the
    # same inputs (positive, rows of w summing to about 1: no overflow and no
    # denormals, either of which would time something else).
    code = f"""
import time, numpy as np
x = np.load("{work}/x.npy"); w = np.load("{work}/w.npy")
best = 1e30
for _ in range({reps}):
    t = time.perf_counter(); y = x
    for _ in range({n}): y = y @ w
    best = min(best, time.perf_counter() - t)
print(best)
"""
    out = subprocess.run(["/usr/bin/python3", "-c", code], capture_output=True,
                         text=True, check=True).stdout
    return float(out.split()[-1])


with tempfile.TemporaryDirectory() as work:
    subprocess.run(["/usr/bin/python3", "-c", f"""
import numpy as np
rng = np.random.default_rng(0)
np.save("{work}/x.npy", rng.random(({size}, {size}), dtype=np.float32))
np.save("{work}/w.npy", rng.random(({size}, {size}), dtype=np.float32) * (2.0 / {size}))
"""], check=True)
    src = os.path.join(work, "chain.mlir")
    open(src, "w").write(program())
    so = os.path.join(work, "chain.so")
    subprocess.run([cleave, "compile", src, "-o", so], check=True,
                   capture_output=True)
    run = subprocess.run([cleave, "run", so, "--repeat", str(reps), "--output",
                          os.path.join(work, "out"), "--input",
                          f"arg0={work}/x.npy", "--input", f"arg1={work}/w.npy"],
                         capture_output=True, text=True, check=True)
    cleave_s = float(re.search(r"entry time min (\S+) s", run.stdout).group(1))
    # The same artifact under Open MPI's default binding (what `cleave run`
    # did before it bound ranks itself): one core for the rank.
    mpirun = ["mpirun", "--oversubscribe", "-np", "1"]
    if os.geteuid() == 0:
        mpirun.insert(1, "--allow-run-as-root")
    os.makedirs(os.path.join(work, "out2"), exist_ok=True)
    bound = subprocess.run(mpirun + [os.path.join(build, "bin", "cleave-runner"),
                                     so, "--repeat", str(reps), "--output",
                                     os.path.join(work, "out2"), "--input",
                                     f"arg0={work}/x.npy", "--input",
                                     f"arg1={work}/w.npy"],
                           capture_output=True, text=True, check=True)
    bound_s = float(re.search(r"entry time min (\S+) s", bound.stdout).group(1))
    numpy_s = numpy_seconds(work)
flops = 2.0 * size ** 3 * n
lines = [
    f"# {n} GEMMs of {size}^3 f32 on one rank, {os.cpu_count()} cores, "
    f"{time.strftime('%Y-%m-%dT%H:%MZ', time.gmtime())}",
    f"gemm_chain_cleave_run_s {cleave_s:.4f}",
    f"gemm_chain_numpy_s {numpy_s:.4f}",
    f"gemm_chain_cleave_gflops {flops / cleave_s / 1e9:.1f}",
    f"gemm_chain_numpy_gflops {flops / numpy_s / 1e9:.1f}",
    f"gemm_chain_ratio_vs_numpy {numpy_s / cleave_s:.3f}",
    f"gemm_chain_default_binding_s {bound_s:.4f}",
    f"gemm_chain_default_binding_ratio_vs_numpy {numpy_s / bound_s:.3f}",
]
os.makedirs("bench/results", exist_ok=True)
open("bench/results/gemm-chain.txt", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
