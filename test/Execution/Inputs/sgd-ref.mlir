// Single-device reference: one SGD step of a linear layer,
// w' = w - 0.1 * x^T dy, with the gradient as a contraction over the batch.
func.func @sgd(%x: tensor<16x8xf32>, %dy: tensor<16x4xf32>, %w: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %g = linalg.generic {
      indexing_maps = [affine_map<(d, o, b) -> (b, d)>, affine_map<(d, o, b) -> (b, o)>,
                       affine_map<(d, o, b) -> (d, o)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dy : tensor<16x8xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %lr = arith.constant dense<0.1> : tensor<8x4xf32>
  %step = arith.mulf %g, %lr : tensor<8x4xf32>
  %w2 = arith.subf %w, %step : tensor<8x4xf32>
  return %w2 : tensor<8x4xf32>
}
