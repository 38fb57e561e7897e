// Upstream `shard` annotations become cleave meshes and annotations.
// RUN: cleave-opt %s --cleave-import-shard -split-input-file | FileCheck %s

// A Megatron-style MLP on a 4-device grid: W1 by columns, W2 by rows.
// CHECK: cleave.mesh @grid(a0 = 4)
// CHECK-NOT: shard.
// CHECK-LABEL: func @mlp
//  CHECK-SAME: (%[[X:.*]]: tensor<16x64xf32>, %[[W1:.*]]: tensor<64x256xf32>, %[[W2:.*]]: tensor<256x64xf32>)
// CHECK: %[[XS:.*]] = cleave.annotate %[[X]] : tensor<16x64xf32> to #cleave.sharding<@grid, {{\[}}[], []]>
// CHECK: %[[W1S:.*]] = cleave.annotate %[[W1]] : tensor<64x256xf32> to #cleave.sharding<@grid, {{\[}}[], [a0]]>
// CHECK: %[[W2S:.*]] = cleave.annotate %[[W2]] : tensor<256x64xf32> to #cleave.sharding<@grid, {{\[}}[a0], []]>
// CHECK: %[[H:.*]] = linalg.matmul ins(%[[XS]], %[[W1S]]
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[H]], %[[W2S]]
// CHECK: %[[YS:.*]] = cleave.annotate %[[Y]] : tensor<16x64xf32> to #cleave.sharding<@grid, {{\[}}[], []]>
// CHECK: return %[[YS]]
shard.grid @grid(shape = 4)
func.func @mlp(%x: tensor<16x64xf32>, %w1: tensor<64x256xf32>, %w2: tensor<256x64xf32>) -> tensor<16x64xf32> {
  %rep = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %col = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %row = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rep : tensor<16x64xf32>
  %w1s = shard.shard %w1 to %col : tensor<64x256xf32>
  %w2s = shard.shard %w2 to %row : tensor<256x64xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<16x64xf32>, tensor<64x256xf32>) outs(%f1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %e2 = tensor.empty() : tensor<16x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %y = linalg.matmul ins(%h, %w2s : tensor<16x256xf32>, tensor<256x64xf32>) outs(%f2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %ys = shard.shard %y to %rep annotate_for_users : tensor<16x64xf32>
  return %ys : tensor<16x64xf32>
}

// -----

// 2-D grid, a dimension split over two axes, axis names given by the user.
// CHECK: cleave.mesh @g(a0 = 2, a1 = 4)
// CHECK-LABEL: func @two_d
// CHECK: #cleave.sharding<@g, {{\[}}[a0, a1], []]>
// CHECK: #cleave.sharding<@g, {{\[}}[a1], [a0]]>
shard.grid @g(shape = 2x4)
func.func @two_d(%a: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %s0 = shard.sharding @g split_axes = [[0, 1]] : !shard.sharding
  %s1 = shard.sharding @g split_axes = [[1], [0]] : !shard.sharding
  %0 = shard.shard %a to %s0 : tensor<16x8xf32>
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

// A sharding op shared by several shard ops, and an unused one, are removed.
// CHECK-LABEL: func @shared_sharding
// CHECK-COUNT-2: cleave.annotate
// CHECK-NOT: shard.sharding
shard.grid @grid(shape = 2)
func.func @shared_sharding(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %unused = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %0 = shard.shard %a to %s : tensor<4xf32>
  %1 = shard.shard %b to %s : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
