// 0/0 everywhere (NaN whatever the input), and a log of the input (NaN
// where a random input is negative, a number elsewhere).
func.func @nan(%x: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %e = tensor.empty() : tensor<8x4xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.subf %a, %a : f32
    %d = arith.divf %z, %z : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  %l = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %g = math.log %a : f32
    linalg.yield %g : f32
  } -> tensor<8x4xf32>
  return %n, %l : tensor<8x4xf32>, tensor<8x4xf32>
}
