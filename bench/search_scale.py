#!/usr/bin/env python3
"""Search time of cleave-auto-shard against graph size.

Synthetic GPT stacks (tools/import/gen_transformer.py none) of 1, 12, 48 and
96 layers, and one of about 100k ops, on a 1-D mesh of 8 H200s: wall time of
`cleave-opt --cleave-auto-shard` (parse, build, solve, print) and the
solver's own time, with repeated-block sharing (the default), and without it
up to 12 layers for contrast. Then training steps (tools/import/
gen_train_step.py: residual MLP blocks, their backward, SGD with momentum,
weights and momenta updated in place) of 8, 24 and 96 layers planned with
`cleave plan` on h200-pod 2x8: the search's classes, variables and solve
time, and the wall time of the whole plan (import, search, partitioning,
bufferizing to predict the peak). Last, GPT-2's Adam step (the corpus
fixture) on meshes of one to four axes of the cpu cluster: where the whole
space is too large, the axes are decided two per round; the whole space
searched greedily (the fallback before rounds) is the baseline on 2x2x2.
Writes bench/results/search-scale.txt.

usage: search_scale.py [BUILD_DIR] [--out FILE]
"""
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GPT = os.path.join(ROOT, "tools/import/gen_transformer.py")
TRAIN = os.path.join(ROOT, "tools/import/gen_train_step.py")
SEARCH_LINE = re.compile(r"search: (\S+(?: \(time limit\))?) over (\d+) ops \((\d+) decisions in (\d+) classes\), "
                         r"(\d+) variables, \d+ constraints, ([0-9.]+) s, gap ([0-9.]+)%")


def plan_train_step(cleave, work, layers):
    """Plans a training step of `layers` blocks; returns its search figures and wall time."""
    path = os.path.join(work, f"t{layers}.mlir")
    with open(path, "w") as f:
        subprocess.run([sys.executable, TRAIN, "none", "--layers", str(layers), "--tokens", "4096",
                        "--hidden", "4096", "--ffn", "16384"], stdout=f, check=True)
    updates = [f"--update=result{i}=arg{i}" for i in range(1, 4 * layers + 1)]
    start = time.perf_counter()
    r = subprocess.run([cleave, "plan", path, "--cluster", "h200-pod", "--mesh", "2x8", "--axes", "pp,tp",
                        *updates], capture_output=True, text=True)
    wall = time.perf_counter() - start
    if r.returncode != 0:
        raise RuntimeError(r.stderr)
    m = SEARCH_LINE.search(r.stdout)
    method, ops, decisions, classes, variables, solve, gap = m.groups()
    step = re.search(r"modeled step time: ([0-9.]+) us", r.stdout).group(1)
    return (layers, int(ops), int(decisions), int(classes), int(variables), method, float(solve),
            float(gap), float(step) / 1e3, wall)


def auto_shard(cleave_opt, path, define, extra):
    """cleave-opt's search on `path` (mesh from `define`): the wall time and
    a getter of the `cleave.search` statistics (key, default if absent)."""
    start = time.perf_counter()
    r = subprocess.run([cleave_opt, path, "--cleave-define-mesh=" + define,
                        "--cleave-auto-shard=" + extra, "--mlir-disable-threading"],
                       capture_output=True, text=True)
    wall = time.perf_counter() - start
    if r.returncode != 0:
        raise RuntimeError(r.stderr)
    attr = re.search(r"cleave.search = \{([^}]*)\}", r.stdout).group(1)

    def get(key, default=None):
        m = re.search(key + r' = ("[^"]*"|[^,:]+)', attr)
        if m is None and default is None:
            raise KeyError(key)
        return m.group(1).strip('"') if m else default
    return wall, get


def run(cleave_opt, path, extra):
    wall, get = auto_shard(cleave_opt, path, "cluster=h200-node shape=8 axes=tp", extra)
    return wall, get("method"), int(get("ops")), int(get("nodes")), int(get("variables")), float(get("solve_time_s"))


def run_axes(cleave_opt, shape, extra=""):
    """The search on GPT-2's Adam step on a cpu mesh of `shape`."""
    path = os.path.join(ROOT, "test/Execution/corpus/gpt2_adam_step.mlir")
    wall, get = auto_shard(cleave_opt, path, f"cluster=cpu shape={shape}", extra)
    return (shape, get("method"), get("axis_rounds", "-") or "-", int(get("variables")),
            float(get("objective_s")) * 1e6, wall)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = os.path.join(ROOT, "bench/results/search-scale.txt")
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    build = args[0] if args else os.path.join(ROOT, "build")
    cleave_opt = os.path.join(build, "bin/cleave-opt")
    rows, train = [], []
    with tempfile.TemporaryDirectory() as work:
        for layers in (1, 12, 48, 96, 1600):
            path = os.path.join(work, f"s{layers}.mlir")
            with open(path, "w") as f:
                subprocess.run([sys.executable, GPT, "none", "--layers", str(layers), "--seq", "512",
                                "--hidden", "1024", "--heads", "16", "--ffn", "4096"], stdout=f, check=True)
            rows.append((layers, "shared") + run(cleave_opt, path, "share-repeated=true"))
            if layers <= 12:
                rows.append((layers, "unshared") + run(cleave_opt, path, "share-repeated=false"))
        for layers in (8, 24, 96):
            train.append(plan_train_step(os.path.join(build, "bin/cleave"), work, layers))
    axes = [run_axes(cleave_opt, shape) for shape in ("8", "2x4", "2x2x2", "2x2x2x2")]
    axes.append(run_axes(cleave_opt, "2x2x2", "solver=greedy max-ilp-variables=1000000000"))
    lines = ["# cleave-auto-shard on synthetic GPT stacks (S=512 H=1024 16 heads FFN=4096), mesh 8 x H200;",
             "# wall = whole cleave-opt run (parse, build, solve, print), solve = the solver alone; 2-core machine.",
             f"{'layers':>6} {'blocks':<8} {'ops':>7} {'classes':>7} {'variables':>9} {'method':<8} {'solve s':>8} {'wall s':>7}"]
    for layers, mode, wall, method, ops, nodes, variables, solve in rows:
        lines.append(f"{layers:>6} {mode:<8} {ops:>7} {nodes:>7} {variables:>9} {method:<8} {solve:>8.3f} {wall:>7.2f}")
    lines += ["",
              "# cleave plan on training steps (tokens 4096, hidden 4096, FFN 16384, SGD with momentum),",
              "# h200-pod 2x8; wall = the whole plan (import, search, partitioning, bufferized peak).",
              f"{'layers':>6} {'ops':>7} {'decisions':>9} {'classes':>7} {'variables':>9} {'method':<8} "
              f"{'solve s':>8} {'gap':>6} {'step ms':>9} {'wall s':>7}"]
    for layers, ops, decisions, classes, variables, method, solve, gap, step, wall in train:
        lines.append(f"{layers:>6} {ops:>7} {decisions:>9} {classes:>7} {variables:>9} {method:<8} "
                     f"{solve:>8.3f} {gap:>5.1f}% {step:>9.3f} {wall:>7.2f}")
    lines += ["",
              "# cleave-auto-shard on GPT-2's Adam step (test/Execution/corpus/gpt2_adam_step.mlir, 991 ops),",
              "# cpu cluster meshes of 1-4 axes; last row: the whole 2x2x2 space, greedy (before axis rounds).",
              f"{'mesh':<8} {'method':<8} {'axis rounds':<14} {'variables':>9} {'objective us':>12} {'wall s':>7}"]
    for shape, method, rounds, variables, objective, wall in axes:
        lines.append(f"{shape:<8} {method:<8} {rounds:<14} {variables:>9} {objective:>12.2f} {wall:>7.2f}")
    text = "\n".join(lines) + "\n"
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        f.write(text)
    print(text, end="")


if __name__ == "__main__":
    main()
