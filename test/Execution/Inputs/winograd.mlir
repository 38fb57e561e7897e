// A 3x3 convolution the Winograd way, F(4x4, 3x3), written with upstream's
// transform ops (as Linalg/roundtrip.mlir @winograd, the batch matmul's
// init filled).
func.func @winograd(%input: tensor<2x6x6x5xf32>, %filter: tensor<2x3x3x5xf32>,
                    %init: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<6x6x5x2xf32>
  %1 = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter : tensor<2x3x3x5xf32>) outs(%0 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %2 = tensor.empty() : tensor<6x6x1x1x2x5xf32>
  %3 = linalg.winograd_input_transform fmr(F_4_3) ins(%input : tensor<2x6x6x5xf32>) outs(%2 : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
  %c1 = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<6x6x5x2xf32> into tensor<36x5x2xf32>
  %c3 = tensor.collapse_shape %3 [[0, 1], [2, 3, 4], [5]] : tensor<6x6x1x1x2x5xf32> into tensor<36x2x5xf32>
  %4 = tensor.empty() : tensor<36x2x2xf32>
  %5 = linalg.fill ins(%zero : f32) outs(%4 : tensor<36x2x2xf32>) -> tensor<36x2x2xf32>
  %6 = linalg.batch_matmul ins(%c3, %c1 : tensor<36x2x5xf32>, tensor<36x5x2xf32>) outs(%5 : tensor<36x2x2xf32>) -> tensor<36x2x2xf32>
  %7 = tensor.expand_shape %6 [[0, 1], [2, 3, 4], [5]] output_shape [6, 6, 1, 1, 2, 2] : tensor<36x2x2xf32> into tensor<6x6x1x1x2x2xf32>
  %8 = linalg.winograd_output_transform fmr(F_4_3) ins(%7 : tensor<6x6x1x1x2x2xf32>) outs(%init : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %8 : tensor<2x4x4x2xf32>
}
