#!/usr/bin/env python3
"""Nonblocking all-reduces on the CPU target, measured: a data-parallel
training step on 2 MPI ranks, run as compiled (each gradient's all-reduce
announced, started with MPI_Iallreduce, advanced between the program's
GEMMs and allocations, joined before its first use) and with
CLEAVE_BLOCKING_COLLECTIVES=1 (MPI_Allreduce where it is issued), the two
alternating in the same run (the machine is shared and noisy).

Program: tools/import/gen_train_step.py dp, 4 residual MLP blocks, tokens
256, hidden 1024, ffn 4096, updates after the backward (so each gradient's
all-reduce has the rest of the backward to hide behind): 128 MiB of
gradients per rank per step.

usage: cpu_overlap.py [BUILD_DIR] [--rounds N] [--out FILE]
Writes bench/results/cpu-overlap.txt.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = sys.argv[1:]
build = os.path.abspath(args[0] if args and not args[0].startswith("-") else "build")
out = (args[args.index("--out") + 1] if "--out" in args
       else os.path.join(ROOT, "bench", "results", "cpu-overlap.txt"))
rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 5
cleave = os.path.join(build, "bin", "cleave")
GEN = os.path.join(ROOT, "tools", "import", "gen_train_step.py")
LAYERS = 4


def run(artifact, work, blocking):
    env = dict(os.environ)
    env.pop("CLEAVE_BLOCKING_COLLECTIVES", None)
    if blocking:
        env["CLEAVE_BLOCKING_COLLECTIVES"] = "1"
    outdir = os.path.join(work, "out")
    r = subprocess.run([cleave, "run", artifact, "--seed", "1", "--repeat", "8", "--output",
                        outdir], capture_output=True, text=True, env=env)
    if r.returncode:
        sys.exit(f"cleave run failed:\n{r.stderr[-3000:]}")
    ranks = json.load(open(os.path.join(outdir, "run.json")))["ranks"]
    step = max(x["entry_time_median_s"] for x in ranks)
    wait = statistics.mean(x["collective_wait_s"] for x in ranks)
    return step, wait


with tempfile.TemporaryDirectory() as work:
    program = os.path.join(work, "step.mlir")
    with open(program, "w") as f:
        subprocess.run([sys.executable, GEN, "dp", "--layers", str(LAYERS), "--tokens", "256",
                        "--hidden", "1024", "--ffn", "4096", "--mesh", "2", "--updates-last"],
                       stdout=f, check=True)
    artifact = os.path.join(work, "step.so")
    updates = [f"--update=result{i}=arg{i}" for i in range(1, 4 * LAYERS + 1)]
    subprocess.run([cleave, "compile", program, *updates, "-o", artifact], check=True,
                   capture_output=True)
    results = {False: [], True: []}
    for _ in range(rounds):
        for blocking in (False, True):
            results[blocking].append(run(artifact, work, blocking))

lines = ["Data-parallel MLP training step (4 blocks, tokens 256, hidden 1024, ffn 4096, updates",
         f"after the backward) on 2 MPI ranks of this machine; {rounds} alternating rounds of",
         "`cleave run --repeat 8`; per round the slowest rank's median entry time and the ranks'",
         "mean time waiting in collectives (joins included).",
         f"{'all-reduces':<34} {'step (median of rounds)':>24} {'collective wait':>16}"]
for blocking, name in ((True, "blocking (MPI_Allreduce)"), (False, "announced (MPI_Iallreduce, joined)")):
    steps = [s for s, _ in results[blocking]]
    waits = [w for _, w in results[blocking]]
    lines.append(f"{name:<34} {statistics.median(steps) * 1e3:>21.1f} ms "
                 f"{statistics.median(waits) * 1e3:>13.1f} ms")
ratio = statistics.median(s for s, _ in results[False]) / statistics.median(
    s for s, _ in results[True])
lines.append(f"announced / blocking step: {ratio:.3f}")
text = "\n".join(lines) + "\n"
print(text, end="")
os.makedirs(os.path.dirname(out), exist_ok=True)
with open(out, "w") as f:
    f.write(text)
