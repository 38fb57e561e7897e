// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program gpt2_adam_step_4l: one training step of transformers
//     GPT2LMHeadModel(GPT2Config(vocab_size=64, n_embd=32, n_layer=4, n_head=4, n_positions=16,
//     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False),
//     attn_implementation='eager'), random weights, every parameter trained (embeddings included):
//     loss = model(input_ids [8x8], attention_mask=ones, labels [8x8]).loss (shifted
//     cross-entropy, mean), gradients by torch.func.grad_and_value, then Adam as torch.optim.Adam
//     computes it (lr=0.001, betas=(0.9, 0.999), eps=1e-08, no weight decay, bias-corrected; the
//     optimizer state exp_avg, exp_avg_sq and step are arguments and results); forward, backward
//     and update in one graph, traced by make_fx with torch-mlir's decompositions, in-place ops
//     rewritten out of place.
// Arguments:
// %arg0 transformer.wte.weight [64x32xf32]
// %arg1 transformer.wpe.weight [16x32xf32]
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
// %arg26 transformer.h.2.ln_1.weight [32xf32]
// %arg27 transformer.h.2.ln_1.bias [32xf32]
// %arg28 transformer.h.2.attn.c_attn.weight [32x96xf32]
// %arg29 transformer.h.2.attn.c_attn.bias [96xf32]
// %arg30 transformer.h.2.attn.c_proj.weight [32x32xf32]
// %arg31 transformer.h.2.attn.c_proj.bias [32xf32]
// %arg32 transformer.h.2.ln_2.weight [32xf32]
// %arg33 transformer.h.2.ln_2.bias [32xf32]
// %arg34 transformer.h.2.mlp.c_fc.weight [32x128xf32]
// %arg35 transformer.h.2.mlp.c_fc.bias [128xf32]
// %arg36 transformer.h.2.mlp.c_proj.weight [128x32xf32]
// %arg37 transformer.h.2.mlp.c_proj.bias [32xf32]
// %arg38 transformer.h.3.ln_1.weight [32xf32]
// %arg39 transformer.h.3.ln_1.bias [32xf32]
// %arg40 transformer.h.3.attn.c_attn.weight [32x96xf32]
// %arg41 transformer.h.3.attn.c_attn.bias [96xf32]
// %arg42 transformer.h.3.attn.c_proj.weight [32x32xf32]
// %arg43 transformer.h.3.attn.c_proj.bias [32xf32]
// %arg44 transformer.h.3.ln_2.weight [32xf32]
// %arg45 transformer.h.3.ln_2.bias [32xf32]
// %arg46 transformer.h.3.mlp.c_fc.weight [32x128xf32]
// %arg47 transformer.h.3.mlp.c_fc.bias [128xf32]
// %arg48 transformer.h.3.mlp.c_proj.weight [128x32xf32]
// %arg49 transformer.h.3.mlp.c_proj.bias [32xf32]
// %arg50 transformer.ln_f.weight [32xf32]
// %arg51 transformer.ln_f.bias [32xf32]
// %arg52 exp_avg.transformer.wte.weight [64x32xf32]
// %arg53 exp_avg.transformer.wpe.weight [16x32xf32]
// %arg54 exp_avg.transformer.h.0.ln_1.weight [32xf32]
// %arg55 exp_avg.transformer.h.0.ln_1.bias [32xf32]
// %arg56 exp_avg.transformer.h.0.attn.c_attn.weight [32x96xf32]
// %arg57 exp_avg.transformer.h.0.attn.c_attn.bias [96xf32]
// %arg58 exp_avg.transformer.h.0.attn.c_proj.weight [32x32xf32]
// %arg59 exp_avg.transformer.h.0.attn.c_proj.bias [32xf32]
// %arg60 exp_avg.transformer.h.0.ln_2.weight [32xf32]
// %arg61 exp_avg.transformer.h.0.ln_2.bias [32xf32]
// %arg62 exp_avg.transformer.h.0.mlp.c_fc.weight [32x128xf32]
// %arg63 exp_avg.transformer.h.0.mlp.c_fc.bias [128xf32]
// %arg64 exp_avg.transformer.h.0.mlp.c_proj.weight [128x32xf32]
// %arg65 exp_avg.transformer.h.0.mlp.c_proj.bias [32xf32]
// %arg66 exp_avg.transformer.h.1.ln_1.weight [32xf32]
// %arg67 exp_avg.transformer.h.1.ln_1.bias [32xf32]
// %arg68 exp_avg.transformer.h.1.attn.c_attn.weight [32x96xf32]
// %arg69 exp_avg.transformer.h.1.attn.c_attn.bias [96xf32]
// %arg70 exp_avg.transformer.h.1.attn.c_proj.weight [32x32xf32]
// %arg71 exp_avg.transformer.h.1.attn.c_proj.bias [32xf32]
// %arg72 exp_avg.transformer.h.1.ln_2.weight [32xf32]
// %arg73 exp_avg.transformer.h.1.ln_2.bias [32xf32]
// %arg74 exp_avg.transformer.h.1.mlp.c_fc.weight [32x128xf32]
// %arg75 exp_avg.transformer.h.1.mlp.c_fc.bias [128xf32]
// %arg76 exp_avg.transformer.h.1.mlp.c_proj.weight [128x32xf32]
// %arg77 exp_avg.transformer.h.1.mlp.c_proj.bias [32xf32]
// %arg78 exp_avg.transformer.h.2.ln_1.weight [32xf32]
// %arg79 exp_avg.transformer.h.2.ln_1.bias [32xf32]
// %arg80 exp_avg.transformer.h.2.attn.c_attn.weight [32x96xf32]
// %arg81 exp_avg.transformer.h.2.attn.c_attn.bias [96xf32]
// %arg82 exp_avg.transformer.h.2.attn.c_proj.weight [32x32xf32]
// %arg83 exp_avg.transformer.h.2.attn.c_proj.bias [32xf32]
// %arg84 exp_avg.transformer.h.2.ln_2.weight [32xf32]
// %arg85 exp_avg.transformer.h.2.ln_2.bias [32xf32]
// %arg86 exp_avg.transformer.h.2.mlp.c_fc.weight [32x128xf32]
// %arg87 exp_avg.transformer.h.2.mlp.c_fc.bias [128xf32]
// %arg88 exp_avg.transformer.h.2.mlp.c_proj.weight [128x32xf32]
// %arg89 exp_avg.transformer.h.2.mlp.c_proj.bias [32xf32]
// %arg90 exp_avg.transformer.h.3.ln_1.weight [32xf32]
// %arg91 exp_avg.transformer.h.3.ln_1.bias [32xf32]
// %arg92 exp_avg.transformer.h.3.attn.c_attn.weight [32x96xf32]
// %arg93 exp_avg.transformer.h.3.attn.c_attn.bias [96xf32]
// %arg94 exp_avg.transformer.h.3.attn.c_proj.weight [32x32xf32]
// %arg95 exp_avg.transformer.h.3.attn.c_proj.bias [32xf32]
// %arg96 exp_avg.transformer.h.3.ln_2.weight [32xf32]
// %arg97 exp_avg.transformer.h.3.ln_2.bias [32xf32]
// %arg98 exp_avg.transformer.h.3.mlp.c_fc.weight [32x128xf32]
// %arg99 exp_avg.transformer.h.3.mlp.c_fc.bias [128xf32]
// %arg100 exp_avg.transformer.h.3.mlp.c_proj.weight [128x32xf32]
// %arg101 exp_avg.transformer.h.3.mlp.c_proj.bias [32xf32]
// %arg102 exp_avg.transformer.ln_f.weight [32xf32]
// %arg103 exp_avg.transformer.ln_f.bias [32xf32]
// %arg104 exp_avg_sq.transformer.wte.weight [64x32xf32]
// %arg105 exp_avg_sq.transformer.wpe.weight [16x32xf32]
// %arg106 exp_avg_sq.transformer.h.0.ln_1.weight [32xf32]
// %arg107 exp_avg_sq.transformer.h.0.ln_1.bias [32xf32]
// %arg108 exp_avg_sq.transformer.h.0.attn.c_attn.weight [32x96xf32]
// %arg109 exp_avg_sq.transformer.h.0.attn.c_attn.bias [96xf32]
// %arg110 exp_avg_sq.transformer.h.0.attn.c_proj.weight [32x32xf32]
// %arg111 exp_avg_sq.transformer.h.0.attn.c_proj.bias [32xf32]
// %arg112 exp_avg_sq.transformer.h.0.ln_2.weight [32xf32]
// %arg113 exp_avg_sq.transformer.h.0.ln_2.bias [32xf32]
// %arg114 exp_avg_sq.transformer.h.0.mlp.c_fc.weight [32x128xf32]
// %arg115 exp_avg_sq.transformer.h.0.mlp.c_fc.bias [128xf32]
// %arg116 exp_avg_sq.transformer.h.0.mlp.c_proj.weight [128x32xf32]
// %arg117 exp_avg_sq.transformer.h.0.mlp.c_proj.bias [32xf32]
// %arg118 exp_avg_sq.transformer.h.1.ln_1.weight [32xf32]
// %arg119 exp_avg_sq.transformer.h.1.ln_1.bias [32xf32]
// %arg120 exp_avg_sq.transformer.h.1.attn.c_attn.weight [32x96xf32]
// %arg121 exp_avg_sq.transformer.h.1.attn.c_attn.bias [96xf32]
// %arg122 exp_avg_sq.transformer.h.1.attn.c_proj.weight [32x32xf32]
// %arg123 exp_avg_sq.transformer.h.1.attn.c_proj.bias [32xf32]
// %arg124 exp_avg_sq.transformer.h.1.ln_2.weight [32xf32]
// %arg125 exp_avg_sq.transformer.h.1.ln_2.bias [32xf32]
// %arg126 exp_avg_sq.transformer.h.1.mlp.c_fc.weight [32x128xf32]
// %arg127 exp_avg_sq.transformer.h.1.mlp.c_fc.bias [128xf32]
// %arg128 exp_avg_sq.transformer.h.1.mlp.c_proj.weight [128x32xf32]
// %arg129 exp_avg_sq.transformer.h.1.mlp.c_proj.bias [32xf32]
// %arg130 exp_avg_sq.transformer.h.2.ln_1.weight [32xf32]
// %arg131 exp_avg_sq.transformer.h.2.ln_1.bias [32xf32]
// %arg132 exp_avg_sq.transformer.h.2.attn.c_attn.weight [32x96xf32]
// %arg133 exp_avg_sq.transformer.h.2.attn.c_attn.bias [96xf32]
// %arg134 exp_avg_sq.transformer.h.2.attn.c_proj.weight [32x32xf32]
// %arg135 exp_avg_sq.transformer.h.2.attn.c_proj.bias [32xf32]
// %arg136 exp_avg_sq.transformer.h.2.ln_2.weight [32xf32]
// %arg137 exp_avg_sq.transformer.h.2.ln_2.bias [32xf32]
// %arg138 exp_avg_sq.transformer.h.2.mlp.c_fc.weight [32x128xf32]
// %arg139 exp_avg_sq.transformer.h.2.mlp.c_fc.bias [128xf32]
// %arg140 exp_avg_sq.transformer.h.2.mlp.c_proj.weight [128x32xf32]
// %arg141 exp_avg_sq.transformer.h.2.mlp.c_proj.bias [32xf32]
// %arg142 exp_avg_sq.transformer.h.3.ln_1.weight [32xf32]
// %arg143 exp_avg_sq.transformer.h.3.ln_1.bias [32xf32]
// %arg144 exp_avg_sq.transformer.h.3.attn.c_attn.weight [32x96xf32]
// %arg145 exp_avg_sq.transformer.h.3.attn.c_attn.bias [96xf32]
// %arg146 exp_avg_sq.transformer.h.3.attn.c_proj.weight [32x32xf32]
// %arg147 exp_avg_sq.transformer.h.3.attn.c_proj.bias [32xf32]
// %arg148 exp_avg_sq.transformer.h.3.ln_2.weight [32xf32]
// %arg149 exp_avg_sq.transformer.h.3.ln_2.bias [32xf32]
// %arg150 exp_avg_sq.transformer.h.3.mlp.c_fc.weight [32x128xf32]
// %arg151 exp_avg_sq.transformer.h.3.mlp.c_fc.bias [128xf32]
// %arg152 exp_avg_sq.transformer.h.3.mlp.c_proj.weight [128x32xf32]
// %arg153 exp_avg_sq.transformer.h.3.mlp.c_proj.bias [32xf32]
// %arg154 exp_avg_sq.transformer.ln_f.weight [32xf32]
// %arg155 exp_avg_sq.transformer.ln_f.bias [32xf32]
// %arg156 step [f32]
// %arg157 input_ids [8x8xi64]
// %arg158 labels [8x8xi64]
// Results: the loss [f32], then the 52 updated parameters, the 52 updated exp_avg, the 52 updated
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
  func.func @gpt2_adam_step_4l(%arg0: tensor<64x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x96xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x96xf32>, %arg17: tensor<96xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x96xf32>, %arg29: tensor<96xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x96xf32>, %arg41: tensor<96xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x128xf32>, %arg47: tensor<128xf32>, %arg48: tensor<128x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<64x32xf32>, %arg53: tensor<16x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x96xf32>, %arg57: tensor<96xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32x128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128x32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32x96xf32>, %arg69: tensor<96xf32>, %arg70: tensor<32x32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32x128xf32>, %arg75: tensor<128xf32>, %arg76: tensor<128x32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32x96xf32>, %arg81: tensor<96xf32>, %arg82: tensor<32x32xf32>, %arg83: tensor<32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32x128xf32>, %arg87: tensor<128xf32>, %arg88: tensor<128x32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32x96xf32>, %arg93: tensor<96xf32>, %arg94: tensor<32x32xf32>, %arg95: tensor<32xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32x128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128x32xf32>, %arg101: tensor<32xf32>, %arg102: tensor<32xf32>, %arg103: tensor<32xf32>, %arg104: tensor<64x32xf32>, %arg105: tensor<16x32xf32>, %arg106: tensor<32xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32x96xf32>, %arg109: tensor<96xf32>, %arg110: tensor<32x32xf32>, %arg111: tensor<32xf32>, %arg112: tensor<32xf32>, %arg113: tensor<32xf32>, %arg114: tensor<32x128xf32>, %arg115: tensor<128xf32>, %arg116: tensor<128x32xf32>, %arg117: tensor<32xf32>, %arg118: tensor<32xf32>, %arg119: tensor<32xf32>, %arg120: tensor<32x96xf32>, %arg121: tensor<96xf32>, %arg122: tensor<32x32xf32>, %arg123: tensor<32xf32>, %arg124: tensor<32xf32>, %arg125: tensor<32xf32>, %arg126: tensor<32x128xf32>, %arg127: tensor<128xf32>, %arg128: tensor<128x32xf32>, %arg129: tensor<32xf32>, %arg130: tensor<32xf32>, %arg131: tensor<32xf32>, %arg132: tensor<32x96xf32>, %arg133: tensor<96xf32>, %arg134: tensor<32x32xf32>, %arg135: tensor<32xf32>, %arg136: tensor<32xf32>, %arg137: tensor<32xf32>, %arg138: tensor<32x128xf32>, %arg139: tensor<128xf32>, %arg140: tensor<128x32xf32>, %arg141: tensor<32xf32>, %arg142: tensor<32xf32>, %arg143: tensor<32xf32>, %arg144: tensor<32x96xf32>, %arg145: tensor<96xf32>, %arg146: tensor<32x32xf32>, %arg147: tensor<32xf32>, %arg148: tensor<32xf32>, %arg149: tensor<32xf32>, %arg150: tensor<32x128xf32>, %arg151: tensor<128xf32>, %arg152: tensor<128x32xf32>, %arg153: tensor<32xf32>, %arg154: tensor<32xf32>, %arg155: tensor<32xf32>, %arg156: tensor<f32>, %arg157: tensor<8x8xi64>, %arg158: tensor<8x8xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %c16 = arith.constant 16 : index
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
    %cst_12 = arith.constant dense<true> : tensor<8x1xi1>
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
    %c64 = arith.constant 64 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_21 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_24 = arith.constant -1.000000e+00 : f32
    %cst_25 = arith.constant dense_resource<torch_tensor_1_1_16_16_torch.uint8> : tensor<1x1x16x16xi8>
    %cst_26 = arith.constant dense<1> : tensor<i64>
    %cst_27 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157 : tensor<8x8xi64>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1373 = arith.index_cast %in : i64 to index
      %1374 = linalg.index 2 : index
      %1375 = arith.cmpi slt, %1373, %c64 : index
      cf.assert %1375, "index must be smaller than dim size"
      %1376 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1376, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%1373, %1374] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1373 = linalg.index 0 : index
      %1374 = arith.index_cast %1373 : index to i64
      linalg.yield %1374 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1373 = arith.index_cast %in : i64 to index
      %1374 = linalg.index 2 : index
      %1375 = arith.cmpi slt, %1373, %c16 : index
      cf.assert %1375, "index must be smaller than dim size"
      %1376 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1376, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%1373, %1374] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<8x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %expanded_28 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %7 = tensor.empty() : tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_28 : tensor<8xi64>, tensor<8x1xi64>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_300: i64, %out: i1):
      %1373 = arith.cmpi sle, %in, %in_300 : i64
      linalg.yield %1373 : i1
    } -> tensor<8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_12, %8 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_300: i1, %out: i1):
      %1373 = arith.andi %in, %in_300 : i1
      linalg.yield %1373 : i1
    } -> tensor<8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_28, %3 : tensor<8x1xi64>, tensor<8xi64>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_300: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x8xi1>
    %expanded_29 = tensor.expand_shape %10 [[0], [1, 2]] output_shape [8, 1, 8] : tensor<8x8xi1> into tensor<8x1x8xi1>
    %11 = tensor.empty() : tensor<8x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %expanded_29 : tensor<8x8xi1>, tensor<8x1x8xi1>) outs(%11 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_300: i1, %out: i1):
      %1373 = arith.andi %in, %in_300 : i1
      linalg.yield %1373 : i1
    } -> tensor<8x8x8xi1>
    %expanded_30 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [8, 1, 8, 8] : tensor<8x8x8xi1> into tensor<8x1x8x8xi1>
    %13 = tensor.empty() : tensor<8x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %cst_2, %cst_13 : tensor<8x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<8x1x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x1x8x8xf32>
    %15 = tensor.empty() : tensor<8x8x32xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %17 = tensor.empty() : tensor<8x8x1xf64>
    %18 = linalg.fill ins(%cst_0 : f64) outs(%17 : tensor<8x8x1xf64>) -> tensor<8x8x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %20 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %21 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %25 = tensor.empty() : tensor<8x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %27 = linalg.fill ins(%cst_21 : f32) outs(%25 : tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %29 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %31 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg2 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg3 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %36 = tensor.empty() : tensor<64x96xf32>
    %37 = linalg.fill ins(%cst_21 : f32) outs(%36 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %38 = linalg.matmul ins(%collapsed, %arg4 : tensor<64x32xf32>, tensor<32x96xf32>) outs(%37 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%38, %arg5 : tensor<64x96xf32>, tensor<96xf32>) outs(%36 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x96xf32>
    %expanded_31 = tensor.expand_shape %39 [[0, 1], [2]] output_shape [8, 8, 96] : tensor<64x96xf32> into tensor<8x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_31[0, 0, 0] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_31[0, 0, 32] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_31[0, 0, 64] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %expanded_34 = tensor.expand_shape %extracted_slice_32 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %expanded_35 = tensor.expand_shape %extracted_slice_33 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %40 = tensor.empty() : tensor<8x4x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_35 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_36 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%expanded_34 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %41 = tensor.empty() : tensor<32x8x8xf32>
    %42 = linalg.fill ins(%cst_21 : f32) outs(%41 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %43 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_41 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %cst_14 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %45 = tensor.empty() : tensor<1x1x16x16xi1>
    %46 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<1x1x16x16xi8>) outs(%45 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i8, %out: i1):
      %1373 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %1373 : i1
    } -> tensor<1x1x16x16xi1>
    %extracted_slice_42 = tensor.extract_slice %46[0, 0, 0, 0] [1, 1, 8, 16] [1, 1, 1, 1] : tensor<1x1x16x16xi1> to tensor<1x1x8x16xi1>
    %extracted_slice_43 = tensor.extract_slice %extracted_slice_42[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xi1> to tensor<1x1x8x8xi1>
    %47 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %44, %cst_13 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %14 : tensor<8x4x8x8xf32>, tensor<8x1x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %49 = tensor.empty() : tensor<8x4x8xi64>
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<8x4x8xi64>) -> tensor<8x4x8xi64>
    %51 = tensor.empty() : tensor<8x4x8xf32>
    %52 = linalg.fill ins(%cst_1 : f32) outs(%51 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %53:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<8x4x8x8xf32>) outs(%52, %50 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_300: i64):
      %1373 = linalg.index 3 : index
      %1374 = arith.index_cast %1373 : index to i64
      %1375 = arith.maximumf %in, %out : f32
      %1376 = arith.cmpf ogt, %in, %out : f32
      %1377 = arith.select %1376, %1374, %out_300 : i64
      linalg.yield %1375, %1377 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_44 = tensor.expand_shape %53#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_44 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.exp %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %56 = tensor.empty() : tensor<8x4x8x1xf32>
    %57 = linalg.fill ins(%cst_21 : f32) outs(%56 : tensor<8x4x8x1xf32>) -> tensor<8x4x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<8x4x8x8xf32>) outs(%57 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %60 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_47 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %61 = tensor.empty() : tensor<8x8x4x8xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_49 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<64x32xf32>
    %62 = tensor.empty() : tensor<64x32xf32>
    %63 = linalg.fill ins(%cst_21 : f32) outs(%62 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %64 = linalg.matmul ins(%collapsed_49, %arg6 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %65 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%64, %arg7 : tensor<64x32xf32>, tensor<32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %expanded_50 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %6 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %70 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %76 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %78 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %arg8 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg9 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_51 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %83 = tensor.empty() : tensor<64x128xf32>
    %84 = linalg.fill ins(%cst_21 : f32) outs(%83 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %85 = linalg.matmul ins(%collapsed_51, %arg10 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%85, %arg11 : tensor<64x128xf32>, tensor<128xf32>) outs(%83 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x128xf32>
    %expanded_52 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %87 = tensor.empty() : tensor<8x8x128xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_4 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %90 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_5 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.tanh %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %cst_19 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %94 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_53 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %96 = linalg.matmul ins(%collapsed_53, %arg12 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %97 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%96, %arg13 : tensor<64x32xf32>, tensor<32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %expanded_54 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %expanded_54 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %101 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %108 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %110 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg14 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %arg15 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_55 = tensor.collapse_shape %114 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %115 = linalg.matmul ins(%collapsed_55, %arg16 : tensor<64x32xf32>, tensor<32x96xf32>) outs(%37 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%115, %arg17 : tensor<64x96xf32>, tensor<96xf32>) outs(%36 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x96xf32>
    %expanded_56 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [8, 8, 96] : tensor<64x96xf32> into tensor<8x8x96xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_56[0, 0, 0] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_56[0, 0, 32] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_59 = tensor.extract_slice %expanded_56[0, 0, 64] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %expanded_60 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %expanded_61 = tensor.expand_shape %extracted_slice_59 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_63 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_65 = linalg.transpose ins(%expanded_60 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_66 = tensor.collapse_shape %transposed_64 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_67 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %117 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_68 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68, %cst_14 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %118, %cst_13 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %14 : tensor<8x4x8x8xf32>, tensor<8x1x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %121:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<8x4x8x8xf32>) outs(%52, %50 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_300: i64):
      %1373 = linalg.index 3 : index
      %1374 = arith.index_cast %1373 : index to i64
      %1375 = arith.maximumf %in, %out : f32
      %1376 = arith.cmpf ogt, %in, %out : f32
      %1377 = arith.select %1376, %1374, %out_300 : i64
      linalg.yield %1375, %1377 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_69 = tensor.expand_shape %121#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_69 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.exp %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<8x4x8x8xf32>) outs(%57 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_70 = tensor.collapse_shape %125 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_71 = tensor.collapse_shape %transposed_62 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %126 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_72 = tensor.expand_shape %126 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_74 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<64x32xf32>
    %127 = linalg.matmul ins(%collapsed_74, %arg18 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%127, %arg19 : tensor<64x32xf32>, tensor<32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %expanded_75 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %98 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %133 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %132 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %133 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %139 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %141 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %arg20 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg21 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_76 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %146 = linalg.matmul ins(%collapsed_76, %arg22 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %147 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%146, %arg23 : tensor<64x128xf32>, tensor<128xf32>) outs(%83 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x128xf32>
    %expanded_77 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_4 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %150 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_5 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.tanh %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %cst_19 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %154 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_78 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %156 = linalg.matmul ins(%collapsed_78, %arg24 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%156, %arg25 : tensor<64x32xf32>, tensor<32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %expanded_79 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %expanded_79 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %161 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %162 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %168 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %170 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %arg26 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %arg27 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_80 = tensor.collapse_shape %174 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %175 = linalg.matmul ins(%collapsed_80, %arg28 : tensor<64x32xf32>, tensor<32x96xf32>) outs(%37 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %176 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%175, %arg29 : tensor<64x96xf32>, tensor<96xf32>) outs(%36 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x96xf32>
    %expanded_81 = tensor.expand_shape %176 [[0, 1], [2]] output_shape [8, 8, 96] : tensor<64x96xf32> into tensor<8x8x96xf32>
    %extracted_slice_82 = tensor.extract_slice %expanded_81[0, 0, 0] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_83 = tensor.extract_slice %expanded_81[0, 0, 32] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_84 = tensor.extract_slice %expanded_81[0, 0, 64] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %expanded_85 = tensor.expand_shape %extracted_slice_83 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %expanded_86 = tensor.expand_shape %extracted_slice_84 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_87 = linalg.transpose ins(%expanded_86 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_88 = tensor.expand_shape %extracted_slice_82 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_90 = linalg.transpose ins(%expanded_85 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_91 = tensor.collapse_shape %transposed_89 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_92 = tensor.collapse_shape %transposed_90 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %177 = linalg.batch_matmul ins(%collapsed_91, %collapsed_92 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_93 = tensor.expand_shape %177 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %178 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_93, %cst_14 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %179 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %178, %cst_13 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %180 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %14 : tensor<8x4x8x8xf32>, tensor<8x1x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %181:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%180 : tensor<8x4x8x8xf32>) outs(%52, %50 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_300: i64):
      %1373 = linalg.index 3 : index
      %1374 = arith.index_cast %1373 : index to i64
      %1375 = arith.maximumf %in, %out : f32
      %1376 = arith.cmpf ogt, %in, %out : f32
      %1377 = arith.select %1376, %1374, %out_300 : i64
      linalg.yield %1375, %1377 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_94 = tensor.expand_shape %181#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %182 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_94 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %183 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.exp %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %184 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%183 : tensor<8x4x8x8xf32>) outs(%57 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x1xf32>
    %185 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %184 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_95 = tensor.collapse_shape %185 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_96 = tensor.collapse_shape %transposed_87 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %186 = linalg.batch_matmul ins(%collapsed_95, %collapsed_96 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_97 = tensor.expand_shape %186 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_99 = tensor.collapse_shape %transposed_98 [[0, 1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<64x32xf32>
    %187 = linalg.matmul ins(%collapsed_99, %arg30 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %188 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%187, %arg31 : tensor<64x32xf32>, tensor<32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %expanded_100 = tensor.expand_shape %188 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %158 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %191 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %193 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %192 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %193 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %195 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%194 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %199 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %201 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %arg32 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %arg33 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_101 = tensor.collapse_shape %205 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %206 = linalg.matmul ins(%collapsed_101, %arg34 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %207 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%206, %arg35 : tensor<64x128xf32>, tensor<128xf32>) outs(%83 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x128xf32>
    %expanded_102 = tensor.expand_shape %207 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_4 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102, %210 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_5 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.tanh %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %cst_19 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %214 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_103 = tensor.collapse_shape %215 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %216 = linalg.matmul ins(%collapsed_103, %arg36 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %217 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%216, %arg37 : tensor<64x32xf32>, tensor<32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %expanded_104 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %expanded_104 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %220 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%219 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %222 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %221 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %222 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %224 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %228 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %230 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %arg38 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %arg39 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_105 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %235 = linalg.matmul ins(%collapsed_105, %arg40 : tensor<64x32xf32>, tensor<32x96xf32>) outs(%37 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %236 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%235, %arg41 : tensor<64x96xf32>, tensor<96xf32>) outs(%36 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x96xf32>
    %expanded_106 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [8, 8, 96] : tensor<64x96xf32> into tensor<8x8x96xf32>
    %extracted_slice_107 = tensor.extract_slice %expanded_106[0, 0, 0] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_108 = tensor.extract_slice %expanded_106[0, 0, 32] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_109 = tensor.extract_slice %expanded_106[0, 0, 64] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %expanded_110 = tensor.expand_shape %extracted_slice_108 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %expanded_111 = tensor.expand_shape %extracted_slice_109 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_112 = linalg.transpose ins(%expanded_111 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_113 = tensor.expand_shape %extracted_slice_107 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_114 = linalg.transpose ins(%expanded_113 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_115 = linalg.transpose ins(%expanded_110 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_116 = tensor.collapse_shape %transposed_114 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_117 = tensor.collapse_shape %transposed_115 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %237 = linalg.batch_matmul ins(%collapsed_116, %collapsed_117 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_118 = tensor.expand_shape %237 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %238 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_118, %cst_14 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %239 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %238, %cst_13 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %240 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %14 : tensor<8x4x8x8xf32>, tensor<8x1x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %241:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%240 : tensor<8x4x8x8xf32>) outs(%52, %50 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_300: i64):
      %1373 = linalg.index 3 : index
      %1374 = arith.index_cast %1373 : index to i64
      %1375 = arith.maximumf %in, %out : f32
      %1376 = arith.cmpf ogt, %in, %out : f32
      %1377 = arith.select %1376, %1374, %out_300 : i64
      linalg.yield %1375, %1377 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_119 = tensor.expand_shape %241#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %242 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_119 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %243 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242 : tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.exp %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %244 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%243 : tensor<8x4x8x8xf32>) outs(%57 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %244 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_120 = tensor.collapse_shape %245 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_121 = tensor.collapse_shape %transposed_112 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %246 = linalg.batch_matmul ins(%collapsed_120, %collapsed_121 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_122 = tensor.expand_shape %246 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_123 = linalg.transpose ins(%expanded_122 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_124 = tensor.collapse_shape %transposed_123 [[0, 1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<64x32xf32>
    %247 = linalg.matmul ins(%collapsed_124, %arg42 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %248 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%247, %arg43 : tensor<64x32xf32>, tensor<32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %expanded_125 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %218 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %251 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%250 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %253 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %252 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %253 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %255 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %259 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %261 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %arg44 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %arg45 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_126 = tensor.collapse_shape %265 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %266 = linalg.matmul ins(%collapsed_126, %arg46 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %267 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%266, %arg47 : tensor<64x128xf32>, tensor<128xf32>) outs(%83 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x128xf32>
    %expanded_127 = tensor.expand_shape %267 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_4 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %270 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_5 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.tanh %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %cst_19 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %274 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_128 = tensor.collapse_shape %275 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %276 = linalg.matmul ins(%collapsed_128, %arg48 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %277 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%276, %arg49 : tensor<64x32xf32>, tensor<32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %expanded_129 = tensor.expand_shape %277 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %expanded_129 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<8x8x32xf32>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1373 = arith.extf %in : f32 to f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %280 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%279 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %282 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %281 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.subf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %282 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%15 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_300: f64, %out: f64):
      %1373 = arith.mulf %in, %in_300 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x32xf64>
    %284 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<8x8x32xf64>) outs(%18 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.addf %in, %out : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<8x8x1xf64>) outs(%17 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1373 = arith.divf %in, %cst_16 : f64
      linalg.yield %1373 : f64
    } -> tensor<8x8x1xf64>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x8x1xf64>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1373 = arith.truncf %in : f64 to f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%278 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_3 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.rsqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %288 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %290 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %arg50 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %arg51 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %295 = tensor.empty() : tensor<32x64xf32>
    %transposed_130 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_131 = tensor.collapse_shape %294 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %296 = tensor.empty() : tensor<64x64xf32>
    %297 = linalg.fill ins(%cst_21 : f32) outs(%296 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %298 = linalg.matmul ins(%collapsed_131, %transposed_130 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%297 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %padded = tensor.pad %arg158 low[0, 0] high[0, 1] {
    ^bb0(%arg159: index, %arg160: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<8x8xi64> to tensor<8x9xi64>
    %extracted_slice_132 = tensor.extract_slice %padded[0, 1] [8, 8] [1, 1] : tensor<8x9xi64> to tensor<8x8xi64>
    %collapsed_133 = tensor.collapse_shape %extracted_slice_132 [[0, 1]] : tensor<8x8xi64> into tensor<64xi64>
    %299 = tensor.empty() : tensor<64xi64>
    %300 = linalg.fill ins(%c0_i64 : i64) outs(%299 : tensor<64xi64>) -> tensor<64xi64>
    %301 = tensor.empty() : tensor<64xf32>
    %302 = linalg.fill ins(%cst_1 : f32) outs(%301 : tensor<64xf32>) -> tensor<64xf32>
    %303:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%298 : tensor<64x64xf32>) outs(%302, %300 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_300: i64):
      %1373 = linalg.index 1 : index
      %1374 = arith.index_cast %1373 : index to i64
      %1375 = arith.maximumf %in, %out : f32
      %1376 = arith.cmpf ogt, %in, %out : f32
      %1377 = arith.select %1376, %1374, %out_300 : i64
      linalg.yield %1375, %1377 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_134 = tensor.expand_shape %303#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %304 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%298, %expanded_134 : tensor<64x64xf32>, tensor<64x1xf32>) outs(%296 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x64xf32>
    %305 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%304 : tensor<64x64xf32>) outs(%296 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.exp %in : f32
      linalg.yield %1373 : f32
    } -> tensor<64x64xf32>
    %306 = tensor.empty() : tensor<64x1xf32>
    %307 = linalg.fill ins(%cst_21 : f32) outs(%306 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %308 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%305 : tensor<64x64xf32>) outs(%307 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<64x1xf32>
    %309 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%308 : tensor<64x1xf32>) outs(%306 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.log %in : f32
      linalg.yield %1373 : f32
    } -> tensor<64x1xf32>
    %310 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%304, %309 : tensor<64x64xf32>, tensor<64x1xf32>) outs(%296 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x64xf32>
    %311 = tensor.empty() : tensor<64xi1>
    %312 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_133 : tensor<64xi64>) outs(%311 : tensor<64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1373 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1373 : i1
    } -> tensor<64xi1>
    %313 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%312, %collapsed_133, %cst_27 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%299 : tensor<64xi64>) {
    ^bb0(%in: i1, %in_300: i64, %in_301: i64, %out: i64):
      %1373 = arith.select %in, %in_300, %in_301 : i64
      linalg.yield %1373 : i64
    } -> tensor<64xi64>
    %expanded_135 = tensor.expand_shape %313 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %314 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_135 : tensor<64x1xi64>) outs(%307 : tensor<64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1373 = linalg.index 0 : index
      %1374 = arith.index_cast %in : i64 to index
      %1375 = arith.cmpi slt, %1374, %c64 : index
      cf.assert %1375, "index must be smaller than dim size"
      %1376 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1376, "index must be larger or equal to 0"
      %extracted = tensor.extract %310[%1373, %1374] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x1xf32>
    %collapsed_136 = tensor.collapse_shape %314 [[0, 1]] : tensor<64x1xf32> into tensor<64xf32>
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_136 : tensor<64xf32>) outs(%301 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.negf %in : f32
      linalg.yield %1373 : f32
    } -> tensor<64xf32>
    %316 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%312, %315, %cst_2 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%301 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<64xf32>
    %317 = tensor.empty() : tensor<i64>
    %318 = linalg.fill ins(%c0_i64 : i64) outs(%317 : tensor<i64>) -> tensor<i64>
    %319 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%312 : tensor<64xi1>) outs(%318 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1373 = arith.extui %in : i1 to i64
      %1374 = arith.addi %1373, %out : i64
      linalg.yield %1374 : i64
    } -> tensor<i64>
    %320 = tensor.empty() : tensor<f32>
    %321 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%319 : tensor<i64>) outs(%320 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1373 = arith.sitofp %in : i64 to f32
      linalg.yield %1373 : f32
    } -> tensor<f32>
    %322 = linalg.fill ins(%cst_21 : f32) outs(%320 : tensor<f32>) -> tensor<f32>
    %323 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%316 : tensor<64xf32>) outs(%322 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<f32>
    %324 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%323, %321 : tensor<f32>, tensor<f32>) outs(%320 : tensor<f32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<f32>
    %325 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_15, %321 : tensor<f32>, tensor<f32>) outs(%320 : tensor<f32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<f32>
    %expanded_137 = tensor.expand_shape %collapsed_133 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %326 = tensor.empty() : tensor<64x1xi1>
    %327 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_137 : tensor<64x1xi64>) outs(%326 : tensor<64x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1373 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1373 : i1
    } -> tensor<64x1xi1>
    %328 = tensor.empty() : tensor<64x1xi64>
    %329 = linalg.generic {indexing_maps = [#map6, #map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%327, %expanded_137, %cst_27 : tensor<64x1xi1>, tensor<64x1xi64>, tensor<i64>) outs(%328 : tensor<64x1xi64>) {
    ^bb0(%in: i1, %in_300: i64, %in_301: i64, %out: i64):
      %1373 = arith.select %in, %in_300, %in_301 : i64
      linalg.yield %1373 : i64
    } -> tensor<64x1xi64>
    %330 = linalg.fill ins(%c0_i64 : i64) outs(%328 : tensor<64x1xi64>) -> tensor<64x1xi64>
    %331 = linalg.fill ins(%cst_21 : f32) outs(%301 : tensor<64xf32>) -> tensor<64xf32>
    %332:3 = linalg.generic {indexing_maps = [#map21, #map21, #map2], iterator_types = ["parallel"]} outs(%330, %330, %331 : tensor<64x1xi64>, tensor<64x1xi64>, tensor<64xf32>) {
    ^bb0(%out: i64, %out_300: i64, %out_301: f32):
      %1373 = linalg.index 0 : index
      %1374 = arith.remsi %1373, %c64 : index
      %extracted = tensor.extract %329[%1374, %c0] : tensor<64x1xi64>
      %1375 = arith.index_cast %1374 : index to i64
      linalg.yield %1375, %extracted, %cst_24 : i64, i64, f32
    } -> (tensor<64x1xi64>, tensor<64x1xi64>, tensor<64xf32>)
    %333 = tensor.empty() : tensor<64x2xi64>
    %334 = linalg.fill ins(%c0_i64 : i64) outs(%333 : tensor<64x2xi64>) -> tensor<64x2xi64>
    %inserted_slice = tensor.insert_slice %332#0 into %334[0, 0] [64, 1] [1, 1] : tensor<64x1xi64> into tensor<64x2xi64>
    %inserted_slice_138 = tensor.insert_slice %332#1 into %inserted_slice[0, 1] [64, 1] [1, 1] : tensor<64x1xi64> into tensor<64x2xi64>
    %335 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%332#2, %inserted_slice_138 : tensor<64xf32>, tensor<64x2xi64>) outs(%cst : tensor<64x64xf32>) {
    ^bb0(%arg159: f32, %arg160: f32):
      tm_tensor.yield %arg159 : f32
    } -> tensor<64x64xf32>
    %336 = linalg.generic {indexing_maps = [#map6, #map20, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%327, %325, %cst_2 : tensor<64x1xi1>, tensor<f32>, tensor<f32>) outs(%306 : tensor<64x1xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x1xf32>
    %337 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%335, %336 : tensor<64x64xf32>, tensor<64x1xf32>) outs(%296 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x64xf32>
    %338 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%310 : tensor<64x64xf32>) outs(%296 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.exp %in : f32
      linalg.yield %1373 : f32
    } -> tensor<64x64xf32>
    %339 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%337 : tensor<64x64xf32>) outs(%307 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<64x1xf32>
    %340 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%338, %339 : tensor<64x64xf32>, tensor<64x1xf32>) outs(%296 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x64xf32>
    %341 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%337, %340 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%296 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x64xf32>
    %transposed_139 = linalg.transpose ins(%341 : tensor<64x64xf32>) outs(%296 : tensor<64x64xf32>) permutation = [1, 0] 
    %342 = linalg.matmul ins(%transposed_139, %collapsed_131 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %343 = linalg.matmul ins(%341, %arg0 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_140 = tensor.expand_shape %343 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %arg50 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%344 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %292 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%347 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %348 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %346 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %349 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %353 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %351 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %292 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %355 = tensor.empty() : tensor<32xf32>
    %356 = linalg.fill ins(%cst_21 : f32) outs(%355 : tensor<32xf32>) -> tensor<32xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%354 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_140 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %collapsed_141 = tensor.collapse_shape %353 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %359 = tensor.empty() : tensor<32x128xf32>
    %transposed_142 = linalg.transpose ins(%arg48 : tensor<128x32xf32>) outs(%359 : tensor<32x128xf32>) permutation = [1, 0] 
    %360 = linalg.matmul ins(%collapsed_141, %transposed_142 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %361 = tensor.empty() : tensor<128x64xf32>
    %transposed_143 = linalg.transpose ins(%collapsed_128 : tensor<64x128xf32>) outs(%361 : tensor<128x64xf32>) permutation = [1, 0] 
    %362 = tensor.empty() : tensor<128x32xf32>
    %363 = linalg.fill ins(%cst_21 : f32) outs(%362 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %364 = linalg.matmul ins(%transposed_143, %collapsed_141 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%363 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %365 = tensor.empty() : tensor<1x32xf32>
    %366 = linalg.fill ins(%cst_21 : f32) outs(%365 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %367 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_141 : tensor<64x32xf32>) outs(%366 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x32xf32>
    %collapsed_144 = tensor.collapse_shape %367 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_145 = tensor.expand_shape %360 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %268 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %274 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %273 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %371 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %370 : tensor<i64>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: i64, %in_300: f32, %out: f32):
      %1373 = arith.sitofp %in : i64 to f32
      %1374 = arith.subf %1373, %in_300 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %371 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_5 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_4 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %376 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %377 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %379 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_146 = tensor.collapse_shape %380 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %transposed_147 = linalg.transpose ins(%arg46 : tensor<32x128xf32>) outs(%362 : tensor<128x32xf32>) permutation = [1, 0] 
    %381 = linalg.matmul ins(%collapsed_146, %transposed_147 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_148 = linalg.transpose ins(%collapsed_126 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %382 = linalg.fill ins(%cst_21 : f32) outs(%359 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %383 = linalg.matmul ins(%transposed_148, %collapsed_146 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%382 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %384 = tensor.empty() : tensor<1x128xf32>
    %385 = linalg.fill ins(%cst_21 : f32) outs(%384 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %386 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_146 : tensor<64x128xf32>) outs(%385 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x128xf32>
    %collapsed_149 = tensor.collapse_shape %386 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_150 = tensor.expand_shape %381 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %arg44 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%387 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %263 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%390 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %391 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %389 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %392 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %396 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %394 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %263 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%397 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_150 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %396 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_151 = tensor.collapse_shape %400 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %401 = tensor.empty() : tensor<32x32xf32>
    %transposed_152 = linalg.transpose ins(%arg42 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) permutation = [1, 0] 
    %402 = linalg.matmul ins(%collapsed_151, %transposed_152 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_124 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %403 = linalg.fill ins(%cst_21 : f32) outs(%401 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %404 = linalg.matmul ins(%transposed_153, %collapsed_151 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%403 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %405 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_151 : tensor<64x32xf32>) outs(%366 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x32xf32>
    %collapsed_154 = tensor.collapse_shape %405 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_155 = tensor.expand_shape %402 [[0, 1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<64x32xf32> into tensor<8x8x4x8xf32>
    %transposed_156 = linalg.transpose ins(%expanded_155 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_157 = tensor.collapse_shape %transposed_156 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_158 = linalg.transpose ins(%collapsed_120 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %406 = linalg.batch_matmul ins(%transposed_158, %collapsed_157 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_159 = linalg.transpose ins(%collapsed_121 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %407 = linalg.batch_matmul ins(%collapsed_157, %transposed_159 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_160 = tensor.expand_shape %406 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_161 = tensor.expand_shape %407 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %408 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_161, %245 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %409 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%408 : tensor<8x4x8x8xf32>) outs(%57 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x1xf32>
    %410 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %409 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %411 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %410 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %412 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %411, %cst_2 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %413 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %cst_14 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_162 = tensor.collapse_shape %413 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_163 = linalg.transpose ins(%collapsed_116 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %414 = linalg.batch_matmul ins(%transposed_163, %collapsed_162 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_117 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %415 = linalg.batch_matmul ins(%collapsed_162, %transposed_164 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_165 = tensor.expand_shape %414 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_166 = tensor.expand_shape %415 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_167 = linalg.transpose ins(%expanded_166 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_168 = tensor.collapse_shape %transposed_167 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_169 = linalg.transpose ins(%expanded_160 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_170 = tensor.collapse_shape %transposed_169 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_171 = linalg.transpose ins(%expanded_165 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_172 = tensor.collapse_shape %transposed_171 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %concat = tensor.concat dim(2) %collapsed_168, %collapsed_172, %collapsed_170 : (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x96xf32>
    %collapsed_173 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x8x96xf32> into tensor<64x96xf32>
    %416 = tensor.empty() : tensor<96x32xf32>
    %transposed_174 = linalg.transpose ins(%arg40 : tensor<32x96xf32>) outs(%416 : tensor<96x32xf32>) permutation = [1, 0] 
    %417 = linalg.matmul ins(%collapsed_173, %transposed_174 : tensor<64x96xf32>, tensor<96x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_175 = linalg.transpose ins(%collapsed_105 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %418 = tensor.empty() : tensor<32x96xf32>
    %419 = linalg.fill ins(%cst_21 : f32) outs(%418 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %420 = linalg.matmul ins(%transposed_175, %collapsed_173 : tensor<32x64xf32>, tensor<64x96xf32>) outs(%419 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %421 = tensor.empty() : tensor<1x96xf32>
    %422 = linalg.fill ins(%cst_21 : f32) outs(%421 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %423 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_173 : tensor<64x96xf32>) outs(%422 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x96xf32>
    %collapsed_176 = tensor.collapse_shape %423 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_177 = tensor.expand_shape %417 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177, %arg38 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%424 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424, %232 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%427 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %428 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %426 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %429 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %433 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %431 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177, %232 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%434 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_177 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %433 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_178 = tensor.collapse_shape %437 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_179 = linalg.transpose ins(%arg36 : tensor<128x32xf32>) outs(%359 : tensor<32x128xf32>) permutation = [1, 0] 
    %438 = linalg.matmul ins(%collapsed_178, %transposed_179 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %transposed_180 = linalg.transpose ins(%collapsed_103 : tensor<64x128xf32>) outs(%361 : tensor<128x64xf32>) permutation = [1, 0] 
    %439 = linalg.matmul ins(%transposed_180, %collapsed_178 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%363 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %440 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_178 : tensor<64x32xf32>) outs(%366 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x32xf32>
    %collapsed_181 = tensor.collapse_shape %440 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_182 = tensor.expand_shape %438 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_182, %208 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_182, %214 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %213 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %444 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %443 : tensor<i64>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: i64, %in_300: f32, %out: f32):
      %1373 = arith.sitofp %in : i64 to f32
      %1374 = arith.subf %1373, %in_300 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %444 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_5 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_4 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447, %449 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %450 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %452 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_183 = tensor.collapse_shape %453 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %transposed_184 = linalg.transpose ins(%arg34 : tensor<32x128xf32>) outs(%362 : tensor<128x32xf32>) permutation = [1, 0] 
    %454 = linalg.matmul ins(%collapsed_183, %transposed_184 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_185 = linalg.transpose ins(%collapsed_101 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %455 = linalg.matmul ins(%transposed_185, %collapsed_183 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%382 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %456 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_183 : tensor<64x128xf32>) outs(%385 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x128xf32>
    %collapsed_186 = tensor.collapse_shape %456 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_187 = tensor.expand_shape %454 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %arg32 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%457 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %203 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%460 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %461 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %459 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %462 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %466 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465, %464 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %203 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%467 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_187 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %466 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_188 = tensor.collapse_shape %470 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_189 = linalg.transpose ins(%arg30 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) permutation = [1, 0] 
    %471 = linalg.matmul ins(%collapsed_188, %transposed_189 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_190 = linalg.transpose ins(%collapsed_99 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %472 = linalg.matmul ins(%transposed_190, %collapsed_188 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%403 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %473 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_188 : tensor<64x32xf32>) outs(%366 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x32xf32>
    %collapsed_191 = tensor.collapse_shape %473 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_192 = tensor.expand_shape %471 [[0, 1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<64x32xf32> into tensor<8x8x4x8xf32>
    %transposed_193 = linalg.transpose ins(%expanded_192 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_194 = tensor.collapse_shape %transposed_193 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_195 = linalg.transpose ins(%collapsed_95 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %474 = linalg.batch_matmul ins(%transposed_195, %collapsed_194 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_196 = linalg.transpose ins(%collapsed_96 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %475 = linalg.batch_matmul ins(%collapsed_194, %transposed_196 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_197 = tensor.expand_shape %474 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_198 = tensor.expand_shape %475 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %476 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_198, %185 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %477 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%476 : tensor<8x4x8x8xf32>) outs(%57 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x1xf32>
    %478 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %477 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %479 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %478 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %480 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %479, %cst_2 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %481 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %cst_14 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_199 = tensor.collapse_shape %481 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_200 = linalg.transpose ins(%collapsed_91 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %482 = linalg.batch_matmul ins(%transposed_200, %collapsed_199 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_201 = linalg.transpose ins(%collapsed_92 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %483 = linalg.batch_matmul ins(%collapsed_199, %transposed_201 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_202 = tensor.expand_shape %482 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_203 = tensor.expand_shape %483 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_204 = linalg.transpose ins(%expanded_203 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_205 = tensor.collapse_shape %transposed_204 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_206 = linalg.transpose ins(%expanded_197 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_207 = tensor.collapse_shape %transposed_206 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_208 = linalg.transpose ins(%expanded_202 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_209 = tensor.collapse_shape %transposed_208 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %concat_210 = tensor.concat dim(2) %collapsed_205, %collapsed_209, %collapsed_207 : (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x96xf32>
    %collapsed_211 = tensor.collapse_shape %concat_210 [[0, 1], [2]] : tensor<8x8x96xf32> into tensor<64x96xf32>
    %transposed_212 = linalg.transpose ins(%arg28 : tensor<32x96xf32>) outs(%416 : tensor<96x32xf32>) permutation = [1, 0] 
    %484 = linalg.matmul ins(%collapsed_211, %transposed_212 : tensor<64x96xf32>, tensor<96x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_213 = linalg.transpose ins(%collapsed_80 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %485 = linalg.matmul ins(%transposed_213, %collapsed_211 : tensor<32x64xf32>, tensor<64x96xf32>) outs(%419 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %486 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_211 : tensor<64x96xf32>) outs(%422 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x96xf32>
    %collapsed_214 = tensor.collapse_shape %486 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_215 = tensor.expand_shape %484 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_215, %arg26 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%487 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487, %172 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%490 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %491 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488, %489 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %492 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %496 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %494 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_215, %172 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%497 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_215 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %496 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_216 = tensor.collapse_shape %500 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_217 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%359 : tensor<32x128xf32>) permutation = [1, 0] 
    %501 = linalg.matmul ins(%collapsed_216, %transposed_217 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %transposed_218 = linalg.transpose ins(%collapsed_78 : tensor<64x128xf32>) outs(%361 : tensor<128x64xf32>) permutation = [1, 0] 
    %502 = linalg.matmul ins(%transposed_218, %collapsed_216 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%363 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %503 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_216 : tensor<64x32xf32>) outs(%366 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x32xf32>
    %collapsed_219 = tensor.collapse_shape %503 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_220 = tensor.expand_shape %501 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_220, %148 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_220, %154 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %153 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %507 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %506 : tensor<i64>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: i64, %in_300: f32, %out: f32):
      %1373 = arith.sitofp %in : i64 to f32
      %1374 = arith.subf %1373, %in_300 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %507 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_5 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_4 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %512 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %513 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %515 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_221 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %transposed_222 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%362 : tensor<128x32xf32>) permutation = [1, 0] 
    %517 = linalg.matmul ins(%collapsed_221, %transposed_222 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_223 = linalg.transpose ins(%collapsed_76 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %518 = linalg.matmul ins(%transposed_223, %collapsed_221 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%382 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %519 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_221 : tensor<64x128xf32>) outs(%385 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x128xf32>
    %collapsed_224 = tensor.collapse_shape %519 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_225 = tensor.expand_shape %517 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_225, %arg20 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%520 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %143 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%523 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %524 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %522 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %525 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %529 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %527 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_225, %143 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%530 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_225 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %529 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_226 = tensor.collapse_shape %533 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_227 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) permutation = [1, 0] 
    %534 = linalg.matmul ins(%collapsed_226, %transposed_227 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_228 = linalg.transpose ins(%collapsed_74 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %535 = linalg.matmul ins(%transposed_228, %collapsed_226 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%403 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %536 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_226 : tensor<64x32xf32>) outs(%366 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x32xf32>
    %collapsed_229 = tensor.collapse_shape %536 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_230 = tensor.expand_shape %534 [[0, 1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<64x32xf32> into tensor<8x8x4x8xf32>
    %transposed_231 = linalg.transpose ins(%expanded_230 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_232 = tensor.collapse_shape %transposed_231 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_233 = linalg.transpose ins(%collapsed_70 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %537 = linalg.batch_matmul ins(%transposed_233, %collapsed_232 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_234 = linalg.transpose ins(%collapsed_71 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %538 = linalg.batch_matmul ins(%collapsed_232, %transposed_234 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_235 = tensor.expand_shape %537 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_236 = tensor.expand_shape %538 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %539 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_236, %125 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %540 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%539 : tensor<8x4x8x8xf32>) outs(%57 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x1xf32>
    %541 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %540 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %542 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %541 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %543 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %542, %cst_2 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %544 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %cst_14 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_237 = tensor.collapse_shape %544 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_238 = linalg.transpose ins(%collapsed_66 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %545 = linalg.batch_matmul ins(%transposed_238, %collapsed_237 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_239 = linalg.transpose ins(%collapsed_67 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %546 = linalg.batch_matmul ins(%collapsed_237, %transposed_239 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_240 = tensor.expand_shape %545 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_241 = tensor.expand_shape %546 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_242 = linalg.transpose ins(%expanded_241 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_243 = tensor.collapse_shape %transposed_242 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_244 = linalg.transpose ins(%expanded_235 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_245 = tensor.collapse_shape %transposed_244 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_246 = linalg.transpose ins(%expanded_240 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_247 = tensor.collapse_shape %transposed_246 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %concat_248 = tensor.concat dim(2) %collapsed_243, %collapsed_247, %collapsed_245 : (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x96xf32>
    %collapsed_249 = tensor.collapse_shape %concat_248 [[0, 1], [2]] : tensor<8x8x96xf32> into tensor<64x96xf32>
    %transposed_250 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%416 : tensor<96x32xf32>) permutation = [1, 0] 
    %547 = linalg.matmul ins(%collapsed_249, %transposed_250 : tensor<64x96xf32>, tensor<96x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_251 = linalg.transpose ins(%collapsed_55 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %548 = linalg.matmul ins(%transposed_251, %collapsed_249 : tensor<32x64xf32>, tensor<64x96xf32>) outs(%419 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %549 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_249 : tensor<64x96xf32>) outs(%422 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x96xf32>
    %collapsed_252 = tensor.collapse_shape %549 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_253 = tensor.expand_shape %547 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_253, %arg14 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%550 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %112 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%553 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %554 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %552 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556, %555 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %559 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558, %557 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_253, %112 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%560 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_253 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %559 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_254 = tensor.collapse_shape %563 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_255 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%359 : tensor<32x128xf32>) permutation = [1, 0] 
    %564 = linalg.matmul ins(%collapsed_254, %transposed_255 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %transposed_256 = linalg.transpose ins(%collapsed_53 : tensor<64x128xf32>) outs(%361 : tensor<128x64xf32>) permutation = [1, 0] 
    %565 = linalg.matmul ins(%transposed_256, %collapsed_254 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%363 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %566 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_254 : tensor<64x32xf32>) outs(%366 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x32xf32>
    %collapsed_257 = tensor.collapse_shape %566 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_258 = tensor.expand_shape %564 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_258, %88 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_258, %94 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %93 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %570 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %569 : tensor<i64>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: i64, %in_300: f32, %out: f32):
      %1373 = arith.sitofp %in : i64 to f32
      %1374 = arith.subf %1373, %in_300 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %570 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_5 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_4 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %575 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %576 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %578 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%87 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_259 = tensor.collapse_shape %579 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %transposed_260 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%362 : tensor<128x32xf32>) permutation = [1, 0] 
    %580 = linalg.matmul ins(%collapsed_259, %transposed_260 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_261 = linalg.transpose ins(%collapsed_51 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %581 = linalg.matmul ins(%transposed_261, %collapsed_259 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%382 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %582 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_259 : tensor<64x128xf32>) outs(%385 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x128xf32>
    %collapsed_262 = tensor.collapse_shape %582 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_263 = tensor.expand_shape %580 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_263, %arg8 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%583 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %80 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%586 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %587 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584, %585 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589, %588 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %592 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591, %590 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_263, %80 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%593 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_263 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %592 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_264 = tensor.collapse_shape %596 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_265 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) permutation = [1, 0] 
    %597 = linalg.matmul ins(%collapsed_264, %transposed_265 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_266 = linalg.transpose ins(%collapsed_49 : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %598 = linalg.matmul ins(%transposed_266, %collapsed_264 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%403 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %599 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_264 : tensor<64x32xf32>) outs(%366 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x32xf32>
    %collapsed_267 = tensor.collapse_shape %599 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_268 = tensor.expand_shape %597 [[0, 1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<64x32xf32> into tensor<8x8x4x8xf32>
    %transposed_269 = linalg.transpose ins(%expanded_268 : tensor<8x8x4x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_270 = tensor.collapse_shape %transposed_269 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_271 = linalg.transpose ins(%collapsed_45 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %600 = linalg.batch_matmul ins(%transposed_271, %collapsed_270 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_272 = linalg.transpose ins(%collapsed_46 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %601 = linalg.batch_matmul ins(%collapsed_270, %transposed_272 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_273 = tensor.expand_shape %600 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_274 = tensor.expand_shape %601 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %602 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_274, %59 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %603 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%602 : tensor<8x4x8x8xf32>) outs(%57 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x1xf32>
    %604 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %603 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %605 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%602, %604 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %606 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %605, %cst_2 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %607 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606, %cst_14 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%40 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_275 = tensor.collapse_shape %607 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_276 = linalg.transpose ins(%collapsed_39 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %608 = linalg.batch_matmul ins(%transposed_276, %collapsed_275 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_277 = linalg.transpose ins(%collapsed_40 : tensor<32x8x8xf32>) outs(%41 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %609 = linalg.batch_matmul ins(%collapsed_275, %transposed_277 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%42 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_278 = tensor.expand_shape %608 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_279 = tensor.expand_shape %609 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_280 = linalg.transpose ins(%expanded_279 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_281 = tensor.collapse_shape %transposed_280 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_282 = linalg.transpose ins(%expanded_273 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_283 = tensor.collapse_shape %transposed_282 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_284 = linalg.transpose ins(%expanded_278 : tensor<8x4x8x8xf32>) outs(%61 : tensor<8x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_285 = tensor.collapse_shape %transposed_284 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %concat_286 = tensor.concat dim(2) %collapsed_281, %collapsed_285, %collapsed_283 : (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x96xf32>
    %collapsed_287 = tensor.collapse_shape %concat_286 [[0, 1], [2]] : tensor<8x8x96xf32> into tensor<64x96xf32>
    %transposed_288 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%416 : tensor<96x32xf32>) permutation = [1, 0] 
    %610 = linalg.matmul ins(%collapsed_287, %transposed_288 : tensor<64x96xf32>, tensor<96x32xf32>) outs(%63 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_289 = linalg.transpose ins(%collapsed : tensor<64x32xf32>) outs(%295 : tensor<32x64xf32>) permutation = [1, 0] 
    %611 = linalg.matmul ins(%transposed_289, %collapsed_287 : tensor<32x64xf32>, tensor<64x96xf32>) outs(%419 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %612 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_287 : tensor<64x96xf32>) outs(%422 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x96xf32>
    %collapsed_290 = tensor.collapse_shape %612 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_291 = tensor.expand_shape %610 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_291, %arg2 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.mulf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%613 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %33 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%616 : tensor<8x8x32xf32>) outs(%27 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %617 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %615 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %618 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<8x8x1xf32>) outs(%25 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.divf %in, %cst_17 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x1xf32>
    %622 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %620 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_291, %33 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%623 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_291 : tensor<8x8x32xf32>) outs(%356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %622 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %627 = linalg.fill ins(%cst_21 : f32) outs(%4 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%626 : tensor<8x8x32xf32>) outs(%627 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %out : f32
      linalg.yield %1373 : f32
    } -> tensor<1x8x32xf32>
    %629 = tensor.empty() : tensor<1x8xi1>
    %630 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%629 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1373 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %1373 : i1
    } -> tensor<1x8xi1>
    %expanded_292 = tensor.expand_shape %630 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %631 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_292, %cst_2, %628 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x32xf32>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_293 = tensor.collapse_shape %631 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %expanded_294 = tensor.expand_shape %collapsed_293 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %632 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_294, %expanded_28 : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%cst_22 : tensor<16x32xf32>) {
    ^bb0(%arg159: f32, %arg160: f32):
      %1373 = arith.addf %arg160, %arg159 : f32
      tm_tensor.yield %1373 : f32
    } -> tensor<16x32xf32>
    %633 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg157 : tensor<8x8xi64>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1373 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %1373 : i1
    } -> tensor<8x8xi1>
    %expanded_295 = tensor.expand_shape %633 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi1> into tensor<8x8x1xi1>
    %634 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295, %cst_2, %626 : tensor<8x8x1xi1>, tensor<f32>, tensor<8x8x32xf32>) outs(%0 : tensor<8x8x32xf32>) {
    ^bb0(%in: i1, %in_300: f32, %in_301: f32, %out: f32):
      %1373 = arith.select %in, %in_300, %in_301 : f32
      linalg.yield %1373 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_296 = tensor.collapse_shape %arg157 [[0, 1]] : tensor<8x8xi64> into tensor<64xi64>
    %expanded_297 = tensor.expand_shape %collapsed_296 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %collapsed_298 = tensor.collapse_shape %634 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %expanded_299 = tensor.expand_shape %collapsed_298 [[0], [1, 2]] output_shape [64, 1, 32] : tensor<64x32xf32> into tensor<64x1x32xf32>
    %635 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_299, %expanded_297 : tensor<64x1x32xf32>, tensor<64x1xi64>) outs(%cst_23 : tensor<64x32xf32>) {
    ^bb0(%arg159: f32, %arg160: f32):
      %1373 = arith.addf %arg160, %arg159 : f32
      tm_tensor.yield %1373 : f32
    } -> tensor<64x32xf32>
    %636 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%342, %635 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %637 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg156 : tensor<f32>) outs(%320 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.addf %in, %cst_19 : f32
      linalg.yield %1373 : f32
    } -> tensor<f32>
    %638 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%637 : tensor<f32>) outs(%320 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = math.powf %1373, %in : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %639 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_26, %638 : tensor<i64>, tensor<f32>) outs(%320 : tensor<f32>) {
    ^bb0(%in: i64, %in_300: f32, %out: f32):
      %1373 = arith.sitofp %in : i64 to f32
      %1374 = arith.subf %1373, %in_300 : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %640 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%637 : tensor<f32>) outs(%320 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = math.powf %1373, %in : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %641 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_26, %640 : tensor<i64>, tensor<f32>) outs(%320 : tensor<f32>) {
    ^bb0(%in: i64, %in_300: f32, %out: f32):
      %1373 = arith.sitofp %in : i64 to f32
      %1374 = arith.subf %1373, %in_300 : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %642 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %643 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%636 : tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %644 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%642, %643 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %645 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg104 : tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %646 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%636 : tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %647 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%646, %636 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %648 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%645, %647 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %649 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%644, %639 : tensor<64x32xf32>, tensor<f32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %650 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%649 : tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %651 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%648, %641 : tensor<64x32xf32>, tensor<f32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %652 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%651 : tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %653 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%652 : tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %654 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%650, %653 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %655 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg0, %654 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<64x32xf32>
    %656 = tensor.empty() : tensor<16x32xf32>
    %657 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %658 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%632 : tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %659 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%657, %658 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<16x32xf32>
    %660 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg105 : tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %661 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%632 : tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %662 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%661, %632 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<16x32xf32>
    %663 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%660, %662 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<16x32xf32>
    %664 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%659, %639 : tensor<16x32xf32>, tensor<f32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<16x32xf32>
    %665 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %666 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%663, %641 : tensor<16x32xf32>, tensor<f32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<16x32xf32>
    %667 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%666 : tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<16x32xf32>
    %668 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%667 : tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %669 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%665, %668 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<16x32xf32>
    %670 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg1, %669 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%656 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<16x32xf32>
    %671 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg54 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%624 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %673 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%671, %672 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %674 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg106 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %675 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%624 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %676 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%675, %624 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %677 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%674, %676 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %678 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%673, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %679 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%678 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %680 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%677, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %681 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%680 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %682 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%681 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %683 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%679, %682 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %684 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %683 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %685 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg55 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%625 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %687 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%685, %686 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %688 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg107 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %689 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%625 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %690 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%689, %625 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %691 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%688, %690 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %692 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%687, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %693 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%692 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %694 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%691, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %695 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%694 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%695 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%693, %696 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %698 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %697 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %699 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %700 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %701 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%699, %700 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %702 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg108 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %703 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %704 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%703, %611 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %705 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%702, %704 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %706 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%701, %639 : tensor<32x96xf32>, tensor<f32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %707 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%706 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %708 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%705, %641 : tensor<32x96xf32>, tensor<f32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %709 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%708 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %710 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%709 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %711 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%707, %710 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %712 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4, %711 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %713 = tensor.empty() : tensor<96xf32>
    %714 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg57 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %715 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_290 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %716 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%714, %715 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg109 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_290 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %719 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%718, %collapsed_290 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %720 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%717, %719 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %721 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%716, %639 : tensor<96xf32>, tensor<f32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %722 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%721 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %723 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%720, %641 : tensor<96xf32>, tensor<f32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%723 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %725 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%724 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %726 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%722, %725 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %727 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %726 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %728 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %729 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %730 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%728, %729 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %731 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg110 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %732 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %733 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%732, %598 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %734 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%731, %733 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %735 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%730, %639 : tensor<32x32xf32>, tensor<f32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %736 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%735 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %737 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%734, %641 : tensor<32x32xf32>, tensor<f32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %738 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%737 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %739 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%738 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %740 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%736, %739 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %741 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6, %740 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %742 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %743 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_267 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%742, %743 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %745 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg111 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %746 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_267 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %747 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%746, %collapsed_267 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %748 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%745, %747 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %749 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%744, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %750 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%749 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %751 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%748, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %752 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%751 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %753 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%752 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %754 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%750, %753 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %755 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %754 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg60 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%594 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%756, %757 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %759 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg112 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%594 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %761 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%760, %594 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %762 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%759, %761 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %763 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%758, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %764 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%763 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %765 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%762, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %766 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%765 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %767 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%766 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %768 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%764, %767 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %769 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %768 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %770 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %771 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%595 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %772 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%770, %771 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %773 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg113 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %774 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%595 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %775 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%774, %595 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %776 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%773, %775 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %777 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%772, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%777 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %779 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%776, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %780 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%779 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%780 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%778, %781 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %782 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %784 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %785 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%581 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %786 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%784, %785 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %787 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg114 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %788 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%581 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %789 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%788, %581 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %790 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%787, %789 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %791 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%786, %639 : tensor<32x128xf32>, tensor<f32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %792 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%791 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %793 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%790, %641 : tensor<32x128xf32>, tensor<f32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %794 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%793 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %795 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%794 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %796 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%792, %795 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %797 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10, %796 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %798 = tensor.empty() : tensor<128xf32>
    %799 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg63 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %800 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_262 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %801 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%799, %800 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %802 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg115 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %803 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_262 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %804 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%803, %collapsed_262 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %805 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%802, %804 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %806 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%801, %639 : tensor<128xf32>, tensor<f32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %807 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%806 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %808 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%805, %641 : tensor<128xf32>, tensor<f32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %809 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%808 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %810 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%809 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %811 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%807, %810 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %812 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %811 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %813 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %814 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%565 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %815 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%813, %814 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %816 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %817 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%565 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %818 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%817, %565 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %819 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%816, %818 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %820 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%815, %639 : tensor<128x32xf32>, tensor<f32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %821 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%820 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %822 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%819, %641 : tensor<128x32xf32>, tensor<f32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %823 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%822 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %824 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%823 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %825 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%821, %824 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %826 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg12, %825 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %827 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg65 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %828 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_257 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %829 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%827, %828 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %830 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg117 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %831 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_257 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %832 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%831, %collapsed_257 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %833 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%830, %832 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %834 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%829, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %835 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%834 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %836 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%833, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %837 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%836 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %838 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%837 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %839 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%835, %838 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %840 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %839 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %841 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg66 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %842 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%561 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %843 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%841, %842 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %844 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg118 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %845 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%561 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %846 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%845, %561 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %847 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%844, %846 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %848 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%843, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %849 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%848 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %850 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%847, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %851 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%850 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %852 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%851 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %853 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%849, %852 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %854 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %853 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %855 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg67 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %856 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%562 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %857 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%855, %856 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %858 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg119 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %859 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%562 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %860 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%859, %562 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %861 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%858, %860 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %862 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%857, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %863 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%862 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %864 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%861, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %865 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%864 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %866 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%865 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %867 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%863, %866 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %868 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %867 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %869 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %870 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%548 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %871 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%869, %870 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %872 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg120 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %873 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%548 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %874 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%873, %548 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %875 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%872, %874 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %876 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%871, %639 : tensor<32x96xf32>, tensor<f32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %877 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%876 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %878 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%875, %641 : tensor<32x96xf32>, tensor<f32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %879 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%878 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %880 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%879 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %881 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%877, %880 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %882 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16, %881 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %883 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg69 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %884 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_252 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %885 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%883, %884 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %886 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg121 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %887 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_252 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %888 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%887, %collapsed_252 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %889 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%886, %888 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %890 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%885, %639 : tensor<96xf32>, tensor<f32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %891 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%890 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %892 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%889, %641 : tensor<96xf32>, tensor<f32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %893 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%892 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %894 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%893 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %895 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%891, %894 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %895 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %897 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %898 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%535 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %899 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%897, %898 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %900 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %901 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%535 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %902 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%901, %535 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %903 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%900, %902 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %904 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%899, %639 : tensor<32x32xf32>, tensor<f32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %905 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%904 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %906 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%903, %641 : tensor<32x32xf32>, tensor<f32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %907 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%906 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %908 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%907 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %909 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%905, %908 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %910 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg18, %909 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %911 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg71 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %912 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_229 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %913 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%911, %912 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %914 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg123 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %915 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_229 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %916 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%915, %collapsed_229 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %917 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%914, %916 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %918 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%913, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %919 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%918 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %920 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%917, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %921 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%920 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %922 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%921 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %923 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%919, %922 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %924 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %923 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %925 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg72 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %926 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%531 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %927 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%925, %926 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %928 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg124 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %929 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%531 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %930 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%929, %531 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %931 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%928, %930 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %932 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%927, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %933 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%932 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %934 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%931, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %935 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%934 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %936 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%935 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %937 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%933, %936 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %938 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg20, %937 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %939 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg73 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %940 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%532 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %941 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%939, %940 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %942 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg125 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %943 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%532 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %944 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%943, %532 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %945 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%942, %944 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %946 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%941, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %947 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%946 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %948 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%945, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %949 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%948 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %950 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%949 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %951 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%947, %950 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %952 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %951 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %953 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %954 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%518 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %955 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%953, %954 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %956 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg126 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %957 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%518 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %958 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%957, %518 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %959 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%956, %958 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %960 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%955, %639 : tensor<32x128xf32>, tensor<f32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %961 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%960 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %962 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%959, %641 : tensor<32x128xf32>, tensor<f32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %963 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%962 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %964 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%963 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %965 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%961, %964 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %966 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22, %965 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %967 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg75 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %968 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_224 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %969 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%967, %968 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %970 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg127 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %971 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_224 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %972 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%971, %collapsed_224 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %973 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%970, %972 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %974 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%969, %639 : tensor<128xf32>, tensor<f32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %975 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%974 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %976 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%973, %641 : tensor<128xf32>, tensor<f32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %977 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%976 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %978 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%977 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %979 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%975, %978 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %980 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg23, %979 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %981 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %982 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%502 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %983 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%981, %982 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %984 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg128 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %985 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%502 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %986 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%985, %502 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %987 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%984, %986 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %988 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%983, %639 : tensor<128x32xf32>, tensor<f32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %989 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%988 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %990 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%987, %641 : tensor<128x32xf32>, tensor<f32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %991 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%990 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %992 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%991 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %993 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%989, %992 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %994 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg24, %993 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %995 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %996 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_219 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %997 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%995, %996 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %998 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg129 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %999 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_219 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1000 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%999, %collapsed_219 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1001 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%998, %1000 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1002 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%997, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1003 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1002 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1004 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1001, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1005 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1004 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1006 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1005 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1007 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1003, %1006 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1008 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg25, %1007 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1009 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg78 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1010 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%498 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1011 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1009, %1010 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1012 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg130 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1013 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%498 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1014 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1013, %498 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1015 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1012, %1014 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1016 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1011, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1017 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1016 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1018 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1015, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1019 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1018 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1020 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1019 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1021 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1017, %1020 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1022 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg26, %1021 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1023 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg79 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1024 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%499 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1025 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1023, %1024 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1026 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg131 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1027 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%499 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1028 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1027, %499 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1029 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1026, %1028 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1030 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1025, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1031 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1030 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1032 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1029, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1033 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1032 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1034 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1033 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1035 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1031, %1034 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1036 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg27, %1035 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1037 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1038 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%485 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1039 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1037, %1038 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1040 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg132 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1041 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%485 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1042 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1041, %485 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1043 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1040, %1042 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1044 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1039, %639 : tensor<32x96xf32>, tensor<f32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1045 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1044 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1046 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1043, %641 : tensor<32x96xf32>, tensor<f32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1047 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1046 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1048 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1047 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1049 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1045, %1048 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1050 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28, %1049 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1051 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg81 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1052 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_214 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1053 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1051, %1052 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1054 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg133 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1055 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_214 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1056 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1055, %collapsed_214 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1057 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1054, %1056 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1058 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1053, %639 : tensor<96xf32>, tensor<f32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1059 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1058 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1060 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1057, %641 : tensor<96xf32>, tensor<f32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1061 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1060 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1062 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1061 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1063 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1059, %1062 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1064 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %1063 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1065 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1066 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%472 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1067 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1065, %1066 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1068 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg134 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1069 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%472 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1070 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1069, %472 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1071 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1068, %1070 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1072 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1067, %639 : tensor<32x32xf32>, tensor<f32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1073 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1072 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1074 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1071, %641 : tensor<32x32xf32>, tensor<f32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1075 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1074 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1076 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1075 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1077 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1073, %1076 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1078 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg30, %1077 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1079 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg83 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1080 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_191 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1081 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1079, %1080 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1082 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg135 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1083 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_191 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1084 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1083, %collapsed_191 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1085 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1082, %1084 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1086 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1081, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1087 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1086 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1088 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1085, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1089 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1088 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1090 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1089 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1091 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1087, %1090 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1092 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg31, %1091 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1093 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg84 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1094 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%468 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1095 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1093, %1094 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1096 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg136 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1097 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%468 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1098 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1097, %468 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1099 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1096, %1098 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1100 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1095, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1100 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1102 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1099, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1102 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1103 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1101, %1104 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1106 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg32, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg85 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%469 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1107, %1108 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg137 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1111 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%469 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1111, %469 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1113 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1110, %1112 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1114 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1109, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1114 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1116 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1113, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1116 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1117 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1119 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1115, %1118 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1120 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg33, %1119 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1122 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1123 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1121, %1122 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1124 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg138 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1125 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1126 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1125, %455 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1127 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1124, %1126 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1128 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1123, %639 : tensor<32x128xf32>, tensor<f32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1129 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1128 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1130 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1127, %641 : tensor<32x128xf32>, tensor<f32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1130 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1132 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1131 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1133 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1129, %1132 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1134 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg34, %1133 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg87 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_186 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1137 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1135, %1136 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg139 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_186 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1139, %collapsed_186 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1138, %1140 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1142 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1137, %639 : tensor<128xf32>, tensor<f32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1142 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1144 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1141, %641 : tensor<128xf32>, tensor<f32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1144 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1145 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1147 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1143, %1146 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg35, %1147 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1149 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1150 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1151 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1149, %1150 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1152 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1153 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1154 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1153, %439 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1155 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1152, %1154 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1156 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1151, %639 : tensor<128x32xf32>, tensor<f32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1156 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1158 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1155, %641 : tensor<128x32xf32>, tensor<f32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1159 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1158 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1160 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1159 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1161 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1157, %1160 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1162 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg36, %1161 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg89 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_181 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1163, %1164 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg141 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_181 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1168 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1167, %collapsed_181 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1166, %1168 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1170 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1165, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1170 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1172 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1169, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1172 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1173 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1175 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1171, %1174 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg37, %1175 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg90 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1178 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%435 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1177, %1178 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg142 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%435 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1182 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1181, %435 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1183 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1180, %1182 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1184 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1179, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1184 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1186 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1183, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1186 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1187 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1185, %1188 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg38, %1189 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg91 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%436 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1191, %1192 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1194 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg143 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1195 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%436 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1196 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1195, %436 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1197 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1194, %1196 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1198 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1193, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1198 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1200 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1197, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1201 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1200 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1202 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1201 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1203 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1199, %1202 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1204 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg39, %1203 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1205 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1206 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%420 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1207 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1205, %1206 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1208 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg144 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1209 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%420 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1210 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1209, %420 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1211 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1208, %1210 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1212 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1207, %639 : tensor<32x96xf32>, tensor<f32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1213 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1212 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1214 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1211, %641 : tensor<32x96xf32>, tensor<f32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1215 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1214 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1216 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1215 : tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1217 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1213, %1216 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1218 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg40, %1217 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%418 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x96xf32>
    %1219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg93 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1220 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_176 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1221 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1219, %1220 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg145 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_176 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1224 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1223, %collapsed_176 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1225 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1222, %1224 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1226 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1221, %639 : tensor<96xf32>, tensor<f32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1227 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1226 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1228 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1225, %641 : tensor<96xf32>, tensor<f32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1229 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1228 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1229 : tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1231 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1227, %1230 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1232 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg41, %1231 : tensor<96xf32>, tensor<96xf32>) outs(%713 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<96xf32>
    %1233 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg94 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1234 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1235 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1233, %1234 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1236 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg146 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1237 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1238 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1237, %404 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1239 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1236, %1238 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1240 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1235, %639 : tensor<32x32xf32>, tensor<f32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1241 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1240 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1242 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1239, %641 : tensor<32x32xf32>, tensor<f32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1243 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1242 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1244 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1243 : tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1245 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1241, %1244 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1246 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg42, %1245 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%401 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x32xf32>
    %1247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg95 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_154 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1249 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1247, %1248 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg147 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_154 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1252 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1251, %collapsed_154 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1253 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1250, %1252 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1254 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1249, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1254 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1256 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1253, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1257 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1256 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1258 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1257 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1259 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1255, %1258 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1260 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg43, %1259 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg96 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1262 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%398 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1263 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1261, %1262 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg148 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%398 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1266 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1265, %398 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1267 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1264, %1266 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1268 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1263, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1269 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1268 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1270 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1267, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1270 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1271 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1269, %1272 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1274 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg44, %1273 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1275 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg97 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1276 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%399 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1277 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1275, %1276 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg149 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%399 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1279, %399 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1281 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1278, %1280 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1282 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1277, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1282 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1284 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1281, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1285 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1284 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1285 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1287 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1283, %1286 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg45, %1287 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1289 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1290 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%383 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1291 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1289, %1290 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1292 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg150 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1293 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%383 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1294 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1293, %383 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1295 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1292, %1294 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1296 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1291, %639 : tensor<32x128xf32>, tensor<f32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1297 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1296 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1298 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1295, %641 : tensor<32x128xf32>, tensor<f32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1299 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1298 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1300 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1299 : tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1301 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1297, %1300 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1302 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg46, %1301 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%359 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32x128xf32>
    %1303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg99 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1304 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_149 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1305 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1303, %1304 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg151 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_149 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1308 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1307, %collapsed_149 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1309 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1306, %1308 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1310 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1305, %639 : tensor<128xf32>, tensor<f32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1310 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1312 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1309, %641 : tensor<128xf32>, tensor<f32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1312 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1313 : tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1315 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1311, %1314 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1316 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg47, %1315 : tensor<128xf32>, tensor<128xf32>) outs(%798 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128xf32>
    %1317 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg100 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1318 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%364 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1319 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1317, %1318 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1320 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1321 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%364 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1322 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1321, %364 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1323 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1320, %1322 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1324 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1319, %639 : tensor<128x32xf32>, tensor<f32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1325 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1324 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1326 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1323, %641 : tensor<128x32xf32>, tensor<f32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1327 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1326 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1328 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1327 : tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1329 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1325, %1328 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1330 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg48, %1329 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%362 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<128x32xf32>
    %1331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg101 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_144 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1333 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1331, %1332 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg153 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1335 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_144 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1336 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1335, %collapsed_144 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1334, %1336 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1338 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1333, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1339 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1338 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1340 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1337, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1340 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1342 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1341 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1343 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1339, %1342 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1344 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg49, %1343 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg102 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1346 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%357 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1345, %1346 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1348 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg154 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1349 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%357 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1350 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1349, %357 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1351 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1348, %1350 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1352 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1347, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1352 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1354 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1351, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1354 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1356 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1355 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1357 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1353, %1356 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1358 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg50, %1357 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1359 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg103 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_6 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%358 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_8 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1361 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1359, %1360 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg155 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_7 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%358 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_9 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1363, %358 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.mulf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1365 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1362, %1364 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.addf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1366 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1361, %639 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1367 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1366 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_10 : f64 to f32
      %1374 = arith.mulf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1368 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1365, %641 : tensor<32xf32>, tensor<f32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1369 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1368 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = math.sqrt %in : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1370 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1369 : tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1373 = arith.truncf %cst_11 : f64 to f32
      %1374 = arith.addf %in, %1373 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1371 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1367, %1370 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.divf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    %1372 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg51, %1371 : tensor<32xf32>, tensor<32xf32>) outs(%355 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_300: f32, %out: f32):
      %1373 = arith.subf %in, %in_300 : f32
      linalg.yield %1373 : f32
    } -> tensor<32xf32>
    return %324, %655, %670, %684, %698, %712, %727, %741, %755, %769, %783, %797, %812, %826, %840, %854, %868, %882, %896, %910, %924, %938, %952, %966, %980, %994, %1008, %1022, %1036, %1050, %1064, %1078, %1092, %1106, %1120, %1134, %1148, %1162, %1176, %1190, %1204, %1218, %1232, %1246, %1260, %1274, %1288, %1302, %1316, %1330, %1344, %1358, %1372, %644, %659, %673, %687, %701, %716, %730, %744, %758, %772, %786, %801, %815, %829, %843, %857, %871, %885, %899, %913, %927, %941, %955, %969, %983, %997, %1011, %1025, %1039, %1053, %1067, %1081, %1095, %1109, %1123, %1137, %1151, %1165, %1179, %1193, %1207, %1221, %1235, %1249, %1263, %1277, %1291, %1305, %1319, %1333, %1347, %1361, %648, %663, %677, %691, %705, %720, %734, %748, %762, %776, %790, %805, %819, %833, %847, %861, %875, %889, %903, %917, %931, %945, %959, %973, %987, %1001, %1015, %1029, %1043, %1057, %1071, %1085, %1099, %1113, %1127, %1141, %1155, %1169, %1183, %1197, %1211, %1225, %1239, %1253, %1267, %1281, %1295, %1309, %1323, %1337, %1351, %1365, %637 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_16_16_torch.uint8: "0x0100000001000000000000000000000000000000010100000000000000000000000000000101010000000000000000000000000001010101000000000000000000000000010101010100000000000000000000000101010101010000000000000000000001010101010101000000000000000000010101010101010100000000000000000101010101010101010000000000000001010101010101010101000000000000010101010101010101010100000000000101010101010101010101010000000001010101010101010101010101000000010101010101010101010101010100000101010101010101010101010101010001010101010101010101010101010101"
    }
  }
#-}
