func.func @f(%x: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %b = linalg.broadcast ins(%x : tensor<8xf32>)
      outs(%e : tensor<4x8xf32>)
      dimensions = [0 x]
  return %b : tensor<4x8xf32>
}
