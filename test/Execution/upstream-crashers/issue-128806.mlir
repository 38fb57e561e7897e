// llvm-project #128806: a chain of annotations around elementwise ops hit a
// bad cast upstream. Cleave reshards between them and stays exact.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK: cleave.all_gather %{{.*}} on @mesh_1d axes [a0] dim 0 : tensor<1x4xf32> -> tensor<4x4xf32>
// REQUIRES: mpi
// RUN: cleave verify %s | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches {{.*}} on 4 ranks

cleave.mesh @mesh_1d(a0 = 4)
func.func @spmdization_example(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = cleave.annotate %arg0 : tensor<4x4xf32> to #cleave.sharding<@mesh_1d, [[], []]>
  %1 = cleave.annotate %0 : tensor<4x4xf32> to #cleave.sharding<@mesh_1d, [[a0], []]>
  %2 = arith.addf %1, %1 : tensor<4x4xf32>
  %3 = cleave.annotate %2 : tensor<4x4xf32> to #cleave.sharding<@mesh_1d, [[], []]>
  %4 = arith.mulf %3, %3 : tensor<4x4xf32>
  return %4 : tensor<4x4xf32>
}
