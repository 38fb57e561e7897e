#!/usr/bin/env python3
"""Inputs for math-functions.mlir, and its outputs against NumPy.

usage: math_check.py inputs DIR      (writes x.npy, p.npy, d.npy)
       math_check.py check IN OUT    (prints each function's error)

The error of each output is in units of float32 spacing at the exact value
rounded to float32 (from float64 NumPy); a result under the smallest normal
float32 counts in units of that number (flushing it to zero costs under 1).
"""
import os
import sys

import numpy as np

N = 4096
TINY = np.finfo(np.float32).tiny


def inputs():
    # Every regime: tiny, around 0, the polynomials' ranges, saturation,
    # exp's overflow and underflow (|x| up to 100).
    x = np.concatenate([np.linspace(-100, 100, N // 2),
                        np.sign(np.linspace(-1, 1, N // 2)) *
                        np.logspace(-30, 1, N // 2)]).astype(np.float32)
    p = np.logspace(-37, 37, N).astype(np.float32)
    # Special values: NaN, infinities, zeros, a negative logarithm.
    x[:5] = [np.nan, np.inf, -np.inf, 0.0, -0.0]
    p[:5] = [np.nan, np.inf, 0.0, -1.0, -np.inf]
    d = np.linspace(-20, 20, N)
    return x, p, d


def ulps(got, want):
    want = want.astype(np.float64)
    spacing = np.spacing(np.abs(want).astype(np.float32)).astype(np.float64)
    scale = np.where(np.abs(want) < TINY, TINY, spacing)
    err = np.abs(got.astype(np.float64) - want)
    same = (got == want) | (np.isnan(got) & np.isnan(want))
    return np.where(same, 0.0, np.where(np.isnan(err), np.inf, err / scale))


def main():
    if sys.argv[1] == "inputs":
        x, p, d = inputs()
        for name, v in (("x", x), ("p", p), ("d", d)):
            np.save(os.path.join(sys.argv[2], name + ".npy"), v)
        return
    x, p, d = inputs()
    x64, p64 = x.astype(np.float64), p.astype(np.float64)
    from math import erf
    np.seterr(all="ignore")
    want = {
        "tanh": np.tanh(x64),
        "exp": np.exp(x64),
        "erf": np.vectorize(erf)(x64),
        "log": np.log(p64),
        "log1p": np.log1p(p64),
        "expm1": np.expm1(x64),
        "sin (libm)": np.sin(x64),
    }
    out = sys.argv[3]
    for i, (name, w) in enumerate(want.items()):
        got = np.load(os.path.join(out, "result%d.npy" % i))
        # Against the exact value rounded to float32 (exp overflows there).
        e = ulps(got, w.astype(np.float32).astype(np.float64))
        print("%s: max %.1f ulp" % (name, float(np.max(e))))
    got = np.load(os.path.join(out, "result7.npy"))
    print("tanh f64: max abs error %.1e" % np.max(np.abs(got - np.tanh(d))))


if __name__ == "__main__":
    main()
