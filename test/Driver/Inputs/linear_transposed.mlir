// nn.Linear as torch-mlir exports it: y = x @ transpose(w)
// (folded-transpose-cost.test).
func.func @linear(%x: tensor<64x256xf32>, %w: tensor<512x256xf32>) -> tensor<64x512xf32> {
  %e = tensor.empty() : tensor<256x512xf32>
  %wt = linalg.transpose ins(%w : tensor<512x256xf32>) outs(%e : tensor<256x512xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<64x512xf32>
  %z = linalg.fill ins(%zero : f32) outs(%o : tensor<64x512xf32>) -> tensor<64x512xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<64x256xf32>, tensor<256x512xf32>) outs(%z : tensor<64x512xf32>) -> tensor<64x512xf32>
  return %y : tensor<64x512xf32>
}
