// RUN: cleave-opt %s --cleave-linalg-to-blas="library=cublas" --canonicalize | FileCheck %s
// RUN: cleave-opt %s --cleave-linalg-to-blas="library=cublas tf32=true" --canonicalize | FileCheck %s --check-prefix=TF32

// On the CUDA target every GEMM is one __cleave_cublas_gemm call: the
// element types of C and of A/B are arguments (f32 0, f16 1, bf16 2, f64 3),
// a batch is one strided-batched call, and TF32 is a flag.

// CHECK-LABEL: func @f32_after_zero_fill
// CHECK-NOT: linalg.fill
// CHECK: call @__cleave_cublas_gemm(%[[F32:c0_i64]], %[[F32]], %[[F32]], %[[F32]], %[[F32]], %c16_i64, %c256_i64, %c64_i64, %cst{{.*}}, %{{.*}}, %c64_i64, %[[F32]], %{{.*}}, %c256_i64, %[[F32]], %cst{{.*}}, %{{.*}}, %c256_i64, %[[F32]], %c1_i64)
// TF32-LABEL: func @f32_after_zero_fill
// TF32: call @__cleave_cublas_gemm(%c0_i64, %c0_i64, %c1_i64,
func.func @f32_after_zero_fill(%a: memref<16x64xf32>, %b: memref<64x256xf32>, %c: memref<16x256xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<16x256xf32>)
  linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x256xf32>) outs(%c : memref<16x256xf32>)
  return
}

// Half precision goes to cuBLAS too (accumulating in f32); the CPU target
// keeps it in loops.
// CHECK-LABEL: func @f16
// CHECK: call @__cleave_cublas_gemm(%c1_i64, %c1_i64, %c0_i64,
// TF32-LABEL: func @f16
// TF32: call @__cleave_cublas_gemm(%c1_i64, %c1_i64, %c0_i64,
func.func @f16(%a: memref<16x64xf16>, %b: memref<64x32xf16>, %c: memref<16x32xf16>) {
  linalg.matmul ins(%a, %b : memref<16x64xf16>, memref<64x32xf16>) outs(%c : memref<16x32xf16>)
  return
}

// A bf16 batch: one call, batch strides 8*16, 16*32 and 8*32 elements.
// CHECK-LABEL: func @bf16_batch
// CHECK-NOT: scf.for
// CHECK: call @__cleave_cublas_gemm(%c2_i64, %c2_i64, %c0_i64, %c0_i64, %c0_i64, %c8_i64, %c32_i64, %c16_i64, %{{.*}}, %{{.*}}, %c16_i64, %c128_i64, %{{.*}}, %c32_i64, %c512_i64, %{{.*}}, %{{.*}}, %c32_i64, %c256_i64, %c4_i64)
func.func @bf16_batch(%a: memref<4x8x16xbf16>, %b: memref<4x16x32xbf16>, %c: memref<4x8x32xbf16>) {
  linalg.batch_matmul ins(%a, %b : memref<4x8x16xbf16>, memref<4x16x32xbf16>) outs(%c : memref<4x8x32xbf16>)
  return
}

// Mixed precision (f16 or bf16 inputs, f32 output: products exact in f32)
// is one call with both types, never TF32; a generic extending its inputs
// is the same GEMM. Other mixes (f32 inputs, f16 output) stay kernels.
// CHECK-LABEL: func @mixed
// CHECK: call @__cleave_cublas_gemm(%c0_i64, %c1_i64, %c0_i64, %c0_i64, %c0_i64, %c16_i64, %c32_i64, %c64_i64,
// CHECK: call @__cleave_cublas_gemm(%c0_i64, %c2_i64, %c0_i64, %c0_i64, %c1_i64, %c8_i64, %c8_i64, %c4_i64,
// CHECK: linalg.matmul
// TF32-LABEL: func @mixed
// TF32: call @__cleave_cublas_gemm(%c0_i64, %c1_i64, %c0_i64,
func.func @mixed(%a: memref<16x64xf16>, %b: memref<64x32xf16>, %c: memref<16x32xf32>,
                 %q: memref<8x4xbf16>, %k: memref<8x4xbf16>, %s: memref<8x8xf32>,
                 %x: memref<16x64xf32>, %y: memref<64x32xf32>, %z: memref<16x32xf16>) {
  linalg.matmul ins(%a, %b : memref<16x64xf16>, memref<64x32xf16>) outs(%c : memref<16x32xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j, d) -> (i, d)>, affine_map<(i, j, d) -> (j, d)>, affine_map<(i, j, d) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : memref<8x4xbf16>, memref<8x4xbf16>) outs(%s : memref<8x8xf32>) {
  ^bb0(%qv: bf16, %kv: bf16, %acc: f32):
    %qe = arith.extf %qv : bf16 to f32
    %ke = arith.extf %kv : bf16 to f32
    %p = arith.mulf %qe, %ke : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  linalg.matmul ins(%x, %y : memref<16x64xf32>, memref<64x32xf32>) outs(%z : memref<16x32xf16>)
  return
}

// Attention's scores over two batch dimensions, written as a generic: the
// batch dimensions collapse, and it is one strided-batched call (6
// problems, B transposed).
// CHECK-LABEL: func @attention_scores
// CHECK: memref.collapse_shape
// CHECK-NOT: scf.for
// CHECK: call @__cleave_cublas_gemm(%c0_i64, %c0_i64, %c0_i64, %c0_i64, %c1_i64, %c8_i64, %c8_i64, %c4_i64, %{{.*}}, %{{.*}}, %c4_i64, %c32_i64, %{{.*}}, %c4_i64, %c32_i64, %{{.*}}, %{{.*}}, %c8_i64, %c64_i64, %c6_i64)
func.func @attention_scores(%q: memref<2x3x8x4xf32>, %k: memref<2x3x8x4xf32>, %s: memref<2x3x8x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : memref<2x3x8x4xf32>, memref<2x3x8x4xf32>) outs(%s : memref<2x3x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  return
}
