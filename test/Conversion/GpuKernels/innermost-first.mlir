// RUN: cleave-opt %s --pass-pipeline="builtin.module(func.func(cleave-innermost-first))" | FileCheck %s

// The nest becomes one dimension in which the innermost (contiguous) one
// varies fastest, so tiling gives consecutive threads consecutive
// addresses (coalesced), and the whole nest maps to the grid's x dimension.
// CHECK-LABEL: func @rows_cols
// CHECK: %[[N:.*]] = arith.constant 16384 : index
// CHECK: scf.parallel (%[[L:.*]]) = (%{{.*}}) to (%[[N:.*]]) step (%{{.*}})
// CHECK: %[[J:.*]] = arith.remui %[[L]], %[[C256:.*]] : index
// CHECK: %[[I:.*]] = arith.divui %[[L]], %{{.*}} : index
// CHECK: memref.load %{{.*}}[%[[I]], %[[J]]]
func.func @rows_cols(%a: memref<64x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c256) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<64x256xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %a[%i, %j] : memref<64x256xf32>
  }
  return
}

// One dimension, or a parallel reduction: unchanged.
// CHECK-LABEL: func @one_dim
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c64) step (%c1)
func.func @one_dim(%a: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %a[%i] : memref<64xf32>
    memref.store %v, %a[%i] : memref<64xf32>
  }
  return
}
