"""Summarizes a cluster file written by `cleave calibrate` for FileCheck.

Every figure but the GEMM peaks is fitted through its probes' points
(curves, with a later point raised to an earlier one's time, never
lowered), so each such probe's modeled time is at least its measured one
whatever the machine's load; GEMM peaks are medians of their class, so
only their count is checked."""
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
print("peaks:", " ".join(k for k in sorted(peaks) if k.startswith(("f32", "f64"))))
for s in samples:
    print(f"  {s['family']:<22} {s['shape']:<18} {s['modeled_s'] / s['measured_s']:.3f}")
