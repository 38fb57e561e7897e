// Regressions (issue 12) from upstream MLIR's own shard tests: the import
// took `[[]]` on a 0-d tensor (how MLIR 22 writes "replicated" there) and
// trailing empty split lists for extra dimensions.
// RUN: cleave-opt %s --cleave-import-shard -split-input-file | FileCheck %s

// CHECK-LABEL: func @scalar_replicated
// CHECK: cleave.annotate %{{.*}} : tensor<f32> to #cleave.sharding<@grid, []>
shard.grid @grid(shape = 4)
func.func @scalar_replicated(%a: tensor<f32>) -> tensor<f32> {
  %s = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %0 = shard.shard %a to %s : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func @trailing_empty
// CHECK: cleave.annotate %{{.*}} : tensor<8xf32> to #cleave.sharding<@grid, {{\[}}[a0]]>
shard.grid @grid(shape = 4)
func.func @trailing_empty(%a: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @grid split_axes = [[0], [], []] : !shard.sharding
  %0 = shard.shard %a to %s : tensor<8xf32>
  return %0 : tensor<8xf32>
}
