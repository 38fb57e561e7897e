#!/usr/bin/env python3
"""torch's topk as torch-mlir exports it (a tm_tensor.sort of the values and
their positions, then a slice) through `cleave run`, against NumPy's stable
argsort of the same rows measured in the same run; rows of 1000, 8192 and
50257 values (GPT-2's vocabulary), on 1 and 2 ranks. Rows longer than 16 are
sorted by a merge network (lib/Transforms/LowerTMTensor.cpp).

usage: sort_vs_numpy.py BUILD_DIR [ROWS] [K] [REPS]
Writes bench/results/sort.txt.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

build = sys.argv[1]
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 8
k = int(sys.argv[3]) if len(sys.argv) > 3 else 50
reps = int(sys.argv[4]) if len(sys.argv) > 4 else 10
cleave = os.path.join(build, "bin", "cleave")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def program(v):
    x, ids, top = (f"tensor<{rows}x{v}xf32>", f"tensor<{rows}x{v}xi64>",
                   f"tensor<{rows}x{k}x")
    return f"""#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @topk(%x: {x}) -> ({top}f32>, {top}i64>) {{
  %e = tensor.empty() : {ids}
  %p = linalg.generic {{indexing_maps = [#map], iterator_types = ["parallel", "parallel"]}} outs(%e : {ids}) {{
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  }} -> {ids}
  %s:2 = tm_tensor.sort dimension(1) outs(%x, %p : {x}, {ids}) {{
  ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  }} -> {x}, {ids}
  %v = tensor.extract_slice %s#0[0, 0] [{rows}, {k}] [1, 1] : {x} to {top}f32>
  %k = tensor.extract_slice %s#1[0, 0] [{rows}, {k}] [1, 1] : {ids} to {top}i64>
  return %v, %k : {top}f32>, {top}i64>
}}
"""


def numpy_seconds(path):
    code = f"""
import time, numpy as np
x = np.load("{path}")
best = 1e30
for _ in range({reps}):
    t = time.perf_counter()
    top = np.argsort(-x, axis=1, kind="stable")[:, :{k}]
    np.take_along_axis(x, top, axis=1)
    best = min(best, time.perf_counter() - t)
print(best)
"""
    out = subprocess.run(["/usr/bin/python3", "-c", code], capture_output=True,
                         text=True, check=True).stdout
    return float(out.split()[-1])


lines = [f"# topk(k={k}) over {rows} rows through `cleave run` (best entry time of "
         f"{reps}) vs NumPy's stable argsort + take in the same run, "
         f"{time.strftime('%Y-%m-%dT%H:%MZ', time.gmtime())}",
         "# values  ranks  compile_s  cleave_s  numpy_s  cleave/numpy  matches"]
with tempfile.TemporaryDirectory() as work:
    for v in (1000, 8192, 50257):
        src = os.path.join(work, f"topk{v}.mlir")
        open(src, "w").write(program(v))
        data = os.path.join(work, f"x{v}.npy")
        subprocess.run(["/usr/bin/python3", "-c",
                        f"import numpy as np; np.save('{data}', np.random."
                        f"default_rng(1).integers(-500, 500, ({rows}, {v}))."
                        f"astype(np.float32))"], check=True)
        numpy_s = numpy_seconds(data)
        for ranks in (1, 2):
            so = os.path.join(work, f"topk{v}_{ranks}.so")
            start = time.perf_counter()
            subprocess.run([cleave, "compile", src, "--mesh", str(ranks), "-o", so],
                           check=True, capture_output=True)
            compile_s = time.perf_counter() - start
            out_dir = os.path.join(work, f"out{v}_{ranks}")
            run = subprocess.run([cleave, "run", so, "--repeat", str(reps), "--input",
                                  f"arg0={data}", "--output", out_dir],
                                 check=True, capture_output=True, text=True)
            seconds = float(re.search(r"entry time min (\S+) s",
                                      run.stdout + run.stderr).group(1))
            check = subprocess.run(["/usr/bin/python3", "-c", f"""
import numpy as np
x = np.load("{data}")
top = np.argsort(-x, axis=1, kind="stable")[:, :{k}]
ok = np.array_equal(np.load("{out_dir}/result1.npy"), top) and np.array_equal(
    np.load("{out_dir}/result0.npy"), np.take_along_axis(x, top, axis=1))
print("yes" if ok else "NO")
"""], capture_output=True, text=True, check=True).stdout.strip()
            lines.append(f"{v:6d}  {ranks:5d}  {compile_s:9.2f}  {seconds:8.5f}  "
                         f"{numpy_s:7.5f}  {seconds / numpy_s:12.2f}  {check}")
            print(lines[-1], flush=True)

out = os.path.join(ROOT, "bench", "results", "sort.txt")
open(out, "w").write("\n".join(lines) + "\n")
print("wrote", out)
