// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program phi3_causal_lm_h256: transformers Phi3ForCausalLM(Phi3Config(vocab_size=64,
//     hidden_size=256, intermediate_size=1024, num_hidden_layers=2, num_attention_heads=8,
//     num_key_value_heads=8, max_position_embeddings=16, tie_word_embeddings=False,
//     use_cache=False, pad_token_id=0), attn_implementation='sdpa'), eval, random weights;
//     forward(input_ids [2x8], attention_mask=ones) -> logits.
// Arguments:
// %arg0 model.embed_tokens.weight [64x256xf32]
// %arg1 model.layers.0.self_attn.o_proj.weight [256x256xf32]
// %arg2 model.layers.0.self_attn.qkv_proj.weight [768x256xf32]
// %arg3 model.layers.0.mlp.gate_up_proj.weight [2048x256xf32]
// %arg4 model.layers.0.mlp.down_proj.weight [256x1024xf32]
// %arg5 model.layers.0.input_layernorm.weight [256xf32]
// %arg6 model.layers.0.post_attention_layernorm.weight [256xf32]
// %arg7 model.layers.1.self_attn.o_proj.weight [256x256xf32]
// %arg8 model.layers.1.self_attn.qkv_proj.weight [768x256xf32]
// %arg9 model.layers.1.mlp.gate_up_proj.weight [2048x256xf32]
// %arg10 model.layers.1.mlp.down_proj.weight [256x1024xf32]
// %arg11 model.layers.1.input_layernorm.weight [256xf32]
// %arg12 model.layers.1.post_attention_layernorm.weight [256xf32]
// %arg13 model.norm.weight [256xf32]
// %arg14 lm_head.weight [64x256xf32]
// %arg15 input_ids [2x8xi64]
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
  func.func @phi3_causal_lm_h256(%arg0: tensor<64x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<768x256xf32>, %arg3: tensor<2048x256xf32>, %arg4: tensor<256x1024xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x256xf32>, %arg8: tensor<768x256xf32>, %arg9: tensor<2048x256xf32>, %arg10: tensor<256x1024xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<64x256xf32>, %arg15: tensor<2x8xi64>) -> tensor<2x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x8x8x8xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<8x1xi1>
    %cst_6 = arith.constant 0.42044820762685731 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_10 = arith.constant 2.560000e+02 : f32
    %0 = tensor.empty() : tensor<2x8x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<2x8xi64>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: i64, %out: f32):
      %153 = arith.index_cast %in : i64 to index
      %154 = linalg.index 2 : index
      %155 = arith.cmpi slt, %153, %c64 : index
      cf.assert %155, "index must be smaller than dim size"
      %156 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %156, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%153, %154] : tensor<64x256xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x256xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %153 = linalg.index 0 : index
      %154 = arith.index_cast %153 : index to i64
      linalg.yield %154 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %153 = linalg.index 0 : index
      %154 = arith.index_cast %153 : index to i64
      linalg.yield %154 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %6 = tensor.empty() : tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded : tensor<8xi64>, tensor<8x1xi64>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_95: i64, %out: i1):
      %153 = arith.cmpi sle, %in, %in_95 : i64
      linalg.yield %153 : i1
    } -> tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %7 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_95: i1, %out: i1):
      %153 = arith.andi %in, %in_95 : i1
      linalg.yield %153 : i1
    } -> tensor<8x8xi1>
    %expanded_11 = tensor.expand_shape %5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<2x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_95: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_12 = tensor.expand_shape %10 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %11 = tensor.empty() : tensor<2x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %expanded_12 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%11 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_95: i1, %out: i1):
      %153 = arith.andi %in, %in_95 : i1
      linalg.yield %153 : i1
    } -> tensor<2x8x8xi1>
    %expanded_13 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %expanded_14 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [1, 16, 1] : tensor<16xf32> into tensor<1x16x1xf32>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %13 = tensor.empty() : tensor<1x1x8xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x1x8xi64>) outs(%13 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %153 = arith.sitofp %in : i64 to f32
      linalg.yield %153 : f32
    } -> tensor<1x1x8xf32>
    %15 = tensor.empty() : tensor<1x16x8xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x16x8xf32>) -> tensor<1x16x8xf32>
    %17 = linalg.batch_matmul ins(%expanded_14, %14 : tensor<1x16x1xf32>, tensor<1x1x8xf32>) outs(%16 : tensor<1x16x8xf32>) -> tensor<1x16x8xf32>
    %18 = tensor.empty() : tensor<1x8x16xf32>
    %transposed = linalg.transpose ins(%17 : tensor<1x16x8xf32>) outs(%18 : tensor<1x8x16xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x32xf32>
    %19 = tensor.empty() : tensor<1x8x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x32xf32>) outs(%19 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.cos %in : f32
      linalg.yield %153 : f32
    } -> tensor<1x8x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x32xf32>) outs(%19 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.sin %in : f32
      linalg.yield %153 : f32
    } -> tensor<1x8x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.divf %in, %cst_10 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_8 : f64 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.rsqrt %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %30 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %29 : tensor<256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %31 = tensor.empty() : tensor<256x768xf32>
    %transposed_16 = linalg.transpose ins(%arg2 : tensor<768x256xf32>) outs(%31 : tensor<256x768xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %32 = tensor.empty() : tensor<16x768xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<16x256xf32>, tensor<256x768xf32>) outs(%33 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %expanded_17 = tensor.expand_shape %34 [[0, 1], [2]] output_shape [2, 8, 768] : tensor<16x768xf32> into tensor<2x8x768xf32>
    %extracted_slice = tensor.extract_slice %expanded_17[0, 0, 0] [2, 8, 256] [1, 1, 1] : tensor<2x8x768xf32> to tensor<2x8x256xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded_17[0, 0, 256] [2, 8, 256] [1, 1, 1] : tensor<2x8x768xf32> to tensor<2x8x256xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_17[0, 0, 512] [2, 8, 256] [1, 1, 1] : tensor<2x8x768xf32> to tensor<2x8x256xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 8, 32] : tensor<2x8x256xf32> into tensor<2x8x8x32xf32>
    %35 = tensor.empty() : tensor<2x8x8x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2, 3]] output_shape [2, 8, 8, 32] : tensor<2x8x256xf32> into tensor<2x8x8x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [2, 8, 8, 32] : tensor<2x8x256xf32> into tensor<2x8x8x32xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_26 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 32] : tensor<1x8x32xf32> into tensor<1x1x8x32xf32>
    %expanded_27 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 32] : tensor<1x8x32xf32> into tensor<1x1x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_26 : tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 8, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x32xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_21[0, 0, 0, 16] [2, 8, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x32xf32> to tensor<2x8x8x16xf32>
    %37 = tensor.empty() : tensor<2x8x8x16xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<2x8x8x16xf32>) outs(%37 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.negf %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x16xf32>
    %concat_30 = tensor.concat dim(3) %38, %extracted_slice_28 : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_27 : tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %40 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23, %expanded_26 : tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_23[0, 0, 0, 0] [2, 8, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x32xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_32 = tensor.extract_slice %transposed_23[0, 0, 0, 16] [2, 8, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x32xf32> to tensor<2x8x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<2x8x8x16xf32>) outs(%37 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.negf %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x16xf32>
    %concat_33 = tensor.concat dim(3) %42, %extracted_slice_31 : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %expanded_27 : tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %44 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %45 = tensor.empty() : tensor<2x1x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map12, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %cst_3, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%45 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_95: f32, %in_96: f32, %out: f32):
      %153 = arith.select %in, %in_95, %in_96 : f32
      linalg.yield %153 : f32
    } -> tensor<2x1x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_6 : f64 to f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x8x32xf32>
    %48 = tensor.empty() : tensor<2x8x32x8xf32>
    %transposed_34 = linalg.transpose ins(%44 : tensor<2x8x8x32xf32>) outs(%48 : tensor<2x8x32x8xf32>) permutation = [0, 1, 3, 2] 
    %49 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<2x8x32x8xf32>) outs(%48 : tensor<2x8x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_6 : f64 to f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32x8xf32>
    %collapsed_35 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<2x8x8x32xf32> into tensor<16x8x32xf32>
    %collapsed_36 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<2x8x32x8xf32> into tensor<16x32x8xf32>
    %50 = tensor.empty() : tensor<16x8x8xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %52 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<16x8x32xf32>, tensor<16x32x8xf32>) outs(%51 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_37 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 8, 8, 8] : tensor<16x8x8xf32> into tensor<2x8x8x8xf32>
    %53 = tensor.empty() : tensor<2x8x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37, %46 : tensor<2x8x8x8xf32>, tensor<2x1x8x8xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %55 = tensor.empty() : tensor<2x8x8xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<2x8x8xi64>) -> tensor<2x8x8xi64>
    %57 = tensor.empty() : tensor<2x8x8xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %59:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x8x8x8xf32>) outs(%58, %56 : tensor<2x8x8xf32>, tensor<2x8x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_95: i64):
      %153 = linalg.index 3 : index
      %154 = arith.index_cast %153 : index to i64
      %155 = arith.maximumf %in, %out : f32
      %156 = arith.cmpf ogt, %in, %out : f32
      %157 = arith.select %156, %154, %out_95 : i64
      linalg.yield %155, %157 : f32, i64
    } -> (tensor<2x8x8xf32>, tensor<2x8x8xi64>)
    %expanded_38 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [2, 8, 8, 1] : tensor<2x8x8xf32> into tensor<2x8x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_38 : tensor<2x8x8x8xf32>, tensor<2x8x8x1xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.subf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x8x8x8xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.exp %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %62 = tensor.empty() : tensor<2x8x8x1xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<2x8x8x8xf32>) outs(%63 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<2x8x8x8xf32>, tensor<2x8x8x1xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.divf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %66 = tensor.empty() : tensor<2x8x8x8xi1>
    %67 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<2x8x8x8xf32>) outs(%66 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %153 = arith.extf %in : f32 to f64
      %154 = arith.cmpf oeq, %153, %cst_7 : f64
      linalg.yield %154 : i1
    } -> tensor<2x8x8x8xi1>
    %68 = tensor.empty() : tensor<2x8x8x1xi1>
    %69 = linalg.fill ins(%true : i1) outs(%68 : tensor<2x8x8x1xi1>) -> tensor<2x8x8x1xi1>
    %70 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x8x8xi1>) outs(%69 : tensor<2x8x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %153 = arith.andi %in, %out : i1
      linalg.yield %153 : i1
    } -> tensor<2x8x8x1xi1>
    %71 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %cst_2, %65 : tensor<2x8x8x1xi1>, tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_95: f32, %in_96: f32, %out: f32):
      %153 = arith.select %in, %in_95, %in_96 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x8x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<2x8x8x32xf32> into tensor<16x8x32xf32>
    %72 = tensor.empty() : tensor<16x8x32xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<16x8x32xf32>) -> tensor<16x8x32xf32>
    %74 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<16x8x8xf32>, tensor<16x8x32xf32>) outs(%73 : tensor<16x8x32xf32>) -> tensor<16x8x32xf32>
    %expanded_41 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [2, 8, 8, 32] : tensor<16x8x32xf32> into tensor<2x8x8x32xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) permutation = [0, 2, 1, 3] 
    %75 = tensor.empty() : tensor<256x256xf32>
    %transposed_43 = linalg.transpose ins(%arg1 : tensor<256x256xf32>) outs(%75 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2, 3]] : tensor<2x8x8x32xf32> into tensor<16x256xf32>
    %76 = tensor.empty() : tensor<16x256xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %78 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<16x256xf32>, tensor<256x256xf32>) outs(%77 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_45 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_45 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.divf %in, %cst_10 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_8 : f64 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.rsqrt %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %86 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %85 : tensor<256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %87 = tensor.empty() : tensor<256x2048xf32>
    %transposed_46 = linalg.transpose ins(%arg3 : tensor<2048x256xf32>) outs(%87 : tensor<256x2048xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %88 = tensor.empty() : tensor<16x2048xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<16x2048xf32>) -> tensor<16x2048xf32>
    %90 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<16x256xf32>, tensor<256x2048xf32>) outs(%89 : tensor<16x2048xf32>) -> tensor<16x2048xf32>
    %expanded_48 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 8, 2048] : tensor<16x2048xf32> into tensor<2x8x2048xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_48[0, 0, 0] [2, 8, 1024] [1, 1, 1] : tensor<2x8x2048xf32> to tensor<2x8x1024xf32>
    %extracted_slice_50 = tensor.extract_slice %expanded_48[0, 0, 1024] [2, 8, 1024] [1, 1, 1] : tensor<2x8x2048xf32> to tensor<2x8x1024xf32>
    %91 = tensor.empty() : tensor<2x8x1024xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_49 : tensor<2x8x1024xf32>) outs(%91 : tensor<2x8x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.negf %in : f32
      %154 = math.exp %153 : f32
      %155 = arith.addf %154, %cst_1 : f32
      %156 = arith.divf %cst_1, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x8x1024xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_49, %92 : tensor<2x8x1024xf32>, tensor<2x8x1024xf32>) outs(%91 : tensor<2x8x1024xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1024xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_50, %93 : tensor<2x8x1024xf32>, tensor<2x8x1024xf32>) outs(%91 : tensor<2x8x1024xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1024xf32>
    %95 = tensor.empty() : tensor<1024x256xf32>
    %transposed_51 = linalg.transpose ins(%arg4 : tensor<256x1024xf32>) outs(%95 : tensor<1024x256xf32>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x8x1024xf32> into tensor<16x1024xf32>
    %96 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<16x1024xf32>, tensor<1024x256xf32>) outs(%77 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_53 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %expanded_53 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.divf %in, %cst_10 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_8 : f64 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.rsqrt %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %104 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %103 : tensor<256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %transposed_54 = linalg.transpose ins(%arg8 : tensor<768x256xf32>) outs(%31 : tensor<256x768xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %105 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<16x256xf32>, tensor<256x768xf32>) outs(%33 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %expanded_56 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [2, 8, 768] : tensor<16x768xf32> into tensor<2x8x768xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_56[0, 0, 0] [2, 8, 256] [1, 1, 1] : tensor<2x8x768xf32> to tensor<2x8x256xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_56[0, 0, 256] [2, 8, 256] [1, 1, 1] : tensor<2x8x768xf32> to tensor<2x8x256xf32>
    %extracted_slice_59 = tensor.extract_slice %expanded_56[0, 0, 512] [2, 8, 256] [1, 1, 1] : tensor<2x8x768xf32> to tensor<2x8x256xf32>
    %expanded_60 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [2, 8, 8, 32] : tensor<2x8x256xf32> into tensor<2x8x8x32xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_62 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2, 3]] output_shape [2, 8, 8, 32] : tensor<2x8x256xf32> into tensor<2x8x8x32xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_64 = tensor.expand_shape %extracted_slice_59 [[0], [1], [2, 3]] output_shape [2, 8, 8, 32] : tensor<2x8x256xf32> into tensor<2x8x8x32xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) permutation = [0, 2, 1, 3] 
    %106 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_61, %expanded_26 : tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %extracted_slice_66 = tensor.extract_slice %transposed_61[0, 0, 0, 0] [2, 8, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x32xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_67 = tensor.extract_slice %transposed_61[0, 0, 0, 16] [2, 8, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x32xf32> to tensor<2x8x8x16xf32>
    %107 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67 : tensor<2x8x8x16xf32>) outs(%37 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.negf %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x16xf32>
    %concat_68 = tensor.concat dim(3) %107, %extracted_slice_66 : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_68, %expanded_27 : tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %110 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_26 : tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %extracted_slice_69 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [2, 8, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x32xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_70 = tensor.extract_slice %transposed_63[0, 0, 0, 16] [2, 8, 8, 16] [1, 1, 1, 1] : tensor<2x8x8x32xf32> to tensor<2x8x8x16xf32>
    %111 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_70 : tensor<2x8x8x16xf32>) outs(%37 : tensor<2x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.negf %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x16xf32>
    %concat_71 = tensor.concat dim(3) %111, %extracted_slice_69 : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_71, %expanded_27 : tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %112 : tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_6 : f64 to f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x8x32xf32>
    %transposed_72 = linalg.transpose ins(%113 : tensor<2x8x8x32xf32>) outs(%48 : tensor<2x8x32x8xf32>) permutation = [0, 1, 3, 2] 
    %115 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_72 : tensor<2x8x32x8xf32>) outs(%48 : tensor<2x8x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_6 : f64 to f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32x8xf32>
    %collapsed_73 = tensor.collapse_shape %114 [[0, 1], [2], [3]] : tensor<2x8x8x32xf32> into tensor<16x8x32xf32>
    %collapsed_74 = tensor.collapse_shape %115 [[0, 1], [2], [3]] : tensor<2x8x32x8xf32> into tensor<16x32x8xf32>
    %116 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<16x8x32xf32>, tensor<16x32x8xf32>) outs(%51 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_75 = tensor.expand_shape %116 [[0, 1], [2], [3]] output_shape [2, 8, 8, 8] : tensor<16x8x8xf32> into tensor<2x8x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %46 : tensor<2x8x8x8xf32>, tensor<2x1x8x8xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %118:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x8x8xf32>) outs(%58, %56 : tensor<2x8x8xf32>, tensor<2x8x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_95: i64):
      %153 = linalg.index 3 : index
      %154 = arith.index_cast %153 : index to i64
      %155 = arith.maximumf %in, %out : f32
      %156 = arith.cmpf ogt, %in, %out : f32
      %157 = arith.select %156, %154, %out_95 : i64
      linalg.yield %155, %157 : f32, i64
    } -> (tensor<2x8x8xf32>, tensor<2x8x8xi64>)
    %expanded_76 = tensor.expand_shape %118#0 [[0], [1], [2, 3]] output_shape [2, 8, 8, 1] : tensor<2x8x8xf32> into tensor<2x8x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_76 : tensor<2x8x8x8xf32>, tensor<2x8x8x1xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.subf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x8x8xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.exp %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<2x8x8x8xf32>) outs(%63 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %121 : tensor<2x8x8x8xf32>, tensor<2x8x8x1xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.divf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x8x8xf32>) outs(%66 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %153 = arith.extf %in : f32 to f64
      %154 = arith.cmpf oeq, %153, %cst_7 : f64
      linalg.yield %154 : i1
    } -> tensor<2x8x8x8xi1>
    %124 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<2x8x8x8xi1>) outs(%69 : tensor<2x8x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %153 = arith.andi %in, %out : i1
      linalg.yield %153 : i1
    } -> tensor<2x8x8x1xi1>
    %125 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %cst_2, %122 : tensor<2x8x8x1xi1>, tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%53 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_95: f32, %in_96: f32, %out: f32):
      %153 = arith.select %in, %in_95, %in_96 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x8x8xf32>
    %collapsed_77 = tensor.collapse_shape %125 [[0, 1], [2], [3]] : tensor<2x8x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_78 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<2x8x8x32xf32> into tensor<16x8x32xf32>
    %126 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<16x8x8xf32>, tensor<16x8x32xf32>) outs(%73 : tensor<16x8x32xf32>) -> tensor<16x8x32xf32>
    %expanded_79 = tensor.expand_shape %126 [[0, 1], [2], [3]] output_shape [2, 8, 8, 32] : tensor<16x8x32xf32> into tensor<2x8x8x32xf32>
    %transposed_80 = linalg.transpose ins(%expanded_79 : tensor<2x8x8x32xf32>) outs(%35 : tensor<2x8x8x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_81 = linalg.transpose ins(%arg7 : tensor<256x256xf32>) outs(%75 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %transposed_80 [[0, 1], [2, 3]] : tensor<2x8x8x32xf32> into tensor<16x256xf32>
    %127 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<16x256xf32>, tensor<256x256xf32>) outs(%77 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_83 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %expanded_83 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.divf %in, %cst_10 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_8 : f64 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.rsqrt %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %133 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %135 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %134 : tensor<256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %transposed_84 = linalg.transpose ins(%arg9 : tensor<2048x256xf32>) outs(%87 : tensor<256x2048xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %136 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<16x256xf32>, tensor<256x2048xf32>) outs(%89 : tensor<16x2048xf32>) -> tensor<16x2048xf32>
    %expanded_86 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [2, 8, 2048] : tensor<16x2048xf32> into tensor<2x8x2048xf32>
    %extracted_slice_87 = tensor.extract_slice %expanded_86[0, 0, 0] [2, 8, 1024] [1, 1, 1] : tensor<2x8x2048xf32> to tensor<2x8x1024xf32>
    %extracted_slice_88 = tensor.extract_slice %expanded_86[0, 0, 1024] [2, 8, 1024] [1, 1, 1] : tensor<2x8x2048xf32> to tensor<2x8x1024xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_87 : tensor<2x8x1024xf32>) outs(%91 : tensor<2x8x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.negf %in : f32
      %154 = math.exp %153 : f32
      %155 = arith.addf %154, %cst_1 : f32
      %156 = arith.divf %cst_1, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x8x1024xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_87, %137 : tensor<2x8x1024xf32>, tensor<2x8x1024xf32>) outs(%91 : tensor<2x8x1024xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1024xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_88, %138 : tensor<2x8x1024xf32>, tensor<2x8x1024xf32>) outs(%91 : tensor<2x8x1024xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1024xf32>
    %transposed_89 = linalg.transpose ins(%arg10 : tensor<256x1024xf32>) outs(%95 : tensor<1024x256xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<2x8x1024xf32> into tensor<16x1024xf32>
    %140 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<16x1024xf32>, tensor<1024x256xf32>) outs(%77 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %expanded_91 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %expanded_91 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.addf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<2x8x256xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.divf %in, %cst_10 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_8 : f64 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.rsqrt %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %146 : tensor<2x8x256xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %148 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %147 : tensor<256xf32>, tensor<2x8x256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %153 = arith.mulf %in, %in_95 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x256xf32>
    %149 = tensor.empty() : tensor<256x64xf32>
    %transposed_92 = linalg.transpose ins(%arg14 : tensor<64x256xf32>) outs(%149 : tensor<256x64xf32>) permutation = [1, 0] 
    %collapsed_93 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    %150 = tensor.empty() : tensor<16x64xf32>
    %151 = linalg.fill ins(%cst : f32) outs(%150 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %152 = linalg.matmul ins(%collapsed_93, %transposed_92 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%151 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_94 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_94 : tensor<2x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
