// RUN: cleave-opt %s --pass-pipeline="builtin.module(func.func(cleave-coarsen-elementwise))" | FileCheck %s

// An elementwise loop of 2^20 iterations: a quarter of them, four
// elements 256 apart each, every load before any arithmetic.
// CHECK-LABEL: func.func @chain
// CHECK: scf.parallel (%[[P:.*]]) = (%{{.*}}) to (%c262144) step
// CHECK: %[[BLOCK:.*]] = arith.divui %[[P]], %c256
// CHECK: %[[THREAD:.*]] = arith.remui %[[P]], %c256
// CHECK: %[[START:.*]] = arith.muli %[[BLOCK]], %c1024
// CHECK: %[[E0:.*]] = arith.addi %[[START]], %[[THREAD]]
// CHECK: %[[E1:.*]] = arith.addi %[[E0]], %c256
// CHECK: %[[E2:.*]] = arith.addi %[[E0]], %c512
// CHECK: %[[E3:.*]] = arith.addi %[[E0]], %c768
// CHECK: %[[X0:.*]] = memref.load %{{.*}}[%[[E0]]]
// CHECK: %[[X1:.*]] = memref.load %{{.*}}[%[[E1]]]
// CHECK: %[[X2:.*]] = memref.load %{{.*}}[%[[E2]]]
// CHECK: %[[X3:.*]] = memref.load %{{.*}}[%[[E3]]]
// CHECK: %[[Y0:.*]] = arith.mulf %[[X0]], %[[X0]]
// CHECK: memref.store %[[Y0]], %{{.*}}[%[[E0]]]
// CHECK: arith.mulf %[[X1]], %[[X1]]
// CHECK: arith.mulf %[[X2]], %[[X2]]
// CHECK: arith.mulf %[[X3]], %[[X3]]
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[E3]]]
// CHECK-NOT: memref.load
func.func @chain(%a: memref<1048576xf32>, %b: memref<1048576xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1048576 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %a[%i] : memref<1048576xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %b[%i] : memref<1048576xf32>
  }
  return
}

// Left alone: too short; not a multiple of 1024; a load after a store.
// CHECK-LABEL: func.func @left_alone
// CHECK: scf.parallel {{.*}} to (%c1024) step
// CHECK: scf.parallel {{.*}} to (%c1048832) step
// CHECK: scf.parallel {{.*}} to (%c1048576) step
// CHECK-NOT: arith.divui
func.func @left_alone(%a: memref<1048832xf32>, %b: memref<1048832xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %short = arith.constant 1024 : index
  %odd = arith.constant 1048832 : index
  %n = arith.constant 1048576 : index
  scf.parallel (%i) = (%c0) to (%short) step (%c1) {
    %x = memref.load %a[%i] : memref<1048832xf32>
    memref.store %x, %b[%i] : memref<1048832xf32>
  }
  scf.parallel (%i) = (%c0) to (%odd) step (%c1) {
    %x = memref.load %a[%i] : memref<1048832xf32>
    memref.store %x, %b[%i] : memref<1048832xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %a[%i] : memref<1048832xf32>
    memref.store %x, %b[%i] : memref<1048832xf32>
    %y = memref.load %b[%i] : memref<1048832xf32>
    memref.store %y, %a[%i] : memref<1048832xf32>
  }
  return
}
