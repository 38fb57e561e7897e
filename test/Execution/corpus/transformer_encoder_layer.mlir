// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program transformer_encoder_layer: torch.nn.TransformerEncoderLayer(d_model=32, nhead=4,
//     dim_feedforward=64, dropout=0.0, batch_first=True), eval (post-norm, ReLU), random weights;
//     forward(src [2x8x32]).
// Arguments:
// %arg0 self_attn.in_proj_weight [96x32xf32]
// %arg1 self_attn.in_proj_bias [96xf32]
// %arg2 self_attn.out_proj.weight [32x32xf32]
// %arg3 self_attn.out_proj.bias [32xf32]
// %arg4 linear1.weight [64x32xf32]
// %arg5 linear1.bias [64xf32]
// %arg6 linear2.weight [32x64xf32]
// %arg7 linear2.bias [32xf32]
// %arg8 norm1.weight [32xf32]
// %arg9 norm1.bias [32xf32]
// %arg10 norm2.weight [32xf32]
// %arg11 norm2.bias [32xf32]
// %arg12 src [2x8x32xf32]
// Results: output [2x8x32xf32]
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @transformer_encoder_layer(%arg0: tensor<96x32xf32>, %arg1: tensor<96xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 0.59460355750136051 : f64
    %cst_6 = arith.constant 3.200000e+01 : f64
    %cst_7 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<8x2x32xf32>
    %transposed = linalg.transpose ins(%arg12 : tensor<2x8x32xf32>) outs(%0 : tensor<8x2x32xf32>) permutation = [1, 0, 2] 
    %1 = tensor.empty() : tensor<32x96xf32>
    %transposed_8 = linalg.transpose ins(%arg0 : tensor<96x32xf32>) outs(%1 : tensor<32x96xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<8x32x96xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_8 : tensor<32x96xf32>) outs(%2 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32x96xf32>
    %4 = tensor.empty() : tensor<8x2x96xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8x2x96xf32>) -> tensor<8x2x96xf32>
    %6 = linalg.batch_matmul ins(%transposed, %3 : tensor<8x2x32xf32>, tensor<8x32x96xf32>) outs(%5 : tensor<8x2x96xf32>) -> tensor<8x2x96xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %arg1 : tensor<8x2x96xf32>, tensor<96xf32>) outs(%4 : tensor<8x2x96xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.addf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<8x2x96xf32>
    %expanded = tensor.expand_shape %7 [[0, 1], [2], [3, 4]] output_shape [1, 8, 2, 3, 32] : tensor<8x2x96xf32> into tensor<1x8x2x3x32xf32>
    %8 = tensor.empty() : tensor<3x8x2x1x32xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<1x8x2x3x32xf32>) outs(%8 : tensor<3x8x2x1x32xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed = tensor.collapse_shape %transposed_9 [[0], [1], [2, 3], [4]] : tensor<3x8x2x1x32xf32> into tensor<3x8x2x32xf32>
    %extracted_slice = tensor.extract_slice %collapsed[0, 0, 0, 0] [1, 8, 2, 32] [1, 1, 1, 1] : tensor<3x8x2x32xf32> to tensor<1x8x2x32xf32>
    %extracted_slice_10 = tensor.extract_slice %collapsed[1, 0, 0, 0] [1, 8, 2, 32] [1, 1, 1, 1] : tensor<3x8x2x32xf32> to tensor<1x8x2x32xf32>
    %extracted_slice_11 = tensor.extract_slice %collapsed[2, 0, 0, 0] [1, 8, 2, 32] [1, 1, 1, 1] : tensor<3x8x2x32xf32> to tensor<1x8x2x32xf32>
    %collapsed_12 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x8x2x32xf32> into tensor<8x64xf32>
    %expanded_13 = tensor.expand_shape %collapsed_12 [[0], [1, 2]] output_shape [8, 8, 8] : tensor<8x64xf32> into tensor<8x8x8xf32>
    %9 = tensor.empty() : tensor<8x8x8xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<8x8x8xf32>) outs(%9 : tensor<8x8x8xf32>) permutation = [1, 0, 2] 
    %collapsed_15 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2, 3]] : tensor<1x8x2x32xf32> into tensor<8x64xf32>
    %expanded_16 = tensor.expand_shape %collapsed_15 [[0], [1, 2]] output_shape [8, 8, 8] : tensor<8x64xf32> into tensor<8x8x8xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<8x8x8xf32>) outs(%9 : tensor<8x8x8xf32>) permutation = [1, 0, 2] 
    %collapsed_18 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2, 3]] : tensor<1x8x2x32xf32> into tensor<8x64xf32>
    %expanded_19 = tensor.expand_shape %collapsed_18 [[0], [1, 2]] output_shape [8, 8, 8] : tensor<8x64xf32> into tensor<8x8x8xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<8x8x8xf32>) outs(%9 : tensor<8x8x8xf32>) permutation = [1, 0, 2] 
    %expanded_21 = tensor.expand_shape %transposed_14 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_22 = tensor.expand_shape %transposed_17 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %10 = tensor.empty() : tensor<2x4x8x8xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<2x4x8x8xf32>) outs(%10 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_5 : f64 to f32
      %90 = arith.mulf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x4x8x8xf32>) outs(%10 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23 : tensor<2x4x8x8xf32>) outs(%10 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_5 : f64 to f32
      %90 = arith.mulf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_24 = tensor.collapse_shape %11 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_25 = tensor.collapse_shape %12 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%9 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %14 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%13 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_26 = tensor.expand_shape %14 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %15 = tensor.empty() : tensor<2x4x8xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %17 = tensor.empty() : tensor<2x4x8xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %19:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_26 : tensor<2x4x8x8xf32>) outs(%18, %16 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_41: i64):
      %89 = linalg.index 3 : index
      %90 = arith.index_cast %89 : index to i64
      %91 = arith.maximumf %in, %out : f32
      %92 = arith.cmpf ogt, %in, %out : f32
      %93 = arith.select %92, %90, %out_41 : i64
      linalg.yield %91, %93 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_27 = tensor.expand_shape %19#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26, %expanded_27 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%10 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.subf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x4x8x8xf32>) outs(%10 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.exp %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x8x8xf32>
    %22 = tensor.empty() : tensor<2x4x8x1xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%21 : tensor<2x4x8x8xf32>) outs(%23 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %24 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%10 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.divf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x8x8xf32>
    %26 = tensor.empty() : tensor<2x4x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x4x8x8xf32>) outs(%26 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %89 = arith.extf %in : f32 to f64
      %90 = arith.cmpf oeq, %89, %cst_4 : f64
      linalg.yield %90 : i1
    } -> tensor<2x4x8x8xi1>
    %28 = tensor.empty() : tensor<2x4x8x1xi1>
    %29 = linalg.fill ins(%true : i1) outs(%28 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %30 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<2x4x8x8xi1>) outs(%29 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %89 = arith.andi %in, %out : i1
      linalg.yield %89 : i1
    } -> tensor<2x4x8x1xi1>
    %31 = linalg.generic {indexing_maps = [#map5, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_2, %25 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%10 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %89 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_28 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %32 = linalg.batch_matmul ins(%collapsed_28, %transposed_20 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%13 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_29 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %33 = tensor.empty() : tensor<8x2x4x8xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x4x8x8xf32>) outs(%33 : tensor<8x2x4x8xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<8x2x4x8xf32> into tensor<16x32xf32>
    %34 = tensor.empty() : tensor<32x32xf32>
    %transposed_32 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<16x32xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %37 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %38 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%37, %arg3 : tensor<16x32xf32>, tensor<32xf32>) outs(%35 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.addf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<16x32xf32>
    %expanded_33 = tensor.expand_shape %38 [[0, 1], [2]] output_shape [8, 2, 32] : tensor<16x32xf32> into tensor<8x2x32xf32>
    %39 = tensor.empty() : tensor<2x8x32xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<8x2x32xf32>) outs(%39 : tensor<2x8x32xf32>) permutation = [1, 0, 2] 
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %transposed_34 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.addf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %41 = tensor.empty() : tensor<2x8x32xf64>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x8x32xf32>) outs(%41 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %89 = arith.extf %in : f32 to f64
      linalg.yield %89 : f64
    } -> tensor<2x8x32xf64>
    %43 = tensor.empty() : tensor<2x8x1xf64>
    %44 = linalg.fill ins(%cst_1 : f64) outs(%43 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %45 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%42 : tensor<2x8x32xf64>) outs(%44 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x1xf64>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x1xf64>) outs(%43 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x1xf64>
    %47 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %46 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%41 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %89 = arith.subf %in, %in_41 : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x32xf64>
    %48 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %47 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%41 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %89 = arith.mulf %in, %in_41 : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x32xf64>
    %49 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%48 : tensor<2x8x32xf64>) outs(%44 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x1xf64>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x8x1xf64>) outs(%43 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x1xf64>
    %51 = tensor.empty() : tensor<2x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x1xf64>) outs(%51 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %89 = arith.truncf %in : f64 to f32
      linalg.yield %89 : f32
    } -> tensor<2x8x1xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%51 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<2x8x32xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x8x1xf32>) outs(%51 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.divf %in, %cst_7 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<2x8x1xf32>) outs(%51 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_3 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x8x1xf32>) outs(%51 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %55 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.subf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %57 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.mulf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.mulf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.addf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_35 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %62 = tensor.empty() : tensor<32x64xf32>
    %transposed_36 = linalg.transpose ins(%arg4 : tensor<64x32xf32>) outs(%62 : tensor<32x64xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<16x64xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %65 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%64 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %66 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%65, %arg5 : tensor<16x64xf32>, tensor<64xf32>) outs(%63 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.addf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<16x64xf32>
    %expanded_37 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %67 = tensor.empty() : tensor<2x8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x8x64xf32>) outs(%67 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_38 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %69 = tensor.empty() : tensor<64x32xf32>
    %transposed_39 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%69 : tensor<64x32xf32>) permutation = [1, 0] 
    %70 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%70, %arg7 : tensor<16x32xf32>, tensor<32xf32>) outs(%35 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.addf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<16x32xf32>
    %expanded_40 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %expanded_40 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.addf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x32xf32>) outs(%41 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %89 = arith.extf %in : f32 to f64
      linalg.yield %89 : f64
    } -> tensor<2x8x32xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x32xf64>) outs(%44 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x1xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf64>) outs(%43 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%41 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %89 = arith.subf %in, %in_41 : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x32xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%41 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %89 = arith.mulf %in, %in_41 : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x32xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x8x32xf64>) outs(%44 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf64>) outs(%43 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf64>) outs(%51 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %89 = arith.truncf %in : f64 to f32
      linalg.yield %89 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x8x32xf32>) outs(%53 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%51 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.divf %in, %cst_7 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%51 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_3 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%51 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %82 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.subf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.mulf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %arg10 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.mulf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg11 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%39 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %89 = arith.addf %in, %in_41 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x32xf32>
    return %88 : tensor<2x8x32xf32>
  }
}
