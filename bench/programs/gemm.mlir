// Local GEMM, C = A B, 512^3 f32: through Cleave's lowering (fill + BLAS).
func.func @gemm(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r = linalg.matmul ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>) outs(%c : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
