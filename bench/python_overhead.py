#!/usr/bin/env python3
"""The Python path against the command line, measured in one run.

  1. Compile time of a tiny transformers GPT-2 (2 layers, 32 hidden, token
     ids and attention mask) through cleave.torch.compile on 2 ranks: export
     (torch-mlir) and Cleave (plan, compile) separately, then the first call
     (which starts the worker ranks) and later calls, and the error against
     eager PyTorch.
  2. Per-call overhead on one artifact (the GPT-2 forward, 2 ranks):
     `cleave run ART` (a launch per call, what the CLI costs), the entry's
     own time (`cleave run --repeat`'s `entry time min`), and the Python call
     on warm worker ranks (global NumPy in and out) and with the parameters
     kept on the mesh (cleave.torch's path).
  3. A 34 MB input and output on 1 and 2 ranks against eager PyTorch, and
     on 2 ranks through shared memory against the worker sockets.

usage: python_overhead.py BUILD_DIR   (needs torch, torch-mlir, transformers:
       the venv of scripts/python-env.sh). Writes bench/results/python.txt.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build")
sys.path.insert(0, os.path.join(build, "python"))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import transformers  # noqa: E402

import cleave  # noqa: E402
import cleave.torch  # noqa: E402
from cleave.torch import _export  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
lines = []


def say(text):
    print(text, flush=True)
    lines.append(text)


def best(fn, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times), sorted(times)[len(times) // 2]


torch.manual_seed(0)
model = transformers.GPT2LMHeadModel(transformers.GPT2Config(
    vocab_size=64, n_embd=32, n_layer=2, n_head=4, n_positions=16, resid_pdrop=0.0,
    embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False)).eval()
ids = torch.randint(0, 64, (2, 8))
mask = torch.ones(2, 8, dtype=torch.long)

exported = []
original = _export.export_function


def timed_export(*args):
    start = time.perf_counter()
    try:
        return original(*args)
    finally:
        exported.append(time.perf_counter() - start)


cleave.torch.export_function = timed_export
start = time.perf_counter()
fast = cleave.torch.compile(model, (ids,), example_kwargs={"attention_mask": mask}, mesh=2)
total = time.perf_counter() - start
cleave.torch.export_function = original
start = time.perf_counter()
out = fast(ids, attention_mask=mask)
first_call = time.perf_counter() - start
with torch.no_grad():
    error = (out.logits - model(ids, attention_mask=mask).logits).abs().max().item()
call_min, call_median = best(lambda: fast(ids, attention_mask=mask), 20)
say(f"# {time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores; torch {torch.__version__}, "
    f"transformers {transformers.__version__}")
say(f"gpt2-tiny compile via cleave.torch.compile, 2 ranks: {total:.2f} s "
    f"(torch export {sum(exported):.2f} s over {len(exported)} tries, "
    f"Cleave plan+compile {total - sum(exported):.2f} s)")
say(f"gpt2-tiny first call {first_call:.3f} s (the 2 worker ranks started in compile, "
    f"placing the parameters); "
    f"later calls min {call_min * 1e3:.2f} ms median {call_median * 1e3:.2f} ms; "
    f"max abs error vs eager {error:.2e}")

# The same program through the CLI and through cleave's NumPy call.
with tempfile.TemporaryDirectory() as work:
    path = os.path.join(work, "gpt2.so")
    fast.artifact.save(path)
    cli = os.path.join(build, "bin", "cleave")

    def run_cli(*extra):
        return subprocess.run([cli, "run", path, "--seed", "1", "--output",
                               os.path.join(work, "out"), *extra],
                              capture_output=True, text=True, check=True)
    cli_min, cli_median = best(run_cli, 5)
    timing = run_cli("--repeat", "50").stdout + run_cli("--repeat", "50").stderr
    entry = re.search(r"entry time min ([0-9.e+-]+) s", timing)
    entry_s = float(entry.group(1)) if entry else float("nan")
    artifact = cleave.load(path)
    rng = np.random.default_rng(1)
    inputs = [rng.integers(0, s.index_bound or 64, s.shape).astype(np.int64)
              if s.dtype == "i64" else rng.standard_normal(s.shape).astype(np.float32)
              for s in artifact.inputs]
    artifact(*inputs)  # the worker ranks are already up (same mesh size)
    py_min, py_median = best(lambda: artifact(*inputs), 20)
    placed = [artifact.put(i, x) for i, x in enumerate(inputs)]
    kept_min, kept_median = best(lambda: artifact.call(*placed), 20)

say(f"per call, same artifact (2 ranks): cleave run {cli_min:.3f} s min "
    f"({cli_median:.3f} median, a launch each); entry itself {entry_s * 1e3:.3f} ms")
say(f"per call, Python on warm ranks, global NumPy in/out: {py_min * 1e3:.2f} ms min "
    f"({py_median * 1e3:.2f} median); inputs kept on the mesh: {kept_min * 1e3:.2f} ms "
    f"min ({kept_median * 1e3:.2f} median)")
say(f"ratio cleave run / Python call: {cli_min / py_min:.0f}x; Python overhead over the "
    f"entry: {(kept_min - entry_s) * 1e3:.2f} ms per call")

# 3. Large tensors: a 34 MB input scaled by a weight, through
# cleave.torch.compile, on 1 rank (this process) and 2 worker ranks (blocks
# through shared memory), against eager PyTorch and, on 2 ranks, the
# sockets (shared memory switched off) in the same run.
from cleave import _shared  # noqa: E402


class Scale(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.ones(1024))

    def forward(self, x):
        return x * self.w


scale, x = Scale().eval(), torch.randn(8192, 1024)
with torch.no_grad():
    eager_min, _ = best(lambda: scale(x), 10)
for mesh in (1, 2):
    compiled = cleave.torch.compile(scale, (x,), mesh=mesh)
    compiled(x)
    big_min, big_median = best(lambda: compiled(x), 10)
    line = (f"34 MB in and out, {mesh} rank{'s' if mesh > 1 else ''}: call {big_min * 1e3:.1f} ms "
            f"min ({big_median * 1e3:.1f} median), eager {eager_min * 1e3:.1f} ms: "
            f"{big_min / eager_min:.1f}x eager")
    if mesh > 1:
        real_dir, _shared._DIR = _shared._DIR, "/nonexistent"
        socket_min, _ = best(lambda: compiled(x), 10)
        _shared._DIR = real_dir
        line += f"; through the sockets {socket_min * 1e3:.1f} ms ({socket_min / eager_min:.1f}x)"
    say(line)

os.makedirs(os.path.join(ROOT, "bench", "results"), exist_ok=True)
with open(os.path.join(ROOT, "bench", "results", "python.txt"), "w") as f:
    f.write("\n".join(lines) + "\n")
