#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#map10 = affine_map<(d0, d1) -> (d0)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0) -> (d0)>
#map13 = affine_map<(d0) -> ()>
#map14 = affine_map<(d0, d1) -> ()>
#map15 = affine_map<(d0) -> (d0, 0)>
#map16 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @roll_adamw_step(%arg0: tensor<48x16xf32>, %arg1: tensor<48xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<4xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<48x16xf32>, %arg9: tensor<48xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<4xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<48x16xf32>, %arg17: tensor<48xf32>, %arg18: tensor<16x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<4x16xf32>, %arg21: tensor<4xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<f32>, %arg25: tensor<2x8x8x16xf32>, %arg26: tensor<2xi64>) -> (tensor<f32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<2x4xf32>
    %cst_0 = arith.constant 0.000000e+00 : f64
    %c4 = arith.constant 4 : index
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 9.999500e-01 : f64
    %cst_4 = arith.constant 9.000000e-01 : f64
    %cst_5 = arith.constant 0.099999999999999978 : f64
    %cst_6 = arith.constant 0.99899999999999999 : f64
    %cst_7 = arith.constant 0.0010000000000000009 : f64
    %cst_8 = arith.constant 1.000000e-03 : f64
    %cst_9 = arith.constant 1.000000e-08 : f64
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = arith.constant 1.000000e+00 : f32
    %cst_13 = arith.constant 1.600000e+01 : f64
    %cst_14 = arith.constant 1.600000e+01 : f32
    %cst_15 = arith.constant 4.000000e+00 : f32
    %cst_16 = arith.constant 6.400000e+01 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c2 = arith.constant 2 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_17 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_18 = arith.constant -1.000000e+00 : f32
    %cst_19 = arith.constant dense<1> : tensor<i64>
    %cst_20 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg24 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %cst_12 : f32
      linalg.yield %269 : f32
    } -> tensor<f32>
    %2 = tensor.empty() : tensor<2x8x8x16xf64>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg25 : tensor<2x8x8x16xf32>) outs(%2 : tensor<2x8x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %269 = arith.extf %in : f32 to f64
      linalg.yield %269 : f64
    } -> tensor<2x8x8x16xf64>
    %4 = tensor.empty() : tensor<2x8x8x1xf64>
    %5 = linalg.fill ins(%cst_0 : f64) outs(%4 : tensor<2x8x8x1xf64>) -> tensor<2x8x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%3 : tensor<2x8x8x16xf64>) outs(%5 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %269 = arith.addf %in, %out : f64
      linalg.yield %269 : f64
    } -> tensor<2x8x8x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x8x1xf64>) outs(%4 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %269 = arith.divf %in, %cst_13 : f64
      linalg.yield %269 : f64
    } -> tensor<2x8x8x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<2x8x8x16xf64>, tensor<2x8x8x1xf64>) outs(%2 : tensor<2x8x8x16xf64>) {
    ^bb0(%in: f64, %in_95: f64, %out: f64):
      %269 = arith.subf %in, %in_95 : f64
      linalg.yield %269 : f64
    } -> tensor<2x8x8x16xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<2x8x8x16xf64>, tensor<2x8x8x16xf64>) outs(%2 : tensor<2x8x8x16xf64>) {
    ^bb0(%in: f64, %in_95: f64, %out: f64):
      %269 = arith.mulf %in, %in_95 : f64
      linalg.yield %269 : f64
    } -> tensor<2x8x8x16xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%9 : tensor<2x8x8x16xf64>) outs(%5 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %269 = arith.addf %in, %out : f64
      linalg.yield %269 : f64
    } -> tensor<2x8x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<2x8x8x1xf64>) outs(%4 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %269 = arith.divf %in, %cst_13 : f64
      linalg.yield %269 : f64
    } -> tensor<2x8x8x1xf64>
    %12 = tensor.empty() : tensor<2x8x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x8x1xf64>) outs(%12 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %269 = arith.truncf %in : f64 to f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x1xf32>
    %14 = linalg.fill ins(%cst_17 : f32) outs(%12 : tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg25 : tensor<2x8x8x16xf32>) outs(%14 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x8x1xf32>) outs(%12 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.divf %in, %cst_14 : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x8x1xf32>) outs(%12 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_2 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<2x8x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x8x1xf32>) outs(%12 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.rsqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x1xf32>
    %19 = tensor.empty() : tensor<2x8x8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg25, %16 : tensor<2x8x8x16xf32>, tensor<2x8x8x1xf32>) outs(%19 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %18 : tensor<2x8x8x16xf32>, tensor<2x8x8x1xf32>) outs(%19 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %arg6 : tensor<2x8x8x16xf32>, tensor<16xf32>) outs(%19 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x16xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %arg7 : tensor<2x8x8x16xf32>, tensor<16xf32>) outs(%19 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x16xf32>
    %extracted_slice = tensor.extract_slice %23[0, 2, 0, 0] [2, 6, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x6x8x16xf32>
    %cast = tensor.cast %extracted_slice : tensor<2x6x8x16xf32> to tensor<2x?x8x16xf32>
    %extracted_slice_21 = tensor.extract_slice %23[0, 0, 0, 0] [2, 2, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x2x8x16xf32>
    %cast_22 = tensor.cast %extracted_slice_21 : tensor<2x2x8x16xf32> to tensor<2x?x8x16xf32>
    %concat = tensor.concat dim(1) %cast, %cast_22 : (tensor<2x?x8x16xf32>, tensor<2x?x8x16xf32>) -> tensor<2x8x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %concat[0, 0, 2, 0] [2, 8, 6, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x8x6x16xf32>
    %cast_24 = tensor.cast %extracted_slice_23 : tensor<2x8x6x16xf32> to tensor<2x8x?x16xf32>
    %extracted_slice_25 = tensor.extract_slice %concat[0, 0, 0, 0] [2, 8, 2, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x8x2x16xf32>
    %cast_26 = tensor.cast %extracted_slice_25 : tensor<2x8x2x16xf32> to tensor<2x8x?x16xf32>
    %concat_27 = tensor.concat dim(2) %cast_24, %cast_26 : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x8x16xf32>
    %expanded = tensor.expand_shape %concat_27 [[0], [1, 2], [3, 4], [5]] output_shape [2, 2, 4, 2, 4, 16] : tensor<2x8x8x16xf32> into tensor<2x2x4x2x4x16xf32>
    %24 = tensor.empty() : tensor<2x2x2x4x4x16xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<2x2x4x2x4x16xf32>) outs(%24 : tensor<2x2x2x4x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %25 = tensor.empty() : tensor<16x48xf32>
    %transposed_28 = linalg.transpose ins(%arg0 : tensor<48x16xf32>) outs(%25 : tensor<16x48xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1, 2, 3, 4], [5]] : tensor<2x2x2x4x4x16xf32> into tensor<128x16xf32>
    %26 = tensor.empty() : tensor<128x48xf32>
    %27 = linalg.fill ins(%cst_17 : f32) outs(%26 : tensor<128x48xf32>) -> tensor<128x48xf32>
    %28 = linalg.matmul ins(%collapsed, %transposed_28 : tensor<128x16xf32>, tensor<16x48xf32>) outs(%27 : tensor<128x48xf32>) -> tensor<128x48xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%28, %arg1 : tensor<128x48xf32>, tensor<48xf32>) outs(%26 : tensor<128x48xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<128x48xf32>
    %expanded_29 = tensor.expand_shape %29 [[0, 1], [2]] output_shape [8, 16, 48] : tensor<128x48xf32> into tensor<8x16x48xf32>
    %extracted_slice_30 = tensor.extract_slice %expanded_29[0, 0, 0] [8, 16, 16] [1, 1, 1] : tensor<8x16x48xf32> to tensor<8x16x16xf32>
    %extracted_slice_31 = tensor.extract_slice %expanded_29[0, 0, 16] [8, 16, 16] [1, 1, 1] : tensor<8x16x48xf32> to tensor<8x16x16xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_29[0, 0, 32] [8, 16, 16] [1, 1, 1] : tensor<8x16x48xf32> to tensor<8x16x16xf32>
    %30 = tensor.empty() : tensor<8x16x16xf32>
    %transposed_33 = linalg.transpose ins(%extracted_slice_31 : tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) permutation = [0, 2, 1] 
    %31 = linalg.fill ins(%cst_17 : f32) outs(%30 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %32 = linalg.batch_matmul ins(%extracted_slice_30, %transposed_33 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%31 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.divf %in, %cst_15 : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x16xf32>
    %34 = tensor.empty() : tensor<8x16xi64>
    %35 = linalg.fill ins(%c0_i64 : i64) outs(%34 : tensor<8x16xi64>) -> tensor<8x16xi64>
    %36 = tensor.empty() : tensor<8x16xf32>
    %37 = linalg.fill ins(%cst_1 : f32) outs(%36 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %38:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<8x16x16xf32>) outs(%37, %35 : tensor<8x16xf32>, tensor<8x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_95: i64):
      %269 = linalg.index 2 : index
      %270 = arith.index_cast %269 : index to i64
      %271 = arith.maximumf %in, %out : f32
      %272 = arith.cmpf ogt, %in, %out : f32
      %273 = arith.select %272, %270, %out_95 : i64
      linalg.yield %271, %273 : f32, i64
    } -> (tensor<8x16xf32>, tensor<8x16xi64>)
    %expanded_34 = tensor.expand_shape %38#0 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %expanded_34 : tensor<8x16x16xf32>, tensor<8x16x1xf32>) outs(%30 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.exp %in : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x16xf32>
    %41 = tensor.empty() : tensor<8x16x1xf32>
    %42 = linalg.fill ins(%cst_17 : f32) outs(%41 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<8x16x16xf32>) outs(%42 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<8x16x16xf32>, tensor<8x16x1xf32>) outs(%30 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x16xf32>
    %45 = linalg.batch_matmul ins(%44, %extracted_slice_32 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%31 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %46 = tensor.empty() : tensor<16x16xf32>
    %transposed_35 = linalg.transpose ins(%arg2 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %45 [[0, 1], [2]] : tensor<8x16x16xf32> into tensor<128x16xf32>
    %47 = tensor.empty() : tensor<128x16xf32>
    %48 = linalg.fill ins(%cst_17 : f32) outs(%47 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %49 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%48 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%49, %arg3 : tensor<128x16xf32>, tensor<16xf32>) outs(%47 : tensor<128x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<128x16xf32>
    %expanded_37 = tensor.expand_shape %50 [[0, 1, 2, 3, 4], [5]] output_shape [2, 2, 2, 4, 4, 16] : tensor<128x16xf32> into tensor<2x2x2x4x4x16xf32>
    %51 = tensor.empty() : tensor<2x2x4x2x4x16xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x2x2x4x4x16xf32>) outs(%51 : tensor<2x2x4x2x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_39 = tensor.collapse_shape %transposed_38 [[0], [1, 2], [3, 4], [5]] : tensor<2x2x4x2x4x16xf32> into tensor<2x8x8x16xf32>
    %extracted_slice_40 = tensor.extract_slice %collapsed_39[0, 6, 0, 0] [2, 2, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x2x8x16xf32>
    %cast_41 = tensor.cast %extracted_slice_40 : tensor<2x2x8x16xf32> to tensor<2x?x8x16xf32>
    %extracted_slice_42 = tensor.extract_slice %collapsed_39[0, 0, 0, 0] [2, 6, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x6x8x16xf32>
    %cast_43 = tensor.cast %extracted_slice_42 : tensor<2x6x8x16xf32> to tensor<2x?x8x16xf32>
    %concat_44 = tensor.concat dim(1) %cast_41, %cast_43 : (tensor<2x?x8x16xf32>, tensor<2x?x8x16xf32>) -> tensor<2x8x8x16xf32>
    %extracted_slice_45 = tensor.extract_slice %concat_44[0, 0, 6, 0] [2, 8, 2, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x8x2x16xf32>
    %cast_46 = tensor.cast %extracted_slice_45 : tensor<2x8x2x16xf32> to tensor<2x8x?x16xf32>
    %extracted_slice_47 = tensor.extract_slice %concat_44[0, 0, 0, 0] [2, 8, 6, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x8x6x16xf32>
    %cast_48 = tensor.cast %extracted_slice_47 : tensor<2x8x6x16xf32> to tensor<2x8x?x16xf32>
    %concat_49 = tensor.concat dim(2) %cast_46, %cast_48 : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x8x16xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg25, %concat_49 : tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) outs(%19 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x16xf32>
    %53 = tensor.empty() : tensor<2x16xf32>
    %54 = linalg.fill ins(%cst_17 : f32) outs(%53 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%52 : tensor<2x8x8x16xf32>) outs(%54 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<2x16xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<2x16xf32>) outs(%53 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.divf %in, %cst_16 : f32
      linalg.yield %269 : f32
    } -> tensor<2x16xf32>
    %57 = tensor.empty() : tensor<16x4xf32>
    %transposed_50 = linalg.transpose ins(%arg4 : tensor<4x16xf32>) outs(%57 : tensor<16x4xf32>) permutation = [1, 0] 
    %58 = tensor.empty() : tensor<2x4xf32>
    %59 = linalg.fill ins(%cst_17 : f32) outs(%58 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %60 = linalg.matmul ins(%56, %transposed_50 : tensor<2x16xf32>, tensor<16x4xf32>) outs(%59 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%60, %arg5 : tensor<2x4xf32>, tensor<4xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x4xf32>
    %62 = tensor.empty() : tensor<2xi64>
    %63 = linalg.fill ins(%c0_i64 : i64) outs(%62 : tensor<2xi64>) -> tensor<2xi64>
    %64 = tensor.empty() : tensor<2xf32>
    %65 = linalg.fill ins(%cst_1 : f32) outs(%64 : tensor<2xf32>) -> tensor<2xf32>
    %66:2 = linalg.generic {indexing_maps = [#map4, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%61 : tensor<2x4xf32>) outs(%65, %63 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_95: i64):
      %269 = linalg.index 1 : index
      %270 = arith.index_cast %269 : index to i64
      %271 = arith.maximumf %in, %out : f32
      %272 = arith.cmpf ogt, %in, %out : f32
      %273 = arith.select %272, %270, %out_95 : i64
      linalg.yield %271, %273 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_51 = tensor.expand_shape %66#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %expanded_51 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x4xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<2x4xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.exp %in : f32
      linalg.yield %269 : f32
    } -> tensor<2x4xf32>
    %69 = tensor.empty() : tensor<2x1xf32>
    %70 = linalg.fill ins(%cst_17 : f32) outs(%69 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%68 : tensor<2x4xf32>) outs(%70 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<2x1xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<2x1xf32>) outs(%69 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.log %in : f32
      linalg.yield %269 : f32
    } -> tensor<2x1xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%67, %72 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x4xf32>
    %74 = tensor.empty() : tensor<2xi1>
    %75 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg26 : tensor<2xi64>) outs(%74 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %269 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %269 : i1
    } -> tensor<2xi1>
    %76 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%75, %arg26, %cst_20 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%62 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_95: i64, %in_96: i64, %out: i64):
      %269 = arith.select %in, %in_95, %in_96 : i64
      linalg.yield %269 : i64
    } -> tensor<2xi64>
    %expanded_52 = tensor.expand_shape %76 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %77 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_52 : tensor<2x1xi64>) outs(%70 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %269 = linalg.index 0 : index
      %270 = arith.index_cast %in : i64 to index
      %271 = arith.cmpi slt, %270, %c4 : index
      cf.assert %271, "index must be smaller than dim size"
      %272 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %272, "index must be larger or equal to 0"
      %extracted = tensor.extract %73[%269, %270] : tensor<2x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_53 = tensor.collapse_shape %77 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %78 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_53 : tensor<2xf32>) outs(%64 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.negf %in : f32
      linalg.yield %269 : f32
    } -> tensor<2xf32>
    %79 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%75, %78, %cst_10 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%64 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_95: f32, %in_96: f32, %out: f32):
      %269 = arith.select %in, %in_95, %in_96 : f32
      linalg.yield %269 : f32
    } -> tensor<2xf32>
    %80 = tensor.empty() : tensor<i64>
    %81 = linalg.fill ins(%c0_i64 : i64) outs(%80 : tensor<i64>) -> tensor<i64>
    %82 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%75 : tensor<2xi1>) outs(%81 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %269 = arith.extui %in : i1 to i64
      %270 = arith.addi %269, %out : i64
      linalg.yield %270 : i64
    } -> tensor<i64>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%82 : tensor<i64>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %269 = arith.sitofp %in : i64 to f32
      linalg.yield %269 : f32
    } -> tensor<f32>
    %84 = linalg.fill ins(%cst_17 : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %85 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%79 : tensor<2xf32>) outs(%84 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<f32>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%85, %83 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<f32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_11, %83 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<f32>
    %expanded_54 = tensor.expand_shape %arg26 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %88 = tensor.empty() : tensor<2x1xi1>
    %89 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_54 : tensor<2x1xi64>) outs(%88 : tensor<2x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %269 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %269 : i1
    } -> tensor<2x1xi1>
    %90 = tensor.empty() : tensor<2x1xi64>
    %91 = linalg.generic {indexing_maps = [#map4, #map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%89, %expanded_54, %cst_20 : tensor<2x1xi1>, tensor<2x1xi64>, tensor<i64>) outs(%90 : tensor<2x1xi64>) {
    ^bb0(%in: i1, %in_95: i64, %in_96: i64, %out: i64):
      %269 = arith.select %in, %in_95, %in_96 : i64
      linalg.yield %269 : i64
    } -> tensor<2x1xi64>
    %92 = linalg.fill ins(%c0_i64 : i64) outs(%90 : tensor<2x1xi64>) -> tensor<2x1xi64>
    %93 = linalg.fill ins(%cst_17 : f32) outs(%64 : tensor<2xf32>) -> tensor<2xf32>
    %94:3 = linalg.generic {indexing_maps = [#map15, #map15, #map12], iterator_types = ["parallel"]} outs(%92, %92, %93 : tensor<2x1xi64>, tensor<2x1xi64>, tensor<2xf32>) {
    ^bb0(%out: i64, %out_95: i64, %out_96: f32):
      %269 = linalg.index 0 : index
      %270 = arith.remsi %269, %c2 : index
      %extracted = tensor.extract %91[%270, %c0] : tensor<2x1xi64>
      %271 = arith.index_cast %270 : index to i64
      linalg.yield %271, %extracted, %cst_18 : i64, i64, f32
    } -> (tensor<2x1xi64>, tensor<2x1xi64>, tensor<2xf32>)
    %95 = tensor.empty() : tensor<2x2xi64>
    %96 = linalg.fill ins(%c0_i64 : i64) outs(%95 : tensor<2x2xi64>) -> tensor<2x2xi64>
    %inserted_slice = tensor.insert_slice %94#0 into %96[0, 0] [2, 1] [1, 1] : tensor<2x1xi64> into tensor<2x2xi64>
    %inserted_slice_55 = tensor.insert_slice %94#1 into %inserted_slice[0, 1] [2, 1] [1, 1] : tensor<2x1xi64> into tensor<2x2xi64>
    %97 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%94#2, %inserted_slice_55 : tensor<2xf32>, tensor<2x2xi64>) outs(%cst : tensor<2x4xf32>) {
    ^bb0(%arg27: f32, %arg28: f32):
      tm_tensor.yield %arg27 : f32
    } -> tensor<2x4xf32>
    %98 = linalg.generic {indexing_maps = [#map4, #map14, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%89, %87, %cst_10 : tensor<2x1xi1>, tensor<f32>, tensor<f32>) outs(%69 : tensor<2x1xf32>) {
    ^bb0(%in: i1, %in_95: f32, %in_96: f32, %out: f32):
      %269 = arith.select %in, %in_95, %in_96 : f32
      linalg.yield %269 : f32
    } -> tensor<2x1xf32>
    %99 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%97, %98 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x4xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<2x4xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.exp %in : f32
      linalg.yield %269 : f32
    } -> tensor<2x4xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%99 : tensor<2x4xf32>) outs(%70 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<2x1xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x4xf32>
    %103 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%99, %102 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x4xf32>
    %104 = linalg.matmul ins(%103, %arg4 : tensor<2x4xf32>, tensor<4x16xf32>) outs(%54 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %105 = tensor.empty() : tensor<4x2xf32>
    %transposed_56 = linalg.transpose ins(%103 : tensor<2x4xf32>) outs(%105 : tensor<4x2xf32>) permutation = [1, 0] 
    %106 = tensor.empty() : tensor<4x16xf32>
    %107 = linalg.fill ins(%cst_17 : f32) outs(%106 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %108 = linalg.matmul ins(%transposed_56, %56 : tensor<4x2xf32>, tensor<2x16xf32>) outs(%107 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %109 = tensor.empty() : tensor<1x4xf32>
    %110 = linalg.fill ins(%cst_17 : f32) outs(%109 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %111 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["reduction", "parallel"]} ins(%103 : tensor<2x4xf32>) outs(%110 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<1x4xf32>
    %collapsed_57 = tensor.collapse_shape %111 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %112 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<2x16xf32>) outs(%19 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8x16xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x8x16xf32>) outs(%19 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.divf %in, %cst_16 : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x16xf32>
    %extracted_slice_58 = tensor.extract_slice %113[0, 0, 2, 0] [2, 8, 6, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x8x6x16xf32>
    %cast_59 = tensor.cast %extracted_slice_58 : tensor<2x8x6x16xf32> to tensor<2x8x?x16xf32>
    %extracted_slice_60 = tensor.extract_slice %113[0, 0, 0, 0] [2, 8, 2, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x8x2x16xf32>
    %cast_61 = tensor.cast %extracted_slice_60 : tensor<2x8x2x16xf32> to tensor<2x8x?x16xf32>
    %concat_62 = tensor.concat dim(2) %cast_59, %cast_61 : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x8x16xf32>
    %extracted_slice_63 = tensor.extract_slice %concat_62[0, 2, 0, 0] [2, 6, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x6x8x16xf32>
    %cast_64 = tensor.cast %extracted_slice_63 : tensor<2x6x8x16xf32> to tensor<2x?x8x16xf32>
    %extracted_slice_65 = tensor.extract_slice %concat_62[0, 0, 0, 0] [2, 2, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x2x8x16xf32>
    %cast_66 = tensor.cast %extracted_slice_65 : tensor<2x2x8x16xf32> to tensor<2x?x8x16xf32>
    %concat_67 = tensor.concat dim(1) %cast_64, %cast_66 : (tensor<2x?x8x16xf32>, tensor<2x?x8x16xf32>) -> tensor<2x8x8x16xf32>
    %expanded_68 = tensor.expand_shape %concat_67 [[0], [1, 2], [3, 4], [5]] output_shape [2, 2, 4, 2, 4, 16] : tensor<2x8x8x16xf32> into tensor<2x2x4x2x4x16xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x2x4x2x4x16xf32>) outs(%24 : tensor<2x2x2x4x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_70 = tensor.collapse_shape %transposed_69 [[0, 1, 2, 3, 4], [5]] : tensor<2x2x2x4x4x16xf32> into tensor<128x16xf32>
    %114 = linalg.matmul ins(%collapsed_70, %arg2 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%48 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %115 = tensor.empty() : tensor<16x128xf32>
    %transposed_71 = linalg.transpose ins(%collapsed_70 : tensor<128x16xf32>) outs(%115 : tensor<16x128xf32>) permutation = [1, 0] 
    %116 = linalg.fill ins(%cst_17 : f32) outs(%46 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %117 = linalg.matmul ins(%transposed_71, %collapsed_36 : tensor<16x128xf32>, tensor<128x16xf32>) outs(%116 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %118 = tensor.empty() : tensor<1x16xf32>
    %119 = linalg.fill ins(%cst_17 : f32) outs(%118 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["reduction", "parallel"]} ins(%collapsed_70 : tensor<128x16xf32>) outs(%119 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<1x16xf32>
    %collapsed_72 = tensor.collapse_shape %120 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_73 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [8, 16, 16] : tensor<128x16xf32> into tensor<8x16x16xf32>
    %transposed_74 = linalg.transpose ins(%44 : tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) permutation = [0, 2, 1] 
    %121 = linalg.batch_matmul ins(%transposed_74, %expanded_73 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%31 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %transposed_75 = linalg.transpose ins(%extracted_slice_32 : tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) permutation = [0, 2, 1] 
    %122 = linalg.batch_matmul ins(%expanded_73, %transposed_75 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%31 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %44 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x16xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<8x16x16xf32>) outs(%42 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %124 : tensor<8x16x16xf32>, tensor<8x16x1xf32>) outs(%30 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x16xf32>
    %126 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %125 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x16xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.divf %in, %cst_15 : f32
      linalg.yield %269 : f32
    } -> tensor<8x16x16xf32>
    %transposed_76 = linalg.transpose ins(%extracted_slice_30 : tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) permutation = [0, 2, 1] 
    %128 = linalg.batch_matmul ins(%transposed_76, %127 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%31 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %129 = linalg.batch_matmul ins(%127, %extracted_slice_31 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%31 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %transposed_77 = linalg.transpose ins(%128 : tensor<8x16x16xf32>) outs(%30 : tensor<8x16x16xf32>) permutation = [0, 2, 1] 
    %concat_78 = tensor.concat dim(2) %129, %transposed_77, %121 : (tensor<8x16x16xf32>, tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x48xf32>
    %collapsed_79 = tensor.collapse_shape %concat_78 [[0, 1], [2]] : tensor<8x16x48xf32> into tensor<128x48xf32>
    %130 = linalg.matmul ins(%collapsed_79, %arg0 : tensor<128x48xf32>, tensor<48x16xf32>) outs(%48 : tensor<128x16xf32>) -> tensor<128x16xf32>
    %131 = tensor.empty() : tensor<48x128xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_79 : tensor<128x48xf32>) outs(%131 : tensor<48x128xf32>) permutation = [1, 0] 
    %132 = tensor.empty() : tensor<48x16xf32>
    %133 = linalg.fill ins(%cst_17 : f32) outs(%132 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %134 = linalg.matmul ins(%transposed_80, %collapsed : tensor<48x128xf32>, tensor<128x16xf32>) outs(%133 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %135 = tensor.empty() : tensor<1x48xf32>
    %136 = linalg.fill ins(%cst_17 : f32) outs(%135 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["reduction", "parallel"]} ins(%collapsed_79 : tensor<128x48xf32>) outs(%136 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<1x48xf32>
    %collapsed_81 = tensor.collapse_shape %137 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_82 = tensor.expand_shape %130 [[0, 1, 2, 3, 4], [5]] output_shape [2, 2, 2, 4, 4, 16] : tensor<128x16xf32> into tensor<2x2x2x4x4x16xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<2x2x2x4x4x16xf32>) outs(%51 : tensor<2x2x4x2x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_84 = tensor.collapse_shape %transposed_83 [[0], [1, 2], [3, 4], [5]] : tensor<2x2x4x2x4x16xf32> into tensor<2x8x8x16xf32>
    %extracted_slice_85 = tensor.extract_slice %collapsed_84[0, 0, 6, 0] [2, 8, 2, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x8x2x16xf32>
    %cast_86 = tensor.cast %extracted_slice_85 : tensor<2x8x2x16xf32> to tensor<2x8x?x16xf32>
    %extracted_slice_87 = tensor.extract_slice %collapsed_84[0, 0, 0, 0] [2, 8, 6, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x8x6x16xf32>
    %cast_88 = tensor.cast %extracted_slice_87 : tensor<2x8x6x16xf32> to tensor<2x8x?x16xf32>
    %concat_89 = tensor.concat dim(2) %cast_86, %cast_88 : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x8x16xf32>
    %extracted_slice_90 = tensor.extract_slice %concat_89[0, 6, 0, 0] [2, 2, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x2x8x16xf32>
    %cast_91 = tensor.cast %extracted_slice_90 : tensor<2x2x8x16xf32> to tensor<2x?x8x16xf32>
    %extracted_slice_92 = tensor.extract_slice %concat_89[0, 0, 0, 0] [2, 6, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x16xf32> to tensor<2x6x8x16xf32>
    %cast_93 = tensor.cast %extracted_slice_92 : tensor<2x6x8x16xf32> to tensor<2x?x8x16xf32>
    %concat_94 = tensor.concat dim(1) %cast_91, %cast_93 : (tensor<2x?x8x16xf32>, tensor<2x?x8x16xf32>) -> tensor<2x8x8x16xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_94, %21 : tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) outs(%19 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<2x8x8x16xf32>
    %139 = tensor.empty() : tensor<16xf32>
    %140 = linalg.fill ins(%cst_17 : f32) outs(%139 : tensor<16xf32>) -> tensor<16xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%138 : tensor<2x8x8x16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%concat_94 : tensor<2x8x8x16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.addf %in, %out : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_3 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48x16xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48x16xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_5 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48x16xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48x16xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48x16xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_7 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48x16xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%148, %134 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48x16xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%147, %149 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48x16xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%1 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = math.powf %269, %in : f32
      linalg.yield %270 : f32
    } -> tensor<f32>
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_19, %151 : tensor<i64>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i64, %in_95: f32, %out: f32):
      %269 = arith.sitofp %in : i64 to f32
      %270 = arith.subf %269, %in_95 : f32
      linalg.yield %270 : f32
    } -> tensor<f32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%1 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = math.powf %269, %in : f32
      linalg.yield %270 : f32
    } -> tensor<f32>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_19, %153 : tensor<i64>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i64, %in_95: f32, %out: f32):
      %269 = arith.sitofp %in : i64 to f32
      %270 = arith.subf %269, %in_95 : f32
      linalg.yield %270 : f32
    } -> tensor<f32>
    %155 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%146, %152 : tensor<48x16xf32>, tensor<f32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48x16xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_8 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48x16xf32>
    %157 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%150, %154 : tensor<48x16xf32>, tensor<f32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48x16xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%157 : tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.sqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<48x16xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_9 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48x16xf32>
    %160 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%156, %159 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48x16xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%143, %160 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%132 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48x16xf32>
    %162 = tensor.empty() : tensor<48xf32>
    %163 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg1 : tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_3 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48xf32>
    %164 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg9 : tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48xf32>
    %165 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_81 : tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_5 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48xf32>
    %166 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%164, %165 : tensor<48xf32>, tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48xf32>
    %167 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg17 : tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48xf32>
    %168 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_81 : tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_7 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48xf32>
    %169 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%168, %collapsed_81 : tensor<48xf32>, tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48xf32>
    %170 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%167, %169 : tensor<48xf32>, tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48xf32>
    %171 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%166, %152 : tensor<48xf32>, tensor<f32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48xf32>
    %172 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%171 : tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_8 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48xf32>
    %173 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%170, %154 : tensor<48xf32>, tensor<f32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48xf32>
    %174 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%173 : tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.sqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<48xf32>
    %175 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%174 : tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_9 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<48xf32>
    %176 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%172, %175 : tensor<48xf32>, tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48xf32>
    %177 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%163, %176 : tensor<48xf32>, tensor<48xf32>) outs(%162 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<48xf32>
    %178 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_3 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16x16xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16x16xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_5 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16x16xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%179, %180 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16x16xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16x16xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_7 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16x16xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%183, %117 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16x16xf32>
    %185 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%182, %184 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16x16xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%181, %152 : tensor<16x16xf32>, tensor<f32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16x16xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_8 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16x16xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%185, %154 : tensor<16x16xf32>, tensor<f32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16x16xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.sqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<16x16xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_9 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16x16xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%187, %190 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16x16xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%178, %191 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16x16xf32>
    %193 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg3 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_3 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %194 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg11 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %195 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_72 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_5 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %196 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%194, %195 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %197 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg19 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %198 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_72 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_7 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %199 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%198, %collapsed_72 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %200 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%197, %199 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %201 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%196, %152 : tensor<16xf32>, tensor<f32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %202 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%201 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_8 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %203 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%200, %154 : tensor<16xf32>, tensor<f32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %204 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%203 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.sqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %205 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%204 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_9 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %206 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%202, %205 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %207 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%193, %206 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_3 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4x16xf32>
    %209 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4x16xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_5 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4x16xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%209, %210 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4x16xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4x16xf32>
    %213 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_7 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4x16xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%213, %108 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4x16xf32>
    %215 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%212, %214 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4x16xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%211, %152 : tensor<4x16xf32>, tensor<f32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4x16xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_8 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4x16xf32>
    %218 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%215, %154 : tensor<4x16xf32>, tensor<f32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4x16xf32>
    %219 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.sqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<4x16xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%219 : tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_9 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4x16xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%217, %220 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4x16xf32>
    %222 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%208, %221 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%106 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4x16xf32>
    %223 = tensor.empty() : tensor<4xf32>
    %224 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg5 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_3 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4xf32>
    %225 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg13 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4xf32>
    %226 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_5 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4xf32>
    %227 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%225, %226 : tensor<4xf32>, tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4xf32>
    %228 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg21 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4xf32>
    %229 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_7 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4xf32>
    %230 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%229, %collapsed_57 : tensor<4xf32>, tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4xf32>
    %231 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%228, %230 : tensor<4xf32>, tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4xf32>
    %232 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%227, %152 : tensor<4xf32>, tensor<f32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4xf32>
    %233 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%232 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_8 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4xf32>
    %234 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%231, %154 : tensor<4xf32>, tensor<f32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4xf32>
    %235 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%234 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.sqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<4xf32>
    %236 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%235 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_9 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<4xf32>
    %237 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%233, %236 : tensor<4xf32>, tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4xf32>
    %238 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%224, %237 : tensor<4xf32>, tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<4xf32>
    %239 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg6 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_3 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %240 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg14 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %241 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%141 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_5 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %242 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%240, %241 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %243 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg22 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %244 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%141 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_7 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %245 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%244, %141 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %246 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%243, %245 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %247 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%242, %152 : tensor<16xf32>, tensor<f32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %248 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%247 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_8 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %249 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%246, %154 : tensor<16xf32>, tensor<f32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %250 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%249 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.sqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %251 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%250 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_9 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %252 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%248, %251 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %253 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%239, %252 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %254 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg7 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_3 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %255 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg15 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_4 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %256 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%142 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_5 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %257 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%255, %256 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %258 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg23 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_6 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %259 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%142 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_7 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %260 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%259, %142 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.mulf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %261 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%258, %260 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.addf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %262 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%257, %152 : tensor<16xf32>, tensor<f32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %263 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%262 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_8 : f64 to f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %264 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel"]} ins(%261, %154 : tensor<16xf32>, tensor<f32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %265 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%264 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = math.sqrt %in : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %266 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%265 : tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %269 = arith.truncf %cst_9 : f64 to f32
      %270 = arith.addf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<16xf32>
    %267 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%263, %266 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.divf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    %268 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%254, %267 : tensor<16xf32>, tensor<16xf32>) outs(%139 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %269 = arith.subf %in, %in_95 : f32
      linalg.yield %269 : f32
    } -> tensor<16xf32>
    return %86, %161, %177, %192, %207, %222, %238, %253, %268, %146, %166, %181, %196, %211, %227, %242, %257, %150, %170, %185, %200, %215, %231, %246, %261, %1 : tensor<f32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
}
