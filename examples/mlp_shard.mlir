// A two-layer MLP, y = gelu(x W1 + b1) W2, annotated with MLIR's upstream
// `shard` dialect the way Megatron-LM splits it on 4 devices: W1 and b1 by
// columns, W2 by rows, activations replicated. `cleave import` turns the
// annotations into cleave ones; the partitioner (next issue) turns this into
// one all_reduce per block.
shard.grid @grid(shape = 4)

func.func @mlp(%x: tensor<16x64xf32>, %w1: tensor<64x256xf32>,
               %b1: tensor<256xf32>, %w2: tensor<256x64xf32>)
    -> tensor<16x64xf32> {
  %replicated = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %columns = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %vector = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %replicated : tensor<16x64xf32>
  %w1s = shard.shard %w1 to %columns : tensor<64x256xf32>
  %b1s = shard.shard %b1 to %vector : tensor<256xf32>
  %w2s = shard.shard %w2 to %rows : tensor<256x64xf32>

  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<16x64xf32>, tensor<64x256xf32>)
                     outs(%f1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  // gelu(h + b1), tanh approximation.
  %a = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1s : tensor<16x256xf32>, tensor<256xf32>) outs(%e1 : tensor<16x256xf32>) {
  ^bb0(%hv: f32, %bv: f32, %out: f32):
    %v = arith.addf %hv, %bv : f32
    %c0 = arith.constant 0.7978845608 : f32
    %c1 = arith.constant 0.044715 : f32
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %v2 = arith.mulf %v, %v : f32
    %v3 = arith.mulf %v2, %v : f32
    %t0 = arith.mulf %c1, %v3 : f32
    %t1 = arith.addf %v, %t0 : f32
    %t2 = arith.mulf %c0, %t1 : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %one, %t3 : f32
    %t5 = arith.mulf %half, %v : f32
    %g = arith.mulf %t5, %t4 : f32
    linalg.yield %g : f32
  } -> tensor<16x256xf32>

  %e2 = tensor.empty() : tensor<16x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %y = linalg.matmul ins(%a, %w2s : tensor<16x256xf32>, tensor<256x64xf32>)
                     outs(%f2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %ys = shard.shard %y to %replicated annotate_for_users : tensor<16x64xf32>
  return %ys : tensor<16x64xf32>
}
