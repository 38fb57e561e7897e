#!/usr/bin/env python3
"""Transformer kernels that are not GEMMs, through `cleave run`, against the
same computation in NumPy (float32) measured in the same run: GELU (tanh
form), a row softmax and a layer norm over rows, on a 1024x1024 f32 tensor.
These are what the CPU target's math approximations
(cleave-approximate-math) and vectorized reductions
(cleave-reassociate-reductions) are for.

usage: elementwise_vs_numpy.py BUILD_DIR [ROWS] [COLS] [ROUNDS]
Writes bench/results/elementwise.txt: per kernel the fastest call of each
(`cleave run --repeat`, best of ROUNDS runs; NumPy: best of as many calls)
and their ratio (NumPy time / Cleave time: above 1, Cleave is faster).
"""
import json
import os
import subprocess
import sys
import tempfile
import time

build = sys.argv[1]
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 1024
cols = int(sys.argv[3]) if len(sys.argv) > 3 else 1024
rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
cleave = os.path.join(build, "bin", "cleave")
T = f"tensor<{rows}x{cols}xf32>"
R = f"tensor<{rows}xf32>"
HEAD = """#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
"""


def generic(name, ins, out, iters, body, result_type):
    maps = ", ".join(m for m, _ in ins) + ", " + out[0]
    args = ", ".join(v for _, v in ins)
    types = ", ".join((R if m == "#row" else T) for m, _ in ins)
    block = ", ".join(f"%b{i}: f32" for i in range(len(ins) + 1))
    return (f"  {name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = {iters}}}"
            f" ins({args} : {types}) outs({out[1]} : {result_type}) {{\n"
            f"  ^bb0({block}):\n{body}  }} -> {result_type}\n")


def gelu():
    body = """    %c0 = arith.constant 0.7978845608 : f32
    %c1 = arith.constant 0.044715 : f32
    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %x2 = arith.mulf %b0, %b0 : f32
    %x3 = arith.mulf %x2, %b0 : f32
    %t0 = arith.mulf %c1, %x3 : f32
    %t1 = arith.addf %b0, %t0 : f32
    %t2 = arith.mulf %c0, %t1 : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %one, %t3 : f32
    %t5 = arith.mulf %h, %b0 : f32
    %r = arith.mulf %t5, %t4 : f32
    linalg.yield %r : f32
"""
    return (HEAD + f"func.func @gelu(%x: {T}) -> {T} {{\n  %e = tensor.empty() : {T}\n"
            + generic("%y", [("#id", "%x")], ("#id", "%e"), '["parallel", "parallel"]', body, T)
            + f"  return %y : {T}\n}}\n")


def row_reduce(name, x, init, op):
    return (f"  {name}_e = tensor.empty() : {R}\n"
            f"  {name}_i = linalg.fill ins({init} : f32) outs({name}_e : {R}) -> {R}\n"
            + generic(name, [("#id", x)], ("#row", f"{name}_i"), '["parallel", "reduction"]',
                      f"    %r = arith.{op} %b1, %b0 : f32\n    linalg.yield %r : f32\n", R))


def softmax():
    return (HEAD + f"func.func @softmax(%x: {T}) -> {T} {{\n"
            "  %ninf = arith.constant 0xFF800000 : f32\n  %zero = arith.constant 0.0 : f32\n"
            f"  %e = tensor.empty() : {T}\n"
            + row_reduce("%m", "%x", "%ninf", "maximumf")
            + generic("%ex", [("#id", "%x"), ("#row", "%m")], ("#id", "%e"), '["parallel", "parallel"]',
                      "    %d = arith.subf %b0, %b1 : f32\n    %v = math.exp %d : f32\n    linalg.yield %v : f32\n", T)
            + row_reduce("%s", "%ex", "%zero", "addf")
            + generic("%y", [("#id", "%ex"), ("#row", "%s")], ("#id", "%e"), '["parallel", "parallel"]',
                      "    %v = arith.divf %b0, %b1 : f32\n    linalg.yield %v : f32\n", T)
            + f"  return %y : {T}\n}}\n")


def layernorm():
    inv = f"{1.0 / cols:.9e}"
    return (HEAD + f"func.func @layernorm(%x: {T}) -> {T} {{\n"
            "  %zero = arith.constant 0.0 : f32\n"
            f"  %e = tensor.empty() : {T}\n"
            + row_reduce("%s", "%x", "%zero", "addf")
            + generic("%c", [("#id", "%x"), ("#row", "%s")], ("#id", "%e"), '["parallel", "parallel"]',
                      f"    %n = arith.constant {inv} : f32\n    %mu = arith.mulf %b1, %n : f32\n"
                      "    %v = arith.subf %b0, %mu : f32\n    linalg.yield %v : f32\n", T)
            + f"  %q_e = tensor.empty() : {R}\n"
            f"  %q_i = linalg.fill ins(%zero : f32) outs(%q_e : {R}) -> {R}\n"
            + generic("%q", [("#id", "%c")], ("#row", "%q_i"), '["parallel", "reduction"]',
                      "    %sq = arith.mulf %b0, %b0 : f32\n    %r = arith.addf %b1, %sq : f32\n"
                      "    linalg.yield %r : f32\n", R)
            + generic("%y", [("#id", "%c"), ("#row", "%q")], ("#id", "%e"), '["parallel", "parallel"]',
                      f"    %n = arith.constant {inv} : f32\n    %eps = arith.constant 1.0e-05 : f32\n"
                      "    %var = arith.mulf %b1, %n : f32\n    %ve = arith.addf %var, %eps : f32\n"
                      "    %rs = math.rsqrt %ve : f32\n    %v = arith.mulf %b0, %rs : f32\n"
                      "    linalg.yield %v : f32\n", T)
            + f"  return %y : {T}\n}}\n")


NUMPY = {
    "gelu": "0.5 * x * (1 + np.tanh(np.float32(0.7978845608) * (x + np.float32(0.044715) * x * x * x)))",
    "softmax": "(lambda e: e / e.sum(1, keepdims=True))(np.exp(x - x.max(1, keepdims=True)))",
    "layernorm": "(lambda c: c / np.sqrt((c * c).mean(1, keepdims=True) + np.float32(1e-5)))(x - x.mean(1, keepdims=True))",
}


def numpy_seconds(work, name, calls):
    code = f"""
import time, numpy as np
x = np.load("{work}/x.npy")
best = 1e30
for _ in range({calls}):
    t = time.perf_counter(); y = {NUMPY[name]}
    best = min(best, time.perf_counter() - t)
print(best)
"""
    out = subprocess.run(["/usr/bin/python3", "-c", code], capture_output=True,
                         text=True, check=True).stdout
    return float(out.split()[-1])


def cleave_seconds(work, so, calls):
    out = os.path.join(work, "out")
    subprocess.run([cleave, "run", so, "--input", f"arg0={work}/x.npy", "--repeat",
                    str(calls), "--output", out], capture_output=True, check=True)
    with open(os.path.join(out, "run.json")) as f:
        return max(r["entry_time_min_s"] for r in json.load(f)["ranks"])


lines = [f"# Non-GEMM kernels on {rows}x{cols} f32, one rank, {os.cpu_count()} cores, "
         + time.strftime("%Y-%m-%dT%H:%MZ", time.gmtime()),
         "# fastest call; best of %d rounds of 50 calls each way; ratio = NumPy / Cleave" % rounds]
with tempfile.TemporaryDirectory() as work:
    subprocess.run(["/usr/bin/python3", "-c", f"""
import numpy as np
np.save("{work}/x.npy", np.random.default_rng(0).standard_normal(({rows}, {cols})).astype(np.float32))
"""], check=True)
    for name, make in (("gelu", gelu), ("softmax", softmax), ("layernorm", layernorm)):
        src, so = os.path.join(work, name + ".mlir"), os.path.join(work, name + ".so")
        with open(src, "w") as f:
            f.write(make())
        subprocess.run([cleave, "compile", src, "-o", so], capture_output=True, check=True)
        c = n = 1e30
        for _ in range(rounds):  # alternating, so both see the same machine
            c = min(c, cleave_seconds(work, so, 50))
            n = min(n, numpy_seconds(work, name, 50))
        lines += [f"{name}_cleave_run_s {c:.4e}", f"{name}_numpy_s {n:.4e}",
                  f"{name}_ratio_numpy_over_cleave {n / c:.2f}"]
        print(lines[-3], lines[-2], lines[-1], flush=True)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results", "elementwise.txt")
with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
