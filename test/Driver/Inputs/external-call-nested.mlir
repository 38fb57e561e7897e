// @main reaches the declaration through a private helper; @unused calls it
// too, but nothing calls @unused.
func.func private @ext(tensor<2xf32>) -> tensor<2xf32>
func.func private @unused(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = call @ext(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func private @helper(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = call @ext(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = call @helper(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
