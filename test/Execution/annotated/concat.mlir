// Concatenation keeps the operands' layout on the other dimensions (as in
// the backward pass of a fused QKV projection): no communication.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @join
// CHECK-NOT: cleave.all_gather
// CHECK: tensor.concat dim(1) %{{.*}}, %{{.*}} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
// REQUIRES: mpi
// RUN: cleave verify %s --seed 20 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(a = 2)
func.func @join(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8x16xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %c = tensor.concat dim(1) %xs, %y : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  %r = arith.addf %c, %c : tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
