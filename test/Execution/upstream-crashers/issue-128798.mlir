// llvm-project #128798: a block argument with several uses (two layouts and
// a direct use) failed an assertion upstream. Here each use gets its layout.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @several_uses
// CHECK: cleave.all_to_all %{{.*}} split 1 concat 0
// CHECK: cleave.all_to_all %{{.*}} split 0 concat 1
// REQUIRES: mpi
// RUN: cleave verify %s | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches {{.*}} on 4 ranks

cleave.mesh @mesh_1d(a0 = 4)
func.func @several_uses(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = cleave.annotate %arg0 : tensor<4x4xf32> to #cleave.sharding<@mesh_1d, [[a0], []]>
  %1 = cleave.annotate %arg0 : tensor<4x4xf32> to #cleave.sharding<@mesh_1d, [[], [a0]]>
  %2 = arith.addf %0, %1 : tensor<4x4xf32>
  %3 = arith.mulf %2, %arg0 : tensor<4x4xf32>
  return %3 : tensor<4x4xf32>
}
