// Two layers whose weights cuda-host-offload.test keeps on the host.
#map = affine_map<(i, j) -> (i, j)>
func.func @step(%w1: tensor<64x64xf32>, %w2: tensor<64x64xf32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %a = linalg.matmul ins(%x, %w1 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = math.tanh %in : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64x64xf32>
  %f3 = linalg.fill ins(%c : f32) outs(%e3 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = linalg.matmul ins(%t, %w2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f3 : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %b : tensor<64x64xf32>
}
