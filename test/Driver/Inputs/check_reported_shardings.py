"""The plan's reported shardings (JSON `arguments`, `results`) against the
emitted program's signature: the plan shown is the program built.
usage: check_reported_shardings.py PLAN.json EMITTED.mlir"""
import json
import re
import sys

plan = json.load(open(sys.argv[1]))
text = open(sys.argv[2]).read()
line = next(l for l in text.splitlines()
            if re.match(r"\s*func\.func @" + plan["entry"] + r"\(", l))
arguments, results = line.split(") -> (", 1)
attr = r"cleave\.sharding = (#cleave\.sharding<[^>]*>)"


def sharding(part):
    found = re.search(attr, part)
    return found.group(1) if found else None


# One piece per argument (`%argN: type {attributes}`) and per result.
emitted_args = {int(i): sharding(part) for i, part in
                re.findall(r"%arg(\d+): (.*?)(?=, %arg\d+:|$)", arguments)}
emitted_results = [sharding(part) for part in
                   re.split(r", (?=tensor<|f32|i64|index)", results)]
bad = 0
for kind, reported, emitted in (
        ("argument", plan["arguments"], emitted_args),
        ("result", plan["results"], dict(enumerate(emitted_results)))):
    for entry in reported:
        got = emitted.get(entry["index"])
        if got != entry["sharding"]:
            bad += 1
            print(f"{kind} {entry['index']}: reported {entry['sharding']}, "
                  f"emitted {got}")
print(f"{len(plan['arguments'])} arguments, {len(plan['results'])} results, "
      f"{bad} differ")
sys.exit(1 if bad else 0)
