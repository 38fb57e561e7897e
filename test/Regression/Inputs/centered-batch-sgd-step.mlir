// One SGD step of nn.Linear(4, 4) with loss mse(h - h.mean(0, keepdim=True), y),
// exported by cleave.torch (sweep 14, center_min.py): the gradient's sum over the
// batch is read by every row of the backward.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<() -> ()>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<(d0) -> (d0)>
module {
  func.func @train_step(%arg0: tensor<4x4xf32> {cleave.name = "0.weight"}, %arg1: tensor<4xf32> {cleave.name = "0.bias"}, %arg2: tensor<f32> {cleave.name = "lr"}, %arg3: tensor<8x4xf32> {cleave.name = "batch0"}, %arg4: tensor<8x4xf32> {cleave.name = "batch1"}) -> (tensor<f32>, tensor<4x4xf32>, tensor<4xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant 8.000000e+00 : f32
    %cst_2 = arith.constant 3.200000e+01 : f32
    %cst_3 = arith.constant 6.250000e-02 : f32
    %0 = tensor.empty() : tensor<4x4xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<4x4xf32>) outs(%0 : tensor<4x4xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %3 = linalg.matmul ins(%arg3, %transposed : tensor<8x4xf32>, tensor<4x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<8x4xf32>, tensor<4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.addf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %5 = tensor.empty() : tensor<1x4xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%4 : tensor<8x4xf32>) outs(%6 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<1x4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<1x4xf32>) outs(%5 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst_1 : f32
      linalg.yield %32 : f32
    } -> tensor<1x4xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %8 : tensor<8x4xf32>, tensor<1x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.subf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %arg4 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.subf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %12 = tensor.empty() : tensor<f32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<f32>) -> tensor<f32>
    %14 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction"]} ins(%11 : tensor<8x4xf32>) outs(%13 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<f32>
    %15 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%14 : tensor<f32>) outs(%12 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst_2 : f32
      linalg.yield %32 : f32
    } -> tensor<f32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.mulf %in, %cst_3 : f32
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_0 : tensor<8x4xf32>, tensor<f32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.mulf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.negf %in : f32
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%18 : tensor<8x4xf32>) outs(%6 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<1x4xf32>
    %collapsed = tensor.collapse_shape %19 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst_1 : f32
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %21 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.addf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<8x4xf32>
    %23 = tensor.empty() : tensor<4x8xf32>
    %transposed_4 = linalg.transpose ins(%22 : tensor<8x4xf32>) outs(%23 : tensor<4x8xf32>) permutation = [1, 0] 
    %24 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %25 = linalg.matmul ins(%transposed_4, %arg3 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%24 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%22 : tensor<8x4xf32>) outs(%6 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<1x4xf32>
    %collapsed_5 = tensor.collapse_shape %26 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %25 : tensor<f32>, tensor<4x4xf32>) outs(%0 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.mulf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<4x4xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %27 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%0 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.subf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<4x4xf32>
    %29 = tensor.empty() : tensor<4xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg2, %collapsed_5 : tensor<f32>, tensor<4xf32>) outs(%29 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.mulf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<4xf32>
    %31 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg1, %30 : tensor<4xf32>, tensor<4xf32>) outs(%29 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %32 = arith.subf %in, %in_6 : f32
      linalg.yield %32 : f32
    } -> tensor<4xf32>
    return %15, %28, %31 : tensor<f32>, tensor<4x4xf32>, tensor<4xf32>
  }
}
