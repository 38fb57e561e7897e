// A loop whose carried tensor is split: the body runs on local blocks (the
// captured input in the same layout, no communication), and the result
// keeps the split.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @accumulate
// CHECK-NOT: cleave.all_gather
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK: scf.yield %{{.*}} : tensor<4x8xf32>
// CHECK: cleave.all_gather
// REQUIRES: mpi
// RUN: cleave verify %s --seed 26 2>/dev/null | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(a = 2)
func.func @accumulate(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %xs) -> (tensor<8x8xf32>) {
    %s = arith.addf %acc, %xs : tensor<8x8xf32>
    scf.yield %s : tensor<8x8xf32>
  }
  %out = cleave.annotate %r : tensor<8x8xf32> to #cleave.sharding<@mesh, [[], []]>
  return %out : tensor<8x8xf32>
}
