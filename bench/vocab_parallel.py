#!/usr/bin/env python3
"""Vocabulary-parallel embeddings, modeled and measured.

For the GPT-2 training step with a tied 4096-row vocabulary
(test/Execution/corpus/gpt2_sgd_step_1l_v4096.mlir) and the embedding SGD
step (test/Execution/Inputs/embedding-sgd-step.mlir), on 2 ranks of the
`cpu` cluster: the automatic plan, the automatic plan with every use of
the table reading it whole (`--shard arg0=[[],[]] --search auto`: an
annotation on its uses; the search still chooses how it is stored, so this
is the best plan without a split lookup, as before the gather and scatter
rules), and the table's rows split by hand. Each is planned (modeled step, bytes moved), compiled and run
(`cleave run --repeat K`, the slowest rank's fastest call, best of R rounds
taken in turn so that load hits all alike). Writes
bench/results/vocab-parallel.txt.

usage: vocab_parallel.py [BUILD_DIR] [--reps K] [--rounds R]
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sh(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(" ".join(cmd) + ": " + r.stderr[-3000:])
    return r.stdout


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    reps = int(sys.argv[sys.argv.index("--reps") + 1]) if "--reps" in sys.argv else 20
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 3
    build = args[0] if args else os.path.join(ROOT, "build")
    cleave = os.path.join(build, "bin/cleave")
    programs = [
        ("gpt2 sgd step, vocab 4096",
         os.path.join(ROOT, "test/Execution/corpus/gpt2_sgd_step_1l_v4096.mlir"),
         [f"--update=result{i + 1}=arg{i}" for i in range(16)]),
        ("embedding sgd step, 8192 rows",
         os.path.join(ROOT, "test/Execution/Inputs/embedding-sgd-step.mlir"),
         ["--update=result1=arg0"]),
    ]
    plans = [("automatic", []),
             ("table read whole", ["--shard", "arg0=[[],[]]", "--search", "auto"]),
             ("rows split by hand", ["--shard", "arg0=[[a0],[]]", "--search", "auto"])]
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for name, src, updates in programs:
            built = []
            for label, extra in plans:
                flags = ["--mesh", "2", *updates, *extra]
                js = os.path.join(work, "plan.json")
                sh([cleave, "plan", src, *flags, "--json", js])
                with open(js) as f:
                    plan = json.load(f)
                table = plan["arguments"][0]["sharding"] if plan.get("arguments") else "?"
                moved = sum(c.get("bytes", 0) for c in plan.get("collectives", []))
                so = os.path.join(work, f"{len(rows) + len(built)}.so")
                sh([cleave, "compile", src, *flags, "-o", so])
                built.append([label, table, plan["modeled_step_time_s"], moved, so, []])
            for _ in range(rounds):
                for b in built:
                    out = os.path.join(work, "out")
                    sh([cleave, "run", b[4], "--repeat", str(reps), "--output", out])
                    with open(os.path.join(out, "run.json")) as f:
                        b[5].append(max(r["entry_time_min_s"] for r in json.load(f)["ranks"]))
            base = min(built[1][5])
            for label, table, modeled, moved, _, measured in built:
                rows.append((name, label, table, modeled, moved, min(measured), min(measured) / base))
    lines = ["Vocabulary-parallel embeddings on 2 ranks of this machine (cpu cluster):",
             "modeled = cleave plan; measured = cleave run, slowest rank's fastest call,",
             f"best of {rounds} rounds of --repeat {reps}; ratio = measured / table read whole;",
             "stored = the table argument's layout the plan chose.",
             "",
             f"{'program':32} {'plan':20} {'stored':34} {'modeled us':>10} "
             f"{'moved B':>9} {'measured us':>11} {'ratio':>6}"]
    for name, label, table, modeled, moved, measured, ratio in rows:
        lines.append(f"{name:32} {label:20} {table:34} {modeled * 1e6:10.1f} {moved:9d} "
                     f"{measured * 1e6:11.1f} {ratio:6.2f}")
    text = "\n".join(lines) + "\n"
    os.makedirs(os.path.join(ROOT, "bench/results"), exist_ok=True)
    with open(os.path.join(ROOT, "bench/results/vocab-parallel.txt"), "w") as f:
        f.write(text)
    print(text, end="")


if __name__ == "__main__":
    main()
