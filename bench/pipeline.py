#!/usr/bin/env python3
"""Pipeline schedules, modeled against measured, on a real training step.

The program is test/Execution/corpus/gpt2_adam_step_4l.mlir (transformers
GPT-2 with Adam, 4 layers, batch 8, as torch-mlir exports it), its weights,
Adam moments and step updated in place. For each schedule, mesh and
microbatch count: `cleave plan --json` (the modeled bubble and step time,
and per stage the modeled busy time: forward, backward and weight-gradient
time of each microbatch, plus the update), then `cleave compile` and
`cleave run --repeat K` (the measured step: the slowest rank's median entry
time, and per rank the time it waited in receives and collectives). The
measured idle fraction is the ranks' mean receive wait over the step; the
modeled one is the bubble. Both on this machine's CPU cluster preset, whose
model is not calibrated (issue 17): the two columns show how far apart the
model's and the machine's pipelines are, not that they agree.

usage: pipeline.py [BUILD_DIR] [--repeat K] [--out FILE]
Writes bench/results/pipeline.txt.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = [a for a in sys.argv[1:]]
build = os.path.abspath(args[0] if args and not args[0].startswith("-") else "build")
repeat = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 20
out = (args[args.index("--out") + 1] if "--out" in args
       else os.path.join(ROOT, "bench", "results", "pipeline.txt"))
cleave = os.path.join(build, "bin", "cleave")
PROGRAM = os.path.join(ROOT, "test", "Execution", "corpus", "gpt2_adam_step_4l.mlir")
UPDATES = 157  # 52 weights, 52 + 52 moments, the step
# (mesh, axes, stages, microbatches, schedule)
CASES = [
    ("4", "pp", 4, 4, "gpipe"), ("4", "pp", 4, 4, "1f1b"), ("4", "pp", 4, 4, "zb"),
    ("4", "pp", 4, 8, "1f1b"), ("4", "pp", 4, 8, "zb"),
    ("2x2", "pp,tp", 2, 4, "1f1b"), ("2x2", "pp,tp", 2, 4, "zb"),
]


def run(*cmd):
    r = subprocess.run([cleave, *cmd], capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"cleave {' '.join(cmd)} failed:\n{r.stderr[-2000:]}")
    return r


rows = []
with tempfile.TemporaryDirectory() as work:
    rsp = os.path.join(work, "updates.rsp")
    with open(rsp, "w") as f:
        f.write("\n".join(f"--update=result{i + 1}=arg{i}" for i in range(UPDATES)))
    # The baseline in the same run: the same step on the same ranks without a
    # pipeline (the search's plan on the whole mesh).
    for mesh in ("4",):
        so = os.path.join(work, "flat.so")
        run("compile", PROGRAM, "--mesh", mesh, "@" + rsp, "-o", so)
        run("run", so, "--repeat", str(repeat), "--output", os.path.join(work, "flat"))
        stats = json.load(open(os.path.join(work, "flat", "run.json")))
        flat = max(r["entry_time_median_s"] for r in stats["ranks"])
    for mesh, axes, stages, mb, schedule in CASES:
        flags = [PROGRAM, "--mesh", mesh, "--axes", axes, "--pipeline", str(stages),
                 "--microbatches", str(mb), "--schedule", schedule, "@" + rsp]
        plan_json = os.path.join(work, "plan.json")
        run("plan", *flags, "--json", plan_json)
        plan = json.load(open(plan_json))
        so = os.path.join(work, "p.so")
        run("compile", *flags, "-o", so)
        out_dir = os.path.join(work, "out")
        run("run", so, "--repeat", str(repeat), "--output", out_dir)
        ranks = json.load(open(os.path.join(out_dir, "run.json")))["ranks"]
        step = max(r["entry_time_median_s"] for r in ranks)
        idle = sum(r["receive_wait_s"] for r in ranks) / len(ranks) / step
        rows.append((f"{mesh} ({axes})", stages, mb, schedule, plan["bubble_fraction"],
                     plan["modeled_step_time_s"], idle, step, step / flat,
                     [r["receive_wait_s"] * 1e3 for r in ranks]))

lines = [
    "Pipeline schedules on gpt2_adam_step_4l (GPT-2, 4 layers, Adam, batch 8), CPU preset,",
    f"{repeat} calls per run; measured step = slowest rank's median entry time; idle =",
    "ranks' mean time waiting in receives over the step; baseline = the searched plan",
    f"without a pipeline on 4 ranks, measured in the same run: {flat * 1e3:.3f} ms.",
    "4 ranks share 2 cores here: a rank's waits include its peers' compute on its core,",
    "so measured idle is not the schedule's bubble alone.",
    "",
    f"{'mesh':<14}{'P':>3}{'M':>4} {'schedule':<9}{'bubble':>8}{'modeled ms':>12}"
    f"{'idle':>8}{'measured ms':>13}{'/ baseline':>12}  receive wait per rank (ms)",
]
for mesh, p, m, s, bubble, modeled, idle, step, ratio, waits in rows:
    lines.append(f"{mesh:<14}{p:>3}{m:>4} {s:<9}{bubble:>8.1%}{modeled * 1e3:>12.3f}"
                 f"{idle:>8.1%}{step * 1e3:>13.3f}{ratio:>12.2f}  "
                 + " ".join(f"{w:.3f}" for w in waits))
text = "\n".join(lines) + "\n"
print(text, end="")
os.makedirs(os.path.dirname(out), exist_ok=True)
with open(out, "w") as f:
    f.write(text)
