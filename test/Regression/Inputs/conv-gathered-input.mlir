#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @conv_only_fwd(%arg0: tensor<8x16x2x2xf32>, %arg1: tensor<8xf32>, %arg2: tensor<4x16x9x9xf32>) -> tensor<4x8x8x8xf32> {
    %cst = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x16x9x9xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<4x16x9x9xf32>) outs(%0 : tensor<4x16x9x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.mulf %in, %cst : f32
      linalg.yield %4 : f32
    } -> tensor<4x16x9x9xf32>
    %2 = tensor.empty() : tensor<4x8x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%2 : tensor<4x8x8x8xf32>) dimensions = [0, 2, 3] 
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1, %arg0 : tensor<4x16x9x9xf32>, tensor<8x16x2x2xf32>) outs(%broadcasted : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    return %3 : tensor<4x8x8x8xf32>
  }
}
