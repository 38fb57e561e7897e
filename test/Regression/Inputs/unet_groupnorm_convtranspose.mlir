#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @unet_fwd(%arg0: tensor<8x1x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16x8x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x16x3x3xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x8x2x2xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8x16x1x1xf32>, %arg13: tensor<8xf32>, %arg14: tensor<8x16x3x3xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8xf32>, %arg18: tensor<1x8x1x1xf32>, %arg19: tensor<1xf32>, %arg20: tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 2.560000e+02 : f64
    %cst_4 = arith.constant 2.560000e+02 : f32
    %cst_5 = arith.constant 4.000000e+00 : f32
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %c1 = arith.constant 1 : index
    %cst_8 = arith.constant dense_resource<torch_tensor_4_8_torch.int64> : tensor<4x8xi64>
    %cst_9 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_1> : tensor<4x8xi64>
    %cst_10 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_2> : tensor<4x8xi64>
    %cst_11 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_3> : tensor<4x8xi64>
    %cst_12 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_4> : tensor<4x8xi64>
    %cst_13 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_5> : tensor<4x8xi64>
    %cst_14 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_6> : tensor<4x8xi64>
    %cst_15 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_7> : tensor<4x8xi64>
    %cst_16 = arith.constant dense_resource<torch_tensor_4_16_torch.int64> : tensor<4x16xi64>
    %cst_17 = arith.constant dense_resource<torch_tensor_4_16_torch.int64_1> : tensor<4x16xi64>
    %cst_18 = arith.constant dense_resource<torch_tensor_4_16_torch.int64_2> : tensor<4x16xi64>
    %cst_19 = arith.constant dense_resource<torch_tensor_4_16_torch.int64_3> : tensor<4x16xi64>
    %cst_20 = arith.constant dense_resource<torch_tensor_4_16_torch.int64_4> : tensor<4x16xi64>
    %cst_21 = arith.constant dense_resource<torch_tensor_4_16_torch.int64_5> : tensor<4x16xi64>
    %cst_22 = arith.constant dense_resource<torch_tensor_4_16_torch.int64_6> : tensor<4x16xi64>
    %cst_23 = arith.constant dense_resource<torch_tensor_4_16_torch.int64_7> : tensor<4x16xi64>
    %cst_24 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_8> : tensor<4x8xi64>
    %cst_25 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_9> : tensor<4x8xi64>
    %cst_26 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_10> : tensor<4x8xi64>
    %cst_27 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_11> : tensor<4x8xi64>
    %cst_28 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_12> : tensor<4x8xi64>
    %cst_29 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_13> : tensor<4x8xi64>
    %cst_30 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_14> : tensor<4x8xi64>
    %cst_31 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_15> : tensor<4x8xi64>
    %padded = tensor.pad %arg20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg21: index, %arg22: index, %arg23: index, %arg24: index):
      tensor.yield %cst : f32
    } : tensor<4x1x8x8xf32> to tensor<4x1x10x10xf32>
    %0 = tensor.empty() : tensor<4x8x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<4x8x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<4x1x10x10xf32>, tensor<8x1x3x3xf32>) outs(%broadcasted : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<4x8x8x8xf32> into tensor<4x8x64xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2], [3]] output_shape [4, 2, 4, 64] : tensor<4x8x64xf32> into tensor<4x2x4x64xf32>
    %2 = tensor.empty() : tensor<4x2x4x64xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x2x4x64xf32>) outs(%2 : tensor<4x2x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %99 = arith.extf %in : f32 to f64
      linalg.yield %99 : f64
    } -> tensor<4x2x4x64xf64>
    %4 = tensor.empty() : tensor<4x2x1x1xf64>
    %5 = linalg.fill ins(%cst_0 : f64) outs(%4 : tensor<4x2x1x1xf64>) -> tensor<4x2x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%3 : tensor<4x2x4x64xf64>) outs(%5 : tensor<4x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.addf %in, %out : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x1x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<4x2x1x1xf64>) outs(%4 : tensor<4x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.divf %in, %cst_3 : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<4x2x4x64xf64>, tensor<4x2x1x1xf64>) outs(%2 : tensor<4x2x4x64xf64>) {
    ^bb0(%in: f64, %in_56: f64, %out: f64):
      %99 = arith.subf %in, %in_56 : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x4x64xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<4x2x4x64xf64>, tensor<4x2x4x64xf64>) outs(%2 : tensor<4x2x4x64xf64>) {
    ^bb0(%in: f64, %in_56: f64, %out: f64):
      %99 = arith.mulf %in, %in_56 : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x4x64xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%9 : tensor<4x2x4x64xf64>) outs(%5 : tensor<4x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.addf %in, %out : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<4x2x1x1xf64>) outs(%4 : tensor<4x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.divf %in, %cst_3 : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x1x1xf64>
    %12 = tensor.empty() : tensor<4x2x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<4x2x1x1xf64>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %99 = arith.truncf %in : f64 to f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%12 : tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded : tensor<4x2x4x64xf32>) outs(%14 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.addf %in, %out : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<4x2x1x1xf32>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.divf %in, %cst_4 : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<4x2x1x1xf32>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.truncf %cst_2 : f64 to f32
      %100 = arith.addf %in, %99 : f32
      linalg.yield %100 : f32
    } -> tensor<4x2x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<4x2x1x1xf32>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = math.rsqrt %in : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %expanded_32 = tensor.expand_shape %arg2 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32>
    %19 = tensor.empty() : tensor<4x2x4x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_32 : tensor<4x2x1x1xf32>, tensor<1x2x4x1xf32>) outs(%19 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x4x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<4x2x1x1xf32>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.negf %in : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<4x2x1x1xf32>, tensor<4x2x4x1xf32>) outs(%19 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x4x1xf32>
    %expanded_33 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_33 : tensor<4x2x4x1xf32>, tensor<1x2x4x1xf32>) outs(%19 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.addf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x4x1xf32>
    %24 = tensor.empty() : tensor<4x8xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_8, %cst_9, %cst_10, %cst_11 : tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>) outs(%24 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_56: i64, %in_57: i64, %in_58: i64, %out: f32):
      %99 = arith.cmpi slt, %in, %c0_i64 : i64
      %100 = arith.addi %in, %c4_i64 : i64
      %101 = arith.select %99, %100, %in : i64
      %102 = arith.index_cast %101 : i64 to index
      %103 = arith.cmpi slt, %in_56, %c0_i64 : i64
      %104 = arith.addi %in_56, %c2_i64 : i64
      %105 = arith.select %103, %104, %in_56 : i64
      %106 = arith.index_cast %105 : i64 to index
      %107 = arith.cmpi slt, %in_57, %c0_i64 : i64
      %108 = arith.addi %in_57, %c4_i64 : i64
      %109 = arith.select %107, %108, %in_57 : i64
      %110 = arith.index_cast %109 : i64 to index
      %111 = arith.cmpi slt, %in_58, %c0_i64 : i64
      %112 = arith.addi %in_58, %c1_i64 : i64
      %113 = arith.select %111, %112, %in_58 : i64
      %114 = arith.index_cast %113 : i64 to index
      %extracted = tensor.extract %20[%102, %106, %110, %114] : tensor<4x2x4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_12, %cst_13, %cst_14, %cst_15 : tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>) outs(%24 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_56: i64, %in_57: i64, %in_58: i64, %out: f32):
      %99 = arith.cmpi slt, %in, %c0_i64 : i64
      %100 = arith.addi %in, %c4_i64 : i64
      %101 = arith.select %99, %100, %in : i64
      %102 = arith.index_cast %101 : i64 to index
      %103 = arith.cmpi slt, %in_56, %c0_i64 : i64
      %104 = arith.addi %in_56, %c2_i64 : i64
      %105 = arith.select %103, %104, %in_56 : i64
      %106 = arith.index_cast %105 : i64 to index
      %107 = arith.cmpi slt, %in_57, %c0_i64 : i64
      %108 = arith.addi %in_57, %c4_i64 : i64
      %109 = arith.select %107, %108, %in_57 : i64
      %110 = arith.index_cast %109 : i64 to index
      %111 = arith.cmpi slt, %in_58, %c0_i64 : i64
      %112 = arith.addi %in_58, %c1_i64 : i64
      %113 = arith.select %111, %112, %in_58 : i64
      %114 = arith.index_cast %113 : i64 to index
      %extracted = tensor.extract %23[%102, %106, %110, %114] : tensor<4x2x4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8xf32>
    %expanded_34 = tensor.expand_shape %25 [[0], [1, 2, 3]] output_shape [4, 8, 1, 1] : tensor<4x8xf32> into tensor<4x8x1x1xf32>
    %expanded_35 = tensor.expand_shape %26 [[0], [1, 2, 3]] output_shape [4, 8, 1, 1] : tensor<4x8xf32> into tensor<4x8x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded_34 : tensor<4x8x8x8xf32>, tensor<4x8x1x1xf32>) outs(%0 : tensor<4x8x8x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x8x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_35 : tensor<4x8x8x8xf32>, tensor<4x8x1x1xf32>) outs(%0 : tensor<4x8x8x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.addf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x8x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<4x8x8x8xf32>) outs(%0 : tensor<4x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.negf %in : f32
      %100 = math.exp %99 : f32
      %101 = arith.addf %100, %cst_1 : f32
      %102 = arith.divf %cst_1, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<4x8x8x8xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %29 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%0 : tensor<4x8x8x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x8x8x8xf32>
    %31 = tensor.empty() : tensor<4x8x4x4xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %33 = tensor.empty() : tensor<2x2xf32>
    %34 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%30, %33 : tensor<4x8x8x8xf32>, tensor<2x2xf32>) outs(%32 : tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<4x8x4x4xf32>) outs(%31 : tensor<4x8x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.divf %in, %cst_5 : f32
      linalg.yield %99 : f32
    } -> tensor<4x8x4x4xf32>
    %padded_36 = tensor.pad %35 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg21: index, %arg22: index, %arg23: index, %arg24: index):
      tensor.yield %cst : f32
    } : tensor<4x8x4x4xf32> to tensor<4x8x6x6xf32>
    %36 = tensor.empty() : tensor<4x16x4x4xf32>
    %broadcasted_37 = linalg.broadcast ins(%arg5 : tensor<16xf32>) outs(%36 : tensor<4x16x4x4xf32>) dimensions = [0, 2, 3] 
    %37 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_36, %arg4 : tensor<4x8x6x6xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_37 : tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %collapsed_38 = tensor.collapse_shape %37 [[0], [1], [2, 3]] : tensor<4x16x4x4xf32> into tensor<4x16x16xf32>
    %expanded_39 = tensor.expand_shape %collapsed_38 [[0], [1, 2], [3]] output_shape [4, 4, 4, 16] : tensor<4x16x16xf32> into tensor<4x4x4x16xf32>
    %38 = tensor.empty() : tensor<4x4x4x16xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<4x4x4x16xf32>) outs(%38 : tensor<4x4x4x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %99 = arith.extf %in : f32 to f64
      linalg.yield %99 : f64
    } -> tensor<4x4x4x16xf64>
    %40 = tensor.empty() : tensor<4x4x1x1xf64>
    %41 = linalg.fill ins(%cst_0 : f64) outs(%40 : tensor<4x4x1x1xf64>) -> tensor<4x4x1x1xf64>
    %42 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%39 : tensor<4x4x4x16xf64>) outs(%41 : tensor<4x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.addf %in, %out : f64
      linalg.yield %99 : f64
    } -> tensor<4x4x1x1xf64>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<4x4x1x1xf64>) outs(%40 : tensor<4x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.divf %in, %cst_6 : f64
      linalg.yield %99 : f64
    } -> tensor<4x4x1x1xf64>
    %44 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %43 : tensor<4x4x4x16xf64>, tensor<4x4x1x1xf64>) outs(%38 : tensor<4x4x4x16xf64>) {
    ^bb0(%in: f64, %in_56: f64, %out: f64):
      %99 = arith.subf %in, %in_56 : f64
      linalg.yield %99 : f64
    } -> tensor<4x4x4x16xf64>
    %45 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %44 : tensor<4x4x4x16xf64>, tensor<4x4x4x16xf64>) outs(%38 : tensor<4x4x4x16xf64>) {
    ^bb0(%in: f64, %in_56: f64, %out: f64):
      %99 = arith.mulf %in, %in_56 : f64
      linalg.yield %99 : f64
    } -> tensor<4x4x4x16xf64>
    %46 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%45 : tensor<4x4x4x16xf64>) outs(%41 : tensor<4x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.addf %in, %out : f64
      linalg.yield %99 : f64
    } -> tensor<4x4x1x1xf64>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<4x4x1x1xf64>) outs(%40 : tensor<4x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.divf %in, %cst_6 : f64
      linalg.yield %99 : f64
    } -> tensor<4x4x1x1xf64>
    %48 = tensor.empty() : tensor<4x4x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x4x1x1xf64>) outs(%48 : tensor<4x4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %99 = arith.truncf %in : f64 to f32
      linalg.yield %99 : f32
    } -> tensor<4x4x1x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%48 : tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_39 : tensor<4x4x4x16xf32>) outs(%50 : tensor<4x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.addf %in, %out : f32
      linalg.yield %99 : f32
    } -> tensor<4x4x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<4x4x1x1xf32>) outs(%48 : tensor<4x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.divf %in, %cst_7 : f32
      linalg.yield %99 : f32
    } -> tensor<4x4x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<4x4x1x1xf32>) outs(%48 : tensor<4x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.truncf %cst_2 : f64 to f32
      %100 = arith.addf %in, %99 : f32
      linalg.yield %100 : f32
    } -> tensor<4x4x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<4x4x1x1xf32>) outs(%48 : tensor<4x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = math.rsqrt %in : f32
      linalg.yield %99 : f32
    } -> tensor<4x4x1x1xf32>
    %expanded_40 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32>
    %55 = tensor.empty() : tensor<4x4x4x1xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_40 : tensor<4x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%55 : tensor<4x4x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x4x4x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<4x4x1x1xf32>) outs(%48 : tensor<4x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.negf %in : f32
      linalg.yield %99 : f32
    } -> tensor<4x4x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %56 : tensor<4x4x1x1xf32>, tensor<4x4x4x1xf32>) outs(%55 : tensor<4x4x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x4x4x1xf32>
    %expanded_41 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_41 : tensor<4x4x4x1xf32>, tensor<1x4x4x1xf32>) outs(%55 : tensor<4x4x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.addf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x4x4x1xf32>
    %60 = tensor.empty() : tensor<4x16xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_16, %cst_17, %cst_18, %cst_19 : tensor<4x16xi64>, tensor<4x16xi64>, tensor<4x16xi64>, tensor<4x16xi64>) outs(%60 : tensor<4x16xf32>) {
    ^bb0(%in: i64, %in_56: i64, %in_57: i64, %in_58: i64, %out: f32):
      %99 = arith.cmpi slt, %in, %c0_i64 : i64
      %100 = arith.addi %in, %c4_i64 : i64
      %101 = arith.select %99, %100, %in : i64
      %102 = arith.index_cast %101 : i64 to index
      %103 = arith.cmpi slt, %in_56, %c0_i64 : i64
      %104 = arith.addi %in_56, %c4_i64 : i64
      %105 = arith.select %103, %104, %in_56 : i64
      %106 = arith.index_cast %105 : i64 to index
      %107 = arith.cmpi slt, %in_57, %c0_i64 : i64
      %108 = arith.addi %in_57, %c4_i64 : i64
      %109 = arith.select %107, %108, %in_57 : i64
      %110 = arith.index_cast %109 : i64 to index
      %111 = arith.cmpi slt, %in_58, %c0_i64 : i64
      %112 = arith.addi %in_58, %c1_i64 : i64
      %113 = arith.select %111, %112, %in_58 : i64
      %114 = arith.index_cast %113 : i64 to index
      %extracted = tensor.extract %56[%102, %106, %110, %114] : tensor<4x4x4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x16xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_20, %cst_21, %cst_22, %cst_23 : tensor<4x16xi64>, tensor<4x16xi64>, tensor<4x16xi64>, tensor<4x16xi64>) outs(%60 : tensor<4x16xf32>) {
    ^bb0(%in: i64, %in_56: i64, %in_57: i64, %in_58: i64, %out: f32):
      %99 = arith.cmpi slt, %in, %c0_i64 : i64
      %100 = arith.addi %in, %c4_i64 : i64
      %101 = arith.select %99, %100, %in : i64
      %102 = arith.index_cast %101 : i64 to index
      %103 = arith.cmpi slt, %in_56, %c0_i64 : i64
      %104 = arith.addi %in_56, %c4_i64 : i64
      %105 = arith.select %103, %104, %in_56 : i64
      %106 = arith.index_cast %105 : i64 to index
      %107 = arith.cmpi slt, %in_57, %c0_i64 : i64
      %108 = arith.addi %in_57, %c4_i64 : i64
      %109 = arith.select %107, %108, %in_57 : i64
      %110 = arith.index_cast %109 : i64 to index
      %111 = arith.cmpi slt, %in_58, %c0_i64 : i64
      %112 = arith.addi %in_58, %c1_i64 : i64
      %113 = arith.select %111, %112, %in_58 : i64
      %114 = arith.index_cast %113 : i64 to index
      %extracted = tensor.extract %59[%102, %106, %110, %114] : tensor<4x4x4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x16xf32>
    %expanded_42 = tensor.expand_shape %61 [[0], [1, 2, 3]] output_shape [4, 16, 1, 1] : tensor<4x16xf32> into tensor<4x16x1x1xf32>
    %expanded_43 = tensor.expand_shape %62 [[0], [1, 2, 3]] output_shape [4, 16, 1, 1] : tensor<4x16xf32> into tensor<4x16x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_42 : tensor<4x16x4x4xf32>, tensor<4x16x1x1xf32>) outs(%36 : tensor<4x16x4x4xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x16x4x4xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_43 : tensor<4x16x4x4xf32>, tensor<4x16x1x1xf32>) outs(%36 : tensor<4x16x4x4xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.addf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x16x4x4xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<4x16x4x4xf32>) outs(%36 : tensor<4x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.negf %in : f32
      %100 = math.exp %99 : f32
      %101 = arith.addf %100, %cst_1 : f32
      %102 = arith.divf %cst_1, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<4x16x4x4xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %65 : tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) outs(%36 : tensor<4x16x4x4xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x16x4x4xf32>
    %padded_44 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg21: index, %arg22: index, %arg23: index, %arg24: index):
      tensor.yield %cst : f32
    } : tensor<4x16x4x4xf32> to tensor<4x16x6x6xf32>
    %broadcasted_45 = linalg.broadcast ins(%arg9 : tensor<16xf32>) outs(%36 : tensor<4x16x4x4xf32>) dimensions = [0, 2, 3] 
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_44, %arg8 : tensor<4x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_45 : tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %68 = tensor.empty() : tensor<8x16x2x2xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<8x16x2x2xf32>) -> tensor<8x16x2x2xf32>
    %70 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%69 : tensor<8x16x2x2xf32>) {
    ^bb0(%out: f32):
      %99 = linalg.index 0 : index
      %100 = linalg.index 1 : index
      %101 = linalg.index 2 : index
      %102 = linalg.index 3 : index
      %103 = arith.subi %c1, %101 : index
      %104 = arith.subi %c1, %102 : index
      %extracted = tensor.extract %arg10[%100, %99, %103, %104] : tensor<16x8x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x2x2xf32>
    %71 = tensor.empty() : tensor<4x16x9x9xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<4x16x9x9xf32>) -> tensor<4x16x9x9xf32>
    %inserted_slice = tensor.insert_slice %67 into %72[0, 0, 1, 1] [4, 16, 4, 4] [1, 1, 2, 2] : tensor<4x16x4x4xf32> into tensor<4x16x9x9xf32>
    %broadcasted_46 = linalg.broadcast ins(%arg11 : tensor<8xf32>) outs(%0 : tensor<4x8x8x8xf32>) dimensions = [0, 2, 3] 
    %73 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %70 : tensor<4x16x9x9xf32>, tensor<8x16x2x2xf32>) outs(%broadcasted_46 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %concat = tensor.concat dim(1) %30, %73 : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x16x8x8xf32>
    %padded_47 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg21: index, %arg22: index, %arg23: index, %arg24: index):
      tensor.yield %cst : f32
    } : tensor<4x16x8x8xf32> to tensor<4x16x10x10xf32>
    %broadcasted_48 = linalg.broadcast ins(%arg15 : tensor<8xf32>) outs(%0 : tensor<4x8x8x8xf32>) dimensions = [0, 2, 3] 
    %74 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_47, %arg14 : tensor<4x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%broadcasted_48 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %collapsed_49 = tensor.collapse_shape %74 [[0], [1], [2, 3]] : tensor<4x8x8x8xf32> into tensor<4x8x64xf32>
    %expanded_50 = tensor.expand_shape %collapsed_49 [[0], [1, 2], [3]] output_shape [4, 2, 4, 64] : tensor<4x8x64xf32> into tensor<4x2x4x64xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<4x2x4x64xf32>) outs(%2 : tensor<4x2x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %99 = arith.extf %in : f32 to f64
      linalg.yield %99 : f64
    } -> tensor<4x2x4x64xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%75 : tensor<4x2x4x64xf64>) outs(%5 : tensor<4x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.addf %in, %out : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x1x1xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<4x2x1x1xf64>) outs(%4 : tensor<4x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.divf %in, %cst_3 : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x1x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %77 : tensor<4x2x4x64xf64>, tensor<4x2x1x1xf64>) outs(%2 : tensor<4x2x4x64xf64>) {
    ^bb0(%in: f64, %in_56: f64, %out: f64):
      %99 = arith.subf %in, %in_56 : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x4x64xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %78 : tensor<4x2x4x64xf64>, tensor<4x2x4x64xf64>) outs(%2 : tensor<4x2x4x64xf64>) {
    ^bb0(%in: f64, %in_56: f64, %out: f64):
      %99 = arith.mulf %in, %in_56 : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x4x64xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%79 : tensor<4x2x4x64xf64>) outs(%5 : tensor<4x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.addf %in, %out : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x1x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<4x2x1x1xf64>) outs(%4 : tensor<4x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %99 = arith.divf %in, %cst_3 : f64
      linalg.yield %99 : f64
    } -> tensor<4x2x1x1xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<4x2x1x1xf64>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %99 = arith.truncf %in : f64 to f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_50 : tensor<4x2x4x64xf32>) outs(%14 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.addf %in, %out : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<4x2x1x1xf32>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.divf %in, %cst_4 : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<4x2x1x1xf32>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.truncf %cst_2 : f64 to f32
      %100 = arith.addf %in, %99 : f32
      linalg.yield %100 : f32
    } -> tensor<4x2x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<4x2x1x1xf32>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = math.rsqrt %in : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %expanded_51 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_51 : tensor<4x2x1x1xf32>, tensor<1x2x4x1xf32>) outs(%19 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x4x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<4x2x1x1xf32>) outs(%12 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.negf %in : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %87 : tensor<4x2x1x1xf32>, tensor<4x2x4x1xf32>) outs(%19 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x4x1xf32>
    %expanded_52 = tensor.expand_shape %arg17 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_52 : tensor<4x2x4x1xf32>, tensor<1x2x4x1xf32>) outs(%19 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.addf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x2x4x1xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_24, %cst_25, %cst_26, %cst_27 : tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>) outs(%24 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_56: i64, %in_57: i64, %in_58: i64, %out: f32):
      %99 = arith.cmpi slt, %in, %c0_i64 : i64
      %100 = arith.addi %in, %c4_i64 : i64
      %101 = arith.select %99, %100, %in : i64
      %102 = arith.index_cast %101 : i64 to index
      %103 = arith.cmpi slt, %in_56, %c0_i64 : i64
      %104 = arith.addi %in_56, %c2_i64 : i64
      %105 = arith.select %103, %104, %in_56 : i64
      %106 = arith.index_cast %105 : i64 to index
      %107 = arith.cmpi slt, %in_57, %c0_i64 : i64
      %108 = arith.addi %in_57, %c4_i64 : i64
      %109 = arith.select %107, %108, %in_57 : i64
      %110 = arith.index_cast %109 : i64 to index
      %111 = arith.cmpi slt, %in_58, %c0_i64 : i64
      %112 = arith.addi %in_58, %c1_i64 : i64
      %113 = arith.select %111, %112, %in_58 : i64
      %114 = arith.index_cast %113 : i64 to index
      %extracted = tensor.extract %87[%102, %106, %110, %114] : tensor<4x2x4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8xf32>
    %92 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_28, %cst_29, %cst_30, %cst_31 : tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>) outs(%24 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_56: i64, %in_57: i64, %in_58: i64, %out: f32):
      %99 = arith.cmpi slt, %in, %c0_i64 : i64
      %100 = arith.addi %in, %c4_i64 : i64
      %101 = arith.select %99, %100, %in : i64
      %102 = arith.index_cast %101 : i64 to index
      %103 = arith.cmpi slt, %in_56, %c0_i64 : i64
      %104 = arith.addi %in_56, %c2_i64 : i64
      %105 = arith.select %103, %104, %in_56 : i64
      %106 = arith.index_cast %105 : i64 to index
      %107 = arith.cmpi slt, %in_57, %c0_i64 : i64
      %108 = arith.addi %in_57, %c4_i64 : i64
      %109 = arith.select %107, %108, %in_57 : i64
      %110 = arith.index_cast %109 : i64 to index
      %111 = arith.cmpi slt, %in_58, %c0_i64 : i64
      %112 = arith.addi %in_58, %c1_i64 : i64
      %113 = arith.select %111, %112, %in_58 : i64
      %114 = arith.index_cast %113 : i64 to index
      %extracted = tensor.extract %90[%102, %106, %110, %114] : tensor<4x2x4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8xf32>
    %expanded_53 = tensor.expand_shape %91 [[0], [1, 2, 3]] output_shape [4, 8, 1, 1] : tensor<4x8xf32> into tensor<4x8x1x1xf32>
    %expanded_54 = tensor.expand_shape %92 [[0], [1, 2, 3]] output_shape [4, 8, 1, 1] : tensor<4x8xf32> into tensor<4x8x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_53 : tensor<4x8x8x8xf32>, tensor<4x8x1x1xf32>) outs(%0 : tensor<4x8x8x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x8x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_54 : tensor<4x8x8x8xf32>, tensor<4x8x1x1xf32>) outs(%0 : tensor<4x8x8x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.addf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x8x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<4x8x8x8xf32>) outs(%0 : tensor<4x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.negf %in : f32
      %100 = math.exp %99 : f32
      %101 = arith.addf %100, %cst_1 : f32
      %102 = arith.divf %cst_1, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<4x8x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %95 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%0 : tensor<4x8x8x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %99 = arith.mulf %in, %in_56 : f32
      linalg.yield %99 : f32
    } -> tensor<4x8x8x8xf32>
    %97 = tensor.empty() : tensor<4x1x8x8xf32>
    %broadcasted_55 = linalg.broadcast ins(%arg19 : tensor<1xf32>) outs(%97 : tensor<4x1x8x8xf32>) dimensions = [0, 2, 3] 
    %98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%96, %arg18 : tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%broadcasted_55 : tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    return %98 : tensor<4x1x8x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_8_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_1: "0x0800000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000100000000000000010000000000000001000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000",
      torch_tensor_4_8_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_3: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_8_torch.int64_4: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_5: "0x0800000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000100000000000000010000000000000001000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000",
      torch_tensor_4_8_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_7: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_16_torch.int64: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_16_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000030000000000000003000000000000000300000000000000030000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_16_torch.int64_2: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_4_16_torch.int64_3: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_16_torch.int64_4: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_16_torch.int64_5: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000030000000000000003000000000000000300000000000000030000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_16_torch.int64_6: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_4_16_torch.int64_7: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_8_torch.int64_8: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_9: "0x0800000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000100000000000000010000000000000001000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000",
      torch_tensor_4_8_torch.int64_10: "0x0800000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_11: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_8_torch.int64_12: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_13: "0x0800000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000100000000000000010000000000000001000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000",
      torch_tensor_4_8_torch.int64_14: "0x0800000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_15: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
