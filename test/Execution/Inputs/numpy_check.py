#!/usr/bin/env python3
"""Independent NumPy reference for the single-device programs in Inputs/.

usage: numpy_check.py PROGRAM INPUT_DIR OUTPUT_DIR [--tol T]
Reads the inputs `cleave run --save-inputs` wrote and the outputs it produced,
recomputes the program in NumPy (float64) and compares: to rtol 1e-4 and
atol 1e-5 by default (f32), or, for f16/bf16 programs, to --tol T relative to
each output's magnitude (every element within T * max|want|).
"""
import sys

import numpy as np


def gelu(v):
    return 0.5 * v * (1.0 + np.tanh(0.7978845608 * (v + 0.044715 * v**3)))


def softmax(x):
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


PROGRAMS = {
    "mlp": (["arg0", "arg1", "arg2", "arg3"],
            lambda x, w1, b1, w2: gelu(x @ w1 + b1) @ w2),
    "sgd": (["arg0", "arg1", "arg2"], lambda x, dy, w: w - 0.1 * (x.T @ dy)),
    "rs-ag": (["arg0", "arg1"], lambda x, w: np.maximum(x @ w, 0.0)),
    "scale": (["arg0"], lambda x: 2.0 * x),
    "matmul": (["arg0", "arg1"], lambda x, w: x @ w),
    "gpu-reductions": (["arg0", "arg1", "arg2", "arg3", "arg4"],
                       lambda x, dy, v, c, d: (
                           softmax(x), dy.sum(0), v.sum(), c.max(0), d.max(1),
                           0.5 * v.sum())),
    "row-sum": (["arg0"], lambda x: x.sum(-1)),
    "int-reductions": (["arg0", "arg1"], lambda a, b: (a.sum(-1), b.max(-1))),
    "contractions": (["arg0", "arg1", "arg2", "arg3"], lambda x, w, q, k: (
        np.einsum("bsk,kn->bsn", x, w),
        np.einsum("bsk,bsn->kn", x, np.einsum("bsk,kn->bsn", x, w)),
        np.einsum("bhid,bhjd->bhij", q, k))),
}


def main():
    name, inputs, outputs = sys.argv[1:4]
    tol = float(sys.argv[5]) if sys.argv[4:5] == ["--tol"] else None
    names, fn = PROGRAMS[name]
    args = [np.load(f"{inputs}/{n}.npy").astype(np.float64) for n in names]
    wants = fn(*args)
    if not isinstance(wants, tuple):
        wants = (wants,)
    ok, err = True, 0.0
    for i, want in enumerate(wants):
        got = np.load(f"{outputs}/result{i}.npy").astype(np.float64)
        if got.shape != want.shape:
            print(f"numpy: {name} result{i} shape {got.shape} != {want.shape}")
            return 1
        err = max(err, np.max(np.abs(got - want)))
        if tol is None:
            ok = ok and np.allclose(got, want, rtol=1e-4, atol=1e-5)
        else:
            ok = ok and np.max(np.abs(got - want)) <= tol * np.max(np.abs(want))
    print(f"numpy: {name} {'matches' if ok else 'DIFFERS'} (max abs err {err:.1e})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
