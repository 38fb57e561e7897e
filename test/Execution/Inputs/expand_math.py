"""math.isinf, math.isnormal, math.clampf and math.ipowi, which no MLIR 22
lowering takes (cleave-expand-math expands them), against NumPy on values
chosen at their edges: infinities, NaN, subnormals, the least normal
number, bounds, negative exponents and overflowing powers.

usage: expand_math.py CLEAVE WORKDIR"""
import os
import subprocess
import sys

import numpy as np

cleave, work = sys.argv[1:3]
os.makedirs(work, exist_ok=True)
N = 32
tiny = np.finfo(np.float32).tiny
edges = [np.inf, -np.inf, np.nan, 0.0, -0.0, tiny, -tiny, tiny / 2,
         np.nextafter(tiny, 0, dtype=np.float32), 1.0, -3.5, 7.25, 1e38,
         np.finfo(np.float32).max, -2.0, 0.5]
rng = np.random.default_rng(3)
x = np.concatenate([np.array(edges, np.float32),
                    rng.standard_normal(N - len(edges)).astype(np.float32) * 4])
lo = np.full(N, -1.0, np.float32)
hi = np.full(N, 2.0, np.float32)
lo[5], hi[5] = 3.0, 1.0  # lo > hi: the upper bound wins (min applied last)
bases = [2, -2, 3, 0, 0, 1, 1, -1, -1, -1, 5, 7, 2, -3, 10, 65536]
exps = [10, 3, 0, 5, -1, -7, 0, -3, -4, 31, -2, 2, 31, 19, 9, 2]
b = np.concatenate([np.array(bases, np.int32), rng.integers(-6, 7, N - 16).astype(np.int32)])
e = np.concatenate([np.array(exps, np.int32), rng.integers(0, 12, N - 16).astype(np.int32)])

src = os.path.join(work, "math.mlir")
with open(src, "w") as f:
    f.write(f"""func.func @f(%x: tensor<{N}xf32>, %lo: tensor<{N}xf32>, %hi: tensor<{N}xf32>,
             %b: tensor<{N}xi32>, %e: tensor<{N}xi32>)
    -> (tensor<{N}xi1>, tensor<{N}xi1>, tensor<{N}xf32>, tensor<{N}xi32>) {{
  %inf = math.isinf %x : tensor<{N}xf32>
  %normal = math.isnormal %x : tensor<{N}xf32>
  %clamped = math.clampf %x to [%lo, %hi] : tensor<{N}xf32>
  %power = math.ipowi %b, %e : tensor<{N}xi32>
  return %inf, %normal, %clamped, %power : tensor<{N}xi1>, tensor<{N}xi1>, tensor<{N}xf32>, tensor<{N}xi32>
}}
""")
inputs = {"arg0": x, "arg1": lo, "arg2": hi, "arg3": b, "arg4": e}
args = []
for name, value in inputs.items():
    path = os.path.join(work, name + ".npy")
    np.save(path, value)
    args += ["--input", f"{name}={path}"]
so = os.path.join(work, "math.so")
subprocess.run([cleave, "compile", src, "--mesh", "2", "-o", so], check=True)
out = os.path.join(work, "out")
subprocess.run([cleave, "run", so, "--np", "2", "--output", out] + args, check=True,
               stdout=subprocess.DEVNULL)
got = [np.load(os.path.join(out, f"result{i}.npy")) for i in range(4)]


def power(base, exp):
    if exp < 0:
        return 1 if base == 1 else (-1 if exp % 2 else 1) if base == -1 else 0
    r = pow(int(base), int(exp), 2**32)
    return r - 2**32 if r >= 2**31 else r


with np.errstate(invalid="ignore"):
    want = [np.isinf(x),
            np.isfinite(x) & (np.abs(x) >= tiny),
            np.minimum(np.maximum(x, lo), hi),
            np.array([power(p, q) for p, q in zip(b, e)], np.int64)]
names = ["isinf", "isnormal", "clampf", "ipowi"]
for name, g, w, operands in zip(names, got, want, [(x,), (x,), (x, lo, hi), (b, e)]):
    g = g.astype(w.dtype)
    same = (g == w) | (np.isnan(g) & np.isnan(w)) if w.dtype.kind == "f" else g == w
    for i in np.flatnonzero(~same):
        print(f"{name}{tuple(o[i] for o in operands)}: got {g[i]!r}, want {w[i]!r}")
    print(f"{name}: {int(same.sum())} of {N} match")
