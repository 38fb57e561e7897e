// An unranked tensor in the middle of the program.
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %u = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  %r = tensor.cast %u : tensor<*xf32> to tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
