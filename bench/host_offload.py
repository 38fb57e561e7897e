#!/usr/bin/env python3
"""Host offload's copies started ahead of use, modeled and measured.

The program is a synthetic 4-layer MLP training step with momentum
(tools/import/gen_train_step.py none --layers 4 --tokens 32 --hidden 512
--ffn 2048: 16 MB of weights, 16 MB of momenta), weights and momenta updated
in place. Under a 40 MB budget the plan keeps 12 of them in host memory and
copies them in before use (cleave-prefetch-host-copies: each copy starts
when the previous one's data is first used). `cleave plan --json` gives the
modeled copy time and the part the step waits for; `cleave run --repeat 20`
measures the step with the copies on the runtime's copy thread and, as the
baseline in the same run, with CLEAVE_HOST_COPIES=sync (inline), alternating
three times each. On the CPU target host and device are the same DRAM, so
the copy competes with the compute for memory bandwidth and cores; the
overlap is for a GPU's PCIe link (scripts/gpu-check.sh runs the CUDA one).

usage: host_offload.py [BUILD_DIR] [--out FILE]
Writes bench/results/host-offload.txt.
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
       else os.path.join(ROOT, "bench", "results", "host-offload.txt"))
cleave = os.path.join(build, "bin", "cleave")
BUDGET = 40000000


def run(*command, env=None):
    r = subprocess.run(command, capture_output=True, text=True, env=env)
    if r.returncode:
        sys.exit(f"{' '.join(command[:3])} failed:\n{r.stderr[-3000:]}")
    return r.stdout + r.stderr


with tempfile.TemporaryDirectory() as work:
    program = os.path.join(work, "step.mlir")
    with open(program, "w") as f:
        f.write(run(sys.executable, os.path.join(ROOT, "tools", "import", "gen_train_step.py"),
                    "none", "--layers", "4", "--tokens", "32", "--hidden", "512",
                    "--ffn", "2048"))
    updates = [f"--update=result{i}=arg{i}" for i in range(1, 17)]
    plan = os.path.join(work, "plan.json")
    run(cleave, "plan", program, "--mesh", "1", *updates, f"--memory-budget={BUDGET}",
        "--json", plan)
    p = json.load(open(plan))
    artifact = os.path.join(work, "step.so")
    run(cleave, "compile", program, "--mesh", "1", *updates, f"--memory-budget={BUDGET}",
        "-o", artifact)
    times = {"copy thread": [], "inline (baseline)": []}
    peak = None
    for _ in range(3):
        for mode in times:
            env = dict(os.environ)
            if mode.startswith("inline"):
                env["CLEAVE_HOST_COPIES"] = "sync"
            text = run(cleave, "run", artifact, "--repeat", "20", env=env)
            times[mode].append(float(re.search(r"entry time min (\S+) s", text).group(1)))
            peak = int(re.search(r"peak device memory: (\d+)", text).group(1))

h = p["host_transfer"]
lines = [
    "Host offload: copies in started one ahead of their use (cpu preset, 1 device).",
    "4-layer MLP training step with momentum, tokens 32, hidden 512, ffn 2048; "
    f"budget {BUDGET} bytes.",
    f"offloaded arguments: {len(p['offloaded'])} "
    f"({sum(a['bytes'] for a in p['offloaded'])} bytes); "
    f"copied in per step: {h['to_device_bytes']:.0f} bytes, "
    f"to the host: {h['to_host_bytes']:.0f} bytes (write-backs, and gradients read by the optimizer step on the host)",
    f"predicted device peak {p['peak_memory_bytes']:.0f} bytes, measured {peak} bytes",
    f"modeled host link time {h['time_s'] * 1e3:.3f} ms, of which the step waits "
    f"{h['exposed_time_s'] * 1e3:.3f} ms; modeled step {p['modeled_step_time_s'] * 1e3:.3f} ms "
    f"(compute {p['compute_time_s'] * 1e3:.3f} ms)",
    "measured step (min of 20 calls, 3 alternating runs each):",
]
for mode, values in times.items():
    lines.append(f"  {mode:20s} " + ", ".join(f"{v * 1e3:.1f}" for v in values)
                 + f" ms; median {statistics.median(values) * 1e3:.1f} ms")
ratio = statistics.median(times["inline (baseline)"]) / statistics.median(times["copy thread"])
lines.append(f"speed-up of the copy thread over inline copies: {ratio:.3f}x")
os.makedirs(os.path.dirname(out), exist_ok=True)
with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
print("\n".join(lines))
