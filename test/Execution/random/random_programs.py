#!/usr/bin/env python3
"""Randomized differential test of propagation + partitioning.

Generates random DAGs of matmuls and elementwise ops on a 2x2 mesh, with
random valid annotations on inputs, some intermediate values and the output,
and checks each with `cleave verify` (distributed vs single-device).

usage: random_programs.py CLEAVE WORKDIR [COUNT] [SEED]
"""
import os
import random
import subprocess
import sys

AXES = ["dp", "tp"]


def sharding(rng, rank):
    """A random valid sharding: each axis on at most one dimension."""
    dims = [[] for _ in range(rank)]
    for axis in AXES:
        choice = rng.randrange(rank + 1)
        if choice < rank:
            dims[choice].append(axis)
    for d in dims:
        rng.shuffle(d)
    return "[" + ", ".join("[" + ", ".join(d) + "]" for d in dims) + "]"


def ttype(shape):
    return "tensor<" + "x".join(map(str, shape)) + "xf32>"


def program(rng, index):
    lines = []
    args = []
    values = []  # (name, shape)
    counter = [0]

    def fresh(prefix):
        counter[0] += 1
        return f"%{prefix}{counter[0]}"

    def new_input(shape):
        name = f"%in{len(args)}"
        args.append(f"{name}: {ttype(shape)}")
        if rng.random() < 0.8:
            annotated = fresh("a")
            lines.append(f"  {annotated} = cleave.annotate {name} : {ttype(shape)} "
                         f"to #cleave.sharding<@mesh, {sharding(rng, len(shape))}>")
            name = annotated
        values.append((name, shape))
        return name

    sizes = [8, 16]
    new_input([rng.choice(sizes), rng.choice(sizes)])
    zero = "%zero"
    lines.append(f"  {zero} = arith.constant 0.0 : f32")
    for _ in range(rng.randrange(2, 6)):
        kind = rng.choice(["matmul", "binary", "relu", "reshard"])
        a, shape = rng.choice(values)
        if kind == "matmul":
            n = rng.choice(sizes)
            b = new_input([shape[1], n])
            out = [shape[0], n]
            e, f, r = fresh("e"), fresh("f"), fresh("mm")
            lines.append(f"  {e} = tensor.empty() : {ttype(out)}")
            lines.append(f"  {f} = linalg.fill ins({zero} : f32) outs({e} : {ttype(out)}) -> {ttype(out)}")
            lines.append(f"  {r} = linalg.matmul ins({a}, {b} : {ttype(shape)}, {ttype([shape[1], n])}) "
                         f"outs({f} : {ttype(out)}) -> {ttype(out)}")
            values.append((r, out))
        elif kind == "binary":
            same = [v for v in values if v[1] == shape]
            b = rng.choice(same)[0] if len(same) > 1 and rng.random() < 0.7 else new_input(shape)
            op = rng.choice(["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"])
            r = fresh("bin")
            lines.append(f"  {r} = {op} {a}, {b} : {ttype(shape)}")
            values.append((r, shape))
        elif kind == "relu":
            z, r = fresh("z"), fresh("relu")
            lines.append(f"  {z} = arith.constant dense<0.0> : {ttype(shape)}")
            lines.append(f"  {r} = arith.maximumf {a}, {z} : {ttype(shape)}")
            values.append((r, shape))
        else:
            r = fresh("re")
            lines.append(f"  {r} = cleave.annotate {a} : {ttype(shape)} "
                         f"to #cleave.sharding<@mesh, {sharding(rng, 2)}>")
            values.append((r, shape))
    result, shape = values[-1]
    if rng.random() < 0.5:
        r = fresh("out")
        lines.append(f"  {r} = cleave.annotate {result} : {ttype(shape)} "
                     f"to #cleave.sharding<@mesh, {sharding(rng, 2)}>")
        result = r
    lines.append(f"  return {result} : {ttype(shape)}")
    return (f"// random program {index}\ncleave.mesh @mesh(dp = 2, tp = 2)\n"
            f"func.func @main({', '.join(args)}) -> {ttype(shape)} {{\n"
            + "\n".join(lines) + "\n}\n")


def main():
    cleave, workdir = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    rng = random.Random(seed)
    os.makedirs(workdir, exist_ok=True)
    failures = 0
    for i in range(count):
        path = os.path.join(workdir, f"random{i}.mlir")
        with open(path, "w") as f:
            f.write(program(rng, i))
        run = subprocess.run([cleave, "verify", path, "--seed", str(i), "--timeout", "120"],
                             capture_output=True, text=True)
        if run.returncode != 0 or "match" not in run.stdout:
            failures += 1
            print(f"FAILED: {path}\n{run.stdout}{run.stderr}")
    print(f"random: {count - failures} of {count} programs verified (seed {seed})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
