// The uncollapse of attention's batch_matmul erases the collapses and fills
// it leaves dead once each: a product of a value with itself has one
// collapse for both operands, and one fill shared by two products of other
// batch shapes is in the fill cache twice; each was erased twice (a
// use-after-free valgrind reports; silent or a crash otherwise).
// REQUIRES: valgrind
// RUN: valgrind -q --error-exitcode=1 cleave-opt %s --cleave-uncollapse-batch-matmul | FileCheck %s

// CHECK-LABEL: func @square
//  CHECK-NOT: tensor.collapse_shape
//      CHECK: linalg.generic {{.*}} ins(%arg0, %arg0 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>)
func.func @square(%x: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %xc = tensor.collapse_shape %x [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.batch_matmul ins(%xc, %xc : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%f : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %se = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  return %se : tensor<2x4x8x8xf32>
}

// CHECK-LABEL: func @shared_fill
//  CHECK-NOT: tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
//      CHECK: linalg.fill {{.*}} -> tensor<4x2x8x8xf32>
//      CHECK: linalg.fill {{.*}} -> tensor<2x4x8x8xf32>
func.func @shared_fill(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x16x8xf32>,
                       %q2: tensor<4x2x8x16xf32>, %k2: tensor<4x2x16x8xf32>)
    -> (tensor<8x8x8xf32>, tensor<8x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%f : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %qc2 = tensor.collapse_shape %q2 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
  %kc2 = tensor.collapse_shape %k2 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
  %s2 = linalg.batch_matmul ins(%qc2, %kc2 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%f : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  return %s, %s2 : tensor<8x8x8xf32>, tensor<8x8x8xf32>
}
