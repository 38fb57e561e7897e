"""Runs convolutions.mlir through `cleave run` on given ranks and compares with
convolutions computed in NumPy (f64): strides, dilations, a bias init."""
import os, subprocess, sys
import numpy as np
cleave, source, work, ranks = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
r = np.random.default_rng(7)
x = r.standard_normal((2, 3, 11, 9)).astype(np.float32)
w = r.standard_normal((4, 3, 3, 3)).astype(np.float32)
v = r.standard_normal((5, 3, 2, 3)).astype(np.float32)
bias = r.standard_normal(5).astype(np.float32)
args = []
for i, a in enumerate((x, w, v, bias)):
    np.save(os.path.join(work, f"in{i}.npy"), a)
    args += ["--input", f"arg{i}={os.path.join(work, f'in{i}.npy')}"]
so = os.path.join(work, "convs.so")
subprocess.run([cleave, "compile", source, "--mesh", ranks, "-o", so], check=True)
subprocess.run([cleave, "run", so, "--output", os.path.join(work, "out")] + args,
               check=True, stdout=subprocess.DEVNULL)


def conv(x, w, init, stride, dilation):
    n, c, ih, iw = x.shape
    f, _, kh, kw = w.shape
    _, _, oh, ow = init.shape
    out = init.astype(np.float64).copy()
    for i in range(kh):
        for j in range(kw):
            h0, w0 = i * dilation[0], j * dilation[1]
            patch = x[:, :, h0:h0 + stride[0] * (oh - 1) + 1:stride[0],
                      w0:w0 + stride[1] * (ow - 1) + 1:stride[1]].astype(np.float64)
            out += np.einsum("nchw,fc->nfhw", patch, w[:, :, i, j].astype(np.float64))
    return out


wants = [conv(x, w, np.zeros((2, 4, 5, 4)), (2, 2), (1, 1)),
         conv(x, v, np.broadcast_to(bias[None, :, None, None], (2, 5, 9, 5)), (1, 1), (1, 2))]
for i, want in enumerate(wants):
    got = np.load(os.path.join(work, "out", f"result{i}.npy"))
    err = np.abs(got - want).max() / np.abs(want).max()
    print(f"result{i}: {'matches' if got.shape == want.shape and err < 1e-6 else 'DIFFERS from'} NumPy")
