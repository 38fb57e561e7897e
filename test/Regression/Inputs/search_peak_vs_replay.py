"""The search's memory model against the bufferized program's replay (what
the runtime's device pool measures, equal to it to the byte:
memory-prediction.test): `cleave plan --json` on each program and mesh,
its solver's modeled_peak_bytes over peak_memory_bytes.

usage: search_peak_vs_replay.py CLEAVE WORKDIR TOLERANCE CASE ...
CASE: PROGRAM:MESH[:update][:budget=BYTES][:cluster=NAME]"""
import json
import os
import subprocess
import sys

cleave, work, tolerance = sys.argv[1], sys.argv[2], float(sys.argv[3])
os.makedirs(work, exist_ok=True)
cases = sys.argv[4:]
within = 0
for k, case in enumerate(cases):
    program, mesh, *flags = case.split(":")
    out = os.path.join(work, f"plan{k}.json")
    extra = []
    for flag in flags:
        if flag == "update":
            extra += ["--update", "auto"]
        elif flag.startswith("budget="):
            extra += ["--memory-budget", flag[len("budget="):]]
        elif flag.startswith("cluster="):
            extra += ["--cluster", flag[len("cluster="):]]
        else:
            sys.exit(f"unknown flag {flag!r} in {case!r}")
    subprocess.run([cleave, "plan", program, "--mesh", mesh, "--json", out] + extra,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    plan = json.load(open(out))
    ratio = plan["solver"]["modeled_peak_bytes"] / plan["peak_memory_bytes"]
    ok = abs(ratio - 1) <= tolerance
    within += ok
    print(f"{os.path.basename(program)} mesh {mesh} {' '.join(flags)}: "
          f"search {plan['solver']['modeled_peak_bytes']:.0f} replay "
          f"{plan['peak_memory_bytes']:.0f} ratio {ratio:.3f}{'' if ok else ' OUTSIDE'}")
print(f"within {tolerance:.0%}: {within} of {len(cases)}")
