#!/usr/bin/env python3
"""Communication on upstream MLIR's own `shard` partitioning tests.

Upstream's lit tests (mlir/test/Dialect/{Shard,Linalg,Tensor,Arith}/
*partition*.mlir, and Shard/*sharding-propagation*.mlir, whose propagated
output upstream then partitions) are annotated programs with upstream's
expected output.
Each case (a `// -----` chunk without expected diagnostics) is partitioned
twice:

  upstream: mlir-opt with the options of the file's own RUN line;
  Cleave:   tosa lowered to linalg first (mlir-opt, what Cleave's import
            refusal asks for), then cleave-opt --cleave-import-shard
            --cleave-propagate --cleave-partition --canonicalize.

and the collectives of both outputs are counted with the bytes one device
puts into them (the input tensor of each; `all_slice` moves nothing). The
upstream files are not part of this repository: pass the directory holding
them (fetched from llvm-project at the LLVM version installed). Writes
bench/results/upstream_suite.txt (or --out).

With --verify, each program Cleave partitions is also run by `cleave
verify` (every rank's outputs against the single-device program).

A grid with dynamic sizes (`shape = ?x2`) gets --grid-size devices (default
2) along each dynamic axis on Cleave's side (its import takes the mesh's
shape, as `--mesh` gives it on the command line); upstream partitions it
symbolically, so such rows compare collectives, not bytes.

usage: upstream_suite.py BUILD_DIR UPSTREAM_DIR [--verify] [--grid-size N]
                         [--out FILE]
"""
import argparse
import glob
import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
BITS = {"f64": 64, "i64": 64, "index": 64, "f32": 32, "i32": 32, "f16": 16,
        "bf16": 16, "i16": 16, "i8": 8, "i1": 8}
# Ops that move data between devices (all_slice is a local slice).
MOVING = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all",
          "collective_permute", "broadcast", "gather", "scatter", "reduce",
          "send", "recv", "shift")
OP = re.compile(r"\b(cleave|shard)\.(" + "|".join(MOVING + ("all_slice",)) +
                r")\b(.*)")
TENSOR = re.compile(r":\s*tensor<([^>]*)>")


def tensor_bytes(spec):
    """Bytes of `tensor<spec>`; None where a dimension is dynamic."""
    parts = spec.split("x")
    elem = parts[-1].strip()
    n = 1
    for d in parts[:-1]:
        if not d.isdigit():
            return None
        n *= int(d)
    return n * BITS.get(elem, 32) // 8


def collectives(ir):
    """({kind: count}, bytes or None) of the collectives in `ir`."""
    counts, sent = {}, 0
    for line in ir.splitlines():
        m = OP.search(line)
        if not m:
            continue
        kind = m.group(2)
        counts[kind] = counts.get(kind, 0) + 1
        if kind == "all_slice":
            continue
        t = TENSOR.search(m.group(3))
        b = tensor_bytes(t.group(1)) if t else None
        sent = None if b is None or sent is None else sent + b
    return counts, sent


def run_line_options(text):
    """mlir-opt options of the file's first RUN command, without its input."""
    runs = " ".join(m.group(1) for m in
                    re.finditer(r"^//\s*RUN:(.*)$", text, flags=re.M))
    m = re.search(r"mlir-opt\s+(.*?)(\||$)", runs.replace("\\", " "))
    if not m:
        return None
    return [a for a in shlex.split(m.group(1))
            if a not in ("%s", "--split-input-file", "-split-input-file")]


def run(args, stdin):
    p = subprocess.run(args, input=stdin, capture_output=True, text=True,
                       timeout=120)
    return p


def first_error(p):
    lines = [l for l in p.stderr.splitlines() if "error" in l] or \
        p.stderr.splitlines() or ["failed"]
    text = re.sub(r"^<stdin>:\d+:\d+: ", "", lines[0].strip())
    return ("crash: " if p.returncode < 0 else "") + text[:100]


def function_spans(text):
    """(start, end) of each func.func in `text` (comments removed)."""
    spans, i = [], 0
    while (i := text.find("func.func", i)) >= 0:
        parens, j, end = 0, i, None
        while j < len(text) and end is None:
            ch = text[j]
            if ch == "(":
                parens += 1
            elif ch == ")":
                parens -= 1
            elif ch == "\n" and parens == 0 and not \
                    text[i:j].rstrip().endswith(("{", ",", "->")) and not \
                    text[j:].lstrip().startswith(("->", "{", "attributes")):
                end = j  # a declaration
            elif ch == "{" and parens == 0:
                depth, k = 0, j
                while k < len(text):
                    depth += {"{": 1, "}": -1}.get(text[k], 0)
                    if depth == 0:
                        break
                    k += 1
                if text[i:j].rstrip().endswith("attributes"):
                    j = k
                else:
                    end = k + 1
            j += 1
        end = end if end is not None else len(text)
        spans.append((i, end))
        i = end
    return spans


def cases(chunk):
    """(name, program) for each function defined in `chunk`, the others
    removed and the rest (grids) kept."""
    text = "\n".join(l for l in chunk.splitlines()
                     if not l.lstrip().startswith("//"))
    spans = function_spans(text)
    for n, (start, end) in enumerate(spans):
        body = text[start:end]
        if "{" not in body.split("\n")[0] and "{" not in body:
            continue  # a declaration
        m = re.search(r"func\.func\s+(?:private\s+)?@([\w$.]+)", body)
        # Attribute aliases, the grids the function names (once each),
        # declarations, and nothing else.
        program = re.findall(r"^#[\w$.]+\s*=.*$", text, flags=re.M)
        named = re.sub(r"shard\.grid @[\w$.]+", "", body)
        for g in re.finditer(r"^\s*shard\.grid @([\w$.]+).*$", text,
                             flags=re.M):
            if re.search("@" + re.escape(g.group(1)) + r"(?![\w$.])", named) \
                    and g.group(0).strip() not in program:
                program.append(g.group(0).strip())
        program += [text[s2:e2] for k, (s2, e2) in enumerate(spans)
                    if k == n or "{" not in text[s2:e2]]
        yield (m.group(1) if m else f"func{n}"), "\n".join(program) + "\n"


GRID = re.compile(r"^\s*shard\.grid\s+@[\w.]+\s*\(shape\s*=\s*([\d?x]+)\)",
                  re.M)


def dynamic_grid_shape(program, size):
    """The mesh shape a program's grid with dynamic sizes is given (each
    `?` as `size`), as Cleave's import and `--mesh` take it; None when no
    grid is dynamic, or when grids of different ranks are (one shape
    cannot serve them)."""
    dynamic = [g for g in GRID.findall(program) if "?" in g]
    if not dynamic or len({g.count("x") for g in dynamic}) > 1:
        return None
    return [d if d != "?" else str(size) for d in dynamic[0].split("x")]


def verify(build, program, mesh=None):
    """`cleave verify` of `program`: 'verified' or why not."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(program)
        f.flush()
        p = subprocess.run([os.path.join(build, "bin", "cleave"), "verify",
                            f.name, "--timeout", "60"]
                           + (["--mesh", "x".join(mesh)] if mesh else []),
                           capture_output=True, text=True, timeout=120)
    if p.returncode == 0:
        return "verified"
    return "VERIFY FAILED: " + first_error(p)


FLOAT_MATMUL = re.compile(
    r"^(\s*)(.*tosa\.matmul\s+%[\w.]+,\s*%[\w.]+),\s*%[\w.]+,\s*%[\w.]+"
    r"(\s*:\s*\([^,]+,[^,]+,\s*tensor<1x(f\d+)>,\s*tensor<1x(f\d+)>\).*)$",
    re.M)


def constant_float_zero_points(program):
    """Float tosa.matmul with its zero points as constants.

    TOSA requires the zero points of a float matmul to be 0, and
    tosa-to-linalg-named lowers only constant ones; upstream's propagation
    tests pass them as function arguments. Both partitioners get the
    rewritten program, so the comparison stays fair.
    """
    count = [0]

    def rewrite(m):
        count[0] += 1
        n, ty = count[0], m.group(4)
        return (f'{m.group(1)}%zp_a{n} = "tosa.const"() <{{values = '
                f'dense<0.0> : tensor<1x{ty}>}}> : () -> tensor<1x{ty}>\n'
                f'{m.group(1)}%zp_b{n} = "tosa.const"() <{{values = '
                f'dense<0.0> : tensor<1x{m.group(5)}>}}> : () -> '
                f'tensor<1x{m.group(5)}>\n'
                f'{m.group(1)}{m.group(2)}, %zp_a{n}, %zp_b{n}{m.group(3)}')
    return FLOAT_MATMUL.sub(rewrite, program)


def compare(build, options, program, check_numerics, grid_size):
    """One case through both partitioners: (table row, verdict). A grid
    with dynamic sizes gets `grid_size` devices along each of them on
    Cleave's side (upstream partitions it symbolically)."""
    opt = os.path.join(build, "bin", "cleave-opt")
    program = constant_float_zero_points(program)
    lowered = run([MLIR_OPT, "-", "--pass-pipeline=builtin.module("
                   "func.func(tosa-to-linalg-named,tosa-to-linalg,"
                   "tosa-to-arith,tosa-to-tensor))"], program)

    def upstream(source):
        up = run([MLIR_OPT, "-"] + options, source)
        if up.returncode == 0 and "partition" not in " ".join(options):
            # A propagation test: partition what upstream propagated.
            up = run([MLIR_OPT, "-", "--pass-pipeline=builtin.module("
                      "func.func(shard-partition))"], up.stdout)
        return up
    up = upstream(program)
    if up.returncode and lowered.returncode == 0 and "tosa." in program:
        # Upstream's partitioner has no rules for tosa (it crashes): give
        # it the linalg program Cleave gets.
        up = upstream(lowered.stdout)
    mesh = dynamic_grid_shape(program, grid_size) if grid_size else None
    import_shard = "--cleave-import-shard" + (
        "=mesh-shape=" + ",".join(mesh) if mesh else "")
    ours = lowered if lowered.returncode else run(
        [opt, "-", import_shard, "--convert-elementwise-to-linalg",
         "--cleave-propagate", "--cleave-partition", "--canonicalize"],
        lowered.stdout)
    u = collectives(up.stdout) if up.returncode == 0 else None
    c = collectives(ours.stdout) if ours.returncode == 0 else None
    if u and c:
        if u[1] is None or c[1] is None:
            verdict = "both partitioned (dynamic sizes)"
        elif c[1] < u[1]:
            verdict = "cleave moves less"
        elif c[1] == u[1]:
            verdict = "same bytes"
        else:
            verdict = "cleave moves MORE"
    elif u:
        verdict = "cleave refused"
    elif c:
        verdict = "upstream refused"
    else:
        verdict = "both refused"

    def show(r, p):
        if not r:
            return f"FAILED ({first_error(p)})"
        return f"{r[0]} {r[1] if r[1] is not None else '?'} B"
    row = f"{show(c, ours)} | {show(u, up)} | {verdict}"
    if c and check_numerics:
        row += " | " + verify(build, lowered.stdout, mesh)
    return row, verdict


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("build")
    parser.add_argument("upstream")
    parser.add_argument("--verify", action="store_true",
                        help="run `cleave verify` on each case Cleave "
                        "partitions (numerics against one device)")
    parser.add_argument("--grid-size", type=int, default=2,
                        help="devices along each dynamic grid axis on "
                        "Cleave's side (0: leave dynamic grids to the "
                        "import's refusal)")
    parser.add_argument("--out", default=os.path.join(
        ROOT, "bench", "results", "upstream_suite.txt"))
    args = parser.parse_args()
    files = sorted(glob.glob(os.path.join(args.upstream, "*.mlir")))
    if not files:
        sys.exit(f"no .mlir files in {args.upstream}")
    rows, tally = [], {}
    for path in files:
        text = open(path).read()
        options = run_line_options(text)
        if options is None:
            continue
        for chunk in re.split(r"^// -----\s*$", text, flags=re.M):
            if "expected-error" in chunk:
                continue
            for fname, program in cases(chunk):
                row, verdict = compare(args.build, options, program,
                                       args.verify, args.grid_size)
                tally[verdict] = tally.get(verdict, 0) + 1
                rows.append(f"{os.path.basename(path)}:{fname} | {row}")
    lines = ["# Upstream MLIR shard partitioning tests: Cleave vs upstream "
             "(LLVM 22), per case",
             "# case | cleave collectives, bytes/device | upstream "
             "collectives, bytes/device | verdict"
             + (" | numerics" if args.verify else "")] + rows
    lines.append("# totals: " + ", ".join(f"{k}: {v}" for k, v in
                                          sorted(tally.items())))
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
