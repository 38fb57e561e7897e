// RUN: cleave-opt %s --pass-pipeline="builtin.module(func.func(cleave-guard-asserts))" | FileCheck %s
// RUN: cleave-opt %s --pass-pipeline="builtin.module(func.func(cleave-guard-asserts,gpu-map-parallel-loops,convert-parallel-loops-to-gpu))" | FileCheck %s --check-prefix=MAPPED

// A bounds check in a parallel loop (torch-mlir emits them for gathers):
// directly in the body it would keep the loop on the host; guarded it is
// the same check, and the loop becomes a kernel.
// CHECK-LABEL: func.func @gather
// CHECK: %[[FAILED:.*]] = arith.xori %{{.*}}, %true
// CHECK: scf.if %[[FAILED]] {
// CHECK: cf.assert %false, "index must be smaller than dim size"
// MAPPED: gpu.launch
// MAPPED: cf.assert
func.func @gather(%idx: memref<256xi64>, %table: memref<8xf32>, %out: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%i) = (%c0) to (%c256) step (%c1) {
    %v = memref.load %idx[%i] : memref<256xi64>
    %x = arith.index_cast %v : i64 to index
    %ok = arith.cmpi slt, %x, %c8 : index
    cf.assert %ok, "index must be smaller than dim size"
    %t = memref.load %table[%x] : memref<8xf32>
    memref.store %t, %out[%i] : memref<256xf32>
    scf.reduce
  }
  return
}
