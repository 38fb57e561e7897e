// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program mistral_causal_lm: transformers MistralForCausalLM(MistralConfig(vocab_size=64,
//     hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
//     num_key_value_heads=2, max_position_embeddings=16, sliding_window=4,
//     tie_word_embeddings=False, use_cache=False), attn_implementation='sdpa'), eval, random
//     weights; forward(input_ids [2x8], attention_mask=ones) -> logits.
// Arguments:
// %arg0 model.embed_tokens.weight [64x32xf32]
// %arg1 model.layers.0.self_attn.q_proj.weight [32x32xf32]
// %arg2 model.layers.0.self_attn.k_proj.weight [16x32xf32]
// %arg3 model.layers.0.self_attn.v_proj.weight [16x32xf32]
// %arg4 model.layers.0.self_attn.o_proj.weight [32x32xf32]
// %arg5 model.layers.0.mlp.gate_proj.weight [64x32xf32]
// %arg6 model.layers.0.mlp.up_proj.weight [64x32xf32]
// %arg7 model.layers.0.mlp.down_proj.weight [32x64xf32]
// %arg8 model.layers.0.input_layernorm.weight [32xf32]
// %arg9 model.layers.0.post_attention_layernorm.weight [32xf32]
// %arg10 model.layers.1.self_attn.q_proj.weight [32x32xf32]
// %arg11 model.layers.1.self_attn.k_proj.weight [16x32xf32]
// %arg12 model.layers.1.self_attn.v_proj.weight [16x32xf32]
// %arg13 model.layers.1.self_attn.o_proj.weight [32x32xf32]
// %arg14 model.layers.1.mlp.gate_proj.weight [64x32xf32]
// %arg15 model.layers.1.mlp.up_proj.weight [64x32xf32]
// %arg16 model.layers.1.mlp.down_proj.weight [32x64xf32]
// %arg17 model.layers.1.input_layernorm.weight [32xf32]
// %arg18 model.layers.1.post_attention_layernorm.weight [32xf32]
// %arg19 model.norm.weight [32xf32]
// %arg20 lm_head.weight [64x32xf32]
// %arg21 input_ids [2x8xi64]
// Results: logits [2x8x64xf32]
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
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> ()>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @mistral_causal_lm(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<16x32xf32>, %arg12: tensor<16x32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<2x8xi64>) -> tensor<2x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<8x1xi1>
    %cst_6 = arith.constant 0.59460355750136051 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 9.9999999999999995E-7 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_10 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %168 = arith.index_cast %in : i64 to index
      %169 = linalg.index 2 : index
      %170 = arith.cmpi slt, %168, %c64 : index
      cf.assert %170, "index must be smaller than dim size"
      %171 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %171, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%168, %169] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %168 = linalg.index 0 : index
      %169 = arith.index_cast %168 : index to i64
      linalg.yield %169 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %168 = linalg.index 0 : index
      %169 = arith.index_cast %168 : index to i64
      linalg.yield %169 : i64
    } -> tensor<2xi64>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%2 : tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %168 = arith.subi %in, %c4_i64 : i64
      linalg.yield %168 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %6 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %7 = tensor.empty() : tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded : tensor<8xi64>, tensor<8x1xi64>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_92: i64, %out: i1):
      %168 = arith.cmpi sgt, %in, %in_92 : i64
      linalg.yield %168 : i1
    } -> tensor<8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %8 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_92: i1, %out: i1):
      %168 = arith.andi %in, %in_92 : i1
      linalg.yield %168 : i1
    } -> tensor<8x8xi1>
    %expanded_11 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_11 : tensor<8xi64>, tensor<8x1xi64>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_92: i64, %out: i1):
      %168 = arith.cmpi sle, %in, %in_92 : i64
      linalg.yield %168 : i1
    } -> tensor<8x8xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%9, %10 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_92: i1, %out: i1):
      %168 = arith.andi %in, %in_92 : i1
      linalg.yield %168 : i1
    } -> tensor<8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %11 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_92: i1, %out: i1):
      %168 = arith.andi %in, %in_92 : i1
      linalg.yield %168 : i1
    } -> tensor<8x8xi1>
    %expanded_12 = tensor.expand_shape %5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %13 = tensor.empty() : tensor<2x8xi1>
    %14 = linalg.generic {indexing_maps = [#map4, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_12, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%13 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_92: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_13 = tensor.expand_shape %14 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %15 = tensor.empty() : tensor<2x8x8xi1>
    %16 = linalg.generic {indexing_maps = [#map6, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %expanded_13 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%15 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_92: i1, %out: i1):
      %168 = arith.andi %in, %in_92 : i1
      linalg.yield %168 : i1
    } -> tensor<2x8x8xi1>
    %expanded_14 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %expanded_15 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %17 = tensor.empty() : tensor<1x1x8xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x1x8xi64>) outs(%17 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %168 = arith.sitofp %in : i64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x1x8xf32>
    %19 = tensor.empty() : tensor<1x4x8xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %21 = linalg.batch_matmul ins(%expanded_15, %18 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%20 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %22 = tensor.empty() : tensor<1x8x4xf32>
    %transposed = linalg.transpose ins(%21 : tensor<1x4x8xf32>) outs(%22 : tensor<1x8x4xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %23 = tensor.empty() : tensor<1x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%23 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.cos %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x8xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%23 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.sin %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x8xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %27 = tensor.empty() : tensor<2x8x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%26 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_10 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_8 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %32 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %33 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %35 = tensor.empty() : tensor<32x32xf32>
    %transposed_17 = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%35 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %34 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %36 = tensor.empty() : tensor<16x32xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %38 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%37 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_18 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %39 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x8x4x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %40 = tensor.empty() : tensor<32x16xf32>
    %transposed_20 = linalg.transpose ins(%arg2 : tensor<16x32xf32>) outs(%40 : tensor<32x16xf32>) permutation = [1, 0] 
    %41 = tensor.empty() : tensor<16x16xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %43 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%42 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_21 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %44 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x8x2x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_23 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%40 : tensor<32x16xf32>) permutation = [1, 0] 
    %45 = linalg.matmul ins(%collapsed, %transposed_23 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%42 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_24 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x8x2x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_26 = tensor.expand_shape %24 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_27 = tensor.expand_shape %25 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_26 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_19[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_19[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %47 = tensor.empty() : tensor<2x4x8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28 : tensor<2x4x8x4xf32>) outs(%47 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.negf %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_29 = tensor.concat dim(3) %48, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_29, %expanded_27 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %expanded_26 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x2x8x8xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_22[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_22[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32>
    %52 = tensor.empty() : tensor<2x2x8x4xf32>
    %53 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<2x2x8x4xf32>) outs(%52 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.negf %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x2x8x4xf32>
    %concat_32 = tensor.concat dim(3) %53, %extracted_slice_30 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_32, %expanded_27 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x2x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x2x8x8xf32>
    %56 = tensor.empty() : tensor<2x2x2x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x2x8x8xf32>) outs(%56 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %57 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<2x2x8x8xf32>) outs(%56 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x8xf32>
    %59 = tensor.empty() : tensor<2x1x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map10, #map14, #map14, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14, %cst_3, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%59 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_92: f32, %in_93: f32, %out: f32):
      %168 = arith.select %in, %in_92, %in_93 : f32
      linalg.yield %168 : f32
    } -> tensor<2x1x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_34 = linalg.transpose ins(%collapsed_33 : tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %62 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %63 = tensor.empty() : tensor<8x8x8xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %65 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_37 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37, %60 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %67 = tensor.empty() : tensor<2x4x8xi64>
    %68 = linalg.fill ins(%c0_i64 : i64) outs(%67 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %69 = tensor.empty() : tensor<2x4x8xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %71:2 = linalg.generic {indexing_maps = [#map10, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%70, %68 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_92: i64):
      %168 = linalg.index 3 : index
      %169 = arith.index_cast %168 : index to i64
      %170 = arith.maximumf %in, %out : f32
      %171 = arith.cmpf ogt, %in, %out : f32
      %172 = arith.select %171, %169, %out_92 : i64
      linalg.yield %170, %172 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_38 = tensor.expand_shape %71#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_38 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.subf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.exp %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %74 = tensor.empty() : tensor<2x4x8x1xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %76 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.divf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %78 = tensor.empty() : tensor<2x4x8x8xi1>
    %79 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %168 = arith.extf %in : f32 to f64
      %169 = arith.cmpf oeq, %168, %cst_7 : f64
      linalg.yield %169 : i1
    } -> tensor<2x4x8x8xi1>
    %80 = tensor.empty() : tensor<2x4x8x1xi1>
    %81 = linalg.fill ins(%true : i1) outs(%80 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %82 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<2x4x8x8xi1>) outs(%81 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %168 = arith.andi %in, %out : i1
      linalg.yield %168 : i1
    } -> tensor<2x4x8x1xi1>
    %83 = linalg.generic {indexing_maps = [#map17, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %cst_2, %77 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_92: f32, %in_93: f32, %out: f32):
      %168 = arith.select %in, %in_92, %in_93 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %83 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %58 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32>
    %84 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_41 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %85 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x4x8x8xf32>) outs(%85 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_43 = tensor.collapse_shape %transposed_42 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_44 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%35 : tensor<32x32xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<2x32x32xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_44 : tensor<32x32xf32>) outs(%86 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %89 = linalg.batch_matmul ins(%collapsed_43, %87 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%88 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %89 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_10 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_8 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %95 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %96 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %98 = tensor.empty() : tensor<32x64xf32>
    %transposed_45 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%98 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %99 = tensor.empty() : tensor<16x64xf32>
    %100 = linalg.fill ins(%cst : f32) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %101 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%100 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %102 = tensor.empty() : tensor<2x8x64xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<2x8x64xf32>) outs(%102 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.negf %in : f32
      %169 = math.exp %168 : f32
      %170 = arith.addf %169, %cst_1 : f32
      %171 = arith.divf %cst_1, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x64xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %103 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%102 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x64xf32>
    %transposed_48 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%98 : tensor<32x64xf32>) permutation = [1, 0] 
    %105 = linalg.matmul ins(%collapsed_46, %transposed_48 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%100 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_49 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %expanded_49 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%102 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x64xf32>
    %107 = tensor.empty() : tensor<64x32xf32>
    %transposed_50 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%107 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %108 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%37 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_52 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_52 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_10 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_8 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %114 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %115 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %transposed_53 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%35 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %116 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %117 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%37 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_55 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x8x4x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_57 = linalg.transpose ins(%arg11 : tensor<16x32xf32>) outs(%40 : tensor<32x16xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_54, %transposed_57 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%42 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_58 = tensor.expand_shape %118 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x8x2x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%arg12 : tensor<16x32xf32>) outs(%40 : tensor<32x16xf32>) permutation = [1, 0] 
    %119 = linalg.matmul ins(%collapsed_54, %transposed_60 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%42 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_61 = tensor.expand_shape %119 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x8x2x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %120 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56, %expanded_26 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_63 = tensor.extract_slice %transposed_56[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_64 = tensor.extract_slice %transposed_56[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %121 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64 : tensor<2x4x8x4xf32>) outs(%47 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.negf %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_65 = tensor.concat dim(3) %121, %extracted_slice_63 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_65, %expanded_27 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %122 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59, %expanded_26 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x2x8x8xf32>
    %extracted_slice_66 = tensor.extract_slice %transposed_59[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32>
    %extracted_slice_67 = tensor.extract_slice %transposed_59[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32>
    %125 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67 : tensor<2x2x8x4xf32>) outs(%52 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.negf %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x2x8x4xf32>
    %concat_68 = tensor.concat dim(3) %125, %extracted_slice_66 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %126 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_68, %expanded_27 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x2x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %126 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%44 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x2x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x2x8x8xf32>) outs(%56 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %128 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_62 : tensor<2x2x8x8xf32>) outs(%56 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x8xf32>
    %130 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_70 = linalg.transpose ins(%collapsed_69 : tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %131 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_70 : tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_71 = tensor.collapse_shape %130 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %131 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %132 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_73 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73, %60 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %134:2 = linalg.generic {indexing_maps = [#map10, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x4x8x8xf32>) outs(%70, %68 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_92: i64):
      %168 = linalg.index 3 : index
      %169 = arith.index_cast %168 : index to i64
      %170 = arith.maximumf %in, %out : f32
      %171 = arith.cmpf ogt, %in, %out : f32
      %172 = arith.select %171, %169, %out_92 : i64
      linalg.yield %170, %172 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_74 = tensor.expand_shape %134#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_74 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.subf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %136 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.exp %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %137 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %137 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.divf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<2x4x8x8xf32>) outs(%78 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %168 = arith.extf %in : f32 to f64
      %169 = arith.cmpf oeq, %168, %cst_7 : f64
      linalg.yield %169 : i1
    } -> tensor<2x4x8x8xi1>
    %140 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<2x4x8x8xi1>) outs(%81 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %168 = arith.andi %in, %out : i1
      linalg.yield %168 : i1
    } -> tensor<2x4x8x1xi1>
    %141 = linalg.generic {indexing_maps = [#map17, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %cst_2, %138 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%39 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_92: f32, %in_93: f32, %out: f32):
      %168 = arith.select %in, %in_92, %in_93 : f32
      linalg.yield %168 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_75 = tensor.collapse_shape %141 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_76 = tensor.collapse_shape %129 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32>
    %142 = linalg.batch_matmul ins(%collapsed_75, %collapsed_76 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_77 = tensor.expand_shape %142 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x4x8x8xf32>) outs(%85 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_79 = tensor.collapse_shape %transposed_78 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_80 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%35 : tensor<32x32xf32>) permutation = [1, 0] 
    %143 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_80 : tensor<32x32xf32>) outs(%86 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %144 = linalg.batch_matmul ins(%collapsed_79, %143 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%88 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %144 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_10 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_8 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %150 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %152 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %151 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %transposed_81 = linalg.transpose ins(%arg14 : tensor<64x32xf32>) outs(%98 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %153 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%100 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_83 = tensor.expand_shape %153 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<2x8x64xf32>) outs(%102 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.negf %in : f32
      %169 = math.exp %168 : f32
      %170 = arith.addf %169, %cst_1 : f32
      %171 = arith.divf %cst_1, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x64xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %154 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%102 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x64xf32>
    %transposed_84 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%98 : tensor<32x64xf32>) permutation = [1, 0] 
    %156 = linalg.matmul ins(%collapsed_82, %transposed_84 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%100 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_85 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %expanded_85 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%102 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x64xf32>
    %transposed_86 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%107 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %157 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %158 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%37 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_88 = tensor.expand_shape %158 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %expanded_88 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.addf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_10 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_8 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf32>) outs(%27 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %164 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %166 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %165 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %168 = arith.mulf %in, %in_92 : f32
      linalg.yield %168 : f32
    } -> tensor<2x8x32xf32>
    %transposed_89 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%98 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %166 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %167 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%100 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_91 = tensor.expand_shape %167 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_91 : tensor<2x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
