#!/usr/bin/env python3
"""The automatic search against Megatron-LM's hand plan, under one cost model.

For a grid of sizes x meshes, generates each program twice (no annotations,
and Megatron's annotations), runs `cleave plan` (search) and
`cleave plan --fixed` (the hand plan) on the same cluster preset, and
compares modeled step times and collectives. Writes
bench/results/auto-vs-megatron.txt; exits 1 if any auto plan is slower than
Megatron's. `--quick` runs a small grid (the lit test uses it).

usage: auto_vs_megatron.py [BUILD_DIR] [--quick] [--out FILE]
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GPT = os.path.join(ROOT, "tools/import/gen_transformer.py")
TRAIN = os.path.join(ROOT, "tools/import/gen_train_step.py")


def plan(cleave, path, args):
    with tempfile.NamedTemporaryFile(suffix=".json") as js:
        r = subprocess.run([cleave, "plan", path, "--json", js.name] + args,
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"cleave plan {path} {args}: {r.stderr.strip()}")
        with open(js.name) as f:
            return json.load(f)


def summary(p):
    kinds = {}
    for c in p["collectives"]:
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
    return ",".join(f"{n}x{k}" for k, n in sorted(kinds.items())) or "none"


def configs(quick):
    # (program, layers, sizes, mesh, cluster)
    gpt = [(512, 1024, 16), (2048, 4096, 32)] if not quick else [(512, 1024, 16)]
    train = [(4096, 1024), (32768, 256), (2048, 4096)] if not quick else [(4096, 1024)]
    for s, h, nh in gpt:
        yield ("gpt-forward", {"seq": s, "hidden": h, "heads": nh}, "8", "h200-node")
    for t, h in train:
        yield ("mlp-train", {"tokens": t, "hidden": h}, "8", "h200-node")
        if not quick:
            yield ("mlp-train", {"tokens": t, "hidden": h}, "2x8", "h200-pod")


def generate(kind, sizes, mesh, scheme, path):
    if kind == "gpt-forward":
        n = int(mesh)
        cmd = [sys.executable, GPT, scheme, "--layers", "2", "--seq", str(sizes["seq"]),
               "--hidden", str(sizes["hidden"]), "--heads", str(sizes["heads"]),
               "--ffn", str(4 * sizes["hidden"])] + (["--tp", str(n)] if scheme == "tp" else [])
    else:
        cmd = [sys.executable, TRAIN, scheme, "--layers", "2", "--tokens", str(sizes["tokens"]),
               "--hidden", str(sizes["hidden"]), "--mesh", mesh]
    with open(path, "w") as f:
        subprocess.run(cmd, stdout=f, check=True)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    quick = "--quick" in sys.argv
    out = os.path.join(ROOT, "bench/results/auto-vs-megatron.txt")
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    build = args[0] if args else os.path.join(ROOT, "build")
    cleave = os.path.join(build, "bin/cleave")
    rows, worse = [], 0
    with tempfile.TemporaryDirectory() as work:
        for kind, sizes, mesh, cluster in configs(quick):
            none = os.path.join(work, "none.mlir")
            hand = os.path.join(work, "hand.mlir")
            generate(kind, sizes, mesh, "none", none)
            generate(kind, sizes, mesh, "tp", hand)
            axes = ["--axes", "dp,tp"] if "x" in mesh else ["--axes", "tp"]
            auto = plan(cleave, none, ["--cluster", cluster, "--mesh", mesh] + axes)
            fixed = plan(cleave, hand, ["--fixed", "--cluster", cluster])
            ratio = auto["modeled_step_time_s"] / fixed["modeled_step_time_s"]
            worse += ratio > 1 + 1e-9
            label = " ".join(f"{k}={v}" for k, v in sizes.items())
            rows.append((kind, label, mesh, cluster, auto, fixed, ratio))
    lines = ["# Automatic search vs Megatron-LM's plan, same cost model (cleave plan vs",
             "# cleave plan --fixed); 2 layers; modeled step time per device, microseconds.",
             "# ratio = auto / Megatron (< 1: the search found a faster plan).",
             f"{'program':<12} {'sizes':<34} {'mesh':<5} {'cluster':<10} {'auto us':>10} {'megatron us':>12} {'ratio':>6}  "
             f"{'auto peak MB':>12} {'meg. peak MB':>12}  auto collectives | megatron collectives | solver"]
    for kind, label, mesh, cluster, auto, fixed, ratio in rows:
        solver = auto.get("solver", {})
        lines.append(
            f"{kind:<12} {label:<34} {mesh:<5} {cluster:<10} {auto['modeled_step_time_s'] * 1e6:>10.1f} "
            f"{fixed['modeled_step_time_s'] * 1e6:>12.1f} {ratio:>6.3f}  "
            f"{auto['peak_memory_bytes'] / 1e6:>12.1f} {fixed['peak_memory_bytes'] / 1e6:>12.1f}  "
            f"{summary(auto)} | {summary(fixed)} | {solver.get('method', '?')} "
            f"{solver.get('time_s', 0):.3f}s gap {100 * solver.get('gap', 0):.2f}%")
    lines.append(f"# {len(rows) - worse} of {len(rows)} configurations: auto <= Megatron")
    text = "\n".join(lines) + "\n"
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        f.write(text)
    print(text, end="")
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
