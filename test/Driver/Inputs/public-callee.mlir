func.func @helper(%a: tensor<64xf32>) -> tensor<64xf32> {
  %0 = math.exp %a : tensor<64xf32>
  return %0 : tensor<64xf32>
}
func.func @entry(%a: tensor<64xf32>) -> tensor<64xf32> {
  %0 = call @helper(%a) : (tensor<64xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
