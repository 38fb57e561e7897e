#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<4x6xf32> {cleave.name = "input0"}, %arg1: tensor<3xi64> {cleave.name = "input1"}) -> tensor<4x6xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x6xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
    %0 = tensor.empty() : tensor<4xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %6 = linalg.index 0 : index
      %7 = arith.index_cast %6 : index to i64
      linalg.yield %7 : i64
    } -> tensor<4xi64>
    %2 = tensor.empty() : tensor<4x3xi64>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4xi64>) outs(%2 : tensor<4x3xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x3xi64>
    %collapsed = tensor.collapse_shape %3 [[0, 1]] : tensor<4x3xi64> into tensor<12xi64>
    %4 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<3xi64>) outs(%2 : tensor<4x3xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x3xi64>
    %collapsed_0 = tensor.collapse_shape %4 [[0, 1]] : tensor<4x3xi64> into tensor<12xi64>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [12, 1] : tensor<12xi64> into tensor<12x1xi64>
    %expanded_1 = tensor.expand_shape %collapsed_0 [[0, 1]] output_shape [12, 1] : tensor<12xi64> into tensor<12x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_1 : (tensor<12x1xi64>, tensor<12x1xi64>) -> tensor<12x2xi64>
    %collapsed_2 = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<4x3xf32> into tensor<12xf32>
    %expanded_3 = tensor.expand_shape %collapsed_2 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %5 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%expanded_3, %concat : tensor<12x1x1xf32>, tensor<12x2xi64>) outs(%cst : tensor<4x6xf32>) {
    ^bb0(%arg2: f32, %arg3: f32):
      %6 = arith.addf %arg3, %arg2 : f32
      tm_tensor.yield %6 : f32
    } -> tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
}
