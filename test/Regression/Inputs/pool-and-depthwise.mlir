// MobileNet's depthwise convolution, then ResNet's adaptive average pool
// (a keepdim sum over height and width).
module {
  func.func @pool(%x: tensor<1x4x10x10xf32>, %k: tensor<4x3x3xf32>) -> tensor<1x4x1x1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %e = tensor.empty() : tensor<1x4x8x8xf32>
    %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%x, %k : tensor<1x4x10x10xf32>, tensor<4x3x3xf32>) outs(%z : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %pe = tensor.empty() : tensor<1x4x1x1xf32>
    %pz = linalg.fill ins(%cst : f32) outs(%pe : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>],
                         iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
        ins(%c : tensor<1x4x8x8xf32>) outs(%pz : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    } -> tensor<1x4x1x1xf32>
    return %p : tensor<1x4x1x1xf32>
  }
}
