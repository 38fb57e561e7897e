// The same GEMM written twice (a loss that calls the model twice gives it after torch-mlir).
func.func @dup(%x: tensor<256x512xf32>, %w: tensor<512x512xf32>) -> (tensor<256x512xf32>, tensor<256x512xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<256x512xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %a = linalg.matmul ins(%x, %w : tensor<256x512xf32>, tensor<512x512xf32>) outs(%f0 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %e1 = tensor.empty() : tensor<256x512xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %b = linalg.matmul ins(%x, %w : tensor<256x512xf32>, tensor<512x512xf32>) outs(%f1 : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %a, %b : tensor<256x512xf32>, tensor<256x512xf32>
}
