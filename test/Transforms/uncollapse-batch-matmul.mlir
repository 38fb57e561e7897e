// Attention's batch_matmul over collapsed (batch, heads) becomes a
// contraction over the uncollapsed operands; grouped-query attention
// contracts over (batch, kv heads, repeats).
// RUN: cleave-opt %s --cleave-uncollapse-batch-matmul --canonicalize | FileCheck %s

// CHECK-LABEL: func @heads
//  CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x4x16x8xf32>)
// CHECK-NOT: linalg.batch_matmul
// CHECK: %[[S:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%[[Q]], %[[K]] : tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>) outs(%{{.*}} : tensor<2x4x8x8xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: return %[[S]] : tensor<2x4x8x8xf32>
func.func @heads(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x16x8xf32>) -> tensor<2x4x8x8xf32> {
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%f : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %se = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  return %se : tensor<2x4x8x8xf32>
}

// CHECK-LABEL: func @grouped_query
// CHECK: %[[QE:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 16] : tensor<2x4x8x16xf32> into tensor<2x2x2x8x16xf32>
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[QE]], %{{.*}} : tensor<2x2x2x8x16xf32>, tensor<2x2x2x16x8xf32>) outs(%{{.*}} : tensor<2x2x2x8x8xf32>)
// CHECK: %[[SC:.*]] = tensor.collapse_shape %[[S]] {{\[}}[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32>
// CHECK: return %[[SC]]
func.func @grouped_query(%q: tensor<2x4x8x16xf32>, %k: tensor<2x2x2x16x8xf32>) -> tensor<2x4x8x8xf32> {
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %kc = tensor.collapse_shape %k [[0, 1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<8x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%f : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %se = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  return %se : tensor<2x4x8x8xf32>
}

// Operands collapsed from different batch shapes that do not refine each
// other stay as they are.
// CHECK-LABEL: func @unrelated
// CHECK: linalg.batch_matmul
func.func @unrelated(%q: tensor<2x4x8x16xf32>, %k: tensor<4x2x16x8xf32>) -> tensor<8x8x8xf32> {
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%f : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  return %s : tensor<8x8x8xf32>
}
