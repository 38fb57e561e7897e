#!/usr/bin/env python3
"""What goes on the slow axis: the search's plan against data parallelism
across nodes with Megatron tensor parallelism inside them, on h200-pod.

Programs: tools/import/gen_train_step.py training steps (4 residual MLP
blocks, SGD with momentum) with every update after the whole backward
(--updates-last, as torch orders optimizer.step() after loss.backward()),
so a gradient's all_reduce can hide behind the rest of the backward pass.
Mesh 2x8 on `h200-pod` (axis dp across the two nodes' InfiniBand, tp over
NVLink), `--target cuda`: the search credits collectives the compute
before their first use hides. Each row: the searched plan's overlapped
step and what it puts on the slow axis, and the hand plan (tokens split
over dp, W1 column- and W2 row-parallel over tp: `gen_train_step.py tp`,
`cleave plan --fixed`), overlapped and serial. Modeled, not run.

usage: slow_axis.py [BUILD_DIR] [--out FILE]
Writes bench/results/slow-axis.txt.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = sys.argv[1:]
build = os.path.abspath(args[0] if args and not args[0].startswith("-") else "build")
out = (args[args.index("--out") + 1] if "--out" in args
       else os.path.join(ROOT, "bench", "results", "slow-axis.txt"))
cleave = os.path.join(build, "bin", "cleave")
GEN = os.path.join(ROOT, "tools", "import", "gen_train_step.py")
LAYERS = 4
# (tokens, hidden): weight-heavy first, activation-heavy last.
CASES = [(2048, 8192), (4096, 8192), (8192, 4096), (16384, 4096), (32768, 2048)]
UPDATES = [f"--update=result{i}=arg{i}" for i in range(1, 4 * LAYERS + 1)]


def plan(program, *extra):
    r = subprocess.run([cleave, "plan", program, "--cluster", "h200-pod", "--target", "cuda",
                        *UPDATES, *extra], capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"cleave plan failed:\n{r.stderr[-3000:]}")
    overlapped = float(re.search(r"CUDA target\): ([0-9.]+) us", r.stdout).group(1))
    serial = float(re.search(r"modeled step time: ([0-9.]+) us", r.stdout).group(1))
    return r.stdout, overlapped, serial


def slow_axis_use(text):
    """What the plan splits over dp: the tokens (data parallelism), weights."""
    uses = set()
    for line in text.splitlines():
        m = re.match(r"\s+argument (\d+): #cleave.sharding<@mesh, (.*)>", line)
        if m and "dp" in m.group(2):
            uses.add("tokens" if m.group(1) == "0" else "weights")
    return " and ".join(sorted(uses)) or "nothing"


lines = [f"h200-pod 2x8 (dp over InfiniBand, tp over NVLink), --target cuda, {LAYERS} MLP blocks, "
         "updates after the backward; modeled step times in ms.",
         f"{'tokens x hidden':<16} {'search: overlapped':>19} {'dp split':>18} "
         f"{'dp+Megatron: overlapped':>24} {'serial':>8}  winner"]
with tempfile.TemporaryDirectory() as work:
    for tokens, hidden in CASES:
        auto, hand = os.path.join(work, "auto.mlir"), os.path.join(work, "hand.mlir")
        common = ["--layers", str(LAYERS), "--tokens", str(tokens), "--hidden", str(hidden),
                  "--updates-last"]
        with open(auto, "w") as f:
            subprocess.run([sys.executable, GEN, "none", *common], stdout=f, check=True)
        with open(hand, "w") as f:
            subprocess.run([sys.executable, GEN, "tp", *common, "--mesh", "2x8"], stdout=f,
                           check=True)
        text, a_over, _ = plan(auto, "--mesh", "2x8", "--axes", "dp,tp")
        _, h_over, h_serial = plan(hand, "--fixed")
        winner = ("search" if a_over <= h_over
                  else f"dp+Megatron, {1 - h_over / a_over:.2%} faster")
        lines.append(f"{tokens:>6} x {hidden:<7} {a_over / 1e3:>19.3f} {slow_axis_use(text):>18} "
                     f"{h_over / 1e3:>24.3f} {h_serial / 1e3:>8.3f}  {winner}")
text = "\n".join(lines) + "\n"
print(text, end="")
os.makedirs(os.path.dirname(out), exist_ok=True)
with open(out, "w") as f:
    f.write(text)
