// A step whose first parameter is 0-d, typed like the loss it returns first.
func.func @step(%s: tensor<f32>, %w: tensor<8xf32>, %x: tensor<8xf32>) -> (tensor<f32>, tensor<f32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.add ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %s, %s, %y : tensor<f32>, tensor<f32>, tensor<8xf32>
}
