// Regression (issue 12): fusion keeps a generic with two inputs and no
// outputs alive for the asserts in its body (BatchNorm's reciprocal, an
// embedding's bounds check); cleave-linalg-to-blas read its missing init and
// crashed. It is not a GEMM and stays as it is.
// RUN: cleave-opt %s --cleave-linalg-to-blas | FileCheck %s

// CHECK-LABEL: func @asserts_only
// CHECK: linalg.generic
// CHECK: cf.assert
// CHECK-NOT: call @__cleave_sgemm
func.func @asserts_only(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %ok = arith.cmpf oge, %x, %y : f32
    cf.assert %ok, "x below y"
    linalg.yield
  }
  return
}
