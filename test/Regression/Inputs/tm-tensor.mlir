// torch-mlir 20261001 output (torch 2.9.1) of cumsum and two index_puts (one
// accumulating with a repeated index, one overwriting): tm_tensor.scan and
// tm_tensor.scatter, which MLIR 22 cannot parse without Cleave's import ops.
module {
  func.func @tm(%arg0: tensor<2x5xi64>, %arg1: tensor<4xi64>, %arg2: tensor<4x3xf32>, %arg3: tensor<3x2xi64>, %arg4: tensor<3xf32>) -> (tensor<2x5xi64>, tensor<6x3xf32>, tensor<4x5xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x5xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<6x3xf32>
    %c0_i64 = arith.constant 0 : i64
    %0 = tensor.empty() : tensor<2x5xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<2x5xi64>) -> tensor<2x5xi64>
    %2 = tensor.empty() : tensor<2xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<2xi64>) -> tensor<2xi64>
    %4:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg0 : tensor<2x5xi64>) outs(%1, %3 : tensor<2x5xi64>, tensor<2xi64>) {
    ^bb0(%arg5: i64, %arg6: i64):
      %7 = arith.addi %arg5, %arg6 : i64
      tm_tensor.yield %7 : i64
    } -> tensor<2x5xi64>, tensor<2xi64>
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %expanded_1 = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [4, 1, 3] : tensor<4x3xf32> into tensor<4x1x3xf32>
    %5 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_1, %expanded : tensor<4x1x3xf32>, tensor<4x1xi64>) outs(%cst_0 : tensor<6x3xf32>) {
    ^bb0(%arg5: f32, %arg6: f32):
      %7 = arith.addf %arg6, %arg5 : f32
      tm_tensor.yield %7 : f32
    } -> tensor<6x3xf32>
    %extracted_slice = tensor.extract_slice %arg3[0, 0] [3, 1] [1, 1] : tensor<3x2xi64> to tensor<3x1xi64>
    %extracted_slice_2 = tensor.extract_slice %arg3[0, 1] [3, 1] [1, 1] : tensor<3x2xi64> to tensor<3x1xi64>
    %concat = tensor.concat dim(1) %extracted_slice, %extracted_slice_2 : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %expanded_3 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xf32> into tensor<3x1x1xf32>
    %6 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%expanded_3, %concat : tensor<3x1x1xf32>, tensor<3x2xi64>) outs(%cst : tensor<4x5xf32>) {
    ^bb0(%arg5: f32, %arg6: f32):
      tm_tensor.yield %arg5 : f32
    } -> tensor<4x5xf32>
    return %4#0, %5, %6 : tensor<2x5xi64>, tensor<6x3xf32>, tensor<4x5xf32>
  }
}

