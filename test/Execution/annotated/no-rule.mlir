// An op without a sharding rule runs whole on every device, with a remark
// naming it; the program still computes the single-device result.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition 2>&1 | FileCheck %s
// CHECK: remark: no sharding rule for 'tensor.insert_slice': replicated
// CHECK: cleave.all_gather %{{.*}} on @mesh axes [a] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK: tensor.insert_slice
// REQUIRES: mpi
// RUN: cleave verify %s --seed 16 2>/dev/null | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(a = 2)
func.func @place(%x: tensor<8x8xf32>, %d: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %w = tensor.insert_slice %xs into %d[4, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x8xf32>
  %y = arith.addf %w, %w : tensor<16x8xf32>
  return %y : tensor<16x8xf32>
}
