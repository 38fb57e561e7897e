"""Runs tm-tensor-sort.mlir or tm-tensor-sort-long.mlir (topk, argsort,
sort) on inputs full of ties and compares with NumPy's stable sorts:
torch-mlir's sort keeps equal elements in order."""
import os
import subprocess
import sys

import numpy as np

cleave, source, work, np_ranks = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
rng = np.random.default_rng(5)
long_rows = "long" in os.path.basename(source)
# Many equal values: ties must keep their order.
if long_rows:  # tm-tensor-sort-long.mlir: merge networks
    x = rng.integers(-40, 40, (3, 1000)).astype(np.float32)
    y = rng.integers(-20, 20, (300, 3)).astype(np.float32)
    z = rng.integers(-9, 9, (2, 128)).astype(np.float32)
    inputs, k = (x, y, z), 5
else:
    x = rng.integers(-3, 3, (4, 8)).astype(np.float32)
    y = rng.integers(-2, 2, (6, 3)).astype(np.float32)
    inputs, k = (x, y), 2
args = []
for i, a in enumerate(inputs):
    np.save(os.path.join(work, f"in{i}.npy"), a)
    args += ["--input", f"arg{i}={os.path.join(work, f'in{i}.npy')}"]
so = os.path.join(work, "sort.so")
subprocess.run([cleave, "compile", source, "--mesh", np_ranks, "-o", so], check=True)
subprocess.run([cleave, "run", so, "--output", os.path.join(work, "out")] + args,
               check=True, stdout=subprocess.DEVNULL)
top = np.argsort(-x, axis=1, kind="stable")[:, :k]
wants = [np.take_along_axis(x, top, axis=1), top, np.argsort(y, axis=0, kind="stable")]
if long_rows:
    down = np.argsort(-z, axis=1, kind="stable")
    wants += [np.take_along_axis(z, down, axis=1), down]
for i, want in enumerate(wants):
    got = np.load(os.path.join(work, "out", f"result{i}.npy"))
    ok = got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want)
    print(f"result{i}: {'matches' if ok else 'DIFFERS from'} NumPy")
