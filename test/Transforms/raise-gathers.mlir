// RUN: cleave-opt --cleave-raise-gathers --split-input-file %s | FileCheck %s

// torch-mlir's embedding: the captured table becomes the gather's operand;
// the bounds asserts go (the gather's lowering asserts the same bounds).
// CHECK-LABEL: func.func @embedding
// CHECK: %[[IDS:.*]] = tensor.expand_shape %arg1 {{\[}}[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi64> into tensor<2x8x1xi64>
// CHECK: %[[G:.*]] = tensor.gather %arg0[%[[IDS]]] gather_dims([0]) : (tensor<64x32xf32>, tensor<2x8x1xi64>) -> tensor<2x8x32xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[G]]
func.func @embedding(%table: tensor<64x32xf32>, %ids: tensor<2x8xi64>) -> tensor<2x8x32xf32> {
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2x8x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<2x8xi64>) outs(%e : tensor<2x8x32xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %h = linalg.index 2 : index
    %lt = arith.cmpi slt, %i, %c64 : index
    cf.assert %lt, "index must be smaller than dim size"
    %ge = arith.cmpi sge, %in, %c0 : i64
    cf.assert %ge, "index must be larger or equal to 0"
    %v = tensor.extract %table[%i, %h] : tensor<64x32xf32>
    linalg.yield %v : f32
  } -> tensor<2x8x32xf32>
  return %r : tensor<2x8x32xf32>
}

// -----

// Rows of a table selected along its second dimension, one id per row.
// CHECK-LABEL: func.func @columns
// CHECK: tensor.gather %arg0[%{{.*}}] gather_dims([1]) : (tensor<4x10xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
func.func @columns(%table: tensor<4x10xf32>, %ids: tensor<3xi32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: i32, %out: f32):
    %i = arith.index_cast %in : i32 to index
    %r0 = linalg.index 1 : index
    %v = tensor.extract %table[%r0, %i] : tensor<4x10xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// Not a lookup: the body computes with the element (kept as it is), the
// row index is a loop the ids also follow (torch's gather in the nll
// loss), the table is an input.
// CHECK-LABEL: func.func @not_lookups
// CHECK-NOT: tensor.gather
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: tensor.gather
func.func @not_lookups(%table: tensor<64x32xf32>, %ids: tensor<2x8xi64>, %labels: tensor<16x1xi64>, %logp: tensor<16x64xf32>)
    -> (tensor<2x8x32xf32>, tensor<16x1xf32>, tensor<2x8x32xf32>) {
  %e = tensor.empty() : tensor<2x8x32xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                            iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<2x8xi64>) outs(%e : tensor<2x8x32xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %h = linalg.index 2 : index
    %v = tensor.extract %table[%i, %h] : tensor<64x32xf32>
    %two = arith.addf %v, %v : f32
    linalg.yield %two : f32
  } -> tensor<2x8x32xf32>
  %e1 = tensor.empty() : tensor<16x1xf32>
  %nll = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%labels : tensor<16x1xi64>) outs(%e1 : tensor<16x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %in : i64 to index
    %x = tensor.extract %logp[%i, %c] : tensor<16x64xf32>
    linalg.yield %x : f32
  } -> tensor<16x1xf32>
  %own = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<2x8xi64>) outs(%e : tensor<2x8x32xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %h = linalg.index 2 : index
    %v = tensor.extract %table[%h, %i] : tensor<64x32xf32>
    linalg.yield %v : f32
  } -> tensor<2x8x32xf32>
  return %scaled, %nll, %own : tensor<2x8x32xf32>, tensor<16x1xf32>, tensor<2x8x32xf32>
}
