// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program llama_causal_lm: transformers LlamaForCausalLM(LlamaConfig(vocab_size=64,
//     hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
//     num_key_value_heads=4, max_position_embeddings=16, tie_word_embeddings=False,
//     use_cache=False), attn_implementation='sdpa'), eval, random weights; forward(input_ids
//     [2x8], attention_mask=ones) -> logits.
// Arguments:
// %arg0 model.embed_tokens.weight [64x32xf32]
// %arg1 model.layers.0.self_attn.q_proj.weight [32x32xf32]
// %arg2 model.layers.0.self_attn.k_proj.weight [32x32xf32]
// %arg3 model.layers.0.self_attn.v_proj.weight [32x32xf32]
// %arg4 model.layers.0.self_attn.o_proj.weight [32x32xf32]
// %arg5 model.layers.0.mlp.gate_proj.weight [64x32xf32]
// %arg6 model.layers.0.mlp.up_proj.weight [64x32xf32]
// %arg7 model.layers.0.mlp.down_proj.weight [32x64xf32]
// %arg8 model.layers.0.input_layernorm.weight [32xf32]
// %arg9 model.layers.0.post_attention_layernorm.weight [32xf32]
// %arg10 model.layers.1.self_attn.q_proj.weight [32x32xf32]
// %arg11 model.layers.1.self_attn.k_proj.weight [32x32xf32]
// %arg12 model.layers.1.self_attn.v_proj.weight [32x32xf32]
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
#map12 = affine_map<(d0, d1, d2, d3) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_causal_lm(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<2x8xi64>) -> tensor<2x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
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
      %154 = arith.index_cast %in : i64 to index
      %155 = linalg.index 2 : index
      %156 = arith.cmpi slt, %154, %c64 : index
      cf.assert %156, "index must be smaller than dim size"
      %157 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %157, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%154, %155] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %154 = linalg.index 0 : index
      %155 = arith.index_cast %154 : index to i64
      linalg.yield %155 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %154 = linalg.index 0 : index
      %155 = arith.index_cast %154 : index to i64
      linalg.yield %155 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %6 = tensor.empty() : tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded : tensor<8xi64>, tensor<8x1xi64>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_89: i64, %out: i1):
      %154 = arith.cmpi sle, %in, %in_89 : i64
      linalg.yield %154 : i1
    } -> tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %7 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_89: i1, %out: i1):
      %154 = arith.andi %in, %in_89 : i1
      linalg.yield %154 : i1
    } -> tensor<8x8xi1>
    %expanded_11 = tensor.expand_shape %5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<2x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_89: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_12 = tensor.expand_shape %10 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %11 = tensor.empty() : tensor<2x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %expanded_12 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%11 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_89: i1, %out: i1):
      %154 = arith.andi %in, %in_89 : i1
      linalg.yield %154 : i1
    } -> tensor<2x8x8xi1>
    %expanded_13 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %expanded_14 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %13 = tensor.empty() : tensor<1x1x8xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x1x8xi64>) outs(%13 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %154 = arith.sitofp %in : i64 to f32
      linalg.yield %154 : f32
    } -> tensor<1x1x8xf32>
    %15 = tensor.empty() : tensor<1x4x8xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %17 = linalg.batch_matmul ins(%expanded_14, %14 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%16 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %18 = tensor.empty() : tensor<1x8x4xf32>
    %transposed = linalg.transpose ins(%17 : tensor<1x4x8xf32>) outs(%18 : tensor<1x8x4xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %19 = tensor.empty() : tensor<1x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.cos %in : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.sin %in : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.divf %in, %cst_10 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_8 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %30 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %29 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %31 = tensor.empty() : tensor<32x32xf32>
    %transposed_16 = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %32 = tensor.empty() : tensor<16x32xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_17 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %35 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_20 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %37 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_23 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_25 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_26 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_25 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %39 = tensor.empty() : tensor<2x4x8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x4x8x4xf32>) outs(%39 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_28 = tensor.concat dim(3) %40, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_26 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_25 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_21[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %44 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<2x4x8x4xf32>) outs(%39 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_31 = tensor.concat dim(3) %44, %extracted_slice_29 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_26 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %45 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %47 = tensor.empty() : tensor<2x1x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map12, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %cst_3, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%47 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_89: f32, %in_90: f32, %out: f32):
      %154 = arith.select %in, %in_89, %in_90 : f32
      linalg.yield %154 : f32
    } -> tensor<2x1x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_6 : f64 to f32
      %155 = arith.mulf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_32 = linalg.transpose ins(%46 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %50 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_32 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_6 : f64 to f32
      %155 = arith.mulf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_34 = tensor.collapse_shape %50 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %51 = tensor.empty() : tensor<8x8x8xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %53 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%52 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_35 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35, %48 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %55 = tensor.empty() : tensor<2x4x8xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %57 = tensor.empty() : tensor<2x4x8xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %59:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x4x8x8xf32>) outs(%58, %56 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_89: i64):
      %154 = linalg.index 3 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.maximumf %in, %out : f32
      %157 = arith.cmpf ogt, %in, %out : f32
      %158 = arith.select %157, %155, %out_89 : i64
      linalg.yield %156, %158 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_36 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_36 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.subf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.exp %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %62 = tensor.empty() : tensor<2x4x8x1xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.divf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %66 = tensor.empty() : tensor<2x4x8x8xi1>
    %67 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %154 = arith.extf %in : f32 to f64
      %155 = arith.cmpf oeq, %154, %cst_7 : f64
      linalg.yield %155 : i1
    } -> tensor<2x4x8x8xi1>
    %68 = tensor.empty() : tensor<2x4x8x1xi1>
    %69 = linalg.fill ins(%true : i1) outs(%68 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %70 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x4x8x8xi1>) outs(%69 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %154 = arith.andi %in, %out : i1
      linalg.yield %154 : i1
    } -> tensor<2x4x8x1xi1>
    %71 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %cst_2, %65 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_89: f32, %in_90: f32, %out: f32):
      %154 = arith.select %in, %in_89, %in_90 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %72 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%52 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_39 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %73 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x4x8x8xf32>) outs(%73 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_41 = tensor.collapse_shape %transposed_40 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_42 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %74 = tensor.empty() : tensor<2x32x32xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_42 : tensor<32x32xf32>) outs(%74 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %77 = linalg.batch_matmul ins(%collapsed_41, %75 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%76 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %77 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.divf %in, %cst_10 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_8 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %83 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %84 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %86 = tensor.empty() : tensor<32x64xf32>
    %transposed_43 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %87 = tensor.empty() : tensor<16x64xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %89 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_45 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %90 = tensor.empty() : tensor<2x8x64xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x8x64xf32>) outs(%90 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      %155 = math.exp %154 : f32
      %156 = arith.addf %155, %cst_1 : f32
      %157 = arith.divf %cst_1, %156 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %91 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%90 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x64xf32>
    %transposed_46 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0] 
    %93 = linalg.matmul ins(%collapsed_44, %transposed_46 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_47 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%90 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x64xf32>
    %95 = tensor.empty() : tensor<64x32xf32>
    %transposed_48 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%95 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %96 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_50 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %expanded_50 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.divf %in, %cst_10 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_8 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %103 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %transposed_51 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %105 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_53 = tensor.expand_shape %105 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %106 = linalg.matmul ins(%collapsed_52, %transposed_55 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_56 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_52, %transposed_58 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_59 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %108 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54, %expanded_25 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_54[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_54[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %109 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<2x4x8x4xf32>) outs(%39 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_63 = tensor.concat dim(3) %109, %extracted_slice_61 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_63, %expanded_26 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57, %expanded_25 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_64 = tensor.extract_slice %transposed_57[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_65 = tensor.extract_slice %transposed_57[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %113 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65 : tensor<2x4x8x4xf32>) outs(%39 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_66 = tensor.concat dim(3) %113, %extracted_slice_64 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_66, %expanded_26 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_6 : f64 to f32
      %155 = arith.mulf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_67 = linalg.transpose ins(%115 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %117 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_6 : f64 to f32
      %155 = arith.mulf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %117 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %118 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%52 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_70 = tensor.expand_shape %118 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %48 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %120:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<2x4x8x8xf32>) outs(%58, %56 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_89: i64):
      %154 = linalg.index 3 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.maximumf %in, %out : f32
      %157 = arith.cmpf ogt, %in, %out : f32
      %158 = arith.select %157, %155, %out_89 : i64
      linalg.yield %156, %158 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_71 = tensor.expand_shape %120#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_71 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.subf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.exp %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %123 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.divf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %154 = arith.extf %in : f32 to f64
      %155 = arith.cmpf oeq, %154, %cst_7 : f64
      linalg.yield %155 : i1
    } -> tensor<2x4x8x8xi1>
    %126 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%125 : tensor<2x4x8x8xi1>) outs(%69 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %154 = arith.andi %in, %out : i1
      linalg.yield %154 : i1
    } -> tensor<2x4x8x1xi1>
    %127 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %cst_2, %124 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_89: f32, %in_90: f32, %out: f32):
      %154 = arith.select %in, %in_89, %in_90 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %127 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_73 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %128 = linalg.batch_matmul ins(%collapsed_72, %collapsed_73 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%52 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_74 = tensor.expand_shape %128 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x4x8x8xf32>) outs(%73 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_76 = tensor.collapse_shape %transposed_75 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_77 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %129 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_77 : tensor<32x32xf32>) outs(%74 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %130 = linalg.batch_matmul ins(%collapsed_76, %129 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%76 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %130 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.divf %in, %cst_10 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_8 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %136 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %137 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %transposed_78 = linalg.transpose ins(%arg14 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %139 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_80 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<2x8x64xf32>) outs(%90 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      %155 = math.exp %154 : f32
      %156 = arith.addf %155, %cst_1 : f32
      %157 = arith.divf %cst_1, %156 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x64xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %140 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%90 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x64xf32>
    %transposed_81 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0] 
    %142 = linalg.matmul ins(%collapsed_79, %transposed_81 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_82 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %expanded_82 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%90 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x64xf32>
    %transposed_83 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%95 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %144 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_85 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %expanded_85 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.addf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.divf %in, %cst_10 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_8 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %150 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %152 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %151 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_89: f32, %out: f32):
      %154 = arith.mulf %in, %in_89 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %transposed_86 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %153 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_88 = tensor.expand_shape %153 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_88 : tensor<2x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
