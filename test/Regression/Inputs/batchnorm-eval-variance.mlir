// BatchNorm in eval mode as torch-mlir lowers it, the running statistics
// arguments (cleave.torch passes buffers in): 1 / sqrt(var + eps), guarded
// by an assert that a NaN fails.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
func.func @bn_eval(%x: tensor<4x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>) -> tensor<4x8xf32> {
  %eps64 = arith.constant 1.000000e-05 : f64
  %one = arith.constant 1.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<8xf32>
  %shifted = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%var : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %eps = arith.truncf %eps64 : f64 to f32
    %s = arith.addf %in, %eps : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %std = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%shifted : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.sqrt %in : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %inv = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%std : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ok = arith.cmpf one, %in, %zero : f32
    cf.assert %ok, "unimplemented: tensor with zero element"
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %ex = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#map1, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%x, %mean, %inv : tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%ex : tensor<4x8xf32>) {
  ^bb0(%in: f32, %m: f32, %i: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %r = arith.mulf %d, %i : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
