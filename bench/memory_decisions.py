#!/usr/bin/env python3
"""What the memory decisions buy on a real training step, beside the
formulas.

The program is test/Execution/corpus/gpt2_adam_step_long.mlir (transformers
GPT-2 with Adam, 2 layers, sequence 64, hidden 32: Psi = 31616 parameters),
with its weights, Adam moments and step updated in place (--update
resultI+1=argI). For each cluster, mesh and budget: `cleave plan --json`
(modeled step time, predicted device peak, model-state bytes per device,
values recomputed and their modeled time); on the cpu preset also `cleave
compile` + `cleave run` for the measured peak. The formula beside it is
f32 Adam's model state, 16 Psi / N bytes (weights, gradients, two moments)
when all of it is sharded over N devices (ZeRO stage 3), 16 Psi when none
is; the plan's own count adds the 4-byte step. Rows marked zero3 constrain
every weight and moment to be split along its first dimension (--shard,
annotations as constraints of --search auto): ZeRO-3 as a layout.

usage: memory_decisions.py [BUILD_DIR] [--out FILE]
Writes bench/results/memory-decisions.txt.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("-")
                        else "build")
cleave = os.path.join(build, "bin", "cleave")
PROGRAM = os.path.join(ROOT, "test", "Execution", "corpus", "gpt2_adam_step_long.mlir")
PSI = 31616
STATE = 84  # weights, exp_avg, exp_avg_sq (the step, argument 84, stays whole)
# (cluster, mesh, budgets in bytes; None: the device's capacity, ZeRO-3
# layouts)
CASES = [
    ("cpu", "1", [None, 1500000, 1200000, 1000000, 800000, 600000], False),
    ("cpu", "4", [None, 600000, 500000, 450000, 400000], False),
    ("cpu", "4", [None, 500000], True),
    ("h200-node", "8", [None, 350000, 300000], False),
    ("h200-node", "8", [None], True),
]


def zero3_flags():
    import re
    text = open(PROGRAM).read()
    signature = re.search(r"func\.func @\w+\((.*?)\) ->", text).group(1)
    types = re.findall(r"tensor<([^>]*)>", signature)[:STATE]
    return [f"--shard=arg{i}=[[dp]" + ",[]" * (len(t.split("x")) - 2) + "]"
            for i, t in enumerate(types)]


def decisions(d):
    """The recomputed, offloaded-argument and host-activation columns."""
    r = d["rematerialized"]
    recomputed = [v for v in r["values"] if v.get("placement") != "host"]
    rec = f"{len(recomputed)} ({r['recompute_time_s'] * 1e6:.1f})"
    host = f"{len(d['offloaded'])} ({sum(a['bytes'] for a in d['offloaded']):.0f})"
    a = d.get("host_activations", {})
    act = f"{a.get('values', 0)} ({a.get('bytes_out', 0):.0f})"
    return f"{rec:>16} {host:>14} {act:>14}"


def cleave_cmd(*args):
    return subprocess.run([cleave, *args], capture_output=True, text=True)


rows = []
with tempfile.TemporaryDirectory() as work:
    rsp = os.path.join(work, "updates.rsp")
    with open(rsp, "w") as f:
        f.write("\n".join(f"--update=result{i + 1}=arg{i}" for i in range(85)) + "\n")
    for cluster, mesh, budgets, zero3 in CASES:
        for budget in budgets:
            extra = ["--cluster", cluster, "--mesh", mesh, "@" + rsp]
            if zero3:
                extra += ["--axes", "dp", "--search", "auto", *zero3_flags()]
            if budget:
                extra += ["--memory-budget", str(budget)]
            plan_json = os.path.join(work, "plan.json")
            p = cleave_cmd("plan", PROGRAM, *extra, "--json", plan_json)
            if p.returncode != 0:
                rows.append((cluster, mesh, budget, zero3, None,
                             p.stderr.strip().splitlines()[-1]))
                print(rows[-1], flush=True)
                continue
            d = json.load(open(plan_json))
            measured = None
            if cluster == "cpu":
                so = os.path.join(work, "a.so")
                if cleave_cmd("compile", PROGRAM, *extra, "-o", so).returncode == 0:
                    out = os.path.join(work, "out")
                    if cleave_cmd("run", so, "--output", out).returncode == 0:
                        measured = json.load(open(os.path.join(out, "run.json")))["peak_device_bytes"]
            rows.append((cluster, mesh, budget, zero3, d, measured))
            print(cluster, mesh, budget, d["peak_memory_bytes"], measured, flush=True)

lines = [
    "# gpt2_adam_step_long (GPT-2 + Adam, Psi = 31616, state updated in place): memory "
    "decisions by budget. Bytes per device; step in us (modeled, no overlap).",
    "# state: weights + gradients + Adam moments + step per device (on the device or "
    "the host); 16Psi/N: that state fully sharded (ZeRO-3); ZeRO: the stage the "
    "layouts give; recomputed: values (modeled us); on host: arguments offloaded (bytes); "
    "act. on host: activations kept in host memory between their uses (bytes copied out)",
    f"{'cluster':10} {'mesh':>4} {'layout':>6} {'budget':>9} {'step us':>9} {'peak':>9} "
    f"{'measured':>9} {'state':>8} {'16Psi/N':>8} {'ZeRO':>4} {'recomputed':>16} "
    f"{'on host':>14} {'act. on host':>14}",
]
for cluster, mesh, budget, zero3, d, measured in rows:
    b = f"{budget}" if budget else "device"
    layout = "zero3" if zero3 else "auto"
    if d is None:
        lines.append(f"{cluster:10} {mesh:>4} {layout:>6} {b:>9} infeasible: {measured}")
        continue
    lines.append(
        f"{cluster:10} {mesh:>4} {layout:>6} {b:>9} {d['modeled_step_time_s'] * 1e6:9.1f} "
        f"{d['peak_memory_bytes']:9.0f} {measured if measured else '-':>9} "
        f"{d['model_state_bytes']:8.0f} {16 * PSI / int(mesh):8.0f} "
        f"{d['model_state']['zero_stage']:>4} {decisions(d)}")
# The 8-layer stack (303 arguments) on one cpu device: unconstrained, then a
# quarter of that peak, measured.
DEEP = os.path.join(ROOT, "test", "Execution", "corpus", "gpt2_adam_step_long_8l.mlir")
with tempfile.TemporaryDirectory() as work:
    rsp = os.path.join(work, "updates.rsp")
    with open(rsp, "w") as f:
        f.write("\n".join(f"--update=result{i + 1}=arg{i}" for i in range(301)) + "\n")
    lines.append("# gpt2_adam_step_long_8l (8 layers, Psi = 107840, 303 arguments), cpu, "
                 "one device: unconstrained, then a quarter of that peak")
    free = None
    for quarter in (False, True):
        extra = ["--mesh", "1", "@" + rsp]
        if quarter:
            extra += ["--memory-budget", str(int(free // 4))]
        plan_json = os.path.join(work, "plan.json")
        p = cleave_cmd("plan", DEEP, *extra, "--json", plan_json)
        if p.returncode != 0:
            lines.append(f"8 layers {'quarter' if quarter else 'device'}: "
                         f"{p.stderr.strip().splitlines()[-1]}")
            break
        d = json.load(open(plan_json))
        free = free or d["peak_memory_bytes"]
        measured = "-"
        if quarter:
            so = os.path.join(work, "deep.so")
            out = os.path.join(work, "deep")
            if (cleave_cmd("compile", DEEP, *extra, "-o", so).returncode == 0
                    and cleave_cmd("run", so, "--output", out).returncode == 0):
                measured = json.load(open(os.path.join(out, "run.json")))["peak_device_bytes"]
        lines.append(
            f"{'cpu':10} {'1':>4} {'auto':>6} "
            f"{(str(int(free // 4)) if quarter else 'device'):>9} "
            f"{d['modeled_step_time_s'] * 1e6:9.1f} {d['peak_memory_bytes']:9.0f} "
            f"{measured:>9} {d['model_state_bytes']:8.0f} {16 * 107840:8.0f} "
            f"{d['model_state']['zero_stage']:>4} {decisions(d)}")
        print(lines[-1], flush=True)

out = os.path.join(ROOT, "bench", "results", "memory-decisions.txt")
if "--out" in sys.argv:
    out = sys.argv[sys.argv.index("--out") + 1]
with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
print("\n".join(lines))
