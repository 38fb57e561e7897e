// llvm-project #128802 (a sharding of rank 2 on a rank-1 tensor) and #128803
// (a split over a mesh axis that does not exist) asserted upstream. Cleave
// rejects both with a diagnostic at the annotation, from upstream syntax too.
// RUN: cleave-opt %s -split-input-file -verify-diagnostics
// RUN: cleave-opt %S/Inputs/issue-128803-shard.mlir --cleave-import-shard -verify-diagnostics

cleave.mesh @mesh_1d(a0 = 4)
func.func @another_example(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{sharding has rank 2 but the tensor has rank 1}}
  %0 = cleave.annotate %arg0 : tensor<4xf32> to #cleave.sharding<@mesh_1d, [[], [a0]]>
  return %0 : tensor<4xf32>
}

// -----

cleave.mesh @mesh_1d(a0 = 4)
func.func @sharded_tensor_operations(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{mesh axis 'a1' is not an axis of mesh @mesh_1d (axes: a0)}}
  %0 = cleave.annotate %arg0 : tensor<4xi32> to #cleave.sharding<@mesh_1d, [[a1]]>
  return %0 : tensor<4xi32>
}
