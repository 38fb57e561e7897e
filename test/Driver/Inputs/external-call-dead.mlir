// Only a helper nothing calls uses the declaration: the program compiles.
func.func private @ext(tensor<2xf32>) -> tensor<2xf32>
func.func private @unused(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = call @ext(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.add ins(%a, %a : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
