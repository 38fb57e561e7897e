#!/usr/bin/env python3
"""The optimizer step on the host (ZeRO-Offload) against the step on the
device, modeled and measured.

The program is a synthetic 4-layer MLP training step with momentum
(tools/import/gen_train_step.py none --layers 4 --tokens 32 --hidden 512
--ffn 2048: 16 MB of weights, 16 MB of momenta), weights and momenta updated
in place, under a 40 MB budget, so that the plan keeps state in host memory.
On the cpu preset the model runs the updates of that state on the host
(cleave-host-optimizer-step); the baseline, in the same run, is the same
plan on a copy of the cpu preset whose host memory the model says is too
slow (host_memory_bandwidth 1e3), which keeps the updates on the device:
every update copies its weight and momentum in and writes both back.
`cleave plan --json` gives the modeled link traffic and step; `cleave run
--repeat 20` measures each artifact, alternating three times.

usage: host_step.py [BUILD_DIR] [--out FILE]
Writes bench/results/host-step.txt.
"""
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = [a for a in sys.argv[1:] if not a.startswith("--out")]
build = os.path.abspath(args[0] if args else "build")
out = (sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv
       else os.path.join(ROOT, "bench", "results", "host-step.txt"))
cleave = os.path.join(build, "bin", "cleave")
BUDGET = 40000000
SLOW = os.path.join(ROOT, "test", "Execution", "Inputs", "cpu-slow-host-memory.json")


def run(*command):
    r = subprocess.run(command, capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"{' '.join(command[:3])} failed:\n{r.stderr[-3000:]}")
    return r.stdout + r.stderr


with tempfile.TemporaryDirectory() as work:
    program = os.path.join(work, "step.mlir")
    with open(program, "w") as f:
        f.write(run(sys.executable, os.path.join(ROOT, "tools", "import", "gen_train_step.py"),
                    "none", "--layers", "4", "--tokens", "32", "--hidden", "512",
                    "--ffn", "2048"))
    common = [program, "--mesh", "1", *[f"--update=result{i}=arg{i}" for i in range(1, 17)],
              f"--memory-budget={BUDGET}"]
    modes = {"step on the host": [], "step on the device (baseline)": ["--cluster", SLOW]}
    plans, artifacts, times, peaks = {}, {}, {m: [] for m in modes}, {}
    for mode, extra in modes.items():
        plan = os.path.join(work, f"{len(plans)}.json")
        run(cleave, "plan", *common, *extra, "--json", plan)
        plans[mode] = json.load(open(plan))
        artifacts[mode] = os.path.join(work, f"{len(artifacts)}.so")
        run(cleave, "compile", *common, *extra, "-o", artifacts[mode])
    for _ in range(3):
        for mode in modes:
            text = run(cleave, "run", artifacts[mode], "--repeat", "20")
            times[mode].append(float(re.search(r"entry time min (\S+) s", text).group(1)))
            peaks[mode] = int(re.search(r"peak device memory: (\d+)", text).group(1))

lines = [
    "Optimizer step on the host (ZeRO-Offload) against the step on the device "
    "(cpu preset, 1 device).",
    "4-layer MLP training step with momentum, tokens 32, hidden 512, ffn 2048; "
    f"budget {BUDGET} bytes.",
]
for mode in modes:
    p = plans[mode]
    h = p["host_transfer"]
    on_host = sum(a["updated_on_host"] for a in p["offloaded"])
    lines += [
        f"{mode}:",
        f"  offloaded arguments {len(p['offloaded'])}, updated on the host {on_host} "
        f"({p['host_step']['ops']} ops); recomputed values {len(p['rematerialized']['values'])}",
        f"  link traffic {h['to_device_bytes']:.0f} bytes in, {h['to_host_bytes']:.0f} out; "
        f"modeled link {h['time_s'] * 1e3:.3f} ms, waited for {h['exposed_time_s'] * 1e3:.3f} ms",
        f"  predicted device peak {p['peak_memory_bytes']:.0f} bytes, measured {peaks[mode]}",
        f"  modeled step {p['modeled_step_time_s'] * 1e3:.3f} ms; measured (min of 20 calls, "
        "3 alternating runs) " + ", ".join(f"{v * 1e3:.1f}" for v in times[mode])
        + f" ms, median {statistics.median(times[mode]) * 1e3:.1f} ms",
    ]
host, device = (statistics.median(times[m]) for m in modes)
lines.append(f"measured speed-up of the host step over the device step: {device / host:.3f}x; "
             f"modeled: {plans['step on the device (baseline)']['modeled_step_time_s'] / plans['step on the host']['modeled_step_time_s']:.3f}x")
os.makedirs(os.path.dirname(out), exist_ok=True)
with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
print("\n".join(lines))
