// GEMMs on row-major buffers become OpenBLAS calls, strided views included.
// RUN: cleave-opt %s --cleave-linalg-to-blas --canonicalize | FileCheck %s

// CHECK-LABEL: func @matmul
//  CHECK-SAME: (%[[A:.*]]: memref<16x64xf32>, %[[B:.*]]: memref<64x32xf32>, %[[C:.*]]: memref<16x32xf32>)
// CHECK-NOT: linalg.matmul
// CHECK-DAG: %[[NO:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: call @__cleave_sgemm(%[[NO]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %[[PA]], %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %{{.*}}) : (i64, i64, i64, i64, i64, f32, index, i64, index, i64, f32, index, i64) -> ()
func.func @matmul(%a: memref<16x64xf32>, %b: memref<64x32xf32>, %c: memref<16x32xf32>) {
  linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x32xf32>) outs(%c : memref<16x32xf32>)
  return
}

// A column block of a wider matrix: lda is the outer stride (64), and the
// pointer includes the view's offset.
// CHECK-LABEL: func @strided
// CHECK-DAG: %[[LDA:.*]] = arith.constant 64 : i64
// CHECK-DAG: %[[BYTES:.*]] = arith.constant 128 : index
// CHECK: %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<16x32xf32, strided<[64, 1], offset: 32>>
// CHECK: %[[PA:.*]] = arith.addi %[[BASE]], %[[BYTES]] : index
// CHECK: call @__cleave_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[PA]], %[[LDA]],
func.func @strided(%a: memref<16x64xf32>, %b: memref<32x32xf32>, %c: memref<16x32xf32>) {
  %v = memref.subview %a[0, 32] [16, 32] [1, 1] : memref<16x64xf32> to memref<16x32xf32, strided<[64, 1], offset: 32>>
  linalg.matmul ins(%v, %b : memref<16x32xf32, strided<[64, 1], offset: 32>>, memref<32x32xf32>) outs(%c : memref<16x32xf32>)
  return
}

// A zero fill right before the GEMM becomes beta = 0.
// CHECK-LABEL: func @zero_filled
// CHECK-NOT: linalg.fill
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: call @__cleave_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ZERO]],
func.func @zero_filled(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32>)
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}

// The same through a reshape: the fill writes the output as heads
// (8x4x8), the GEMM reads it as rows (8x32), one buffer either way.
// CHECK-LABEL: func @zero_filled_reshaped
// CHECK-NOT: linalg.fill
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: call @__cleave_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ZERO]],
func.func @zero_filled_reshaped(%a: memref<8x32xf32>, %b: memref<32x32xf32>, %c: memref<8x32xf32>) {
  %z = arith.constant 0.0 : f32
  %heads = memref.expand_shape %c [[0], [1, 2]] output_shape [8, 4, 8] : memref<8x32xf32> into memref<8x4x8xf32>
  linalg.fill ins(%z : f32) outs(%heads : memref<8x4x8xf32>)
  %rows = memref.collapse_shape %heads [[0], [1, 2]] : memref<8x4x8xf32> into memref<8x32xf32>
  linalg.matmul ins(%a, %b : memref<8x32xf32>, memref<32x32xf32>) outs(%rows : memref<8x32xf32>)
  return
}

// A fill of another buffer stays, and the GEMM accumulates (beta = 1).
// CHECK-LABEL: func @filled_elsewhere
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: linalg.fill
// CHECK: call @__cleave_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]],
func.func @filled_elsewhere(%a: memref<4x4xf32>, %c: memref<4x4xf32>, %d: memref<4x4xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%d : memref<4x4xf32>)
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}

// f64 uses dgemm; batch_matmul loops over the batch.
// CHECK-LABEL: func @batch
// CHECK: scf.for
// CHECK: memref.subview
// CHECK: call @__cleave_dgemm
func.func @batch(%a: memref<3x4x5xf64>, %b: memref<3x5x6xf64>, %c: memref<3x4x6xf64>) {
  linalg.batch_matmul ins(%a, %b : memref<3x4x5xf64>, memref<3x5x6xf64>) outs(%c : memref<3x4x6xf64>)
  return
}

// Integer GEMMs and column-major inner strides stay for the loop lowering.
// CHECK-LABEL: func @unsupported
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK-NOT: call
func.func @unsupported(%a: memref<4x4xi32>, %c: memref<4x4xi32>, %f: memref<4x4xf32, strided<[1, 4]>>, %g: memref<4x4xf32>) {
  linalg.matmul ins(%a, %a : memref<4x4xi32>, memref<4x4xi32>) outs(%c : memref<4x4xi32>)
  linalg.matmul ins(%f, %g : memref<4x4xf32, strided<[1, 4]>>, memref<4x4xf32>) outs(%g : memref<4x4xf32>)
  return
}

// Contractions written as linalg.generic (as training steps write gradients)
// are GEMMs too, with BLAS's transposes instead of layout copies:
// dW = X^T dY reads X as [k, m] (trans_a), dX = dY W^T reads W as [n, k]
// (trans_b).
// CHECK-LABEL: func @generic_transposed
// CHECK-DAG: %[[NO:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[YES:.*]] = arith.constant 1 : i64
// CHECK-NOT: linalg.generic
// CHECK: call @__cleave_sgemm(%[[YES]], %[[NO]],
// CHECK: call @__cleave_sgemm(%[[NO]], %[[YES]],
// CHECK: linalg.generic
func.func @generic_transposed(%x: memref<64x16xf32>, %dy: memref<64x32xf32>, %dw: memref<16x32xf32>,
                              %w: memref<16x32xf32>, %dx: memref<64x16xf32>, %e: memref<64x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %dy : memref<64x16xf32>, memref<64x32xf32>) outs(%dw : memref<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dy, %w : memref<64x32xf32>, memref<16x32xf32>) outs(%dx : memref<64x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %b, %a : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  }
  // Not a GEMM (max instead of add): stays for the loop lowering.
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dx, %w : memref<64x16xf32>, memref<16x32xf32>) outs(%e : memref<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.maximumf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Contractions over grouped dimensions are GEMMs after collapsing each
// group: a linear layer over [batch, sequence, hidden] (M = batch x
// sequence), and its weight gradient summed over batch and sequence
// (K = batch x sequence, A transposed).
// CHECK-LABEL: func @grouped
// CHECK: %[[X:.*]] = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x8x16xf32> into memref<16x16xf32>
// CHECK: %[[Y:.*]] = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : memref<2x8x12xf32> into memref<16x12xf32>
// CHECK: call @__cleave_sgemm(%[[NO:.*]], %[[NO]], %c16_i64, %c12_i64, %c16_i64,
// CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]]
// CHECK: memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]]
// CHECK: call @__cleave_sgemm(%[[YES:.*]], %[[NO]], %c16_i64, %c12_i64, %c16_i64,
// CHECK-NOT: linalg.generic
func.func @grouped(%x: memref<2x8x16xf32>, %w: memref<16x12xf32>, %y: memref<2x8x12xf32>, %dw: memref<16x12xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, s, n, k) -> (b, s, k)>, affine_map<(b, s, n, k) -> (k, n)>, affine_map<(b, s, n, k) -> (b, s, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x, %w : memref<2x8x16xf32>, memref<16x12xf32>) outs(%y : memref<2x8x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(k, n, b, s) -> (b, s, k)>, affine_map<(k, n, b, s) -> (b, s, n)>, affine_map<(k, n, b, s) -> (k, n)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x, %y : memref<2x8x16xf32>, memref<2x8x12xf32>) outs(%dw : memref<16x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Attention's scores, q k^T over two batch dimensions: a loop of GEMMs on
// the CPU (one strided-batched call with cuBLAS), B transposed.
// CHECK-LABEL: func @attention_scores
// CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1], [2], [3]] : memref<2x3x8x4xf32> into memref<6x8x4xf32>
// CHECK: scf.for
// CHECK: call @__cleave_sgemm(%{{.*}}, %[[YES:c1_i64]], %c8_i64, %c8_i64, %c4_i64,
func.func @attention_scores(%q: memref<2x3x8x4xf32>, %k: memref<2x3x8x4xf32>, %s: memref<2x3x8x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : memref<2x3x8x4xf32>, memref<2x3x8x4xf32>) outs(%s : memref<2x3x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  return
}

// Not GEMMs: the output lists N before M, or a group's loops come in
// different orders in A and C. They stay loops.
// CHECK-LABEL: func @not_gemms
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @not_gemms(%a: memref<8x4xf32>, %b: memref<4x6xf32>, %c: memref<6x8xf32>, %x: memref<2x3x4xf32>, %y: memref<3x2x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (j, i)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<8x4xf32>, memref<4x6xf32>) outs(%c : memref<6x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %p = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(m0, m1, n, k) -> (m0, m1, k)>, affine_map<(m0, m1, n, k) -> (k, n)>, affine_map<(m0, m1, n, k) -> (m1, m0, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x, %b : memref<2x3x4xf32>, memref<4x6xf32>) outs(%y : memref<3x2x6xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %p = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  return
}
