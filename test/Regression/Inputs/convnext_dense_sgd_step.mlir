#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1) -> ()>
#map12 = affine_map<(d0) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @cnx_dense_sgd_step(%arg0: tensor<16xf32>, %arg1: tensor<16x3x4x4xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x16x7x7xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<64x16xf32>, %arg8: tensor<64xf32>, %arg9: tensor<16x64xf32>, %arg10: tensor<16xf32>, %arg11: tensor<4x16xf32>, %arg12: tensor<4xf32>, %arg13: tensor<2x3x32x32xf32>, %arg14: tensor<2xi64>) -> (tensor<f32>, tensor<16xf32>, tensor<16x3x4x4xf32>, tensor<16xf32>, tensor<16x16x7x7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<2x4xf32>
    %c4 = arith.constant 4 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 0.70710678118654757 : f64
    %cst_6 = arith.constant 0.3989422804014327 : f64
    %cst_7 = arith.constant 1.000000e-02 : f64
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = arith.constant 1.600000e+01 : f64
    %cst_11 = arith.constant 1.600000e+01 : f32
    %cst_12 = arith.constant 1.41421354 : f32
    %cst_13 = arith.constant 6.400000e+01 : f32
    %cst_14 = arith.constant -5.000000e-01 : f32
    %c6 = arith.constant 6 : index
    %c-100_i64 = arith.constant -100 : i64
    %c2 = arith.constant 2 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_15 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_16 = arith.constant -1.000000e+00 : f32
    %cst_17 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x16x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<2x16x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg13, %arg1 : tensor<2x3x32x32xf32>, tensor<16x3x4x4xf32>) outs(%broadcasted : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %padded = tensor.pad %1 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst_15 : f32
    } : tensor<2x16x8x8xf32> to tensor<2x16x14x14xf32>
    %broadcasted_18 = linalg.broadcast ins(%arg4 : tensor<16xf32>) outs(%0 : tensor<2x16x8x8xf32>) dimensions = [0, 2, 3] 
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg3 : tensor<2x16x14x14xf32>, tensor<16x16x7x7xf32>) outs(%broadcasted_18 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %3 = tensor.empty() : tensor<2x8x8x16xf32>
    %transposed = linalg.transpose ins(%2 : tensor<2x16x8x8xf32>) outs(%3 : tensor<2x8x8x16xf32>) permutation = [0, 2, 3, 1] 
    %4 = tensor.empty() : tensor<2x8x8x16xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x8x8x16xf32>) outs(%4 : tensor<2x8x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %192 = arith.extf %in : f32 to f64
      linalg.yield %192 : f64
    } -> tensor<2x8x8x16xf64>
    %6 = tensor.empty() : tensor<2x8x8x1xf64>
    %7 = linalg.fill ins(%cst_0 : f64) outs(%6 : tensor<2x8x8x1xf64>) -> tensor<2x8x8x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%5 : tensor<2x8x8x16xf64>) outs(%7 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<2x8x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x8x1xf64>) outs(%6 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_10 : f64
      linalg.yield %192 : f64
    } -> tensor<2x8x8x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<2x8x8x16xf64>, tensor<2x8x8x1xf64>) outs(%4 : tensor<2x8x8x16xf64>) {
    ^bb0(%in: f64, %in_53: f64, %out: f64):
      %192 = arith.subf %in, %in_53 : f64
      linalg.yield %192 : f64
    } -> tensor<2x8x8x16xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %10 : tensor<2x8x8x16xf64>, tensor<2x8x8x16xf64>) outs(%4 : tensor<2x8x8x16xf64>) {
    ^bb0(%in: f64, %in_53: f64, %out: f64):
      %192 = arith.mulf %in, %in_53 : f64
      linalg.yield %192 : f64
    } -> tensor<2x8x8x16xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%11 : tensor<2x8x8x16xf64>) outs(%7 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<2x8x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<2x8x8x1xf64>) outs(%6 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_10 : f64
      linalg.yield %192 : f64
    } -> tensor<2x8x8x1xf64>
    %14 = tensor.empty() : tensor<2x8x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x8x1xf64>) outs(%14 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %192 = arith.truncf %in : f64 to f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x1xf32>
    %16 = linalg.fill ins(%cst_15 : f32) outs(%14 : tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed : tensor<2x8x8x16xf32>) outs(%16 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x8x1xf32>) outs(%14 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_11 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x8x1xf32>) outs(%14 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_4 : f64 to f32
      %193 = arith.addf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<2x8x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<2x8x8x1xf32>) outs(%14 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.rsqrt %in : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %18 : tensor<2x8x8x16xf32>, tensor<2x8x8x1xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<2x8x8x16xf32>, tensor<2x8x8x1xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %arg5 : tensor<2x8x8x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %arg6 : tensor<2x8x8x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.addf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %25 = tensor.empty() : tensor<16x64xf32>
    %transposed_19 = linalg.transpose ins(%arg7 : tensor<64x16xf32>) outs(%25 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %24 [[0, 1, 2], [3]] : tensor<2x8x8x16xf32> into tensor<128x16xf32>
    %26 = tensor.empty() : tensor<128x64xf32>
    %27 = linalg.fill ins(%cst_15 : f32) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %28 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<128x16xf32>, tensor<16x64xf32>) outs(%27 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %28 [[0, 1, 2], [3]] output_shape [2, 8, 8, 64] : tensor<128x64xf32> into tensor<2x8x8x64xf32>
    %29 = tensor.empty() : tensor<2x8x8x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %arg8 : tensor<2x8x8x64xf32>, tensor<64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.addf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_12 : f32
      %193 = math.erf %192 : f32
      %194 = arith.addf %193, %cst_1 : f32
      %195 = arith.mulf %194, %cst_2 : f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<2x8x8x64xf32>
    %32 = tensor.empty() : tensor<64x16xf32>
    %transposed_20 = linalg.transpose ins(%arg9 : tensor<16x64xf32>) outs(%32 : tensor<64x16xf32>) permutation = [1, 0] 
    %collapsed_21 = tensor.collapse_shape %31 [[0, 1, 2], [3]] : tensor<2x8x8x64xf32> into tensor<128x64xf32>
    %33 = tensor.empty() : tensor<128x16xf32>
    %34 = linalg.fill ins(%cst_15 : f32) outs(%33 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %35 = linalg.matmul ins(%collapsed_21, %transposed_20 : tensor<128x64xf32>, tensor<64x16xf32>) outs(%34 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %expanded_22 = tensor.expand_shape %35 [[0, 1, 2], [3]] output_shape [2, 8, 8, 16] : tensor<128x16xf32> into tensor<2x8x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22, %arg10 : tensor<2x8x8x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.addf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %arg0 : tensor<2x8x8x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %transposed_23 = linalg.transpose ins(%37 : tensor<2x8x8x16xf32>) outs(%0 : tensor<2x16x8x8xf32>) permutation = [0, 3, 1, 2] 
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %transposed_23 : tensor<2x16x8x8xf32>, tensor<2x16x8x8xf32>) outs(%0 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.addf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x16x8x8xf32>
    %39 = tensor.empty() : tensor<2x16xf32>
    %40 = linalg.fill ins(%cst_15 : f32) outs(%39 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%38 : tensor<2x16x8x8xf32>) outs(%40 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<2x16xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<2x16xf32>) outs(%39 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_13 : f32
      linalg.yield %192 : f32
    } -> tensor<2x16xf32>
    %43 = tensor.empty() : tensor<16x4xf32>
    %transposed_24 = linalg.transpose ins(%arg11 : tensor<4x16xf32>) outs(%43 : tensor<16x4xf32>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<2x4xf32>
    %45 = linalg.fill ins(%cst_15 : f32) outs(%44 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %46 = linalg.matmul ins(%42, %transposed_24 : tensor<2x16xf32>, tensor<16x4xf32>) outs(%45 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%46, %arg12 : tensor<2x4xf32>, tensor<4xf32>) outs(%44 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.addf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x4xf32>
    %48 = tensor.empty() : tensor<2xi64>
    %49 = linalg.fill ins(%c0_i64 : i64) outs(%48 : tensor<2xi64>) -> tensor<2xi64>
    %50 = tensor.empty() : tensor<2xf32>
    %51 = linalg.fill ins(%cst_3 : f32) outs(%50 : tensor<2xf32>) -> tensor<2xf32>
    %52:2 = linalg.generic {indexing_maps = [#map4, #map6, #map6], iterator_types = ["parallel", "reduction"]} ins(%47 : tensor<2x4xf32>) outs(%51, %49 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_53: i64):
      %192 = linalg.index 1 : index
      %193 = arith.index_cast %192 : index to i64
      %194 = arith.maximumf %in, %out : f32
      %195 = arith.cmpf ogt, %in, %out : f32
      %196 = arith.select %195, %193, %out_53 : i64
      linalg.yield %194, %196 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_25 = tensor.expand_shape %52#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%47, %expanded_25 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%44 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x4xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<2x4xf32>) outs(%44 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.exp %in : f32
      linalg.yield %192 : f32
    } -> tensor<2x4xf32>
    %55 = tensor.empty() : tensor<2x1xf32>
    %56 = linalg.fill ins(%cst_15 : f32) outs(%55 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["parallel", "reduction"]} ins(%54 : tensor<2x4xf32>) outs(%56 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<2x1xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<2x1xf32>) outs(%55 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.log %in : f32
      linalg.yield %192 : f32
    } -> tensor<2x1xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%53, %58 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%44 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x4xf32>
    %60 = tensor.empty() : tensor<2xi1>
    %61 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg14 : tensor<2xi64>) outs(%60 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %192 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %192 : i1
    } -> tensor<2xi1>
    %62 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%61, %arg14, %cst_17 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%48 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_53: i64, %in_54: i64, %out: i64):
      %192 = arith.select %in, %in_53, %in_54 : i64
      linalg.yield %192 : i64
    } -> tensor<2xi64>
    %expanded_26 = tensor.expand_shape %62 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_26 : tensor<2x1xi64>) outs(%56 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %192 = linalg.index 0 : index
      %193 = arith.index_cast %in : i64 to index
      %194 = arith.cmpi slt, %193, %c4 : index
      cf.assert %194, "index must be smaller than dim size"
      %195 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %195, "index must be larger or equal to 0"
      %extracted = tensor.extract %59[%192, %193] : tensor<2x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_27 = tensor.collapse_shape %63 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_27 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.negf %in : f32
      linalg.yield %192 : f32
    } -> tensor<2xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%61, %64, %cst_8 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_53: f32, %in_54: f32, %out: f32):
      %192 = arith.select %in, %in_53, %in_54 : f32
      linalg.yield %192 : f32
    } -> tensor<2xf32>
    %66 = tensor.empty() : tensor<i64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<i64>) -> tensor<i64>
    %68 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%61 : tensor<2xi1>) outs(%67 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %192 = arith.extui %in : i1 to i64
      %193 = arith.addi %192, %out : i64
      linalg.yield %193 : i64
    } -> tensor<i64>
    %69 = tensor.empty() : tensor<f32>
    %70 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%68 : tensor<i64>) outs(%69 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %192 = arith.sitofp %in : i64 to f32
      linalg.yield %192 : f32
    } -> tensor<f32>
    %71 = linalg.fill ins(%cst_15 : f32) outs(%69 : tensor<f32>) -> tensor<f32>
    %72 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%65 : tensor<2xf32>) outs(%71 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<f32>
    %73 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%72, %70 : tensor<f32>, tensor<f32>) outs(%69 : tensor<f32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.divf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<f32>
    %74 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_9, %70 : tensor<f32>, tensor<f32>) outs(%69 : tensor<f32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.divf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<f32>
    %expanded_28 = tensor.expand_shape %arg14 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %75 = tensor.empty() : tensor<2x1xi1>
    %76 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_28 : tensor<2x1xi64>) outs(%75 : tensor<2x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %192 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %192 : i1
    } -> tensor<2x1xi1>
    %77 = tensor.empty() : tensor<2x1xi64>
    %78 = linalg.generic {indexing_maps = [#map4, #map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%76, %expanded_28, %cst_17 : tensor<2x1xi1>, tensor<2x1xi64>, tensor<i64>) outs(%77 : tensor<2x1xi64>) {
    ^bb0(%in: i1, %in_53: i64, %in_54: i64, %out: i64):
      %192 = arith.select %in, %in_53, %in_54 : i64
      linalg.yield %192 : i64
    } -> tensor<2x1xi64>
    %79 = linalg.fill ins(%c0_i64 : i64) outs(%77 : tensor<2x1xi64>) -> tensor<2x1xi64>
    %80 = linalg.fill ins(%cst_15 : f32) outs(%50 : tensor<2xf32>) -> tensor<2xf32>
    %81:3 = linalg.generic {indexing_maps = [#map12, #map12, #map8], iterator_types = ["parallel"]} outs(%79, %79, %80 : tensor<2x1xi64>, tensor<2x1xi64>, tensor<2xf32>) {
    ^bb0(%out: i64, %out_53: i64, %out_54: f32):
      %192 = linalg.index 0 : index
      %193 = arith.remsi %192, %c2 : index
      %extracted = tensor.extract %78[%193, %c0] : tensor<2x1xi64>
      %194 = arith.index_cast %193 : index to i64
      linalg.yield %194, %extracted, %cst_16 : i64, i64, f32
    } -> (tensor<2x1xi64>, tensor<2x1xi64>, tensor<2xf32>)
    %82 = tensor.empty() : tensor<2x2xi64>
    %83 = linalg.fill ins(%c0_i64 : i64) outs(%82 : tensor<2x2xi64>) -> tensor<2x2xi64>
    %inserted_slice = tensor.insert_slice %81#0 into %83[0, 0] [2, 1] [1, 1] : tensor<2x1xi64> into tensor<2x2xi64>
    %inserted_slice_29 = tensor.insert_slice %81#1 into %inserted_slice[0, 1] [2, 1] [1, 1] : tensor<2x1xi64> into tensor<2x2xi64>
    %84 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%81#2, %inserted_slice_29 : tensor<2xf32>, tensor<2x2xi64>) outs(%cst : tensor<2x4xf32>) {
    ^bb0(%arg15: f32, %arg16: f32):
      tm_tensor.yield %arg15 : f32
    } -> tensor<2x4xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map11, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%76, %74, %cst_8 : tensor<2x1xi1>, tensor<f32>, tensor<f32>) outs(%55 : tensor<2x1xf32>) {
    ^bb0(%in: i1, %in_53: f32, %in_54: f32, %out: f32):
      %192 = arith.select %in, %in_53, %in_54 : f32
      linalg.yield %192 : f32
    } -> tensor<2x1xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%44 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x4xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<2x4xf32>) outs(%44 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.exp %in : f32
      linalg.yield %192 : f32
    } -> tensor<2x4xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["parallel", "reduction"]} ins(%86 : tensor<2x4xf32>) outs(%56 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<2x1xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%44 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x4xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%86, %89 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%44 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x4xf32>
    %91 = linalg.matmul ins(%90, %arg11 : tensor<2x4xf32>, tensor<4x16xf32>) outs(%40 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %92 = tensor.empty() : tensor<4x2xf32>
    %transposed_30 = linalg.transpose ins(%90 : tensor<2x4xf32>) outs(%92 : tensor<4x2xf32>) permutation = [1, 0] 
    %93 = tensor.empty() : tensor<4x16xf32>
    %94 = linalg.fill ins(%cst_15 : f32) outs(%93 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %95 = linalg.matmul ins(%transposed_30, %42 : tensor<4x2xf32>, tensor<2x16xf32>) outs(%94 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %96 = tensor.empty() : tensor<1x4xf32>
    %97 = linalg.fill ins(%cst_15 : f32) outs(%96 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %98 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "parallel"]} ins(%90 : tensor<2x4xf32>) outs(%97 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x4xf32>
    %collapsed_31 = tensor.collapse_shape %98 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<2x16xf32>) outs(%0 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<2x16x8x8xf32>) outs(%0 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_13 : f32
      linalg.yield %192 : f32
    } -> tensor<2x16x8x8xf32>
    %transposed_32 = linalg.transpose ins(%100 : tensor<2x16x8x8xf32>) outs(%3 : tensor<2x8x8x16xf32>) permutation = [0, 2, 3, 1] 
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_32, %36 : tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_32, %arg0 : tensor<2x8x8x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %103 = tensor.empty() : tensor<1x1x1x16xf32>
    %104 = linalg.fill ins(%cst_15 : f32) outs(%103 : tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%101 : tensor<2x8x8x16xf32>) outs(%104 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x1x1x16xf32>
    %collapsed_33 = tensor.collapse_shape %105 [[0, 1, 2, 3]] : tensor<1x1x1x16xf32> into tensor<16xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%102 : tensor<2x8x8x16xf32>) outs(%104 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x1x1x16xf32>
    %collapsed_34 = tensor.collapse_shape %106 [[0, 1, 2, 3]] : tensor<1x1x1x16xf32> into tensor<16xf32>
    %collapsed_35 = tensor.collapse_shape %102 [[0, 1, 2], [3]] : tensor<2x8x8x16xf32> into tensor<128x16xf32>
    %107 = tensor.empty() : tensor<16x128xf32>
    %transposed_36 = linalg.transpose ins(%collapsed_35 : tensor<128x16xf32>) outs(%107 : tensor<16x128xf32>) permutation = [1, 0] 
    %108 = linalg.fill ins(%cst_15 : f32) outs(%25 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %109 = linalg.matmul ins(%transposed_36, %collapsed_21 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%108 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %110 = linalg.matmul ins(%collapsed_35, %arg9 : tensor<128x16xf32>, tensor<16x64xf32>) outs(%27 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_37 = tensor.expand_shape %110 [[0, 1, 2], [3]] output_shape [2, 8, 8, 64] : tensor<128x64xf32> into tensor<2x8x8x64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_5 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<2x8x8x64xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.erf %in : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %cst_1 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.mulf %in, %cst_2 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %30 : tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.mulf %in, %cst_14 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.exp %in : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_6 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<2x8x8x64xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %118 : tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %119 : tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.addf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37, %120 : tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) outs(%29 : tensor<2x8x8x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x64xf32>
    %122 = tensor.empty() : tensor<1x1x1x64xf32>
    %123 = linalg.fill ins(%cst_15 : f32) outs(%122 : tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%121 : tensor<2x8x8x64xf32>) outs(%123 : tensor<1x1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x1x1x64xf32>
    %collapsed_38 = tensor.collapse_shape %124 [[0, 1, 2, 3]] : tensor<1x1x1x64xf32> into tensor<64xf32>
    %collapsed_39 = tensor.collapse_shape %121 [[0, 1, 2], [3]] : tensor<2x8x8x64xf32> into tensor<128x64xf32>
    %125 = tensor.empty() : tensor<64x128xf32>
    %transposed_40 = linalg.transpose ins(%collapsed_39 : tensor<128x64xf32>) outs(%125 : tensor<64x128xf32>) permutation = [1, 0] 
    %126 = linalg.fill ins(%cst_15 : f32) outs(%32 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %127 = linalg.matmul ins(%transposed_40, %collapsed : tensor<64x128xf32>, tensor<128x16xf32>) outs(%126 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %128 = linalg.matmul ins(%collapsed_39, %arg7 : tensor<128x64xf32>, tensor<64x16xf32>) outs(%34 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %expanded_41 = tensor.expand_shape %128 [[0, 1, 2], [3]] output_shape [2, 8, 8, 16] : tensor<128x16xf32> into tensor<2x8x8x16xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %arg5 : tensor<2x8x8x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x8x16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.mulf %in, %cst_11 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x8x8x16xf32>) outs(%16 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %22 : tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%132 : tensor<2x8x8x16xf32>) outs(%16 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %133 : tensor<2x8x8x16xf32>, tensor<2x8x8x1xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %131 : tensor<2x8x8x16xf32>, tensor<2x8x8x1xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %134 : tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x8x1xf32>) outs(%14 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_11 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %136 : tensor<2x8x8x1xf32>, tensor<2x8x8x16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %22 : tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) outs(%3 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.mulf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x8x8x16xf32>
    %140 = tensor.empty() : tensor<16xf32>
    %141 = linalg.fill ins(%cst_15 : f32) outs(%140 : tensor<16xf32>) -> tensor<16xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%139 : tensor<2x8x8x16xf32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%expanded_41 : tensor<2x8x8x16xf32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %transposed_42 = linalg.transpose ins(%138 : tensor<2x8x8x16xf32>) outs(%0 : tensor<2x16x8x8xf32>) permutation = [0, 3, 1, 2] 
    %144 = tensor.empty() : tensor<16x16x7x7xf32>
    %145 = linalg.fill ins(%cst_15 : f32) outs(%144 : tensor<16x16x7x7xf32>) -> tensor<16x16x7x7xf32>
    %146 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%145 : tensor<16x16x7x7xf32>) {
    ^bb0(%out: f32):
      %192 = linalg.index 0 : index
      %193 = linalg.index 1 : index
      %194 = linalg.index 2 : index
      %195 = linalg.index 3 : index
      %196 = arith.subi %c6, %194 : index
      %197 = arith.subi %c6, %195 : index
      %extracted = tensor.extract %arg3[%193, %192, %196, %197] : tensor<16x16x7x7xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x7x7xf32>
    %147 = tensor.empty() : tensor<2x16x14x14xf32>
    %148 = linalg.fill ins(%cst_15 : f32) outs(%147 : tensor<2x16x14x14xf32>) -> tensor<2x16x14x14xf32>
    %inserted_slice_43 = tensor.insert_slice %transposed_42 into %148[0, 0, 3, 3] [2, 16, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> into tensor<2x16x14x14xf32>
    %149 = linalg.fill ins(%cst_15 : f32) outs(%0 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %150 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_43, %146 : tensor<2x16x14x14xf32>, tensor<16x16x7x7xf32>) outs(%149 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %151 = tensor.empty() : tensor<16x2x8x8xf32>
    %transposed_44 = linalg.transpose ins(%1 : tensor<2x16x8x8xf32>) outs(%151 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_45 = linalg.transpose ins(%138 : tensor<2x8x8x16xf32>) outs(%151 : tensor<16x2x8x8xf32>) permutation = [3, 0, 1, 2] 
    %padded_46 = tensor.pad %transposed_44 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst_15 : f32
    } : tensor<16x2x8x8xf32> to tensor<16x2x14x14xf32>
    %152 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_46, %transposed_45 : tensor<16x2x14x14xf32>, tensor<16x2x8x8xf32>) outs(%145 : tensor<16x16x7x7xf32>) -> tensor<16x16x7x7xf32>
    %transposed_47 = linalg.transpose ins(%152 : tensor<16x16x7x7xf32>) outs(%144 : tensor<16x16x7x7xf32>) permutation = [1, 0, 2, 3] 
    %153 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%transposed_42 : tensor<2x16x8x8xf32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %150 : tensor<2x16x8x8xf32>, tensor<2x16x8x8xf32>) outs(%0 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.addf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<2x16x8x8xf32>
    %155 = tensor.empty() : tensor<3x2x32x32xf32>
    %transposed_48 = linalg.transpose ins(%arg13 : tensor<2x3x32x32xf32>) outs(%155 : tensor<3x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %156 = tensor.empty() : tensor<3x32x4x4xf32>
    %expanded_49 = tensor.expand_shape %transposed_48 [[0], [1, 2], [3], [4]] output_shape [3, 2, 1, 32, 32] : tensor<3x2x32x32xf32> into tensor<3x2x1x32x32xf32>
    %expanded_50 = tensor.expand_shape %154 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 8, 8] : tensor<2x16x8x8xf32> into tensor<2x16x1x8x8xf32>
    %expanded_51 = tensor.expand_shape %156 [[0], [1, 2], [3], [4]] output_shape [3, 2, 16, 4, 4] : tensor<3x32x4x4xf32> into tensor<3x2x16x4x4xf32>
    %157 = linalg.fill ins(%cst_15 : f32) outs(%expanded_51 : tensor<3x2x16x4x4xf32>) -> tensor<3x2x16x4x4xf32>
    %158 = linalg.conv_2d_ngchw_gfchw {dilations = dense<4> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_49, %expanded_50 : tensor<3x2x1x32x32xf32>, tensor<2x16x1x8x8xf32>) outs(%157 : tensor<3x2x16x4x4xf32>) -> tensor<3x2x16x4x4xf32>
    %159 = tensor.empty() : tensor<2x16x3x4x4xf32>
    %transposed_52 = linalg.transpose ins(%158 : tensor<3x2x16x4x4xf32>) outs(%159 : tensor<2x16x3x4x4xf32>) permutation = [1, 2, 0, 3, 4] 
    %160 = tensor.empty() : tensor<16x3x4x4xf32>
    %161 = linalg.fill ins(%cst_15 : f32) outs(%160 : tensor<16x3x4x4xf32>) -> tensor<16x3x4x4xf32>
    %162 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52 : tensor<2x16x3x4x4xf32>) outs(%161 : tensor<16x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<16x3x4x4xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%154 : tensor<2x16x8x8xf32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %164 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_33 : tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16xf32>
    %165 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg0, %164 : tensor<16xf32>, tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<16x3x4x4xf32>) outs(%160 : tensor<16x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16x3x4x4xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %166 : tensor<16x3x4x4xf32>, tensor<16x3x4x4xf32>) outs(%160 : tensor<16x3x4x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16x3x4x4xf32>
    %168 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%163 : tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16xf32>
    %169 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg2, %168 : tensor<16xf32>, tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_47 : tensor<16x16x7x7xf32>) outs(%144 : tensor<16x16x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16x16x7x7xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3, %170 : tensor<16x16x7x7xf32>, tensor<16x16x7x7xf32>) outs(%144 : tensor<16x16x7x7xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16x16x7x7xf32>
    %172 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%153 : tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16xf32>
    %173 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg4, %172 : tensor<16xf32>, tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %174 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%142 : tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16xf32>
    %175 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg5, %174 : tensor<16xf32>, tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %176 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%143 : tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16xf32>
    %177 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg6, %176 : tensor<16xf32>, tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %178 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%127 : tensor<64x16xf32>) outs(%32 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<64x16xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7, %178 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%32 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<64x16xf32>
    %180 = tensor.empty() : tensor<64xf32>
    %181 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_38 : tensor<64xf32>) outs(%180 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<64xf32>
    %182 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg8, %181 : tensor<64xf32>, tensor<64xf32>) outs(%180 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<64xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<16x64xf32>) outs(%25 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16x64xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9, %183 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%25 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %185 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_34 : tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<16xf32>
    %186 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg10, %185 : tensor<16xf32>, tensor<16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<16xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<4x16xf32>) outs(%93 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<4x16xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11, %187 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%93 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<4x16xf32>
    %189 = tensor.empty() : tensor<4xf32>
    %190 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_31 : tensor<4xf32>) outs(%189 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<4xf32>
    %191 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg12, %190 : tensor<4xf32>, tensor<4xf32>) outs(%189 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %192 = arith.subf %in, %in_53 : f32
      linalg.yield %192 : f32
    } -> tensor<4xf32>
    return %73, %165, %167, %169, %171, %173, %175, %177, %179, %182, %184, %186, %188, %191 : tensor<f32>, tensor<16xf32>, tensor<16x3x4x4xf32>, tensor<16xf32>, tensor<16x16x7x7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>
  }
}
