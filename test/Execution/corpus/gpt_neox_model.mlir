// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program gpt_neox_model: transformers GPTNeoXModel(GPTNeoXConfig(vocab_size=64, hidden_size=32,
//     intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
//     max_position_embeddings=16, rotary_pct=0.25, use_parallel_residual=True, hidden_dropout=0.0,
//     attention_dropout=0.0, use_cache=False), attn_implementation='sdpa'), eval, random weights;
//     forward(input_ids [2x8], attention_mask=ones) -> last_hidden_state.
// Arguments:
// %arg0 embed_in.weight [64x32xf32]
// %arg1 layers.0.input_layernorm.weight [32xf32]
// %arg2 layers.0.input_layernorm.bias [32xf32]
// %arg3 layers.0.post_attention_layernorm.weight [32xf32]
// %arg4 layers.0.post_attention_layernorm.bias [32xf32]
// %arg5 layers.0.attention.query_key_value.weight [96x32xf32]
// %arg6 layers.0.attention.query_key_value.bias [96xf32]
// %arg7 layers.0.attention.dense.weight [32x32xf32]
// %arg8 layers.0.attention.dense.bias [32xf32]
// %arg9 layers.0.mlp.dense_h_to_4h.weight [64x32xf32]
// %arg10 layers.0.mlp.dense_h_to_4h.bias [64xf32]
// %arg11 layers.0.mlp.dense_4h_to_h.weight [32x64xf32]
// %arg12 layers.0.mlp.dense_4h_to_h.bias [32xf32]
// %arg13 layers.1.input_layernorm.weight [32xf32]
// %arg14 layers.1.input_layernorm.bias [32xf32]
// %arg15 layers.1.post_attention_layernorm.weight [32xf32]
// %arg16 layers.1.post_attention_layernorm.bias [32xf32]
// %arg17 layers.1.attention.query_key_value.weight [96x32xf32]
// %arg18 layers.1.attention.query_key_value.bias [96xf32]
// %arg19 layers.1.attention.dense.weight [32x32xf32]
// %arg20 layers.1.attention.dense.bias [32xf32]
// %arg21 layers.1.mlp.dense_h_to_4h.weight [64x32xf32]
// %arg22 layers.1.mlp.dense_h_to_4h.bias [64xf32]
// %arg23 layers.1.mlp.dense_4h_to_h.weight [32x64xf32]
// %arg24 layers.1.mlp.dense_4h_to_h.bias [32xf32]
// %arg25 final_layer_norm.weight [32xf32]
// %arg26 final_layer_norm.bias [32xf32]
// %arg27 input_ids [2x8xi64]
// Results: last_hidden_state [2x8x32xf32]
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @gpt_neox_model(%arg0: tensor<64x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<96x32xf32>, %arg6: tensor<96xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<96x32xf32>, %arg18: tensor<96xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<64xf32>, %arg23: tensor<32x64xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<2x8xi64>) -> tensor<2x8x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<1x1x1xf32>
    %cst_8 = arith.constant dense<true> : tensor<8x1xi1>
    %cst_9 = arith.constant 0.59460355750136051 : f64
    %cst_10 = arith.constant 0xFFF0000000000000 : f64
    %cst_11 = arith.constant 1.000000e-05 : f64
    %cst_12 = arith.constant 3.200000e+01 : f64
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.index_cast %in : i64 to index
      %171 = linalg.index 2 : index
      %172 = arith.cmpi slt, %170, %c64 : index
      cf.assert %172, "index must be smaller than dim size"
      %173 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %173, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%170, %171] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %170 = linalg.index 0 : index
      %171 = arith.index_cast %170 : index to i64
      linalg.yield %171 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %170 = linalg.index 0 : index
      %171 = arith.index_cast %170 : index to i64
      linalg.yield %171 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %6 = tensor.empty() : tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded : tensor<8xi64>, tensor<8x1xi64>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_93: i64, %out: i1):
      %170 = arith.cmpi sle, %in, %in_93 : i64
      linalg.yield %170 : i1
    } -> tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_8, %7 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_93: i1, %out: i1):
      %170 = arith.andi %in, %in_93 : i1
      linalg.yield %170 : i1
    } -> tensor<8x8xi1>
    %expanded_15 = tensor.expand_shape %5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<2x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_15, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_93: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_16 = tensor.expand_shape %10 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %11 = tensor.empty() : tensor<2x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %expanded_16 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%11 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_93: i1, %out: i1):
      %170 = arith.andi %in, %in_93 : i1
      linalg.yield %170 : i1
    } -> tensor<2x8x8xi1>
    %expanded_17 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %expanded_18 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %13 = tensor.empty() : tensor<1x1x8xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<1x1x8xi64>) outs(%13 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.sitofp %in : i64 to f32
      linalg.yield %170 : f32
    } -> tensor<1x1x8xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %16 = linalg.batch_matmul ins(%cst_7, %14 : tensor<1x1x1xf32>, tensor<1x1x8xf32>) outs(%15 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %17 = tensor.empty() : tensor<1x8x1xf32>
    %transposed = linalg.transpose ins(%16 : tensor<1x1x8xf32>) outs(%17 : tensor<1x8x1xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x2xf32>
    %18 = tensor.empty() : tensor<1x8x2xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x2xf32>) outs(%18 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.cos %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x8x2xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x2xf32>) outs(%18 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.sin %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x8x2xf32>
    %21 = tensor.empty() : tensor<2x8x32xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %170 = arith.extf %in : f32 to f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %23 = tensor.empty() : tensor<2x8x1xf64>
    %24 = linalg.fill ins(%cst_0 : f64) outs(%23 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_12 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %26 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_93: f64, %out: f64):
      %170 = arith.subf %in, %in_93 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_93: f64, %out: f64):
      %170 = arith.mulf %in, %in_93 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_12 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %31 = tensor.empty() : tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x1xf64>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %170 = arith.truncf %in : f64 to f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%31 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x8x32xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_13 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_11 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %35 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.subf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %37 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %arg1 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %41 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %42 = tensor.empty() : tensor<32x96xf32>
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<96x32xf32>) outs(%42 : tensor<32x96xf32>) permutation = [1, 0] 
    %43 = tensor.empty() : tensor<16x96xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %45 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%44 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %arg6 : tensor<16x96xf32>, tensor<96xf32>) outs(%43 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<16x96xf32>
    %expanded_20 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %47 = tensor.empty() : tensor<2x4x8x24xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x4x24xf32>) outs(%47 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_21[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_21[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %expanded_24 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, 8, 2] : tensor<1x8x2xf32> into tensor<1x1x8x2xf32>
    %expanded_25 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 2] : tensor<1x8x2xf32> into tensor<1x1x8x2xf32>
    %extracted_slice_26 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_27 = tensor.extract_slice %extracted_slice[0, 0, 0, 2] [2, 4, 8, 6] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x6xf32>
    %extracted_slice_28 = tensor.extract_slice %extracted_slice_22[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_22[0, 0, 0, 2] [2, 4, 8, 6] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x6xf32>
    %48 = tensor.empty() : tensor<2x4x8x2xf32>
    %49 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %expanded_24 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_30 = tensor.extract_slice %extracted_slice_26[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_31 = tensor.extract_slice %extracted_slice_26[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %50 = tensor.empty() : tensor<2x4x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<2x4x8x1xf32>) outs(%50 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %concat_32 = tensor.concat dim(3) %51, %extracted_slice_30 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %52 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_32, %expanded_25 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %53 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %52 : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %expanded_24 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_33 = tensor.extract_slice %extracted_slice_28[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_34 = tensor.extract_slice %extracted_slice_28[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<2x4x8x1xf32>) outs(%50 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %concat_35 = tensor.concat dim(3) %55, %extracted_slice_33 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %56 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_35, %expanded_25 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %57 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_36 = tensor.concat dim(3) %53, %extracted_slice_27 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %concat_37 = tensor.concat dim(3) %57, %extracted_slice_29 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %58 = tensor.empty() : tensor<2x1x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map10, #map12, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %cst_5, %cst_6 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%58 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_93: f32, %in_94: f32, %out: f32):
      %170 = arith.select %in, %in_93, %in_94 : f32
      linalg.yield %170 : f32
    } -> tensor<2x1x8x8xf32>
    %60 = tensor.empty() : tensor<2x4x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_36 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_9 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_38 = linalg.transpose ins(%concat_37 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %62 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_38 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_9 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %63 = tensor.empty() : tensor<8x8x8xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %65 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_41 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %59 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %67 = tensor.empty() : tensor<2x4x8xi64>
    %68 = linalg.fill ins(%c0_i64 : i64) outs(%67 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %69 = tensor.empty() : tensor<2x4x8xf32>
    %70 = linalg.fill ins(%cst_1 : f32) outs(%69 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %71:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%70, %68 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_93: i64):
      %170 = linalg.index 3 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.maximumf %in, %out : f32
      %173 = arith.cmpf ogt, %in, %out : f32
      %174 = arith.select %173, %171, %out_93 : i64
      linalg.yield %172, %174 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_42 = tensor.expand_shape %71#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_42 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.subf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.exp %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%50 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.divf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %77 = tensor.empty() : tensor<2x4x8x8xi1>
    %78 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %170 = arith.extf %in : f32 to f64
      %171 = arith.cmpf oeq, %170, %cst_10 : f64
      linalg.yield %171 : i1
    } -> tensor<2x4x8x8xi1>
    %79 = tensor.empty() : tensor<2x4x8x1xi1>
    %80 = linalg.fill ins(%true : i1) outs(%79 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %81 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%78 : tensor<2x4x8x8xi1>) outs(%80 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %170 = arith.andi %in, %out : i1
      linalg.yield %170 : i1
    } -> tensor<2x4x8x1xi1>
    %82 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %cst_4, %76 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_93: f32, %in_94: f32, %out: f32):
      %170 = arith.select %in, %in_93, %in_94 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_43 = tensor.collapse_shape %82 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_44 = tensor.collapse_shape %extracted_slice_23 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %83 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_45 = tensor.expand_shape %83 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %84 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x4x8x8xf32>) outs(%84 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_47 = tensor.collapse_shape %transposed_46 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %85 = tensor.empty() : tensor<32x32xf32>
    %transposed_48 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%85 : tensor<32x32xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<16x32xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %88 = linalg.matmul ins(%collapsed_47, %transposed_48 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%87 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%88, %arg8 : tensor<16x32xf32>, tensor<32xf32>) outs(%86 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %expanded_49 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_50 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %92 = tensor.empty() : tensor<32x64xf32>
    %transposed_51 = linalg.transpose ins(%arg9 : tensor<64x32xf32>) outs(%92 : tensor<32x64xf32>) permutation = [1, 0] 
    %93 = tensor.empty() : tensor<16x64xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %95 = linalg.matmul ins(%collapsed_50, %transposed_51 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%95, %arg10 : tensor<16x64xf32>, tensor<64xf32>) outs(%93 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<16x64xf32>
    %expanded_52 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %97 = tensor.empty() : tensor<2x8x64xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x8x64xf32>) outs(%97 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_14 : f32
      %171 = math.erf %170 : f32
      %172 = arith.addf %171, %cst_2 : f32
      %173 = arith.mulf %172, %cst_3 : f32
      %174 = arith.mulf %in, %173 : f32
      linalg.yield %174 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_53 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %99 = tensor.empty() : tensor<64x32xf32>
    %transposed_54 = linalg.transpose ins(%arg11 : tensor<32x64xf32>) outs(%99 : tensor<64x32xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_53, %transposed_54 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%87 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %101 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%100, %arg12 : tensor<16x32xf32>, tensor<32xf32>) outs(%86 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %expanded_55 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %expanded_49 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %1 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %170 = arith.extf %in : f32 to f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_12 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %106 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_93: f64, %out: f64):
      %170 = arith.subf %in, %in_93 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %107 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_93: f64, %out: f64):
      %170 = arith.mulf %in, %in_93 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_12 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf64>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %170 = arith.truncf %in : f64 to f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x32xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_13 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_11 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %113 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.subf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %115 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg13 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_56 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_57 = linalg.transpose ins(%arg17 : tensor<96x32xf32>) outs(%42 : tensor<32x96xf32>) permutation = [1, 0] 
    %120 = linalg.matmul ins(%collapsed_56, %transposed_57 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%44 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%120, %arg18 : tensor<16x96xf32>, tensor<96xf32>) outs(%43 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<16x96xf32>
    %expanded_58 = tensor.expand_shape %121 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x8x4x24xf32>) outs(%47 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_60 = tensor.extract_slice %transposed_59[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_59[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_59[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_63 = tensor.extract_slice %extracted_slice_60[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_64 = tensor.extract_slice %extracted_slice_60[0, 0, 0, 2] [2, 4, 8, 6] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x6xf32>
    %extracted_slice_65 = tensor.extract_slice %extracted_slice_61[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_66 = tensor.extract_slice %extracted_slice_61[0, 0, 0, 2] [2, 4, 8, 6] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x6xf32>
    %122 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_63, %expanded_24 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_67 = tensor.extract_slice %extracted_slice_63[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_68 = tensor.extract_slice %extracted_slice_63[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_68 : tensor<2x4x8x1xf32>) outs(%50 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %concat_69 = tensor.concat dim(3) %123, %extracted_slice_67 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %124 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_69, %expanded_25 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %125 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %126 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %expanded_24 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_70 = tensor.extract_slice %extracted_slice_65[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_71 = tensor.extract_slice %extracted_slice_65[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<2x4x8x1xf32>) outs(%50 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %concat_72 = tensor.concat dim(3) %127, %extracted_slice_70 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %128 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_25 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %129 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %128 : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) outs(%48 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_73 = tensor.concat dim(3) %125, %extracted_slice_64 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %concat_74 = tensor.concat dim(3) %129, %extracted_slice_66 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %130 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_73 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_9 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_75 = linalg.transpose ins(%concat_74 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %131 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_9 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_76 = tensor.collapse_shape %130 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_77 = tensor.collapse_shape %131 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %132 = linalg.batch_matmul ins(%collapsed_76, %collapsed_77 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_78 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_78, %59 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %134:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x4x8x8xf32>) outs(%70, %68 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_93: i64):
      %170 = linalg.index 3 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.maximumf %in, %out : f32
      %173 = arith.cmpf ogt, %in, %out : f32
      %174 = arith.select %173, %171, %out_93 : i64
      linalg.yield %172, %174 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_79 = tensor.expand_shape %134#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_79 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.subf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %136 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.exp %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %137 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %137 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.divf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %170 = arith.extf %in : f32 to f64
      %171 = arith.cmpf oeq, %170, %cst_10 : f64
      linalg.yield %171 : i1
    } -> tensor<2x4x8x8xi1>
    %140 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<2x4x8x8xi1>) outs(%80 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %170 = arith.andi %in, %out : i1
      linalg.yield %170 : i1
    } -> tensor<2x4x8x1xi1>
    %141 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %cst_4, %138 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_93: f32, %in_94: f32, %out: f32):
      %170 = arith.select %in, %in_93, %in_94 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_80 = tensor.collapse_shape %141 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_81 = tensor.collapse_shape %extracted_slice_62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %142 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_82 = tensor.expand_shape %142 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<2x4x8x8xf32>) outs(%84 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_84 = tensor.collapse_shape %transposed_83 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_85 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%85 : tensor<32x32xf32>) permutation = [1, 0] 
    %143 = linalg.matmul ins(%collapsed_84, %transposed_85 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%87 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%143, %arg20 : tensor<16x32xf32>, tensor<32xf32>) outs(%86 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %expanded_86 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %arg16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_87 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_88 = linalg.transpose ins(%arg21 : tensor<64x32xf32>) outs(%92 : tensor<32x64xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_87, %transposed_88 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%147, %arg22 : tensor<16x64xf32>, tensor<64xf32>) outs(%93 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<16x64xf32>
    %expanded_89 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<2x8x64xf32>) outs(%97 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_14 : f32
      %171 = math.erf %170 : f32
      %172 = arith.addf %171, %cst_2 : f32
      %173 = arith.mulf %172, %cst_3 : f32
      %174 = arith.mulf %in, %173 : f32
      linalg.yield %174 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_90 = tensor.collapse_shape %149 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_91 = linalg.transpose ins(%arg23 : tensor<32x64xf32>) outs(%99 : tensor<64x32xf32>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_90, %transposed_91 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%87 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %151 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%150, %arg24 : tensor<16x32xf32>, tensor<32xf32>) outs(%86 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %expanded_92 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %expanded_86 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %103 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %170 = arith.extf %in : f32 to f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_12 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_93: f64, %out: f64):
      %170 = arith.subf %in, %in_93 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_93: f64, %out: f64):
      %170 = arith.mulf %in, %in_93 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_12 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1xf64>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %170 = arith.truncf %in : f64 to f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<2x8x32xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_13 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_11 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %163 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.subf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %165 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %arg25 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.mulf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %arg26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %170 = arith.addf %in, %in_93 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    return %169 : tensor<2x8x32xf32>
  }
}
