// RUN: cleave-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(cleave-reductions-innermost))" --mlir-print-local-scope | FileCheck %s

// A bias gradient sums over tokens (loop 0): its reduction loop would stay
// on the host and launch one kernel per token. It moves inside.
// CHECK-LABEL: func.func @column_sum
// The loops are swapped in the maps too: loop 0 is now the hidden one.
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
func.func @column_sum(%a: memref<16x32xf32>, %o: memref<32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(t, h) -> (t, h)>, affine_map<(t, h) -> (h)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%a : memref<16x32xf32>) outs(%o : memref<32xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// Named ops with reductions are generalized first; the order among
// parallel loops (and among reductions) is kept.
// CHECK-LABEL: func.func @reduce_middle
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}} : memref<4x8x16xf32>) outs(%{{.*}} : memref<4x16xf32>)
func.func @reduce_middle(%a: memref<4x8x16xf32>, %o: memref<4x16xf32>) {
  linalg.reduce ins(%a : memref<4x8x16xf32>) outs(%o : memref<4x16xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  return
}

// -----

// Already parallel-first: generalized only (one form for later passes);
// without reductions: untouched.
// CHECK-LABEL: func.func @untouched
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK: linalg.transpose
func.func @untouched(%a: memref<4x8xf32>, %o: memref<4xf32>, %t: memref<8x4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%o : memref<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  return
}
