#!/usr/bin/env python3
"""The search's predicted device peak against the measured one.

For each program and mesh: `cleave plan --json` (peak_memory_bytes, the
cost model's per-device peak of the partitioned program), then `cleave
compile` and `cleave run --output DIR` with the same options, whose
DIR/run.json holds every rank's measured device peak (argument and output
buffers plus generated code's allocations, counted by the runtime's device
pool). Both are per device, the most of the ranks.

usage: memory_predicted_vs_measured.py BUILD_DIR [--quick] [--program P.mlir]
                                      [--out FILE]
Writes bench/results/memory.txt (or FILE; test/Execution/corpus/
memory-prediction.test runs it).
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
PROGRAMS = [
    "examples/mlp_single_device.mlir",
    "test/Execution/torch/gpt2_forward.mlir",
    "test/Execution/torch/gpt2_train_step.mlir",
    "test/Execution/torch/llama_block.mlir",
    "test/Execution/corpus/llama_causal_lm.mlir",
    "test/Execution/corpus/bert_model.mlir",
    "test/Execution/corpus/cnn_batchnorm.mlir",
    "test/Execution/corpus/gpt2_adam_step.mlir",
]
MESHES = ["1", "2", "4"]
if "--program" in sys.argv:  # one program instead of the list
    PROGRAMS = [sys.argv[sys.argv.index("--program") + 1]]
if "--quick" in sys.argv:
    PROGRAMS, MESHES = PROGRAMS[:2], ["1", "2"]


def run(*args):
    return subprocess.run([cleave, *args], capture_output=True, text=True, check=True)


rows = []
with tempfile.TemporaryDirectory() as work:
    for program in PROGRAMS:
        path = os.path.join(ROOT, program)
        for mesh in MESHES:
            plan_json = os.path.join(work, "plan.json")
            run("plan", path, "--mesh", mesh, "--json", plan_json)
            predicted = json.load(open(plan_json))["peak_memory_bytes"]
            artifact = os.path.join(work, "a.so")
            run("compile", path, "--mesh", mesh, "-o", artifact)
            out = os.path.join(work, "out")
            run("run", artifact, "--seed", "1", "--output", out)
            measured = json.load(open(os.path.join(out, "run.json")))["peak_device_bytes"]
            rows.append((os.path.basename(program), mesh, predicted, measured))
            print(f"{rows[-1][0]:28} mesh {mesh}: predicted {predicted:10.0f} B, "
                  f"measured {measured:10d} B, predicted/measured {predicted / measured:.3f}",
                  flush=True)

within = sum(1 for _, _, p, m in rows if abs(p / m - 1) <= 0.05)
lines = ["# predicted (cleave plan peak_memory_bytes) vs measured (cleave run, run.json "
         "peak_device_bytes), bytes per device, the most of the ranks",
         f"{'program':28} {'mesh':>4} {'predicted':>12} {'measured':>12} {'pred/meas':>9}"]
lines += [f"{name:28} {mesh:>4} {p:12.0f} {m:12d} {p / m:9.3f}" for name, mesh, p, m in rows]
lines.append(f"# {within} of {len(rows)} within 5%; predicted/measured from "
             f"{min(p / m for *_, p, m in rows):.3f} to {max(p / m for *_, p, m in rows):.3f}")
out = os.path.join(ROOT, "bench", "results", "memory.txt")
if "--out" in sys.argv:
    out = sys.argv[sys.argv.index("--out") + 1]
os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
print(lines[-1])
