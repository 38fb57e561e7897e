"""Runs scatter-negative-ids.mlir and compares with NumPy's assignment at
index -1 (torch's index_put counts negative ids from the end)."""
import os
import subprocess
import sys

import numpy as np

cleave, source, work, ranks = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
rng = np.random.default_rng(5)
a = rng.standard_normal((4, 3)).astype(np.float32)
b = rng.standard_normal((4, 3)).astype(np.float32)
args = []
for i, x in enumerate([a, b]):
    np.save(os.path.join(work, f"in{i}.npy"), x)
    args += ["--input", f"arg{i}={os.path.join(work, f'in{i}.npy')}"]
so = os.path.join(work, "negative.so")
subprocess.run([cleave, "compile", source, "--mesh", ranks, "-o", so],
               check=True, stderr=subprocess.DEVNULL)
subprocess.run([cleave, "run", so, "--output", os.path.join(work, "out")] + args,
               check=True, stdout=subprocess.DEVNULL)
want = b.copy()
want[:, -1] = a[:, 0]
want *= 2
got = np.load(os.path.join(work, "out", "result0.npy"))
ok = got.shape == want.shape and np.allclose(got, want, rtol=1e-6, atol=1e-6)
print(f"result0: {'matches' if ok else 'DIFFERS'} NumPy")
