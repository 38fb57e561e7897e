// A 0-d op with torch's check of its divisor, as torch-mlir writes a
// scalar divided by a 0-d tensor (AdamW's `lr / (1 - b1 ** t)`, clipping's
// `max_norm / (norm + eps)`): the CUDA target refused it, its load kept on
// the host by the assert (emulated-kernels.test).
#map = affine_map<() -> ()>
func.func @checked_scalar(%a: tensor<f32>, %x: tensor<4xf32>) -> tensor<f32> {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty() : tensor<f32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%a : tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf one, %in, %zero : f32
    cf.assert %c, "unimplemented: tensor with zero element"
    %d = arith.divf %one, %in : f32
    linalg.yield %d : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
