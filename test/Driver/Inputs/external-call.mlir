// A call to a function declared without a body (upstream's integration
// tests print with printMemrefF32 through an unranked cast).
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @ext(tensor<2xf32>) -> tensor<2xf32>
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %u = tensor.cast %a : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %r = call @ext(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
