// A convolution, ReLU and max pooling as torch-mlir writes them, annotated
// data parallel (batch over x) and with output channels over y. Their maps
// have window expressions (oh + kh), which had no rule: everything was
// replicated and gathered.
cleave.mesh @mesh(x = 2, y = 2)
func.func @conv_relu_pool(%img: tensor<4x3x8x8xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<4x8x3x3xf32> {
  %imgs = cleave.annotate %img : tensor<4x3x8x8xf32> to #cleave.sharding<@mesh, [[x], [], [], []]>
  %ws = cleave.annotate %w : tensor<8x3x3x3xf32> to #cleave.sharding<@mesh, [[y], [], [], []]>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x6x6xf32>) -> tensor<4x8x6x6xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%imgs, %ws : tensor<4x3x8x8xf32>, tensor<8x3x3x3xf32>) outs(%f : tensor<4x8x6x6xf32>) -> tensor<4x8x6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<4x8x6x6xf32>) outs(%e : tensor<4x8x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x8x6x6xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %pe = tensor.empty() : tensor<4x8x3x3xf32>
  %pf = linalg.fill ins(%ninf : f32) outs(%pe : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%r, %win : tensor<4x8x6x6xf32>, tensor<2x2xf32>) outs(%pf : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
  return %p : tensor<4x8x3x3xf32>
}
