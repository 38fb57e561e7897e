// llvm-project #106172: an argument without annotation (and unused) crashed
// upstream partitioning. Here it stays replicated and the rest partitions.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK: func.func @element_wise_on_def(%{{.*}}: tensor<4x4xf32> {{.*}}, %{{.*}}: tensor<64x96xf32> {cleave.sharding = #cleave.sharding<@mesh_2d, {{\[}}[], []]>})
// REQUIRES: mpi
// RUN: cleave verify %s | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches {{.*}} on 8 ranks

cleave.mesh @mesh_2d(a0 = 2, a1 = 4)
func.func @element_wise_on_def(%arg0: tensor<8x16xf32>, %arg1: tensor<64x96xf32>) -> tensor<8x16xf32> {
  %0 = math.tanh %arg0 : tensor<8x16xf32>
  %1 = cleave.annotate %0 : tensor<8x16xf32> to #cleave.sharding<@mesh_2d, [[a0], [a1]]>
  return %1 : tensor<8x16xf32>
}
