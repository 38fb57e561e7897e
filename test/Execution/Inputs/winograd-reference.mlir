// The convolution winograd.mlir computes, directly.
func.func @winograd(%input: tensor<2x6x6x5xf32>, %filter: tensor<2x3x3x5xf32>,
                    %init: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%input, %filter : tensor<2x6x6x5xf32>, tensor<2x3x3x5xf32>) outs(%init : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %0 : tensor<2x4x4x2xf32>
}
