// insert_slice: a slice that covers a dimension whole keeps its split in the
// source and the destination; no communication.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @place
// CHECK-NOT: cleave.all_gather
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 4] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x16xf32>
// REQUIRES: mpi
// RUN: cleave verify %s --seed 29 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(a = 2)
func.func @place(%x: tensor<8x8xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %w = tensor.insert_slice %xs into %d[0, 4] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x16xf32>
  %y = arith.addf %w, %w : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
