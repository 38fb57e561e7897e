// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program llama_sgd_step: one training step of transformers
//     LlamaForCausalLM(LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64,
//     num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4,
//     max_position_embeddings=16, tie_word_embeddings=False, use_cache=False),
//     attn_implementation='eager'), random weights, every parameter trained (embeddings included):
//     loss = model(input_ids [2x8], attention_mask=ones, labels [2x8]).loss (shifted
//     cross-entropy, mean), gradients by torch.func.grad_and_value, then SGD (lr=0.01, no
//     momentum, no weight decay): w' = w - lr * g; forward, backward and update in one graph,
//     traced by make_fx with torch-mlir's decompositions, in-place ops rewritten out of place.
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
// %arg22 labels [2x8xi64]
// Results: the loss [f32], then the 21 updated parameters in argument order
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1) -> (d0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0) -> (d0, 0)>
#map21 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map22 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @llama_sgd_step(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<2x8xi64>, %arg22: tensor<2x8xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 1.000000e-02 : f64
    %cst_7 = arith.constant dense<true> : tensor<8x1xi1>
    %cst_8 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_9 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %true = arith.constant true
    %cst_12 = arith.constant 3.200000e+01 : f32
    %cst_13 = arith.constant -5.000000e-01 : f32
    %cst_14 = arith.constant 2.000000e+00 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c1_i64 = arith.constant 1 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_15 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_17 = arith.constant -1.000000e+00 : f32
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %402 = arith.index_cast %in : i64 to index
      %403 = linalg.index 2 : index
      %404 = arith.cmpi slt, %402, %c64 : index
      cf.assert %404, "index must be smaller than dim size"
      %405 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %405, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%402, %403] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %402 = linalg.index 0 : index
      %403 = arith.index_cast %402 : index to i64
      linalg.yield %403 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %402 = linalg.index 0 : index
      %403 = arith.index_cast %402 : index to i64
      linalg.yield %403 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %6 = tensor.empty() : tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded : tensor<8xi64>, tensor<8x1xi64>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_210: i64, %out: i1):
      %402 = arith.cmpi sle, %in, %in_210 : i64
      linalg.yield %402 : i1
    } -> tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_7, %7 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_210: i1, %out: i1):
      %402 = arith.andi %in, %in_210 : i1
      linalg.yield %402 : i1
    } -> tensor<8x8xi1>
    %expanded_19 = tensor.expand_shape %5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<2x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_19, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_210: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_20 = tensor.expand_shape %10 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %11 = tensor.empty() : tensor<2x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %expanded_20 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%11 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_210: i1, %out: i1):
      %402 = arith.andi %in, %in_210 : i1
      linalg.yield %402 : i1
    } -> tensor<2x8x8xi1>
    %expanded_21 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %cst_2, %cst_8 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_210: f32, %in_211: f32, %out: f32):
      %402 = arith.select %in, %in_210, %in_211 : f32
      linalg.yield %402 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_22 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_23 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %15 = tensor.empty() : tensor<1x1x8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<1x1x8xi64>) outs(%15 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %402 = arith.sitofp %in : i64 to f32
      linalg.yield %402 : f32
    } -> tensor<1x1x8xf32>
    %17 = tensor.empty() : tensor<1x4x8xf32>
    %18 = linalg.fill ins(%cst_15 : f32) outs(%17 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %19 = linalg.batch_matmul ins(%expanded_22, %16 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%18 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %20 = tensor.empty() : tensor<1x8x4xf32>
    %transposed = linalg.transpose ins(%19 : tensor<1x4x8xf32>) outs(%20 : tensor<1x8x4xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %21 = tensor.empty() : tensor<1x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%21 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.cos %in : f32
      linalg.yield %402 : f32
    } -> tensor<1x8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%21 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.sin %in : f32
      linalg.yield %402 : f32
    } -> tensor<1x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %25 = tensor.empty() : tensor<2x8x1xf32>
    %26 = linalg.fill ins(%cst_15 : f32) outs(%25 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_4 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %30 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %31 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %33 = tensor.empty() : tensor<32x32xf32>
    %transposed_24 = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %34 = tensor.empty() : tensor<16x32xf32>
    %35 = linalg.fill ins(%cst_15 : f32) outs(%34 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %36 = linalg.matmul ins(%collapsed, %transposed_24 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_25 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %37 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_27 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %38 = linalg.matmul ins(%collapsed, %transposed_27 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_28 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_30 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_31 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_33 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_34 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26, %expanded_33 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_26[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_35 = tensor.extract_slice %transposed_26[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %41 = tensor.empty() : tensor<2x4x8x4xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_35 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_36 = tensor.concat dim(3) %42, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_36, %expanded_34 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29, %expanded_33 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_37 = tensor.extract_slice %transposed_29[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_38 = tensor.extract_slice %transposed_29[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_38 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_39 = tensor.concat dim(3) %46, %extracted_slice_37 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_39, %expanded_34 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %47 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_40 = linalg.transpose ins(%48 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_41 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %49 = tensor.empty() : tensor<8x8x8xf32>
    %50 = linalg.fill ins(%cst_15 : f32) outs(%49 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_43 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %54 = tensor.empty() : tensor<2x4x8xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %56 = tensor.empty() : tensor<2x4x8xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %58:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x8x8xf32>) outs(%57, %55 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_210: i64):
      %402 = linalg.index 3 : index
      %403 = arith.index_cast %402 : index to i64
      %404 = arith.maximumf %in, %out : f32
      %405 = arith.cmpf ogt, %in, %out : f32
      %406 = arith.select %405, %403, %out_210 : i64
      linalg.yield %404, %406 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_44 = tensor.expand_shape %58#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_44 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.exp %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %61 = tensor.empty() : tensor<2x4x8x1xf32>
    %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.divf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %65 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_47 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %66 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %67 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_51 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_51 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_4 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %73 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %75 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %74 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %76 = tensor.empty() : tensor<32x64xf32>
    %transposed_52 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %75 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %77 = tensor.empty() : tensor<16x64xf32>
    %78 = linalg.fill ins(%cst_15 : f32) outs(%77 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_54 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %80 = tensor.empty() : tensor<2x8x64xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      %403 = math.exp %402 : f32
      %404 = arith.addf %403, %cst_1 : f32
      %405 = arith.divf %cst_1, %404 : f32
      linalg.yield %405 : f32
    } -> tensor<2x8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %81 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %transposed_55 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %83 = linalg.matmul ins(%collapsed_53, %transposed_55 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_56 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_56 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %85 = tensor.empty() : tensor<64x32xf32>
    %transposed_57 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%85 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %86 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_59 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_59 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_4 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %92 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %94 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %93 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %transposed_60 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %95 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_62 = tensor.expand_shape %95 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_61, %transposed_64 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_65 = tensor.expand_shape %96 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %97 = linalg.matmul ins(%collapsed_61, %transposed_67 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_68 = tensor.expand_shape %97 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %98 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_33 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_70 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_71 = tensor.extract_slice %transposed_63[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %99 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_72 = tensor.concat dim(3) %99, %extracted_slice_70 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_34 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_66, %expanded_33 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_73 = tensor.extract_slice %transposed_66[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_74 = tensor.extract_slice %transposed_66[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %103 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_74 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_75 = tensor.concat dim(3) %103, %extracted_slice_73 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_75, %expanded_34 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_76 = linalg.transpose ins(%105 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_77 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_78 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %106 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_79 = tensor.expand_shape %106 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %109:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<2x4x8x8xf32>) outs(%57, %55 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_210: i64):
      %402 = linalg.index 3 : index
      %403 = arith.index_cast %402 : index to i64
      %404 = arith.maximumf %in, %out : f32
      %405 = arith.cmpf ogt, %in, %out : f32
      %406 = arith.select %405, %403, %out_210 : i64
      linalg.yield %404, %406 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_80 = tensor.expand_shape %109#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_80 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.exp %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.divf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_81 = tensor.collapse_shape %113 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_82 = tensor.collapse_shape %transposed_69 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %114 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_83 = tensor.expand_shape %114 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_85 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_86 = tensor.collapse_shape %transposed_84 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %115 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_87 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %expanded_87 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_4 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %121 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %122 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %transposed_88 = linalg.transpose ins(%arg14 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_89 = tensor.collapse_shape %123 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %124 = linalg.matmul ins(%collapsed_89, %transposed_88 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_90 = tensor.expand_shape %124 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      %403 = math.exp %402 : f32
      %404 = arith.addf %403, %cst_1 : f32
      %405 = arith.divf %cst_1, %404 : f32
      linalg.yield %405 : f32
    } -> tensor<2x8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %125 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %transposed_91 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %127 = linalg.matmul ins(%collapsed_89, %transposed_91 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_92 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %expanded_92 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %transposed_93 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%85 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_94 = tensor.collapse_shape %128 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %129 = linalg.matmul ins(%collapsed_94, %transposed_93 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_95 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %expanded_95 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_4 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %136 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %transposed_96 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %138 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %arg22 low[0, 0] high[0, 1] {
    ^bb0(%arg23: index, %arg24: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_98 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_99 = tensor.collapse_shape %extracted_slice_98 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %139 = tensor.empty() : tensor<16xi64>
    %140 = linalg.fill ins(%c0_i64 : i64) outs(%139 : tensor<16xi64>) -> tensor<16xi64>
    %141 = tensor.empty() : tensor<16xf32>
    %142 = linalg.fill ins(%cst_0 : f32) outs(%141 : tensor<16xf32>) -> tensor<16xf32>
    %143:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%138 : tensor<16x64xf32>) outs(%142, %140 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_210: i64):
      %402 = linalg.index 1 : index
      %403 = arith.index_cast %402 : index to i64
      %404 = arith.maximumf %in, %out : f32
      %405 = arith.cmpf ogt, %in, %out : f32
      %406 = arith.select %405, %403, %out_210 : i64
      linalg.yield %404, %406 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_100 = tensor.expand_shape %143#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %144 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%138, %expanded_100 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.exp %in : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %146 = tensor.empty() : tensor<16x1xf32>
    %147 = linalg.fill ins(%cst_15 : f32) outs(%146 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%145 : tensor<16x64xf32>) outs(%147 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<16x1xf32>) outs(%146 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.log %in : f32
      linalg.yield %402 : f32
    } -> tensor<16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%144, %149 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %151 = tensor.empty() : tensor<16xi1>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_99 : tensor<16xi64>) outs(%151 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<16xi1>
    %153 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%152, %collapsed_99, %cst_18 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%139 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_210: i64, %in_211: i64, %out: i64):
      %402 = arith.select %in, %in_210, %in_211 : i64
      linalg.yield %402 : i64
    } -> tensor<16xi64>
    %expanded_101 = tensor.expand_shape %153 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %154 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_101 : tensor<16x1xi64>) outs(%147 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %402 = linalg.index 0 : index
      %403 = arith.index_cast %in : i64 to index
      %404 = arith.cmpi slt, %403, %c64 : index
      cf.assert %404, "index must be smaller than dim size"
      %405 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %405, "index must be larger or equal to 0"
      %extracted = tensor.extract %150[%402, %403] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_102 = tensor.collapse_shape %154 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_102 : tensor<16xf32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<16xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%152, %155, %cst_2 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_210: f32, %in_211: f32, %out: f32):
      %402 = arith.select %in, %in_210, %in_211 : f32
      linalg.yield %402 : f32
    } -> tensor<16xf32>
    %157 = tensor.empty() : tensor<i64>
    %158 = linalg.fill ins(%c0_i64 : i64) outs(%157 : tensor<i64>) -> tensor<i64>
    %159 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%152 : tensor<16xi1>) outs(%158 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %402 = arith.extui %in : i1 to i64
      %403 = arith.addi %402, %out : i64
      linalg.yield %403 : i64
    } -> tensor<i64>
    %160 = tensor.empty() : tensor<f32>
    %161 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%159 : tensor<i64>) outs(%160 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %402 = arith.sitofp %in : i64 to f32
      linalg.yield %402 : f32
    } -> tensor<f32>
    %162 = linalg.fill ins(%cst_15 : f32) outs(%160 : tensor<f32>) -> tensor<f32>
    %163 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%156 : tensor<16xf32>) outs(%162 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<f32>
    %164 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%163, %161 : tensor<f32>, tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.divf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<f32>
    %165 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_9, %161 : tensor<f32>, tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.divf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<f32>
    %expanded_103 = tensor.expand_shape %collapsed_99 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %166 = tensor.empty() : tensor<16x1xi1>
    %167 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_103 : tensor<16x1xi64>) outs(%166 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<16x1xi1>
    %168 = tensor.empty() : tensor<16x1xi64>
    %169 = linalg.generic {indexing_maps = [#map5, #map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%167, %expanded_103, %cst_18 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%168 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_210: i64, %in_211: i64, %out: i64):
      %402 = arith.select %in, %in_210, %in_211 : i64
      linalg.yield %402 : i64
    } -> tensor<16x1xi64>
    %170 = linalg.fill ins(%c0_i64 : i64) outs(%168 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %171 = linalg.fill ins(%cst_15 : f32) outs(%141 : tensor<16xf32>) -> tensor<16xf32>
    %172:3 = linalg.generic {indexing_maps = [#map20, #map20, #map2], iterator_types = ["parallel"]} outs(%170, %170, %171 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_210: i64, %out_211: f32):
      %402 = linalg.index 0 : index
      %403 = arith.remsi %402, %c16 : index
      %extracted = tensor.extract %169[%403, %c0] : tensor<16x1xi64>
      %404 = arith.index_cast %403 : index to i64
      linalg.yield %404, %extracted, %cst_17 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %173 = tensor.empty() : tensor<16x2xi64>
    %174 = linalg.fill ins(%c0_i64 : i64) outs(%173 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %172#0 into %174[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_104 = tensor.insert_slice %172#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %175 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%172#2, %inserted_slice_104 : tensor<16xf32>, tensor<16x2xi64>) outs(%cst : tensor<16x64xf32>) {
    ^bb0(%arg23: f32, %arg24: f32):
      tm_tensor.yield %arg23 : f32
    } -> tensor<16x64xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map19, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%167, %165, %cst_2 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%146 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_210: f32, %in_211: f32, %out: f32):
      %402 = arith.select %in, %in_210, %in_211 : f32
      linalg.yield %402 : f32
    } -> tensor<16x1xf32>
    %177 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%175, %176 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %178 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.exp %in : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %179 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%177 : tensor<16x64xf32>) outs(%147 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<16x1xf32>
    %180 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%178, %179 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %181 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%177, %180 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %182 = tensor.empty() : tensor<64x16xf32>
    %transposed_105 = linalg.transpose ins(%181 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %183 = linalg.fill ins(%cst_15 : f32) outs(%85 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %184 = linalg.matmul ins(%transposed_105, %collapsed_97 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %185 = linalg.matmul ins(%181, %arg20 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_106 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %arg19 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %136 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %188 = tensor.empty() : tensor<1x1x32xf32>
    %189 = linalg.fill ins(%cst_15 : f32) outs(%188 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%187 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_107 = tensor.collapse_shape %190 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %130 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %135 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_13 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_108 = tensor.collapse_shape %196 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_108 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %200 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %201 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_109 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %203 = tensor.empty() : tensor<32x16xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_109 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %204 = linalg.fill ins(%cst_15 : f32) outs(%76 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %205 = linalg.matmul ins(%transposed_110, %collapsed_94 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%204 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %206 = linalg.matmul ins(%collapsed_109, %arg16 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_111 = tensor.expand_shape %206 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %126 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %expanded_92 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_112 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_112 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %209 = linalg.matmul ins(%transposed_113, %collapsed_89 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %210 = linalg.matmul ins(%collapsed_112, %arg15 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_114 = tensor.expand_shape %210 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_11, %125 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %211 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %cst_1 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %125 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %213 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_115 = tensor.collapse_shape %215 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_116 = linalg.transpose ins(%collapsed_115 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %216 = linalg.matmul ins(%transposed_116, %collapsed_89 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %217 = linalg.matmul ins(%collapsed_115, %arg14 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_117 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114, %expanded_117 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %arg18 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %122 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%220 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_118 = tensor.collapse_shape %221 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %116 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %121 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %223 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_13 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %226 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_119 = tensor.collapse_shape %228 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_119 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %232 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %233 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_120 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %235 = linalg.fill ins(%cst_15 : f32) outs(%33 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %236 = linalg.matmul ins(%transposed_121, %collapsed_86 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %237 = linalg.matmul ins(%collapsed_120, %arg13 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_122 = tensor.expand_shape %237 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_123 = linalg.transpose ins(%expanded_122 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_124 = tensor.collapse_shape %transposed_123 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_125 = linalg.transpose ins(%collapsed_81 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %238 = linalg.batch_matmul ins(%transposed_125, %collapsed_124 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_82 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %239 = linalg.batch_matmul ins(%collapsed_124, %transposed_126 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_127 = tensor.expand_shape %238 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_128 = tensor.expand_shape %239 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %240 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_128, %113 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %241 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%240 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x1xf32>
    %242 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %241 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %243 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %242 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %244 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_129 = tensor.collapse_shape %244 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_77 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %245 = linalg.batch_matmul ins(%transposed_130, %collapsed_129 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_78 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %246 = linalg.batch_matmul ins(%collapsed_129, %transposed_131 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_132 = tensor.expand_shape %245 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_133 = tensor.expand_shape %246 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_134 = linalg.transpose ins(%expanded_132 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %247 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_134, %expanded_34 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_135 = tensor.extract_slice %247[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_136 = tensor.extract_slice %247[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %248 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_137 = tensor.insert_slice %248 into %cst_10[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_138 = tensor.insert_slice %extracted_slice_136 into %cst_10[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %249 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_137, %inserted_slice_138 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %250 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_134, %expanded_33 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %251 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %250 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %252 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133, %expanded_34 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_139 = tensor.extract_slice %252[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_140 = tensor.extract_slice %252[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %253 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_141 = tensor.insert_slice %253 into %cst_10[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_142 = tensor.insert_slice %extracted_slice_140 into %cst_10[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %254 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_141, %inserted_slice_142 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133, %expanded_33 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %256 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %255 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_143 = linalg.transpose ins(%expanded_127 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_144 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%transposed_145, %collapsed_61 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %258 = linalg.matmul ins(%collapsed_144, %arg12 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_146 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %transposed_147 = linalg.transpose ins(%251 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_149 = linalg.transpose ins(%collapsed_148 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %259 = linalg.matmul ins(%transposed_149, %collapsed_61 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %260 = linalg.matmul ins(%collapsed_148, %arg11 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_150 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146, %expanded_150 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %transposed_151 = linalg.transpose ins(%256 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %262 = linalg.matmul ins(%transposed_153, %collapsed_61 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %263 = linalg.matmul ins(%collapsed_152, %arg10 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_154 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %expanded_154 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %arg17 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %93 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%266 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_155 = tensor.collapse_shape %267 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %87 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %92 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %269 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_13 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %272 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_156 = tensor.collapse_shape %274 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_156 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %278 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %279 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_157 = tensor.collapse_shape %280 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %281 = linalg.matmul ins(%transposed_158, %collapsed_58 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%204 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %282 = linalg.matmul ins(%collapsed_157, %arg7 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_159 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %82 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %expanded_56 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_160 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %285 = linalg.matmul ins(%transposed_161, %collapsed_53 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %286 = linalg.matmul ins(%collapsed_160, %arg6 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_162 = tensor.expand_shape %286 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_11, %81 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %287 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %cst_1 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %81 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %289 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_163 = tensor.collapse_shape %291 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_163 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %292 = linalg.matmul ins(%transposed_164, %collapsed_53 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %293 = linalg.matmul ins(%collapsed_163, %arg5 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_165 = tensor.expand_shape %293 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %expanded_165 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %74 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%296 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_166 = tensor.collapse_shape %297 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %68 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %73 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%298 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %299 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_13 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %302 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_167 = tensor.collapse_shape %304 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_167 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %308 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %309 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_168 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_168 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %311 = linalg.matmul ins(%transposed_169, %collapsed_50 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %312 = linalg.matmul ins(%collapsed_168, %arg4 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_170 = tensor.expand_shape %312 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_172 = tensor.collapse_shape %transposed_171 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_45 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %313 = linalg.batch_matmul ins(%transposed_173, %collapsed_172 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_174 = linalg.transpose ins(%collapsed_46 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %314 = linalg.batch_matmul ins(%collapsed_172, %transposed_174 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_175 = tensor.expand_shape %313 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_176 = tensor.expand_shape %314 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %315 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_176, %64 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %316 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%315 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x1xf32>
    %317 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %316 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %318 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %317 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %319 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_177 = tensor.collapse_shape %319 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_178 = linalg.transpose ins(%collapsed_41 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %320 = linalg.batch_matmul ins(%transposed_178, %collapsed_177 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_179 = linalg.transpose ins(%collapsed_42 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %321 = linalg.batch_matmul ins(%collapsed_177, %transposed_179 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_180 = tensor.expand_shape %320 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_181 = tensor.expand_shape %321 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_182 = linalg.transpose ins(%expanded_180 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %322 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182, %expanded_34 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_183 = tensor.extract_slice %322[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_184 = tensor.extract_slice %322[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %323 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_183 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_185 = tensor.insert_slice %323 into %cst_10[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_186 = tensor.insert_slice %extracted_slice_184 into %cst_10[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %324 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_185, %inserted_slice_186 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %325 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182, %expanded_33 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %326 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %325 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %327 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_181, %expanded_34 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_187 = tensor.extract_slice %327[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_188 = tensor.extract_slice %327[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %328 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_187 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_189 = tensor.insert_slice %328 into %cst_10[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_190 = tensor.insert_slice %extracted_slice_188 into %cst_10[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %329 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_189, %inserted_slice_190 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %330 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_181, %expanded_33 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %331 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %330 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_191 = linalg.transpose ins(%expanded_175 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_192 = tensor.collapse_shape %transposed_191 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_193 = linalg.transpose ins(%collapsed_192 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %332 = linalg.matmul ins(%transposed_193, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %333 = linalg.matmul ins(%collapsed_192, %arg3 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_194 = tensor.expand_shape %333 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %transposed_195 = linalg.transpose ins(%326 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_196 = tensor.collapse_shape %transposed_195 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_197 = linalg.transpose ins(%collapsed_196 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %334 = linalg.matmul ins(%transposed_197, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %335 = linalg.matmul ins(%collapsed_196, %arg2 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_198 = tensor.expand_shape %335 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_194, %expanded_198 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %transposed_199 = linalg.transpose ins(%331 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_200 = tensor.collapse_shape %transposed_199 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_201 = linalg.transpose ins(%collapsed_200 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %337 = linalg.matmul ins(%transposed_201, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %338 = linalg.matmul ins(%collapsed_200, %arg1 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_202 = tensor.expand_shape %338 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %expanded_202 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %31 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%341 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_203 = tensor.collapse_shape %342 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %1 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %30 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %344 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_13 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %347 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_204 = tensor.collapse_shape %349 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_204 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_12 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %353 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.mulf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %354 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.addf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<2x8xi1>
    %expanded_205 = tensor.expand_shape %356 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %357 = linalg.generic {indexing_maps = [#map10, #map22, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_205, %cst_2, %355 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_210: f32, %in_211: f32, %out: f32):
      %402 = arith.select %in, %in_210, %in_211 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_206 = tensor.collapse_shape %arg21 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_207 = tensor.expand_shape %collapsed_206 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_208 = tensor.collapse_shape %357 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %expanded_209 = tensor.expand_shape %collapsed_208 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xf32> into tensor<16x1x32xf32>
    %358 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_209, %expanded_207 : tensor<16x1x32xf32>, tensor<16x1xi64>) outs(%cst_16 : tensor<64x32xf32>) {
    ^bb0(%arg23: f32, %arg24: f32):
      %402 = arith.addf %arg24, %arg23 : f32
      tm_tensor.yield %402 : f32
    } -> tensor<64x32xf32>
    %359 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%358 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<64x32xf32>
    %360 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0, %359 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<64x32xf32>
    %361 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%337 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x32xf32>
    %362 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg1, %361 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x32xf32>
    %363 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%334 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x32xf32>
    %364 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg2, %363 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x32xf32>
    %365 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%332 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x32xf32>
    %366 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg3, %365 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x32xf32>
    %367 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x32xf32>
    %368 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg4, %367 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x32xf32>
    %369 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<64x32xf32>
    %370 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg5, %369 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<64x32xf32>
    %371 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<64x32xf32>
    %372 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg6, %371 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<64x32xf32>
    %373 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%281 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x64xf32>
    %374 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7, %373 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x64xf32>
    %375 = tensor.empty() : tensor<32xf32>
    %376 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_203 : tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32xf32>
    %377 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %376 : tensor<32xf32>, tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32xf32>
    %378 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_166 : tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32xf32>
    %379 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %378 : tensor<32xf32>, tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32xf32>
    %380 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x32xf32>
    %381 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg10, %380 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x32xf32>
    %382 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x32xf32>
    %383 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg11, %382 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x32xf32>
    %384 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x32xf32>
    %385 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg12, %384 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x32xf32>
    %386 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x32xf32>
    %387 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13, %386 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x32xf32>
    %388 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<64x32xf32>
    %389 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg14, %388 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<64x32xf32>
    %390 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<64x32xf32>
    %391 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg15, %390 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<64x32xf32>
    %392 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%205 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32x64xf32>
    %393 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg16, %392 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32x64xf32>
    %394 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_155 : tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %394 : tensor<32xf32>, tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_118 : tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg18, %396 : tensor<32xf32>, tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_107 : tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<32xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %398 : tensor<32xf32>, tensor<32xf32>) outs(%375 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<32xf32>
    %400 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_6 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<64x32xf32>
    %401 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg20, %400 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %402 = arith.subf %in, %in_210 : f32
      linalg.yield %402 : f32
    } -> tensor<64x32xf32>
    return %164, %360, %362, %364, %366, %368, %370, %372, %374, %377, %379, %381, %383, %385, %387, %389, %391, %393, %395, %397, %399, %401 : tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
