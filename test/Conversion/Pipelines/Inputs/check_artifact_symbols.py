#!/usr/bin/env python3
"""Checks an artifact's undefined symbols are defined by the given libraries,
and counts the PTX kernels embedded in it.

usage: check_artifact_symbols.py ARTIFACT.so LIB.so...
"""
import re
import subprocess
import sys


def nm(path, flag):
    out = subprocess.run(["nm", "-D", flag, path], capture_output=True, text=True, check=True).stdout
    return {line.split()[-1] for line in out.splitlines() if line.split()}


# Versioned symbols (memcpy@GLIBC_2.14, ...) come from the C library.
undefined = {s for s in nm(sys.argv[1], "--undefined-only")
             if "@" not in s and not s.startswith(("_ITM_", "__cxa_", "__gmon_start__"))}
defined = set()
for lib in sys.argv[2:]:
    defined |= nm(lib, "--defined-only")
missing = sorted(undefined - defined)
if missing:
    print("artifact: undefined and not in the runtime libraries: " + ", ".join(missing))
    sys.exit(1)
print(f"artifact: {len(undefined)} undefined symbols, all defined by the runtime libraries")
data = open(sys.argv[1], "rb").read()
ptx = len(re.findall(rb"\.visible \.entry", data))
# Embedded cubins are ELF images inside the artifact (itself one at 0).
cubins = len(re.findall(rb"\x7fELF", data[4:]))
print(f"artifact: {ptx} embedded PTX kernels, {cubins} embedded cubins")
