#!/usr/bin/env python3
"""Mutation fuzzing of cleave-opt and the cleave driver: random edits of the
test inputs, run through Cleave's passes (the automatic search included)
and through `cleave plan` and `cleave compile`; any crash (signal, LLVM's
crash banner) or hang is saved. Diagnostics and non-zero exits are fine.

usage: mutate_and_run.py CLEAVE_OPT TEST_DIR OUT_DIR [ITERATIONS] [SEED]
The driver is the `cleave` beside CLEAVE_OPT.
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
    # The search in the loop: cost model, ILP or greedy, then partitioning.
    ["--cleave-apply-cluster=cluster=cpu", "--cleave-auto-shard",
     "--cleave-propagate", "--cleave-partition"],
    ["--cleave-apply-cluster=cluster=h200-node", "--cleave-auto-shard=solver=greedy",
     "--cleave-propagate", "--cleave-partition"],
    # The import's rewrites (gathers raised, scatters kept) and their rules.
    ["--cleave-lower-tm-tensor=scatters=false", "--cleave-raise-gathers",
     "--cleave-apply-cluster=cluster=cpu", "--cleave-auto-shard",
     "--cleave-propagate", "--cleave-partition"],
]
# Driver commands on one mutant (no split markers): {in} and {out} are paths.
COMMANDS = [
    ["plan", "{in}", "--mesh", "2", "--time-limit", "5"],
    ["plan", "{in}", "--mesh", "2x2", "--cluster", "h200-node", "--solver", "greedy"],
    ["compile", "{in}", "--mesh", "4", "--time-limit", "5", "-o", "{out}"],
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


def upstream_parser_crash(run):
    """Whether the crash happened while parsing, inside an upstream op's
    custom parser (LLVM's pretty stack trace names it), with no Cleave op
    or pass on the stack: MLIR 22's own parser bug (e.g. `linalg.transpose`
    with an unterminated permutation crashes mlir-opt-22 the same way)."""
    if run is None:
        return False
    # Frame 0 is the command line; every other frame must be a parser of an
    # op outside the cleave dialect.
    frames = re.findall(r"^\d+\.\s+(.*?)\x00?$", run.stderr, re.M)[1:]
    prefix = "MLIR Parser: custom op parser '"
    return bool(frames) and all(f.startswith(prefix) and
                                not f[len(prefix):].startswith("cleave.")
                                for f in frames)


def main():
    opt, tests, out = sys.argv[1:4]
    iterations = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 0)
    os.makedirs(out, exist_ok=True)
    inputs = []
    for root, _, files in os.walk(tests):
        for f in files:
            if (f.endswith(".mlir") and "torch" not in root
                    and "corpus" not in root
                    and os.path.getsize(os.path.join(root, f)) < 200000):
                inputs.append(os.path.join(root, f))
    inputs.sort()
    texts = {src: open(src).read() for src in inputs}
    whole = [src for src in inputs if "// -----" not in texts[src]]
    cleave = os.path.join(os.path.dirname(opt), "cleave")
    crashes = upstream = 0
    for i in range(iterations):
        driver = i % 3 == 2 and os.path.exists(cleave)
        src = rng.choice(whole if driver else inputs)
        text = mutate(texts[src], rng)
        path = os.path.join(out, f"case{i}.mlir")
        open(path, "w").write(text)
        if driver:
            artifact = os.path.join(out, f"case{i}.so")
            args = [cleave] + [a.format(**{"in": path, "out": artifact})
                               for a in rng.choice(COMMANDS)]
        else:
            args = [opt, path, "-split-input-file"] + rng.choice(PIPELINES)
        try:
            run = subprocess.run(args, capture_output=True, text=True,
                                 errors="replace", timeout=60)
            crashed = run.returncode < 0 or "PLEASE submit a bug report" in run.stderr
        except subprocess.TimeoutExpired:
            crashed, run = True, None
        if crashed and upstream_parser_crash(run):
            # MLIR's own parser dies on this text too: an upstream bug, kept
            # and counted apart (evidence for a report), not Cleave's crash.
            upstream += 1
            print(f"UPSTREAM PARSER CRASH: {' '.join(args)} (from {src})")
        elif crashed:
            crashes += 1
            print(f"CRASH: {' '.join(args)} (from {src})")
        else:
            os.remove(path)
            if driver and os.path.exists(artifact):
                os.remove(artifact)
    print(f"fuzz: {iterations} cases, {crashes} crashes"
          + (f" ({upstream} more in upstream MLIR's parser)" if upstream else ""))
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
