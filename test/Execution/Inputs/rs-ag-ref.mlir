// Single-device reference: y = relu(x w).
func.func @block(%x: tensor<8x16xf32>, %w: tensor<16x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = arith.constant dense<0.0> : tensor<8x8xf32>
  %r = arith.maximumf %y, %z : tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
