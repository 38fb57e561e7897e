#!/usr/bin/env python3
"""A 2-D convolution (nchw x fchw, f32, as torch-mlir exports nn.Conv2d)
through `cleave run` on one rank, against the same convolution in NumPy
measured in the same run (im2col by strided views, then one matmul per
image on the same OpenBLAS): cleave-convolutions-as-gemms' im2col copies
and GEMMs. Also the modeled time of the plan on a calibrated cluster file
when one is given.

usage: conv_vs_numpy.py BUILD_DIR [REPS] [CLUSTER.json]
Writes bench/results/conv.txt.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

build = sys.argv[1]
reps = int(sys.argv[2]) if len(sys.argv) > 2 else 10
cluster = sys.argv[3] if len(sys.argv) > 3 else None
cleave = os.path.join(build, "bin", "cleave")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHAPES = [  # batch, channels in, size in, filters, window
    (8, 32, 34, 64, 3),
    (8, 3, 66, 32, 3),
    (4, 64, 18, 128, 3),
]


def program(n, c, s, f, k):
    o = s - k + 1
    x, w, y = (f"tensor<{n}x{c}x{s}x{s}xf32>", f"tensor<{f}x{c}x{k}x{k}xf32>",
               f"tensor<{n}x{f}x{o}x{o}xf32>")
    return f"""func.func @conv(%x: {x}, %w: {w}) -> {y} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {y}
  %z = linalg.fill ins(%zero : f32) outs(%e : {y}) -> {y}
  %y = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}} ins(%x, %w : {x}, {w}) outs(%z : {y}) -> {y}
  return %y : {y}
}}
"""


def numpy_seconds(work):
    code = f"""
import time, numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.load("{work}/x.npy"); w = np.load("{work}/w.npy")
f, c, k, _ = w.shape
wm = w.reshape(f, -1)
best = 1e30
for _ in range({reps}):
    t = time.perf_counter()
    out = []
    for image in x:
        cols = sliding_window_view(image, (k, k), axis=(1, 2))  # c, oh, ow, k, k
        cols = np.ascontiguousarray(cols.transpose(0, 3, 4, 1, 2)).reshape(c * k * k, -1)
        out.append(wm @ cols)
    best = min(best, time.perf_counter() - t)
print(best)
"""
    out = subprocess.run(["/usr/bin/python3", "-c", code], capture_output=True,
                         text=True, check=True).stdout
    return float(out.split()[-1])


lines = [f"# conv_2d_nchw_fchw f32 on one rank through `cleave run` (best entry time of "
         f"{reps}) vs NumPy im2col + matmul per image in the same run, "
         f"{time.strftime('%Y-%m-%dT%H:%MZ', time.gmtime())}",
         "# shape (n c s f k)   MFLOP  cleave_s  numpy_s  cleave/numpy  GFLOP/s  modeled_s"]
with tempfile.TemporaryDirectory() as work:
    for n, c, s, f, k in SHAPES:
        o = s - k + 1
        mflop = 2 * n * f * o * o * c * k * k / 1e6
        src = os.path.join(work, "conv.mlir")
        open(src, "w").write(program(n, c, s, f, k))
        subprocess.run(["/usr/bin/python3", "-c", f"""
import numpy as np; r = np.random.default_rng(0)
np.save("{work}/x.npy", r.standard_normal(({n}, {c}, {s}, {s})).astype(np.float32))
np.save("{work}/w.npy", r.standard_normal(({f}, {c}, {k}, {k})).astype(np.float32))
"""], check=True)
        so = os.path.join(work, "conv.so")
        subprocess.run([cleave, "compile", src, "-o", so], check=True, capture_output=True)
        run = subprocess.run([cleave, "run", so, "--repeat", str(reps), "--input",
                              f"arg0={work}/x.npy", "--input", f"arg1={work}/w.npy"],
                             check=True, capture_output=True, text=True)
        seconds = float(re.search(r"entry time min (\S+) s", run.stdout + run.stderr).group(1))
        numpy_s = numpy_seconds(work)
        modeled = "-"
        if cluster:
            plan = subprocess.run([cleave, "plan", src, "--mesh", "1", "--cluster", cluster],
                                  capture_output=True, text=True, check=True).stdout
            modeled = re.search(r"modeled step time: (\S+) us", plan).group(1) + "e-6"
        lines.append(f"{n} {c} {s} {f} {k}   {mflop:8.1f}  {seconds:8.5f}  {numpy_s:7.5f}  "
                     f"{seconds / numpy_s:12.2f}  {mflop / 1e3 / seconds:7.1f}  {modeled}")
        print(lines[-1], flush=True)

out = os.path.join(ROOT, "bench", "results", "conv.txt")
open(out, "w").write("\n".join(lines) + "\n")
print("wrote", out)
