// torch scatter_reduce(1, idx, h, "mean", include_self=False), exported by
// cleave.torch (sweep 30): the count scatter adds a constant the region
// captures from the function (arith.addf %arg2, %cst_1).
#map = affine_map<(d0, d1, d2) -> (d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
module {
  func.func @forward(%arg0: tensor<2x6x8xf32> {cleave.name = "input0"}) -> tensor<2x3x8xf32> {
    %cst = arith.constant dense_resource<torch_tensor_6_torch.int64> : tensor<6xi64>
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x3x8xf32>
    %0 = tensor.empty() : tensor<2x6x8xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<6xi64>) outs(%0 : tensor<2x6x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x6x8xi64>
    %2 = tensor.empty() : tensor<96x1xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<96x1xi64>) -> tensor<96x1xi64>
    %4 = tensor.empty() : tensor<96xf32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<96xf32>) -> tensor<96xf32>
    %6:4 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map3], iterator_types = ["parallel"]} outs(%3, %3, %3, %5 : tensor<96x1xi64>, tensor<96x1xi64>, tensor<96x1xi64>, tensor<96xf32>) {
    ^bb0(%out: i64, %out_5: i64, %out_6: i64, %out_7: f32):
      %15 = linalg.index 0 : index
      %16 = arith.remsi %15, %c8 : index
      %17 = arith.divsi %15, %c8 : index
      %18 = arith.remsi %17, %c6 : index
      %19 = arith.divsi %17, %c6 : index
      %20 = arith.remsi %19, %c2 : index
      %extracted = tensor.extract %1[%20, %18, %16] : tensor<2x6x8xi64>
      %extracted_8 = tensor.extract %arg0[%20, %18, %16] : tensor<2x6x8xf32>
      %21 = arith.index_cast %20 : index to i64
      %22 = arith.index_cast %16 : index to i64
      linalg.yield %21, %extracted, %22, %extracted_8 : i64, i64, i64, f32
    } -> (tensor<96x1xi64>, tensor<96x1xi64>, tensor<96x1xi64>, tensor<96xf32>)
    %7 = tensor.empty() : tensor<96x3xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<96x3xi64>) -> tensor<96x3xi64>
    %inserted_slice = tensor.insert_slice %6#0 into %8[0, 0] [96, 1] [1, 1] : tensor<96x1xi64> into tensor<96x3xi64>
    %inserted_slice_3 = tensor.insert_slice %6#1 into %inserted_slice[0, 1] [96, 1] [1, 1] : tensor<96x1xi64> into tensor<96x3xi64>
    %inserted_slice_4 = tensor.insert_slice %6#2 into %inserted_slice_3[0, 2] [96, 1] [1, 1] : tensor<96x1xi64> into tensor<96x3xi64>
    %9 = tensor.empty() : tensor<2x3x8xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<2x3x8xf32>) -> tensor<2x3x8xf32>
    %11 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2>} unique_indices(false) ins(%5, %inserted_slice_4 : tensor<96xf32>, tensor<96x3xi64>) outs(%cst_2 : tensor<2x3x8xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      tm_tensor.yield %arg1 : f32
    } -> tensor<2x3x8xf32>
    %12 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2>} unique_indices(false) ins(%5, %inserted_slice_4 : tensor<96xf32>, tensor<96x3xi64>) outs(%10 : tensor<2x3x8xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      tm_tensor.yield %arg1 : f32
    } -> tensor<2x3x8xf32>
    %13 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2>} unique_indices(false) ins(%6#3, %inserted_slice_4 : tensor<96xf32>, tensor<96x3xi64>) outs(%11 : tensor<2x3x8xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %15 = arith.addf %arg1, %arg2 : f32
      tm_tensor.yield %15 : f32
    } -> tensor<2x3x8xf32>
    %14 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2>} unique_indices(false) ins(%6#3, %inserted_slice_4 : tensor<96xf32>, tensor<96x3xi64>) outs(%12 : tensor<2x3x8xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %15 = arith.addf %arg2, %cst_1 : f32
      tm_tensor.yield %15 : f32
    } -> tensor<2x3x8xf32>
    %mapped = linalg.map { arith.divf } ins(%13, %14 : tensor<2x3x8xf32>, tensor<2x3x8xf32>) outs(%9 : tensor<2x3x8xf32>)
    return %mapped : tensor<2x3x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_torch.int64: "0x08000000000000000000000001000000000000000100000000000000020000000000000000000000000000000200000000000000"
    }
  }
#-}
