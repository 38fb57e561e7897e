#!/usr/bin/env python3
"""Checks every __cleave_* function in lowered modules is in the header."""
import re
import sys

header = open(sys.argv[1]).read()
declared = set(re.findall(r"\b(__cleave_\w+|memrefCopy)\s*\(", header))
emitted = set()
for path in sys.argv[2:]:
    emitted |= set(re.findall(r"(?:llvm\.func|func\.func private) @(__cleave_\w+|memrefCopy)\(", open(path).read()))
missing = sorted(emitted - declared)
if missing:
    print("abi: not declared in the header: " + ", ".join(missing))
    sys.exit(1)
print(f"abi: {len(emitted)} runtime functions emitted, all declared")
