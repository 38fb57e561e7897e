// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program t5_adam_step: one training step of transformers
//     T5ForConditionalGeneration(T5Config(vocab_size=64, d_model=32, d_kv=8, d_ff=64,
//     num_layers=1, num_decoder_layers=1, num_heads=4, dropout_rate=0.0, decoder_start_token_id=0,
//     pad_token_id=0)), random weights, every parameter trained (embeddings included): loss =
//     model(input_ids [2x8], attention_mask=ones, labels [2x8]).loss (the decoder reads the labels
//     shifted right; cross-entropy, mean), gradients by torch.func.grad_and_value, then Adam as
//     torch.optim.Adam computes it (lr=0.001, betas=(0.9, 0.999), eps=1e-08, no weight decay,
//     bias-corrected; the optimizer state exp_avg, exp_avg_sq and step are arguments and results);
//     forward, backward and update in one graph, traced by make_fx with torch-mlir's
//     decompositions, functionalized or in-place ops rewritten out of place.
// Arguments:
// %arg0 shared.weight [64x32xf32]
// %arg1 encoder.block.0.layer.0.SelfAttention.q.weight [32x32xf32]
// %arg2 encoder.block.0.layer.0.SelfAttention.k.weight [32x32xf32]
// %arg3 encoder.block.0.layer.0.SelfAttention.v.weight [32x32xf32]
// %arg4 encoder.block.0.layer.0.SelfAttention.o.weight [32x32xf32]
// %arg5 encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight [32x4xf32]
// %arg6 encoder.block.0.layer.0.layer_norm.weight [32xf32]
// %arg7 encoder.block.0.layer.1.DenseReluDense.wi.weight [64x32xf32]
// %arg8 encoder.block.0.layer.1.DenseReluDense.wo.weight [32x64xf32]
// %arg9 encoder.block.0.layer.1.layer_norm.weight [32xf32]
// %arg10 encoder.final_layer_norm.weight [32xf32]
// %arg11 decoder.block.0.layer.0.SelfAttention.q.weight [32x32xf32]
// %arg12 decoder.block.0.layer.0.SelfAttention.k.weight [32x32xf32]
// %arg13 decoder.block.0.layer.0.SelfAttention.v.weight [32x32xf32]
// %arg14 decoder.block.0.layer.0.SelfAttention.o.weight [32x32xf32]
// %arg15 decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight [32x4xf32]
// %arg16 decoder.block.0.layer.0.layer_norm.weight [32xf32]
// %arg17 decoder.block.0.layer.1.EncDecAttention.q.weight [32x32xf32]
// %arg18 decoder.block.0.layer.1.EncDecAttention.k.weight [32x32xf32]
// %arg19 decoder.block.0.layer.1.EncDecAttention.v.weight [32x32xf32]
// %arg20 decoder.block.0.layer.1.EncDecAttention.o.weight [32x32xf32]
// %arg21 decoder.block.0.layer.1.layer_norm.weight [32xf32]
// %arg22 decoder.block.0.layer.2.DenseReluDense.wi.weight [64x32xf32]
// %arg23 decoder.block.0.layer.2.DenseReluDense.wo.weight [32x64xf32]
// %arg24 decoder.block.0.layer.2.layer_norm.weight [32xf32]
// %arg25 decoder.final_layer_norm.weight [32xf32]
// %arg26 exp_avg.shared.weight [64x32xf32]
// %arg27 exp_avg.encoder.block.0.layer.0.SelfAttention.q.weight [32x32xf32]
// %arg28 exp_avg.encoder.block.0.layer.0.SelfAttention.k.weight [32x32xf32]
// %arg29 exp_avg.encoder.block.0.layer.0.SelfAttention.v.weight [32x32xf32]
// %arg30 exp_avg.encoder.block.0.layer.0.SelfAttention.o.weight [32x32xf32]
// %arg31 exp_avg.encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight [32x4xf32]
// %arg32 exp_avg.encoder.block.0.layer.0.layer_norm.weight [32xf32]
// %arg33 exp_avg.encoder.block.0.layer.1.DenseReluDense.wi.weight [64x32xf32]
// %arg34 exp_avg.encoder.block.0.layer.1.DenseReluDense.wo.weight [32x64xf32]
// %arg35 exp_avg.encoder.block.0.layer.1.layer_norm.weight [32xf32]
// %arg36 exp_avg.encoder.final_layer_norm.weight [32xf32]
// %arg37 exp_avg.decoder.block.0.layer.0.SelfAttention.q.weight [32x32xf32]
// %arg38 exp_avg.decoder.block.0.layer.0.SelfAttention.k.weight [32x32xf32]
// %arg39 exp_avg.decoder.block.0.layer.0.SelfAttention.v.weight [32x32xf32]
// %arg40 exp_avg.decoder.block.0.layer.0.SelfAttention.o.weight [32x32xf32]
// %arg41 exp_avg.decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight [32x4xf32]
// %arg42 exp_avg.decoder.block.0.layer.0.layer_norm.weight [32xf32]
// %arg43 exp_avg.decoder.block.0.layer.1.EncDecAttention.q.weight [32x32xf32]
// %arg44 exp_avg.decoder.block.0.layer.1.EncDecAttention.k.weight [32x32xf32]
// %arg45 exp_avg.decoder.block.0.layer.1.EncDecAttention.v.weight [32x32xf32]
// %arg46 exp_avg.decoder.block.0.layer.1.EncDecAttention.o.weight [32x32xf32]
// %arg47 exp_avg.decoder.block.0.layer.1.layer_norm.weight [32xf32]
// %arg48 exp_avg.decoder.block.0.layer.2.DenseReluDense.wi.weight [64x32xf32]
// %arg49 exp_avg.decoder.block.0.layer.2.DenseReluDense.wo.weight [32x64xf32]
// %arg50 exp_avg.decoder.block.0.layer.2.layer_norm.weight [32xf32]
// %arg51 exp_avg.decoder.final_layer_norm.weight [32xf32]
// %arg52 exp_avg_sq.shared.weight [64x32xf32]
// %arg53 exp_avg_sq.encoder.block.0.layer.0.SelfAttention.q.weight [32x32xf32]
// %arg54 exp_avg_sq.encoder.block.0.layer.0.SelfAttention.k.weight [32x32xf32]
// %arg55 exp_avg_sq.encoder.block.0.layer.0.SelfAttention.v.weight [32x32xf32]
// %arg56 exp_avg_sq.encoder.block.0.layer.0.SelfAttention.o.weight [32x32xf32]
// %arg57 exp_avg_sq.encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight
//       [32x4xf32]
// %arg58 exp_avg_sq.encoder.block.0.layer.0.layer_norm.weight [32xf32]
// %arg59 exp_avg_sq.encoder.block.0.layer.1.DenseReluDense.wi.weight [64x32xf32]
// %arg60 exp_avg_sq.encoder.block.0.layer.1.DenseReluDense.wo.weight [32x64xf32]
// %arg61 exp_avg_sq.encoder.block.0.layer.1.layer_norm.weight [32xf32]
// %arg62 exp_avg_sq.encoder.final_layer_norm.weight [32xf32]
// %arg63 exp_avg_sq.decoder.block.0.layer.0.SelfAttention.q.weight [32x32xf32]
// %arg64 exp_avg_sq.decoder.block.0.layer.0.SelfAttention.k.weight [32x32xf32]
// %arg65 exp_avg_sq.decoder.block.0.layer.0.SelfAttention.v.weight [32x32xf32]
// %arg66 exp_avg_sq.decoder.block.0.layer.0.SelfAttention.o.weight [32x32xf32]
// %arg67 exp_avg_sq.decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight
//       [32x4xf32]
// %arg68 exp_avg_sq.decoder.block.0.layer.0.layer_norm.weight [32xf32]
// %arg69 exp_avg_sq.decoder.block.0.layer.1.EncDecAttention.q.weight [32x32xf32]
// %arg70 exp_avg_sq.decoder.block.0.layer.1.EncDecAttention.k.weight [32x32xf32]
// %arg71 exp_avg_sq.decoder.block.0.layer.1.EncDecAttention.v.weight [32x32xf32]
// %arg72 exp_avg_sq.decoder.block.0.layer.1.EncDecAttention.o.weight [32x32xf32]
// %arg73 exp_avg_sq.decoder.block.0.layer.1.layer_norm.weight [32xf32]
// %arg74 exp_avg_sq.decoder.block.0.layer.2.DenseReluDense.wi.weight [64x32xf32]
// %arg75 exp_avg_sq.decoder.block.0.layer.2.DenseReluDense.wo.weight [32x64xf32]
// %arg76 exp_avg_sq.decoder.block.0.layer.2.layer_norm.weight [32xf32]
// %arg77 exp_avg_sq.decoder.final_layer_norm.weight [32xf32]
// %arg78 step [f32]
// %arg79 input_ids [2x8xi64]
// %arg80 labels [2x8xi64]
// Results: the loss [f32], then the 26 updated parameters, the 26 updated exp_avg, the 26 updated
//     exp_avg_sq (each in argument order) and step + 1 [f32]
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map19 = affine_map<(d0, d1) -> (d0)>
#map20 = affine_map<(d0) -> ()>
#map21 = affine_map<() -> ()>
#map22 = affine_map<(d0) -> (d0, 0)>
#map23 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map24 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @t5_adam_step(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x4xf32>, %arg6: tensor<32xf32>, %arg7: tensor<64x32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x4xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<32x64xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<64x32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32x4xf32>, %arg32: tensor<32xf32>, %arg33: tensor<64x32xf32>, %arg34: tensor<32x64xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32x4xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<64x32xf32>, %arg49: tensor<32x64xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<64x32xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32x4xf32>, %arg58: tensor<32xf32>, %arg59: tensor<64x32xf32>, %arg60: tensor<32x64xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32x32xf32>, %arg64: tensor<32x32xf32>, %arg65: tensor<32x32xf32>, %arg66: tensor<32x32xf32>, %arg67: tensor<32x4xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32x32xf32>, %arg70: tensor<32x32xf32>, %arg71: tensor<32x32xf32>, %arg72: tensor<32x32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<64x32xf32>, %arg75: tensor<32x64xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<f32>, %arg79: tensor<2x8xi64>, %arg80: tensor<2x8xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 2.7725887222397811 : f64
    %cst_3 = arith.constant 2.0794415416798357 : f64
    %cst_4 = arith.constant 0.17677669529663689 : f64
    %cst_5 = arith.constant 9.000000e-01 : f64
    %cst_6 = arith.constant 0.99899999999999999 : f64
    %cst_7 = arith.constant 0.099999999999999978 : f64
    %cst_8 = arith.constant 0.0010000000000000009 : f64
    %cst_9 = arith.constant 1.000000e-03 : f64
    %cst_10 = arith.constant 1.000000e-08 : f64
    %cst_11 = arith.constant dense<-0.000000e+00> : tensor<2x1x1x8xf32>
    %cst_12 = arith.constant dense<-3.40282347E+38> : tensor<8x8xf32>
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_14 = arith.constant dense<1.000000e+00> : tensor<2x1x1x8xf32>
    %cst_15 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_17 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = arith.constant 3.200000e+01 : f32
    %cst_19 = arith.constant 8.000000e+00 : f32
    %cst_20 = arith.constant 1.600000e+01 : f32
    %cst_21 = arith.constant -5.000000e-01 : f32
    %cst_22 = arith.constant 2.000000e+00 : f32
    %cst_23 = arith.constant 1.000000e+00 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c3_i64 = arith.constant 3 : i64
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c1_i64 = arith.constant 1 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_24 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_25 = arith.constant dense<0.000000e+00> : tensor<32x4xf32>
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_27 = arith.constant -1.000000e+00 : f32
    %cst_28 = arith.constant dense<1> : tensor<i64>
    %cst_29 = arith.constant dense<15> : tensor<8x8xi64>
    %cst_30 = arith.constant dense<0> : tensor<2x8xi64>
    %cst_31 = arith.constant dense<0> : tensor<i64>
    %cst_32 = arith.constant dense<0> : tensor<8x8xi64>
    %cst_33 = arith.constant dense<31> : tensor<8x8xi64>
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg79 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %795 = arith.index_cast %in : i64 to index
      %796 = linalg.index 2 : index
      %797 = arith.cmpi slt, %795, %c64 : index
      cf.assert %797, "index must be smaller than dim size"
      %798 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %798, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%795, %796] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %795 = linalg.index 0 : index
      %796 = arith.index_cast %795 : index to i64
      linalg.yield %796 : i64
    } -> tensor<8xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %5 = tensor.empty() : tensor<2x8x1xf32>
    %6 = linalg.fill ins(%cst_24 : f32) outs(%5 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_1 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.rsqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %10 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %12 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %11 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %13 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %14 = tensor.empty() : tensor<16x32xf32>
    %15 = linalg.fill ins(%cst_24 : f32) outs(%14 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded = tensor.expand_shape %16 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %17 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_34 = linalg.transpose ins(%expanded : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_35 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %18 = linalg.matmul ins(%collapsed, %transposed_35 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_36 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %19 = linalg.matmul ins(%collapsed, %transposed_36 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_37 = tensor.expand_shape %18 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %expanded_38 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_40 = linalg.transpose ins(%expanded_37 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_41 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %20 = tensor.empty() : tensor<8x8x8xf32>
    %21 = linalg.fill ins(%cst_24 : f32) outs(%20 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %22 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_43 = tensor.expand_shape %22 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_44 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_45 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %23 = tensor.empty() : tensor<8x8xi64>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_45, %expanded_44 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_253: i64, %out: i64):
      %795 = arith.subi %in, %in_253 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %25 = tensor.empty() : tensor<8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x8xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x8xi1>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %795 = arith.extui %in : i1 to i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %28 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %795 = arith.muli %in, %c16_i64 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %29 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %795 = math.absi %in : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %30 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x8xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<8x8xi1>
    %31 = tensor.empty() : tensor<8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x8xi64>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %795 = arith.sitofp %in : i64 to f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_19 : f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.log %in : f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_2 : f64 to f32
      %796 = arith.divf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_19 : f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x8xf32>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %795 = arith.fptosi %in : f32 to i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %38 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %795 = arith.addi %in, %c8_i64 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %39 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_29 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_253: i64, %out: i64):
      %795 = arith.minsi %in, %in_253 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %40 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%30, %29, %39 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_253: i64, %in_254: i64, %out: i64):
      %795 = arith.select %in, %in_253, %in_254 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %41 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%28, %40 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_253: i64, %out: i64):
      %795 = arith.addi %in, %in_253 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %42 = tensor.empty() : tensor<8x8x4xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<8x8xi64>) outs(%42 : tensor<8x8x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %795 = arith.index_cast %in : i64 to index
      %796 = linalg.index 2 : index
      %797 = arith.cmpi slt, %795, %c32 : index
      cf.assert %797, "index must be smaller than dim size"
      %798 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %798, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg5[%795, %796] : tensor<32x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x4xf32>
    %44 = tensor.empty() : tensor<4x8x8xf32>
    %transposed_46 = linalg.transpose ins(%43 : tensor<8x8x4xf32>) outs(%44 : tensor<4x8x8xf32>) permutation = [2, 0, 1] 
    %expanded_47 = tensor.expand_shape %transposed_46 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47, %cst_11 : tensor<1x4x8x8xf32>, tensor<2x1x1x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %45 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %47 = tensor.empty() : tensor<2x4x8xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %49 = tensor.empty() : tensor<2x4x8xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %51:2 = linalg.generic {indexing_maps = [#map10, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x4x8x8xf32>) outs(%50, %48 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_253: i64):
      %795 = linalg.index 3 : index
      %796 = arith.index_cast %795 : index to i64
      %797 = arith.maximumf %in, %out : f32
      %798 = arith.cmpf ogt, %in, %out : f32
      %799 = arith.select %798, %796, %out_253 : i64
      linalg.yield %797, %799 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_48 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_48 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.exp %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %54 = tensor.empty() : tensor<2x4x8x1xf32>
    %55 = linalg.fill ins(%cst_24 : f32) outs(%54 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map10, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_49 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %58 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_51 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %59 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %transposed_52 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %60 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_55 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_55 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_1 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.rsqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %66 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %67 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %69 = tensor.empty() : tensor<32x64xf32>
    %transposed_56 = linalg.transpose ins(%arg7 : tensor<64x32xf32>) outs(%69 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_57 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %70 = tensor.empty() : tensor<16x64xf32>
    %71 = linalg.fill ins(%cst_24 : f32) outs(%70 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %72 = linalg.matmul ins(%collapsed_57, %transposed_56 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%71 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_58 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %73 = tensor.empty() : tensor<2x8x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x8x64xf32>) outs(%73 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.cmpf ugt, %in, %cst_24 : f32
      %796 = arith.select %795, %in, %cst_24 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x64xf32>
    %75 = tensor.empty() : tensor<64x32xf32>
    %transposed_59 = linalg.transpose ins(%arg8 : tensor<32x64xf32>) outs(%75 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_60 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %76 = linalg.matmul ins(%collapsed_60, %transposed_59 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_61 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %expanded_61 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_1 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.rsqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %83 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %extracted_slice = tensor.extract_slice %arg80[0, 0] [2, 7] [1, 1] : tensor<2x8xi64> to tensor<2x7xi64>
    %inserted_slice = tensor.insert_slice %extracted_slice into %cst_30[0, 1] [2, 7] [1, 1] : tensor<2x7xi64> into tensor<2x8xi64>
    %85 = tensor.empty() : tensor<1x8xi1>
    %86 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_45 : tensor<1x8xi64>) outs(%85 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<1x8xi1>
    %87 = tensor.empty() : tensor<2x8xi64>
    %88 = linalg.generic {indexing_maps = [#map5, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%86, %cst_30, %inserted_slice : tensor<1x8xi1>, tensor<2x8xi64>, tensor<2x8xi64>) outs(%87 : tensor<2x8xi64>) {
    ^bb0(%in: i1, %in_253: i64, %in_254: i64, %out: i64):
      %795 = arith.select %in, %in_253, %in_254 : i64
      linalg.yield %795 : i64
    } -> tensor<2x8xi64>
    %89 = tensor.empty() : tensor<2x8xi1>
    %90 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<2x8xi64>) outs(%89 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi eq, %in, %c-100_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<2x8xi1>
    %91 = linalg.generic {indexing_maps = [#map7, #map13, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%90, %cst_31, %88 : tensor<2x8xi1>, tensor<i64>, tensor<2x8xi64>) outs(%87 : tensor<2x8xi64>) {
    ^bb0(%in: i1, %in_253: i64, %in_254: i64, %out: i64):
      %795 = arith.select %in, %in_253, %in_254 : i64
      linalg.yield %795 : i64
    } -> tensor<2x8xi64>
    %92 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %795 = arith.index_cast %in : i64 to index
      %796 = linalg.index 2 : index
      %797 = arith.cmpi slt, %795, %c64 : index
      cf.assert %797, "index must be smaller than dim size"
      %798 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %798, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%795, %796] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x8xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<8x8xi1>
    %94 = linalg.generic {indexing_maps = [#map7, #map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%93, %cst_12, %cst_13 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<f32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map14, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_44 : tensor<8xi64>, tensor<8x1xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_253: i64, %out: i1):
      %795 = arith.cmpi sgt, %in, %in_253 : i64
      linalg.yield %795 : i1
    } -> tensor<8x8xi1>
    %96 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<8x8xf32>, tensor<8x8xi1>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_253: i1, %out: f32):
      %795 = arith.uitofp %in_253 : i1 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<8x8xf32>
    %97 = tensor.empty() : tensor<2x1x8x8xf32>
    %expanded_62 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [1, 8, 8] : tensor<8x8xf32> into tensor<1x8x8xf32>
    %98 = linalg.generic {indexing_maps = [#map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<1x8x8xf32>) outs(%97 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map10, #map16, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %cst_14 : tensor<2x1x8x8xf32>, tensor<2x1x1x8xf32>) outs(%97 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x1x8x8xf32>
    %100 = tensor.empty() : tensor<2x1x8x8xi1>
    %101 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<2x1x8x8xf32>) outs(%100 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %795 = arith.cmpf oeq, %in, %cst_24 : f32
      linalg.yield %795 : i1
    } -> tensor<2x1x8x8xi1>
    %102 = linalg.generic {indexing_maps = [#map10, #map17, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %cst_15, %98 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<2x1x8x8xf32>) outs(%97 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<2x1x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_1 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.rsqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %107 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %108 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %transposed_63 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %110 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_65 = tensor.expand_shape %110 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %111 = linalg.matmul ins(%collapsed_64, %transposed_67 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_68 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %112 = linalg.matmul ins(%collapsed_64, %transposed_68 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_69 = tensor.expand_shape %111 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %expanded_70 = tensor.expand_shape %112 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_72 = linalg.transpose ins(%expanded_69 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_73 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_74 = tensor.collapse_shape %transposed_72 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %113 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_75 = tensor.expand_shape %113 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_32 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_253: i64, %out: i64):
      %795 = arith.minsi %in, %in_253 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %115 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %795 = arith.sitofp %in : i64 to f32
      %796 = arith.negf %795 : f32
      %797 = arith.fptosi %796 : f32 to i64
      linalg.yield %797 : i64
    } -> tensor<8x8xi64>
    %116 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<8x8xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<8x8xi1>
    %117 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<8x8xi64>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %795 = arith.sitofp %in : i64 to f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_20 : f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.log %in : f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_3 : f64 to f32
      %796 = arith.divf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_20 : f32
      linalg.yield %795 : f32
    } -> tensor<8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%121 : tensor<8x8xf32>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %795 = arith.fptosi %in : f32 to i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %123 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %795 = arith.addi %in, %c16_i64 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %124 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%123, %cst_33 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_253: i64, %out: i64):
      %795 = arith.minsi %in, %in_253 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %125 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%116, %115, %124 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_253: i64, %in_254: i64, %out: i64):
      %795 = arith.select %in, %in_253, %in_254 : i64
      linalg.yield %795 : i64
    } -> tensor<8x8xi64>
    %126 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x8xi64>) outs(%42 : tensor<8x8x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %795 = arith.index_cast %in : i64 to index
      %796 = linalg.index 2 : index
      %797 = arith.cmpi slt, %795, %c32 : index
      cf.assert %797, "index must be smaller than dim size"
      %798 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %798, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg15[%795, %796] : tensor<32x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x4xf32>
    %transposed_76 = linalg.transpose ins(%126 : tensor<8x8x4xf32>) outs(%44 : tensor<4x8x8xf32>) permutation = [2, 0, 1] 
    %expanded_77 = tensor.expand_shape %transposed_76 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map8, #map18, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_77, %102 : tensor<1x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %127 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %129:2 = linalg.generic {indexing_maps = [#map10, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%128 : tensor<2x4x8x8xf32>) outs(%50, %48 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_253: i64):
      %795 = linalg.index 3 : index
      %796 = arith.index_cast %795 : index to i64
      %797 = arith.maximumf %in, %out : f32
      %798 = arith.cmpf ogt, %in, %out : f32
      %799 = arith.select %798, %796, %out_253 : i64
      linalg.yield %797, %799 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_78 = tensor.expand_shape %129#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_78 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %131 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.exp %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map10, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%131 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %132 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_79 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_80 = tensor.collapse_shape %transposed_71 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %134 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_81 = tensor.expand_shape %134 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_83 = linalg.transpose ins(%arg14 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %135 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_85 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_85 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_1 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.rsqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %141 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21, %142 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %transposed_86 = linalg.transpose ins(%arg17 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %144 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_88 = tensor.expand_shape %144 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_90 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_91 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %145 = linalg.matmul ins(%collapsed_91, %transposed_90 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_92 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %146 = linalg.matmul ins(%collapsed_91, %transposed_92 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_93 = tensor.expand_shape %145 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %expanded_94 = tensor.expand_shape %146 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_96 = linalg.transpose ins(%expanded_93 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_97 = tensor.collapse_shape %transposed_89 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_98 = tensor.collapse_shape %transposed_96 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %147 = linalg.batch_matmul ins(%collapsed_97, %collapsed_98 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_99 = tensor.expand_shape %147 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %148 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99, %cst_16 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %149:2 = linalg.generic {indexing_maps = [#map10, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%148 : tensor<2x4x8x8xf32>) outs(%50, %48 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_253: i64):
      %795 = linalg.index 3 : index
      %796 = arith.index_cast %795 : index to i64
      %797 = arith.maximumf %in, %out : f32
      %798 = arith.cmpf ogt, %in, %out : f32
      %799 = arith.select %798, %796, %out_253 : i64
      linalg.yield %797, %799 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_100 = tensor.expand_shape %149#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_100 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %151 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.exp %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %152 = linalg.generic {indexing_maps = [#map10, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%151 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %152 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_101 = tensor.collapse_shape %153 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_102 = tensor.collapse_shape %transposed_95 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %154 = linalg.batch_matmul ins(%collapsed_101, %collapsed_102 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_103 = tensor.expand_shape %154 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_105 = linalg.transpose ins(%arg20 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_106 = tensor.collapse_shape %transposed_104 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %155 = linalg.matmul ins(%collapsed_106, %transposed_105 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_107 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_107 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_1 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.rsqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %161 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24, %162 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %transposed_108 = linalg.transpose ins(%arg22 : tensor<64x32xf32>) outs(%69 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_109 = tensor.collapse_shape %163 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %164 = linalg.matmul ins(%collapsed_109, %transposed_108 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%71 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_110 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110 : tensor<2x8x64xf32>) outs(%73 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.cmpf ugt, %in, %cst_24 : f32
      %796 = arith.select %795, %in, %cst_24 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x64xf32>
    %transposed_111 = linalg.transpose ins(%arg23 : tensor<32x64xf32>) outs(%75 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_112 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %166 = linalg.matmul ins(%collapsed_112, %transposed_111 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_113 = tensor.expand_shape %166 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %expanded_113 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%168 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_1 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.rsqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %172 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %174 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25, %173 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_4 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x32xf32>
    %transposed_114 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%69 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_115 = tensor.collapse_shape %175 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %176 = linalg.matmul ins(%collapsed_115, %transposed_114 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%71 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %collapsed_116 = tensor.collapse_shape %arg80 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %177 = tensor.empty() : tensor<16xi64>
    %178 = linalg.fill ins(%c0_i64 : i64) outs(%177 : tensor<16xi64>) -> tensor<16xi64>
    %179 = tensor.empty() : tensor<16xf32>
    %180 = linalg.fill ins(%cst_0 : f32) outs(%179 : tensor<16xf32>) -> tensor<16xf32>
    %181:2 = linalg.generic {indexing_maps = [#map7, #map19, #map19], iterator_types = ["parallel", "reduction"]} ins(%176 : tensor<16x64xf32>) outs(%180, %178 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_253: i64):
      %795 = linalg.index 1 : index
      %796 = arith.index_cast %795 : index to i64
      %797 = arith.maximumf %in, %out : f32
      %798 = arith.cmpf ogt, %in, %out : f32
      %799 = arith.select %798, %796, %out_253 : i64
      linalg.yield %797, %799 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_117 = tensor.expand_shape %181#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %182 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%176, %expanded_117 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%70 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<16x64xf32>
    %183 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<16x64xf32>) outs(%70 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.exp %in : f32
      linalg.yield %795 : f32
    } -> tensor<16x64xf32>
    %184 = tensor.empty() : tensor<16x1xf32>
    %185 = linalg.fill ins(%cst_24 : f32) outs(%184 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %186 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "reduction"]} ins(%183 : tensor<16x64xf32>) outs(%185 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<16x1xf32>
    %187 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<16x1xf32>) outs(%184 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.log %in : f32
      linalg.yield %795 : f32
    } -> tensor<16x1xf32>
    %188 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%182, %187 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%70 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<16x64xf32>
    %189 = tensor.empty() : tensor<16xi1>
    %190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_116 : tensor<16xi64>) outs(%189 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<16xi1>
    %191 = linalg.generic {indexing_maps = [#map2, #map2, #map20, #map2], iterator_types = ["parallel"]} ins(%190, %collapsed_116, %cst_31 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%177 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_253: i64, %in_254: i64, %out: i64):
      %795 = arith.select %in, %in_253, %in_254 : i64
      linalg.yield %795 : i64
    } -> tensor<16xi64>
    %expanded_118 = tensor.expand_shape %191 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %192 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_118 : tensor<16x1xi64>) outs(%185 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %795 = linalg.index 0 : index
      %796 = arith.index_cast %in : i64 to index
      %797 = arith.cmpi slt, %796, %c64 : index
      cf.assert %797, "index must be smaller than dim size"
      %798 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %798, "index must be larger or equal to 0"
      %extracted = tensor.extract %188[%795, %796] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_119 = tensor.collapse_shape %192 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %193 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_119 : tensor<16xf32>) outs(%179 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.negf %in : f32
      linalg.yield %795 : f32
    } -> tensor<16xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map2, #map20, #map2], iterator_types = ["parallel"]} ins(%190, %193, %cst_13 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%179 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<16xf32>
    %195 = tensor.empty() : tensor<i64>
    %196 = linalg.fill ins(%c0_i64 : i64) outs(%195 : tensor<i64>) -> tensor<i64>
    %197 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction"]} ins(%190 : tensor<16xi1>) outs(%196 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %795 = arith.extui %in : i1 to i64
      %796 = arith.addi %795, %out : i64
      linalg.yield %796 : i64
    } -> tensor<i64>
    %198 = tensor.empty() : tensor<f32>
    %199 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = []} ins(%197 : tensor<i64>) outs(%198 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %795 = arith.sitofp %in : i64 to f32
      linalg.yield %795 : f32
    } -> tensor<f32>
    %200 = linalg.fill ins(%cst_24 : f32) outs(%198 : tensor<f32>) -> tensor<f32>
    %201 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction"]} ins(%194 : tensor<16xf32>) outs(%200 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<f32>
    %202 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%201, %199 : tensor<f32>, tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<f32>
    %203 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%cst_17, %199 : tensor<f32>, tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<f32>
    %expanded_120 = tensor.expand_shape %collapsed_116 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %204 = tensor.empty() : tensor<16x1xi1>
    %205 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_120 : tensor<16x1xi64>) outs(%204 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<16x1xi1>
    %206 = tensor.empty() : tensor<16x1xi64>
    %207 = linalg.generic {indexing_maps = [#map7, #map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%205, %expanded_120, %cst_31 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%206 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_253: i64, %in_254: i64, %out: i64):
      %795 = arith.select %in, %in_253, %in_254 : i64
      linalg.yield %795 : i64
    } -> tensor<16x1xi64>
    %208 = linalg.fill ins(%c0_i64 : i64) outs(%206 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %209 = linalg.fill ins(%cst_24 : f32) outs(%179 : tensor<16xf32>) -> tensor<16xf32>
    %210:3 = linalg.generic {indexing_maps = [#map22, #map22, #map2], iterator_types = ["parallel"]} outs(%208, %208, %209 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_253: i64, %out_254: f32):
      %795 = linalg.index 0 : index
      %796 = arith.remsi %795, %c16 : index
      %extracted = tensor.extract %207[%796, %c0] : tensor<16x1xi64>
      %797 = arith.index_cast %796 : index to i64
      linalg.yield %797, %extracted, %cst_27 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %211 = tensor.empty() : tensor<16x2xi64>
    %212 = linalg.fill ins(%c0_i64 : i64) outs(%211 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice_121 = tensor.insert_slice %210#0 into %212[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_122 = tensor.insert_slice %210#1 into %inserted_slice_121[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %213 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%210#2, %inserted_slice_122 : tensor<16xf32>, tensor<16x2xi64>) outs(%cst : tensor<16x64xf32>) {
    ^bb0(%arg81: f32, %arg82: f32):
      tm_tensor.yield %arg81 : f32
    } -> tensor<16x64xf32>
    %214 = linalg.generic {indexing_maps = [#map7, #map13, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%205, %203, %cst_13 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%184 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<16x1xf32>
    %215 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%213, %214 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%70 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<16x64xf32>
    %216 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<16x64xf32>) outs(%70 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.exp %in : f32
      linalg.yield %795 : f32
    } -> tensor<16x64xf32>
    %217 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "reduction"]} ins(%215 : tensor<16x64xf32>) outs(%185 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<16x1xf32>
    %218 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%216, %217 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%70 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<16x64xf32>
    %219 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%215, %218 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%70 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<16x64xf32>
    %220 = tensor.empty() : tensor<64x16xf32>
    %transposed_123 = linalg.transpose ins(%219 : tensor<16x64xf32>) outs(%220 : tensor<64x16xf32>) permutation = [1, 0] 
    %221 = linalg.fill ins(%cst_24 : f32) outs(%75 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %222 = linalg.matmul ins(%transposed_123, %collapsed_115 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%221 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %223 = linalg.matmul ins(%219, %arg0 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_124 = tensor.expand_shape %223 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_4 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<2x8x32xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %arg25 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %173 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %227 = tensor.empty() : tensor<1x1x32xf32>
    %228 = linalg.fill ins(%cst_24 : f32) outs(%227 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%226 : tensor<2x8x32xf32>) outs(%228 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_125 = tensor.collapse_shape %229 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %167 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %172 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_21 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %233 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_126 = tensor.collapse_shape %235 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_126 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_22 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %239 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %240 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_127 = tensor.collapse_shape %241 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %242 = tensor.empty() : tensor<32x16xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_127 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %243 = linalg.fill ins(%cst_24 : f32) outs(%69 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %244 = linalg.matmul ins(%transposed_128, %collapsed_112 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%243 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %245 = linalg.matmul ins(%collapsed_127, %arg23 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%71 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_129 = tensor.expand_shape %245 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %246 = tensor.empty() : tensor<2x8x64xi1>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x64xf32>) outs(%246 : tensor<2x8x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %795 = arith.cmpf ole, %in, %cst_24 : f32
      linalg.yield %795 : i1
    } -> tensor<2x8x64xi1>
    %248 = linalg.generic {indexing_maps = [#map1, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %cst_13, %expanded_129 : tensor<2x8x64xi1>, tensor<f32>, tensor<2x8x64xf32>) outs(%73 : tensor<2x8x64xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_130 = tensor.collapse_shape %248 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_130 : tensor<16x64xf32>) outs(%220 : tensor<64x16xf32>) permutation = [1, 0] 
    %249 = linalg.matmul ins(%transposed_131, %collapsed_109 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%221 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %250 = linalg.matmul ins(%collapsed_130, %arg22 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_132 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %arg24 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %162 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%252 : tensor<2x8x32xf32>) outs(%228 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_133 = tensor.collapse_shape %253 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %156 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %161 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %255 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_21 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %258 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_134 = tensor.collapse_shape %260 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_134 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_22 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %264 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %265 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_135 = tensor.collapse_shape %266 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_135 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %267 = linalg.fill ins(%cst_24 : f32) outs(%13 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %268 = linalg.matmul ins(%transposed_136, %collapsed_106 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %269 = linalg.matmul ins(%collapsed_135, %arg20 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_137 = tensor.expand_shape %269 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_101 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %270 = linalg.batch_matmul ins(%transposed_140, %collapsed_139 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_102 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %271 = linalg.batch_matmul ins(%collapsed_139, %transposed_141 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_142 = tensor.expand_shape %270 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_143 = tensor.expand_shape %271 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %272 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_143, %153 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %273 = linalg.generic {indexing_maps = [#map10, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%272 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x1xf32>
    %274 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %273 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %275 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %274 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_144 = tensor.collapse_shape %275 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_97 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %276 = linalg.batch_matmul ins(%transposed_145, %collapsed_144 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_146 = linalg.transpose ins(%collapsed_98 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %277 = linalg.batch_matmul ins(%collapsed_144, %transposed_146 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_147 = tensor.expand_shape %276 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_148 = tensor.expand_shape %277 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_149 = linalg.transpose ins(%expanded_142 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_150 = linalg.transpose ins(%expanded_147 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_151 = tensor.collapse_shape %transposed_149 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_152 = linalg.transpose ins(%collapsed_151 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %278 = linalg.matmul ins(%transposed_152, %collapsed_91 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %279 = linalg.matmul ins(%collapsed_151, %arg19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_153 = tensor.expand_shape %279 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %collapsed_154 = tensor.collapse_shape %transposed_150 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %280 = linalg.matmul ins(%transposed_155, %collapsed_91 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %281 = linalg.matmul ins(%collapsed_154, %arg18 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_156 = tensor.expand_shape %281 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153, %expanded_156 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %transposed_157 = linalg.transpose ins(%expanded_148 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_158 = tensor.collapse_shape %transposed_157 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_159 = linalg.transpose ins(%collapsed_158 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %283 = linalg.matmul ins(%transposed_159, %collapsed_87 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %284 = linalg.matmul ins(%collapsed_158, %arg17 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_160 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %arg21 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %142 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%286 : tensor<2x8x32xf32>) outs(%228 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_161 = tensor.collapse_shape %287 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %136 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %141 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %289 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_21 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %292 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_162 = tensor.collapse_shape %294 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_162 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_22 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %298 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %299 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_163 = tensor.collapse_shape %300 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_163 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %301 = linalg.matmul ins(%transposed_164, %collapsed_84 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %302 = linalg.matmul ins(%collapsed_163, %arg14 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_165 = tensor.expand_shape %302 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_167 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_168 = linalg.transpose ins(%collapsed_79 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %303 = linalg.batch_matmul ins(%transposed_168, %collapsed_167 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_80 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %304 = linalg.batch_matmul ins(%collapsed_167, %transposed_169 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_170 = tensor.expand_shape %303 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_171 = tensor.expand_shape %304 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %305 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_171, %133 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %306 = linalg.generic {indexing_maps = [#map10, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%305 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x1xf32>
    %307 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %306 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %308 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %307 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %309 = tensor.empty() : tensor<1x4x8x8xf32>
    %310 = linalg.fill ins(%cst_24 : f32) outs(%309 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %311 = linalg.generic {indexing_maps = [#map10, #map8], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%308 : tensor<2x4x8x8xf32>) outs(%310 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_172 = tensor.collapse_shape %311 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_172 : tensor<4x8x8xf32>) outs(%42 : tensor<8x8x4xf32>) permutation = [1, 2, 0] 
    %312 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<8x8xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<8x8xi1>
    %expanded_174 = tensor.expand_shape %312 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi1> into tensor<8x8x1xi1>
    %313 = linalg.generic {indexing_maps = [#map3, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_174, %cst_13, %transposed_173 : tensor<8x8x1xi1>, tensor<f32>, tensor<8x8x4xf32>) outs(%42 : tensor<8x8x4xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<8x8x4xf32>
    %collapsed_175 = tensor.collapse_shape %125 [[0, 1]] : tensor<8x8xi64> into tensor<64xi64>
    %expanded_176 = tensor.expand_shape %collapsed_175 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %collapsed_177 = tensor.collapse_shape %313 [[0, 1], [2]] : tensor<8x8x4xf32> into tensor<64x4xf32>
    %expanded_178 = tensor.expand_shape %collapsed_177 [[0], [1, 2]] output_shape [64, 1, 4] : tensor<64x4xf32> into tensor<64x1x4xf32>
    %314 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_178, %expanded_176 : tensor<64x1x4xf32>, tensor<64x1xi64>) outs(%cst_25 : tensor<32x4xf32>) {
    ^bb0(%arg81: f32, %arg82: f32):
      %795 = arith.addf %arg82, %arg81 : f32
      tm_tensor.yield %795 : f32
    } -> tensor<32x4xf32>
    %collapsed_179 = tensor.collapse_shape %308 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_180 = linalg.transpose ins(%collapsed_73 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %315 = linalg.batch_matmul ins(%transposed_180, %collapsed_179 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_181 = linalg.transpose ins(%collapsed_74 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %316 = linalg.batch_matmul ins(%collapsed_179, %transposed_181 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_182 = tensor.expand_shape %315 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_183 = tensor.expand_shape %316 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_184 = linalg.transpose ins(%expanded_170 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_185 = linalg.transpose ins(%expanded_182 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_186 = tensor.collapse_shape %transposed_184 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_187 = linalg.transpose ins(%collapsed_186 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %317 = linalg.matmul ins(%transposed_187, %collapsed_64 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %318 = linalg.matmul ins(%collapsed_186, %arg13 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_188 = tensor.expand_shape %318 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %collapsed_189 = tensor.collapse_shape %transposed_185 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_190 = linalg.transpose ins(%collapsed_189 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %319 = linalg.matmul ins(%transposed_190, %collapsed_64 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %320 = linalg.matmul ins(%collapsed_189, %arg12 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_191 = tensor.expand_shape %320 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188, %expanded_191 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %transposed_192 = linalg.transpose ins(%expanded_183 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_193 = tensor.collapse_shape %transposed_192 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_194 = linalg.transpose ins(%collapsed_193 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %322 = linalg.matmul ins(%transposed_194, %collapsed_64 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %323 = linalg.matmul ins(%collapsed_193, %arg11 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_195 = tensor.expand_shape %323 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %expanded_195 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %arg16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %108 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%326 : tensor<2x8x32xf32>) outs(%228 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_196 = tensor.collapse_shape %327 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %92 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %107 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %329 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_21 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %332 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_197 = tensor.collapse_shape %334 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_197 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_22 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %338 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %339 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %341 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<2x8xi64>) outs(%89 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<2x8xi1>
    %expanded_198 = tensor.expand_shape %341 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %342 = linalg.generic {indexing_maps = [#map3, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_198, %cst_13, %340 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_199 = tensor.collapse_shape %91 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_200 = tensor.expand_shape %collapsed_199 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_201 = tensor.collapse_shape %342 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %expanded_202 = tensor.expand_shape %collapsed_201 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xf32> into tensor<16x1x32xf32>
    %343 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_202, %expanded_200 : tensor<16x1x32xf32>, tensor<16x1xi64>) outs(%cst_26 : tensor<64x32xf32>) {
    ^bb0(%arg81: f32, %arg82: f32):
      %795 = arith.addf %arg82, %arg81 : f32
      tm_tensor.yield %795 : f32
    } -> tensor<64x32xf32>
    %344 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%222, %343 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %arg10 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %83 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%346 : tensor<2x8x32xf32>) outs(%228 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_203 = tensor.collapse_shape %347 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %77 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %82 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%348 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_21 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %351 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_204 = tensor.collapse_shape %353 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_204 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_22 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %357 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %358 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_205 = tensor.collapse_shape %359 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_206 = linalg.transpose ins(%collapsed_205 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %360 = linalg.matmul ins(%transposed_206, %collapsed_60 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%243 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %361 = linalg.matmul ins(%collapsed_205, %arg8 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%71 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_207 = tensor.expand_shape %361 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x64xf32>) outs(%246 : tensor<2x8x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %795 = arith.cmpf ole, %in, %cst_24 : f32
      linalg.yield %795 : i1
    } -> tensor<2x8x64xi1>
    %363 = linalg.generic {indexing_maps = [#map1, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %cst_13, %expanded_207 : tensor<2x8x64xi1>, tensor<f32>, tensor<2x8x64xf32>) outs(%73 : tensor<2x8x64xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_208 = tensor.collapse_shape %363 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_209 = linalg.transpose ins(%collapsed_208 : tensor<16x64xf32>) outs(%220 : tensor<64x16xf32>) permutation = [1, 0] 
    %364 = linalg.matmul ins(%transposed_209, %collapsed_57 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%221 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %365 = linalg.matmul ins(%collapsed_208, %arg7 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_210 = tensor.expand_shape %365 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %67 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%367 : tensor<2x8x32xf32>) outs(%228 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_211 = tensor.collapse_shape %368 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %61 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %66 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%369 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %370 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_21 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %373 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_212 = tensor.collapse_shape %375 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %376 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_212 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_22 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %380 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_213 = tensor.collapse_shape %381 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_214 = linalg.transpose ins(%collapsed_213 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %382 = linalg.matmul ins(%transposed_214, %collapsed_54 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %383 = linalg.matmul ins(%collapsed_213, %arg4 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_215 = tensor.expand_shape %383 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_216 = linalg.transpose ins(%expanded_215 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_217 = tensor.collapse_shape %transposed_216 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_218 = linalg.transpose ins(%collapsed_49 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %384 = linalg.batch_matmul ins(%transposed_218, %collapsed_217 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_219 = linalg.transpose ins(%collapsed_50 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %385 = linalg.batch_matmul ins(%collapsed_217, %transposed_219 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_220 = tensor.expand_shape %384 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_221 = tensor.expand_shape %385 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %386 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_221, %57 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %387 = linalg.generic {indexing_maps = [#map10, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%386 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x1xf32>
    %388 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %387 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %389 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %388 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x4x8x8xf32>
    %390 = linalg.generic {indexing_maps = [#map10, #map8], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%389 : tensor<2x4x8x8xf32>) outs(%310 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_222 = tensor.collapse_shape %390 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %transposed_223 = linalg.transpose ins(%collapsed_222 : tensor<4x8x8xf32>) outs(%42 : tensor<8x8x4xf32>) permutation = [1, 2, 0] 
    %391 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x8xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<8x8xi1>
    %expanded_224 = tensor.expand_shape %391 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi1> into tensor<8x8x1xi1>
    %392 = linalg.generic {indexing_maps = [#map3, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_224, %cst_13, %transposed_223 : tensor<8x8x1xi1>, tensor<f32>, tensor<8x8x4xf32>) outs(%42 : tensor<8x8x4xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<8x8x4xf32>
    %collapsed_225 = tensor.collapse_shape %41 [[0, 1]] : tensor<8x8xi64> into tensor<64xi64>
    %expanded_226 = tensor.expand_shape %collapsed_225 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %collapsed_227 = tensor.collapse_shape %392 [[0, 1], [2]] : tensor<8x8x4xf32> into tensor<64x4xf32>
    %expanded_228 = tensor.expand_shape %collapsed_227 [[0], [1, 2]] output_shape [64, 1, 4] : tensor<64x4xf32> into tensor<64x1x4xf32>
    %393 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_228, %expanded_226 : tensor<64x1x4xf32>, tensor<64x1xi64>) outs(%cst_25 : tensor<32x4xf32>) {
    ^bb0(%arg81: f32, %arg82: f32):
      %795 = arith.addf %arg82, %arg81 : f32
      tm_tensor.yield %795 : f32
    } -> tensor<32x4xf32>
    %collapsed_229 = tensor.collapse_shape %389 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_230 = linalg.transpose ins(%collapsed_41 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %394 = linalg.batch_matmul ins(%transposed_230, %collapsed_229 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_231 = linalg.transpose ins(%collapsed_42 : tensor<8x8x8xf32>) outs(%20 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %395 = linalg.batch_matmul ins(%collapsed_229, %transposed_231 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_232 = tensor.expand_shape %394 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_233 = tensor.expand_shape %395 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_234 = linalg.transpose ins(%expanded_220 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_235 = linalg.transpose ins(%expanded_232 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_236 = tensor.collapse_shape %transposed_234 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_237 = linalg.transpose ins(%collapsed_236 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %396 = linalg.matmul ins(%transposed_237, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %397 = linalg.matmul ins(%collapsed_236, %arg3 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_238 = tensor.expand_shape %397 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %collapsed_239 = tensor.collapse_shape %transposed_235 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_240 = linalg.transpose ins(%collapsed_239 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %398 = linalg.matmul ins(%transposed_240, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %399 = linalg.matmul ins(%collapsed_239, %arg2 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_241 = tensor.expand_shape %399 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_238, %expanded_241 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %transposed_242 = linalg.transpose ins(%expanded_233 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_243 = tensor.collapse_shape %transposed_242 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_244 = linalg.transpose ins(%collapsed_243 : tensor<16x32xf32>) outs(%242 : tensor<32x16xf32>) permutation = [1, 0] 
    %401 = linalg.matmul ins(%transposed_244, %collapsed : tensor<32x16xf32>, tensor<16x32xf32>) outs(%267 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %402 = linalg.matmul ins(%collapsed_243, %arg1 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_245 = tensor.expand_shape %402 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %expanded_245 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %arg6 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %11 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%405 : tensor<2x8x32xf32>) outs(%228 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_246 = tensor.collapse_shape %406 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %1 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %10 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%407 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %out : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %408 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_21 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %411 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_247 = tensor.collapse_shape %413 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_247 : tensor<2x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.divf %in, %cst_18 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.mulf %in, %cst_22 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415, %417 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410, %418 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %420 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<2x8xi64>) outs(%89 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %795 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %795 : i1
    } -> tensor<2x8xi1>
    %expanded_248 = tensor.expand_shape %420 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %421 = linalg.generic {indexing_maps = [#map3, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_248, %cst_13, %419 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_253: f32, %in_254: f32, %out: f32):
      %795 = arith.select %in, %in_253, %in_254 : f32
      linalg.yield %795 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_249 = tensor.collapse_shape %arg79 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_250 = tensor.expand_shape %collapsed_249 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_251 = tensor.collapse_shape %421 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %expanded_252 = tensor.expand_shape %collapsed_251 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xf32> into tensor<16x1x32xf32>
    %422 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_252, %expanded_250 : tensor<16x1x32xf32>, tensor<16x1xi64>) outs(%cst_26 : tensor<64x32xf32>) {
    ^bb0(%arg81: f32, %arg82: f32):
      %795 = arith.addf %arg82, %arg81 : f32
      tm_tensor.yield %795 : f32
    } -> tensor<64x32xf32>
    %423 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%344, %422 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %424 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = []} ins(%arg78 : tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.addf %in, %cst_23 : f32
      linalg.yield %795 : f32
    } -> tensor<f32>
    %425 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = []} ins(%424 : tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = math.powf %795, %in : f32
      linalg.yield %796 : f32
    } -> tensor<f32>
    %426 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%cst_28, %425 : tensor<i64>, tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: i64, %in_253: f32, %out: f32):
      %795 = arith.sitofp %in : i64 to f32
      %796 = arith.subf %795, %in_253 : f32
      linalg.yield %796 : f32
    } -> tensor<f32>
    %427 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = []} ins(%424 : tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = math.powf %795, %in : f32
      linalg.yield %796 : f32
    } -> tensor<f32>
    %428 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%cst_28, %427 : tensor<i64>, tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: i64, %in_253: f32, %out: f32):
      %795 = arith.sitofp %in : i64 to f32
      %796 = arith.subf %795, %in_253 : f32
      linalg.yield %796 : f32
    } -> tensor<f32>
    %429 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %430 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %431 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%429, %430 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %432 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %433 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %434 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%433, %423 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %435 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%432, %434 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %436 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%431, %426 : tensor<64x32xf32>, tensor<f32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %437 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%436 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %438 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%435, %428 : tensor<64x32xf32>, tensor<f32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %439 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%438 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %440 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %441 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%437, %440 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %442 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %441 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %443 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %444 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%401 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %445 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%443, %444 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %446 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %447 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%401 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %448 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %401 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %449 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%446, %448 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %450 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%445, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %451 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%450 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %452 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%449, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %453 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%452 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %454 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%453 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %455 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%451, %454 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %456 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg1, %455 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %457 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %458 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%398 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %459 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%457, %458 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %460 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %461 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%398 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %462 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%461, %398 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %463 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%460, %462 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %464 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%459, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %465 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%464 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %466 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%463, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %467 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%466 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %468 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%467 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %469 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%465, %468 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %470 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg2, %469 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %471 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %472 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%396 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %473 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%471, %472 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %474 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %475 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%396 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %476 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%475, %396 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %477 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%474, %476 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %478 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%473, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %479 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%478 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %480 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%477, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %481 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%480 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %482 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%481 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %483 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%479, %482 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %484 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg3, %483 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %485 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %486 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%382 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %487 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%485, %486 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %488 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %489 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%382 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %490 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%489, %382 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %491 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%488, %490 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %492 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%487, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %493 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%492 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %494 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%491, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %495 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%494 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %496 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%495 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %497 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%493, %496 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %498 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg4, %497 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %499 = tensor.empty() : tensor<32x4xf32>
    %500 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %501 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %502 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%500, %501 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %503 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %504 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %505 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%504, %393 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %506 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%503, %505 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %507 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%502, %426 : tensor<32x4xf32>, tensor<f32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %508 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%507 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %509 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%506, %428 : tensor<32x4xf32>, tensor<f32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %510 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%509 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %511 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%510 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %512 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%508, %511 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %513 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg5, %512 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %514 = tensor.empty() : tensor<32xf32>
    %515 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %516 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_246 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%515, %516 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg58 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_246 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %520 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%519, %collapsed_246 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%518, %520 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %522 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%517, %426 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %523 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%522 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %524 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%521, %428 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %525 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%524 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %526 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%525 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %527 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%523, %526 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %528 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg6, %527 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %529 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %530 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%364 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %531 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%529, %530 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %532 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %533 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%364 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %534 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%533, %364 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %535 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%532, %534 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %536 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%531, %426 : tensor<64x32xf32>, tensor<f32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %537 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%536 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %538 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%535, %428 : tensor<64x32xf32>, tensor<f32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %539 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%538 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %540 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%539 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %541 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%537, %540 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %542 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg7, %541 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %543 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %544 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%360 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %545 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%543, %544 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %546 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %547 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%360 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %548 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%547, %360 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %549 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%546, %548 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %550 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%545, %426 : tensor<32x64xf32>, tensor<f32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %551 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %552 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%549, %428 : tensor<32x64xf32>, tensor<f32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %553 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%552 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %554 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%553 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %555 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%551, %554 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %556 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg8, %555 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %557 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %558 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_211 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %559 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%557, %558 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %560 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_211 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %562 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%561, %collapsed_211 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %563 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%560, %562 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %564 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%559, %426 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %565 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%564 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %566 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%563, %428 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %567 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%566 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%567 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %569 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%565, %568 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %570 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %569 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %571 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg36 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %572 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_203 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %573 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%571, %572 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %574 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg62 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %575 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_203 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %576 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%575, %collapsed_203 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %577 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%574, %576 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %578 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%573, %426 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%578 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %580 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%577, %428 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%580 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %582 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%581 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %583 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%579, %582 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %584 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg10, %583 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %585 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %586 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%322 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %587 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%585, %586 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %588 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %589 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%322 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %590 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%589, %322 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %591 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%588, %590 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %592 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%587, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %593 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%592 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %594 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%591, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %595 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%594 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %596 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%595 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %597 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%593, %596 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %598 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg11, %597 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %599 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %600 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%319 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %601 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%599, %600 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %602 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %603 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%319 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %604 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%603, %319 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %605 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%602, %604 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %606 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%601, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %607 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %608 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%605, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %609 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%608 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %610 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%609 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %611 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%607, %610 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %612 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg12, %611 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %613 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %614 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%317 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %615 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%613, %614 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %616 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %617 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%317 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %618 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%617, %317 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %619 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%616, %618 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %620 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%615, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %621 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%620 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %622 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%619, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %623 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%622 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %624 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%623 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %625 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%621, %624 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %626 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg13, %625 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %627 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %628 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%301 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %629 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%627, %628 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %630 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %631 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%301 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %632 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%631, %301 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %633 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%630, %632 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %634 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%629, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %635 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%634 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %636 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%633, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %637 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%636 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %638 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%637 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %639 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%635, %638 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %640 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg14, %639 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %641 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %642 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%314 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %643 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%641, %642 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %644 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %645 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%314 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %646 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%645, %314 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %647 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%644, %646 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %648 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%643, %426 : tensor<32x4xf32>, tensor<f32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %649 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%648 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %650 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%647, %428 : tensor<32x4xf32>, tensor<f32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %651 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%650 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %652 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%651 : tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x4xf32>
    %653 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%649, %652 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %654 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg15, %653 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%499 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x4xf32>
    %655 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %656 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_196 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %657 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%655, %656 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %658 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg68 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %659 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_196 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %660 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%659, %collapsed_196 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %661 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%658, %660 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %662 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%657, %426 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %663 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%662 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %664 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%661, %428 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%664 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %666 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%665 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%663, %666 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg16, %667 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %669 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %670 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%283 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %671 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%669, %670 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %672 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %673 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%283 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %674 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%673, %283 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %675 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%672, %674 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %676 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%671, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %677 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%676 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %678 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%675, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %679 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%678 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %680 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%679 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %681 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%677, %680 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %682 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg17, %681 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %683 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %684 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %685 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%683, %684 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %686 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %687 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %688 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%687, %280 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %689 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%686, %688 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %690 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%685, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %691 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%690 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %692 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%689, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %693 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%692 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %694 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%693 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %695 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%691, %694 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %696 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg18, %695 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %697 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %698 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %699 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%697, %698 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %700 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %701 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %702 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%701, %278 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %703 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%700, %702 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %704 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%699, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %705 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%704 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %706 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%703, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %707 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%706 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %708 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%707 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %709 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%705, %708 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %710 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg19, %709 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %711 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %712 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%268 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %713 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%711, %712 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %714 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %715 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%268 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %716 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%715, %268 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %717 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%714, %716 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %718 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%713, %426 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %719 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%718 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %720 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%717, %428 : tensor<32x32xf32>, tensor<f32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %721 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%720 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %722 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%721 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x32xf32>
    %723 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%719, %722 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %724 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg20, %723 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x32xf32>
    %725 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %727 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%725, %726 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %728 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg73 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %729 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %730 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%729, %collapsed_161 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %731 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%728, %730 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %732 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%727, %426 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %733 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%732 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %734 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%731, %428 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %735 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%734 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%735 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %737 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%733, %736 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %738 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %737 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %739 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %740 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %741 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%739, %740 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %742 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %743 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %744 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%743, %249 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %745 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%742, %744 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %746 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%741, %426 : tensor<64x32xf32>, tensor<f32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %747 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%746 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %748 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%745, %428 : tensor<64x32xf32>, tensor<f32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %749 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%748 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %750 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%749 : tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<64x32xf32>
    %751 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%747, %750 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %752 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg22, %751 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%75 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<64x32xf32>
    %753 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %754 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %755 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%753, %754 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %756 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %757 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %758 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%757, %244 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %759 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%756, %758 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %760 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%755, %426 : tensor<32x64xf32>, tensor<f32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %761 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%760 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %762 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%759, %428 : tensor<32x64xf32>, tensor<f32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %763 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%762 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %764 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%763 : tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32x64xf32>
    %765 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%761, %764 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %766 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg23, %765 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%69 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32x64xf32>
    %767 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg50 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %768 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_133 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %769 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%767, %768 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %770 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg76 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %771 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_133 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %772 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%771, %collapsed_133 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %773 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%770, %772 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %774 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%769, %426 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %775 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%774 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %776 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%773, %428 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %777 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%776 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%777 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %779 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%775, %778 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg24, %779 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg51 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_5 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %782 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_125 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_7 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%781, %782 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_6 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_125 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_8 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%785, %collapsed_125 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.mulf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%784, %786 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.addf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %788 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%783, %426 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %789 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%788 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_9 : f64 to f32
      %796 = arith.mulf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %790 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel"]} ins(%787, %428 : tensor<32xf32>, tensor<f32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%790 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = math.sqrt %in : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %792 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%791 : tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %795 = arith.truncf %cst_10 : f64 to f32
      %796 = arith.addf %in, %795 : f32
      linalg.yield %796 : f32
    } -> tensor<32xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%789, %792 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.divf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg25, %793 : tensor<32xf32>, tensor<32xf32>) outs(%514 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_253: f32, %out: f32):
      %795 = arith.subf %in, %in_253 : f32
      linalg.yield %795 : f32
    } -> tensor<32xf32>
    return %202, %442, %456, %470, %484, %498, %513, %528, %542, %556, %570, %584, %598, %612, %626, %640, %654, %668, %682, %696, %710, %724, %738, %752, %766, %780, %794, %431, %445, %459, %473, %487, %502, %517, %531, %545, %559, %573, %587, %601, %615, %629, %643, %657, %671, %685, %699, %713, %727, %741, %755, %769, %783, %435, %449, %463, %477, %491, %506, %521, %535, %549, %563, %577, %591, %605, %619, %633, %647, %661, %675, %689, %703, %717, %731, %745, %759, %773, %787, %424 : tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
}
