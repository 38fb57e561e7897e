// torch: y = b.clone(); y[:, [-1]] = a[:, 0:1]; return 2 * y (torch-mlir keeps
// the -1 in tm_tensor.scatter's ids).
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @negidx_put_fwd(%arg0: tensor<4x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant dense<-1> : tensor<4x1xi64>
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [4, 1] [1, 1] : tensor<4x3xf32> to tensor<4x1xf32>
    %0 = tensor.empty() : tensor<4xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %5 = linalg.index 0 : index
      %6 = arith.index_cast %5 : index to i64
      linalg.yield %6 : i64
    } -> tensor<4xi64>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %concat = tensor.concat dim(1) %expanded, %cst_0 : (tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x2xi64>
    %expanded_1 = tensor.expand_shape %extracted_slice [[0], [1, 2]] output_shape [4, 1, 1] : tensor<4x1xf32> into tensor<4x1x1xf32>
    %2 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%expanded_1, %concat : tensor<4x1x1xf32>, tensor<4x2xi64>) outs(%arg1 : tensor<4x3xf32>) {
    ^bb0(%arg2: f32, %arg3: f32):
      tm_tensor.yield %arg2 : f32
    } -> tensor<4x3xf32>
    %3 = tensor.empty() : tensor<4x3xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4x3xf32>) outs(%3 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.mulf %in, %cst : f32
      linalg.yield %5 : f32
    } -> tensor<4x3xf32>
    return %4 : tensor<4x3xf32>
  }
}
