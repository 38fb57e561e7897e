"""Prints an entry with N f32 inputs and N outputs, out_i = 2 * in_i, the
inputs split by rows, by columns or replicated over a 2-device mesh in
turn: more tensors than any fixed call table would hold."""
import sys

n = int(sys.argv[1])
shardings = ["[[x], []]", "[[], [x]]", "[[], []]"]
ty = "tensor<4x6xf32>"
args = ", ".join(f"%a{i}: {ty}" for i in range(n))
results = ", ".join([ty] * n)
print("cleave.mesh @mesh(x = 2)")
print(f"func.func @wide({args}) -> ({results}) {{")
for i in range(n):
    print(f"  %s{i} = cleave.annotate %a{i} : {ty} to "
          f"#cleave.sharding<@mesh, {shardings[i % 3]}>")
    print(f"  %r{i} = arith.addf %s{i}, %s{i} : {ty}")
print("  return " + ", ".join(f"%r{i}" for i in range(n)) + f" : {results}")
print("}")
