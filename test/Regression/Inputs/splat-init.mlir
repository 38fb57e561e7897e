// A zero-initialized accumulator written as a splat constant (torch-mlir
// writes gradient accumulators so): the matmul's result is a fresh buffer
// filled with it, and the constant holds no buffer of its own.
func.func @splat_init(%a: tensor<256x64xf32>, %b: tensor<64x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant dense<0.000000e+00> : tensor<256x256xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x64xf32>, tensor<64x256xf32>) outs(%zero : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e = tensor.empty() : tensor<256x256xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<256x256xf32>
  return %s : tensor<256x256xf32>
}
