#!/usr/bin/env python3
"""Test-writing helper: escapes `[[` in CHECK lines (FileCheck reads it as a
variable) as {{\[}}[. usage: escape_checks.py FILE.mlir..."""
import re, sys
for path in sys.argv[1:]:
    lines = open(path).read().split("\n")
    out = []
    for line in lines:
        m = re.match(r"(\s*// CHECK[-A-Z]*:)(.*)", line)
        if m:
            body = m.group(2)
            # Keep FileCheck variables such as [[ARG:%.*]] / [[ARG]].
            body = re.sub(r"\[\[(?![A-Z_][A-Z0-9_]*(:|\]\]))", r"{{\\[}}[", body)
            line = m.group(1) + body
        out.append(line)
    open(path, "w").write("\n".join(out))
