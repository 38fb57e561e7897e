// One SGD step of a two-tower model with a CLIP-style loss: za = a(x), zb = b(y),
// normalized, logits = 10 * za @ zb.T, cross-entropy both ways with arange labels;
// exported by cleave.torch (sweep 14).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @train_step(%arg0: tensor<32x16xf32> {cleave.name = "a.0.weight"}, %arg1: tensor<32xf32> {cleave.name = "a.0.bias"}, %arg2: tensor<32x32xf32> {cleave.name = "a.2.weight"}, %arg3: tensor<32xf32> {cleave.name = "a.2.bias"}, %arg4: tensor<16x32xf32> {cleave.name = "a.4.weight"}, %arg5: tensor<16xf32> {cleave.name = "a.4.bias"}, %arg6: tensor<32x12xf32> {cleave.name = "b.0.weight"}, %arg7: tensor<32xf32> {cleave.name = "b.0.bias"}, %arg8: tensor<16x32xf32> {cleave.name = "b.2.weight"}, %arg9: tensor<16xf32> {cleave.name = "b.2.bias"}, %arg10: tensor<f32> {cleave.name = "lr"}, %arg11: tensor<8x16xf32> {cleave.name = "batch0"}, %arg12: tensor<8x12xf32> {cleave.name = "batch1"}) -> (tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x12xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 9.9999999999999998E-13 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 5.000000e-01 : f32
    %cst_5 = arith.constant 1.000000e+01 : f32
    %cst_6 = arith.constant 2.000000e+00 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c8 = arith.constant 8 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_7 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_8 = arith.constant -1.000000e+00 : f32
    %cst_9 = arith.constant dense<1> : tensor<i64>
    %cst_10 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x32xf32>
    %2 = linalg.fill ins(%cst_7 : f32) outs(%1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = linalg.matmul ins(%arg11, %transposed : tensor<8x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.tanh %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %6 = tensor.empty() : tensor<32x32xf32>
    %transposed_11 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%5, %transposed_11 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %arg3 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.tanh %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %10 = tensor.empty() : tensor<32x16xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<16x32xf32>) outs(%10 : tensor<32x16xf32>) permutation = [1, 0] 
    %11 = tensor.empty() : tensor<8x16xf32>
    %12 = linalg.fill ins(%cst_7 : f32) outs(%11 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %13 = linalg.matmul ins(%9, %transposed_12 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%12 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %arg5 : tensor<8x16xf32>, tensor<16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %15 = tensor.empty() : tensor<12x32xf32>
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<32x12xf32>) outs(%15 : tensor<12x32xf32>) permutation = [1, 0] 
    %16 = linalg.matmul ins(%arg12, %transposed_13 : tensor<8x12xf32>, tensor<12x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %arg7 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.tanh %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %transposed_14 = linalg.transpose ins(%arg8 : tensor<16x32xf32>) outs(%10 : tensor<32x16xf32>) permutation = [1, 0] 
    %19 = linalg.matmul ins(%18, %transposed_14 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%12 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %arg9 : tensor<8x16xf32>, tensor<16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %21 = tensor.empty() : tensor<8x1xf32>
    %22 = linalg.fill ins(%cst_7 : f32) outs(%21 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%14 : tensor<8x16xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.absf %in : f32
      %183 = math.powf %182, %cst_6 : f32
      %184 = arith.addf %183, %out : f32
      linalg.yield %184 : f32
    } -> tensor<8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x1xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.powf %in, %cst_4 : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x1xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_1 : f64 to f32
      %183 = arith.cmpf ult, %in, %182 : f32
      %184 = arith.select %183, %182, %in : f32
      linalg.yield %184 : f32
    } -> tensor<8x1xf32>
    %collapsed = tensor.collapse_shape %25 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %26 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<8x16xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.absf %in : f32
      %183 = math.powf %182, %cst_6 : f32
      %184 = arith.addf %183, %out : f32
      linalg.yield %184 : f32
    } -> tensor<8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x1xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.powf %in, %cst_4 : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x1xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_1 : f64 to f32
      %183 = arith.cmpf ult, %in, %182 : f32
      %184 = arith.select %183, %182, %in : f32
      linalg.yield %184 : f32
    } -> tensor<8x1xf32>
    %collapsed_15 = tensor.collapse_shape %30 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_15 : tensor<8xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %31 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %33 = tensor.empty() : tensor<16x8xf32>
    %transposed_16 = linalg.transpose ins(%32 : tensor<8x16xf32>) outs(%33 : tensor<16x8xf32>) permutation = [1, 0] 
    %34 = tensor.empty() : tensor<8x8xf32>
    %35 = linalg.fill ins(%cst_7 : f32) outs(%34 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %36 = linalg.matmul ins(%27, %transposed_16 : tensor<8x16xf32>, tensor<16x8xf32>) outs(%35 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.mulf %in, %cst_5 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %38 = tensor.empty() : tensor<8xi64>
    %39 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%38 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %182 = linalg.index 0 : index
      %183 = arith.index_cast %182 : index to i64
      linalg.yield %183 : i64
    } -> tensor<8xi64>
    %40 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<8xi64>) -> tensor<8xi64>
    %41 = tensor.empty() : tensor<8xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<8xf32>) -> tensor<8xf32>
    %43:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<8x8xf32>) outs(%42, %40 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_36: i64):
      %182 = linalg.index 1 : index
      %183 = arith.index_cast %182 : index to i64
      %184 = arith.maximumf %in, %out : f32
      %185 = arith.cmpf ogt, %in, %out : f32
      %186 = arith.select %185, %183, %out_36 : i64
      linalg.yield %184, %186 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %43#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%37, %expanded : tensor<8x8xf32>, tensor<8x1xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%45 : tensor<8x8xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<8x1xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.log %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %47 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %49 = tensor.empty() : tensor<8xi1>
    %50 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%39 : tensor<8xi64>) outs(%49 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %182 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %182 : i1
    } -> tensor<8xi1>
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%50, %39, %cst_10 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%38 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_36: i64, %in_37: i64, %out: i64):
      %182 = arith.select %in, %in_36, %in_37 : i64
      linalg.yield %182 : i64
    } -> tensor<8xi64>
    %expanded_17 = tensor.expand_shape %51 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_17 : tensor<8x1xi64>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = linalg.index 0 : index
      %183 = arith.index_cast %in : i64 to index
      %184 = arith.cmpi slt, %183, %c8 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %48[%182, %183] : tensor<8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed_18 = tensor.collapse_shape %52 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_18 : tensor<8xf32>) outs(%41 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.negf %in : f32
      linalg.yield %182 : f32
    } -> tensor<8xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%50, %53, %cst_2 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%41 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %182 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %182 : f32
    } -> tensor<8xf32>
    %55 = tensor.empty() : tensor<i64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<i64>) -> tensor<i64>
    %57 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%50 : tensor<8xi1>) outs(%56 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %182 = arith.extui %in : i1 to i64
      %183 = arith.addi %182, %out : i64
      linalg.yield %183 : i64
    } -> tensor<i64>
    %58 = tensor.empty() : tensor<f32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%57 : tensor<i64>) outs(%58 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = arith.sitofp %in : i64 to f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %60 = linalg.fill ins(%cst_7 : f32) outs(%58 : tensor<f32>) -> tensor<f32>
    %61 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%54 : tensor<8xf32>) outs(%60 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %62 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%61, %59 : tensor<f32>, tensor<f32>) outs(%58 : tensor<f32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %transposed_19 = linalg.transpose ins(%37 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) permutation = [1, 0] 
    %63:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%transposed_19 : tensor<8x8xf32>) outs(%42, %40 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_36: i64):
      %182 = linalg.index 1 : index
      %183 = arith.index_cast %182 : index to i64
      %184 = arith.maximumf %in, %out : f32
      %185 = arith.cmpf ogt, %in, %out : f32
      %186 = arith.select %185, %183, %out_36 : i64
      linalg.yield %184, %186 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_20 = tensor.expand_shape %63#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_19, %expanded_20 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%65 : tensor<8x8xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<8x1xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.log %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %67 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_17 : tensor<8x1xi64>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = linalg.index 0 : index
      %183 = arith.index_cast %in : i64 to index
      %184 = arith.cmpi slt, %183, %c8 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %68[%182, %183] : tensor<8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed_21 = tensor.collapse_shape %69 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_21 : tensor<8xf32>) outs(%41 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.negf %in : f32
      linalg.yield %182 : f32
    } -> tensor<8xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%50, %70, %cst_2 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%41 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %182 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %182 : f32
    } -> tensor<8xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%71 : tensor<8xf32>) outs(%60 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %73 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%72, %59 : tensor<f32>, tensor<f32>) outs(%58 : tensor<f32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %74 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%62, %73 : tensor<f32>, tensor<f32>) outs(%58 : tensor<f32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%74 : tensor<f32>) outs(%58 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_6 : f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %76 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%cst_3 : tensor<f32>) outs(%58 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_6 : f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %77 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%76, %59 : tensor<f32>, tensor<f32>) outs(%58 : tensor<f32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<f32>
    %expanded_22 = tensor.expand_shape %39 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %78 = tensor.empty() : tensor<8x1xi1>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_22 : tensor<8x1xi64>) outs(%78 : tensor<8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %182 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %182 : i1
    } -> tensor<8x1xi1>
    %80 = tensor.empty() : tensor<8x1xi64>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map7, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %expanded_22, %cst_10 : tensor<8x1xi1>, tensor<8x1xi64>, tensor<i64>) outs(%80 : tensor<8x1xi64>) {
    ^bb0(%in: i1, %in_36: i64, %in_37: i64, %out: i64):
      %182 = arith.select %in, %in_36, %in_37 : i64
      linalg.yield %182 : i64
    } -> tensor<8x1xi64>
    %82 = linalg.fill ins(%c0_i64 : i64) outs(%80 : tensor<8x1xi64>) -> tensor<8x1xi64>
    %83 = linalg.fill ins(%cst_7 : f32) outs(%41 : tensor<8xf32>) -> tensor<8xf32>
    %84:3 = linalg.generic {indexing_maps = [#map8, #map8, #map4], iterator_types = ["parallel"]} outs(%82, %82, %83 : tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_36: i64, %out_37: f32):
      %182 = linalg.index 0 : index
      %183 = arith.remsi %182, %c8 : index
      %extracted = tensor.extract %81[%183, %c0] : tensor<8x1xi64>
      %184 = arith.index_cast %183 : index to i64
      linalg.yield %184, %extracted, %cst_8 : i64, i64, f32
    } -> (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>)
    %85 = tensor.empty() : tensor<8x2xi64>
    %86 = linalg.fill ins(%c0_i64 : i64) outs(%85 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice = tensor.insert_slice %84#0 into %86[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %inserted_slice_23 = tensor.insert_slice %84#1 into %inserted_slice[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %87 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%84#2, %inserted_slice_23 : tensor<8xf32>, tensor<8x2xi64>) outs(%cst : tensor<8x8xf32>) {
    ^bb0(%arg13: f32, %arg14: f32):
      tm_tensor.yield %arg13 : f32
    } -> tensor<8x8xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map7, #map7, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %77, %cst_2 : tensor<8x1xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %182 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%89 : tensor<8x8xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%90, %91 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%89, %92 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %transposed_24 = linalg.transpose ins(%93 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) permutation = [1, 0] 
    %94 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%84#2, %inserted_slice_23 : tensor<8xf32>, tensor<8x2xi64>) outs(%cst : tensor<8x8xf32>) {
    ^bb0(%arg13: f32, %arg14: f32):
      tm_tensor.yield %arg13 : f32
    } -> tensor<8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%94, %88 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%95 : tensor<8x8xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%96, %97 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%95, %98 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_24, %99 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%100 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.mulf %in, %cst_5 : f32
      linalg.yield %182 : f32
    } -> tensor<8x8xf32>
    %transposed_25 = linalg.transpose ins(%101 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) permutation = [1, 0] 
    %102 = linalg.matmul ins(%transposed_25, %27 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%12 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %103 = linalg.matmul ins(%101, %32 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%12 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %31 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.negf %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%105, %104 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %31 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%106 : tensor<8x16xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x1xf32>) outs(%78 : tensor<8x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %182 = arith.extf %in : f32 to f64
      %183 = arith.cmpf oge, %182, %cst_1 : f64
      linalg.yield %183 : i1
    } -> tensor<8x1xi1>
    %110 = linalg.generic {indexing_maps = [#map, #map, #map7, #map], iterator_types = ["parallel", "parallel"]} ins(%109, %108, %cst_2 : tensor<8x1xi1>, tensor<8x1xf32>, tensor<f32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %182 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %29 : tensor<8x16xf32>, tensor<8x1xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x1xf32>) outs(%78 : tensor<8x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %182 = arith.cmpf oeq, %in, %cst_7 : f32
      linalg.yield %182 : i1
    } -> tensor<8x1xi1>
    %113 = linalg.generic {indexing_maps = [#map2, #map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%112, %cst_2, %111 : tensor<8x1xi1>, tensor<f32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %182 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%110, %113 : tensor<8x1xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%107, %114 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %26 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%103 : tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.negf %in : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%117, %116 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%103, %26 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%118 : tensor<8x16xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x1xf32>) outs(%78 : tensor<8x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %182 = arith.extf %in : f32 to f64
      %183 = arith.cmpf oge, %182, %cst_1 : f64
      linalg.yield %183 : i1
    } -> tensor<8x1xi1>
    %122 = linalg.generic {indexing_maps = [#map, #map, #map7, #map], iterator_types = ["parallel", "parallel"]} ins(%121, %120, %cst_2 : tensor<8x1xi1>, tensor<8x1xf32>, tensor<f32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %182 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %182 : f32
    } -> tensor<8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %24 : tensor<8x16xf32>, tensor<8x1xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.divf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x1xf32>) outs(%78 : tensor<8x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %182 = arith.cmpf oeq, %in, %cst_7 : f32
      linalg.yield %182 : i1
    } -> tensor<8x1xi1>
    %125 = linalg.generic {indexing_maps = [#map2, #map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%124, %cst_2, %123 : tensor<8x1xi1>, tensor<f32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %182 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%122, %125 : tensor<8x1xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%119, %126 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.addf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x16xf32>
    %128 = linalg.matmul ins(%115, %arg8 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_26 = linalg.transpose ins(%115 : tensor<8x16xf32>) outs(%33 : tensor<16x8xf32>) permutation = [1, 0] 
    %129 = linalg.fill ins(%cst_7 : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %130 = linalg.matmul ins(%transposed_26, %18 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%129 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %131 = tensor.empty() : tensor<1x16xf32>
    %132 = linalg.fill ins(%cst_7 : f32) outs(%131 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "parallel"]} ins(%115 : tensor<8x16xf32>) outs(%132 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x16xf32>
    %collapsed_27 = tensor.collapse_shape %133 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %18 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %134 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_36: f32, %out: f32):
      %182 = arith.sitofp %in : i64 to f32
      %183 = arith.subf %182, %in_36 : f32
      linalg.yield %183 : f32
    } -> tensor<8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%128, %135 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %137 = tensor.empty() : tensor<32x8xf32>
    %transposed_28 = linalg.transpose ins(%136 : tensor<8x32xf32>) outs(%137 : tensor<32x8xf32>) permutation = [1, 0] 
    %138 = tensor.empty() : tensor<32x12xf32>
    %139 = linalg.fill ins(%cst_7 : f32) outs(%138 : tensor<32x12xf32>) -> tensor<32x12xf32>
    %140 = linalg.matmul ins(%transposed_28, %arg12 : tensor<32x8xf32>, tensor<8x12xf32>) outs(%139 : tensor<32x12xf32>) -> tensor<32x12xf32>
    %141 = tensor.empty() : tensor<1x32xf32>
    %142 = linalg.fill ins(%cst_7 : f32) outs(%141 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "parallel"]} ins(%136 : tensor<8x32xf32>) outs(%142 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x32xf32>
    %collapsed_29 = tensor.collapse_shape %143 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %144 = linalg.matmul ins(%127, %arg4 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_30 = linalg.transpose ins(%127 : tensor<8x16xf32>) outs(%33 : tensor<16x8xf32>) permutation = [1, 0] 
    %145 = linalg.matmul ins(%transposed_30, %9 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%129 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "parallel"]} ins(%127 : tensor<8x16xf32>) outs(%132 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x16xf32>
    %collapsed_31 = tensor.collapse_shape %146 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %9 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %147 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_36: f32, %out: f32):
      %182 = arith.sitofp %in : i64 to f32
      %183 = arith.subf %182, %in_36 : f32
      linalg.yield %183 : f32
    } -> tensor<8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %148 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %150 = linalg.matmul ins(%149, %arg2 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_32 = linalg.transpose ins(%149 : tensor<8x32xf32>) outs(%137 : tensor<32x8xf32>) permutation = [1, 0] 
    %151 = linalg.fill ins(%cst_7 : f32) outs(%6 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %152 = linalg.matmul ins(%transposed_32, %5 : tensor<32x8xf32>, tensor<8x32xf32>) outs(%151 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "parallel"]} ins(%149 : tensor<8x32xf32>) outs(%142 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x32xf32>
    %collapsed_33 = tensor.collapse_shape %153 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %155 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %154 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_36: f32, %out: f32):
      %182 = arith.sitofp %in : i64 to f32
      %183 = arith.subf %182, %in_36 : f32
      linalg.yield %183 : f32
    } -> tensor<8x32xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%150, %155 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<8x32xf32>
    %transposed_34 = linalg.transpose ins(%156 : tensor<8x32xf32>) outs(%137 : tensor<32x8xf32>) permutation = [1, 0] 
    %157 = linalg.fill ins(%cst_7 : f32) outs(%10 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %158 = linalg.matmul ins(%transposed_34, %arg11 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%157 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "parallel"]} ins(%156 : tensor<8x32xf32>) outs(%142 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x32xf32>
    %collapsed_35 = tensor.collapse_shape %159 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %160 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %158 : tensor<f32>, tensor<32x16xf32>) outs(%10 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32x16xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %160 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%10 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32x16xf32>
    %162 = tensor.empty() : tensor<32xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%arg10, %collapsed_35 : tensor<f32>, tensor<32xf32>) outs(%162 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg1, %163 : tensor<32xf32>, tensor<32xf32>) outs(%162 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32xf32>
    %165 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %152 : tensor<f32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32x32xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %165 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32x32xf32>
    %167 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%arg10, %collapsed_33 : tensor<f32>, tensor<32xf32>) outs(%162 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg3, %167 : tensor<32xf32>, tensor<32xf32>) outs(%162 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32xf32>
    %169 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %145 : tensor<f32>, tensor<16x32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %169 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %171 = tensor.empty() : tensor<16xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%arg10, %collapsed_31 : tensor<f32>, tensor<16xf32>) outs(%171 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<16xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg5, %172 : tensor<16xf32>, tensor<16xf32>) outs(%171 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<16xf32>
    %174 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %140 : tensor<f32>, tensor<32x12xf32>) outs(%138 : tensor<32x12xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32x12xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %174 : tensor<32x12xf32>, tensor<32x12xf32>) outs(%138 : tensor<32x12xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32x12xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%arg10, %collapsed_29 : tensor<f32>, tensor<32xf32>) outs(%162 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg7, %176 : tensor<32xf32>, tensor<32xf32>) outs(%162 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<32xf32>
    %178 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %130 : tensor<f32>, tensor<16x32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %178 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %180 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%arg10, %collapsed_27 : tensor<f32>, tensor<16xf32>) outs(%171 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.mulf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<16xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg9, %180 : tensor<16xf32>, tensor<16xf32>) outs(%171 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %182 = arith.subf %in, %in_36 : f32
      linalg.yield %182 : f32
    } -> tensor<16xf32>
    return %75, %161, %164, %166, %168, %170, %173, %175, %177, %179, %181 : tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x12xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>
  }
}
