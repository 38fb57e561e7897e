#!/usr/bin/env python3
"""Compile time with code generation on one thread against the default.

`cleave compile` (the whole command: import, search, partitioning,
lowering, LLVM -O3 and instruction selection, linking) of corpus training
steps on a mesh of 2, with --codegen-threads 1 (the baseline: one LLVM
module compiled whole, as before the split) and with the default (one
thread per core, at most 8). Then both artifacts run (`cleave run --repeat`)
to show that splitting the module costs the generated code nothing.
Best of three compiles each, alternating, since this machine is shared.
Writes bench/results/compile-time.txt.

usage: compile_time.py [BUILD_DIR] [--out FILE]
"""
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = ["gpt2_adam_step.mlir", "llama_adam_step.mlir", "gpt2_adam_step_4l.mlir",
            "gpt2_adam_step_long_8l.mlir"]
ENTRY_TIME = re.compile(r"entry time min ([0-9.e+-]+) s")


def compile_seconds(cleave, program, artifact, threads):
    args = [cleave, "compile", program, "--mesh", "2", "-o", artifact]
    if threads:
        args.append(f"--codegen-threads={threads}")
    start = time.perf_counter()
    subprocess.run(args, check=True, capture_output=True)
    return time.perf_counter() - start


def entry_seconds(cleave, artifact, work):
    r = subprocess.run([cleave, "run", artifact, "--repeat", "20", "--output",
                        os.path.join(work, "out")], check=True, capture_output=True, text=True)
    return float(ENTRY_TIME.search(r.stderr + r.stdout).group(1))


def main():
    args = sys.argv[1:]
    out = os.path.join(ROOT, "bench/results/compile-time.txt")
    if "--out" in args:
        i = args.index("--out")
        out = args[i + 1]
        del args[i:i + 2]
    build = args[0] if args else os.path.join(ROOT, "build")
    cleave = os.path.join(build, "bin", "cleave")
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for name in PROGRAMS:
            program = os.path.join(ROOT, "test/Execution/corpus", name)
            one, default = os.path.join(work, "one.so"), os.path.join(work, "default.so")
            times = {1: [], 0: []}
            for _ in range(3):
                times[1].append(compile_seconds(cleave, program, one, 1))
                times[0].append(compile_seconds(cleave, program, default, 0))
            # Alternating, the best of three each: two runs of one artifact
            # differ by up to 25% on this shared machine.
            runs = {one: [], default: []}
            for _ in range(3):
                for artifact in (one, default):
                    runs[artifact].append(entry_seconds(cleave, artifact, work))
            run_one, run_default = min(runs[one]), min(runs[default])
            rows.append((name, min(times[1]), min(times[0]), run_one, run_default))
            print(rows[-1], flush=True)
    cores = os.cpu_count()
    with open(out, "w") as f:
        f.write(f"# `cleave compile --mesh 2` wall time, best of 3, {time.strftime('%Y-%m-%dT%H:%MZ', time.gmtime())}, "
                f"{cores} cores\n")
        f.write("# one: --codegen-threads 1 (baseline); default: one thread per core (at most 8)\n")
        f.write("# speedup > 1: the default compiles faster; step ratio ~1: the split costs the code nothing\n")
        f.write(f"{'program':32} {'one_s':>8} {'default_s':>10} {'speedup':>8} {'step_one_ms':>12} "
                f"{'step_default_ms':>16} {'step_ratio':>10}\n")
        for name, t1, t0, r1, r0 in rows:
            f.write(f"{name:32} {t1:8.2f} {t0:10.2f} {t1 / t0:8.2f} {r1 * 1e3:12.3f} {r0 * 1e3:16.3f} "
                    f"{r1 / r0:10.3f}\n")
    print(open(out).read())


if __name__ == "__main__":
    main()
