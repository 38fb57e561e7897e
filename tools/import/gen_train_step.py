#!/usr/bin/env python3
"""Synthetic training steps without torch: N residual MLP blocks
(x + relu(x W1) W2), the backward pass of the loss 0.5 * ||out||^2, and an
SGD-with-momentum update of every weight (the momenta are optimizer state,
arguments and results like the weights), as linalg-on-tensors MLIR.

usage: gen_train_step.py SCHEME [--layers N] [--tokens S] [--hidden H]
                                [--ffn F] [--mesh 8|2x4] > step.mlir
SCHEME: none (single device), dp (tokens split over every mesh axis),
tp (Megatron: W1 column-parallel, W2 row-parallel over the last axis, tokens
over the first axis of a 2-D mesh).
Returns out, then per layer W1', M1', W2', M2'.
"""
import argparse


def t(*shape):
    return "tensor<" + "x".join(map(str, shape)) + "xf32>"


MAPS = """#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#ij = affine_map<(i, j, k) -> (i, j)>
#ki = affine_map<(i, j, k) -> (k, i)>
#kj = affine_map<(i, j, k) -> (k, j)>
#jk = affine_map<(i, j, k) -> (j, k)>
#id2 = affine_map<(i, j) -> (i, j)>
"""


def generate(scheme, layers, S, H, F, mesh, updates_last=False):
    axes = ["dp", "tp"] if len(mesh) == 2 else ["tp"] if scheme == "tp" else ["dp"]
    out = [f"// {layers}-layer MLP training step ({scheme}), S={S} H={H} F={F}: "
           f"tools/import/gen_train_step.py {scheme} --layers {layers} --tokens {S} "
           f"--hidden {H} --ffn {F} --mesh {'x'.join(map(str, mesh))}"]
    if scheme != "none":
        out.append("cleave.mesh @mesh(" + ", ".join(f"{a} = {n}" for a, n in zip(axes, mesh)) + ")")
    out.append(MAPS)
    b = out.append
    args = [f"%x: {t(S, H)}"]
    for l in range(layers):
        args += [f"%w1_{l}: {t(H, F)}", f"%m1_{l}: {t(H, F)}", f"%w2_{l}: {t(F, H)}", f"%m2_{l}: {t(F, H)}"]
    results = [t(S, H)] + [ty for l in range(layers) for ty in (t(H, F), t(H, F), t(F, H), t(F, H))]
    b(f"func.func @train_step({', '.join(args)}) -> ({', '.join(results)}) {{")
    b("  %zero = arith.constant 0.0 : f32")
    b("  %lr = arith.constant 1.0e-02 : f32")
    b("  %beta = arith.constant 9.0e-01 : f32")

    def ann(name, ty, spec):
        b(f"  %{name}_s = cleave.annotate %{name} : {ty} to #cleave.sharding<@mesh, {spec}>")
        return f"%{name}_s"

    x = "%x"
    if scheme == "dp":
        x = ann("x", t(S, H), "[[" + ", ".join(axes) + "], []]")
    elif scheme == "tp" and len(mesh) == 2:
        x = ann("x", t(S, H), "[[dp], []]")
    w1, w2, m1, m2 = {}, {}, {}, {}
    for l in range(layers):
        w1[l], m1[l], w2[l], m2[l] = f"%w1_{l}", f"%m1_{l}", f"%w2_{l}", f"%m2_{l}"
        if scheme == "tp":
            w1[l] = ann(f"w1_{l}", t(H, F), "[[], [tp]]")
            m1[l] = ann(f"m1_{l}", t(H, F), "[[], [tp]]")
            w2[l] = ann(f"w2_{l}", t(F, H), "[[tp], []]")
            m2[l] = ann(f"m2_{l}", t(F, H), "[[tp], []]")

    def zeros(name, *shape):
        b(f"  %{name}_e = tensor.empty() : {t(*shape)}")
        b(f"  %{name}_z = linalg.fill ins(%zero : f32) outs(%{name}_e : {t(*shape)}) -> {t(*shape)}")
        return f"%{name}_z"

    def contract(name, a, bb, maps, out_shape, a_ty, b_ty):
        z = zeros(name, *out_shape)
        b(f"  %{name} = linalg.generic {{indexing_maps = [{maps[0]}, {maps[1]}, #ij], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins({a}, {bb} : {a_ty}, {b_ty}) outs({z} : {t(*out_shape)}) {{")
        b("  ^bb0(%a: f32, %b: f32, %acc: f32):")
        b("    %p = arith.mulf %a, %b : f32")
        b("    %s = arith.addf %acc, %p : f32")
        b("    linalg.yield %s : f32")
        b(f"  }} -> {t(*out_shape)}")
        return f"%{name}"

    def ew(name, ins, tys, shape, body):
        b(f"  %{name}_e = tensor.empty() : {t(*shape)}")
        maps = ", ".join(["#id2"] * (len(ins) + 1))
        b(f"  %{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\", \"parallel\"]}} ins({', '.join(ins)} : {', '.join(tys)}) outs(%{name}_e : {t(*shape)}) {{")
        b("  ^bb0(" + ", ".join(f"%i{k}: f32" for k in range(len(ins))) + ", %o: f32):")
        for line in body:
            b("    " + line)
        b(f"  }} -> {t(*shape)}")
        return f"%{name}"

    # Forward, keeping h, a and each block's input for the backward pass.
    xs, hs, as_ = [], [], []
    for l in range(layers):
        xs.append(x)
        h = contract(f"h{l}", x, w1[l], ("#mk", "#kn"), (S, F), t(S, H), t(H, F))
        a = ew(f"a{l}", [h], [t(S, F)], (S, F), ["%r = arith.maximumf %i0, %zero : f32", "linalg.yield %r : f32"])
        y = contract(f"y{l}", a, w2[l], ("#mk", "#kn"), (S, H), t(S, F), t(F, H))
        x = ew(f"x{l + 1}", [xs[-1], y], [t(S, H), t(S, H)], (S, H), ["%r = arith.addf %i0, %i1 : f32", "linalg.yield %r : f32"])
        hs.append(h)
        as_.append(a)
    result = x
    dx = x  # d(0.5 ||out||^2) / d out = out
    updates = {}
    pending = []
    for l in reversed(range(layers)):
        dy = dx
        dw2 = contract(f"dw2_{l}", as_[l], dy, ("#ki", "#kj"), (F, H), t(S, F), t(S, H))
        da = contract(f"da{l}", dy, w2[l], ("#mk", "#jk"), (S, F), t(S, H), t(F, H))
        dh = ew(f"dh{l}", [da, hs[l]], [t(S, F), t(S, F)], (S, F),
                ["%c = arith.cmpf ogt, %i1, %zero : f32", "%r = arith.select %c, %i0, %zero : f32", "linalg.yield %r : f32"])
        dw1 = contract(f"dw1_{l}", xs[l], dh, ("#ki", "#kj"), (H, F), t(S, H), t(S, F))
        dxh = contract(f"dxh{l}", dh, w1[l], ("#mk", "#jk"), (S, H), t(S, F), t(H, F))
        dx = ew(f"dx{l}", [dy, dxh], [t(S, H), t(S, H)], (S, H), ["%r = arith.addf %i0, %i1 : f32", "linalg.yield %r : f32"])
        pending += [(f"1_{l}", w1[l], m1[l], dw1, (H, F)), (f"2_{l}", w2[l], m2[l], dw2, (F, H))]
        if updates_last and l > 0:
            continue
        for name, w, m, g, shape in pending:
            mn = ew(f"mn{name}", [m, g], [t(*shape)] * 2, shape,
                    ["%bm = arith.mulf %beta, %i0 : f32", "%r = arith.addf %bm, %i1 : f32", "linalg.yield %r : f32"])
            wn = ew(f"wn{name}", [w, mn], [t(*shape)] * 2, shape,
                    ["%s = arith.mulf %lr, %i1 : f32", "%r = arith.subf %i0, %s : f32", "linalg.yield %r : f32"])
            updates[name] = (wn, mn)
        pending = []
    rets = [result]
    for l in range(layers):
        rets += [updates[f"1_{l}"][0], updates[f"1_{l}"][1], updates[f"2_{l}"][0], updates[f"2_{l}"][1]]
    b(f"  return {', '.join(rets)} : {', '.join(results)}")
    b("}")
    return "\n".join(out) + "\n"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("scheme", choices=["none", "dp", "tp"])
    p.add_argument("--layers", type=int, default=1)
    p.add_argument("--tokens", type=int, default=64)
    p.add_argument("--hidden", type=int, default=32)
    p.add_argument("--ffn", type=int, default=0)
    p.add_argument("--mesh", default="2")
    p.add_argument("--updates-last", action="store_true",
                   help="every update after the whole backward, as torch's optimizer step "
                        "after loss.backward() orders them (default: each layer's right "
                        "after its gradients)")
    a = p.parse_args()
    mesh = [int(n) for n in a.mesh.split("x")]
    print(generate(a.scheme, a.layers, a.tokens, a.hidden, a.ffn or 4 * a.hidden, mesh,
                   a.updates_last), end="")


if __name__ == "__main__":
    main()
