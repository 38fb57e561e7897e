"""Compares a pipelined plan's per-stage device peaks (bufferized with the
schedule's steady state only) with `cleave plan --fixed` of each emitted
stage entry (the whole stage bufferized).

usage: same_stage_peaks.py PIPELINED.json STAGE0.json STAGE1.json ...
"""
import json
import sys

plan = json.load(open(sys.argv[1]))
short = [s["peak_memory_bytes"] for s in plan["stages"]]
whole = [json.load(open(f))["peak_memory_bytes"] for f in sys.argv[2:]]
sources = {json.load(open(f))["peak_memory_source"] for f in sys.argv[2:]}
print("replayed", plan["peak_replay_microbatches"], "of", plan["microbatches"])
print("short", short)
print("whole", whole)
print("bufferized peaks equal:", short == whole and sources == {"bufferized"})
