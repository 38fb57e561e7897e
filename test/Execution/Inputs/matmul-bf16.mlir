// A bf16 matmul accumulating in bf16 (found running upstream MLIR's Linalg
// tests): with its contraction dimension split, each device's partial sum
// and the all_reduce round in another order than the single device does.
func.func @f(%a: tensor<32x64xbf16>, %b: tensor<64x16xbf16>, %c: tensor<32x16xbf16>) -> tensor<32x16xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<32x64xbf16>, tensor<64x16xbf16>) outs(%c : tensor<32x16xbf16>) -> tensor<32x16xbf16>
  return %r : tensor<32x16xbf16>
}
