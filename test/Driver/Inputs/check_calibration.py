"""Summarizes a cluster file written by `cleave calibrate` for FileCheck.

Every figure but the GEMM peaks is fitted through its probes' points
(curves, with a later point raised to an earlier one's time, never
lowered), so each such probe's modeled time is at least its measured one
whatever the machine's load; GEMM probes each have their own point (the
class peaks are medians), so their modeled time is their measured one plus
the fills priced beside the GEMMs."""
import json
import sys

c = json.load(open(sys.argv[1]))
cal = c["calibration"]
print("source:", c["source"])
print(f"ranks {cal['ranks']}, mesh {cal['mesh']}, target {cal['target']}, repeat {cal['repeat']}")
for level in c["levels"]:
    kinds = ",".join(sorted(level.get("collectives", {})))
    print(f"levels: {level['name']} devices {level['devices']} kinds {kinds}")
samples = cal["samples"]
fitted = [s for s in samples if not s["family"].startswith("gemm")]
through = [s for s in fitted if s["modeled_s"] >= 0.99 * s["measured_s"] > 0]
print(f"samples {len(samples)}; fitted through their points: {len(through)} of {len(fitted)}")
for s in fitted:
    if s not in through:
        print("  below:", s)
peaks = c["device"]["peak_flops"]
print("peaks:", " ".join(k for k in sorted(peaks)
                         if k.startswith(("f32", "f64")) and "/gemm" not in k))
points = [k for k in peaks if "/gemm" in k]
for element in ("f32", "f64"):
    mine = [k for k in points if k.startswith(element + "/")]
    print(f"{element} GEMM points: {len(mine)}, {sum('gemm-bt' in k for k in mine)} with B transposed")
# Each GEMM probe with its point is fitted through it: modeled = measured
# plus what the model prices beside the GEMMs (their fills).
gemms = [s for s in samples if s["family"].startswith("gemm")]
through = [s for s in gemms if s["modeled_s"] >= 0.99 * s["measured_s"] > 0]
print(f"gemm samples {len(gemms)}; fitted through their points: {len(through)}")
for s in samples:
    print(f"  {s['family']:<22} {s['shape']:<18} {s['modeled_s'] / s['measured_s']:.3f}")
