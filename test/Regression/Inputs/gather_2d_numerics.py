"""Runs gather-2d.mlir on fixed ids and compares with NumPy's indexing
table[ids[:, 0], ids[:, 1]]."""
import os
import subprocess
import sys

import numpy as np

cleave, source, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
table = np.arange(6 * 5 * 3, dtype=np.float32).reshape(6, 5, 3)
ids = np.array([[5, 4], [0, 0], [2, 3], [5, 0]], np.int64)
args = []
for i, a in enumerate((table, ids)):
    np.save(os.path.join(work, f"in{i}.npy"), a)
    args += ["--input", f"arg{i}={os.path.join(work, f'in{i}.npy')}"]
so = os.path.join(work, "gather.so")
subprocess.run([cleave, "compile", source, "--mesh", "2", "-o", so], check=True)
subprocess.run([cleave, "run", so, "--output", os.path.join(work, "out")] + args,
               check=True, stdout=subprocess.DEVNULL)
picked = table[ids[:, 0], ids[:, 1]]
for i, want in enumerate((picked.reshape(4, 1, 1, 3), picked)):
    got = np.load(os.path.join(work, "out", f"result{i}.npy"))
    ok = got.shape == want.shape and np.array_equal(got, want)
    print(f"result{i}: {'matches' if ok else 'DIFFERS from'} NumPy")
