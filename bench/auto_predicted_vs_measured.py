#!/usr/bin/env python3
"""The cost model's prediction for automatic plans against `cleave run`.

Programs are searched on the `cpu` cluster preset (its figures are assumed,
not calibrated: see docs/design.md), compiled, and run under mpirun on 2 and
4 ranks of this machine; the modeled step time is compared with the best
measured entry time, and both with the single-device program run on one rank.
Writes bench/results/auto-predicted.txt.

usage: auto_predicted_vs_measured.py [BUILD_DIR] [--reps N]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sh(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise RuntimeError(" ".join(cmd) + ": " + r.stderr[-2000:])
    return r.stdout + r.stderr


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    reps = int(sys.argv[sys.argv.index("--reps") + 1]) if "--reps" in sys.argv else 5
    build = args[0] if args else os.path.join(ROOT, "build")
    cleave = os.path.join(build, "bin/cleave")
    programs = [
        ("mlp-train tokens=256 hidden=128", [sys.executable, os.path.join(ROOT, "tools/import/gen_train_step.py"),
                                              "none", "--layers", "2", "--tokens", "256", "--hidden", "128"]),
        ("gpt-forward seq=128 hidden=128", [sys.executable, os.path.join(ROOT, "tools/import/gen_transformer.py"),
                                            "none", "--seq", "128", "--hidden", "128", "--heads", "4", "--ffn", "512"]),
    ]
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for name, gen in programs:
            src = os.path.join(work, "p.mlir")
            with open(src, "w") as f:
                subprocess.run(gen, stdout=f, check=True)
            sh([cleave, "compile", src, "-o", os.path.join(work, "single.so")])
            out = sh([cleave, "run", os.path.join(work, "single.so"), "--repeat", str(reps),
                      "--output", os.path.join(work, "o")])
            single = float(re.search(r"entry time min (\S+) s", out).group(1))
            for ranks in (2, 4):
                js = os.path.join(work, "plan.json")
                sh([cleave, "plan", src, "--cluster", "cpu", "--mesh", str(ranks), "--json", js])
                with open(js) as f:
                    plan = json.load(f)
                so = os.path.join(work, f"p{ranks}.so")
                sh([cleave, "compile", src, "--cluster", "cpu", "--mesh", str(ranks), "-o", so])
                out = sh([cleave, "run", so, "--repeat", str(reps), "--output", os.path.join(work, "o")])
                measured = float(re.search(r"entry time min (\S+) s", out).group(1))
                kinds = {}
                for c in plan["collectives"]:
                    kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
                rows.append((name, ranks, plan["modeled_step_time_s"], measured, single,
                             ",".join(f"{n}x{k}" for k, n in sorted(kinds.items())) or "none"))
    lines = ["# Automatic plans on the assumed `cpu` preset: modeled vs measured (`cleave run`, best of "
             f"{reps}), and the single-device program on one rank. {os.cpu_count()} cores: 4 ranks are",
             "# oversubscribed, so the 4-rank measurements include time-sharing the cores.",
             f"{'program':<34} {'ranks':>5} {'modeled s':>11} {'measured s':>11} {'model/meas':>10} {'1-rank s':>10} "
             f"{'speedup':>7}  collectives"]
    for name, ranks, modeled, measured, single, kinds in rows:
        lines.append(f"{name:<34} {ranks:>5} {modeled:>11.3e} {measured:>11.3e} {modeled / measured:>10.2f} "
                     f"{single:>10.3e} {single / measured:>7.2f}  {kinds}")
    text = "\n".join(lines) + "\n"
    out = os.path.join(ROOT, "bench/results/auto-predicted.txt")
    with open(out, "w") as f:
        f.write(text)
    print(text, end="")


if __name__ == "__main__":
    main()
