func.func @conv_2d_nhwc_hwcf(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x1xf32>, %arg2: memref<1x6x6x1xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins (%arg0, %arg1: memref<1x8x8x3xf32>, memref<3x3x3x1xf32>) outs (%arg2: memref<1x6x6x1xf32>)
  return
}
