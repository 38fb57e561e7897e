// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program llama_adam_step: one training step of transformers
//     LlamaForCausalLM(LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64,
//     num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4,
//     max_position_embeddings=16, tie_word_embeddings=False, use_cache=False),
//     attn_implementation='eager'), random weights, every parameter trained (embeddings included):
//     loss = model(input_ids [2x8], attention_mask=ones, labels [2x8]).loss (shifted
//     cross-entropy, mean), gradients by torch.func.grad_and_value, then Adam as torch.optim.Adam
//     computes it (lr=0.001, betas=(0.9, 0.999), eps=1e-08, no weight decay, bias-corrected; the
//     optimizer state exp_avg, exp_avg_sq and step are arguments and results); forward, backward
//     and update in one graph, traced by make_fx with torch-mlir's decompositions, in-place ops
//     rewritten out of place.
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
// %arg21 exp_avg.model.embed_tokens.weight [64x32xf32]
// %arg22 exp_avg.model.layers.0.self_attn.q_proj.weight [32x32xf32]
// %arg23 exp_avg.model.layers.0.self_attn.k_proj.weight [32x32xf32]
// %arg24 exp_avg.model.layers.0.self_attn.v_proj.weight [32x32xf32]
// %arg25 exp_avg.model.layers.0.self_attn.o_proj.weight [32x32xf32]
// %arg26 exp_avg.model.layers.0.mlp.gate_proj.weight [64x32xf32]
// %arg27 exp_avg.model.layers.0.mlp.up_proj.weight [64x32xf32]
// %arg28 exp_avg.model.layers.0.mlp.down_proj.weight [32x64xf32]
// %arg29 exp_avg.model.layers.0.input_layernorm.weight [32xf32]
// %arg30 exp_avg.model.layers.0.post_attention_layernorm.weight [32xf32]
// %arg31 exp_avg.model.layers.1.self_attn.q_proj.weight [32x32xf32]
// %arg32 exp_avg.model.layers.1.self_attn.k_proj.weight [32x32xf32]
// %arg33 exp_avg.model.layers.1.self_attn.v_proj.weight [32x32xf32]
// %arg34 exp_avg.model.layers.1.self_attn.o_proj.weight [32x32xf32]
// %arg35 exp_avg.model.layers.1.mlp.gate_proj.weight [64x32xf32]
// %arg36 exp_avg.model.layers.1.mlp.up_proj.weight [64x32xf32]
// %arg37 exp_avg.model.layers.1.mlp.down_proj.weight [32x64xf32]
// %arg38 exp_avg.model.layers.1.input_layernorm.weight [32xf32]
// %arg39 exp_avg.model.layers.1.post_attention_layernorm.weight [32xf32]
// %arg40 exp_avg.model.norm.weight [32xf32]
// %arg41 exp_avg.lm_head.weight [64x32xf32]
// %arg42 exp_avg_sq.model.embed_tokens.weight [64x32xf32]
// %arg43 exp_avg_sq.model.layers.0.self_attn.q_proj.weight [32x32xf32]
// %arg44 exp_avg_sq.model.layers.0.self_attn.k_proj.weight [32x32xf32]
// %arg45 exp_avg_sq.model.layers.0.self_attn.v_proj.weight [32x32xf32]
// %arg46 exp_avg_sq.model.layers.0.self_attn.o_proj.weight [32x32xf32]
// %arg47 exp_avg_sq.model.layers.0.mlp.gate_proj.weight [64x32xf32]
// %arg48 exp_avg_sq.model.layers.0.mlp.up_proj.weight [64x32xf32]
// %arg49 exp_avg_sq.model.layers.0.mlp.down_proj.weight [32x64xf32]
// %arg50 exp_avg_sq.model.layers.0.input_layernorm.weight [32xf32]
// %arg51 exp_avg_sq.model.layers.0.post_attention_layernorm.weight [32xf32]
// %arg52 exp_avg_sq.model.layers.1.self_attn.q_proj.weight [32x32xf32]
// %arg53 exp_avg_sq.model.layers.1.self_attn.k_proj.weight [32x32xf32]
// %arg54 exp_avg_sq.model.layers.1.self_attn.v_proj.weight [32x32xf32]
// %arg55 exp_avg_sq.model.layers.1.self_attn.o_proj.weight [32x32xf32]
// %arg56 exp_avg_sq.model.layers.1.mlp.gate_proj.weight [64x32xf32]
// %arg57 exp_avg_sq.model.layers.1.mlp.up_proj.weight [64x32xf32]
// %arg58 exp_avg_sq.model.layers.1.mlp.down_proj.weight [32x64xf32]
// %arg59 exp_avg_sq.model.layers.1.input_layernorm.weight [32xf32]
// %arg60 exp_avg_sq.model.layers.1.post_attention_layernorm.weight [32xf32]
// %arg61 exp_avg_sq.model.norm.weight [32xf32]
// %arg62 exp_avg_sq.lm_head.weight [64x32xf32]
// %arg63 step [f32]
// %arg64 input_ids [2x8xi64]
// %arg65 labels [2x8xi64]
// Results: the loss [f32], then the 21 updated parameters, the 21 updated exp_avg, the 21 updated
//     exp_avg_sq (each in argument order) and step + 1 [f32]
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
  func.func @llama_adam_step(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<64x32xf32>, %arg27: tensor<64x32xf32>, %arg28: tensor<32x64xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32x32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<64x32xf32>, %arg36: tensor<64x32xf32>, %arg37: tensor<32x64xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<64x32xf32>, %arg42: tensor<64x32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<64x32xf32>, %arg48: tensor<64x32xf32>, %arg49: tensor<32x64xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x32xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<64x32xf32>, %arg57: tensor<64x32xf32>, %arg58: tensor<32x64xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<64x32xf32>, %arg63: tensor<f32>, %arg64: tensor<2x8xi64>, %arg65: tensor<2x8xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 9.000000e-01 : f64
    %cst_7 = arith.constant 0.99899999999999999 : f64
    %cst_8 = arith.constant 0.099999999999999978 : f64
    %cst_9 = arith.constant 0.0010000000000000009 : f64
    %cst_10 = arith.constant 1.000000e-03 : f64
    %cst_11 = arith.constant 1.000000e-08 : f64
    %cst_12 = arith.constant dense<true> : tensor<8x1xi1>
    %cst_13 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_14 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_16 = arith.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %true = arith.constant true
    %cst_17 = arith.constant 3.200000e+01 : f32
    %cst_18 = arith.constant -5.000000e-01 : f32
    %cst_19 = arith.constant 2.000000e+00 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c1_i64 = arith.constant 1 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_20 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_21 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_22 = arith.constant -1.000000e+00 : f32
    %cst_23 = arith.constant dense<1> : tensor<i64>
    %cst_24 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %659 = arith.index_cast %in : i64 to index
      %660 = linalg.index 2 : index
      %661 = arith.cmpi slt, %659, %c64 : index
      cf.assert %661, "index must be smaller than dim size"
      %662 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %662, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%659, %660] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %659 = linalg.index 0 : index
      %660 = arith.index_cast %659 : index to i64
      linalg.yield %660 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %659 = linalg.index 0 : index
      %660 = arith.index_cast %659 : index to i64
      linalg.yield %660 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %6 = tensor.empty() : tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded : tensor<8xi64>, tensor<8x1xi64>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_216: i64, %out: i1):
      %659 = arith.cmpi sle, %in, %in_216 : i64
      linalg.yield %659 : i1
    } -> tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_12, %7 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %659 = arith.andi %in, %in_216 : i1
      linalg.yield %659 : i1
    } -> tensor<8x8xi1>
    %expanded_25 = tensor.expand_shape %5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<2x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_216: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_26 = tensor.expand_shape %10 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %11 = tensor.empty() : tensor<2x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %expanded_26 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%11 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %659 = arith.andi %in, %in_216 : i1
      linalg.yield %659 : i1
    } -> tensor<2x8x8xi1>
    %expanded_27 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %cst_2, %cst_13 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_216: f32, %in_217: f32, %out: f32):
      %659 = arith.select %in, %in_216, %in_217 : f32
      linalg.yield %659 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_28 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_29 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %15 = tensor.empty() : tensor<1x1x8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x1x8xi64>) outs(%15 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %659 = arith.sitofp %in : i64 to f32
      linalg.yield %659 : f32
    } -> tensor<1x1x8xf32>
    %17 = tensor.empty() : tensor<1x4x8xf32>
    %18 = linalg.fill ins(%cst_20 : f32) outs(%17 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %19 = linalg.batch_matmul ins(%expanded_28, %16 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%18 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %20 = tensor.empty() : tensor<1x8x4xf32>
    %transposed = linalg.transpose ins(%19 : tensor<1x4x8xf32>) outs(%20 : tensor<1x8x4xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %21 = tensor.empty() : tensor<1x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%21 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.cos %in : f32
      linalg.yield %659 : f32
    } -> tensor<1x8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%21 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sin %in : f32
      linalg.yield %659 : f32
    } -> tensor<1x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %25 = tensor.empty() : tensor<2x8x1xf32>
    %26 = linalg.fill ins(%cst_20 : f32) outs(%25 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_4 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.rsqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %30 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %31 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %33 = tensor.empty() : tensor<32x32xf32>
    %transposed_30 = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %34 = tensor.empty() : tensor<16x32xf32>
    %35 = linalg.fill ins(%cst_20 : f32) outs(%34 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %36 = linalg.matmul ins(%collapsed, %transposed_30 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_31 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %37 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_33 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %38 = linalg.matmul ins(%collapsed, %transposed_33 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_34 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_36 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_37 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_39 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_40 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_32, %expanded_39 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_32[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_41 = tensor.extract_slice %transposed_32[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %41 = tensor.empty() : tensor<2x4x8x4xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_41 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_42 = tensor.concat dim(3) %42, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_42, %expanded_40 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_35, %expanded_39 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_43 = tensor.extract_slice %transposed_35[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_44 = tensor.extract_slice %transposed_35[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_45 = tensor.concat dim(3) %46, %extracted_slice_43 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_45, %expanded_40 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %47 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_46 = linalg.transpose ins(%48 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_47 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_48 = tensor.collapse_shape %transposed_46 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %49 = tensor.empty() : tensor<8x8x8xf32>
    %50 = linalg.fill ins(%cst_20 : f32) outs(%49 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = linalg.batch_matmul ins(%collapsed_47, %collapsed_48 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_49 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_5 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %54 = tensor.empty() : tensor<2x4x8xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %56 = tensor.empty() : tensor<2x4x8xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %58:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x8x8xf32>) outs(%57, %55 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_216: i64):
      %659 = linalg.index 3 : index
      %660 = arith.index_cast %659 : index to i64
      %661 = arith.maximumf %in, %out : f32
      %662 = arith.cmpf ogt, %in, %out : f32
      %663 = arith.select %662, %660, %out_216 : i64
      linalg.yield %661, %663 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_50 = tensor.expand_shape %58#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_50 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.exp %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %61 = tensor.empty() : tensor<2x4x8x1xf32>
    %62 = linalg.fill ins(%cst_20 : f32) outs(%61 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_51 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_52 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %65 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_53 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %66 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %67 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_57 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_57 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_4 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.rsqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %73 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %75 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %74 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %76 = tensor.empty() : tensor<32x64xf32>
    %transposed_58 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %75 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %77 = tensor.empty() : tensor<16x64xf32>
    %78 = linalg.fill ins(%cst_20 : f32) outs(%77 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_60 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %80 = tensor.empty() : tensor<2x8x64xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      %660 = math.exp %659 : f32
      %661 = arith.addf %660, %cst_1 : f32
      %662 = arith.divf %cst_1, %661 : f32
      linalg.yield %662 : f32
    } -> tensor<2x8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %81 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %transposed_61 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %83 = linalg.matmul ins(%collapsed_59, %transposed_61 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_62 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_62 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %85 = tensor.empty() : tensor<64x32xf32>
    %transposed_63 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%85 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %86 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_65 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_65 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_4 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.rsqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %92 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %94 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %93 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %transposed_66 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %95 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_68 = tensor.expand_shape %95 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_67, %transposed_70 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_71 = tensor.expand_shape %96 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_73 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %97 = linalg.matmul ins(%collapsed_67, %transposed_73 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_74 = tensor.expand_shape %97 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %98 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69, %expanded_39 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_76 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_77 = tensor.extract_slice %transposed_69[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %99 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_77 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_78 = tensor.concat dim(3) %99, %extracted_slice_76 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_78, %expanded_40 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_72, %expanded_39 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_79 = tensor.extract_slice %transposed_72[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_80 = tensor.extract_slice %transposed_72[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %103 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_80 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_81 = tensor.concat dim(3) %103, %extracted_slice_79 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_81, %expanded_40 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_82 = linalg.transpose ins(%105 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_83 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %106 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_85 = tensor.expand_shape %106 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_5 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %109:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<2x4x8x8xf32>) outs(%57, %55 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_216: i64):
      %659 = linalg.index 3 : index
      %660 = arith.index_cast %659 : index to i64
      %661 = arith.maximumf %in, %out : f32
      %662 = arith.cmpf ogt, %in, %out : f32
      %663 = arith.select %662, %660, %out_216 : i64
      linalg.yield %661, %663 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_86 = tensor.expand_shape %109#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_86 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.exp %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_87 = tensor.collapse_shape %113 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_88 = tensor.collapse_shape %transposed_75 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %114 = linalg.batch_matmul ins(%collapsed_87, %collapsed_88 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_89 = tensor.expand_shape %114 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_91 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_92 = tensor.collapse_shape %transposed_90 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %115 = linalg.matmul ins(%collapsed_92, %transposed_91 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_93 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %expanded_93 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_4 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.rsqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %121 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %122 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %transposed_94 = linalg.transpose ins(%arg14 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %123 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %124 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_96 = tensor.expand_shape %124 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      %660 = math.exp %659 : f32
      %661 = arith.addf %660, %cst_1 : f32
      %662 = arith.divf %cst_1, %661 : f32
      linalg.yield %662 : f32
    } -> tensor<2x8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %125 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %transposed_97 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %127 = linalg.matmul ins(%collapsed_95, %transposed_97 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_98 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %expanded_98 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %transposed_99 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%85 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_100 = tensor.collapse_shape %128 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %129 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_101 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %expanded_101 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_4 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.rsqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %136 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %transposed_102 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%76 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_103 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %138 = linalg.matmul ins(%collapsed_103, %transposed_102 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %arg65 low[0, 0] high[0, 1] {
    ^bb0(%arg66: index, %arg67: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_104 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_105 = tensor.collapse_shape %extracted_slice_104 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %139 = tensor.empty() : tensor<16xi64>
    %140 = linalg.fill ins(%c0_i64 : i64) outs(%139 : tensor<16xi64>) -> tensor<16xi64>
    %141 = tensor.empty() : tensor<16xf32>
    %142 = linalg.fill ins(%cst_0 : f32) outs(%141 : tensor<16xf32>) -> tensor<16xf32>
    %143:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%138 : tensor<16x64xf32>) outs(%142, %140 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_216: i64):
      %659 = linalg.index 1 : index
      %660 = arith.index_cast %659 : index to i64
      %661 = arith.maximumf %in, %out : f32
      %662 = arith.cmpf ogt, %in, %out : f32
      %663 = arith.select %662, %660, %out_216 : i64
      linalg.yield %661, %663 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_106 = tensor.expand_shape %143#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %144 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%138, %expanded_106 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.exp %in : f32
      linalg.yield %659 : f32
    } -> tensor<16x64xf32>
    %146 = tensor.empty() : tensor<16x1xf32>
    %147 = linalg.fill ins(%cst_20 : f32) outs(%146 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%145 : tensor<16x64xf32>) outs(%147 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<16x1xf32>) outs(%146 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.log %in : f32
      linalg.yield %659 : f32
    } -> tensor<16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%144, %149 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<16x64xf32>
    %151 = tensor.empty() : tensor<16xi1>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_105 : tensor<16xi64>) outs(%151 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %659 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %659 : i1
    } -> tensor<16xi1>
    %153 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%152, %collapsed_105, %cst_24 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%139 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_216: i64, %in_217: i64, %out: i64):
      %659 = arith.select %in, %in_216, %in_217 : i64
      linalg.yield %659 : i64
    } -> tensor<16xi64>
    %expanded_107 = tensor.expand_shape %153 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %154 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_107 : tensor<16x1xi64>) outs(%147 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %659 = linalg.index 0 : index
      %660 = arith.index_cast %in : i64 to index
      %661 = arith.cmpi slt, %660, %c64 : index
      cf.assert %661, "index must be smaller than dim size"
      %662 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %662, "index must be larger or equal to 0"
      %extracted = tensor.extract %150[%659, %660] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_108 = tensor.collapse_shape %154 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_108 : tensor<16xf32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<16xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%152, %155, %cst_2 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_216: f32, %in_217: f32, %out: f32):
      %659 = arith.select %in, %in_216, %in_217 : f32
      linalg.yield %659 : f32
    } -> tensor<16xf32>
    %157 = tensor.empty() : tensor<i64>
    %158 = linalg.fill ins(%c0_i64 : i64) outs(%157 : tensor<i64>) -> tensor<i64>
    %159 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%152 : tensor<16xi1>) outs(%158 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %659 = arith.extui %in : i1 to i64
      %660 = arith.addi %659, %out : i64
      linalg.yield %660 : i64
    } -> tensor<i64>
    %160 = tensor.empty() : tensor<f32>
    %161 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%159 : tensor<i64>) outs(%160 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %659 = arith.sitofp %in : i64 to f32
      linalg.yield %659 : f32
    } -> tensor<f32>
    %162 = linalg.fill ins(%cst_20 : f32) outs(%160 : tensor<f32>) -> tensor<f32>
    %163 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%156 : tensor<16xf32>) outs(%162 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<f32>
    %164 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%163, %161 : tensor<f32>, tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<f32>
    %165 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_14, %161 : tensor<f32>, tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<f32>
    %expanded_109 = tensor.expand_shape %collapsed_105 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %166 = tensor.empty() : tensor<16x1xi1>
    %167 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_109 : tensor<16x1xi64>) outs(%166 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %659 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %659 : i1
    } -> tensor<16x1xi1>
    %168 = tensor.empty() : tensor<16x1xi64>
    %169 = linalg.generic {indexing_maps = [#map5, #map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%167, %expanded_109, %cst_24 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%168 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_216: i64, %in_217: i64, %out: i64):
      %659 = arith.select %in, %in_216, %in_217 : i64
      linalg.yield %659 : i64
    } -> tensor<16x1xi64>
    %170 = linalg.fill ins(%c0_i64 : i64) outs(%168 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %171 = linalg.fill ins(%cst_20 : f32) outs(%141 : tensor<16xf32>) -> tensor<16xf32>
    %172:3 = linalg.generic {indexing_maps = [#map20, #map20, #map2], iterator_types = ["parallel"]} outs(%170, %170, %171 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_216: i64, %out_217: f32):
      %659 = linalg.index 0 : index
      %660 = arith.remsi %659, %c16 : index
      %extracted = tensor.extract %169[%660, %c0] : tensor<16x1xi64>
      %661 = arith.index_cast %660 : index to i64
      linalg.yield %661, %extracted, %cst_22 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %173 = tensor.empty() : tensor<16x2xi64>
    %174 = linalg.fill ins(%c0_i64 : i64) outs(%173 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %172#0 into %174[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_110 = tensor.insert_slice %172#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %175 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%172#2, %inserted_slice_110 : tensor<16xf32>, tensor<16x2xi64>) outs(%cst : tensor<16x64xf32>) {
    ^bb0(%arg66: f32, %arg67: f32):
      tm_tensor.yield %arg66 : f32
    } -> tensor<16x64xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map19, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%167, %165, %cst_2 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%146 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_216: f32, %in_217: f32, %out: f32):
      %659 = arith.select %in, %in_216, %in_217 : f32
      linalg.yield %659 : f32
    } -> tensor<16x1xf32>
    %177 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%175, %176 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<16x64xf32>
    %178 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.exp %in : f32
      linalg.yield %659 : f32
    } -> tensor<16x64xf32>
    %179 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%177 : tensor<16x64xf32>) outs(%147 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<16x1xf32>
    %180 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%178, %179 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<16x64xf32>
    %181 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%177, %180 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<16x64xf32>
    %182 = tensor.empty() : tensor<64x16xf32>
    %transposed_111 = linalg.transpose ins(%181 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %183 = linalg.fill ins(%cst_20 : f32) outs(%85 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %184 = linalg.matmul ins(%transposed_111, %collapsed_103 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %185 = linalg.matmul ins(%181, %arg20 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_112 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %arg19 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %136 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %188 = tensor.empty() : tensor<1x1x32xf32>
    %189 = linalg.fill ins(%cst_20 : f32) outs(%188 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%187 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_113 = tensor.collapse_shape %190 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %130 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %135 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_18 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_114 = tensor.collapse_shape %196 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_114 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_19 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %200 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %201 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_115 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %203 = tensor.empty() : tensor<32x16xf32>
    %transposed_116 = linalg.transpose ins(%collapsed_115 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %204 = linalg.fill ins(%cst_20 : f32) outs(%76 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %205 = linalg.matmul ins(%transposed_116, %collapsed_100 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%204 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %206 = linalg.matmul ins(%collapsed_115, %arg16 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_117 = tensor.expand_shape %206 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %126 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %expanded_98 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_118 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_119 = linalg.transpose ins(%collapsed_118 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %209 = linalg.matmul ins(%transposed_119, %collapsed_95 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %210 = linalg.matmul ins(%collapsed_118, %arg15 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_120 = tensor.expand_shape %210 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %125 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %211 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %cst_1 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %125 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %213 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_121 = tensor.collapse_shape %215 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_122 = linalg.transpose ins(%collapsed_121 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %216 = linalg.matmul ins(%transposed_122, %collapsed_95 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %217 = linalg.matmul ins(%collapsed_121, %arg14 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_123 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %expanded_123 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %arg18 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %122 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%220 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_124 = tensor.collapse_shape %221 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %116 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %121 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %223 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_18 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %226 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_125 = tensor.collapse_shape %228 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_125 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_19 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %232 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %233 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_126 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_127 = linalg.transpose ins(%collapsed_126 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %235 = linalg.fill ins(%cst_20 : f32) outs(%33 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %236 = linalg.matmul ins(%transposed_127, %collapsed_92 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %237 = linalg.matmul ins(%collapsed_126, %arg13 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_128 = tensor.expand_shape %237 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_129 = linalg.transpose ins(%expanded_128 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_130 = tensor.collapse_shape %transposed_129 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_87 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %238 = linalg.batch_matmul ins(%transposed_131, %collapsed_130 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_132 = linalg.transpose ins(%collapsed_88 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %239 = linalg.batch_matmul ins(%collapsed_130, %transposed_132 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_133 = tensor.expand_shape %238 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_134 = tensor.expand_shape %239 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %240 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_134, %113 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %241 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%240 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x1xf32>
    %242 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %241 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %243 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %242 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %244 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_5 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_135 = tensor.collapse_shape %244 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_83 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %245 = linalg.batch_matmul ins(%transposed_136, %collapsed_135 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_137 = linalg.transpose ins(%collapsed_84 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %246 = linalg.batch_matmul ins(%collapsed_135, %transposed_137 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_138 = tensor.expand_shape %245 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_139 = tensor.expand_shape %246 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_140 = linalg.transpose ins(%expanded_138 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %247 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_140, %expanded_40 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_141 = tensor.extract_slice %247[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_142 = tensor.extract_slice %247[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %248 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_141 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_143 = tensor.insert_slice %248 into %cst_15[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_144 = tensor.insert_slice %extracted_slice_142 into %cst_15[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %249 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_143, %inserted_slice_144 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %250 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_140, %expanded_39 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %251 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %250 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %252 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139, %expanded_40 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_145 = tensor.extract_slice %252[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_146 = tensor.extract_slice %252[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %253 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_145 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_147 = tensor.insert_slice %253 into %cst_15[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_148 = tensor.insert_slice %extracted_slice_146 into %cst_15[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %254 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_147, %inserted_slice_148 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139, %expanded_39 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %256 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %255 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_149 = linalg.transpose ins(%expanded_133 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_151 = linalg.transpose ins(%collapsed_150 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%transposed_151, %collapsed_67 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %258 = linalg.matmul ins(%collapsed_150, %arg12 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_152 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %transposed_153 = linalg.transpose ins(%251 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_154 = tensor.collapse_shape %transposed_153 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %259 = linalg.matmul ins(%transposed_155, %collapsed_67 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %260 = linalg.matmul ins(%collapsed_154, %arg11 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_156 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %expanded_156 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %transposed_157 = linalg.transpose ins(%256 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_158 = tensor.collapse_shape %transposed_157 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_159 = linalg.transpose ins(%collapsed_158 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %262 = linalg.matmul ins(%transposed_159, %collapsed_67 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %263 = linalg.matmul ins(%collapsed_158, %arg10 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_160 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %expanded_160 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %arg17 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %93 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%266 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_161 = tensor.collapse_shape %267 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %87 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %92 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %269 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_18 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %272 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_162 = tensor.collapse_shape %274 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_162 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_19 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %278 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %279 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_163 = tensor.collapse_shape %280 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_163 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %281 = linalg.matmul ins(%transposed_164, %collapsed_64 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%204 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %282 = linalg.matmul ins(%collapsed_163, %arg7 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_165 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %82 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %expanded_62 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_166 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_167 = linalg.transpose ins(%collapsed_166 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %285 = linalg.matmul ins(%transposed_167, %collapsed_59 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %286 = linalg.matmul ins(%collapsed_166, %arg6 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_168 = tensor.expand_shape %286 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %81 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %287 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %cst_1 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %81 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %289 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_169 = tensor.collapse_shape %291 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_170 = linalg.transpose ins(%collapsed_169 : tensor<16x64xf32>) outs(%182 : tensor<64x16xf32>) permutation = [1, 0] 
    %292 = linalg.matmul ins(%transposed_170, %collapsed_59 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%183 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %293 = linalg.matmul ins(%collapsed_169, %arg5 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_171 = tensor.expand_shape %293 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_168, %expanded_171 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %74 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%296 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_172 = tensor.collapse_shape %297 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %68 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %73 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%298 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %299 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_18 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %302 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_173 = tensor.collapse_shape %304 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_173 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_19 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %308 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %309 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_174 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_175 = linalg.transpose ins(%collapsed_174 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %311 = linalg.matmul ins(%transposed_175, %collapsed_56 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %312 = linalg.matmul ins(%collapsed_174, %arg4 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_176 = tensor.expand_shape %312 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_177 = linalg.transpose ins(%expanded_176 : tensor<2x8x4x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_178 = tensor.collapse_shape %transposed_177 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_179 = linalg.transpose ins(%collapsed_51 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %313 = linalg.batch_matmul ins(%transposed_179, %collapsed_178 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_180 = linalg.transpose ins(%collapsed_52 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %314 = linalg.batch_matmul ins(%collapsed_178, %transposed_180 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_181 = tensor.expand_shape %313 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_182 = tensor.expand_shape %314 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %315 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_182, %64 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %316 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%315 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x1xf32>
    %317 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %316 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %318 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %317 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %319 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_5 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_183 = tensor.collapse_shape %319 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_184 = linalg.transpose ins(%collapsed_47 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %320 = linalg.batch_matmul ins(%transposed_184, %collapsed_183 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_185 = linalg.transpose ins(%collapsed_48 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %321 = linalg.batch_matmul ins(%collapsed_183, %transposed_185 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_186 = tensor.expand_shape %320 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_187 = tensor.expand_shape %321 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_188 = linalg.transpose ins(%expanded_186 : tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %322 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_188, %expanded_40 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_189 = tensor.extract_slice %322[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_190 = tensor.extract_slice %322[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %323 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_189 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_191 = tensor.insert_slice %323 into %cst_15[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_192 = tensor.insert_slice %extracted_slice_190 into %cst_15[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %324 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_191, %inserted_slice_192 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %325 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_188, %expanded_39 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %326 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %325 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %327 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_187, %expanded_40 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_193 = tensor.extract_slice %327[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_194 = tensor.extract_slice %327[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %328 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_193 : tensor<2x4x8x4xf32>) outs(%41 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.negf %in : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x4xf32>
    %inserted_slice_195 = tensor.insert_slice %328 into %cst_15[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %inserted_slice_196 = tensor.insert_slice %extracted_slice_194 into %cst_15[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xf32> into tensor<2x4x8x8xf32>
    %329 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_195, %inserted_slice_196 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %330 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_187, %expanded_39 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %331 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %330 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%37 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_197 = linalg.transpose ins(%expanded_181 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_198 = tensor.collapse_shape %transposed_197 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_199 = linalg.transpose ins(%collapsed_198 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %332 = linalg.matmul ins(%transposed_199, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %333 = linalg.matmul ins(%collapsed_198, %arg3 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_200 = tensor.expand_shape %333 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %transposed_201 = linalg.transpose ins(%326 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_202 = tensor.collapse_shape %transposed_201 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_203 = linalg.transpose ins(%collapsed_202 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %334 = linalg.matmul ins(%transposed_203, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %335 = linalg.matmul ins(%collapsed_202, %arg2 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_204 = tensor.expand_shape %335 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_200, %expanded_204 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %transposed_205 = linalg.transpose ins(%331 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_206 = tensor.collapse_shape %transposed_205 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_207 = linalg.transpose ins(%collapsed_206 : tensor<16x32xf32>) outs(%203 : tensor<32x16xf32>) permutation = [1, 0] 
    %337 = linalg.matmul ins(%transposed_207, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%235 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %338 = linalg.matmul ins(%collapsed_206, %arg1 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_208 = tensor.expand_shape %338 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %expanded_208 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %31 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%341 : tensor<2x8x32xf32>) outs(%189 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_209 = tensor.collapse_shape %342 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %1 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %30 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %out : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %344 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_18 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %347 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_210 = tensor.collapse_shape %349 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_210 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.divf %in, %cst_17 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.mulf %in, %cst_19 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %353 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %354 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %659 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %659 : i1
    } -> tensor<2x8xi1>
    %expanded_211 = tensor.expand_shape %356 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %357 = linalg.generic {indexing_maps = [#map10, #map22, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_211, %cst_2, %355 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_216: f32, %in_217: f32, %out: f32):
      %659 = arith.select %in, %in_216, %in_217 : f32
      linalg.yield %659 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_212 = tensor.collapse_shape %arg64 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_213 = tensor.expand_shape %collapsed_212 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_214 = tensor.collapse_shape %357 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %expanded_215 = tensor.expand_shape %collapsed_214 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xf32> into tensor<16x1x32xf32>
    %358 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_215, %expanded_213 : tensor<16x1x32xf32>, tensor<16x1xi64>) outs(%cst_21 : tensor<64x32xf32>) {
    ^bb0(%arg66: f32, %arg67: f32):
      %659 = arith.addf %arg67, %arg66 : f32
      tm_tensor.yield %659 : f32
    } -> tensor<64x32xf32>
    %359 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg63 : tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.addf %in, %cst_1 : f32
      linalg.yield %659 : f32
    } -> tensor<f32>
    %360 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%359 : tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = math.powf %659, %in : f32
      linalg.yield %660 : f32
    } -> tensor<f32>
    %361 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_23, %360 : tensor<i64>, tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: i64, %in_216: f32, %out: f32):
      %659 = arith.sitofp %in : i64 to f32
      %660 = arith.subf %659, %in_216 : f32
      linalg.yield %660 : f32
    } -> tensor<f32>
    %362 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%359 : tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = math.powf %659, %in : f32
      linalg.yield %660 : f32
    } -> tensor<f32>
    %363 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_23, %362 : tensor<i64>, tensor<f32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: i64, %in_216: f32, %out: f32):
      %659 = arith.sitofp %in : i64 to f32
      %660 = arith.subf %659, %in_216 : f32
      linalg.yield %660 : f32
    } -> tensor<f32>
    %364 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %365 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%358 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %366 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%364, %365 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %367 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %368 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%358 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %369 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%368, %358 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %370 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%367, %369 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %371 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%366, %361 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %372 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%371 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %373 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%370, %363 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %374 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%373 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %375 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %376 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%372, %375 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %377 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0, %376 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %378 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %379 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%337 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %380 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%378, %379 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %381 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %382 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%337 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %383 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%382, %337 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %384 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%381, %383 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %385 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%380, %361 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %386 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%385 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %387 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%384, %363 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %388 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%387 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %389 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%388 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %390 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%386, %389 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %391 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg1, %390 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %392 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %393 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%334 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %394 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%392, %393 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %395 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %396 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%334 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %397 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%396, %334 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %398 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%395, %397 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %399 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%394, %361 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %400 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%399 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %401 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%398, %363 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %402 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%401 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %403 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%402 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %404 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%400, %403 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %405 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg2, %404 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %406 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %407 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%332 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %408 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%406, %407 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %409 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %410 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%332 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %411 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%410, %332 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %412 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%409, %411 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %413 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%408, %361 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %414 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%413 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %415 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%412, %363 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %416 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %417 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%416 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %418 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%414, %417 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %419 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg3, %418 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %420 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %421 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %422 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%420, %421 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %423 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %424 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %425 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%424, %311 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %426 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%423, %425 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %427 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%422, %361 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %428 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%427 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %429 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%426, %363 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %430 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %431 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %432 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%428, %431 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %433 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg4, %432 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %434 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %435 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %436 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%434, %435 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %437 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %438 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %439 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%438, %292 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %440 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%437, %439 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %441 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%436, %361 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %442 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%441 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %443 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%440, %363 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %444 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%443 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %445 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%444 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %446 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%442, %445 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %447 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg5, %446 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %448 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %449 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %450 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%448, %449 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %451 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %452 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %453 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%452, %285 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %454 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%451, %453 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %455 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%450, %361 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %456 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %457 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%454, %363 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %458 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%457 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %459 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%458 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %460 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%456, %459 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %461 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg6, %460 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %462 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %463 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%281 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %464 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%462, %463 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %465 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %466 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%281 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %467 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%466, %281 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %468 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%465, %467 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %469 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%464, %361 : tensor<32x64xf32>, tensor<f32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %470 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%469 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %471 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%468, %363 : tensor<32x64xf32>, tensor<f32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %472 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%471 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %473 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%472 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %474 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%470, %473 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %475 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7, %474 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %476 = tensor.empty() : tensor<32xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg29 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_209 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%477, %478 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %480 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg50 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_209 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %482 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%481, %collapsed_209 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %483 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%480, %482 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%479, %361 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %485 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%484 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %486 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%483, %363 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %487 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%486 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %488 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%487 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %489 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%485, %488 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %490 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %489 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %491 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %492 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_172 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %493 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%491, %492 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %494 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg51 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %495 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_172 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %496 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%495, %collapsed_172 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %497 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%494, %496 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %498 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%493, %361 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %499 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%498 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %500 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%497, %363 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %501 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%500 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %502 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%501 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %503 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%499, %502 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %503 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %505 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %506 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %507 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%505, %506 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %508 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %509 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %510 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%509, %262 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %511 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%508, %510 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %512 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%507, %361 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %513 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%512 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %514 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%511, %363 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %515 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%514 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %516 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%515 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %517 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%513, %516 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %518 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg10, %517 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %519 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %520 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %521 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%519, %520 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %522 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %523 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %524 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%523, %259 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %525 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%522, %524 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %526 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%521, %361 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %527 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%526 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %528 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%525, %363 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %529 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%528 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %530 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%529 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %531 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%527, %530 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %532 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg11, %531 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %533 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %534 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %535 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%533, %534 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %536 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %537 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %538 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%537, %257 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %539 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%536, %538 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %540 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%535, %361 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %541 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%540 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %542 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%539, %363 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %543 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%542 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %544 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%543 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %545 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%541, %544 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %546 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg12, %545 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %547 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %548 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %549 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%547, %548 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %550 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %551 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %552 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%551, %236 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %553 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%550, %552 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %554 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%549, %361 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %555 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%554 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %556 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%553, %363 : tensor<32x32xf32>, tensor<f32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %557 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%556 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %558 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%557 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x32xf32>
    %559 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%555, %558 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %560 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13, %559 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x32xf32>
    %561 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %562 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %563 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%561, %562 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %564 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %565 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %566 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%565, %216 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %567 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%564, %566 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %568 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%563, %361 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %569 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %570 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%567, %363 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %571 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%570 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %572 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%571 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %573 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%569, %572 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %574 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg14, %573 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %575 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %576 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %577 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%575, %576 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %578 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %579 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %580 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%579, %209 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %581 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%578, %580 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %582 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%577, %361 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %583 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%582 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %584 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%581, %363 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %585 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%584 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %586 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%585 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %587 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%583, %586 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %588 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg15, %587 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %589 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %590 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%205 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %591 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%589, %590 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %592 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %593 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%205 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %594 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%593, %205 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %595 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%592, %594 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %596 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%591, %361 : tensor<32x64xf32>, tensor<f32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %597 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%596 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %598 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%595, %363 : tensor<32x64xf32>, tensor<f32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %599 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %600 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%599 : tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32x64xf32>
    %601 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%597, %600 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %602 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg16, %601 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%76 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32x64xf32>
    %603 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %604 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %605 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%603, %604 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %606 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %607 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %608 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%607, %collapsed_161 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %609 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%606, %608 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %610 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%605, %361 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %611 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%610 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %612 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%609, %363 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %613 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%612 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %614 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%613 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %615 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%611, %614 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %616 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %615 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %618 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %619 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%617, %618 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %620 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg60 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %621 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %622 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%621, %collapsed_124 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %623 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%620, %622 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %624 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%619, %361 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %625 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%624 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %626 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%623, %363 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %627 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%626 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %628 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%627 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %629 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%625, %628 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %630 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg18, %629 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg40 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %632 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_113 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %633 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%631, %632 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %634 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %635 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_113 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %636 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%635, %collapsed_113 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %637 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%634, %636 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %638 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%633, %361 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %639 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%638 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %640 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%637, %363 : tensor<32xf32>, tensor<f32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %641 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%640 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %642 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%641 : tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<32xf32>
    %643 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%639, %642 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %644 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %643 : tensor<32xf32>, tensor<32xf32>) outs(%476 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<32xf32>
    %645 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_6 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %646 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_8 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %647 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%645, %646 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %648 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_7 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %649 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_9 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %650 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%649, %184 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.mulf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %651 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%648, %650 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.addf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %652 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%647, %361 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %653 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%652 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_10 : f64 to f32
      %660 = arith.mulf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %654 = linalg.generic {indexing_maps = [#map5, #map19, #map5], iterator_types = ["parallel", "parallel"]} ins(%651, %363 : tensor<64x32xf32>, tensor<f32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %655 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%654 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = math.sqrt %in : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %656 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%655 : tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %659 = arith.truncf %cst_11 : f64 to f32
      %660 = arith.addf %in, %659 : f32
      linalg.yield %660 : f32
    } -> tensor<64x32xf32>
    %657 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%653, %656 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.divf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    %658 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg20, %657 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%85 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_216: f32, %out: f32):
      %659 = arith.subf %in, %in_216 : f32
      linalg.yield %659 : f32
    } -> tensor<64x32xf32>
    return %164, %377, %391, %405, %419, %433, %447, %461, %475, %490, %504, %518, %532, %546, %560, %574, %588, %602, %616, %630, %644, %658, %366, %380, %394, %408, %422, %436, %450, %464, %479, %493, %507, %521, %535, %549, %563, %577, %591, %605, %619, %633, %647, %370, %384, %398, %412, %426, %440, %454, %468, %483, %497, %511, %525, %539, %553, %567, %581, %595, %609, %623, %637, %651, %359 : tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
