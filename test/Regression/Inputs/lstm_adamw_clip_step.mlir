#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0) -> ()>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0) -> (d0, 0)>
#map11 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @train_step(%arg0: tensor<128x32xf32> {cleave.name = "l.weight_ih_l0"}, %arg1: tensor<128x32xf32> {cleave.name = "l.weight_hh_l0"}, %arg2: tensor<128xf32> {cleave.name = "l.bias_ih_l0"}, %arg3: tensor<128xf32> {cleave.name = "l.bias_hh_l0"}, %arg4: tensor<128x32xf32> {cleave.name = "l.weight_ih_l1"}, %arg5: tensor<128x32xf32> {cleave.name = "l.weight_hh_l1"}, %arg6: tensor<128xf32> {cleave.name = "l.bias_ih_l1"}, %arg7: tensor<128xf32> {cleave.name = "l.bias_hh_l1"}, %arg8: tensor<10x32xf32> {cleave.name = "h.weight"}, %arg9: tensor<10xf32> {cleave.name = "h.bias"}, %arg10: tensor<128x32xf32> {cleave.name = "exp_avg.l.weight_ih_l0"}, %arg11: tensor<128x32xf32> {cleave.name = "exp_avg.l.weight_hh_l0"}, %arg12: tensor<128xf32> {cleave.name = "exp_avg.l.bias_ih_l0"}, %arg13: tensor<128xf32> {cleave.name = "exp_avg.l.bias_hh_l0"}, %arg14: tensor<128x32xf32> {cleave.name = "exp_avg.l.weight_ih_l1"}, %arg15: tensor<128x32xf32> {cleave.name = "exp_avg.l.weight_hh_l1"}, %arg16: tensor<128xf32> {cleave.name = "exp_avg.l.bias_ih_l1"}, %arg17: tensor<128xf32> {cleave.name = "exp_avg.l.bias_hh_l1"}, %arg18: tensor<10x32xf32> {cleave.name = "exp_avg.h.weight"}, %arg19: tensor<10xf32> {cleave.name = "exp_avg.h.bias"}, %arg20: tensor<128x32xf32> {cleave.name = "exp_avg_sq.l.weight_ih_l0"}, %arg21: tensor<128x32xf32> {cleave.name = "exp_avg_sq.l.weight_hh_l0"}, %arg22: tensor<128xf32> {cleave.name = "exp_avg_sq.l.bias_ih_l0"}, %arg23: tensor<128xf32> {cleave.name = "exp_avg_sq.l.bias_hh_l0"}, %arg24: tensor<128x32xf32> {cleave.name = "exp_avg_sq.l.weight_ih_l1"}, %arg25: tensor<128x32xf32> {cleave.name = "exp_avg_sq.l.weight_hh_l1"}, %arg26: tensor<128xf32> {cleave.name = "exp_avg_sq.l.bias_ih_l1"}, %arg27: tensor<128xf32> {cleave.name = "exp_avg_sq.l.bias_hh_l1"}, %arg28: tensor<10x32xf32> {cleave.name = "exp_avg_sq.h.weight"}, %arg29: tensor<10xf32> {cleave.name = "exp_avg_sq.h.bias"}, %arg30: tensor<f32> {cleave.name = "step"}, %arg31: tensor<f32> {cleave.name = "lr"}, %arg32: tensor<4x8x32xf32> {cleave.name = "batch0"}, %arg33: tensor<4x8xi64> {cleave.name = "batch1"}) -> (tensor<f32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<10x32xf32>, tensor<10xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<10x32xf32>, tensor<10xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<10x32xf32>, tensor<10xf32>, tensor<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x10xf32>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c10 = arith.constant 10 : index
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 9.9999999999999995E-7 : f64
    %cst_3 = arith.constant 1.000000e+00 : f64
    %cst_4 = arith.constant 1.000000e-01 : f64
    %cst_5 = arith.constant 9.000000e-01 : f64
    %cst_6 = arith.constant 0.099999999999999978 : f64
    %cst_7 = arith.constant 0.99899999999999999 : f64
    %cst_8 = arith.constant 0.0010000000000000009 : f64
    %cst_9 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_10 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_11 = arith.constant 1.000000e-08 : f64
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<4x32xf32>
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_14 = arith.constant dense<1.000000e+00> : tensor<f32>
    %c-100_i64 = arith.constant -100 : i64
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_15 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_16 = arith.constant -1.000000e+00 : f32
    %cst_17 = arith.constant dense<1> : tensor<i64>
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg30 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %cst_0 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %2 = tensor.empty() : tensor<8x4x32xf32>
    %transposed = linalg.transpose ins(%arg32 : tensor<4x8x32xf32>) outs(%2 : tensor<8x4x32xf32>) permutation = [1, 0, 2] 
    %3 = tensor.empty() : tensor<32x128xf32>
    %transposed_19 = linalg.transpose ins(%arg0 : tensor<128x32xf32>) outs(%3 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1], [2]] : tensor<8x4x32xf32> into tensor<32x32xf32>
    %4 = linalg.fill ins(%cst_15 : f32) outs(%3 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %5 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%4 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2]] output_shape [8, 4, 128] : tensor<32x128xf32> into tensor<8x4x128xf32>
    %6 = tensor.empty() : tensor<8x4x128xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg2 : tensor<8x4x128xf32>, tensor<128xf32>) outs(%6 : tensor<8x4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<8x4x128xf32>
    %extracted_slice = tensor.extract_slice %7[0, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_20 = tensor.extract_slice %7[1, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_21 = tensor.extract_slice %7[2, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_22 = tensor.extract_slice %7[3, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_23 = tensor.extract_slice %7[4, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_24 = tensor.extract_slice %7[5, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_25 = tensor.extract_slice %7[6, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_26 = tensor.extract_slice %7[7, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %collapsed_27 = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_28 = tensor.collapse_shape %extracted_slice_20 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_29 = tensor.collapse_shape %extracted_slice_21 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_30 = tensor.collapse_shape %extracted_slice_22 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_31 = tensor.collapse_shape %extracted_slice_23 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_32 = tensor.collapse_shape %extracted_slice_24 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_33 = tensor.collapse_shape %extracted_slice_25 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_34 = tensor.collapse_shape %extracted_slice_26 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %transposed_35 = linalg.transpose ins(%arg1 : tensor<128x32xf32>) outs(%3 : tensor<32x128xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<4x128xf32>
    %9 = linalg.fill ins(%cst_15 : f32) outs(%8 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %10 = linalg.matmul ins(%cst_12, %transposed_35 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%10, %arg3 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11, %collapsed_27 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_36 = tensor.extract_slice %12[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_37 = tensor.extract_slice %12[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_38 = tensor.extract_slice %12[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_39 = tensor.extract_slice %12[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %13 = tensor.empty() : tensor<4x32xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_36 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_37 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_38 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_39 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%15, %cst_12 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%14, %16 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17, %21 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %23 = linalg.matmul ins(%22, %transposed_35 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%23, %arg3 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %collapsed_28 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_40 = tensor.extract_slice %25[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_41 = tensor.extract_slice %25[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_42 = tensor.extract_slice %25[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_43 = tensor.extract_slice %25[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_40 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_41 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_42 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_43 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%27, %20 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%26, %28 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%29, %33 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %35 = linalg.matmul ins(%34, %transposed_35 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%35, %arg3 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%36, %collapsed_29 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_44 = tensor.extract_slice %37[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_45 = tensor.extract_slice %37[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_46 = tensor.extract_slice %37[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_47 = tensor.extract_slice %37[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_44 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_45 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %40 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_46 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_47 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39, %32 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38, %40 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42, %43 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%41, %45 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %47 = linalg.matmul ins(%46, %transposed_35 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%47, %arg3 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%48, %collapsed_30 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_48 = tensor.extract_slice %49[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_49 = tensor.extract_slice %49[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_50 = tensor.extract_slice %49[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_51 = tensor.extract_slice %49[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_48 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_49 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_50 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_51 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%51, %44 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%50, %52 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%53, %57 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %59 = linalg.matmul ins(%58, %transposed_35 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%59, %arg3 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %collapsed_31 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_52 = tensor.extract_slice %61[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_53 = tensor.extract_slice %61[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_54 = tensor.extract_slice %61[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_55 = tensor.extract_slice %61[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_52 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_53 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_54 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_55 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63, %56 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62, %64 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %69 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %71 = linalg.matmul ins(%70, %transposed_35 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%71, %arg3 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%72, %collapsed_32 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_56 = tensor.extract_slice %73[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_57 = tensor.extract_slice %73[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_58 = tensor.extract_slice %73[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_59 = tensor.extract_slice %73[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_56 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_57 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_58 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_59 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%75, %68 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%74, %76 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%77, %81 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %83 = linalg.matmul ins(%82, %transposed_35 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%83, %arg3 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%84, %collapsed_33 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_60 = tensor.extract_slice %85[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_61 = tensor.extract_slice %85[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_62 = tensor.extract_slice %85[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_63 = tensor.extract_slice %85[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_60 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_61 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_62 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_63 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%87, %80 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%86, %88 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90, %91 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%89, %93 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %95 = linalg.matmul ins(%94, %transposed_35 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%95, %arg3 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%96, %collapsed_34 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_64 = tensor.extract_slice %97[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_65 = tensor.extract_slice %97[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_66 = tensor.extract_slice %97[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_67 = tensor.extract_slice %97[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_64 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_65 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_66 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_67 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %92 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %100 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %103 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101, %105 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat = tensor.concat dim(0) %22, %34, %46, %58, %70, %82, %94, %106 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
    %transposed_68 = linalg.transpose ins(%arg4 : tensor<128x32xf32>) outs(%3 : tensor<32x128xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%concat, %transposed_68 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%4 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%107, %arg6 : tensor<32x128xf32>, tensor<128xf32>) outs(%3 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<32x128xf32>
    %expanded_69 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [8, 4, 128] : tensor<32x128xf32> into tensor<8x4x128xf32>
    %extracted_slice_70 = tensor.extract_slice %expanded_69[0, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_71 = tensor.extract_slice %expanded_69[1, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_69[2, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_73 = tensor.extract_slice %expanded_69[3, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_69[4, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_75 = tensor.extract_slice %expanded_69[5, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_76 = tensor.extract_slice %expanded_69[6, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %extracted_slice_77 = tensor.extract_slice %expanded_69[7, 0, 0] [1, 4, 128] [1, 1, 1] : tensor<8x4x128xf32> to tensor<1x4x128xf32>
    %collapsed_78 = tensor.collapse_shape %extracted_slice_70 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_79 = tensor.collapse_shape %extracted_slice_71 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_80 = tensor.collapse_shape %extracted_slice_72 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_81 = tensor.collapse_shape %extracted_slice_73 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_82 = tensor.collapse_shape %extracted_slice_74 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_83 = tensor.collapse_shape %extracted_slice_75 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_84 = tensor.collapse_shape %extracted_slice_76 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %collapsed_85 = tensor.collapse_shape %extracted_slice_77 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %transposed_86 = linalg.transpose ins(%arg5 : tensor<128x32xf32>) outs(%3 : tensor<32x128xf32>) permutation = [1, 0] 
    %109 = linalg.matmul ins(%cst_12, %transposed_86 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%109, %arg7 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%110, %collapsed_78 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_87 = tensor.extract_slice %111[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_88 = tensor.extract_slice %111[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_89 = tensor.extract_slice %111[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_90 = tensor.extract_slice %111[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_87 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_88 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_89 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_90 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_12 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %117 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%112, %114 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %117 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%115, %119 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %121 = linalg.matmul ins(%120, %transposed_86 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %122 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%121, %arg7 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%122, %collapsed_79 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_91 = tensor.extract_slice %123[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_92 = tensor.extract_slice %123[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_93 = tensor.extract_slice %123[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_94 = tensor.extract_slice %123[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_91 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_92 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_93 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_94 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %118 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%124, %126 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128, %129 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%130 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%127, %131 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %133 = linalg.matmul ins(%132, %transposed_86 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%133, %arg7 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%134, %collapsed_80 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_95 = tensor.extract_slice %135[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_96 = tensor.extract_slice %135[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_97 = tensor.extract_slice %135[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_98 = tensor.extract_slice %135[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_95 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_96 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_97 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_98 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%137, %130 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136, %138 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%139, %143 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %145 = linalg.matmul ins(%144, %transposed_86 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %146 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%145, %arg7 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%146, %collapsed_81 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_99 = tensor.extract_slice %147[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_100 = tensor.extract_slice %147[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_101 = tensor.extract_slice %147[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_102 = tensor.extract_slice %147[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_99 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_100 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_101 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_102 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%149, %142 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%148, %150 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %154 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%152, %153 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%154 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %156 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%151, %155 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %157 = linalg.matmul ins(%156, %transposed_86 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %158 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%157, %arg7 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%158, %collapsed_82 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_103 = tensor.extract_slice %159[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_104 = tensor.extract_slice %159[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_105 = tensor.extract_slice %159[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_106 = tensor.extract_slice %159[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %160 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_103 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_104 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_105 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_106 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%161, %154 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%160, %162 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %166 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%164, %165 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%166 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %168 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163, %167 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %169 = linalg.matmul ins(%168, %transposed_86 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%169, %arg7 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%170, %collapsed_83 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_107 = tensor.extract_slice %171[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_108 = tensor.extract_slice %171[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_109 = tensor.extract_slice %171[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_110 = tensor.extract_slice %171[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_107 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_108 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_109 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_110 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%173, %166 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %177 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%172, %174 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%176, %177 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%178 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%175, %179 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %181 = linalg.matmul ins(%180, %transposed_86 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%181, %arg7 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%182, %collapsed_84 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_111 = tensor.extract_slice %183[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_112 = tensor.extract_slice %183[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_113 = tensor.extract_slice %183[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_114 = tensor.extract_slice %183[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_111 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_112 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_113 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %187 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_114 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %188 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%185, %178 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %189 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%184, %186 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%188, %189 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %191 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %192 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%187, %191 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %193 = linalg.matmul ins(%192, %transposed_86 : tensor<4x32xf32>, tensor<32x128xf32>) outs(%9 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %194 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%193, %arg7 : tensor<4x128xf32>, tensor<128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%194, %collapsed_85 : tensor<4x128xf32>, tensor<4x128xf32>) outs(%8 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x128xf32>
    %extracted_slice_115 = tensor.extract_slice %195[0, 0] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_116 = tensor.extract_slice %195[0, 32] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_117 = tensor.extract_slice %195[0, 64] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %extracted_slice_118 = tensor.extract_slice %195[0, 96] [4, 32] [1, 1] : tensor<4x128xf32> to tensor<4x32xf32>
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_115 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_116 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_117 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_118 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      %908 = math.exp %907 : f32
      %909 = arith.addf %908, %cst_0 : f32
      %910 = arith.divf %cst_0, %909 : f32
      linalg.yield %910 : f32
    } -> tensor<4x32xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%197, %190 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%196, %198 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%200, %201 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.tanh %in : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %203 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_119 = tensor.concat dim(0) %120, %132, %144, %156, %168, %180, %192, %204 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
    %expanded_120 = tensor.expand_shape %concat_119 [[0, 1], [2]] output_shape [8, 4, 32] : tensor<32x32xf32> into tensor<8x4x32xf32>
    %205 = tensor.empty() : tensor<4x8x32xf32>
    %transposed_121 = linalg.transpose ins(%expanded_120 : tensor<8x4x32xf32>) outs(%205 : tensor<4x8x32xf32>) permutation = [1, 0, 2] 
    %206 = tensor.empty() : tensor<32x10xf32>
    %transposed_122 = linalg.transpose ins(%arg8 : tensor<10x32xf32>) outs(%206 : tensor<32x10xf32>) permutation = [1, 0] 
    %collapsed_123 = tensor.collapse_shape %transposed_121 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %207 = linalg.fill ins(%cst_15 : f32) outs(%206 : tensor<32x10xf32>) -> tensor<32x10xf32>
    %208 = linalg.matmul ins(%collapsed_123, %transposed_122 : tensor<32x32xf32>, tensor<32x10xf32>) outs(%207 : tensor<32x10xf32>) -> tensor<32x10xf32>
    %expanded_124 = tensor.expand_shape %208 [[0, 1], [2]] output_shape [4, 8, 10] : tensor<32x10xf32> into tensor<4x8x10xf32>
    %209 = tensor.empty() : tensor<4x8x10xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124, %arg9 : tensor<4x8x10xf32>, tensor<10xf32>) outs(%209 : tensor<4x8x10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x8x10xf32>
    %collapsed_125 = tensor.collapse_shape %arg33 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %collapsed_126 = tensor.collapse_shape %210 [[0, 1], [2]] : tensor<4x8x10xf32> into tensor<32x10xf32>
    %211 = tensor.empty() : tensor<32xi64>
    %212 = linalg.fill ins(%c0_i64 : i64) outs(%211 : tensor<32xi64>) -> tensor<32xi64>
    %213 = tensor.empty() : tensor<32xf32>
    %214 = linalg.fill ins(%cst_1 : f32) outs(%213 : tensor<32xf32>) -> tensor<32xf32>
    %215:2 = linalg.generic {indexing_maps = [#map3, #map5, #map5], iterator_types = ["parallel", "reduction"]} ins(%collapsed_126 : tensor<32x10xf32>) outs(%214, %212 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_225: i64):
      %907 = linalg.index 1 : index
      %908 = arith.index_cast %907 : index to i64
      %909 = arith.maximumf %in, %out : f32
      %910 = arith.cmpf ogt, %in, %out : f32
      %911 = arith.select %910, %908, %out_225 : i64
      linalg.yield %909, %911 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_127 = tensor.expand_shape %215#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_126, %expanded_127 : tensor<32x10xf32>, tensor<32x1xf32>) outs(%206 : tensor<32x10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<32x10xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<32x10xf32>) outs(%206 : tensor<32x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.exp %in : f32
      linalg.yield %907 : f32
    } -> tensor<32x10xf32>
    %218 = tensor.empty() : tensor<32x1xf32>
    %219 = linalg.fill ins(%cst_15 : f32) outs(%218 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["parallel", "reduction"]} ins(%217 : tensor<32x10xf32>) outs(%219 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<32x1xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<32x1xf32>) outs(%218 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.log %in : f32
      linalg.yield %907 : f32
    } -> tensor<32x1xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%216, %221 : tensor<32x10xf32>, tensor<32x1xf32>) outs(%206 : tensor<32x10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<32x10xf32>
    %223 = tensor.empty() : tensor<32xi1>
    %224 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_125 : tensor<32xi64>) outs(%223 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %907 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %907 : i1
    } -> tensor<32xi1>
    %225 = linalg.generic {indexing_maps = [#map7, #map7, #map8, #map7], iterator_types = ["parallel"]} ins(%224, %collapsed_125, %cst_18 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%211 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_225: i64, %in_226: i64, %out: i64):
      %907 = arith.select %in, %in_225, %in_226 : i64
      linalg.yield %907 : i64
    } -> tensor<32xi64>
    %expanded_128 = tensor.expand_shape %225 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_128 : tensor<32x1xi64>) outs(%219 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %907 = linalg.index 0 : index
      %908 = arith.index_cast %in : i64 to index
      %909 = arith.cmpi slt, %908, %c10 : index
      cf.assert %909, "index must be smaller than dim size"
      %910 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %910, "index must be larger or equal to 0"
      %extracted = tensor.extract %222[%907, %908] : tensor<32x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_129 = tensor.collapse_shape %226 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %227 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_129 : tensor<32xf32>) outs(%213 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      linalg.yield %907 : f32
    } -> tensor<32xf32>
    %228 = linalg.generic {indexing_maps = [#map7, #map7, #map8, #map7], iterator_types = ["parallel"]} ins(%224, %227, %cst_13 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%213 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_225: f32, %in_226: f32, %out: f32):
      %907 = arith.select %in, %in_225, %in_226 : f32
      linalg.yield %907 : f32
    } -> tensor<32xf32>
    %229 = tensor.empty() : tensor<i64>
    %230 = linalg.fill ins(%c0_i64 : i64) outs(%229 : tensor<i64>) -> tensor<i64>
    %231 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["reduction"]} ins(%224 : tensor<32xi1>) outs(%230 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %907 = arith.extui %in : i1 to i64
      %908 = arith.addi %907, %out : i64
      linalg.yield %908 : i64
    } -> tensor<i64>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%231 : tensor<i64>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %233 = linalg.fill ins(%cst_15 : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %234 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["reduction"]} ins(%228 : tensor<32xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%234, %232 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_14, %232 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %expanded_130 = tensor.expand_shape %collapsed_125 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %237 = tensor.empty() : tensor<32x1xi1>
    %238 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_130 : tensor<32x1xi64>) outs(%237 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %907 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %907 : i1
    } -> tensor<32x1xi1>
    %239 = tensor.empty() : tensor<32x1xi64>
    %240 = linalg.generic {indexing_maps = [#map3, #map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%238, %expanded_130, %cst_18 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%239 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_225: i64, %in_226: i64, %out: i64):
      %907 = arith.select %in, %in_225, %in_226 : i64
      linalg.yield %907 : i64
    } -> tensor<32x1xi64>
    %241 = linalg.fill ins(%c0_i64 : i64) outs(%239 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %242 = linalg.fill ins(%cst_15 : f32) outs(%213 : tensor<32xf32>) -> tensor<32xf32>
    %243:3 = linalg.generic {indexing_maps = [#map10, #map10, #map7], iterator_types = ["parallel"]} outs(%241, %241, %242 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_225: i64, %out_226: f32):
      %907 = linalg.index 0 : index
      %908 = arith.remsi %907, %c32 : index
      %extracted = tensor.extract %240[%908, %c0] : tensor<32x1xi64>
      %909 = arith.index_cast %908 : index to i64
      linalg.yield %909, %extracted, %cst_16 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %244 = tensor.empty() : tensor<32x2xi64>
    %245 = linalg.fill ins(%c0_i64 : i64) outs(%244 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %243#0 into %245[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_131 = tensor.insert_slice %243#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %246 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%243#2, %inserted_slice_131 : tensor<32xf32>, tensor<32x2xi64>) outs(%cst : tensor<32x10xf32>) {
    ^bb0(%arg34: f32, %arg35: f32):
      tm_tensor.yield %arg34 : f32
    } -> tensor<32x10xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map9, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%238, %236, %cst_13 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%218 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_225: f32, %in_226: f32, %out: f32):
      %907 = arith.select %in, %in_225, %in_226 : f32
      linalg.yield %907 : f32
    } -> tensor<32x1xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %247 : tensor<32x10xf32>, tensor<32x1xf32>) outs(%206 : tensor<32x10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<32x10xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%222 : tensor<32x10xf32>) outs(%206 : tensor<32x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.exp %in : f32
      linalg.yield %907 : f32
    } -> tensor<32x10xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["parallel", "reduction"]} ins(%248 : tensor<32x10xf32>) outs(%219 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<32x1xf32>
    %251 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%249, %250 : tensor<32x10xf32>, tensor<32x1xf32>) outs(%206 : tensor<32x10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<32x10xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%248, %251 : tensor<32x10xf32>, tensor<32x10xf32>) outs(%206 : tensor<32x10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<32x10xf32>
    %expanded_132 = tensor.expand_shape %252 [[0, 1], [2]] output_shape [4, 8, 10] : tensor<32x10xf32> into tensor<4x8x10xf32>
    %253 = tensor.empty() : tensor<1x1x10xf32>
    %254 = linalg.fill ins(%cst_15 : f32) outs(%253 : tensor<1x1x10xf32>) -> tensor<1x1x10xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_132 : tensor<4x8x10xf32>) outs(%254 : tensor<1x1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x1x10xf32>
    %collapsed_133 = tensor.collapse_shape %255 [[0, 1, 2]] : tensor<1x1x10xf32> into tensor<10xf32>
    %256 = tensor.empty() : tensor<10x32xf32>
    %transposed_134 = linalg.transpose ins(%252 : tensor<32x10xf32>) outs(%256 : tensor<10x32xf32>) permutation = [1, 0] 
    %257 = linalg.fill ins(%cst_15 : f32) outs(%256 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %258 = linalg.matmul ins(%transposed_134, %collapsed_123 : tensor<10x32xf32>, tensor<32x32xf32>) outs(%257 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %259 = tensor.empty() : tensor<32x32xf32>
    %260 = linalg.fill ins(%cst_15 : f32) outs(%259 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %261 = linalg.matmul ins(%252, %arg8 : tensor<32x10xf32>, tensor<10x32xf32>) outs(%260 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_135 = tensor.expand_shape %261 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<4x8x32xf32>) outs(%2 : tensor<8x4x32xf32>) permutation = [1, 0, 2] 
    %extracted_slice_137 = tensor.extract_slice %transposed_136[0, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_138 = tensor.collapse_shape %extracted_slice_137 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_139 = tensor.extract_slice %transposed_136[1, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_140 = tensor.collapse_shape %extracted_slice_139 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_141 = tensor.extract_slice %transposed_136[2, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_142 = tensor.collapse_shape %extracted_slice_141 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_143 = tensor.extract_slice %transposed_136[3, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_144 = tensor.collapse_shape %extracted_slice_143 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_145 = tensor.extract_slice %transposed_136[4, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_146 = tensor.collapse_shape %extracted_slice_145 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_147 = tensor.extract_slice %transposed_136[5, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_148 = tensor.collapse_shape %extracted_slice_147 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_149 = tensor.extract_slice %transposed_136[6, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_150 = tensor.collapse_shape %extracted_slice_149 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_151 = tensor.extract_slice %transposed_136[7, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_152 = tensor.collapse_shape %extracted_slice_151 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_152, %199 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_152, %203 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%203, %203 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %265 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %264 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%262, %265 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %267 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%266, %196 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%266, %198 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%266, %197 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %270 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%266, %190 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %271 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %199 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %271 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%263, %272 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%198, %198 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %275 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %274 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%267, %275 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %277 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %197 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%197, %277 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%270, %278 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %280 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %196 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%196, %280 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%268, %281 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_153 = tensor.concat dim(1) %282, %279, %276, %273 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %283 = linalg.fill ins(%cst_15 : f32) outs(%13 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %284 = linalg.matmul ins(%concat_153, %arg5 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %285 = tensor.empty() : tensor<128x4xf32>
    %transposed_154 = linalg.transpose ins(%concat_153 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %286 = tensor.empty() : tensor<128x32xf32>
    %287 = linalg.fill ins(%cst_15 : f32) outs(%286 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %288 = linalg.matmul ins(%transposed_154, %192 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %289 = tensor.empty() : tensor<1x128xf32>
    %290 = linalg.fill ins(%cst_15 : f32) outs(%289 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_153 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_155 = tensor.collapse_shape %291 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_150, %284 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%292, %187 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%292, %191 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%191, %191 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %296 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %295 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%293, %296 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%269, %297 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%298, %184 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%298, %186 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%298, %185 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%298, %178 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %303 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %187 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%187, %303 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %305 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%294, %304 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %306 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%186, %186 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %307 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %306 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%299, %307 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %309 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %185 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%185, %309 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %311 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%302, %310 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %312 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %184 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%184, %312 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%300, %313 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_156 = tensor.concat dim(1) %314, %311, %308, %305 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %315 = linalg.matmul ins(%concat_156, %arg5 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_157 = linalg.transpose ins(%concat_156 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %316 = linalg.matmul ins(%transposed_157, %180 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %317 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_156 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_158 = tensor.collapse_shape %317 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %318 = tensor.empty() : tensor<128xf32>
    %319 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_155, %collapsed_158 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_148, %315 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %321 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%288, %316 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%320, %175 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%320, %179 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%179, %179 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %325 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %324 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%322, %325 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%301, %326 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%327, %172 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%327, %174 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %330 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%327, %173 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %331 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%327, %166 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %332 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %175 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%175, %332 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%323, %333 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %335 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%174, %174 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %336 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %335 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%328, %336 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %338 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %173 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%173, %338 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%331, %339 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %341 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %172 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%172, %341 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %343 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%329, %342 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_159 = tensor.concat dim(1) %343, %340, %337, %334 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %344 = linalg.matmul ins(%concat_159, %arg5 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_160 = linalg.transpose ins(%concat_159 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %345 = linalg.matmul ins(%transposed_160, %168 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %346 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_159 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_161 = tensor.collapse_shape %346 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %347 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%319, %collapsed_161 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_146, %344 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%321, %345 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %350 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%348, %163 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%348, %167 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %352 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%167, %167 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %353 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %352 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %354 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%350, %353 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%330, %354 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%355, %160 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%355, %162 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%355, %161 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %359 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%355, %154 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %360 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %163 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %361 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163, %360 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%351, %361 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%162, %162 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %364 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %363 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %365 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%356, %364 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %366 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %161 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%161, %366 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%359, %367 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %369 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %160 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %370 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%160, %369 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %371 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%357, %370 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_162 = tensor.concat dim(1) %371, %368, %365, %362 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %372 = linalg.matmul ins(%concat_162, %arg5 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_163 = linalg.transpose ins(%concat_162 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %373 = linalg.matmul ins(%transposed_163, %156 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %374 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_162 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_164 = tensor.collapse_shape %374 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %375 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%347, %collapsed_164 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_144, %372 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%349, %373 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %378 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%376, %151 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%376, %155 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%155, %155 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %381 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %380 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%378, %381 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%358, %382 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%383, %148 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %385 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%383, %150 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%383, %149 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%383, %142 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %388 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %151 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%151, %388 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%379, %389 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%150, %150 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %392 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %391 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%384, %392 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %394 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %149 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %395 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%149, %394 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%387, %395 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %397 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %148 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%148, %397 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%385, %398 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_165 = tensor.concat dim(1) %399, %396, %393, %390 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %400 = linalg.matmul ins(%concat_165, %arg5 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_166 = linalg.transpose ins(%concat_165 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %401 = linalg.matmul ins(%transposed_166, %144 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_165 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_167 = tensor.collapse_shape %402 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %403 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%375, %collapsed_167 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %404 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_142, %400 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %405 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%377, %401 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%404, %139 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%404, %143 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %408 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%143, %143 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %409 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %408 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %410 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%406, %409 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %411 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%386, %410 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %412 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%411, %136 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %413 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%411, %138 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %414 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%411, %137 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%411, %130 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %416 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %139 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%139, %416 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%407, %417 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%138, %138 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %420 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %419 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %421 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%412, %420 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %422 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %137 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%137, %422 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%415, %423 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %425 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %136 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %426 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136, %425 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%413, %426 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_168 = tensor.concat dim(1) %427, %424, %421, %418 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %428 = linalg.matmul ins(%concat_168, %arg5 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_169 = linalg.transpose ins(%concat_168 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %429 = linalg.matmul ins(%transposed_169, %132 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_168 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_170 = tensor.collapse_shape %430 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %431 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%403, %collapsed_170 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_140, %428 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %433 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%405, %429 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %434 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%432, %127 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %435 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%432, %131 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %436 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%131, %131 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %437 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %436 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%434, %437 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%414, %438 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%439, %124 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %441 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%439, %126 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %442 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%439, %125 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %443 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%439, %118 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %444 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %127 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%127, %444 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %446 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%435, %445 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%126, %126 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %448 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %447 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%440, %448 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %450 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %125 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %450 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%443, %451 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %453 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %124 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%124, %453 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%441, %454 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_171 = tensor.concat dim(1) %455, %452, %449, %446 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %456 = linalg.matmul ins(%concat_171, %arg5 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_172 = linalg.transpose ins(%concat_171 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %457 = linalg.matmul ins(%transposed_172, %120 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %458 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_171 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_173 = tensor.collapse_shape %458 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %459 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%431, %collapsed_173 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %460 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_138, %456 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%433, %457 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %462 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%460, %115 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %463 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%460, %119 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %464 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%119, %119 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %465 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %464 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %466 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%462, %465 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%442, %466 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %468 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%467, %112 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %469 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%467, %114 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %470 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%467, %cst_12 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %471 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %115 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %472 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%115, %471 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %473 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%463, %472 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %474 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%114, %114 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %475 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %474 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %476 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%468, %475 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %477 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %113 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %478 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%113, %477 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %479 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%470, %478 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %480 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %112 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %481 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%112, %480 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %482 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%469, %481 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_174 = tensor.concat dim(1) %482, %479, %476, %473 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %transposed_175 = linalg.transpose ins(%concat_174 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %483 = linalg.matmul ins(%transposed_175, %cst_12 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %484 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_174 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_176 = tensor.collapse_shape %484 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %485 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%459, %collapsed_176 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %486 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%461, %483 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %concat_177 = tensor.concat dim(0) %concat_174, %concat_171, %concat_168, %concat_165, %concat_162, %concat_159, %concat_156, %concat_153 : (tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<32x128xf32>
    %487 = linalg.matmul ins(%concat_177, %arg4 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%260 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_178 = linalg.transpose ins(%concat_177 : tensor<32x128xf32>) outs(%286 : tensor<128x32xf32>) permutation = [1, 0] 
    %488 = linalg.matmul ins(%transposed_178, %concat : tensor<128x32xf32>, tensor<32x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %489 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_177 : tensor<32x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_179 = tensor.collapse_shape %489 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_180 = tensor.expand_shape %487 [[0, 1], [2]] output_shape [8, 4, 32] : tensor<32x32xf32> into tensor<8x4x32xf32>
    %extracted_slice_181 = tensor.extract_slice %expanded_180[0, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_182 = tensor.collapse_shape %extracted_slice_181 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_183 = tensor.extract_slice %expanded_180[1, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_184 = tensor.collapse_shape %extracted_slice_183 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_185 = tensor.extract_slice %expanded_180[2, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_186 = tensor.collapse_shape %extracted_slice_185 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_187 = tensor.extract_slice %expanded_180[3, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_188 = tensor.collapse_shape %extracted_slice_187 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_189 = tensor.extract_slice %expanded_180[4, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_190 = tensor.collapse_shape %extracted_slice_189 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_191 = tensor.extract_slice %expanded_180[5, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_192 = tensor.collapse_shape %extracted_slice_191 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_193 = tensor.extract_slice %expanded_180[6, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_194 = tensor.collapse_shape %extracted_slice_193 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %extracted_slice_195 = tensor.extract_slice %expanded_180[7, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<8x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_196 = tensor.collapse_shape %extracted_slice_195 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_196, %101 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %491 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_196, %105 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %492 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%105, %105 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %493 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %492 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %494 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%490, %493 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %495 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%494, %98 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %496 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%494, %100 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %497 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%494, %99 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %498 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%494, %92 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %499 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %101 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %500 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101, %499 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %501 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%491, %500 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %502 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%100, %100 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %503 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %502 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %504 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%495, %503 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %505 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %99 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %506 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %505 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %507 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%498, %506 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %508 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %98 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %508 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %510 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%496, %509 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_197 = tensor.concat dim(1) %510, %507, %504, %501 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %511 = linalg.matmul ins(%concat_197, %arg1 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_198 = linalg.transpose ins(%concat_197 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %512 = linalg.matmul ins(%transposed_198, %94 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %513 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_197 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_199 = tensor.collapse_shape %513 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %514 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_194, %511 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %515 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%514, %89 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %516 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%514, %93 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %517 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%93, %93 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %518 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %517 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %519 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%515, %518 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %520 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%497, %519 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %521 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%520, %86 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %522 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%520, %88 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %523 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%520, %87 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %524 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%520, %80 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %525 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %89 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %526 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%89, %525 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %527 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%516, %526 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %88 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %529 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %528 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%521, %529 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %531 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %87 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %532 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%87, %531 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%524, %532 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %534 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %86 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %535 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%86, %534 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %536 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%522, %535 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_200 = tensor.concat dim(1) %536, %533, %530, %527 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %537 = linalg.matmul ins(%concat_200, %arg1 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_201 = linalg.transpose ins(%concat_200 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %538 = linalg.matmul ins(%transposed_201, %82 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %539 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_200 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_202 = tensor.collapse_shape %539 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %540 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_199, %collapsed_202 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %541 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_192, %537 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %542 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%512, %538 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %543 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%541, %77 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %544 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%541, %81 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %545 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%81, %81 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %546 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %545 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %547 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%543, %546 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %548 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%523, %547 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %549 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%548, %74 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %550 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%548, %76 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %551 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%548, %75 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %552 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%548, %68 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %553 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %77 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %554 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%77, %553 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %555 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%544, %554 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %556 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%76, %76 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %557 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %556 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %558 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%549, %557 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %559 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %75 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %560 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%75, %559 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %561 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%552, %560 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %562 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %74 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %563 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%74, %562 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %564 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%550, %563 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_203 = tensor.concat dim(1) %564, %561, %558, %555 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %565 = linalg.matmul ins(%concat_203, %arg1 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_204 = linalg.transpose ins(%concat_203 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %566 = linalg.matmul ins(%transposed_204, %70 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %567 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_203 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_205 = tensor.collapse_shape %567 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %568 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%540, %collapsed_205 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %569 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_190, %565 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %570 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%542, %566 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %571 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%569, %65 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %572 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%569, %69 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %573 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%69, %69 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %574 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %573 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %575 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%571, %574 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %576 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%551, %575 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %577 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%576, %62 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %578 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%576, %64 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %579 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%576, %63 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %580 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%576, %56 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %581 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %65 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %582 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %581 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %583 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%572, %582 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %584 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%64, %64 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %585 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %584 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %586 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%577, %585 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %587 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %63 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %588 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63, %587 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %589 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%580, %588 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %590 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %62 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %591 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62, %590 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %592 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%578, %591 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_206 = tensor.concat dim(1) %592, %589, %586, %583 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %593 = linalg.matmul ins(%concat_206, %arg1 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_207 = linalg.transpose ins(%concat_206 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %594 = linalg.matmul ins(%transposed_207, %58 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %595 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_206 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_208 = tensor.collapse_shape %595 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %596 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%568, %collapsed_208 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %597 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_188, %593 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %598 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%570, %594 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %599 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%597, %53 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %600 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%597, %57 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %601 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%57, %57 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %602 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %601 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %603 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%599, %602 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %604 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%579, %603 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %605 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%604, %50 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %606 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%604, %52 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %607 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%604, %51 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %608 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%604, %44 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %609 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %53 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %610 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%53, %609 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %611 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%600, %610 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %612 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%52, %52 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %613 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %612 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %614 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%605, %613 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %615 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %51 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %616 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%51, %615 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %617 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%608, %616 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %618 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %50 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %619 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%50, %618 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %620 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%606, %619 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_209 = tensor.concat dim(1) %620, %617, %614, %611 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %621 = linalg.matmul ins(%concat_209, %arg1 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_210 = linalg.transpose ins(%concat_209 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %622 = linalg.matmul ins(%transposed_210, %46 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %623 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_209 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_211 = tensor.collapse_shape %623 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %624 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%596, %collapsed_211 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %625 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_186, %621 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %626 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%598, %622 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %627 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%625, %41 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %628 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%625, %45 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %629 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%45, %45 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %630 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %629 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %631 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%627, %630 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %632 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%607, %631 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %633 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%632, %38 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %634 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%632, %40 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %635 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%632, %39 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %636 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%632, %32 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %637 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %41 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %638 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%41, %637 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %639 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%628, %638 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %640 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%40, %40 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %641 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %640 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %642 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%633, %641 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %643 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %39 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %644 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39, %643 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %645 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%636, %644 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %646 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %38 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %647 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38, %646 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %648 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%634, %647 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_212 = tensor.concat dim(1) %648, %645, %642, %639 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %649 = linalg.matmul ins(%concat_212, %arg1 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_213 = linalg.transpose ins(%concat_212 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %650 = linalg.matmul ins(%transposed_213, %34 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %651 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_212 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_214 = tensor.collapse_shape %651 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %652 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%624, %collapsed_214 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %653 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_184, %649 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %654 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%626, %650 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %655 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%653, %29 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %656 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%653, %33 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %657 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%33, %33 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %658 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %657 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %659 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%655, %658 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %660 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%635, %659 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %661 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%660, %26 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %662 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%660, %28 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %663 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%660, %27 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %664 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%660, %20 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %665 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %29 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %666 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%29, %665 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %667 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%656, %666 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %668 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%28, %28 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %669 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %668 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %670 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%661, %669 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %671 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %27 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %672 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%27, %671 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %673 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%664, %672 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %674 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %26 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %675 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%26, %674 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %676 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%662, %675 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_215 = tensor.concat dim(1) %676, %673, %670, %667 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %677 = linalg.matmul ins(%concat_215, %arg1 : tensor<4x128xf32>, tensor<128x32xf32>) outs(%283 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %transposed_216 = linalg.transpose ins(%concat_215 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %678 = linalg.matmul ins(%transposed_216, %22 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %679 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_215 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_217 = tensor.collapse_shape %679 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %680 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%652, %collapsed_217 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %681 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_182, %677 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %682 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%654, %678 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %683 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%681, %17 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %684 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%681, %21 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %685 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%21, %21 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %686 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %685 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %687 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%683, %686 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %688 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%663, %687 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %689 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%688, %14 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %690 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%688, %16 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %691 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%688, %cst_12 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %692 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %17 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %693 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17, %692 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %694 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%684, %693 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %695 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%16, %16 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %696 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %695 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %697 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%689, %696 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %698 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %15 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %699 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%15, %698 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %700 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%691, %699 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %701 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %14 : tensor<i64>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<4x32xf32>
    %702 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%14, %701 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %703 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%690, %702 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%13 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<4x32xf32>
    %concat_218 = tensor.concat dim(1) %703, %700, %697, %694 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x128xf32>
    %transposed_219 = linalg.transpose ins(%concat_218 : tensor<4x128xf32>) outs(%285 : tensor<128x4xf32>) permutation = [1, 0] 
    %704 = linalg.matmul ins(%transposed_219, %cst_12 : tensor<128x4xf32>, tensor<4x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %705 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction", "parallel"]} ins(%concat_218 : tensor<4x128xf32>) outs(%290 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x128xf32>
    %collapsed_220 = tensor.collapse_shape %705 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %706 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%680, %collapsed_220 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %707 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%682, %704 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %concat_221 = tensor.concat dim(0) %concat_218, %concat_215, %concat_212, %concat_209, %concat_206, %concat_203, %concat_200, %concat_197 : (tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>) -> tensor<32x128xf32>
    %expanded_222 = tensor.expand_shape %concat_221 [[0, 1], [2]] output_shape [8, 4, 128] : tensor<32x128xf32> into tensor<8x4x128xf32>
    %708 = tensor.empty() : tensor<1x1x128xf32>
    %709 = linalg.fill ins(%cst_15 : f32) outs(%708 : tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_222 : tensor<8x4x128xf32>) outs(%709 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x1x128xf32>
    %collapsed_223 = tensor.collapse_shape %710 [[0, 1, 2]] : tensor<1x1x128xf32> into tensor<128xf32>
    %transposed_224 = linalg.transpose ins(%concat_221 : tensor<32x128xf32>) outs(%286 : tensor<128x32xf32>) permutation = [1, 0] 
    %711 = linalg.matmul ins(%transposed_224, %collapsed : tensor<128x32xf32>, tensor<32x32xf32>) outs(%287 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %712 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%711, %711 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %713 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["reduction", "reduction"]} ins(%712 : tensor<128x32xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %714 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%713 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %cst_15 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %715 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%707, %707 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %716 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["reduction", "reduction"]} ins(%715 : tensor<128x32xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %717 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%714, %716 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %718 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_223, %collapsed_223 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %719 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["reduction"]} ins(%718 : tensor<128xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %720 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%717, %719 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %721 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%706, %706 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %722 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["reduction"]} ins(%721 : tensor<128xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %723 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%720, %722 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %724 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%488, %488 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %725 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["reduction", "reduction"]} ins(%724 : tensor<128x32xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %726 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%723, %725 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %727 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%486, %486 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %728 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["reduction", "reduction"]} ins(%727 : tensor<128x32xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %729 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%726, %728 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %730 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_179, %collapsed_179 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %731 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["reduction"]} ins(%730 : tensor<128xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %732 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%729, %731 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %733 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%485, %485 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %734 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["reduction"]} ins(%733 : tensor<128xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %735 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%732, %734 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %736 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%258, %258 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %737 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["reduction", "reduction"]} ins(%736 : tensor<10x32xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %738 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%735, %737 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %739 = tensor.empty() : tensor<10xf32>
    %740 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_133, %collapsed_133 : tensor<10xf32>, tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %741 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["reduction"]} ins(%740 : tensor<10xf32>) outs(%233 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %742 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%738, %741 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %743 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%742 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %744 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%743 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_2 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %745 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%744 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.cmpf one, %in, %cst_15 : f32
      cf.assert %907, "unimplemented: tensor with zero element"
      %908 = arith.divf %cst_0, %in : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %746 = tensor.empty() : tensor<i1>
    %747 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%745 : tensor<f32>) outs(%746 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %907 = arith.extf %in : f32 to f64
      %908 = arith.cmpf ogt, %907, %cst_3 : f64
      linalg.yield %908 : i1
    } -> tensor<i1>
    %748 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = []} ins(%747, %cst_14, %745 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i1, %in_225: f32, %in_226: f32, %out: f32):
      %907 = arith.select %in, %in_225, %in_226 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %749 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%711, %748 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %750 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%707, %748 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %751 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%collapsed_223, %748 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %752 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%706, %748 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %753 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%488, %748 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %754 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%486, %748 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %755 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%collapsed_179, %748 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %756 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%485, %748 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %757 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%258, %748 : tensor<10x32xf32>, tensor<f32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %758 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%collapsed_133, %748 : tensor<10xf32>, tensor<f32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %759 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg31 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_4 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %760 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_17, %759 : tensor<i64>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %761 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0, %760 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %762 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %763 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%749 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %764 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%762, %763 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %765 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %766 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%749 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %767 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%766, %749 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %768 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%765, %767 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_9, %1 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = math.powf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %770 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_17, %769 : tensor<i64>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %771 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_10, %1 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = math.powf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %772 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_17, %771 : tensor<i64>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i64, %in_225: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_225 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %773 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%768 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %774 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%772 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %775 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%773, %774 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %776 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%775 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %777 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%arg31, %770 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %778 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%764, %776 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %779 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%777, %778 : tensor<f32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %780 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%761, %779 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %781 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1, %760 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %782 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %783 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%750 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %784 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%782, %783 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %785 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %786 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%750 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %787 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%786, %750 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %788 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%785, %787 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %789 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%788 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %790 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%789, %774 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %791 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%790 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %792 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%784, %791 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %793 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%777, %792 : tensor<f32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %794 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%781, %793 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %795 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%arg2, %760 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %796 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg12 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %797 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%751 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %798 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%796, %797 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %799 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg22 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %800 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%751 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %801 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%800, %751 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %802 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%799, %801 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %803 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%802 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %804 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%803, %774 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %805 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%804 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %806 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%798, %805 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %807 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel"]} ins(%777, %806 : tensor<f32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %808 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%795, %807 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %809 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%arg3, %760 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %810 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg13 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %811 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%752 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %812 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%810, %811 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %813 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg23 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %814 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%752 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %815 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%814, %752 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %816 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%813, %815 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %817 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%816 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %818 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%817, %774 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %819 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%818 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %820 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%812, %819 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %821 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel"]} ins(%777, %820 : tensor<f32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %822 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%809, %821 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %823 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4, %760 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %824 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %825 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%753 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %826 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%824, %825 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %827 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %828 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%753 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %829 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%828, %753 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %830 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%827, %829 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %831 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %832 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%831, %774 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %833 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%832 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %834 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%826, %833 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %835 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%777, %834 : tensor<f32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %836 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%823, %835 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %837 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5, %760 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %838 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %839 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%754 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %840 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%838, %839 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %841 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %842 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%754 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %843 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%842, %754 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %844 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%841, %843 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %845 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%844 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %846 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%845, %774 : tensor<128x32xf32>, tensor<f32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %847 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%846 : tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128x32xf32>
    %848 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%840, %847 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %849 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%777, %848 : tensor<f32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %850 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%837, %849 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%286 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128x32xf32>
    %851 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%arg6, %760 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %852 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg16 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %853 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%755 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %854 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%852, %853 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %855 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg26 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %856 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%755 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %857 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%856, %755 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %858 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%855, %857 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %859 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%858 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %860 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%859, %774 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %861 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%860 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %862 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%854, %861 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %863 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel"]} ins(%777, %862 : tensor<f32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %864 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%851, %863 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %865 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%arg7, %760 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %866 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg17 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %867 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%756 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %868 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%866, %867 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %869 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg27 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %870 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%756 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %871 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%870, %756 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %872 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%869, %871 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %873 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%872 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %874 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%873, %774 : tensor<128xf32>, tensor<f32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %875 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%874 : tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<128xf32>
    %876 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%868, %875 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %877 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel"]} ins(%777, %876 : tensor<f32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %878 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%865, %877 : tensor<128xf32>, tensor<128xf32>) outs(%318 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<128xf32>
    %879 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg8, %760 : tensor<10x32xf32>, tensor<f32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %880 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10x32xf32>
    %881 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%757 : tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10x32xf32>
    %882 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%880, %881 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %883 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10x32xf32>
    %884 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%757 : tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10x32xf32>
    %885 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%884, %757 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %886 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%883, %885 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %887 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%886 : tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %888 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%887, %774 : tensor<10x32xf32>, tensor<f32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %889 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%888 : tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10x32xf32>
    %890 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%882, %889 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %891 = linalg.generic {indexing_maps = [#map9, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%777, %890 : tensor<f32>, tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %892 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%879, %891 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%256 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10x32xf32>
    %893 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%arg9, %760 : tensor<10xf32>, tensor<f32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %894 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg19 : tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_5 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10xf32>
    %895 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%758 : tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10xf32>
    %896 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%894, %895 : tensor<10xf32>, tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %897 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg29 : tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_7 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10xf32>
    %898 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%758 : tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_8 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10xf32>
    %899 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%898, %758 : tensor<10xf32>, tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %900 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%897, %899 : tensor<10xf32>, tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.addf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %901 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%900 : tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %902 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%901, %774 : tensor<10xf32>, tensor<f32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %903 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%902 : tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<10xf32>
    %904 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%896, %903 : tensor<10xf32>, tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.divf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %905 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel"]} ins(%777, %904 : tensor<f32>, tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.mulf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %906 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%893, %905 : tensor<10xf32>, tensor<10xf32>) outs(%739 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_225: f32, %out: f32):
      %907 = arith.subf %in, %in_225 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    return %235, %780, %794, %808, %822, %836, %850, %864, %878, %892, %906, %764, %784, %798, %812, %826, %840, %854, %868, %882, %896, %768, %788, %802, %816, %830, %844, %858, %872, %886, %900, %1 : tensor<f32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<10x32xf32>, tensor<10xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<10x32xf32>, tensor<10xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<10x32xf32>, tensor<10xf32>, tensor<f32>
  }
}
