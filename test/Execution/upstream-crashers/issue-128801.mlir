// llvm-project #128801: resharding on a 2-D mesh ("Only 1D meshes are
// currently supported") asserted upstream. Cleave reshards on N-D meshes.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK: cleave.all_gather %{{.*}} on @mesh_2d axes [a0] dim 0 : tensor<1x3xf32> -> tensor<4x3xf32>
// REQUIRES: mpi
// RUN: cleave verify %s | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches {{.*}} on 12 ranks

cleave.mesh @mesh_2d(a0 = 4, a1 = 3)
func.func @sharding_example(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = cleave.annotate %arg0 : tensor<4x3xf32> to #cleave.sharding<@mesh_2d, [[a0], []]>
  %1 = arith.addf %0, %0 : tensor<4x3xf32>
  %2 = cleave.annotate %1 : tensor<4x3xf32> to #cleave.sharding<@mesh_2d, [[], []]>
  return %2 : tensor<4x3xf32>
}
