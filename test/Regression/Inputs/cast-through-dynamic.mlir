// torch-mlir's grouped, strided convolution backward (transformers RegNet):
// an 8x8 weight gradient cast through ?x? to the 8x4 weight.
func.func @step(%w: tensor<8x4xf32>, %g: tensor<8x8xf32>) -> tensor<8x4xf32> {
  %c = tensor.cast %g : tensor<8x8xf32> to tensor<?x?xf32>
  %d = tensor.cast %c : tensor<?x?xf32> to tensor<8x4xf32>
  %e = tensor.empty() : tensor<8x4xf32>
  %r = linalg.sub ins(%w, %d : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
