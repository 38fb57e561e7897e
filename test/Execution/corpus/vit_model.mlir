// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program vit_model: transformers ViTModel(ViTConfig(image_size=16, patch_size=4, num_channels=3,
//     hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
//     hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0), attn_implementation='sdpa',
//     add_pooling_layer=False), eval, random weights; forward(pixel_values [2x3x16x16]) ->
//     last_hidden_state.
// Arguments:
// %arg0 embeddings.cls_token [1x1x32xf32]
// %arg1 embeddings.position_embeddings [1x17x32xf32]
// %arg2 embeddings.patch_embeddings.projection.weight [32x3x4x4xf32]
// %arg3 embeddings.patch_embeddings.projection.bias [32xf32]
// %arg4 encoder.layer.0.attention.attention.query.weight [32x32xf32]
// %arg5 encoder.layer.0.attention.attention.query.bias [32xf32]
// %arg6 encoder.layer.0.attention.attention.key.weight [32x32xf32]
// %arg7 encoder.layer.0.attention.attention.key.bias [32xf32]
// %arg8 encoder.layer.0.attention.attention.value.weight [32x32xf32]
// %arg9 encoder.layer.0.attention.attention.value.bias [32xf32]
// %arg10 encoder.layer.0.attention.output.dense.weight [32x32xf32]
// %arg11 encoder.layer.0.attention.output.dense.bias [32xf32]
// %arg12 encoder.layer.0.intermediate.dense.weight [64x32xf32]
// %arg13 encoder.layer.0.intermediate.dense.bias [64xf32]
// %arg14 encoder.layer.0.output.dense.weight [32x64xf32]
// %arg15 encoder.layer.0.output.dense.bias [32xf32]
// %arg16 encoder.layer.0.layernorm_before.weight [32xf32]
// %arg17 encoder.layer.0.layernorm_before.bias [32xf32]
// %arg18 encoder.layer.0.layernorm_after.weight [32xf32]
// %arg19 encoder.layer.0.layernorm_after.bias [32xf32]
// %arg20 encoder.layer.1.attention.attention.query.weight [32x32xf32]
// %arg21 encoder.layer.1.attention.attention.query.bias [32xf32]
// %arg22 encoder.layer.1.attention.attention.key.weight [32x32xf32]
// %arg23 encoder.layer.1.attention.attention.key.bias [32xf32]
// %arg24 encoder.layer.1.attention.attention.value.weight [32x32xf32]
// %arg25 encoder.layer.1.attention.attention.value.bias [32xf32]
// %arg26 encoder.layer.1.attention.output.dense.weight [32x32xf32]
// %arg27 encoder.layer.1.attention.output.dense.bias [32xf32]
// %arg28 encoder.layer.1.intermediate.dense.weight [64x32xf32]
// %arg29 encoder.layer.1.intermediate.dense.bias [64xf32]
// %arg30 encoder.layer.1.output.dense.weight [32x64xf32]
// %arg31 encoder.layer.1.output.dense.bias [32xf32]
// %arg32 encoder.layer.1.layernorm_before.weight [32xf32]
// %arg33 encoder.layer.1.layernorm_before.bias [32xf32]
// %arg34 encoder.layer.1.layernorm_after.weight [32xf32]
// %arg35 encoder.layer.1.layernorm_after.bias [32xf32]
// %arg36 layernorm.weight [32xf32]
// %arg37 layernorm.bias [32xf32]
// %arg38 pixel_values [2x3x16x16xf32]
// Results: last_hidden_state [2x17x32xf32]
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @vit_model(%arg0: tensor<1x1x32xf32>, %arg1: tensor<1x17x32xf32>, %arg2: tensor<32x3x4x4xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<64x32xf32>, %arg13: tensor<64xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<64x32xf32>, %arg29: tensor<64xf32>, %arg30: tensor<32x64xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<2x3x16x16xf32>) -> tensor<2x17x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x4x17x17xf32>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.59460355750136051 : f64
    %cst_7 = arith.constant 9.9999999999999998E-13 : f64
    %cst_8 = arith.constant 3.200000e+01 : f64
    %cst_9 = arith.constant 3.200000e+01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x32x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg3 : tensor<32xf32>) outs(%0 : tensor<2x32x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg38, %arg2 : tensor<2x3x16x16xf32>, tensor<32x3x4x4xf32>) outs(%broadcasted : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<2x32x4x4xf32> into tensor<2x32x16xf32>
    %2 = tensor.empty() : tensor<2x16x32xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<2x32x16xf32>) outs(%2 : tensor<2x16x32xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<2x1x32xf32>
    %collapsed_11 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<1x32xf32>) outs(%3 : tensor<2x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x32xf32>
    %concat = tensor.concat dim(1) %4, %transposed : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %5 = tensor.empty() : tensor<2x17x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg1 : tensor<2x17x32xf32>, tensor<1x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %7 = tensor.empty() : tensor<2x17x32xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x17x32xf32>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %9 = tensor.empty() : tensor<2x17x1xf64>
    %10 = linalg.fill ins(%cst_0 : f64) outs(%9 : tensor<2x17x1xf64>) -> tensor<2x17x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.subf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.mulf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %17 = tensor.empty() : tensor<2x17x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%17 : tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x17x32xf32>) outs(%19 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_9 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x17x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.subf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg16 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg17 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_12 = tensor.collapse_shape %27 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %28 = tensor.empty() : tensor<32x32xf32>
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) permutation = [1, 0] 
    %29 = tensor.empty() : tensor<34x32xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %31 = linalg.matmul ins(%collapsed_12, %transposed_13 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%31, %arg7 : tensor<34x32xf32>, tensor<32xf32>) outs(%29 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x32xf32>
    %expanded = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_14 = linalg.transpose ins(%arg8 : tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) permutation = [1, 0] 
    %33 = linalg.matmul ins(%collapsed_12, %transposed_14 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%33, %arg9 : tensor<34x32xf32>, tensor<32xf32>) outs(%29 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x32xf32>
    %expanded_15 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %35 = tensor.empty() : tensor<2x4x17x8xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x17x4x8xf32>) outs(%35 : tensor<2x4x17x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed_12, %transposed_17 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%36, %arg5 : tensor<34x32xf32>, tensor<32xf32>) outs(%29 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x32xf32>
    %expanded_18 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x17x4x8xf32>) outs(%35 : tensor<2x4x17x8xf32>) permutation = [0, 2, 1, 3] 
    %38 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<2x4x17x8xf32>) outs(%35 : tensor<2x4x17x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_6 : f64 to f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x4x17x8xf32>
    %39 = tensor.empty() : tensor<2x4x8x17xf32>
    %transposed_20 = linalg.transpose ins(%expanded : tensor<2x17x4x8xf32>) outs(%39 : tensor<2x4x8x17xf32>) permutation = [0, 2, 3, 1] 
    %40 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<2x4x8x17xf32>) outs(%39 : tensor<2x4x8x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_6 : f64 to f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x4x8x17xf32>
    %collapsed_21 = tensor.collapse_shape %38 [[0, 1], [2], [3]] : tensor<2x4x17x8xf32> into tensor<8x17x8xf32>
    %collapsed_22 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<2x4x8x17xf32> into tensor<8x8x17xf32>
    %41 = tensor.empty() : tensor<8x17x17xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32>
    %43 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<8x17x8xf32>, tensor<8x8x17xf32>) outs(%42 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32>
    %expanded_23 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [2, 4, 17, 17] : tensor<8x17x17xf32> into tensor<2x4x17x17xf32>
    %44 = tensor.empty() : tensor<2x4x17xi64>
    %45 = linalg.fill ins(%c0_i64 : i64) outs(%44 : tensor<2x4x17xi64>) -> tensor<2x4x17xi64>
    %46 = tensor.empty() : tensor<2x4x17xf32>
    %47 = linalg.fill ins(%cst_1 : f32) outs(%46 : tensor<2x4x17xf32>) -> tensor<2x4x17xf32>
    %48:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_23 : tensor<2x4x17x17xf32>) outs(%47, %45 : tensor<2x4x17xf32>, tensor<2x4x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %175 = linalg.index 3 : index
      %176 = arith.index_cast %175 : index to i64
      %177 = arith.maximumf %in, %out : f32
      %178 = arith.cmpf ogt, %in, %out : f32
      %179 = arith.select %178, %176, %out_63 : i64
      linalg.yield %177, %179 : f32, i64
    } -> (tensor<2x4x17xf32>, tensor<2x4x17xi64>)
    %expanded_24 = tensor.expand_shape %48#0 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32>
    %49 = tensor.empty() : tensor<2x4x17x17xf32>
    %50 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23, %expanded_24 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%49 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.subf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x17xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x4x17x17xf32>) outs(%49 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.exp %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x17xf32>
    %52 = tensor.empty() : tensor<2x4x17x1xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<2x4x17x1xf32>) -> tensor<2x4x17x1xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x4x17x17xf32>) outs(%53 : tensor<2x4x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x1xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%49 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.divf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x17xf32>
    %56 = tensor.empty() : tensor<2x4x17x17xi1>
    %57 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x4x17x17xf32>) outs(%56 : tensor<2x4x17x17xi1>) {
    ^bb0(%in: f32, %out: i1):
      %175 = arith.extf %in : f32 to f64
      %176 = arith.cmpf oeq, %175, %cst_5 : f64
      linalg.yield %176 : i1
    } -> tensor<2x4x17x17xi1>
    %58 = tensor.empty() : tensor<2x4x17x1xi1>
    %59 = linalg.fill ins(%true : i1) outs(%58 : tensor<2x4x17x1xi1>) -> tensor<2x4x17x1xi1>
    %60 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<2x4x17x17xi1>) outs(%59 : tensor<2x4x17x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %175 = arith.andi %in, %out : i1
      linalg.yield %175 : i1
    } -> tensor<2x4x17x1xi1>
    %61 = linalg.generic {indexing_maps = [#map9, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %cst_4, %55 : tensor<2x4x17x1xi1>, tensor<2x4x17x17xf32>, tensor<2x4x17x17xf32>) outs(%49 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: i1, %in_63: f32, %in_64: f32, %out: f32):
      %175 = arith.select %in, %in_63, %in_64 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x17xf32>
    %collapsed_25 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<2x4x17x17xf32> into tensor<8x17x17xf32>
    %collapsed_26 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x4x17x8xf32> into tensor<8x17x8xf32>
    %62 = tensor.empty() : tensor<8x17x8xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<8x17x8xf32>) -> tensor<8x17x8xf32>
    %64 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<8x17x17xf32>, tensor<8x17x8xf32>) outs(%63 : tensor<8x17x8xf32>) -> tensor<8x17x8xf32>
    %expanded_27 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [2, 4, 17, 8] : tensor<8x17x8xf32> into tensor<2x4x17x8xf32>
    %65 = tensor.empty() : tensor<2x17x4x8xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x4x17x8xf32>) outs(%65 : tensor<2x17x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_29 = tensor.collapse_shape %transposed_28 [[0], [1], [2, 3]] : tensor<2x17x4x8xf32> into tensor<2x17x32xf32>
    %transposed_30 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) permutation = [1, 0] 
    %66 = tensor.empty() : tensor<2x32x32xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<32x32xf32>) outs(%66 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %69 = linalg.batch_matmul ins(%collapsed_29, %67 : tensor<2x17x32xf32>, tensor<2x32x32xf32>) outs(%68 : tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg11 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %6 : tensor<2x17x32xf32>, tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x17x32xf32>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %74 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.subf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %75 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.mulf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<2x17x32xf32>) outs(%19 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_9 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x17x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %81 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.subf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %83 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %arg18 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %arg19 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_31 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %88 = tensor.empty() : tensor<32x64xf32>
    %transposed_32 = linalg.transpose ins(%arg12 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %89 = tensor.empty() : tensor<34x64xf32>
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<34x64xf32>) -> tensor<34x64xf32>
    %91 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<34x32xf32>, tensor<32x64xf32>) outs(%90 : tensor<34x64xf32>) -> tensor<34x64xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%91, %arg13 : tensor<34x64xf32>, tensor<64xf32>) outs(%89 : tensor<34x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x64xf32>
    %expanded_33 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32>
    %93 = tensor.empty() : tensor<2x17x64xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x17x64xf32>) outs(%93 : tensor<2x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_10 : f32
      %176 = math.erf %175 : f32
      %177 = arith.addf %176, %cst_2 : f32
      %178 = arith.mulf %177, %cst_3 : f32
      %179 = arith.mulf %in, %178 : f32
      linalg.yield %179 : f32
    } -> tensor<2x17x64xf32>
    %collapsed_34 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32>
    %95 = tensor.empty() : tensor<64x32xf32>
    %transposed_35 = linalg.transpose ins(%arg14 : tensor<32x64xf32>) outs(%95 : tensor<64x32xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<34x64xf32>, tensor<64x32xf32>) outs(%30 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%96, %arg15 : tensor<34x32xf32>, tensor<32xf32>) outs(%29 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x32xf32>
    %expanded_36 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 17, 32] : tensor<34x32xf32> into tensor<2x17x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %71 : tensor<2x17x32xf32>, tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x17x32xf32>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %101 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.subf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.mulf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x17x32xf32>) outs(%19 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_9 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x17x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %108 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.subf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %110 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg32 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %arg33 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_37 = tensor.collapse_shape %114 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %transposed_38 = linalg.transpose ins(%arg22 : tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) permutation = [1, 0] 
    %115 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%115, %arg23 : tensor<34x32xf32>, tensor<32xf32>) outs(%29 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x32xf32>
    %expanded_39 = tensor.expand_shape %116 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_40 = linalg.transpose ins(%arg24 : tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed_37, %transposed_40 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%117, %arg25 : tensor<34x32xf32>, tensor<32xf32>) outs(%29 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x32xf32>
    %expanded_41 = tensor.expand_shape %118 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x17x4x8xf32>) outs(%35 : tensor<2x4x17x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%arg20 : tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) permutation = [1, 0] 
    %119 = linalg.matmul ins(%collapsed_37, %transposed_43 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%119, %arg21 : tensor<34x32xf32>, tensor<32xf32>) outs(%29 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x32xf32>
    %expanded_44 = tensor.expand_shape %120 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x17x4x8xf32>) outs(%35 : tensor<2x4x17x8xf32>) permutation = [0, 2, 1, 3] 
    %121 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45 : tensor<2x4x17x8xf32>) outs(%35 : tensor<2x4x17x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_6 : f64 to f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x4x17x8xf32>
    %transposed_46 = linalg.transpose ins(%expanded_39 : tensor<2x17x4x8xf32>) outs(%39 : tensor<2x4x8x17xf32>) permutation = [0, 2, 3, 1] 
    %122 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_46 : tensor<2x4x8x17xf32>) outs(%39 : tensor<2x4x8x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_6 : f64 to f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x4x8x17xf32>
    %collapsed_47 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<2x4x17x8xf32> into tensor<8x17x8xf32>
    %collapsed_48 = tensor.collapse_shape %122 [[0, 1], [2], [3]] : tensor<2x4x8x17xf32> into tensor<8x8x17xf32>
    %123 = linalg.batch_matmul ins(%collapsed_47, %collapsed_48 : tensor<8x17x8xf32>, tensor<8x8x17xf32>) outs(%42 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32>
    %expanded_49 = tensor.expand_shape %123 [[0, 1], [2], [3]] output_shape [2, 4, 17, 17] : tensor<8x17x17xf32> into tensor<2x4x17x17xf32>
    %124:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_49 : tensor<2x4x17x17xf32>) outs(%47, %45 : tensor<2x4x17xf32>, tensor<2x4x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %175 = linalg.index 3 : index
      %176 = arith.index_cast %175 : index to i64
      %177 = arith.maximumf %in, %out : f32
      %178 = arith.cmpf ogt, %in, %out : f32
      %179 = arith.select %178, %176, %out_63 : i64
      linalg.yield %177, %179 : f32, i64
    } -> (tensor<2x4x17xf32>, tensor<2x4x17xi64>)
    %expanded_50 = tensor.expand_shape %124#0 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32>
    %125 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_50 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%49 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.subf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x17xf32>
    %126 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x4x17x17xf32>) outs(%49 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.exp %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x17xf32>
    %127 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<2x4x17x17xf32>) outs(%53 : tensor<2x4x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x1xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%49 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.divf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x17xf32>
    %129 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x4x17x17xf32>) outs(%56 : tensor<2x4x17x17xi1>) {
    ^bb0(%in: f32, %out: i1):
      %175 = arith.extf %in : f32 to f64
      %176 = arith.cmpf oeq, %175, %cst_5 : f64
      linalg.yield %176 : i1
    } -> tensor<2x4x17x17xi1>
    %130 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x4x17x17xi1>) outs(%59 : tensor<2x4x17x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %175 = arith.andi %in, %out : i1
      linalg.yield %175 : i1
    } -> tensor<2x4x17x1xi1>
    %131 = linalg.generic {indexing_maps = [#map9, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %cst_4, %128 : tensor<2x4x17x1xi1>, tensor<2x4x17x17xf32>, tensor<2x4x17x17xf32>) outs(%49 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: i1, %in_63: f32, %in_64: f32, %out: f32):
      %175 = arith.select %in, %in_63, %in_64 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x17x17xf32>
    %collapsed_51 = tensor.collapse_shape %131 [[0, 1], [2], [3]] : tensor<2x4x17x17xf32> into tensor<8x17x17xf32>
    %collapsed_52 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] : tensor<2x4x17x8xf32> into tensor<8x17x8xf32>
    %132 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<8x17x17xf32>, tensor<8x17x8xf32>) outs(%63 : tensor<8x17x8xf32>) -> tensor<8x17x8xf32>
    %expanded_53 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 4, 17, 8] : tensor<8x17x8xf32> into tensor<2x4x17x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x4x17x8xf32>) outs(%65 : tensor<2x17x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_55 = tensor.collapse_shape %transposed_54 [[0], [1], [2, 3]] : tensor<2x17x4x8xf32> into tensor<2x17x32xf32>
    %transposed_56 = linalg.transpose ins(%arg26 : tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) permutation = [1, 0] 
    %133 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<32x32xf32>) outs(%66 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %134 = linalg.batch_matmul ins(%collapsed_55, %133 : tensor<2x17x32xf32>, tensor<2x32x32xf32>) outs(%68 : tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %arg27 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %98 : tensor<2x17x32xf32>, tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x17x32xf32>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.subf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.mulf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x17x32xf32>) outs(%19 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_9 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x17x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %146 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.subf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %148 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg34 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg35 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_57 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %transposed_58 = linalg.transpose ins(%arg28 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %153 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<34x32xf32>, tensor<32x64xf32>) outs(%90 : tensor<34x64xf32>) -> tensor<34x64xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%153, %arg29 : tensor<34x64xf32>, tensor<64xf32>) outs(%89 : tensor<34x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x64xf32>
    %expanded_59 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<2x17x64xf32>) outs(%93 : tensor<2x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_10 : f32
      %176 = math.erf %175 : f32
      %177 = arith.addf %176, %cst_2 : f32
      %178 = arith.mulf %177, %cst_3 : f32
      %179 = arith.mulf %in, %178 : f32
      linalg.yield %179 : f32
    } -> tensor<2x17x64xf32>
    %collapsed_60 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32>
    %transposed_61 = linalg.transpose ins(%arg30 : tensor<32x64xf32>) outs(%95 : tensor<64x32xf32>) permutation = [1, 0] 
    %156 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<34x64xf32>, tensor<64x32xf32>) outs(%30 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %157 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%156, %arg31 : tensor<34x32xf32>, tensor<32xf32>) outs(%29 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<34x32xf32>
    %expanded_62 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [2, 17, 32] : tensor<34x32xf32> into tensor<2x17x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %136 : tensor<2x17x32xf32>, tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x17x32xf32>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %161 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.subf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %162 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%7 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %175 = arith.mulf %in, %in_63 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x32xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<2x17x32xf64>) outs(%10 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x17x1xf64>) outs(%9 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_8 : f64
      linalg.yield %175 : f64
    } -> tensor<2x17x1xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<2x17x32xf32>) outs(%19 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_9 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x17x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x17x1xf32>) outs(%17 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %168 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.subf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %170 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %arg36 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.mulf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %arg37 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %175 = arith.addf %in, %in_63 : f32
      linalg.yield %175 : f32
    } -> tensor<2x17x32xf32>
    return %174 : tensor<2x17x32xf32>
  }
}
