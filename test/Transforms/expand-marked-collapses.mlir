// A marked collapse is folded into its linalg consumers, and what they
// leave collapsed on their results is pushed on until the expand back; an
// unmarked collapse stays.
// RUN: cleave-opt %s --cleave-expand-marked-collapses | FileCheck %s

// CHECK-LABEL: func @seq_first
//  CHECK-SAME: (%[[X:.*]]: tensor<4x6x8xf32>, %[[W:.*]]: tensor<8x8xf32>, %[[B:.*]]: tensor<8xf32>)
//       CHECK: %[[T:.*]] = linalg.transpose ins(%[[X]]
//       CHECK: %[[F:.*]] = linalg.fill {{.*}} -> tensor<6x4x8xf32>
//       CHECK: %[[M:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[T]], %[[W]] : tensor<6x4x8xf32>, tensor<8x8xf32>) outs(%[[F]] : tensor<6x4x8xf32>)
//       CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[B]] : tensor<6x4x8xf32>, tensor<8xf32>)
//       CHECK: %[[K:.*]] = tensor.collapse_shape %[[T]] {{\[\[}}0, 1], [2]] : tensor<6x4x8xf32> into tensor<24x8xf32>
//  CHECK-NOT: cleave.
//       CHECK: %[[U:.*]] = linalg.matmul ins(%[[K]], %[[W]]
//       CHECK: return %[[A]], %[[U]]
func.func @seq_first(%x: tensor<4x6x8xf32>, %w: tensor<8x8xf32>, %b: tensor<8xf32>) -> (tensor<6x4x8xf32>, tensor<24x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<6x4x8xf32>
  %t = linalg.transpose ins(%x : tensor<4x6x8xf32>) outs(%0 : tensor<6x4x8xf32>) permutation = [1, 0, 2]
  %c = tensor.collapse_shape %t [[0, 1], [2]] {cleave.expand_into_consumers} : tensor<6x4x8xf32> into tensor<24x8xf32>
  %2 = tensor.empty() : tensor<24x8xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<24x8xf32>) -> tensor<24x8xf32>
  %4 = linalg.matmul ins(%c, %w : tensor<24x8xf32>, tensor<8x8xf32>) outs(%3 : tensor<24x8xf32>) -> tensor<24x8xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %b : tensor<24x8xf32>, tensor<8xf32>) outs(%2 : tensor<24x8xf32>) {
  ^bb0(%in: f32, %in_41: f32, %out: f32):
    %129 = arith.addf %in, %in_41 : f32
    linalg.yield %129 : f32
  } -> tensor<24x8xf32>
  %e = tensor.expand_shape %8 [[0, 1], [2]] output_shape [6, 4, 8] : tensor<24x8xf32> into tensor<6x4x8xf32>
  %k = tensor.collapse_shape %t [[0, 1], [2]] : tensor<6x4x8xf32> into tensor<24x8xf32>
  %9 = linalg.matmul ins(%k, %w : tensor<24x8xf32>, tensor<8x8xf32>) outs(%3 : tensor<24x8xf32>) -> tensor<24x8xf32>
  return %e, %9 : tensor<6x4x8xf32>, tensor<24x8xf32>
}

// A consumer indexing by a constant right after the marked collapse (a sum
// over the rows kept as 1xN) is rewritten without its unit dimensions: the
// walk over the collapses took it as the next op to visit after it was
// erased (a Mixtral training step with microbatches crashed).
// CHECK-LABEL: func @consumer_next
//       CHECK: %[[S:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "reduction", "parallel"]} ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<4xf32>)
//       CHECK: tensor.expand_shape %[[S]] {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
func.func @consumer_next(%x: tensor<2x3x4xf32>, %init: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] {cleave.expand_into_consumers} : tensor<2x3x4xf32> into tensor<6x4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>], iterator_types = ["reduction", "parallel"]} ins(%c : tensor<6x4xf32>) outs(%init : tensor<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4xf32>
  return %s : tensor<1x4xf32>
}

// A consumer reading the marked collapse twice (x * x) is rewritten once:
// listed once per use, it was rewritten again after it was erased
// (a segfault).
// CHECK-LABEL: func @read_twice
//       CHECK: %[[C:.*]] = tensor.collapse_shape
//       CHECK: linalg.generic {{.*}} ins(%[[C]], %[[C]] : tensor<8x8xf32>, tensor<8x8xf32>) outs(%{{.*}} : tensor<8xf32>)
func.func @read_twice(%x: tensor<2x4x8xf32>) -> tensor<1x8xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] {cleave.expand_into_consumers} : tensor<2x4x8xf32> into tensor<8x8xf32>
  %e = tensor.empty() : tensor<1x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c, %c : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<1x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}
