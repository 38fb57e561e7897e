// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program qwen2_causal_lm: transformers Qwen2ForCausalLM(Qwen2Config(vocab_size=64,
//     hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
//     num_key_value_heads=2, max_position_embeddings=16, tie_word_embeddings=False,
//     use_cache=False), attn_implementation='sdpa'), eval, random weights; forward(input_ids
//     [2x8], attention_mask=ones) -> logits.
// Arguments:
// %arg0 model.embed_tokens.weight [64x32xf32]
// %arg1 model.layers.0.self_attn.q_proj.weight [32x32xf32]
// %arg2 model.layers.0.self_attn.q_proj.bias [32xf32]
// %arg3 model.layers.0.self_attn.k_proj.weight [16x32xf32]
// %arg4 model.layers.0.self_attn.k_proj.bias [16xf32]
// %arg5 model.layers.0.self_attn.v_proj.weight [16x32xf32]
// %arg6 model.layers.0.self_attn.v_proj.bias [16xf32]
// %arg7 model.layers.0.self_attn.o_proj.weight [32x32xf32]
// %arg8 model.layers.0.mlp.gate_proj.weight [64x32xf32]
// %arg9 model.layers.0.mlp.up_proj.weight [64x32xf32]
// %arg10 model.layers.0.mlp.down_proj.weight [32x64xf32]
// %arg11 model.layers.0.input_layernorm.weight [32xf32]
// %arg12 model.layers.0.post_attention_layernorm.weight [32xf32]
// %arg13 model.layers.1.self_attn.q_proj.weight [32x32xf32]
// %arg14 model.layers.1.self_attn.q_proj.bias [32xf32]
// %arg15 model.layers.1.self_attn.k_proj.weight [16x32xf32]
// %arg16 model.layers.1.self_attn.k_proj.bias [16xf32]
// %arg17 model.layers.1.self_attn.v_proj.weight [16x32xf32]
// %arg18 model.layers.1.self_attn.v_proj.bias [16xf32]
// %arg19 model.layers.1.self_attn.o_proj.weight [32x32xf32]
// %arg20 model.layers.1.mlp.gate_proj.weight [64x32xf32]
// %arg21 model.layers.1.mlp.up_proj.weight [64x32xf32]
// %arg22 model.layers.1.mlp.down_proj.weight [32x64xf32]
// %arg23 model.layers.1.input_layernorm.weight [32xf32]
// %arg24 model.layers.1.post_attention_layernorm.weight [32xf32]
// %arg25 model.norm.weight [32xf32]
// %arg26 lm_head.weight [64x32xf32]
// %arg27 input_ids [2x8xi64]
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
  func.func @qwen2_causal_lm(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<16xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<64x32xf32>, %arg27: tensor<2x8xi64>) -> tensor<2x8x64xf32> {
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
    ^bb0(%in: i64, %in_91: i64, %out: i1):
      %170 = arith.cmpi sle, %in, %in_91 : i64
      linalg.yield %170 : i1
    } -> tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %7 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_91: i1, %out: i1):
      %170 = arith.andi %in, %in_91 : i1
      linalg.yield %170 : i1
    } -> tensor<8x8xi1>
    %expanded_11 = tensor.expand_shape %5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<2x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_91: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_12 = tensor.expand_shape %10 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %11 = tensor.empty() : tensor<2x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %expanded_12 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%11 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_91: i1, %out: i1):
      %170 = arith.andi %in, %in_91 : i1
      linalg.yield %170 : i1
    } -> tensor<2x8x8xi1>
    %expanded_13 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %expanded_14 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %13 = tensor.empty() : tensor<1x1x8xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x1x8xi64>) outs(%13 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.sitofp %in : i64 to f32
      linalg.yield %170 : f32
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
      %170 = math.cos %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.sin %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_10 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_8 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %30 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %29 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %31 = tensor.empty() : tensor<32x32xf32>
    %transposed_16 = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %32 = tensor.empty() : tensor<16x32xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%34, %arg2 : tensor<16x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %expanded_17 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %36 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x8x4x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %37 = tensor.empty() : tensor<32x16xf32>
    %transposed_19 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%37 : tensor<32x16xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<16x16xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %40 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%39 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%40, %arg4 : tensor<16x16xf32>, tensor<16xf32>) outs(%38 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<16x16xf32>
    %expanded_20 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %42 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x2x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%arg5 : tensor<16x32xf32>) outs(%37 : tensor<32x16xf32>) permutation = [1, 0] 
    %43 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%39 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%43, %arg6 : tensor<16x16xf32>, tensor<16xf32>) outs(%38 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<16x16xf32>
    %expanded_23 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x8x2x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_25 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_26 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_25 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %46 = tensor.empty() : tensor<2x4x8x4xf32>
    %47 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x4x8x4xf32>) outs(%46 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_28 = tensor.concat dim(3) %47, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_26 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_25 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x2x8x8xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_21[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32>
    %51 = tensor.empty() : tensor<2x2x8x4xf32>
    %52 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<2x2x8x4xf32>) outs(%51 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x2x8x4xf32>
    %concat_31 = tensor.concat dim(3) %52, %extracted_slice_29 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_26 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x2x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x2x8x8xf32>
    %55 = tensor.empty() : tensor<2x2x2x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %56 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x8xf32>
    %58 = tensor.empty() : tensor<2x1x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map10, #map14, #map14, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %cst_3, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%58 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_91: f32, %in_92: f32, %out: f32):
      %170 = arith.select %in, %in_91, %in_92 : f32
      linalg.yield %170 : f32
    } -> tensor<2x1x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_6 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_33 = linalg.transpose ins(%collapsed_32 : tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %61 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_6 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_34 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %62 = tensor.empty() : tensor<8x8x8xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %64 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_36 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %59 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %66 = tensor.empty() : tensor<2x4x8xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %68 = tensor.empty() : tensor<2x4x8xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %70:2 = linalg.generic {indexing_maps = [#map10, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<2x4x8x8xf32>) outs(%69, %67 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_91: i64):
      %170 = linalg.index 3 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.maximumf %in, %out : f32
      %173 = arith.cmpf ogt, %in, %out : f32
      %174 = arith.select %173, %171, %out_91 : i64
      linalg.yield %172, %174 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_37 = tensor.expand_shape %70#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_37 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.subf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.exp %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %73 = tensor.empty() : tensor<2x4x8x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.divf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %77 = tensor.empty() : tensor<2x4x8x8xi1>
    %78 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %170 = arith.extf %in : f32 to f64
      %171 = arith.cmpf oeq, %170, %cst_7 : f64
      linalg.yield %171 : i1
    } -> tensor<2x4x8x8xi1>
    %79 = tensor.empty() : tensor<2x4x8x1xi1>
    %80 = linalg.fill ins(%true : i1) outs(%79 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %81 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%78 : tensor<2x4x8x8xi1>) outs(%80 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %170 = arith.andi %in, %out : i1
      linalg.yield %170 : i1
    } -> tensor<2x4x8x1xi1>
    %82 = linalg.generic {indexing_maps = [#map17, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %cst_2, %76 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_91: f32, %in_92: f32, %out: f32):
      %170 = arith.select %in, %in_91, %in_92 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %82 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %57 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32>
    %83 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_40 = tensor.expand_shape %83 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %84 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<2x4x8x8xf32>) outs(%84 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_42 = tensor.collapse_shape %transposed_41 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_43 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %85 = tensor.empty() : tensor<2x32x32xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_43 : tensor<32x32xf32>) outs(%85 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %88 = linalg.batch_matmul ins(%collapsed_42, %86 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%87 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %88 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_10 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_8 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %94 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %96 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %95 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %97 = tensor.empty() : tensor<32x64xf32>
    %transposed_44 = linalg.transpose ins(%arg8 : tensor<64x32xf32>) outs(%97 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %96 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %98 = tensor.empty() : tensor<16x64xf32>
    %99 = linalg.fill ins(%cst : f32) outs(%98 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %100 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_46 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %101 = tensor.empty() : tensor<2x8x64xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x8x64xf32>) outs(%101 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      %171 = math.exp %170 : f32
      %172 = arith.addf %171, %cst_1 : f32
      %173 = arith.divf %cst_1, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<2x8x64xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %102 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%101 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %transposed_47 = linalg.transpose ins(%arg9 : tensor<64x32xf32>) outs(%97 : tensor<32x64xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_45, %transposed_47 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_48 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %expanded_48 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%101 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %106 = tensor.empty() : tensor<64x32xf32>
    %transposed_49 = linalg.transpose ins(%arg10 : tensor<32x64xf32>) outs(%106 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %107 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_51 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %expanded_51 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_10 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_8 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %113 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23, %114 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_52 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_53 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %116 = linalg.matmul ins(%collapsed_52, %transposed_53 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %117 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%116, %arg14 : tensor<16x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %expanded_54 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<2x8x4x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_56 = linalg.transpose ins(%arg15 : tensor<16x32xf32>) outs(%37 : tensor<32x16xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_52, %transposed_56 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%39 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%118, %arg16 : tensor<16x16xf32>, tensor<16xf32>) outs(%38 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<16x16xf32>
    %expanded_57 = tensor.expand_shape %119 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<2x8x2x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_59 = linalg.transpose ins(%arg17 : tensor<16x32xf32>) outs(%37 : tensor<32x16xf32>) permutation = [1, 0] 
    %120 = linalg.matmul ins(%collapsed_52, %transposed_59 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%39 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%120, %arg18 : tensor<16x16xf32>, tensor<16xf32>) outs(%38 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<16x16xf32>
    %expanded_60 = tensor.expand_shape %121 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x8x2x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %122 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_55, %expanded_25 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_55[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_63 = tensor.extract_slice %transposed_55[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %123 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_63 : tensor<2x4x8x4xf32>) outs(%46 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_64 = tensor.concat dim(3) %123, %extracted_slice_62 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_64, %expanded_26 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %126 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58, %expanded_25 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x2x8x8xf32>
    %extracted_slice_65 = tensor.extract_slice %transposed_58[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32>
    %extracted_slice_66 = tensor.extract_slice %transposed_58[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32>
    %127 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_66 : tensor<2x2x8x4xf32>) outs(%51 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x2x8x4xf32>
    %concat_67 = tensor.concat dim(3) %127, %extracted_slice_65 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_67, %expanded_26 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x2x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %128 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%42 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x2x8x8xf32>
    %130 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %130 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32>
    %131 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_61 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_6 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_69 = linalg.transpose ins(%collapsed_68 : tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %133 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69 : tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_6 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_70 = tensor.collapse_shape %132 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_71 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %134 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_72 = tensor.expand_shape %134 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %135 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_72, %59 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %136:2 = linalg.generic {indexing_maps = [#map10, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%135 : tensor<2x4x8x8xf32>) outs(%69, %67 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_91: i64):
      %170 = linalg.index 3 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.maximumf %in, %out : f32
      %173 = arith.cmpf ogt, %in, %out : f32
      %174 = arith.select %173, %171, %out_91 : i64
      linalg.yield %172, %174 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_73 = tensor.expand_shape %136#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_73 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.subf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %138 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.exp %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%138 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %139 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.divf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %170 = arith.extf %in : f32 to f64
      %171 = arith.cmpf oeq, %170, %cst_7 : f64
      linalg.yield %171 : i1
    } -> tensor<2x4x8x8xi1>
    %142 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%141 : tensor<2x4x8x8xi1>) outs(%80 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %170 = arith.andi %in, %out : i1
      linalg.yield %170 : i1
    } -> tensor<2x4x8x1xi1>
    %143 = linalg.generic {indexing_maps = [#map17, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %cst_2, %140 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%36 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_91: f32, %in_92: f32, %out: f32):
      %170 = arith.select %in, %in_91, %in_92 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_74 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_75 = tensor.collapse_shape %131 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32>
    %144 = linalg.batch_matmul ins(%collapsed_74, %collapsed_75 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_76 = tensor.expand_shape %144 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<2x4x8x8xf32>) outs(%84 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_78 = tensor.collapse_shape %transposed_77 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_79 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %145 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_79 : tensor<32x32xf32>) outs(%85 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %146 = linalg.batch_matmul ins(%collapsed_78, %145 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%87 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %146 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_10 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_8 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %152 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24, %153 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %transposed_80 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%97 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %154 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %155 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_82 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x8x64xf32>) outs(%101 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      %171 = math.exp %170 : f32
      %172 = arith.addf %171, %cst_1 : f32
      %173 = arith.divf %cst_1, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<2x8x64xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %156 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%101 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %transposed_83 = linalg.transpose ins(%arg21 : tensor<64x32xf32>) outs(%97 : tensor<32x64xf32>) permutation = [1, 0] 
    %158 = linalg.matmul ins(%collapsed_81, %transposed_83 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_84 = tensor.expand_shape %158 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %expanded_84 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%101 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %transposed_85 = linalg.transpose ins(%arg22 : tensor<32x64xf32>) outs(%106 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_86 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %160 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_87 = tensor.expand_shape %160 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %expanded_87 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.addf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_10 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_8 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %166 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %168 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25, %167 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %170 = arith.mulf %in, %in_91 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %transposed_88 = linalg.transpose ins(%arg26 : tensor<64x32xf32>) outs(%97 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_89 = tensor.collapse_shape %168 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %169 = linalg.matmul ins(%collapsed_89, %transposed_88 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_90 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_90 : tensor<2x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
