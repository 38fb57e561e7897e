"""arith.truncf f64 -> bf16 against the one correct rounding (to nearest,
ties to even, computed exactly with fractions). Rounding f64 to f32 to
nearest first and then to bf16 would round 1 + 2^-8 + 2^-40 down to 1 (a
tie after the first rounding); the lowering rounds to odd in between.

usage: truncf_f64_bf16.py CLEAVE WORKDIR"""
import os
import subprocess
import sys
from fractions import Fraction

import numpy as np

cleave, work = sys.argv[1:3]
os.makedirs(work, exist_ok=True)
N = 64
cases = [1 + 2.0**-8 + 2.0**-40, 1 + 2.0**-8, 1 + 2.0**-8 - 2.0**-40,
         1 + 3 * 2.0**-8, -(1 + 2.0**-8 + 2.0**-40), 2.0**-133 * 1.5,
         2.0**-133 * 0.5, 2.0**-133 * 0.5 + 2.0**-170, 2.0**-127 * 1.00390625,
         3.3961775292304e38, 3.4e38, 1e39, -1e300, 1e-300, 0.0, -0.0,
         np.inf, -np.inf, np.nan, 65504.0, 1 / 3, -2 / 3, 1e10, 123.456]
rng = np.random.default_rng(7)
rest = rng.standard_normal(N - len(cases)) * 2.0 ** rng.integers(-140, 130, N - len(cases))
x = np.concatenate([np.array(cases), rest]).astype(np.float64)

src = os.path.join(work, "truncf.mlir")
with open(src, "w") as f:
    f.write(f"""func.func @f(%x: tensor<{N}xf64>) -> tensor<{N}xbf16> {{
  %e = tensor.empty() : tensor<{N}xbf16>
  %r = linalg.generic {{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}}
      ins(%x : tensor<{N}xf64>) outs(%e : tensor<{N}xbf16>) {{
  ^bb0(%a: f64, %o: bf16):
    %t = arith.truncf %a : f64 to bf16
    linalg.yield %t : bf16
  }} -> tensor<{N}xbf16>
  return %r : tensor<{N}xbf16>
}}
""")
np.save(os.path.join(work, "x.npy"), x)
so = os.path.join(work, "truncf.so")
subprocess.run([cleave, "compile", src, "-o", so], check=True)
subprocess.run([cleave, "run", so, "--input", f"arg0={os.path.join(work, 'x.npy')}",
                "--output", os.path.join(work, "out")], check=True, stdout=subprocess.DEVNULL)
got = np.load(os.path.join(work, "out", "result0.npy")).astype(np.float64)


def to_bf16(v):
    if np.isnan(v) or np.isinf(v) or v == 0:
        return v
    exact = Fraction(v)
    e = exact.numerator.bit_length() - exact.denominator.bit_length()
    if abs(exact) < Fraction(2) ** e:
        e -= 1
    quantum = Fraction(2) ** max(e - 7, -133)
    r = round(exact / quantum) * quantum
    if abs(r) >= Fraction(2) ** 128 - Fraction(2) ** 119:
        return np.copysign(np.inf, v)
    return float(r)


want = np.array([to_bf16(v) for v in x])
same = [(np.isnan(a) and np.isnan(b)) or (a == b and np.signbit(a) == np.signbit(b))
        for a, b in zip(got, want)]
for v, a, b, ok in zip(x, got, want, same):
    if not ok:
        print(f"x={v!r}: got {a!r}, want {b!r}")
print(f"truncf f64->bf16: {sum(same)} of {N} correctly rounded")
