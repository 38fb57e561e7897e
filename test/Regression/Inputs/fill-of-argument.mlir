func.func @fill2d(%init: tensor<256x512xf32>) -> tensor<256x512xf32> {
  %c = arith.constant 0.0 : f32
  %0 = linalg.fill ins(%c : f32) outs(%init : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %0 : tensor<256x512xf32>
}
