"""For every corpus program and cluster/mesh: the automatic plan's
partitioned program against the search's objective (one source of truth),
against replicating everything (`cleave plan --fixed` on the file as it is:
no annotations) and, where the batch divides the devices, against plain
data parallelism (the data inputs' batch over the mesh, the rest
propagated).

usage: plan_quality.py CLEAVE CORPUS_DIR
Prints one line per case and a summary; exits 1 if the automatic plan is
worse than replicating, or mispriced by more than the tolerance.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

cleave, corpus = sys.argv[1:3]
CONFIGS = [("h200-node", "8"), ("cpu", "4"), ("cpu", "2")]
# Every case agrees within 1% since reshards several consumers share are
# priced once (SearchShare).
TOLERANCE = {"default": 0.01, "step": 0.01}


def plan(path, cluster, mesh, *extra):
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        run = subprocess.run([cleave, "plan", path, "--cluster", cluster,
                              "--mesh", mesh, "--json", out.name, *extra],
                             capture_output=True, text=True)
        if run.returncode != 0:
            return None, run.stderr.strip().splitlines()[-1]
        return json.load(open(out.name)), None


DATA = ("input_ids", "labels", "images", "pixel_values", "src")


def data_parallel(path, devices):
    """--shard options splitting the batch (dimension 0) of the data inputs
    over the mesh's one axis, from the fixture's argument list; none when
    the batch does not divide."""
    shards = []
    for line in open(path):
        parts = line.split()
        if len(parts) == 4 and parts[0] == "//" and parts[1].startswith("%arg") \
                and parts[2] in DATA:
            dims = parts[3].strip("[]").split("x")[:-1]
            if int(dims[0]) % devices:
                return None
            spec = "[" + ",".join(["[a0]"] + ["[]"] * (len(dims) - 1)) + "]"
            shards += ["--shard", f"{parts[1][1:]}={spec}"]
    return shards or None


failures = agree = cases = dp_cases = 0
for path in sorted(glob.glob(os.path.join(corpus, "*.mlir"))):
    name = os.path.basename(path)[:-5]
    kind = "step" if "_step" in name else "default"
    for cluster, mesh in CONFIGS:
        cases += 1
        auto, error = plan(path, cluster, mesh)
        fixed, ferror = plan(path, cluster, mesh, "--fixed")
        if auto is None or fixed is None:
            print(f"{name} {cluster} {mesh}: FAILED {error or ferror}")
            failures += 1
            continue
        ratio = auto["solver"]["partitioned_over_objective"]
        step, replicated = auto["modeled_step_time_s"], fixed["modeled_step_time_s"]
        ok_price = abs(ratio - 1) <= TOLERANCE[kind]
        ok_replicated = step <= replicated * (1 + 1e-9)
        # Plain data parallelism, where the batch divides (one mesh axis).
        dp_note = ""
        shards = data_parallel(path, int(mesh)) if "x" not in mesh else None
        if shards:
            dp, _ = plan(path, cluster, mesh, "--fixed", *shards)
            if dp:
                dp_cases += 1
                dp_step = dp["modeled_step_time_s"]
                ok_replicated &= step <= dp_step * (1 + 1e-9)
                dp_note = f", auto/data-parallel {step / dp_step:.3f}"
        agree += abs(ratio - 1) <= 0.01
        verdict = "ok" if ok_price and ok_replicated else "BAD"
        failures += verdict == "BAD"
        print(f"{name} {cluster} {mesh}: partitioned/objective {ratio:.4f}, "
              f"auto/replicated {step / replicated:.3f}{dp_note} {verdict}")
print(f"plan quality: {cases} cases, {agree} priced within 1%, "
      f"{dp_cases} compared with data parallelism, {failures} bad")
sys.exit(1 if failures else 0)
