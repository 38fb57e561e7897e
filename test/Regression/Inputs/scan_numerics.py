"""Compiles each entry of scan-unit-dims.mlir, runs it on random input and
compares with NumPy's cumsum along the scanned dimension."""
import os
import subprocess
import sys

import numpy as np

cleave, source, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
rng = np.random.default_rng(7)
entries = {"rows_after_unit": ((1, 8, 16), 2), "scan_shorter_than_row": ((1, 4, 3), 2),
           "first_dim": ((6, 1, 5), 0), "one_dim": ((16,), 0)}
for entry, (shape, dim) in entries.items():
    x = rng.standard_normal(shape).astype(np.float32)
    np.save(os.path.join(work, f"{entry}.npy"), x)
    so = os.path.join(work, f"{entry}.so")
    built = subprocess.run([cleave, "compile", source, "--entry", entry, "--mesh", "1",
                            "-o", so], capture_output=True, text=True)
    if built.returncode:
        print(f"{entry}: REFUSED {built.stderr.strip()}")
        continue
    out = os.path.join(work, f"{entry}.out")
    subprocess.run([cleave, "run", so, "--output", out, "--input",
                    f"arg0={os.path.join(work, f'{entry}.npy')}"],
                   check=True, stdout=subprocess.DEVNULL)
    got = np.load(os.path.join(out, "result0.npy"))
    ok = np.allclose(got, np.cumsum(x, axis=dim), rtol=1e-5, atol=1e-5)
    print(f"{entry}: {'matches' if ok else 'DIFFERS from'} NumPy")
