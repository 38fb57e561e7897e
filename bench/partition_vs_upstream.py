#!/usr/bin/env python3
"""Partitioning quality and speed: Cleave vs upstream MLIR `shard`.

For the same annotated programs (Cleave annotations turned into upstream
`shard.grid`/`shard.sharding`/`shard.shard`), counts the collectives each
partitioner emits and the bytes every device sends through them, and times
partitioning of a synthetic 96-layer GPT stack. Writes
bench/results/partition.txt.

usage: partition_vs_upstream.py BUILD_DIR
"""
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
BYTES = {"f32": 4, "f64": 8, "f16": 2, "bf16": 2, "i32": 4, "i64": 8}
COLLECTIVE = re.compile(
    r"(?:cleave|shard)\.(all_reduce|all_gather|reduce_scatter|all_to_all|all_slice)"
    r"\b.*?:\s*tensor<([0-9x]+)x(f32|f64|f16|bf16|i32|i64)>")


def to_upstream(text):
    """Cleave mesh + annotations -> upstream grid + sharding + shard ops."""
    axes = {}
    def grid(m):
        names = [a.split("=")[0].strip() for a in m.group(2).split(",")]
        sizes = [a.split("=")[1].strip() for a in m.group(2).split(",")]
        for i, n in enumerate(names):
            axes[n] = i
        return f"shard.grid @{m.group(1)}(shape = {'x'.join(sizes)})"
    text = re.sub(r"cleave\.mesh @(\w+)\(([^)]*)\)", grid, text)
    counter = [0]
    text = re.sub(r"( *)(%\w+) = cleave\.annotate (%\w+) : (tensor<[^>]*>) to "
                  r"#cleave\.sharding<@(\w+), (\[.*?\])>",
                  lambda m: annotate_fix(m, axes, counter), text)
    return text


def annotate_fix(m, axes, counter):
    counter[0] += 1
    indent, result, source, ttype, mesh, spec = m.groups()
    dims = re.findall(r"\[([^\[\]]*)\]", spec[1:-1])
    split = ", ".join("[" + ", ".join(str(axes[a.strip()]) for a in d.split(",") if a.strip()) + "]"
                      for d in dims)
    s = f"%sh{counter[0]}"
    return (f"{indent}{s} = shard.sharding @{mesh} split_axes = [{split}] : !shard.sharding\n"
            f"{indent}{result} = shard.shard {source} to {s} : {ttype}")


def collectives(ir):
    counts, sent = {}, 0
    # Bytes of each collective's input tensor on one device.
    for kind, shape, dtype in COLLECTIVE.findall(ir):
        counts[kind] = counts.get(kind, 0) + 1
        n = 1
        for s in shape.split("x"):
            n *= int(s)
        sent += n * BYTES[dtype]
    return counts, sent


def run(args):
    start = time.perf_counter()
    p = subprocess.run(args, capture_output=True, text=True)
    return p, time.perf_counter() - start


def main():
    build = sys.argv[1]
    opt = os.path.join(build, "bin", "cleave-opt")
    gen = os.path.join(ROOT, "tools", "import", "gen_transformer.py")
    work = tempfile.mkdtemp()
    programs = {
        "mlp (tp=2)": os.path.join(ROOT, "test/Execution/annotated/mlp-tp.mlir"),
        "attention (tp=2)": os.path.join(ROOT, "test/Execution/annotated/attention-tp.mlir"),
        "gpt block (tp=2)": os.path.join(ROOT, "test/Execution/gpt/block-tp.mlir"),
        "gpt block (seq. parallel)": os.path.join(ROOT, "test/Execution/gpt/block-tp-sp.mlir"),
    }
    stack = os.path.join(work, "stack96.mlir")
    with open(stack, "w") as f:
        f.write(subprocess.run([sys.executable, gen, "tp", "--layers", "96"],
                               capture_output=True, text=True).stdout)
    programs["96-layer stack (tp=2)"] = stack
    lines = ["# Cleave vs upstream MLIR shard partitioning (LLVM 22.1.8), same annotations",
             "# program | cleave collectives | cleave bytes/device | cleave s | "
             "upstream collectives | upstream bytes/device | upstream s"]
    for name, path in programs.items():
        text = open(path).read()
        p, t = run([opt, path, "--cleave-propagate", "--cleave-partition", "--canonicalize"])
        ours = collectives(p.stdout) if p.returncode == 0 else None
        up_path = os.path.join(work, "up.mlir")
        with open(up_path, "w") as f:
            f.write(to_upstream(text))
        q, u = run([MLIR_OPT, up_path, "--pass-pipeline=builtin.module(func.func("
                    "sharding-propagation,shard-partition),canonicalize)"])
        if q.returncode == 0:
            theirs = collectives(q.stdout)
            up = f"{theirs[0]} | {theirs[1]} | {u:.3f}"
        else:
            err = (q.stderr.strip().splitlines() or ["failed"])[0][:80]
            up = f"FAILED ({'crash' if q.returncode < 0 else 'error'}: {err}) | - | {u:.3f}"
        mine = f"{ours[0]} | {ours[1]} | {t:.3f}" if ours else "FAILED | - | -"
        lines.append(f"{name} | {mine} | {up}")
    os.makedirs(os.path.join(ROOT, "bench", "results"), exist_ok=True)
    with open(os.path.join(ROOT, "bench", "results", "partition.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
