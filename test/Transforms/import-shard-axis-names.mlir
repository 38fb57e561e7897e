// `axis-names` names the axes of imported grids.
// RUN: cleave-opt %s --cleave-import-shard="axis-names=dp,tp" | FileCheck %s

// CHECK: cleave.mesh @g(dp = 2, tp = 4)
// CHECK-LABEL: func @two_d
// CHECK: cleave.annotate %{{.*}} : tensor<16x8xf32> to #cleave.sharding<@g, {{\[}}[dp, tp], []]>
// CHECK: cleave.annotate %{{.*}} : tensor<16x8xf32> to #cleave.sharding<@g, {{\[}}[tp], [dp]]>
shard.grid @g(shape = 2x4)
func.func @two_d(%a: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %s0 = shard.sharding @g split_axes = [[0, 1]] : !shard.sharding
  %s1 = shard.sharding @g split_axes = [[1], [0]] : !shard.sharding
  %0 = shard.shard %a to %s0 : tensor<16x8xf32>
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}
