// Rows in, columns out: the partitioner moves the split with one all_to_all.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @relayout
// CHECK: cleave.all_to_all %{{.*}} on @mesh axes [a] split 1 concat 0 : tensor<2x8xf32> -> tensor<8x2xf32>
// CHECK-NOT: cleave.all_gather
// REQUIRES: mpi
// RUN: cleave verify %s --seed 15 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 4 ranks

cleave.mesh @mesh(a = 4)
func.func @relayout(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %two = arith.constant dense<2.0> : tensor<8x8xf32>
  %y = arith.mulf %xs, %two : tensor<8x8xf32>
  %ys = cleave.annotate %y : tensor<8x8xf32> to #cleave.sharding<@mesh, [[], [a]]>
  return %ys : tensor<8x8xf32>
}
