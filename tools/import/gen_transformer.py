#!/usr/bin/env python3
"""Synthetic transformer stacks without torch: N pre-LayerNorm GPT blocks
(LayerNorm, multi-head attention with softmax, GELU MLP, residuals) as
linalg-on-tensors MLIR, with optional sharding annotations, for tests, scale
experiments and benchmarks.

usage: gen_transformer.py SCHEME [--layers N] [--seq S] [--hidden H]
                                 [--heads NH] [--ffn F] > stack.mlir
SCHEME: none (single device), tp (Megatron on a 1-D mesh of --tp devices),
tp-sp (Megatron with sequence parallelism), dp-tp (tokens over dp and
Megatron over tp on a 2x2 mesh).
"""
import argparse
import re


def t(*shape):
    return "tensor<" + "x".join(map(str, shape)) + "xf32>"


def block(scheme, S, H, NH, DH, F, tp=2):
    mesh = {"none": None, "tp": f"cleave.mesh @mesh(tp = {tp})",
            "tp-sp": f"cleave.mesh @mesh(tp = {tp})",
            "dp-tp": "cleave.mesh @mesh(dp = 2, tp = 2)"}[scheme]
    col, row, vec = "[[], [tp]]", "[[tp], []]", "[[tp]]"
    ann = {}
    if scheme != "none":
        ann = {"wq": col, "wk": col, "wv": col, "wo": row, "w1": col, "b1": vec, "w2": row}
        if scheme == "dp-tp":
            ann["x"] = "[[dp], []]"
        if scheme == "tp-sp":
            ann["x"] = "[[tp], []]"  # activations split along the sequence
    params = [("x", t(S, H)), ("g1", t(H)), ("be1", t(H)), ("wq", t(H, H)), ("wk", t(H, H)),
              ("wv", t(H, H)), ("wo", t(H, H)), ("g2", t(H)), ("be2", t(H)), ("w1", t(H, F)),
              ("b1", t(F)), ("w2", t(F, H))]
    out = []
    b = out.append
    v = {}
    for n, ty in params:
        if n in ann:
            b(f"  %{n}_s = cleave.annotate %{n} : {ty} to #cleave.sharding<@mesh, {ann[n]}>")
            v[n] = f"%{n}_s"
        else:
            v[n] = f"%{n}"
    b("  %zero = arith.constant 0.0 : f32")
    b("  %ninf = arith.constant 0xFF800000 : f32")
    b(f"  %invh = arith.constant {1.0 / H:.8e} : f32")
    b("  %eps = arith.constant 1.0e-05 : f32")
    b(f"  %eSH = tensor.empty() : {t(S, H)}")
    b(f"  %eS = tensor.empty() : {t(S)}")
    b(f"  %zS = linalg.fill ins(%zero : f32) outs(%eS : {t(S)}) -> {t(S)}")
    b(f"  %zSH = linalg.fill ins(%zero : f32) outs(%eSH : {t(S, H)}) -> {t(S, H)}")

    def layernorm(p, inp, g, beta):
        b(f"  %{p}sum = linalg.generic {{indexing_maps = [#id2, #row2], iterator_types = [\"parallel\", \"reduction\"]}} ins({inp} : {t(S, H)}) outs(%zS : {t(S)}) {{")
        b("  ^bb0(%a: f32, %acc: f32):")
        b("    %r = arith.addf %acc, %a : f32")
        b("    linalg.yield %r : f32")
        b(f"  }} -> {t(S)}")
        b(f"  %{p}cen = linalg.generic {{indexing_maps = [#id2, #row2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins({inp}, %{p}sum : {t(S, H)}, {t(S)}) outs(%eSH : {t(S, H)}) {{")
        b("  ^bb0(%a: f32, %s: f32, %o: f32):")
        b("    %m = arith.mulf %s, %invh : f32")
        b("    %r = arith.subf %a, %m : f32")
        b("    linalg.yield %r : f32")
        b(f"  }} -> {t(S, H)}")
        b(f"  %{p}sq = linalg.generic {{indexing_maps = [#id2, #row2], iterator_types = [\"parallel\", \"reduction\"]}} ins(%{p}cen : {t(S, H)}) outs(%zS : {t(S)}) {{")
        b("  ^bb0(%a: f32, %acc: f32):")
        b("    %a2 = arith.mulf %a, %a : f32")
        b("    %r = arith.addf %acc, %a2 : f32")
        b("    linalg.yield %r : f32")
        b(f"  }} -> {t(S)}")
        b(f"  %{p}out = linalg.generic {{indexing_maps = [#id2, #row2, #col2, #col2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%{p}cen, %{p}sq, {g}, {beta} : {t(S, H)}, {t(S)}, {t(H)}, {t(H)}) outs(%eSH : {t(S, H)}) {{")
        b("  ^bb0(%c: f32, %sqv: f32, %gg: f32, %bb: f32, %o: f32):")
        b("    %var = arith.mulf %sqv, %invh : f32")
        b("    %vpe = arith.addf %var, %eps : f32")
        b("    %rs = math.rsqrt %vpe : f32")
        b("    %n = arith.mulf %c, %rs : f32")
        b("    %scl = arith.mulf %n, %gg : f32")
        b("    %r = arith.addf %scl, %bb : f32")
        b("    linalg.yield %r : f32")
        b(f"  }} -> {t(S, H)}")
        return f"%{p}out"

    def matmul(name, a, w, m, k, n):
        b(f"  %{name}e = tensor.empty() : {t(m, n)}")
        b(f"  %{name}f = linalg.fill ins(%zero : f32) outs(%{name}e : {t(m, n)}) -> {t(m, n)}")
        b(f"  %{name} = linalg.matmul ins({a}, {w} : {t(m, k)}, {t(k, n)}) outs(%{name}f : {t(m, n)}) -> {t(m, n)}")
        return f"%{name}"

    def sequence_parallel(name, value, layout):
        """Megatron SP: gather the sequence before a tensor-parallel region,
        scatter it (reduce_scatter of the partial sums) after."""
        if scheme != "tp-sp":
            return value
        b(f"  %{name} = cleave.annotate {value} : {t(S, H)} to #cleave.sharding<@mesh, {layout}>")
        return f"%{name}"

    ln1 = sequence_parallel("ln1g", layernorm("ln1", v["x"], v["g1"], v["be1"]), "[[], []]")
    q = matmul("q", ln1, v["wq"], S, H, H)
    k = matmul("k", ln1, v["wk"], S, H, H)
    vv = matmul("v", ln1, v["wv"], S, H, H)
    for n in ["q", "k", "v"]:
        b(f"  %{n}3 = tensor.expand_shape %{n} [[0], [1, 2]] output_shape [{S}, {NH}, {DH}] : {t(S, H)} into {t(S, NH, DH)}")
    b(f"  %eHSD = tensor.empty() : {t(NH, S, DH)}")
    b(f"  %qh = linalg.transpose ins(%q3 : {t(S, NH, DH)}) outs(%eHSD : {t(NH, S, DH)}) permutation = [1, 0, 2]")
    b(f"  %vh = linalg.transpose ins(%v3 : {t(S, NH, DH)}) outs(%eHSD : {t(NH, S, DH)}) permutation = [1, 0, 2]")
    b(f"  %eHDS = tensor.empty() : {t(NH, DH, S)}")
    b(f"  %kt = linalg.transpose ins(%k3 : {t(S, NH, DH)}) outs(%eHDS : {t(NH, DH, S)}) permutation = [1, 2, 0]")
    b(f"  %eHSS = tensor.empty() : {t(NH, S, S)}")
    b(f"  %zHSS = linalg.fill ins(%zero : f32) outs(%eHSS : {t(NH, S, S)}) -> {t(NH, S, S)}")
    b(f"  %sc = linalg.batch_matmul ins(%qh, %kt : {t(NH, S, DH)}, {t(NH, DH, S)}) outs(%zHSS : {t(NH, S, S)}) -> {t(NH, S, S)}")
    b(f"  %eHS = tensor.empty() : {t(NH, S)}")
    b(f"  %mi = linalg.fill ins(%ninf : f32) outs(%eHS : {t(NH, S)}) -> {t(NH, S)}")
    b(f"  %mx = linalg.generic {{indexing_maps = [#id3, #row3], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins(%sc : {t(NH, S, S)}) outs(%mi : {t(NH, S)}) {{")
    b("  ^bb0(%a: f32, %acc: f32):")
    b("    %r = arith.maximumf %acc, %a : f32")
    b("    linalg.yield %r : f32")
    b(f"  }} -> {t(NH, S)}")
    b(f"  %ex = linalg.generic {{indexing_maps = [#id3, #row3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%sc, %mx : {t(NH, S, S)}, {t(NH, S)}) outs(%eHSS : {t(NH, S, S)}) {{")
    b("  ^bb0(%a: f32, %m: f32, %o: f32):")
    b("    %s = arith.constant 0.5 : f32")
    b("    %d = arith.subf %a, %m : f32")
    b("    %ds = arith.mulf %d, %s : f32")
    b("    %e = math.exp %ds : f32")
    b("    linalg.yield %e : f32")
    b(f"  }} -> {t(NH, S, S)}")
    b(f"  %zHS = linalg.fill ins(%zero : f32) outs(%eHS : {t(NH, S)}) -> {t(NH, S)}")
    b(f"  %den = linalg.generic {{indexing_maps = [#id3, #row3], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins(%ex : {t(NH, S, S)}) outs(%zHS : {t(NH, S)}) {{")
    b("  ^bb0(%a: f32, %acc: f32):")
    b("    %r = arith.addf %acc, %a : f32")
    b("    linalg.yield %r : f32")
    b(f"  }} -> {t(NH, S)}")
    b(f"  %pr = linalg.generic {{indexing_maps = [#id3, #row3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%ex, %den : {t(NH, S, S)}, {t(NH, S)}) outs(%eHSS : {t(NH, S, S)}) {{")
    b("  ^bb0(%a: f32, %d: f32, %o: f32):")
    b("    %r = arith.divf %a, %d : f32")
    b("    linalg.yield %r : f32")
    b(f"  }} -> {t(NH, S, S)}")
    b(f"  %zHSD = linalg.fill ins(%zero : f32) outs(%eHSD : {t(NH, S, DH)}) -> {t(NH, S, DH)}")
    b(f"  %ctx = linalg.batch_matmul ins(%pr, %vh : {t(NH, S, S)}, {t(NH, S, DH)}) outs(%zHSD : {t(NH, S, DH)}) -> {t(NH, S, DH)}")
    b(f"  %eSHD = tensor.empty() : {t(S, NH, DH)}")
    b(f"  %ctxs = linalg.transpose ins(%ctx : {t(NH, S, DH)}) outs(%eSHD : {t(S, NH, DH)}) permutation = [1, 0, 2]")
    b(f"  %ctx2 = tensor.collapse_shape %ctxs [[0], [1, 2]] : {t(S, NH, DH)} into {t(S, H)}")
    attn = sequence_parallel("attns", matmul("attn", "%ctx2", v["wo"], S, H, H), "[[tp], []]")
    b(f"  %h1 = linalg.generic {{indexing_maps = [#id2, #id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins({v['x']}, {attn} : {t(S, H)}, {t(S, H)}) outs(%eSH : {t(S, H)}) {{")
    b("  ^bb0(%a: f32, %c: f32, %o: f32):")
    b("    %r = arith.addf %a, %c : f32")
    b("    linalg.yield %r : f32")
    b(f"  }} -> {t(S, H)}")
    ln2 = sequence_parallel("ln2g", layernorm("ln2", "%h1", v["g2"], v["be2"]), "[[], []]")
    fc1 = matmul("fc1", ln2, v["w1"], S, H, F)
    b(f"  %eSF = tensor.empty() : {t(S, F)}")
    b(f"  %gl = linalg.generic {{indexing_maps = [#id2, #col2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins({fc1}, {v['b1']} : {t(S, F)}, {t(F)}) outs(%eSF : {t(S, F)}) {{")
    b("  ^bb0(%hv: f32, %bv: f32, %o: f32):")
    b("    %x0 = arith.addf %hv, %bv : f32")
    b("    %c0 = arith.constant 0.7978845608 : f32")
    b("    %c1 = arith.constant 0.044715 : f32")
    b("    %half = arith.constant 0.5 : f32")
    b("    %one = arith.constant 1.0 : f32")
    b("    %x2 = arith.mulf %x0, %x0 : f32")
    b("    %x3 = arith.mulf %x2, %x0 : f32")
    b("    %t0 = arith.mulf %c1, %x3 : f32")
    b("    %t1 = arith.addf %x0, %t0 : f32")
    b("    %t2 = arith.mulf %c0, %t1 : f32")
    b("    %t3 = math.tanh %t2 : f32")
    b("    %t4 = arith.addf %one, %t3 : f32")
    b("    %t5 = arith.mulf %half, %x0 : f32")
    b("    %r = arith.mulf %t5, %t4 : f32")
    b("    linalg.yield %r : f32")
    b(f"  }} -> {t(S, F)}")
    fc2 = sequence_parallel("fc2s", matmul("fc2", "%gl", v["w2"], S, F, H), "[[tp], []]")
    b(f"  %y = linalg.generic {{indexing_maps = [#id2, #id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%h1, {fc2} : {t(S, H)}, {t(S, H)}) outs(%eSH : {t(S, H)}) {{")
    b("  ^bb0(%a: f32, %c: f32, %o: f32):")
    b("    %r = arith.addf %a, %c : f32")
    b("    linalg.yield %r : f32")
    b(f"  }} -> {t(S, H)}")
    return mesh, params, out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scheme", choices=["none", "tp", "tp-sp", "dp-tp"])
    parser.add_argument("--tp", type=int, default=2, help="tensor-parallel size")
    parser.add_argument("--layers", type=int, default=1)
    parser.add_argument("--seq", type=int, default=8)
    parser.add_argument("--hidden", type=int, default=16)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--ffn", type=int, default=32)
    a = parser.parse_args()
    S, H, NH, F = a.seq, a.hidden, a.heads, a.ffn
    mesh, params, body = block(a.scheme, S, H, NH, H // NH, F, a.tp)
    lines, sig = [], []
    for layer in range(a.layers):
        # Every SSA name gets the layer's prefix; layer i reads layer i-1's y.
        prefix = f"L{layer}_"
        for n, ty in params:
            if n != "x" or layer == 0:
                sig.append(f"%{prefix}{n}: {ty}")
        for line in body:
            line = re.sub(r"%([A-Za-z_][A-Za-z0-9_]*)", lambda m: f"%{prefix}{m.group(1)}", line)
            if layer > 0:
                line = re.sub(rf"%{prefix}x\b", f"%L{layer - 1}_y", line)
            lines.append(line)
    out = [f"// {a.layers}-layer GPT stack ({a.scheme}), S={S} H={H} heads={NH} "
           f"FFN={F}: tools/import/gen_transformer.py {a.scheme} --layers {a.layers} "
           f"--seq {S} --hidden {H} --heads {NH} --ffn {F}"
           + (f" --tp {a.tp}" if a.tp != 2 else "")]
    if mesh:
        out.append(mesh)
    out += ["#id2 = affine_map<(i, j) -> (i, j)>", "#row2 = affine_map<(i, j) -> (i)>",
            "#col2 = affine_map<(i, j) -> (j)>", "#id3 = affine_map<(h, i, j) -> (h, i, j)>",
            "#row3 = affine_map<(h, i, j) -> (h, i)>"]
    out.append(f"func.func @gpt({', '.join(sig)}) -> {t(S, H)} {{")
    out += lines
    out.append(f"  return %L{a.layers - 1}_y : {t(S, H)}")
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
