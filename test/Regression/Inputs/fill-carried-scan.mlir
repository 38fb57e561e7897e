#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<32x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<8x16x32xf32>) -> tensor<8x16x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %collapsed = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %0 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<128x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<128x32xf32>, tensor<32xf32>) outs(%1 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.addf %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<128x32xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    %5 = tensor.empty() : tensor<8x16x32xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %7 = tensor.empty() : tensor<8x32xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %9:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%expanded : tensor<8x16x32xf32>) outs(%6, %8 : tensor<8x16x32xf32>, tensor<8x32xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %10 = arith.addf %arg3, %arg4 : f32
      tm_tensor.yield %10 : f32
    } -> tensor<8x16x32xf32>, tensor<8x32xf32>
    return %9#0 : tensor<8x16x32xf32>
  }
}
