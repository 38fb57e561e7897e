// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program cnn_batchnorm: a CNN: Conv2d(3, 8, 3, padding=1), BatchNorm2d(8), ReLU, MaxPool2d(2),
//     Conv2d(8, 16, 3, padding=1), BatchNorm2d(16), ReLU, AdaptiveAvgPool2d(1), flatten,
//     Linear(16, 10); eval (BatchNorm's running statistics are random constants), random weights;
//     forward(images [2x3x16x16]).
// Arguments:
// %arg0 features.0.weight [8x3x3x3xf32]
// %arg1 features.0.bias [8xf32]
// %arg2 features.1.weight [8xf32]
// %arg3 features.1.bias [8xf32]
// %arg4 features.4.weight [16x8x3x3xf32]
// %arg5 features.4.bias [16xf32]
// %arg6 features.5.weight [16xf32]
// %arg7 features.5.bias [16xf32]
// %arg8 classifier.weight [10x16xf32]
// %arg9 classifier.bias [10xf32]
// %arg10 images [2x3x16x16xf32]
// Results: logits [2x10xf32]
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @cnn_batchnorm(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16x8x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<10x16xf32>, %arg9: tensor<10xf32>, %arg10: tensor<2x3x16x16xf32>) -> tensor<2x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_7 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<2x3x16x16xf32> to tensor<2x3x18x18xf32>
    %0 = tensor.empty() : tensor<2x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<2x8x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<2x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_4 : f64 to f32
      %36 = arith.addf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.sqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf one, %in, %cst : f32
      cf.assert %35, "unimplemented: tensor with zero element"
      %36 = arith.divf %cst_0, %in : f32
      linalg.yield %36 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_8 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.subf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x8x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_8 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.mulf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x8x16x16xf32>
    %expanded_9 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_9 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.mulf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x8x16x16xf32>
    %expanded_10 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_10 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.addf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x8x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x16x16xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf ugt, %in, %cst : f32
      %36 = arith.select %35, %in, %cst : f32
      linalg.yield %36 : f32
    } -> tensor<2x8x16x16xf32>
    %11 = tensor.empty() : tensor<2x8x8x8xf32>
    %12 = linalg.fill ins(%cst_1 : f32) outs(%11 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %13 = tensor.empty() : tensor<2x2xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%10, %13 : tensor<2x8x16x16xf32>, tensor<2x2xf32>) outs(%12 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %padded_11 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %15 = tensor.empty() : tensor<2x16x8x8xf32>
    %broadcasted_12 = linalg.broadcast ins(%arg5 : tensor<16xf32>) outs(%15 : tensor<2x16x8x8xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_11, %arg4 : tensor<2x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_12 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %17 = tensor.empty() : tensor<16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_2 : tensor<16xf32>) outs(%17 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_4 : f64 to f32
      %36 = arith.addf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<16xf32>) outs(%17 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.sqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<16xf32>) outs(%17 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf one, %in, %cst : f32
      cf.assert %35, "unimplemented: tensor with zero element"
      %36 = arith.divf %cst_0, %in : f32
      linalg.yield %36 : f32
    } -> tensor<16xf32>
    %expanded_13 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_14 = tensor.expand_shape %20 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_13 : tensor<2x16x8x8xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.subf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x16x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_14 : tensor<2x16x8x8xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.mulf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x16x8x8xf32>
    %expanded_15 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_15 : tensor<2x16x8x8xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.mulf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x16x8x8xf32>
    %expanded_16 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_16 : tensor<2x16x8x8xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.addf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x16x8x8xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<2x16x8x8xf32>) outs(%15 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf ugt, %in, %cst : f32
      %36 = arith.select %35, %in, %cst : f32
      linalg.yield %36 : f32
    } -> tensor<2x16x8x8xf32>
    %26 = tensor.empty() : tensor<2x16x1x1xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%25 : tensor<2x16x8x8xf32>) outs(%27 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<2x16x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<2x16x1x1xf32>) outs(%26 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.divf %in, %cst_7 : f32
      linalg.yield %35 : f32
    } -> tensor<2x16x1x1xf32>
    %collapsed = tensor.collapse_shape %29 [[0], [1, 2, 3]] : tensor<2x16x1x1xf32> into tensor<2x16xf32>
    %30 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%arg8 : tensor<10x16xf32>) outs(%30 : tensor<16x10xf32>) permutation = [1, 0] 
    %31 = tensor.empty() : tensor<2x10xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<2x16xf32>, tensor<16x10xf32>) outs(%32 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %arg9 : tensor<2x10xf32>, tensor<10xf32>) outs(%31 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %35 = arith.addf %in, %in_17 : f32
      linalg.yield %35 : f32
    } -> tensor<2x10xf32>
    return %34 : tensor<2x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32_1: "0x0400000046CCBE3FE9D7493FC4FEAF3F04C2803F3F913C3F9EE5A03F160E3C3F9CD2923F010A5B3F80F7713F3CF1043FD1F8423F84BAA23FD8E2603F46BFBF3F3A4DB33F",
      torch_tensor_16_torch.float32: "0x0400000055DF333DA7DCEF3D0CFC343EAC3D1CBCA558643C76A321BE885303BD6B39F5BC3E85A3BDE683093DA08DE13CD8BF2F3E5EF5B7BB0383BA3D8F940EBE67AE893E",
      torch_tensor_8_torch.float32_1: "0x04000000C346893F197D7F3F59F2B73F8AEA933FFE54503F65B1323F928B6A3FD4C9483F",
      torch_tensor_8_torch.float32: "0x04000000E771873D0BAADA3CA31ACA3BD87D7E3DC71939BD091888BC77EE1BBE76561C3D"
    }
  }
#-}
