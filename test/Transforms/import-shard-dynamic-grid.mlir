// A grid with dynamic sizes (upstream's `shape = ?`, as in its own
// resharding tests) takes them from the mesh the caller asks for; static
// axes keep theirs. Without sizes it is refused (import-shard-failed.mlir).
// RUN: cleave-opt %s --cleave-import-shard="mesh-shape=2,4" -split-input-file | FileCheck %s
// RUN: not cleave-opt %s --cleave-import-shard="mesh-shape=4" 2>&1 | FileCheck %s --check-prefix=RANK

// CHECK: cleave.mesh @grid(a0 = 2, a1 = 4)
// CHECK: cleave.annotate %{{.*}} : tensor<8x14xf32> to #cleave.sharding<@grid, {{\[}}[a1], []]>
// RANK: error: 'shard.grid' op has rank 2 with dynamic sizes, but the mesh asked for has 1 axes
shard.grid @grid(shape = ?x4)
func.func @f(%x: tensor<8x14xf32>) -> tensor<8x14xf32> {
  %s = shard.sharding @grid split_axes = [[1]] : !shard.sharding
  %y = shard.shard %x to %s : tensor<8x14xf32>
  return %y : tensor<8x14xf32>
}
