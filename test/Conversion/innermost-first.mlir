// RUN: cleave-opt %s --pass-pipeline="builtin.module(func.func(cleave-innermost-first))" | FileCheck %s

// The innermost (contiguous) dimension comes first, so tiling gives it the
// threads and gpu-map-parallel-loops threadIdx.x: coalesced accesses.
// CHECK-LABEL: func @rows_cols
// CHECK: scf.parallel (%[[J:.*]], %[[I:.*]]) = (%c0, %c0) to (%c256, %c64) step (%c1, %c1)
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
