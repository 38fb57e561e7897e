"""Runs the tm_tensor program on fixed inputs and compares every output with
NumPy's own scan and scatter (np.cumsum, np.add.at, fancy assignment)."""
import os
import subprocess
import sys

import numpy as np

cleave, source, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
rng = np.random.default_rng(3)
x = rng.integers(-5, 5, (2, 5)).astype(np.int64)
idx = np.array([0, 2, 2, 5], np.int64)  # row 2 twice: both accumulate
upd = rng.standard_normal((4, 3)).astype(np.float32)
pos = np.array([[0, 1], [3, 4], [2, 2]], np.int64)
val = rng.standard_normal(3).astype(np.float32)
inputs = [x, idx, upd, pos, val]
args = []
for i, a in enumerate(inputs):
    np.save(os.path.join(work, f"in{i}.npy"), a)
    args += ["--input", f"arg{i}={os.path.join(work, f'in{i}.npy')}"]
so = os.path.join(work, "tm.so")
subprocess.run([cleave, "compile", source, "-o", so], check=True)
subprocess.run([cleave, "run", so, "--output", os.path.join(work, "out")] + args,
               check=True, stdout=subprocess.DEVNULL)
want_z = np.zeros((6, 3), np.float32)
np.add.at(want_z, idx, upd)
want_w = np.zeros((4, 5), np.float32)
want_w[pos[:, 0], pos[:, 1]] = val
wants = [np.cumsum(x, axis=1), want_z, want_w]
for i, want in enumerate(wants):
    got = np.load(os.path.join(work, "out", f"result{i}.npy"))
    ok = got.shape == want.shape and np.allclose(got, want, rtol=1e-6, atol=1e-6)
    print(f"result{i}: {'matches' if ok else 'DIFFERS'} NumPy")
