// A tensor of more bytes than int64 counts (2^62 x 4 floats, 2^66 bytes)
// overflowed the byte counts: `cleave plan` reported a peak of 64 bytes and
// `compile` built an artifact the runtime could not open (sweep 31). Every
// command refuses it, naming the argument. An intermediate of that size
// (a broadcast and its sum) still planned; it is refused naming its op.
// RUN: not cleave plan %S/Inputs/intermediate-too-large.mlir --mesh 2 2>&1 | FileCheck %s --check-prefix=INTERMEDIATE
// RUN: not cleave verify %S/Inputs/intermediate-too-large.mlir --mesh 2 2>&1 | FileCheck %s --check-prefix=INTERMEDIATE
// INTERMEDIATE: intermediate-too-large.mlir:7:8: error: 'linalg.generic' op result 0 ('tensor<4611686018427387904x4xf32>') holds 7.379e+19 bytes, more than an artifact can address (2^62)
// RUN: not cleave plan %s --mesh 1 2>&1 | FileCheck %s
// RUN: not cleave plan %s --mesh 2 2>&1 | FileCheck %s
// RUN: not cleave compile %s --mesh 1 -o %t.so 2>&1 | FileCheck %s
// CHECK: error: function @mm: arg0 ('tensor<4611686018427387904x4xf32>') holds 7.379e+19 bytes, more than an artifact can address (2^62)
func.func @mm(%a: tensor<4611686018427387904x4xf32>, %b: tensor<4x4xf32>) -> tensor<4611686018427387904x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4611686018427387904x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4611686018427387904x4xf32>, tensor<4x4xf32>)
                     outs(%f : tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32>
  return %c : tensor<4611686018427387904x4xf32>
}
