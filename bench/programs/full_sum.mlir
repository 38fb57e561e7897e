// The sum of all 2^26 elements of an f32 vector (256 MiB): one output, so
// the GPU target splits the row across blocks and folds their partials.
func.func @full_sum(%x: tensor<67108864xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%x : tensor<67108864xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
