func.func @fill_operand(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %n = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %ns = linalg.fill ins(%n : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %r = arith.divf %x, %ns : tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}
