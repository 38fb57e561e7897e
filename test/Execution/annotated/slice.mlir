// A slice that takes the split dimension whole keeps the split (no
// communication); one that cuts a split dimension gathers it first.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @keep
// CHECK-NOT: cleave.all_gather
// CHECK: tensor.extract_slice %{{.*}}[0, 2] [4, 3] [1, 1] : tensor<4x8xf32> to tensor<4x3xf32>
// CHECK-LABEL: func @cut
// CHECK: cleave.all_gather %{{.*}} on @mesh axes [a] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK: tensor.extract_slice %{{.*}}[2, 0] [3, 8] [1, 1]
// REQUIRES: mpi
// RUN: cleave verify %s --entry keep --seed 18 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave verify %s --entry cut --seed 19 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(a = 2)
func.func @keep(%x: tensor<8x8xf32>) -> tensor<8x3xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %w = tensor.extract_slice %xs[0, 2] [8, 3] [1, 1] : tensor<8x8xf32> to tensor<8x3xf32>
  %y = arith.addf %w, %w : tensor<8x3xf32>
  return %y : tensor<8x3xf32>
}
func.func @cut(%x: tensor<8x8xf32>) -> tensor<3x8xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %w = tensor.extract_slice %xs[2, 0] [3, 8] [1, 1] : tensor<8x8xf32> to tensor<3x8xf32>
  %y = arith.addf %w, %w : tensor<3x8xf32>
  return %y : tensor<3x8xf32>
}
