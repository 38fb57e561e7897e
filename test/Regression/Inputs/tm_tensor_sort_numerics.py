"""Runs tm-tensor-sort.mlir (topk and argsort) on inputs full of ties and
compares with NumPy's stable sorts: torch-mlir's sort keeps equal elements
in order."""
import os
import subprocess
import sys

import numpy as np

cleave, source, work, np_ranks = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
rng = np.random.default_rng(5)
x = rng.integers(-3, 3, (4, 8)).astype(np.float32)  # many equal values
y = rng.integers(-2, 2, (6, 3)).astype(np.float32)
args = []
for i, a in enumerate((x, y)):
    np.save(os.path.join(work, f"in{i}.npy"), a)
    args += ["--input", f"arg{i}={os.path.join(work, f'in{i}.npy')}"]
so = os.path.join(work, "sort.so")
subprocess.run([cleave, "compile", source, "--mesh", np_ranks, "-o", so], check=True)
subprocess.run([cleave, "run", so, "--output", os.path.join(work, "out")] + args,
               check=True, stdout=subprocess.DEVNULL)
top = np.argsort(-x, axis=1, kind="stable")[:, :2]
wants = [np.take_along_axis(x, top, axis=1), top, np.argsort(y, axis=0, kind="stable")]
for i, want in enumerate(wants):
    got = np.load(os.path.join(work, "out", f"result{i}.npy"))
    ok = got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want)
    print(f"result{i}: {'matches' if ok else 'DIFFERS from'} NumPy")
