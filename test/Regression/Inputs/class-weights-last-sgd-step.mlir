// One SGD step of an MLP (Linear(16,32), Tanh, Linear(32,32), Tanh, Linear(32,32), Tanh,
// Linear(32,4)) with loss F.cross_entropy(model(x), y, weight=w): x [8x16], y [8], class weights w [4] last;
// exported by cleave.torch (sweep 14).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0) -> ()>
#map7 = affine_map<() -> ()>
#map8 = affine_map<(d0, d1) -> ()>
#map9 = affine_map<(d0) -> (d0, 0)>
module {
  func.func @train_step(%arg0: tensor<32x16xf32> {cleave.name = "0.weight"}, %arg1: tensor<32xf32> {cleave.name = "0.bias"}, %arg2: tensor<32x32xf32> {cleave.name = "2.weight"}, %arg3: tensor<32xf32> {cleave.name = "2.bias"}, %arg4: tensor<32x32xf32> {cleave.name = "4.weight"}, %arg5: tensor<32xf32> {cleave.name = "4.bias"}, %arg6: tensor<4x32xf32> {cleave.name = "6.weight"}, %arg7: tensor<4xf32> {cleave.name = "6.bias"}, %arg8: tensor<f32> {cleave.name = "lr"}, %arg9: tensor<8x16xf32> {cleave.name = "batch0"}, %arg10: tensor<8xi64> {cleave.name = "batch1"}, %arg11: tensor<4xf32> {cleave.name = "batch2"}) -> (tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x4xf32>
    %c4 = arith.constant 4 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %c-100_i64 = arith.constant -100 : i64
    %c8 = arith.constant 8 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_3 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_4 = arith.constant -1.000000e+00 : f32
    %cst_5 = arith.constant dense<1> : tensor<i64>
    %cst_6 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x32xf32>
    %2 = linalg.fill ins(%cst_3 : f32) outs(%1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = linalg.matmul ins(%arg9, %transposed : tensor<8x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.addf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.tanh %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %6 = tensor.empty() : tensor<32x32xf32>
    %transposed_7 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%5, %transposed_7 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %arg3 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.addf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.tanh %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %transposed_8 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%9, %transposed_8 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %arg5 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.addf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.tanh %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %13 = tensor.empty() : tensor<32x4xf32>
    %transposed_9 = linalg.transpose ins(%arg6 : tensor<4x32xf32>) outs(%13 : tensor<32x4xf32>) permutation = [1, 0] 
    %14 = tensor.empty() : tensor<8x4xf32>
    %15 = linalg.fill ins(%cst_3 : f32) outs(%14 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %16 = linalg.matmul ins(%12, %transposed_9 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%15 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %arg7 : tensor<8x4xf32>, tensor<4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.addf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %18 = tensor.empty() : tensor<8xi64>
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%18 : tensor<8xi64>) -> tensor<8xi64>
    %20 = tensor.empty() : tensor<8xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<8xf32>) -> tensor<8xf32>
    %22:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%17 : tensor<8x4xf32>) outs(%21, %19 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_23: i64):
      %112 = linalg.index 1 : index
      %113 = arith.index_cast %112 : index to i64
      %114 = arith.maximumf %in, %out : f32
      %115 = arith.cmpf ogt, %in, %out : f32
      %116 = arith.select %115, %113, %out_23 : i64
      linalg.yield %114, %116 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %22#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %expanded : tensor<8x4xf32>, tensor<8x1xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.exp %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %25 = tensor.empty() : tensor<8x1xf32>
    %26 = linalg.fill ins(%cst_3 : f32) outs(%25 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%24 : tensor<8x4xf32>) outs(%26 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<8x1xf32>) outs(%25 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.log %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %28 : tensor<8x4xf32>, tensor<8x1xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %expanded_10 = tensor.expand_shape %arg11 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %expanded_10 : tensor<8x4xf32>, tensor<1x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %31 = tensor.empty() : tensor<8xi1>
    %32 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg10 : tensor<8xi64>) outs(%31 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %112 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %112 : i1
    } -> tensor<8xi1>
    %33 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%32, %arg10, %cst_6 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%18 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_23: i64, %in_24: i64, %out: i64):
      %112 = arith.select %in, %in_23, %in_24 : i64
      linalg.yield %112 : i64
    } -> tensor<8xi64>
    %expanded_11 = tensor.expand_shape %33 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_11 : tensor<8x1xi64>) outs(%26 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %112 = linalg.index 0 : index
      %113 = arith.index_cast %in : i64 to index
      %114 = arith.cmpi slt, %113, %c4 : index
      cf.assert %114, "index must be smaller than dim size"
      %115 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %115, "index must be larger or equal to 0"
      %extracted = tensor.extract %30[%112, %113] : tensor<8x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed = tensor.collapse_shape %34 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%collapsed : tensor<8xf32>) outs(%20 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.negf %in : f32
      linalg.yield %112 : f32
    } -> tensor<8xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%32, %35, %cst_1 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%20 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %112 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %112 : f32
    } -> tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_11 : tensor<8x1xi64>) outs(%26 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %112 = linalg.index 0 : index
      %113 = arith.index_cast %in : i64 to index
      %114 = arith.cmpi slt, %113, %c4 : index
      cf.assert %114, "index must be smaller than dim size"
      %115 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %115, "index must be larger or equal to 0"
      %extracted = tensor.extract %37[%112, %113] : tensor<8x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed_12 = tensor.collapse_shape %38 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%32, %collapsed_12, %cst_1 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%20 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %112 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %112 : f32
    } -> tensor<8xf32>
    %40 = tensor.empty() : tensor<f32>
    %41 = linalg.fill ins(%cst_3 : f32) outs(%40 : tensor<f32>) -> tensor<f32>
    %42 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%39 : tensor<8xf32>) outs(%41 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %43 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%36 : tensor<8xf32>) outs(%41 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %44 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%43, %42 : tensor<f32>, tensor<f32>) outs(%40 : tensor<f32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.divf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %45 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%cst_2, %42 : tensor<f32>, tensor<f32>) outs(%40 : tensor<f32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.divf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %expanded_13 = tensor.expand_shape %arg10 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %46 = tensor.empty() : tensor<8x1xi1>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_13 : tensor<8x1xi64>) outs(%46 : tensor<8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %112 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %112 : i1
    } -> tensor<8x1xi1>
    %48 = tensor.empty() : tensor<8x1xi64>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%47, %expanded_13, %cst_6 : tensor<8x1xi1>, tensor<8x1xi64>, tensor<i64>) outs(%48 : tensor<8x1xi64>) {
    ^bb0(%in: i1, %in_23: i64, %in_24: i64, %out: i64):
      %112 = arith.select %in, %in_23, %in_24 : i64
      linalg.yield %112 : i64
    } -> tensor<8x1xi64>
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%48 : tensor<8x1xi64>) -> tensor<8x1xi64>
    %51 = linalg.fill ins(%cst_3 : f32) outs(%20 : tensor<8xf32>) -> tensor<8xf32>
    %52:3 = linalg.generic {indexing_maps = [#map9, #map9, #map5], iterator_types = ["parallel"]} outs(%50, %50, %51 : tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_23: i64, %out_24: f32):
      %112 = linalg.index 0 : index
      %113 = arith.remsi %112, %c8 : index
      %extracted = tensor.extract %49[%113, %c0] : tensor<8x1xi64>
      %114 = arith.index_cast %113 : index to i64
      linalg.yield %114, %extracted, %cst_4 : i64, i64, f32
    } -> (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>)
    %53 = tensor.empty() : tensor<8x2xi64>
    %54 = linalg.fill ins(%c0_i64 : i64) outs(%53 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice = tensor.insert_slice %52#0 into %54[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %inserted_slice_14 = tensor.insert_slice %52#1 into %inserted_slice[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %55 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%52#2, %inserted_slice_14 : tensor<8xf32>, tensor<8x2xi64>) outs(%cst : tensor<8x4xf32>) {
    ^bb0(%arg12: f32, %arg13: f32):
      tm_tensor.yield %arg12 : f32
    } -> tensor<8x4xf32>
    %56 = tensor.empty() : tensor<1x4xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%45, %expanded_10 : tensor<f32>, tensor<1x4xf32>) outs(%56 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<1x4xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map4, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%47, %57, %cst_1 : tensor<8x1xi1>, tensor<1x4xf32>, tensor<f32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %112 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%55, %58 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.exp %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<8x4xf32>) outs(%26 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<8x4xf32>, tensor<8x1xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%59, %62 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %64 = linalg.matmul ins(%63, %arg6 : tensor<8x4xf32>, tensor<4x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %65 = tensor.empty() : tensor<4x8xf32>
    %transposed_15 = linalg.transpose ins(%63 : tensor<8x4xf32>) outs(%65 : tensor<4x8xf32>) permutation = [1, 0] 
    %66 = tensor.empty() : tensor<4x32xf32>
    %67 = linalg.fill ins(%cst_3 : f32) outs(%66 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %68 = linalg.matmul ins(%transposed_15, %12 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%67 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %69 = linalg.fill ins(%cst_3 : f32) outs(%56 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["reduction", "parallel"]} ins(%63 : tensor<8x4xf32>) outs(%69 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<1x4xf32>
    %collapsed_16 = tensor.collapse_shape %70 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %12 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %71 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_23: f32, %out: f32):
      %112 = arith.sitofp %in : i64 to f32
      %113 = arith.subf %112, %in_23 : f32
      linalg.yield %113 : f32
    } -> tensor<8x32xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %72 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %74 = linalg.matmul ins(%73, %arg4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %75 = tensor.empty() : tensor<32x8xf32>
    %transposed_17 = linalg.transpose ins(%73 : tensor<8x32xf32>) outs(%75 : tensor<32x8xf32>) permutation = [1, 0] 
    %76 = linalg.fill ins(%cst_3 : f32) outs(%6 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = linalg.matmul ins(%transposed_17, %9 : tensor<32x8xf32>, tensor<8x32xf32>) outs(%76 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = tensor.empty() : tensor<1x32xf32>
    %79 = linalg.fill ins(%cst_3 : f32) outs(%78 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["reduction", "parallel"]} ins(%73 : tensor<8x32xf32>) outs(%79 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<1x32xf32>
    %collapsed_18 = tensor.collapse_shape %80 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %9 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %82 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %81 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_23: f32, %out: f32):
      %112 = arith.sitofp %in : i64 to f32
      %113 = arith.subf %112, %in_23 : f32
      linalg.yield %113 : f32
    } -> tensor<8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%74, %82 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %84 = linalg.matmul ins(%83, %arg2 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_19 = linalg.transpose ins(%83 : tensor<8x32xf32>) outs(%75 : tensor<32x8xf32>) permutation = [1, 0] 
    %85 = linalg.matmul ins(%transposed_19, %5 : tensor<32x8xf32>, tensor<8x32xf32>) outs(%76 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["reduction", "parallel"]} ins(%83 : tensor<8x32xf32>) outs(%79 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<1x32xf32>
    %collapsed_20 = tensor.collapse_shape %86 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %87 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_23: f32, %out: f32):
      %112 = arith.sitofp %in : i64 to f32
      %113 = arith.subf %112, %in_23 : f32
      linalg.yield %113 : f32
    } -> tensor<8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%84, %88 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %transposed_21 = linalg.transpose ins(%89 : tensor<8x32xf32>) outs(%75 : tensor<32x8xf32>) permutation = [1, 0] 
    %90 = tensor.empty() : tensor<32x16xf32>
    %91 = linalg.fill ins(%cst_3 : f32) outs(%90 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %92 = linalg.matmul ins(%transposed_21, %arg9 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%91 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["reduction", "parallel"]} ins(%89 : tensor<8x32xf32>) outs(%79 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<1x32xf32>
    %collapsed_22 = tensor.collapse_shape %93 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %94 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %92 : tensor<f32>, tensor<32x16xf32>) outs(%90 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32x16xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %94 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%90 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32x16xf32>
    %96 = tensor.empty() : tensor<32xf32>
    %97 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel"]} ins(%arg8, %collapsed_22 : tensor<f32>, tensor<32xf32>) outs(%96 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32xf32>
    %98 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg1, %97 : tensor<32xf32>, tensor<32xf32>) outs(%96 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32xf32>
    %99 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %85 : tensor<f32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32x32xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %99 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32x32xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel"]} ins(%arg8, %collapsed_20 : tensor<f32>, tensor<32xf32>) outs(%96 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32xf32>
    %102 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg3, %101 : tensor<32xf32>, tensor<32xf32>) outs(%96 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32xf32>
    %103 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %77 : tensor<f32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32x32xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %103 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32x32xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel"]} ins(%arg8, %collapsed_18 : tensor<f32>, tensor<32xf32>) outs(%96 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg5, %105 : tensor<32xf32>, tensor<32xf32>) outs(%96 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<32xf32>
    %107 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %68 : tensor<f32>, tensor<4x32xf32>) outs(%66 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<4x32xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %107 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%66 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<4x32xf32>
    %109 = tensor.empty() : tensor<4xf32>
    %110 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel"]} ins(%arg8, %collapsed_16 : tensor<f32>, tensor<4xf32>) outs(%109 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.mulf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<4xf32>
    %111 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg7, %110 : tensor<4xf32>, tensor<4xf32>) outs(%109 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %112 = arith.subf %in, %in_23 : f32
      linalg.yield %112 : f32
    } -> tensor<4xf32>
    return %44, %95, %98, %100, %102, %104, %106, %108, %111 : tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>
  }
}
