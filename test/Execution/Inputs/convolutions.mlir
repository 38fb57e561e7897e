// Two convolutions as torch-mlir writes them (nchw, fchw): one strided into
// zeros, one dilated into a bias broadcast over the batch and positions.
func.func @convs(%x: tensor<2x3x11x9xf32>, %w: tensor<4x3x3x3xf32>, %v: tensor<5x3x2x3xf32>, %bias: tensor<5xf32>) -> (tensor<2x4x5x4xf32>, tensor<2x5x9x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x4x5x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
  %a = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %w : tensor<2x3x11x9xf32>, tensor<4x3x3x3xf32>) outs(%z : tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
  %e1 = tensor.empty() : tensor<2x5x9x5xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (f)>, affine_map<(n, f, h, w) -> (n, f, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias : tensor<5xf32>) outs(%e1 : tensor<2x5x9x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x5x9x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %v : tensor<2x3x11x9xf32>, tensor<5x3x2x3xf32>) outs(%b : tensor<2x5x9x5xf32>) -> tensor<2x5x9x5xf32>
  return %a, %c : tensor<2x4x5x4xf32>, tensor<2x5x9x5xf32>
}
