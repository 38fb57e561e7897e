// One SGD step of an MLP (Linear(16,32), Tanh, Linear(32,32), Tanh, Linear(32,32), Tanh,
// Linear(32,4)) with the worst sample's loss ((model(x) - y) ** 2).sum(1).max(); exported by
// cleave.torch (sweep 14).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
module {
  func.func @train_step(%arg0: tensor<32x16xf32> {cleave.name = "0.weight"}, %arg1: tensor<32xf32> {cleave.name = "0.bias"}, %arg2: tensor<32x32xf32> {cleave.name = "2.weight"}, %arg3: tensor<32xf32> {cleave.name = "2.bias"}, %arg4: tensor<32x32xf32> {cleave.name = "4.weight"}, %arg5: tensor<32xf32> {cleave.name = "4.bias"}, %arg6: tensor<4x32xf32> {cleave.name = "6.weight"}, %arg7: tensor<4xf32> {cleave.name = "6.bias"}, %arg8: tensor<f32> {cleave.name = "lr"}, %arg9: tensor<8x16xf32> {cleave.name = "batch0"}, %arg10: tensor<8x4xf32> {cleave.name = "batch1"}) -> (tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = linalg.matmul ins(%arg9, %transposed : tensor<8x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.addf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %6 = tensor.empty() : tensor<32x32xf32>
    %transposed_4 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%5, %transposed_4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %arg3 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.addf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %transposed_5 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%9, %transposed_5 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %arg5 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.addf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %13 = tensor.empty() : tensor<32x4xf32>
    %transposed_6 = linalg.transpose ins(%arg6 : tensor<4x32xf32>) outs(%13 : tensor<32x4xf32>) permutation = [1, 0] 
    %14 = tensor.empty() : tensor<8x4xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %16 = linalg.matmul ins(%12, %transposed_6 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%15 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %arg7 : tensor<8x4xf32>, tensor<4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.addf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x4xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %arg10 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x4xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %91 : f32
    } -> tensor<8x4xf32>
    %20 = tensor.empty() : tensor<8xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<8xf32>) -> tensor<8xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<8x4xf32>) outs(%21 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.addf %in, %out : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %23 = tensor.empty() : tensor<f32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%22 : tensor<8xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.maximumf %in, %out : f32
      linalg.yield %91 : f32
    } -> tensor<f32>
    %26 = tensor.empty() : tensor<8xi1>
    %27 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%22, %22 : tensor<8xf32>, tensor<8xf32>) outs(%26 : tensor<8xi1>) {
    ^bb0(%in: f32, %in_14: f32, %out: i1):
      %91 = arith.cmpf une, %in, %in_14 : f32
      linalg.yield %91 : i1
    } -> tensor<8xi1>
    %28 = tensor.empty() : tensor<i1>
    %29 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%25, %25 : tensor<f32>, tensor<f32>) outs(%28 : tensor<i1>) {
    ^bb0(%in: f32, %in_14: f32, %out: i1):
      %91 = arith.cmpf une, %in, %in_14 : f32
      linalg.yield %91 : i1
    } -> tensor<i1>
    %30 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%27, %29 : tensor<8xi1>, tensor<i1>) outs(%26 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %91 = arith.andi %in, %in_14 : i1
      linalg.yield %91 : i1
    } -> tensor<8xi1>
    %31 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%22, %25 : tensor<8xf32>, tensor<f32>) outs(%26 : tensor<8xi1>) {
    ^bb0(%in: f32, %in_14: f32, %out: i1):
      %91 = arith.cmpf oeq, %in, %in_14 : f32
      linalg.yield %91 : i1
    } -> tensor<8xi1>
    %32 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%31, %30 : tensor<8xi1>, tensor<8xi1>) outs(%26 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %91 = arith.ori %in, %in_14 : i1
      linalg.yield %91 : i1
    } -> tensor<8xi1>
    %33 = tensor.empty() : tensor<i64>
    %34 = linalg.fill ins(%c0_i64 : i64) outs(%33 : tensor<i64>) -> tensor<i64>
    %35 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%32 : tensor<8xi1>) outs(%34 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %91 = arith.extui %in : i1 to i64
      %92 = arith.addi %91, %out : i64
      linalg.yield %92 : i64
    } -> tensor<i64>
    %36 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%cst_1, %35 : tensor<f32>, tensor<i64>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %in_14: i64, %out: f32):
      %91 = arith.sitofp %in_14 : i64 to f32
      %92 = arith.divf %in, %91 : f32
      linalg.yield %92 : f32
    } -> tensor<f32>
    %37 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%32, %36 : tensor<8xi1>, tensor<f32>) outs(%20 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_14: f32, %out: f32):
      %91 = arith.uitofp %in : i1 to f32
      %92 = arith.mulf %91, %in_14 : f32
      linalg.yield %92 : f32
    } -> tensor<8xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %91 : f32
    } -> tensor<8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.mulf %in, %cst_2 : f32
      linalg.yield %91 : f32
    } -> tensor<8x4xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%38, %40 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%14 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x4xf32>
    %42 = linalg.matmul ins(%41, %arg6 : tensor<8x4xf32>, tensor<4x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %43 = tensor.empty() : tensor<4x8xf32>
    %transposed_7 = linalg.transpose ins(%41 : tensor<8x4xf32>) outs(%43 : tensor<4x8xf32>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<4x32xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %46 = linalg.matmul ins(%transposed_7, %12 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%45 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %47 = tensor.empty() : tensor<1x4xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "parallel"]} ins(%41 : tensor<8x4xf32>) outs(%48 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.addf %in, %out : f32
      linalg.yield %91 : f32
    } -> tensor<1x4xf32>
    %collapsed = tensor.collapse_shape %49 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %12 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %50 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_14: f32, %out: f32):
      %91 = arith.sitofp %in : i64 to f32
      %92 = arith.subf %91, %in_14 : f32
      linalg.yield %92 : f32
    } -> tensor<8x32xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%42, %51 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %53 = linalg.matmul ins(%52, %arg4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %54 = tensor.empty() : tensor<32x8xf32>
    %transposed_8 = linalg.transpose ins(%52 : tensor<8x32xf32>) outs(%54 : tensor<32x8xf32>) permutation = [1, 0] 
    %55 = linalg.fill ins(%cst : f32) outs(%6 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = linalg.matmul ins(%transposed_8, %9 : tensor<32x8xf32>, tensor<8x32xf32>) outs(%55 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %57 = tensor.empty() : tensor<1x32xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "parallel"]} ins(%52 : tensor<8x32xf32>) outs(%58 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.addf %in, %out : f32
      linalg.yield %91 : f32
    } -> tensor<1x32xf32>
    %collapsed_9 = tensor.collapse_shape %59 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %9 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %61 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %60 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_14: f32, %out: f32):
      %91 = arith.sitofp %in : i64 to f32
      %92 = arith.subf %91, %in_14 : f32
      linalg.yield %92 : f32
    } -> tensor<8x32xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%53, %61 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %63 = linalg.matmul ins(%62, %arg2 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_10 = linalg.transpose ins(%62 : tensor<8x32xf32>) outs(%54 : tensor<32x8xf32>) permutation = [1, 0] 
    %64 = linalg.matmul ins(%transposed_10, %5 : tensor<32x8xf32>, tensor<8x32xf32>) outs(%55 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "parallel"]} ins(%62 : tensor<8x32xf32>) outs(%58 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.addf %in, %out : f32
      linalg.yield %91 : f32
    } -> tensor<1x32xf32>
    %collapsed_11 = tensor.collapse_shape %65 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %66 : tensor<i64>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %in_14: f32, %out: f32):
      %91 = arith.sitofp %in : i64 to f32
      %92 = arith.subf %91, %in_14 : f32
      linalg.yield %92 : f32
    } -> tensor<8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%63, %67 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8x32xf32>
    %transposed_12 = linalg.transpose ins(%68 : tensor<8x32xf32>) outs(%54 : tensor<32x8xf32>) permutation = [1, 0] 
    %69 = tensor.empty() : tensor<32x16xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %71 = linalg.matmul ins(%transposed_12, %arg9 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%70 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "parallel"]} ins(%68 : tensor<8x32xf32>) outs(%58 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.addf %in, %out : f32
      linalg.yield %91 : f32
    } -> tensor<1x32xf32>
    %collapsed_13 = tensor.collapse_shape %72 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %73 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %71 : tensor<f32>, tensor<32x16xf32>) outs(%69 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32x16xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %73 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%69 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32x16xf32>
    %75 = tensor.empty() : tensor<32xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel"]} ins(%arg8, %collapsed_13 : tensor<f32>, tensor<32xf32>) outs(%75 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg1, %76 : tensor<32xf32>, tensor<32xf32>) outs(%75 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %64 : tensor<f32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32x32xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %78 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32x32xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel"]} ins(%arg8, %collapsed_11 : tensor<f32>, tensor<32xf32>) outs(%75 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg3, %80 : tensor<32xf32>, tensor<32xf32>) outs(%75 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32xf32>
    %82 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %56 : tensor<f32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32x32xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %82 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32x32xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel"]} ins(%arg8, %collapsed_9 : tensor<f32>, tensor<32xf32>) outs(%75 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg5, %84 : tensor<32xf32>, tensor<32xf32>) outs(%75 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<32xf32>
    %86 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %46 : tensor<f32>, tensor<4x32xf32>) outs(%44 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<4x32xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %86 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%44 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<4x32xf32>
    %88 = tensor.empty() : tensor<4xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel"]} ins(%arg8, %collapsed : tensor<f32>, tensor<4xf32>) outs(%88 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.mulf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<4xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg7, %89 : tensor<4xf32>, tensor<4xf32>) outs(%88 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %91 = arith.subf %in, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<4xf32>
    return %25, %74, %77, %79, %81, %83, %85, %87, %90 : tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>
  }
}
