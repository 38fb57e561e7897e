#!/usr/bin/env python3
"""Mutation fuzzing of cleave-opt: random edits of the test inputs, run
through Cleave's passes; any crash (signal, LLVM's crash banner) is saved.
Diagnostics and non-zero exits are fine: only crashes and hangs count.

usage: mutate_and_run.py CLEAVE_OPT TEST_DIR OUT_DIR [ITERATIONS] [SEED]
"""
import os
import random
import re
import subprocess
import sys

PIPELINES = [
    ["--cleave-import-shard", "--cleave-propagate", "--cleave-partition", "--canonicalize"],
    ["--canonicalize"],
    ["--convert-elementwise-to-linalg", "--cleave-propagate", "--cleave-partition"],
    ["--cleave-lower-to-llvm-cpu"],
]
TOKENS = ["0", "1", "2", "3", "4", "-1", "7", "[]", "[[]]", "dp", "tp", "a0", "zz",
          "sum", "max", "pad", "f32", "i8", "@mesh", "@nope", "?"]


def mutate(text, rng):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        kind = rng.random()
        i = rng.randrange(len(lines))
        if kind < 0.15 and len(lines) > 3:
            del lines[i]
        elif kind < 0.3:
            lines.insert(i, lines[rng.randrange(len(lines))])
        else:
            words = list(re.finditer(r"[A-Za-z0-9_@?\[\]-]+", lines[i]))
            if words:
                w = rng.choice(words)
                lines[i] = lines[i][:w.start()] + rng.choice(TOKENS) + lines[i][w.end():]
    return "\n".join(lines)


def main():
    opt, tests, out = sys.argv[1:4]
    iterations = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 0)
    os.makedirs(out, exist_ok=True)
    inputs = []
    for root, _, files in os.walk(tests):
        for f in files:
            if f.endswith(".mlir") and "torch" not in root:
                inputs.append(os.path.join(root, f))
    inputs.sort()
    crashes = 0
    for i in range(iterations):
        src = rng.choice(inputs)
        text = mutate(open(src).read(), rng)
        path = os.path.join(out, f"case{i}.mlir")
        open(path, "w").write(text)
        args = [opt, path, "-split-input-file"] + rng.choice(PIPELINES)
        try:
            run = subprocess.run(args, capture_output=True, text=True, timeout=60)
            crashed = run.returncode < 0 or "PLEASE submit a bug report" in run.stderr
        except subprocess.TimeoutExpired:
            crashed, run = True, None
        if crashed:
            crashes += 1
            print(f"CRASH: {' '.join(args)} (from {src})")
        else:
            os.remove(path)
    print(f"fuzz: {iterations} cases, {crashes} crashes")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
