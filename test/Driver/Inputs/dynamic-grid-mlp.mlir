// A Megatron MLP in upstream shard IR on a grid of dynamic size: the mesh
// size comes from --mesh (import-dynamic-grid.test).
shard.grid @grid(shape = ?)
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
