// torch-mlir's fused attention op (scaled_dot_product_attention lowered
// through TMTensor), which Cleave does not read.
func.func @f(%q: tensor<2x8x4xf32>, %k: tensor<2x8x4xf32>, %v: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  %e = tensor.empty() : tensor<2x8x4xf32>
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x8x4xf32>) outs(%e : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %r : tensor<2x8x4xf32>
}
