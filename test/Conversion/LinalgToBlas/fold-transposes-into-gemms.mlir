// A GEMM reads a transposed operand in place: the transpose of the matrix
// (or of each matrix of a batch) folds into the GEMM's map, and
// cleave-linalg-to-blas then calls BLAS with its transpose flag, no copy.
// RUN: cleave-opt %s --cleave-fold-transposes-into-gemms | FileCheck %s
// RUN: cleave-opt %s --cleave-fold-transposes-into-gemms \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --cleave-linalg-to-blas --canonicalize | FileCheck %s --check-prefix=BLAS

// CHECK-DAG: #[[$MK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$NK:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[$MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[$KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[$BNK:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>

// nn.Linear as torch-mlir exports it: x @ w^T.
// CHECK-LABEL: func @linear
//  CHECK-SAME: (%[[X:.*]]: tensor<8x32xf32>, %[[W:.*]]: tensor<64x32xf32>
//   CHECK-NOT: linalg.transpose
//       CHECK: linalg.generic {indexing_maps = [#[[$MK]], #[[$NK]], #[[$MN]]]
//  CHECK-SAME: ins(%[[X]], %[[W]] : tensor<8x32xf32>, tensor<64x32xf32>)
// BLAS-LABEL: func @linear
//   BLAS-NOT: linalg.transpose
//   BLAS-DAG: %[[NO:.*]] = arith.constant 0 : i64
//   BLAS-DAG: %[[YES:.*]] = arith.constant 1 : i64
//       BLAS: call @__cleave_sgemm(%[[NO]], %[[YES]],
func.func @linear(%x: tensor<8x32xf32>, %w: tensor<64x32xf32>) -> tensor<8x64xf32> {
  %e = tensor.empty() : tensor<32x64xf32>
  %wt = linalg.transpose ins(%w : tensor<64x32xf32>) outs(%e : tensor<32x64xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<8x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%o : tensor<8x64xf32>) -> tensor<8x64xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<8x32xf32>, tensor<32x64xf32>) outs(%z : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

// A weight gradient x^T @ dy, and both operands transposed at once.
// CHECK-LABEL: func @both
//  CHECK-SAME: (%[[A:.*]]: tensor<16x8xf32>, %[[B:.*]]: tensor<4x16xf32>
//   CHECK-NOT: linalg.transpose
//       CHECK: linalg.generic {indexing_maps = [#[[$KM]], #[[$NK]], #[[$MN]]]
//  CHECK-SAME: ins(%[[A]], %[[B]] :
// BLAS-LABEL: func @both
//   BLAS-DAG: %[[YES:.*]] = arith.constant 1 : i64
//       BLAS: call @__cleave_sgemm(%[[YES]], %[[YES]],
func.func @both(%a: tensor<16x8xf32>, %b: tensor<4x16xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %ea = tensor.empty() : tensor<8x16xf32>
  %at = linalg.transpose ins(%a : tensor<16x8xf32>) outs(%ea : tensor<8x16xf32>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<16x4xf32>
  %bt = linalg.transpose ins(%b : tensor<4x16xf32>) outs(%eb : tensor<16x4xf32>) permutation = [1, 0]
  %y = linalg.matmul ins(%at, %bt : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Attention's q @ k^T over a batch of heads.
// CHECK-LABEL: func @batched
//   CHECK-NOT: linalg.transpose
//       CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[$BNK]], #{{.*}}]
func.func @batched(%q: tensor<4x8x16xf32>, %k: tensor<4x8x16xf32>, %s: tensor<4x8x8xf32>) -> tensor<4x8x8xf32> {
  %e = tensor.empty() : tensor<4x16x8xf32>
  %kt = linalg.transpose ins(%k : tensor<4x8x16xf32>) outs(%e : tensor<4x16x8xf32>) permutation = [0, 2, 1]
  %y = linalg.batch_matmul ins(%q, %kt : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%s : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  return %y : tensor<4x8x8xf32>
}

// A shared weight: CSE leaves one transpose that two GEMMs read; each
// reads the weight in place.
// CHECK-LABEL: func @shared
//  CHECK-SAME: (%[[W:.*]]: tensor<32x32xf32>
//   CHECK-NOT: linalg.transpose
//       CHECK: linalg.generic {indexing_maps = [#[[$MK]], #[[$NK]], #[[$MN]]]
//  CHECK-SAME: ins(%{{.*}}, %[[W]] :
//       CHECK: linalg.generic {indexing_maps = [#[[$MK]], #[[$NK]], #[[$MN]]]
//  CHECK-SAME: ins(%{{.*}}, %[[W]] :
func.func @shared(%w: tensor<32x32xf32>, %x: tensor<8x32xf32>, %c: tensor<8x32xf32>)
    -> (tensor<8x32xf32>, tensor<8x32xf32>) {
  %e = tensor.empty() : tensor<32x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) permutation = [1, 0]
  %y1 = linalg.matmul ins(%x, %wt : tensor<8x32xf32>, tensor<32x32xf32>) outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y2 = linalg.matmul ins(%c, %wt : tensor<8x32xf32>, tensor<32x32xf32>) outs(%x : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y1, %y2 : tensor<8x32xf32>, tensor<8x32xf32>
}

// Not folded: a transpose that something besides a GEMM reads (the copy
// is made for it anyway), a permutation that is not a swap of the last
// two dimensions, and a transpose of a GEMM's output.
// CHECK-LABEL: func @kept
// CHECK-COUNT-3: linalg.transpose
// CHECK-NOT: linalg.generic
func.func @kept(%w: tensor<32x32xf32>, %x: tensor<8x32xf32>, %c: tensor<8x32xf32>,
                %k: tensor<8x4x16xf32>, %q: tensor<4x8x16xf32>, %s: tensor<4x8x8xf32>)
    -> (tensor<8x32xf32>, tensor<32x32xf32>, tensor<4x8x8xf32>, tensor<32x32xf32>) {
  %e = tensor.empty() : tensor<32x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) permutation = [1, 0]
  %y1 = linalg.matmul ins(%x, %wt : tensor<8x32xf32>, tensor<32x32xf32>) outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  %ek = tensor.empty() : tensor<4x16x8xf32>
  %kt = linalg.transpose ins(%k : tensor<8x4x16xf32>) outs(%ek : tensor<4x16x8xf32>) permutation = [1, 2, 0]
  %y3 = linalg.batch_matmul ins(%q, %kt : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%s : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %g = linalg.matmul ins(%w, %w : tensor<32x32xf32>, tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %gt = linalg.transpose ins(%g : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) permutation = [1, 0]
  return %y1, %wt, %y3, %gt : tensor<8x32xf32>, tensor<32x32xf32>, tensor<4x8x8xf32>, tensor<32x32xf32>
}
