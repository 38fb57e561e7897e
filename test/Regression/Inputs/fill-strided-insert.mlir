// A stride-2 insert into zeros (torch's ConvTranspose2d lowers so): the
// zeros are made at the insert's layout, batch-split here.
func.func @upsample(%x: tensor<8x16x16x16xf32>) -> tensor<8x16x33x33xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16x16x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<8x16x16x16xf32>) outs(%e : tensor<8x16x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8x16x16x16xf32>
  %big = tensor.empty() : tensor<8x16x33x33xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%big : tensor<8x16x33x33xf32>) -> tensor<8x16x33x33xf32>
  %up = tensor.insert_slice %r into %zeros[0, 0, 1, 1] [8, 16, 16, 16] [1, 1, 2, 2] : tensor<8x16x16x16xf32> into tensor<8x16x33x33xf32>
  %e2 = tensor.empty() : tensor<8x16x33x33xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%up : tensor<8x16x33x33xf32>) outs(%e2 : tensor<8x16x33x33xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<8x16x33x33xf32>
  return %out : tensor<8x16x33x33xf32>
}
