// An SPMD program whose result stays partial: each of the 2 devices holds
// half of the contraction, and the runner sums the blocks when it writes the
// global output (f16/bf16 ones in f32, rounded once).
cleave.mesh @mesh(dp = 2)
func.func @partial_matmul(
    %x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], [dp]]>},
    %w: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [[dp], []]>})
    -> (tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], []], partial = sum [dp]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x4xf32>)
                     outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
