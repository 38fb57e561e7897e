#bcast = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
func.func @sum(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4611686018427387904x4xf32>
  // Broadcast to 2^62 rows (2^66 bytes), then summed back.
  %b = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4611686018427387904x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
  } -> tensor<4611686018427387904x4xf32>
  %s0 = tensor.empty() : tensor<4xf32>
  %s = linalg.fill ins(%zero : f32) outs(%s0 : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #bcast], iterator_types = ["reduction", "parallel"]}
      ins(%b : tensor<4611686018427387904x4xf32>) outs(%s : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %a = arith.addf %in, %out : f32
      linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
