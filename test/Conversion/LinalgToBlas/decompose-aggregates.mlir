// RUN: cleave-opt %s --pass-pipeline='builtin.module(func.func(cleave-decompose-aggregates))' | FileCheck %s

// A softmax becomes max, exp(x - max), sum and the division: generics the
// loop lowering takes.
// CHECK-LABEL: func.func @softmax
// CHECK-NOT: linalg.softmax
// CHECK: linalg.generic {{.*}}"parallel", "reduction"
// CHECK: arith.maxnumf
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}"parallel", "reduction"
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.divf
func.func @softmax(%x: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %e = tensor.empty() : tensor<2x16xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %s : tensor<2x16xf32>
}

// Winograd's transforms (no bufferization of their own) become upstream's
// loops of small matmuls, here over filters and channels.
// CHECK-LABEL: func.func @winograd_filter
// CHECK-NOT: linalg.winograd_filter_transform
// CHECK: scf.for
// CHECK: scf.for
// CHECK: tensor.extract_slice %{{.*}} [1, 3, 3, 1]
// CHECK: linalg.matmul {{.*}} -> tensor<6x3xf32>
// CHECK: linalg.matmul {{.*}} -> tensor<6x6xf32>
// CHECK: tensor.insert_slice
func.func @winograd_filter(%filter: tensor<2x3x3x5xf32>) -> tensor<6x6x5x2xf32> {
  %0 = tensor.empty() : tensor<6x6x5x2xf32>
  %1 = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter : tensor<2x3x3x5xf32>) outs(%0 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %1 : tensor<6x6x5x2xf32>
}
