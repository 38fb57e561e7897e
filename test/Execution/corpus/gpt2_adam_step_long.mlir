// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program gpt2_adam_step_long: one training step of transformers
//     GPT2LMHeadModel(GPT2Config(vocab_size=64, n_embd=32, n_layer=2, n_head=4, n_positions=128,
//     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False),
//     attn_implementation='eager'), random weights, every parameter trained (embeddings included):
//     loss = model(input_ids [2x64], attention_mask=ones, labels [2x64]).loss (shifted
//     cross-entropy, mean), gradients by torch.func.grad_and_value, then Adam as torch.optim.Adam
//     computes it (lr=0.001, betas=(0.9, 0.999), eps=1e-08, no weight decay, bias-corrected; the
//     optimizer state exp_avg, exp_avg_sq and step are arguments and results); forward, backward
//     and update in one graph, traced by make_fx with torch-mlir's decompositions, in-place ops
//     rewritten out of place.
// Arguments:
// %arg0 transformer.wte.weight [64x32xf32]
// %arg1 transformer.wpe.weight [128x32xf32]
// %arg2 transformer.h.0.ln_1.weight [32xf32]
// %arg3 transformer.h.0.ln_1.bias [32xf32]
// %arg4 transformer.h.0.attn.c_attn.weight [32x96xf32]
// %arg5 transformer.h.0.attn.c_attn.bias [96xf32]
// %arg6 transformer.h.0.attn.c_proj.weight [32x32xf32]
// %arg7 transformer.h.0.attn.c_proj.bias [32xf32]
// %arg8 transformer.h.0.ln_2.weight [32xf32]
// %arg9 transformer.h.0.ln_2.bias [32xf32]
// %arg10 transformer.h.0.mlp.c_fc.weight [32x128xf32]
// %arg11 transformer.h.0.mlp.c_fc.bias [128xf32]
// %arg12 transformer.h.0.mlp.c_proj.weight [128x32xf32]
// %arg13 transformer.h.0.mlp.c_proj.bias [32xf32]
// %arg14 transformer.h.1.ln_1.weight [32xf32]
// %arg15 transformer.h.1.ln_1.bias [32xf32]
// %arg16 transformer.h.1.attn.c_attn.weight [32x96xf32]
// %arg17 transformer.h.1.attn.c_attn.bias [96xf32]
// %arg18 transformer.h.1.attn.c_proj.weight [32x32xf32]
// %arg19 transformer.h.1.attn.c_proj.bias [32xf32]
// %arg20 transformer.h.1.ln_2.weight [32xf32]
// %arg21 transformer.h.1.ln_2.bias [32xf32]
// %arg22 transformer.h.1.mlp.c_fc.weight [32x128xf32]
// %arg23 transformer.h.1.mlp.c_fc.bias [128xf32]
// %arg24 transformer.h.1.mlp.c_proj.weight [128x32xf32]
// %arg25 transformer.h.1.mlp.c_proj.bias [32xf32]
// %arg26 transformer.ln_f.weight [32xf32]
// %arg27 transformer.ln_f.bias [32xf32]
// %arg28 exp_avg.transformer.wte.weight [64x32xf32]
// %arg29 exp_avg.transformer.wpe.weight [128x32xf32]
// %arg30 exp_avg.transformer.h.0.ln_1.weight [32xf32]
// %arg31 exp_avg.transformer.h.0.ln_1.bias [32xf32]
// %arg32 exp_avg.transformer.h.0.attn.c_attn.weight [32x96xf32]
// %arg33 exp_avg.transformer.h.0.attn.c_attn.bias [96xf32]
// %arg34 exp_avg.transformer.h.0.attn.c_proj.weight [32x32xf32]
// %arg35 exp_avg.transformer.h.0.attn.c_proj.bias [32xf32]
// %arg36 exp_avg.transformer.h.0.ln_2.weight [32xf32]
// %arg37 exp_avg.transformer.h.0.ln_2.bias [32xf32]
// %arg38 exp_avg.transformer.h.0.mlp.c_fc.weight [32x128xf32]
// %arg39 exp_avg.transformer.h.0.mlp.c_fc.bias [128xf32]
// %arg40 exp_avg.transformer.h.0.mlp.c_proj.weight [128x32xf32]
// %arg41 exp_avg.transformer.h.0.mlp.c_proj.bias [32xf32]
// %arg42 exp_avg.transformer.h.1.ln_1.weight [32xf32]
// %arg43 exp_avg.transformer.h.1.ln_1.bias [32xf32]
// %arg44 exp_avg.transformer.h.1.attn.c_attn.weight [32x96xf32]
// %arg45 exp_avg.transformer.h.1.attn.c_attn.bias [96xf32]
// %arg46 exp_avg.transformer.h.1.attn.c_proj.weight [32x32xf32]
// %arg47 exp_avg.transformer.h.1.attn.c_proj.bias [32xf32]
// %arg48 exp_avg.transformer.h.1.ln_2.weight [32xf32]
// %arg49 exp_avg.transformer.h.1.ln_2.bias [32xf32]
// %arg50 exp_avg.transformer.h.1.mlp.c_fc.weight [32x128xf32]
// %arg51 exp_avg.transformer.h.1.mlp.c_fc.bias [128xf32]
// %arg52 exp_avg.transformer.h.1.mlp.c_proj.weight [128x32xf32]
// %arg53 exp_avg.transformer.h.1.mlp.c_proj.bias [32xf32]
// %arg54 exp_avg.transformer.ln_f.weight [32xf32]
// %arg55 exp_avg.transformer.ln_f.bias [32xf32]
// %arg56 exp_avg_sq.transformer.wte.weight [64x32xf32]
// %arg57 exp_avg_sq.transformer.wpe.weight [128x32xf32]
// %arg58 exp_avg_sq.transformer.h.0.ln_1.weight [32xf32]
// %arg59 exp_avg_sq.transformer.h.0.ln_1.bias [32xf32]
// %arg60 exp_avg_sq.transformer.h.0.attn.c_attn.weight [32x96xf32]
// %arg61 exp_avg_sq.transformer.h.0.attn.c_attn.bias [96xf32]
// %arg62 exp_avg_sq.transformer.h.0.attn.c_proj.weight [32x32xf32]
// %arg63 exp_avg_sq.transformer.h.0.attn.c_proj.bias [32xf32]
// %arg64 exp_avg_sq.transformer.h.0.ln_2.weight [32xf32]
// %arg65 exp_avg_sq.transformer.h.0.ln_2.bias [32xf32]
// %arg66 exp_avg_sq.transformer.h.0.mlp.c_fc.weight [32x128xf32]
// %arg67 exp_avg_sq.transformer.h.0.mlp.c_fc.bias [128xf32]
// %arg68 exp_avg_sq.transformer.h.0.mlp.c_proj.weight [128x32xf32]
// %arg69 exp_avg_sq.transformer.h.0.mlp.c_proj.bias [32xf32]
// %arg70 exp_avg_sq.transformer.h.1.ln_1.weight [32xf32]
// %arg71 exp_avg_sq.transformer.h.1.ln_1.bias [32xf32]
// %arg72 exp_avg_sq.transformer.h.1.attn.c_attn.weight [32x96xf32]
// %arg73 exp_avg_sq.transformer.h.1.attn.c_attn.bias [96xf32]
// %arg74 exp_avg_sq.transformer.h.1.attn.c_proj.weight [32x32xf32]
// %arg75 exp_avg_sq.transformer.h.1.attn.c_proj.bias [32xf32]
// %arg76 exp_avg_sq.transformer.h.1.ln_2.weight [32xf32]
// %arg77 exp_avg_sq.transformer.h.1.ln_2.bias [32xf32]
// %arg78 exp_avg_sq.transformer.h.1.mlp.c_fc.weight [32x128xf32]
// %arg79 exp_avg_sq.transformer.h.1.mlp.c_fc.bias [128xf32]
// %arg80 exp_avg_sq.transformer.h.1.mlp.c_proj.weight [128x32xf32]
// %arg81 exp_avg_sq.transformer.h.1.mlp.c_proj.bias [32xf32]
// %arg82 exp_avg_sq.transformer.ln_f.weight [32xf32]
// %arg83 exp_avg_sq.transformer.ln_f.bias [32xf32]
// %arg84 step [f32]
// %arg85 input_ids [2x64xi64]
// %arg86 labels [2x64xi64]
// Results: the loss [f32], then the 28 updated parameters, the 28 updated exp_avg, the 28 updated
//     exp_avg_sq (each in argument order) and step + 1 [f32]
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0) -> ()>
#map19 = affine_map<() -> ()>
#map20 = affine_map<(d0, d1) -> ()>
#map21 = affine_map<(d0) -> (d0, 0)>
#map22 = affine_map<(d0, d1) -> (0, d1)>
#map23 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @gpt2_adam_step_long(%arg0: tensor<64x32xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x96xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x96xf32>, %arg17: tensor<96xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<64x32xf32>, %arg29: tensor<128x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x96xf32>, %arg33: tensor<96xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x128xf32>, %arg39: tensor<128xf32>, %arg40: tensor<128x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x96xf32>, %arg45: tensor<96xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x128xf32>, %arg51: tensor<128xf32>, %arg52: tensor<128x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<64x32xf32>, %arg57: tensor<128x32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32x96xf32>, %arg61: tensor<96xf32>, %arg62: tensor<32x32xf32>, %arg63: tensor<32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32x128xf32>, %arg67: tensor<128xf32>, %arg68: tensor<128x32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32x96xf32>, %arg73: tensor<96xf32>, %arg74: tensor<32x32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32x128xf32>, %arg79: tensor<128xf32>, %arg80: tensor<128x32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32xf32>, %arg83: tensor<32xf32>, %arg84: tensor<f32>, %arg85: tensor<2x64xi64>, %arg86: tensor<2x64xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x64xf32>
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %c0_i8 = arith.constant 0 : i8
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 4.471500e-02 : f64
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 9.000000e-01 : f64
    %cst_7 = arith.constant 0.99899999999999999 : f64
    %cst_8 = arith.constant 0.099999999999999978 : f64
    %cst_9 = arith.constant 0.0010000000000000009 : f64
    %cst_10 = arith.constant 1.000000e-03 : f64
    %cst_11 = arith.constant 1.000000e-08 : f64
    %cst_12 = arith.constant dense<true> : tensor<64x1xi1>
    %cst_13 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_14 = arith.constant dense<2.82842708> : tensor<f32>
    %cst_15 = arith.constant dense<1.000000e+00> : tensor<f32>
    %true = arith.constant true
    %cst_16 = arith.constant 3.200000e+01 : f64
    %cst_17 = arith.constant 3.200000e+01 : f32
    %cst_18 = arith.constant 5.000000e-01 : f32
    %cst_19 = arith.constant 1.000000e+00 : f32
    %cst_20 = arith.constant 3.000000e+00 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c128 = arith.constant 128 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_21 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_24 = arith.constant -1.000000e+00 : f32
    %cst_25 = arith.constant dense_resource<torch_tensor_1_1_128_128_torch.uint8> : tensor<1x1x128x128xi8>
    %cst_26 = arith.constant dense<1> : tensor<i64>
    %cst_27 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x64x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg85 : tensor<2x64xi64>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %798 = arith.index_cast %in : i64 to index
      %799 = linalg.index 2 : index
      %800 = arith.cmpi slt, %798, %c64 : index
      cf.assert %800, "index must be smaller than dim size"
      %801 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %801, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%798, %799] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x32xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %798 = linalg.index 0 : index
      %799 = arith.index_cast %798 : index to i64
      linalg.yield %799 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %4 = tensor.empty() : tensor<1x64x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64xi64>) outs(%4 : tensor<1x64x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %798 = arith.index_cast %in : i64 to index
      %799 = linalg.index 2 : index
      %800 = arith.cmpi slt, %798, %c128 : index
      cf.assert %800, "index must be smaller than dim size"
      %801 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %801, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%798, %799] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x64x32xf32>, tensor<1x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %798 = linalg.index 0 : index
      %799 = arith.index_cast %798 : index to i64
      linalg.yield %799 : i64
    } -> tensor<2xi64>
    %expanded_28 = tensor.expand_shape %3 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %9 = tensor.empty() : tensor<64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_28 : tensor<64xi64>, tensor<64x1xi64>) outs(%9 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %in_175: i64, %out: i1):
      %798 = arith.cmpi sle, %in, %in_175 : i64
      linalg.yield %798 : i1
    } -> tensor<64x64xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_12, %10 : tensor<64x1xi1>, tensor<64x64xi1>) outs(%9 : tensor<64x64xi1>) {
    ^bb0(%in: i1, %in_175: i1, %out: i1):
      %798 = arith.andi %in, %in_175 : i1
      linalg.yield %798 : i1
    } -> tensor<64x64xi1>
    %expanded_29 = tensor.expand_shape %8 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %12 = tensor.empty() : tensor<2x64xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_29, %3 : tensor<2x1xi64>, tensor<64xi64>) outs(%12 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %in_175: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x64xi1>
    %expanded_30 = tensor.expand_shape %13 [[0], [1, 2]] output_shape [2, 1, 64] : tensor<2x64xi1> into tensor<2x1x64xi1>
    %14 = tensor.empty() : tensor<2x64x64xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_30 : tensor<64x64xi1>, tensor<2x1x64xi1>) outs(%14 : tensor<2x64x64xi1>) {
    ^bb0(%in: i1, %in_175: i1, %out: i1):
      %798 = arith.andi %in, %in_175 : i1
      linalg.yield %798 : i1
    } -> tensor<2x64x64xi1>
    %expanded_31 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [2, 1, 64, 64] : tensor<2x64x64xi1> into tensor<2x1x64x64xi1>
    %16 = tensor.empty() : tensor<2x1x64x64xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %cst_2, %cst_13 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%16 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<2x1x64x64xf32>
    %18 = tensor.empty() : tensor<2x64x32xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %798 = arith.extf %in : f32 to f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %20 = tensor.empty() : tensor<2x64x1xf64>
    %21 = linalg.fill ins(%cst_0 : f64) outs(%20 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.subf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.mulf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %28 = tensor.empty() : tensor<2x64x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %798 = arith.truncf %in : f64 to f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %30 = linalg.fill ins(%cst_21 : f32) outs(%28 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_3 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.rsqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %32 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg2 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg3 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %39 = tensor.empty() : tensor<128x96xf32>
    %40 = linalg.fill ins(%cst_21 : f32) outs(%39 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %41 = linalg.matmul ins(%collapsed, %arg4 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%41, %arg5 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x96xf32>
    %expanded_32 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [2, 64, 96] : tensor<128x96xf32> into tensor<2x64x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_32[0, 0, 0] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_32[0, 0, 32] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_32[0, 0, 64] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %expanded_35 = tensor.expand_shape %extracted_slice_33 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %expanded_36 = tensor.expand_shape %extracted_slice_34 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %43 = tensor.empty() : tensor<2x4x64x8xf32>
    %transposed = linalg.transpose ins(%expanded_36 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_37 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %44 = tensor.empty() : tensor<2x4x8x64xf32>
    %transposed_39 = linalg.transpose ins(%expanded_35 : tensor<2x64x4x8xf32>) outs(%44 : tensor<2x4x8x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<2x4x8x64xf32> into tensor<8x8x64xf32>
    %45 = tensor.empty() : tensor<8x64x64xf32>
    %46 = linalg.fill ins(%cst_21 : f32) outs(%45 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %47 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_42 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %48 = tensor.empty() : tensor<2x4x64x64xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %50 = tensor.empty() : tensor<1x1x128x128xi1>
    %51 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<1x1x128x128xi8>) outs(%50 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i8, %out: i1):
      %798 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %798 : i1
    } -> tensor<1x1x128x128xi1>
    %extracted_slice_43 = tensor.extract_slice %51[0, 0, 0, 0] [1, 1, 64, 128] [1, 1, 1, 1] : tensor<1x1x128x128xi1> to tensor<1x1x64x128xi1>
    %extracted_slice_44 = tensor.extract_slice %extracted_slice_43[0, 0, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<1x1x64x128xi1> to tensor<1x1x64x64xi1>
    %52 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %49, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %53 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %54 = tensor.empty() : tensor<2x4x64xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %56 = tensor.empty() : tensor<2x4x64xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %58:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %798 = linalg.index 3 : index
      %799 = arith.index_cast %798 : index to i64
      %800 = arith.maximumf %in, %out : f32
      %801 = arith.cmpf ogt, %in, %out : f32
      %802 = arith.select %801, %799, %out_175 : i64
      linalg.yield %800, %802 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_45 = tensor.expand_shape %58#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %59 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_45 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.exp %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %61 = tensor.empty() : tensor<2x4x64x1xf32>
    %62 = linalg.fill ins(%cst_21 : f32) outs(%61 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %63 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x1xf32>
    %64 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_46 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_47 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %65 = tensor.empty() : tensor<8x64x8xf32>
    %66 = linalg.fill ins(%cst_21 : f32) outs(%65 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %67 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_48 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %68 = tensor.empty() : tensor<2x64x4x8xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_50 = tensor.collapse_shape %transposed_49 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %69 = tensor.empty() : tensor<128x32xf32>
    %70 = linalg.fill ins(%cst_21 : f32) outs(%69 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %71 = linalg.matmul ins(%collapsed_50, %arg6 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%71, %arg7 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %expanded_51 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %6 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %798 = arith.extf %in : f32 to f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %76 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.subf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %77 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.mulf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %798 = arith.truncf %in : f64 to f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_3 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.rsqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %83 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %85 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg8 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %arg9 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_52 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %90 = tensor.empty() : tensor<128x128xf32>
    %91 = linalg.fill ins(%cst_21 : f32) outs(%90 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %92 = linalg.matmul ins(%collapsed_52, %arg10 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%92, %arg11 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x128xf32>
    %expanded_53 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %94 = tensor.empty() : tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_18 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_4 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %97 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_5 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.tanh %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %cst_19 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %101 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_54 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %103 = linalg.matmul ins(%collapsed_54, %arg12 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%103, %arg13 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %expanded_55 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %expanded_55 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %798 = arith.extf %in : f32 to f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.subf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.mulf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %798 = arith.truncf %in : f64 to f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_3 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.rsqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %115 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %117 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %arg14 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %arg15 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_56 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %122 = linalg.matmul ins(%collapsed_56, %arg16 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%122, %arg17 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x96xf32>
    %expanded_57 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [2, 64, 96] : tensor<128x96xf32> into tensor<2x64x96xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_57[0, 0, 0] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_59 = tensor.extract_slice %expanded_57[0, 0, 32] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_60 = tensor.extract_slice %expanded_57[0, 0, 64] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %expanded_61 = tensor.expand_shape %extracted_slice_59 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %expanded_62 = tensor.expand_shape %extracted_slice_60 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_64 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_66 = linalg.transpose ins(%expanded_61 : tensor<2x64x4x8xf32>) outs(%44 : tensor<2x4x8x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_67 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %collapsed_68 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] : tensor<2x4x8x64xf32> into tensor<8x8x64xf32>
    %124 = linalg.batch_matmul ins(%collapsed_67, %collapsed_68 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_69 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %125 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %126 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %125, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %127 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %128:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %798 = linalg.index 3 : index
      %799 = arith.index_cast %798 : index to i64
      %800 = arith.maximumf %in, %out : f32
      %801 = arith.cmpf ogt, %in, %out : f32
      %802 = arith.select %801, %799, %out_175 : i64
      linalg.yield %800, %802 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_70 = tensor.expand_shape %128#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %129 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_70 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %130 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.exp %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %131 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x1xf32>
    %132 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %131 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_71 = tensor.collapse_shape %132 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_72 = tensor.collapse_shape %transposed_63 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %133 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_73 = tensor.expand_shape %133 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %134 = linalg.matmul ins(%collapsed_75, %arg18 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%134, %arg19 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %expanded_76 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %105 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %798 = arith.extf %in : f32 to f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.subf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.mulf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %798 = arith.truncf %in : f64 to f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_3 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.rsqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %146 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %148 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg20 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg21 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_77 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %153 = linalg.matmul ins(%collapsed_77, %arg22 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%153, %arg23 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x128xf32>
    %expanded_78 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_18 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_4 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %157 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_5 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.tanh %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %cst_19 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %161 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_79 = tensor.collapse_shape %162 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %163 = linalg.matmul ins(%collapsed_79, %arg24 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%163, %arg25 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %expanded_80 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_80 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %798 = arith.extf %in : f32 to f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %168 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.subf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_175: f64, %out: f64):
      %798 = arith.mulf %in, %in_175 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x32xf64>
    %171 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.addf %in, %out : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %798 = arith.divf %in, %cst_16 : f64
      linalg.yield %798 : f64
    } -> tensor<2x64x1xf64>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %798 = arith.truncf %in : f64 to f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_3 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.rsqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %175 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg26 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg27 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %182 = tensor.empty() : tensor<32x64xf32>
    %transposed_81 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%182 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %181 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %183 = tensor.empty() : tensor<128x64xf32>
    %184 = linalg.fill ins(%cst_21 : f32) outs(%183 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %185 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%184 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %padded = tensor.pad %arg86 low[0, 0] high[0, 1] {
    ^bb0(%arg87: index, %arg88: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x64xi64> to tensor<2x65xi64>
    %extracted_slice_83 = tensor.extract_slice %padded[0, 1] [2, 64] [1, 1] : tensor<2x65xi64> to tensor<2x64xi64>
    %collapsed_84 = tensor.collapse_shape %extracted_slice_83 [[0, 1]] : tensor<2x64xi64> into tensor<128xi64>
    %186 = tensor.empty() : tensor<128xi64>
    %187 = linalg.fill ins(%c0_i64 : i64) outs(%186 : tensor<128xi64>) -> tensor<128xi64>
    %188 = tensor.empty() : tensor<128xf32>
    %189 = linalg.fill ins(%cst_1 : f32) outs(%188 : tensor<128xf32>) -> tensor<128xf32>
    %190:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%185 : tensor<128x64xf32>) outs(%189, %187 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %798 = linalg.index 1 : index
      %799 = arith.index_cast %798 : index to i64
      %800 = arith.maximumf %in, %out : f32
      %801 = arith.cmpf ogt, %in, %out : f32
      %802 = arith.select %801, %799, %out_175 : i64
      linalg.yield %800, %802 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_85 = tensor.expand_shape %190#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %191 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%185, %expanded_85 : tensor<128x64xf32>, tensor<128x1xf32>) outs(%183 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x64xf32>
    %192 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<128x64xf32>) outs(%183 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.exp %in : f32
      linalg.yield %798 : f32
    } -> tensor<128x64xf32>
    %193 = tensor.empty() : tensor<128x1xf32>
    %194 = linalg.fill ins(%cst_21 : f32) outs(%193 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %195 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%192 : tensor<128x64xf32>) outs(%194 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<128x1xf32>
    %196 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<128x1xf32>) outs(%193 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.log %in : f32
      linalg.yield %798 : f32
    } -> tensor<128x1xf32>
    %197 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%191, %196 : tensor<128x64xf32>, tensor<128x1xf32>) outs(%183 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x64xf32>
    %198 = tensor.empty() : tensor<128xi1>
    %199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_84 : tensor<128xi64>) outs(%198 : tensor<128xi1>) {
    ^bb0(%in: i64, %out: i1):
      %798 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %798 : i1
    } -> tensor<128xi1>
    %200 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%199, %collapsed_84, %cst_27 : tensor<128xi1>, tensor<128xi64>, tensor<i64>) outs(%186 : tensor<128xi64>) {
    ^bb0(%in: i1, %in_175: i64, %in_176: i64, %out: i64):
      %798 = arith.select %in, %in_175, %in_176 : i64
      linalg.yield %798 : i64
    } -> tensor<128xi64>
    %expanded_86 = tensor.expand_shape %200 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %201 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_86 : tensor<128x1xi64>) outs(%194 : tensor<128x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %798 = linalg.index 0 : index
      %799 = arith.index_cast %in : i64 to index
      %800 = arith.cmpi slt, %799, %c64 : index
      cf.assert %800, "index must be smaller than dim size"
      %801 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %801, "index must be larger or equal to 0"
      %extracted = tensor.extract %197[%798, %799] : tensor<128x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x1xf32>
    %collapsed_87 = tensor.collapse_shape %201 [[0, 1]] : tensor<128x1xf32> into tensor<128xf32>
    %202 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_87 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.negf %in : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %203 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%199, %202, %cst_2 : tensor<128xi1>, tensor<128xf32>, tensor<f32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %204 = tensor.empty() : tensor<i64>
    %205 = linalg.fill ins(%c0_i64 : i64) outs(%204 : tensor<i64>) -> tensor<i64>
    %206 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%199 : tensor<128xi1>) outs(%205 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %798 = arith.extui %in : i1 to i64
      %799 = arith.addi %798, %out : i64
      linalg.yield %799 : i64
    } -> tensor<i64>
    %207 = tensor.empty() : tensor<f32>
    %208 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%206 : tensor<i64>) outs(%207 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %798 = arith.sitofp %in : i64 to f32
      linalg.yield %798 : f32
    } -> tensor<f32>
    %209 = linalg.fill ins(%cst_21 : f32) outs(%207 : tensor<f32>) -> tensor<f32>
    %210 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%203 : tensor<128xf32>) outs(%209 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<f32>
    %211 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%210, %208 : tensor<f32>, tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<f32>
    %212 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_15, %208 : tensor<f32>, tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<f32>
    %expanded_88 = tensor.expand_shape %collapsed_84 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %213 = tensor.empty() : tensor<128x1xi1>
    %214 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_88 : tensor<128x1xi64>) outs(%213 : tensor<128x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %798 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %798 : i1
    } -> tensor<128x1xi1>
    %215 = tensor.empty() : tensor<128x1xi64>
    %216 = linalg.generic {indexing_maps = [#map6, #map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%214, %expanded_88, %cst_27 : tensor<128x1xi1>, tensor<128x1xi64>, tensor<i64>) outs(%215 : tensor<128x1xi64>) {
    ^bb0(%in: i1, %in_175: i64, %in_176: i64, %out: i64):
      %798 = arith.select %in, %in_175, %in_176 : i64
      linalg.yield %798 : i64
    } -> tensor<128x1xi64>
    %217 = linalg.fill ins(%c0_i64 : i64) outs(%215 : tensor<128x1xi64>) -> tensor<128x1xi64>
    %218 = linalg.fill ins(%cst_21 : f32) outs(%188 : tensor<128xf32>) -> tensor<128xf32>
    %219:3 = linalg.generic {indexing_maps = [#map21, #map21, #map2], iterator_types = ["parallel"]} outs(%217, %217, %218 : tensor<128x1xi64>, tensor<128x1xi64>, tensor<128xf32>) {
    ^bb0(%out: i64, %out_175: i64, %out_176: f32):
      %798 = linalg.index 0 : index
      %799 = arith.remsi %798, %c128 : index
      %extracted = tensor.extract %216[%799, %c0] : tensor<128x1xi64>
      %800 = arith.index_cast %799 : index to i64
      linalg.yield %800, %extracted, %cst_24 : i64, i64, f32
    } -> (tensor<128x1xi64>, tensor<128x1xi64>, tensor<128xf32>)
    %220 = tensor.empty() : tensor<128x2xi64>
    %221 = linalg.fill ins(%c0_i64 : i64) outs(%220 : tensor<128x2xi64>) -> tensor<128x2xi64>
    %inserted_slice = tensor.insert_slice %219#0 into %221[0, 0] [128, 1] [1, 1] : tensor<128x1xi64> into tensor<128x2xi64>
    %inserted_slice_89 = tensor.insert_slice %219#1 into %inserted_slice[0, 1] [128, 1] [1, 1] : tensor<128x1xi64> into tensor<128x2xi64>
    %222 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%219#2, %inserted_slice_89 : tensor<128xf32>, tensor<128x2xi64>) outs(%cst : tensor<128x64xf32>) {
    ^bb0(%arg87: f32, %arg88: f32):
      tm_tensor.yield %arg87 : f32
    } -> tensor<128x64xf32>
    %223 = linalg.generic {indexing_maps = [#map6, #map20, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%214, %212, %cst_2 : tensor<128x1xi1>, tensor<f32>, tensor<f32>) outs(%193 : tensor<128x1xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<128x1xf32>
    %224 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%222, %223 : tensor<128x64xf32>, tensor<128x1xf32>) outs(%183 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x64xf32>
    %225 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<128x64xf32>) outs(%183 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.exp %in : f32
      linalg.yield %798 : f32
    } -> tensor<128x64xf32>
    %226 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%224 : tensor<128x64xf32>) outs(%194 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<128x1xf32>
    %227 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%225, %226 : tensor<128x64xf32>, tensor<128x1xf32>) outs(%183 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x64xf32>
    %228 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%224, %227 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%183 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x64xf32>
    %229 = tensor.empty() : tensor<64x128xf32>
    %transposed_90 = linalg.transpose ins(%228 : tensor<128x64xf32>) outs(%229 : tensor<64x128xf32>) permutation = [1, 0] 
    %230 = tensor.empty() : tensor<64x32xf32>
    %231 = linalg.fill ins(%cst_21 : f32) outs(%230 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %232 = linalg.matmul ins(%transposed_90, %collapsed_82 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%231 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %233 = linalg.matmul ins(%228, %arg0 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_91 = tensor.expand_shape %233 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %arg26 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %179 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %238 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %236 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %239 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %243 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %241 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %179 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %245 = tensor.empty() : tensor<32xf32>
    %246 = linalg.fill ins(%cst_21 : f32) outs(%245 : tensor<32xf32>) -> tensor<32xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%244 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_91 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %collapsed_92 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %249 = tensor.empty() : tensor<32x128xf32>
    %transposed_93 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%249 : tensor<32x128xf32>) permutation = [1, 0] 
    %250 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_94 = linalg.transpose ins(%collapsed_79 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %251 = linalg.matmul ins(%transposed_94, %collapsed_92 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %252 = tensor.empty() : tensor<1x32xf32>
    %253 = linalg.fill ins(%cst_21 : f32) outs(%252 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %254 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<128x32xf32>) outs(%253 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x32xf32>
    %collapsed_95 = tensor.collapse_shape %254 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_96 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %155 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %161 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %160 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %258 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %257 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_175: f32, %out: f32):
      %798 = arith.sitofp %in : i64 to f32
      %799 = arith.subf %798, %in_175 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %258 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_5 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_4 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_20 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %263 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %264 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_18 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %266 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_97 = tensor.collapse_shape %267 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_98 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %268 = linalg.matmul ins(%collapsed_97, %transposed_98 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_99 = linalg.transpose ins(%collapsed_77 : tensor<128x32xf32>) outs(%249 : tensor<32x128xf32>) permutation = [1, 0] 
    %269 = linalg.fill ins(%cst_21 : f32) outs(%249 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %270 = linalg.matmul ins(%transposed_99, %collapsed_97 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%269 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %271 = tensor.empty() : tensor<1x128xf32>
    %272 = linalg.fill ins(%cst_21 : f32) outs(%271 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %273 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_97 : tensor<128x128xf32>) outs(%272 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x128xf32>
    %collapsed_100 = tensor.collapse_shape %273 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_101 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %arg20 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%274 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %150 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %278 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %276 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %283 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %281 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %150 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%284 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_101 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %283 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_102 = tensor.collapse_shape %287 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %288 = tensor.empty() : tensor<32x32xf32>
    %transposed_103 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) permutation = [1, 0] 
    %289 = linalg.matmul ins(%collapsed_102, %transposed_103 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_75 : tensor<128x32xf32>) outs(%249 : tensor<32x128xf32>) permutation = [1, 0] 
    %290 = linalg.fill ins(%cst_21 : f32) outs(%288 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %291 = linalg.matmul ins(%transposed_104, %collapsed_102 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%290 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %292 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_102 : tensor<128x32xf32>) outs(%253 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x32xf32>
    %collapsed_105 = tensor.collapse_shape %292 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_106 = tensor.expand_shape %289 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_108 = tensor.collapse_shape %transposed_107 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_71 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %293 = linalg.batch_matmul ins(%transposed_109, %collapsed_108 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %294 = tensor.empty() : tensor<8x8x64xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_72 : tensor<8x64x8xf32>) outs(%294 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %295 = linalg.batch_matmul ins(%collapsed_108, %transposed_110 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_111 = tensor.expand_shape %293 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_112 = tensor.expand_shape %295 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %296 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112, %132 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %297 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%296 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x1xf32>
    %298 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %297 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %299 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %298 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %300 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %299, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %301 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_113 = tensor.collapse_shape %301 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_114 = linalg.transpose ins(%collapsed_67 : tensor<8x64x8xf32>) outs(%294 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %302 = linalg.fill ins(%cst_21 : f32) outs(%294 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %303 = linalg.batch_matmul ins(%transposed_114, %collapsed_113 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%302 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_115 = linalg.transpose ins(%collapsed_68 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %304 = linalg.batch_matmul ins(%collapsed_113, %transposed_115 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_116 = tensor.expand_shape %303 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_117 = tensor.expand_shape %304 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_118 = linalg.transpose ins(%expanded_117 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_120 = linalg.transpose ins(%expanded_111 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_121 = tensor.collapse_shape %transposed_120 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_122 = linalg.transpose ins(%expanded_116 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_123 = tensor.collapse_shape %transposed_122 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat = tensor.concat dim(2) %collapsed_119, %collapsed_123, %collapsed_121 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_124 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %305 = tensor.empty() : tensor<96x32xf32>
    %transposed_125 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%305 : tensor<96x32xf32>) permutation = [1, 0] 
    %306 = linalg.matmul ins(%collapsed_124, %transposed_125 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_56 : tensor<128x32xf32>) outs(%249 : tensor<32x128xf32>) permutation = [1, 0] 
    %307 = tensor.empty() : tensor<32x96xf32>
    %308 = linalg.fill ins(%cst_21 : f32) outs(%307 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %309 = linalg.matmul ins(%transposed_126, %collapsed_124 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%308 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %310 = tensor.empty() : tensor<1x96xf32>
    %311 = linalg.fill ins(%cst_21 : f32) outs(%310 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %312 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<128x96xf32>) outs(%311 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x96xf32>
    %collapsed_127 = tensor.collapse_shape %312 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_128 = tensor.expand_shape %306 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %arg14 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%313 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %119 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%316 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %317 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %315 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %318 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %322 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %320 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %119 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%323 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_128 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %322 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_129 = tensor.collapse_shape %326 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_130 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%249 : tensor<32x128xf32>) permutation = [1, 0] 
    %327 = linalg.matmul ins(%collapsed_129, %transposed_130 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_54 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %328 = linalg.matmul ins(%transposed_131, %collapsed_129 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %329 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_129 : tensor<128x32xf32>) outs(%253 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x32xf32>
    %collapsed_132 = tensor.collapse_shape %329 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_133 = tensor.expand_shape %327 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %95 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %101 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %100 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %333 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %332 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_175: f32, %out: f32):
      %798 = arith.sitofp %in : i64 to f32
      %799 = arith.subf %798, %in_175 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %333 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_5 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_4 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<2x64x128xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_20 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %338 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %339 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_18 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %341 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_134 = tensor.collapse_shape %342 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_135 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %343 = linalg.matmul ins(%collapsed_134, %transposed_135 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_52 : tensor<128x32xf32>) outs(%249 : tensor<32x128xf32>) permutation = [1, 0] 
    %344 = linalg.matmul ins(%transposed_136, %collapsed_134 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%269 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %345 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_134 : tensor<128x128xf32>) outs(%272 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x128xf32>
    %collapsed_137 = tensor.collapse_shape %345 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_138 = tensor.expand_shape %343 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_138, %arg8 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%346 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %87 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%349 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %350 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %348 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %351 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %355 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %353 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_138, %87 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%356 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_138 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %355 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_139 = tensor.collapse_shape %359 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_140 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) permutation = [1, 0] 
    %360 = linalg.matmul ins(%collapsed_139, %transposed_140 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_50 : tensor<128x32xf32>) outs(%249 : tensor<32x128xf32>) permutation = [1, 0] 
    %361 = linalg.matmul ins(%transposed_141, %collapsed_139 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%290 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %362 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_139 : tensor<128x32xf32>) outs(%253 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x32xf32>
    %collapsed_142 = tensor.collapse_shape %362 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_143 = tensor.expand_shape %360 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_144 = linalg.transpose ins(%expanded_143 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_146 = linalg.transpose ins(%collapsed_46 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %363 = linalg.batch_matmul ins(%transposed_146, %collapsed_145 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %transposed_147 = linalg.transpose ins(%collapsed_47 : tensor<8x64x8xf32>) outs(%294 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %364 = linalg.batch_matmul ins(%collapsed_145, %transposed_147 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_148 = tensor.expand_shape %363 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_149 = tensor.expand_shape %364 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %365 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_149, %64 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %366 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%365 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x1xf32>
    %367 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %366 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %368 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %367 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %369 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %368, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %370 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_150 = tensor.collapse_shape %370 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_151 = linalg.transpose ins(%collapsed_40 : tensor<8x64x8xf32>) outs(%294 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %371 = linalg.batch_matmul ins(%transposed_151, %collapsed_150 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%302 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_152 = linalg.transpose ins(%collapsed_41 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %372 = linalg.batch_matmul ins(%collapsed_150, %transposed_152 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_153 = tensor.expand_shape %371 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_154 = tensor.expand_shape %372 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_155 = linalg.transpose ins(%expanded_154 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_156 = tensor.collapse_shape %transposed_155 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_157 = linalg.transpose ins(%expanded_148 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_158 = tensor.collapse_shape %transposed_157 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_159 = linalg.transpose ins(%expanded_153 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_160 = tensor.collapse_shape %transposed_159 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat_161 = tensor.concat dim(2) %collapsed_156, %collapsed_160, %collapsed_158 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_162 = tensor.collapse_shape %concat_161 [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %transposed_163 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%305 : tensor<96x32xf32>) permutation = [1, 0] 
    %373 = linalg.matmul ins(%collapsed_162, %transposed_163 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_164 = linalg.transpose ins(%collapsed : tensor<128x32xf32>) outs(%249 : tensor<32x128xf32>) permutation = [1, 0] 
    %374 = linalg.matmul ins(%transposed_164, %collapsed_162 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%308 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %375 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_162 : tensor<128x96xf32>) outs(%311 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x96xf32>
    %collapsed_165 = tensor.collapse_shape %375 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_166 = tensor.expand_shape %373 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %arg2 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.mulf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%376 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %36 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%379 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %380 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %378 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %381 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.divf %in, %cst_17 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x1xf32>
    %385 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %383 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %36 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%386 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_166 : tensor<2x64x32xf32>) outs(%246 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %385 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %390 = linalg.fill ins(%cst_21 : f32) outs(%4 : tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%389 : tensor<2x64x32xf32>) outs(%390 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %out : f32
      linalg.yield %798 : f32
    } -> tensor<1x64x32xf32>
    %392 = tensor.empty() : tensor<1x64xi1>
    %393 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x64xi64>) outs(%392 : tensor<1x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %798 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %798 : i1
    } -> tensor<1x64xi1>
    %expanded_167 = tensor.expand_shape %393 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xi1> into tensor<1x64x1xi1>
    %394 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %cst_2, %391 : tensor<1x64x1xi1>, tensor<f32>, tensor<1x64x32xf32>) outs(%4 : tensor<1x64x32xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<1x64x32xf32>
    %collapsed_168 = tensor.collapse_shape %394 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %expanded_169 = tensor.expand_shape %collapsed_168 [[0], [1, 2]] output_shape [64, 1, 32] : tensor<64x32xf32> into tensor<64x1x32xf32>
    %395 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_169, %expanded_28 : tensor<64x1x32xf32>, tensor<64x1xi64>) outs(%cst_22 : tensor<128x32xf32>) {
    ^bb0(%arg87: f32, %arg88: f32):
      %798 = arith.addf %arg88, %arg87 : f32
      tm_tensor.yield %798 : f32
    } -> tensor<128x32xf32>
    %396 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x64xi64>) outs(%12 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %798 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %798 : i1
    } -> tensor<2x64xi1>
    %expanded_170 = tensor.expand_shape %396 [[0], [1, 2]] output_shape [2, 64, 1] : tensor<2x64xi1> into tensor<2x64x1xi1>
    %397 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_170, %cst_2, %389 : tensor<2x64x1xi1>, tensor<f32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: i1, %in_175: f32, %in_176: f32, %out: f32):
      %798 = arith.select %in, %in_175, %in_176 : f32
      linalg.yield %798 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_171 = tensor.collapse_shape %arg85 [[0, 1]] : tensor<2x64xi64> into tensor<128xi64>
    %expanded_172 = tensor.expand_shape %collapsed_171 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %collapsed_173 = tensor.collapse_shape %397 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %expanded_174 = tensor.expand_shape %collapsed_173 [[0], [1, 2]] output_shape [128, 1, 32] : tensor<128x32xf32> into tensor<128x1x32xf32>
    %398 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_174, %expanded_172 : tensor<128x1x32xf32>, tensor<128x1xi64>) outs(%cst_23 : tensor<64x32xf32>) {
    ^bb0(%arg87: f32, %arg88: f32):
      %798 = arith.addf %arg88, %arg87 : f32
      tm_tensor.yield %798 : f32
    } -> tensor<64x32xf32>
    %399 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%232, %398 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %400 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.addf %in, %cst_19 : f32
      linalg.yield %798 : f32
    } -> tensor<f32>
    %401 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%400 : tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = math.powf %798, %in : f32
      linalg.yield %799 : f32
    } -> tensor<f32>
    %402 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_26, %401 : tensor<i64>, tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: i64, %in_175: f32, %out: f32):
      %798 = arith.sitofp %in : i64 to f32
      %799 = arith.subf %798, %in_175 : f32
      linalg.yield %799 : f32
    } -> tensor<f32>
    %403 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%400 : tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = math.powf %798, %in : f32
      linalg.yield %799 : f32
    } -> tensor<f32>
    %404 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_26, %403 : tensor<i64>, tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: i64, %in_175: f32, %out: f32):
      %798 = arith.sitofp %in : i64 to f32
      %799 = arith.subf %798, %in_175 : f32
      linalg.yield %799 : f32
    } -> tensor<f32>
    %405 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<64x32xf32>
    %406 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%399 : tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<64x32xf32>
    %407 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%405, %406 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %408 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<64x32xf32>
    %409 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%399 : tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<64x32xf32>
    %410 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%409, %399 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %411 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%408, %410 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %412 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%407, %402 : tensor<64x32xf32>, tensor<f32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %413 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<64x32xf32>
    %414 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%411, %404 : tensor<64x32xf32>, tensor<f32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %415 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%414 : tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %416 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<64x32xf32>
    %417 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%413, %416 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %418 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg0, %417 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%230 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<64x32xf32>
    %419 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %420 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %421 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%419, %420 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %422 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %423 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %424 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%423, %395 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %425 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%422, %424 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %426 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%421, %402 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %427 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%426 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %428 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%425, %404 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %429 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%428 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %430 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %431 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%427, %430 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %432 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg1, %431 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %433 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %434 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%387 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %435 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%433, %434 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %436 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg58 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%387 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %438 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%437, %387 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %439 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%436, %438 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %440 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%435, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %441 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%440 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %442 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%439, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%442 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %444 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%443 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %445 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%441, %444 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %446 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %445 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %448 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%388 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %449 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %448 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%388 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%451, %388 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%450, %452 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%449, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%454 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%453, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%456 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%457 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%455, %458 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %459 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %461 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %462 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %463 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%461, %462 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %464 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %465 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %466 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%465, %374 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %467 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%464, %466 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %468 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%463, %402 : tensor<32x96xf32>, tensor<f32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %469 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%468 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %470 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%467, %404 : tensor<32x96xf32>, tensor<f32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %471 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%470 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %472 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%471 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %473 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%469, %472 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %474 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4, %473 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %475 = tensor.empty() : tensor<96xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_165 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%476, %477 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg61 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %480 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_165 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %481 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%480, %collapsed_165 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %482 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%479, %481 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %483 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%478, %402 : tensor<96xf32>, tensor<f32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%483 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %485 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%482, %404 : tensor<96xf32>, tensor<f32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %486 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%485 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %487 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%486 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %488 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%484, %487 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %489 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %488 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %490 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %491 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%361 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %492 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%490, %491 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %493 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %494 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%361 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %495 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%494, %361 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %496 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%493, %495 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %497 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%492, %402 : tensor<32x32xf32>, tensor<f32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %498 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%497 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %499 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%496, %404 : tensor<32x32xf32>, tensor<f32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %500 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%499 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %501 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%500 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %502 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%498, %501 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %503 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6, %502 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %504 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %505 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_142 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %506 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%504, %505 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %507 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg63 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %508 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_142 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %509 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%508, %collapsed_142 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %510 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%507, %509 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %511 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%506, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%511 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %513 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%510, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %514 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%513 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %515 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%514 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %516 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%512, %515 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %516 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg36 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%357 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %520 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%518, %519 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %521 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg64 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %522 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%357 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %523 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%522, %357 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %524 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%521, %523 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %525 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%520, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %526 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%525 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %527 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%524, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %528 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%527 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %529 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%528 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %530 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%526, %529 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %531 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %530 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %532 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg37 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %533 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%358 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%532, %533 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %535 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg65 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %536 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%358 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %537 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%536, %358 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %538 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%535, %537 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %539 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%534, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %540 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%539 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %541 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%538, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %542 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%541 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %543 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%542 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %544 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%540, %543 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %545 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %544 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %546 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %547 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%344 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %548 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%546, %547 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %549 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %550 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%344 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %551 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%550, %344 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %552 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%549, %551 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %553 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%548, %402 : tensor<32x128xf32>, tensor<f32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %554 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%553 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %555 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%552, %404 : tensor<32x128xf32>, tensor<f32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %556 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%555 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %557 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%556 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %558 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%554, %557 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %559 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10, %558 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %560 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_137 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %562 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%560, %561 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %563 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg67 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %564 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_137 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %565 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%564, %collapsed_137 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %566 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%563, %565 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %567 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%562, %402 : tensor<128xf32>, tensor<f32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%567 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %569 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%566, %404 : tensor<128xf32>, tensor<f32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %570 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%569 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %571 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%570 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %572 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%568, %571 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %573 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %572 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %574 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %575 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %576 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%574, %575 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %577 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %578 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %579 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%578, %328 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %580 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%577, %579 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %581 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%576, %402 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %582 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%581 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %583 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%580, %404 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %584 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %585 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%584 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %586 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%582, %585 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %587 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg12, %586 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %588 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg41 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %589 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_132 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%588, %589 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %591 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg69 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %592 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_132 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %593 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%592, %collapsed_132 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %594 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%591, %593 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %595 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%590, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %596 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%595 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %597 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%594, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %598 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%597 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %599 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%598 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %600 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%596, %599 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %601 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %600 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %602 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %603 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%324 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %604 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%602, %603 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %605 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg70 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %606 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%324 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %607 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%606, %324 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %608 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%605, %607 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %609 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%604, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%609 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %611 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%608, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %612 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%611 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %613 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%612 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %614 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%610, %613 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %615 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %614 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %616 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%325 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %618 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%616, %617 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %619 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg71 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %620 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%325 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %621 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%620, %325 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %622 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%619, %621 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %623 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%618, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %624 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%623 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %625 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%622, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %626 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%625 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %627 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%626 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %628 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%624, %627 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %629 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %628 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %630 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %631 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %632 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%630, %631 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %633 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %634 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %635 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%634, %309 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %636 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%633, %635 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %637 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%632, %402 : tensor<32x96xf32>, tensor<f32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %638 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%637 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %639 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%636, %404 : tensor<32x96xf32>, tensor<f32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %640 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%639 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %641 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%640 : tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x96xf32>
    %642 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%638, %641 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %643 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16, %642 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%307 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x96xf32>
    %644 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_127 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %646 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%644, %645 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %647 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg73 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %648 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_127 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %649 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%648, %collapsed_127 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %650 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%647, %649 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %651 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%646, %402 : tensor<96xf32>, tensor<f32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %652 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%651 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %653 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%650, %404 : tensor<96xf32>, tensor<f32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %654 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%653 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %655 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%654 : tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<96xf32>
    %656 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%652, %655 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %657 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %656 : tensor<96xf32>, tensor<96xf32>) outs(%475 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<96xf32>
    %658 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %659 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %660 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%658, %659 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %661 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %662 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %663 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%662, %291 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %664 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%661, %663 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %665 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%660, %402 : tensor<32x32xf32>, tensor<f32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %666 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%665 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %667 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%664, %404 : tensor<32x32xf32>, tensor<f32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %668 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%667 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %669 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%668 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x32xf32>
    %670 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%666, %669 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %671 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg18, %670 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x32xf32>
    %672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %673 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_105 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %674 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%672, %673 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %675 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg75 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %676 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_105 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %677 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%676, %collapsed_105 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %678 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%675, %677 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %679 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%674, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %680 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%679 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %681 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%678, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %682 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%681 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %683 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%682 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %684 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%680, %683 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %685 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %684 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg48 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %687 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%285 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %688 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%686, %687 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %689 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg76 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %690 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%285 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %691 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%690, %285 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%689, %691 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %693 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%688, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %694 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%693 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %695 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%692, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%695 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %697 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%696 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %698 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%694, %697 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %699 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg20, %698 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg49 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %701 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%286 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %702 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%700, %701 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %703 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %704 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%286 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %705 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%704, %286 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %706 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%703, %705 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %707 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%702, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %708 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%707 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %709 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%706, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %710 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%709 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %711 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%710 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %712 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%708, %711 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %713 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %712 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %714 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %715 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %716 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%714, %715 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %717 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %718 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %719 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%718, %270 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %720 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%717, %719 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %721 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%716, %402 : tensor<32x128xf32>, tensor<f32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %722 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%721 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %723 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%720, %404 : tensor<32x128xf32>, tensor<f32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %724 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%723 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %725 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%724 : tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32x128xf32>
    %726 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%722, %725 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %727 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22, %726 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%249 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32x128xf32>
    %728 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg51 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %729 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %730 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%728, %729 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %731 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg79 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %732 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %733 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%732, %collapsed_100 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %734 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%731, %733 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %735 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%730, %402 : tensor<128xf32>, tensor<f32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%735 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %737 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%734, %404 : tensor<128xf32>, tensor<f32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %738 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%737 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %739 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%738 : tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128xf32>
    %740 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%736, %739 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %741 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg23, %740 : tensor<128xf32>, tensor<128xf32>) outs(%188 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128xf32>
    %742 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %743 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %744 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%742, %743 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %745 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %746 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %747 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%746, %251 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %748 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%745, %747 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %749 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%744, %402 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %750 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%749 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %751 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%748, %404 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %752 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%751 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %753 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%752 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<128x32xf32>
    %754 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%750, %753 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %755 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg24, %754 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<128x32xf32>
    %756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg53 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_95 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%756, %757 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %759 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg81 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_95 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %761 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%760, %collapsed_95 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %762 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%759, %761 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %763 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%758, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %764 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%763 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %765 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%762, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %766 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%765 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %767 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%766 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %768 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%764, %767 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %769 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg25, %768 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %770 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg54 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %771 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%247 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %772 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%770, %771 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %773 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg82 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %774 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%247 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %775 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%774, %247 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %776 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%773, %775 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %777 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%772, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%777 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %779 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%776, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %780 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%779 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%780 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%778, %781 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg26, %782 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg55 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_6 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%248 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_8 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%784, %785 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %787 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg83 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_7 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %788 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%248 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_9 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %789 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%788, %248 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.mulf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %790 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%787, %789 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.addf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %791 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%786, %402 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %792 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%791 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_10 : f64 to f32
      %799 = arith.mulf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%790, %404 : tensor<32xf32>, tensor<f32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%793 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = math.sqrt %in : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %795 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%794 : tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %798 = arith.truncf %cst_11 : f64 to f32
      %799 = arith.addf %in, %798 : f32
      linalg.yield %799 : f32
    } -> tensor<32xf32>
    %796 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%792, %795 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.divf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    %797 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg27, %796 : tensor<32xf32>, tensor<32xf32>) outs(%245 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %798 = arith.subf %in, %in_175 : f32
      linalg.yield %798 : f32
    } -> tensor<32xf32>
    return %211, %418, %432, %446, %460, %474, %489, %503, %517, %531, %545, %559, %573, %587, %601, %615, %629, %643, %657, %671, %685, %699, %713, %727, %741, %755, %769, %783, %797, %407, %421, %435, %449, %463, %478, %492, %506, %520, %534, %548, %562, %576, %590, %604, %618, %632, %646, %660, %674, %688, %702, %716, %730, %744, %758, %772, %786, %411, %425, %439, %453, %467, %482, %496, %510, %524, %538, %552, %566, %580, %594, %608, %622, %636, %650, %664, %678, %692, %706, %720, %734, %748, %762, %776, %790, %400 : tensor<f32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_128_128_torch.uint8: "0x0100000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101"
    }
  }
#-}
