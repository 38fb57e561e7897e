// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program gpt2_adam_step_onehot_4l: one training step of transformers
//     GPT2LMHeadModel(GPT2Config(vocab_size=64, n_embd=32, n_layer=4, n_head=4, n_positions=16,
//     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False),
//     attn_implementation='eager'), random weights, every parameter trained (embeddings included):
//     loss = model(input_ids [8x8], attention_mask=ones, labels [8x8]).loss (shifted
//     cross-entropy, mean), gradients by torch.func.grad_and_value, then Adam as torch.optim.Adam
//     computes it (lr=0.001, betas=(0.9, 0.999), eps=1e-08, no weight decay, bias-corrected; the
//     optimizer state exp_avg, exp_avg_sq and step are arguments and results); forward, backward
//     and update in one graph, traced by make_fx with torch-mlir's decompositions, in-place ops
//     rewritten out of place. Variant: every nn.Embedding replaced by a one-hot matmul and the
//     loss computed as -(log_softmax(logits) * one_hot(labels)).sum(-1).mean() over the shifted
//     tokens (same values; no tm_tensor.scatter).
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
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map17 = affine_map<(d0, d1) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1) -> (0, d1)>
#map20 = affine_map<(d0, d1, d2) -> ()>
#map21 = affine_map<(d0) -> ()>
module {
  func.func @gpt2_adam_step_onehot_4l(%arg0: tensor<64x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x96xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x96xf32>, %arg17: tensor<96xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x96xf32>, %arg29: tensor<96xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x96xf32>, %arg41: tensor<96xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x128xf32>, %arg47: tensor<128xf32>, %arg48: tensor<128x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<64x32xf32>, %arg53: tensor<16x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x96xf32>, %arg57: tensor<96xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32x128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128x32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32x96xf32>, %arg69: tensor<96xf32>, %arg70: tensor<32x32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32x128xf32>, %arg75: tensor<128xf32>, %arg76: tensor<128x32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32x96xf32>, %arg81: tensor<96xf32>, %arg82: tensor<32x32xf32>, %arg83: tensor<32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32x128xf32>, %arg87: tensor<128xf32>, %arg88: tensor<128x32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32x96xf32>, %arg93: tensor<96xf32>, %arg94: tensor<32x32xf32>, %arg95: tensor<32xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32x128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128x32xf32>, %arg101: tensor<32xf32>, %arg102: tensor<32xf32>, %arg103: tensor<32xf32>, %arg104: tensor<64x32xf32>, %arg105: tensor<16x32xf32>, %arg106: tensor<32xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32x96xf32>, %arg109: tensor<96xf32>, %arg110: tensor<32x32xf32>, %arg111: tensor<32xf32>, %arg112: tensor<32xf32>, %arg113: tensor<32xf32>, %arg114: tensor<32x128xf32>, %arg115: tensor<128xf32>, %arg116: tensor<128x32xf32>, %arg117: tensor<32xf32>, %arg118: tensor<32xf32>, %arg119: tensor<32xf32>, %arg120: tensor<32x96xf32>, %arg121: tensor<96xf32>, %arg122: tensor<32x32xf32>, %arg123: tensor<32xf32>, %arg124: tensor<32xf32>, %arg125: tensor<32xf32>, %arg126: tensor<32x128xf32>, %arg127: tensor<128xf32>, %arg128: tensor<128x32xf32>, %arg129: tensor<32xf32>, %arg130: tensor<32xf32>, %arg131: tensor<32xf32>, %arg132: tensor<32x96xf32>, %arg133: tensor<96xf32>, %arg134: tensor<32x32xf32>, %arg135: tensor<32xf32>, %arg136: tensor<32xf32>, %arg137: tensor<32xf32>, %arg138: tensor<32x128xf32>, %arg139: tensor<128xf32>, %arg140: tensor<128x32xf32>, %arg141: tensor<32xf32>, %arg142: tensor<32xf32>, %arg143: tensor<32xf32>, %arg144: tensor<32x96xf32>, %arg145: tensor<96xf32>, %arg146: tensor<32x32xf32>, %arg147: tensor<32xf32>, %arg148: tensor<32xf32>, %arg149: tensor<32xf32>, %arg150: tensor<32x128xf32>, %arg151: tensor<128xf32>, %arg152: tensor<128x32xf32>, %arg153: tensor<32xf32>, %arg154: tensor<32xf32>, %arg155: tensor<32xf32>, %arg156: tensor<f32>, %arg157: tensor<8x8xi64>, %arg158: tensor<8x8xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>) {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %c0_i8 = arith.constant 0 : i8
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8x64xf32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<2.82842708> : tensor<f32>
    %cst_5 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<8x1xi1>
    %cst_7 = arith.constant 1.000000e-08 : f64
    %cst_8 = arith.constant 1.000000e-03 : f64
    %cst_9 = arith.constant 0.0010000000000000009 : f64
    %cst_10 = arith.constant 0.099999999999999978 : f64
    %cst_11 = arith.constant 0.99899999999999999 : f64
    %cst_12 = arith.constant 9.000000e-01 : f64
    %cst_13 = arith.constant 0.79788456080286541 : f64
    %cst_14 = arith.constant 4.471500e-02 : f64
    %cst_15 = arith.constant 1.000000e-05 : f64
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<f32>
    %true = arith.constant true
    %cst_17 = arith.constant 3.200000e+01 : f64
    %cst_18 = arith.constant 3.200000e+01 : f32
    %cst_19 = arith.constant 5.000000e-01 : f32
    %cst_20 = arith.constant 1.000000e+00 : f32
    %cst_21 = arith.constant 5.600000e+01 : f32
    %cst_22 = arith.constant 3.000000e+00 : f32
    %cst_23 = arith.constant dense<1> : tensor<i64>
    %cst_24 = arith.constant dense_resource<torch_tensor_1_1_16_16_torch.uint8> : tensor<1x1x16x16xi8>
    %expanded = tensor.expand_shape %arg157 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %0 = tensor.empty() : tensor<64xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %1374 = linalg.index 0 : index
      %1375 = arith.index_cast %1374 : index to i64
      linalg.yield %1375 : i64
    } -> tensor<64xi64>
    %2 = tensor.empty() : tensor<8x8x64xi1>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %1 : tensor<8x8x1xi64>, tensor<64xi64>) outs(%2 : tensor<8x8x64xi1>) {
    ^bb0(%in: i64, %in_297: i64, %out: i1):
      %1374 = arith.cmpi eq, %in, %in_297 : i64
      linalg.yield %1374 : i1
    } -> tensor<8x8x64xi1>
    %4 = tensor.empty() : tensor<8x8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x8x64xi1>) outs(%4 : tensor<8x8x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1374 = arith.uitofp %in : i1 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x64xf32>
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2]] : tensor<8x8x64xf32> into tensor<64x64xf32>
    %6 = tensor.empty() : tensor<64x32xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %8 = linalg.matmul ins(%collapsed, %arg0 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_25 = tensor.expand_shape %8 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %9 = tensor.empty() : tensor<8xi64>
    %10 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%9 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1374 = linalg.index 0 : index
      %1375 = arith.index_cast %1374 : index to i64
      linalg.yield %1375 : i64
    } -> tensor<8xi64>
    %expanded_26 = tensor.expand_shape %10 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %11 = tensor.empty() : tensor<16xi64>
    %12 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%11 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %1374 = linalg.index 0 : index
      %1375 = arith.index_cast %1374 : index to i64
      linalg.yield %1375 : i64
    } -> tensor<16xi64>
    %13 = tensor.empty() : tensor<1x8x16xi1>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %12 : tensor<1x8x1xi64>, tensor<16xi64>) outs(%13 : tensor<1x8x16xi1>) {
    ^bb0(%in: i64, %in_297: i64, %out: i1):
      %1374 = arith.cmpi eq, %in, %in_297 : i64
      linalg.yield %1374 : i1
    } -> tensor<1x8x16xi1>
    %15 = tensor.empty() : tensor<1x8x16xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x16xi1>) outs(%15 : tensor<1x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1374 = arith.uitofp %in : i1 to f32
      linalg.yield %1374 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_27 = tensor.collapse_shape %16 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %17 = tensor.empty() : tensor<8x32xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %19 = linalg.matmul ins(%collapsed_27, %arg1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%18 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_28 = tensor.expand_shape %19 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %20 = tensor.empty() : tensor<8x8x32xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25, %expanded_28 : tensor<8x8x32xf32>, tensor<1x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %expanded_29 = tensor.expand_shape %10 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %22 = tensor.empty() : tensor<8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%10, %expanded_29 : tensor<8xi64>, tensor<8x1xi64>) outs(%22 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_297: i64, %out: i1):
      %1374 = arith.cmpi sle, %in, %in_297 : i64
      linalg.yield %1374 : i1
    } -> tensor<8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%cst_6, %23 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%22 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_297: i1, %out: i1):
      %1374 = arith.andi %in, %in_297 : i1
      linalg.yield %1374 : i1
    } -> tensor<8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map6, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_29, %10 : tensor<8x1xi64>, tensor<8xi64>) outs(%22 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_297: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x8xi1>
    %expanded_30 = tensor.expand_shape %25 [[0], [1, 2]] output_shape [8, 1, 8] : tensor<8x8xi1> into tensor<8x1x8xi1>
    %26 = tensor.empty() : tensor<8x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map8, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %expanded_30 : tensor<8x8xi1>, tensor<8x1x8xi1>) outs(%26 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_297: i1, %out: i1):
      %1374 = arith.andi %in, %in_297 : i1
      linalg.yield %1374 : i1
    } -> tensor<8x8x8xi1>
    %expanded_31 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [8, 1, 8, 8] : tensor<8x8x8xi1> into tensor<8x1x8x8xi1>
    %28 = tensor.empty() : tensor<8x1x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map10, #map11, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %cst_16, %cst_5 : tensor<8x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%28 : tensor<8x1x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x1x8x8xf32>
    %30 = tensor.empty() : tensor<8x8x32xf64>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %32 = tensor.empty() : tensor<8x8x1xf64>
    %33 = linalg.fill ins(%cst_0 : f64) outs(%32 : tensor<8x8x1xf64>) -> tensor<8x8x1xf64>
    %34 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %36 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %35 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %37 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %36 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %38 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %40 = tensor.empty() : tensor<8x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%40 : tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %44 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %46 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %arg2 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %arg3 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_32 = tensor.collapse_shape %50 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %51 = tensor.empty() : tensor<64x96xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %53 = linalg.matmul ins(%collapsed_32, %arg4 : tensor<64x32xf32>, tensor<32x96xf32>) outs(%52 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%53, %arg5 : tensor<64x96xf32>, tensor<96xf32>) outs(%51 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x96xf32>
    %expanded_33 = tensor.expand_shape %54 [[0, 1], [2]] output_shape [8, 8, 96] : tensor<64x96xf32> into tensor<8x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_33[0, 0, 0] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_33[0, 0, 32] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_35 = tensor.extract_slice %expanded_33[0, 0, 64] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %expanded_36 = tensor.expand_shape %extracted_slice_34 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %expanded_37 = tensor.expand_shape %extracted_slice_35 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %55 = tensor.empty() : tensor<8x4x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_37 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_38 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_40 = linalg.transpose ins(%expanded_36 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %56 = tensor.empty() : tensor<32x8x8xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %58 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_43 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %60 = tensor.empty() : tensor<1x1x16x16xi1>
    %61 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_24 : tensor<1x1x16x16xi8>) outs(%60 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i8, %out: i1):
      %1374 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %1374 : i1
    } -> tensor<1x1x16x16xi1>
    %extracted_slice_44 = tensor.extract_slice %61[0, 0, 0, 0] [1, 1, 8, 16] [1, 1, 1, 1] : tensor<1x1x16x16xi1> to tensor<1x1x8x16xi1>
    %extracted_slice_45 = tensor.extract_slice %extracted_slice_44[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xi1> to tensor<1x1x8x8xi1>
    %62 = linalg.generic {indexing_maps = [#map12, #map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %59, %cst_5 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %29 : tensor<8x4x8x8xf32>, tensor<8x1x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %64 = tensor.empty() : tensor<8x4x8xi64>
    %65 = linalg.fill ins(%c0_i64 : i64) outs(%64 : tensor<8x4x8xi64>) -> tensor<8x4x8xi64>
    %66 = tensor.empty() : tensor<8x4x8xf32>
    %67 = linalg.fill ins(%cst_1 : f32) outs(%66 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %68:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<8x4x8x8xf32>) outs(%67, %65 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_297: i64):
      %1374 = linalg.index 3 : index
      %1375 = arith.index_cast %1374 : index to i64
      %1376 = arith.maximumf %in, %out : f32
      %1377 = arith.cmpf ogt, %in, %out : f32
      %1378 = arith.select %1377, %1375, %out_297 : i64
      linalg.yield %1376, %1378 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_46 = tensor.expand_shape %68#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_46 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.exp %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %71 = tensor.empty() : tensor<8x4x8x1xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<8x4x8x1xf32>) -> tensor<8x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%70 : tensor<8x4x8x8xf32>) outs(%72 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %73 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_47 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_48 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %75 = linalg.batch_matmul ins(%collapsed_47, %collapsed_48 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_49 = tensor.expand_shape %75 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %76 = tensor.empty() : tensor<8x8x4x8xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_51 = tensor.collapse_shape %transposed_50 [[0, 1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<64x32xf32>
    %77 = linalg.matmul ins(%collapsed_51, %arg6 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%77, %arg7 : tensor<64x32xf32>, tensor<32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %expanded_52 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %21 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %81 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %82 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %83 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %82 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %84 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %83 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %85 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %89 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %91 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg8 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %arg9 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_53 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %96 = tensor.empty() : tensor<64x128xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %98 = linalg.matmul ins(%collapsed_53, %arg10 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %99 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%98, %arg11 : tensor<64x128xf32>, tensor<128xf32>) outs(%96 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x128xf32>
    %expanded_54 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %100 = tensor.empty() : tensor<8x8x128xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_14 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %103 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_13 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.tanh %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %cst_20 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %107 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_55 = tensor.collapse_shape %108 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %109 = linalg.matmul ins(%collapsed_55, %arg12 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %110 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%109, %arg13 : tensor<64x32xf32>, tensor<32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %expanded_56 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %expanded_56 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %113 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %115 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %117 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %121 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %123 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %arg14 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg15 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_57 = tensor.collapse_shape %127 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %128 = linalg.matmul ins(%collapsed_57, %arg16 : tensor<64x32xf32>, tensor<32x96xf32>) outs(%52 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %129 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%128, %arg17 : tensor<64x96xf32>, tensor<96xf32>) outs(%51 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x96xf32>
    %expanded_58 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [8, 8, 96] : tensor<64x96xf32> into tensor<8x8x96xf32>
    %extracted_slice_59 = tensor.extract_slice %expanded_58[0, 0, 0] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_60 = tensor.extract_slice %expanded_58[0, 0, 32] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_61 = tensor.extract_slice %expanded_58[0, 0, 64] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %expanded_62 = tensor.expand_shape %extracted_slice_60 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %expanded_63 = tensor.expand_shape %extracted_slice_61 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_65 = tensor.expand_shape %extracted_slice_59 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%expanded_62 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_68 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %transposed_67 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %130 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_70 = tensor.expand_shape %130 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %131 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map12, #map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %131, %cst_5 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %29 : tensor<8x4x8x8xf32>, tensor<8x1x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %134:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<8x4x8x8xf32>) outs(%67, %65 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_297: i64):
      %1374 = linalg.index 3 : index
      %1375 = arith.index_cast %1374 : index to i64
      %1376 = arith.maximumf %in, %out : f32
      %1377 = arith.cmpf ogt, %in, %out : f32
      %1378 = arith.select %1377, %1375, %out_297 : i64
      linalg.yield %1376, %1378 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_71 = tensor.expand_shape %134#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_71 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %136 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.exp %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %137 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<8x4x8x8xf32>) outs(%72 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %137 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %138 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_73 = tensor.collapse_shape %transposed_64 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %139 = linalg.batch_matmul ins(%collapsed_72, %collapsed_73 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_74 = tensor.expand_shape %139 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_76 = tensor.collapse_shape %transposed_75 [[0, 1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<64x32xf32>
    %140 = linalg.matmul ins(%collapsed_76, %arg18 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %141 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%140, %arg19 : tensor<64x32xf32>, tensor<32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %expanded_77 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %111 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %144 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %146 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %147 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %146 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %148 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %149 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %152 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %156 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %154 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %157 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %arg20 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %arg21 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_78 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %159 = linalg.matmul ins(%collapsed_78, %arg22 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %160 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%159, %arg23 : tensor<64x128xf32>, tensor<128xf32>) outs(%96 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x128xf32>
    %expanded_79 = tensor.expand_shape %160 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_14 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %163 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_13 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %166 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.tanh %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %cst_20 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %168 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %167 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_80 = tensor.collapse_shape %168 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %169 = linalg.matmul ins(%collapsed_80, %arg24 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %170 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%169, %arg25 : tensor<64x32xf32>, tensor<32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %expanded_81 = tensor.expand_shape %170 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %expanded_81 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %173 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%172 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %175 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %174 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %176 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %175 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %177 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%176 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %179 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %181 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %183 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %arg26 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %187 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %arg27 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_82 = tensor.collapse_shape %187 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %188 = linalg.matmul ins(%collapsed_82, %arg28 : tensor<64x32xf32>, tensor<32x96xf32>) outs(%52 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %189 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%188, %arg29 : tensor<64x96xf32>, tensor<96xf32>) outs(%51 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x96xf32>
    %expanded_83 = tensor.expand_shape %189 [[0, 1], [2]] output_shape [8, 8, 96] : tensor<64x96xf32> into tensor<8x8x96xf32>
    %extracted_slice_84 = tensor.extract_slice %expanded_83[0, 0, 0] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_85 = tensor.extract_slice %expanded_83[0, 0, 32] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_86 = tensor.extract_slice %expanded_83[0, 0, 64] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %expanded_87 = tensor.expand_shape %extracted_slice_85 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %expanded_88 = tensor.expand_shape %extracted_slice_86 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_90 = tensor.expand_shape %extracted_slice_84 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_92 = linalg.transpose ins(%expanded_87 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_93 = tensor.collapse_shape %transposed_91 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_94 = tensor.collapse_shape %transposed_92 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %190 = linalg.batch_matmul ins(%collapsed_93, %collapsed_94 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_95 = tensor.expand_shape %190 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %191 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %192 = linalg.generic {indexing_maps = [#map12, #map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %191, %cst_5 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %193 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %29 : tensor<8x4x8x8xf32>, tensor<8x1x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %194:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%193 : tensor<8x4x8x8xf32>) outs(%67, %65 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_297: i64):
      %1374 = linalg.index 3 : index
      %1375 = arith.index_cast %1374 : index to i64
      %1376 = arith.maximumf %in, %out : f32
      %1377 = arith.cmpf ogt, %in, %out : f32
      %1378 = arith.select %1377, %1375, %out_297 : i64
      linalg.yield %1376, %1378 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_96 = tensor.expand_shape %194#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_96 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %196 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.exp %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %197 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%196 : tensor<8x4x8x8xf32>) outs(%72 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %197 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_97 = tensor.collapse_shape %198 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_98 = tensor.collapse_shape %transposed_89 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %199 = linalg.batch_matmul ins(%collapsed_97, %collapsed_98 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_99 = tensor.expand_shape %199 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0, 1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<64x32xf32>
    %200 = linalg.matmul ins(%collapsed_101, %arg30 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %201 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%200, %arg31 : tensor<64x32xf32>, tensor<32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %expanded_102 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102, %171 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %204 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %205 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %206 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %205 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %207 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %206 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %208 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %210 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %211 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %212 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %213 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %215 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %212 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %214 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %arg32 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %arg33 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_103 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %219 = linalg.matmul ins(%collapsed_103, %arg34 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %220 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%219, %arg35 : tensor<64x128xf32>, tensor<128xf32>) outs(%96 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x128xf32>
    %expanded_104 = tensor.expand_shape %220 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_14 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %223 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_13 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.tanh %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %cst_20 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %227 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_105 = tensor.collapse_shape %228 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %229 = linalg.matmul ins(%collapsed_105, %arg36 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %230 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%229, %arg37 : tensor<64x32xf32>, tensor<32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %expanded_106 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %expanded_106 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %233 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%232 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %234 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %235 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %234 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %236 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %235 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %237 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %238 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%231 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %241 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %242 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %241 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %243 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %arg38 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %arg39 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_107 = tensor.collapse_shape %247 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %248 = linalg.matmul ins(%collapsed_107, %arg40 : tensor<64x32xf32>, tensor<32x96xf32>) outs(%52 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %249 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%248, %arg41 : tensor<64x96xf32>, tensor<96xf32>) outs(%51 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x96xf32>
    %expanded_108 = tensor.expand_shape %249 [[0, 1], [2]] output_shape [8, 8, 96] : tensor<64x96xf32> into tensor<8x8x96xf32>
    %extracted_slice_109 = tensor.extract_slice %expanded_108[0, 0, 0] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_110 = tensor.extract_slice %expanded_108[0, 0, 32] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %extracted_slice_111 = tensor.extract_slice %expanded_108[0, 0, 64] [8, 8, 32] [1, 1, 1] : tensor<8x8x96xf32> to tensor<8x8x32xf32>
    %expanded_112 = tensor.expand_shape %extracted_slice_110 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %expanded_113 = tensor.expand_shape %extracted_slice_111 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_114 = linalg.transpose ins(%expanded_113 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_115 = tensor.expand_shape %extracted_slice_109 [[0], [1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<8x8x32xf32> into tensor<8x8x4x8xf32>
    %transposed_116 = linalg.transpose ins(%expanded_115 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_117 = linalg.transpose ins(%expanded_112 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_118 = tensor.collapse_shape %transposed_116 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_119 = tensor.collapse_shape %transposed_117 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %250 = linalg.batch_matmul ins(%collapsed_118, %collapsed_119 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_120 = tensor.expand_shape %250 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %251 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_120, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %252 = linalg.generic {indexing_maps = [#map12, #map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %251, %cst_5 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %253 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %29 : tensor<8x4x8x8xf32>, tensor<8x1x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %254:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%253 : tensor<8x4x8x8xf32>) outs(%67, %65 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_297: i64):
      %1374 = linalg.index 3 : index
      %1375 = arith.index_cast %1374 : index to i64
      %1376 = arith.maximumf %in, %out : f32
      %1377 = arith.cmpf ogt, %in, %out : f32
      %1378 = arith.select %1377, %1375, %out_297 : i64
      linalg.yield %1376, %1378 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_121 = tensor.expand_shape %254#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %255 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_121 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %256 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.exp %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %257 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%256 : tensor<8x4x8x8xf32>) outs(%72 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x1xf32>
    %258 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %257 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_122 = tensor.collapse_shape %258 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_123 = tensor.collapse_shape %transposed_114 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %259 = linalg.batch_matmul ins(%collapsed_122, %collapsed_123 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_124 = tensor.expand_shape %259 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_125 = linalg.transpose ins(%expanded_124 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_126 = tensor.collapse_shape %transposed_125 [[0, 1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<64x32xf32>
    %260 = linalg.matmul ins(%collapsed_126, %arg42 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %261 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%260, %arg43 : tensor<64x32xf32>, tensor<32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %expanded_127 = tensor.expand_shape %261 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %231 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %264 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%263 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %265 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %266 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %265 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %267 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %266 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %268 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%267 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %269 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %270 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%262 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %272 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %274 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %arg44 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %arg45 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_128 = tensor.collapse_shape %278 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %279 = linalg.matmul ins(%collapsed_128, %arg46 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %280 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%279, %arg47 : tensor<64x128xf32>, tensor<128xf32>) outs(%96 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x128xf32>
    %expanded_129 = tensor.expand_shape %280 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_14 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %283 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_13 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.tanh %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %cst_20 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %287 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_130 = tensor.collapse_shape %288 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %289 = linalg.matmul ins(%collapsed_130, %arg48 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %290 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel"]} ins(%289, %arg49 : tensor<64x32xf32>, tensor<32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %expanded_131 = tensor.expand_shape %290 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %expanded_131 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<8x8x32xf32>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1374 = arith.extf %in : f32 to f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %293 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%292 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %294 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %295 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %294 : tensor<8x8x32xf64>, tensor<8x8x1xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.subf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %296 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %295 : tensor<8x8x32xf64>, tensor<8x8x32xf64>) outs(%30 : tensor<8x8x32xf64>) {
    ^bb0(%in: f64, %in_297: f64, %out: f64):
      %1374 = arith.mulf %in, %in_297 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x32xf64>
    %297 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%296 : tensor<8x8x32xf64>) outs(%33 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.addf %in, %out : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %298 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<8x8x1xf64>) outs(%32 : tensor<8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1374 = arith.divf %in, %cst_17 : f64
      linalg.yield %1374 : f64
    } -> tensor<8x8x1xf64>
    %299 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<8x8x1xf64>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1374 = arith.truncf %in : f64 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%291 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_15 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x1xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.rsqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %301 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %305 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %303 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %306 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %arg50 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %arg51 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %308 = tensor.empty() : tensor<32x64xf32>
    %transposed_132 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_133 = tensor.collapse_shape %307 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %309 = tensor.empty() : tensor<64x64xf32>
    %310 = linalg.fill ins(%cst : f32) outs(%309 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %311 = linalg.matmul ins(%collapsed_133, %transposed_132 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%310 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_134 = tensor.expand_shape %311 [[0, 1], [2]] output_shape [8, 8, 64] : tensor<64x64xf32> into tensor<8x8x64xf32>
    %extracted_slice_135 = tensor.extract_slice %expanded_134[0, 0, 0] [8, 7, 64] [1, 1, 1] : tensor<8x8x64xf32> to tensor<8x7x64xf32>
    %312 = tensor.empty() : tensor<8x7xi64>
    %313 = linalg.fill ins(%c0_i64 : i64) outs(%312 : tensor<8x7xi64>) -> tensor<8x7xi64>
    %314 = tensor.empty() : tensor<8x7xf32>
    %315 = linalg.fill ins(%cst_1 : f32) outs(%314 : tensor<8x7xf32>) -> tensor<8x7xf32>
    %316:2 = linalg.generic {indexing_maps = [#map3, #map16, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice_135 : tensor<8x7x64xf32>) outs(%315, %313 : tensor<8x7xf32>, tensor<8x7xi64>) {
    ^bb0(%in: f32, %out: f32, %out_297: i64):
      %1374 = linalg.index 2 : index
      %1375 = arith.index_cast %1374 : index to i64
      %1376 = arith.maximumf %in, %out : f32
      %1377 = arith.cmpf ogt, %in, %out : f32
      %1378 = arith.select %1377, %1375, %out_297 : i64
      linalg.yield %1376, %1378 : f32, i64
    } -> (tensor<8x7xf32>, tensor<8x7xi64>)
    %expanded_136 = tensor.expand_shape %316#0 [[0], [1, 2]] output_shape [8, 7, 1] : tensor<8x7xf32> into tensor<8x7x1xf32>
    %317 = tensor.empty() : tensor<8x7x64xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_135, %expanded_136 : tensor<8x7x64xf32>, tensor<8x7x1xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<8x7x64xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.exp %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %320 = tensor.empty() : tensor<8x7x1xf32>
    %321 = linalg.fill ins(%cst : f32) outs(%320 : tensor<8x7x1xf32>) -> tensor<8x7x1xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%319 : tensor<8x7x64xf32>) outs(%321 : tensor<8x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x1xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<8x7x1xf32>) outs(%320 : tensor<8x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.log %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x1xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %323 : tensor<8x7x64xf32>, tensor<8x7x1xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %extracted_slice_137 = tensor.extract_slice %arg158[0, 1] [8, 7] [1, 1] : tensor<8x8xi64> to tensor<8x7xi64>
    %expanded_138 = tensor.expand_shape %extracted_slice_137 [[0], [1, 2]] output_shape [8, 7, 1] : tensor<8x7xi64> into tensor<8x7x1xi64>
    %325 = tensor.empty() : tensor<8x7x64xi1>
    %326 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_138, %1 : tensor<8x7x1xi64>, tensor<64xi64>) outs(%325 : tensor<8x7x64xi1>) {
    ^bb0(%in: i64, %in_297: i64, %out: i1):
      %1374 = arith.cmpi eq, %in, %in_297 : i64
      linalg.yield %1374 : i1
    } -> tensor<8x7x64xi1>
    %327 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<8x7x64xi1>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1374 = arith.uitofp %in : i1 to f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %327 : tensor<8x7x64xf32>, tensor<8x7x64xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %329 = linalg.fill ins(%cst : f32) outs(%314 : tensor<8x7xf32>) -> tensor<8x7xf32>
    %330 = linalg.generic {indexing_maps = [#map3, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<8x7x64xf32>) outs(%329 : tensor<8x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7xf32>
    %331 = tensor.empty() : tensor<f32>
    %332 = linalg.fill ins(%cst : f32) outs(%331 : tensor<f32>) -> tensor<f32>
    %333 = linalg.generic {indexing_maps = [#map7, #map17], iterator_types = ["reduction", "reduction"]} ins(%330 : tensor<8x7xf32>) outs(%332 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %334 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%333 : tensor<f32>) outs(%331 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_21 : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %335 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%334 : tensor<f32>) outs(%331 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.negf %in : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %336 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%cst_3 : tensor<f32>) outs(%331 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.negf %in : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %337 = linalg.generic {indexing_maps = [#map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%336 : tensor<f32>) outs(%314 : tensor<8x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x7xf32>
    %338 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%337 : tensor<8x7xf32>) outs(%314 : tensor<8x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_21 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7xf32>
    %339 = linalg.generic {indexing_maps = [#map16, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<8x7xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x7x64xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %327 : tensor<8x7x64xf32>, tensor<8x7x64xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<8x7x64xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.exp %in : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%340 : tensor<8x7x64xf32>) outs(%321 : tensor<8x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x1xf32>
    %343 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %342 : tensor<8x7x64xf32>, tensor<8x7x1xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %343 : tensor<8x7x64xf32>, tensor<8x7x64xf32>) outs(%317 : tensor<8x7x64xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x7x64xf32>
    %inserted_slice = tensor.insert_slice %344 into %cst_2[0, 0, 0] [8, 7, 64] [1, 1, 1] : tensor<8x7x64xf32> into tensor<8x8x64xf32>
    %collapsed_139 = tensor.collapse_shape %inserted_slice [[0, 1], [2]] : tensor<8x8x64xf32> into tensor<64x64xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_139 : tensor<64x64xf32>) outs(%309 : tensor<64x64xf32>) permutation = [1, 0] 
    %345 = linalg.matmul ins(%transposed_140, %collapsed_133 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %346 = linalg.matmul ins(%collapsed_139, %arg0 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_141 = tensor.expand_shape %346 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %347 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_141, %arg50 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%347 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %350 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %305 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%350 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %352 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %351 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %353 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %349 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %354 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %352 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %354 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_141, %305 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %358 = tensor.empty() : tensor<32xf32>
    %359 = linalg.fill ins(%cst : f32) outs(%358 : tensor<32xf32>) -> tensor<32xf32>
    %360 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%357 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %361 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_141 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %collapsed_142 = tensor.collapse_shape %356 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %362 = tensor.empty() : tensor<32x128xf32>
    %transposed_143 = linalg.transpose ins(%arg48 : tensor<128x32xf32>) outs(%362 : tensor<32x128xf32>) permutation = [1, 0] 
    %363 = linalg.matmul ins(%collapsed_142, %transposed_143 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %364 = tensor.empty() : tensor<128x64xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_130 : tensor<64x128xf32>) outs(%364 : tensor<128x64xf32>) permutation = [1, 0] 
    %365 = tensor.empty() : tensor<128x32xf32>
    %366 = linalg.fill ins(%cst : f32) outs(%365 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %367 = linalg.matmul ins(%transposed_144, %collapsed_142 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%366 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %368 = tensor.empty() : tensor<1x32xf32>
    %369 = linalg.fill ins(%cst : f32) outs(%368 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %370 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_142 : tensor<64x32xf32>) outs(%369 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x32xf32>
    %collapsed_145 = tensor.collapse_shape %370 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_146 = tensor.expand_shape %363 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %371 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146, %281 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %372 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146, %287 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %373 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %286 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %374 = linalg.generic {indexing_maps = [#map20, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %373 : tensor<i64>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: i64, %in_297: f32, %out: f32):
      %1374 = arith.sitofp %in : i64 to f32
      %1375 = arith.subf %1374, %in_297 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %375 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %374 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_13 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_14 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %378 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %380 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %382 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_147 = tensor.collapse_shape %383 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %transposed_148 = linalg.transpose ins(%arg46 : tensor<32x128xf32>) outs(%365 : tensor<128x32xf32>) permutation = [1, 0] 
    %384 = linalg.matmul ins(%collapsed_147, %transposed_148 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_149 = linalg.transpose ins(%collapsed_128 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %385 = linalg.fill ins(%cst : f32) outs(%362 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %386 = linalg.matmul ins(%transposed_149, %collapsed_147 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%385 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %387 = tensor.empty() : tensor<1x128xf32>
    %388 = linalg.fill ins(%cst : f32) outs(%387 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %389 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_147 : tensor<64x128xf32>) outs(%388 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x128xf32>
    %collapsed_150 = tensor.collapse_shape %389 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_151 = tensor.expand_shape %384 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %arg44 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%390 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %276 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %394 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%393 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %395 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %394 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %392 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %395 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %397 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %276 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%400 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_151 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %403 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %399 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_152 = tensor.collapse_shape %403 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %404 = tensor.empty() : tensor<32x32xf32>
    %transposed_153 = linalg.transpose ins(%arg42 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) permutation = [1, 0] 
    %405 = linalg.matmul ins(%collapsed_152, %transposed_153 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_154 = linalg.transpose ins(%collapsed_126 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %406 = linalg.fill ins(%cst : f32) outs(%404 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %407 = linalg.matmul ins(%transposed_154, %collapsed_152 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%406 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %408 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_152 : tensor<64x32xf32>) outs(%369 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x32xf32>
    %collapsed_155 = tensor.collapse_shape %408 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_156 = tensor.expand_shape %405 [[0, 1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<64x32xf32> into tensor<8x8x4x8xf32>
    %transposed_157 = linalg.transpose ins(%expanded_156 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_158 = tensor.collapse_shape %transposed_157 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_159 = linalg.transpose ins(%collapsed_122 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %409 = linalg.batch_matmul ins(%transposed_159, %collapsed_158 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_160 = linalg.transpose ins(%collapsed_123 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %410 = linalg.batch_matmul ins(%collapsed_158, %transposed_160 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_161 = tensor.expand_shape %409 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_162 = tensor.expand_shape %410 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %411 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_162, %258 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %412 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%411 : tensor<8x4x8x8xf32>) outs(%72 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x1xf32>
    %413 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %412 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %414 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %413 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %415 = linalg.generic {indexing_maps = [#map12, #map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %414, %cst_16 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %416 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_163 = tensor.collapse_shape %416 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_118 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %417 = linalg.batch_matmul ins(%transposed_164, %collapsed_163 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_165 = linalg.transpose ins(%collapsed_119 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %418 = linalg.batch_matmul ins(%collapsed_163, %transposed_165 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_166 = tensor.expand_shape %417 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_167 = tensor.expand_shape %418 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_169 = tensor.collapse_shape %transposed_168 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_170 = linalg.transpose ins(%expanded_161 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_171 = tensor.collapse_shape %transposed_170 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_172 = linalg.transpose ins(%expanded_166 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_173 = tensor.collapse_shape %transposed_172 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %concat = tensor.concat dim(2) %collapsed_169, %collapsed_173, %collapsed_171 : (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x96xf32>
    %collapsed_174 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x8x96xf32> into tensor<64x96xf32>
    %419 = tensor.empty() : tensor<96x32xf32>
    %transposed_175 = linalg.transpose ins(%arg40 : tensor<32x96xf32>) outs(%419 : tensor<96x32xf32>) permutation = [1, 0] 
    %420 = linalg.matmul ins(%collapsed_174, %transposed_175 : tensor<64x96xf32>, tensor<96x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_176 = linalg.transpose ins(%collapsed_107 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %421 = tensor.empty() : tensor<32x96xf32>
    %422 = linalg.fill ins(%cst : f32) outs(%421 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %423 = linalg.matmul ins(%transposed_176, %collapsed_174 : tensor<32x64xf32>, tensor<64x96xf32>) outs(%422 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %424 = tensor.empty() : tensor<1x96xf32>
    %425 = linalg.fill ins(%cst : f32) outs(%424 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %426 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_174 : tensor<64x96xf32>) outs(%425 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x96xf32>
    %collapsed_177 = tensor.collapse_shape %426 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_178 = tensor.expand_shape %420 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %arg38 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %428 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %429 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%427 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %245 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%430 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %431 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %433 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %429 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %434 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %432 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %435 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %434 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %437 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %245 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%437 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_178 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %436 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_179 = tensor.collapse_shape %440 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_180 = linalg.transpose ins(%arg36 : tensor<128x32xf32>) outs(%362 : tensor<32x128xf32>) permutation = [1, 0] 
    %441 = linalg.matmul ins(%collapsed_179, %transposed_180 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %transposed_181 = linalg.transpose ins(%collapsed_105 : tensor<64x128xf32>) outs(%364 : tensor<128x64xf32>) permutation = [1, 0] 
    %442 = linalg.matmul ins(%transposed_181, %collapsed_179 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%366 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %443 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_179 : tensor<64x32xf32>) outs(%369 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x32xf32>
    %collapsed_182 = tensor.collapse_shape %443 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_183 = tensor.expand_shape %441 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %444 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183, %221 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183, %227 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %446 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %226 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %447 = linalg.generic {indexing_maps = [#map20, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %446 : tensor<i64>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: i64, %in_297: f32, %out: f32):
      %1374 = arith.sitofp %in : i64 to f32
      %1375 = arith.subf %1374, %in_297 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %448 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %447 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_13 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_14 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %452 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %453 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454, %455 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_184 = tensor.collapse_shape %456 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %transposed_185 = linalg.transpose ins(%arg34 : tensor<32x128xf32>) outs(%365 : tensor<128x32xf32>) permutation = [1, 0] 
    %457 = linalg.matmul ins(%collapsed_184, %transposed_185 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_186 = linalg.transpose ins(%collapsed_103 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %458 = linalg.matmul ins(%transposed_186, %collapsed_184 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%385 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %459 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_184 : tensor<64x128xf32>) outs(%388 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x128xf32>
    %collapsed_187 = tensor.collapse_shape %459 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_188 = tensor.expand_shape %457 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %460 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188, %arg32 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %462 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%460 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %463 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %216 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %464 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%463 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %465 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %464 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %466 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %462 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466, %465 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %468 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %467 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %470 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188, %216 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %471 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%470 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %472 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_188 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %473 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440, %469 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_189 = tensor.collapse_shape %473 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_190 = linalg.transpose ins(%arg30 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) permutation = [1, 0] 
    %474 = linalg.matmul ins(%collapsed_189, %transposed_190 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_191 = linalg.transpose ins(%collapsed_101 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %475 = linalg.matmul ins(%transposed_191, %collapsed_189 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%406 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %476 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_189 : tensor<64x32xf32>) outs(%369 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x32xf32>
    %collapsed_192 = tensor.collapse_shape %476 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_193 = tensor.expand_shape %474 [[0, 1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<64x32xf32> into tensor<8x8x4x8xf32>
    %transposed_194 = linalg.transpose ins(%expanded_193 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_195 = tensor.collapse_shape %transposed_194 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_196 = linalg.transpose ins(%collapsed_97 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %477 = linalg.batch_matmul ins(%transposed_196, %collapsed_195 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_197 = linalg.transpose ins(%collapsed_98 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %478 = linalg.batch_matmul ins(%collapsed_195, %transposed_197 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_198 = tensor.expand_shape %477 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_199 = tensor.expand_shape %478 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %479 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_199, %198 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %480 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%479 : tensor<8x4x8x8xf32>) outs(%72 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x1xf32>
    %481 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %480 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %482 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %481 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %483 = linalg.generic {indexing_maps = [#map12, #map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %482, %cst_16 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %484 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_200 = tensor.collapse_shape %484 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_201 = linalg.transpose ins(%collapsed_93 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %485 = linalg.batch_matmul ins(%transposed_201, %collapsed_200 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_202 = linalg.transpose ins(%collapsed_94 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %486 = linalg.batch_matmul ins(%collapsed_200, %transposed_202 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_203 = tensor.expand_shape %485 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_204 = tensor.expand_shape %486 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_205 = linalg.transpose ins(%expanded_204 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_206 = tensor.collapse_shape %transposed_205 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_207 = linalg.transpose ins(%expanded_198 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_208 = tensor.collapse_shape %transposed_207 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_209 = linalg.transpose ins(%expanded_203 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_210 = tensor.collapse_shape %transposed_209 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %concat_211 = tensor.concat dim(2) %collapsed_206, %collapsed_210, %collapsed_208 : (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x96xf32>
    %collapsed_212 = tensor.collapse_shape %concat_211 [[0, 1], [2]] : tensor<8x8x96xf32> into tensor<64x96xf32>
    %transposed_213 = linalg.transpose ins(%arg28 : tensor<32x96xf32>) outs(%419 : tensor<96x32xf32>) permutation = [1, 0] 
    %487 = linalg.matmul ins(%collapsed_212, %transposed_213 : tensor<64x96xf32>, tensor<96x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_214 = linalg.transpose ins(%collapsed_82 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %488 = linalg.matmul ins(%transposed_214, %collapsed_212 : tensor<32x64xf32>, tensor<64x96xf32>) outs(%422 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %489 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_212 : tensor<64x96xf32>) outs(%425 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x96xf32>
    %collapsed_215 = tensor.collapse_shape %489 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_216 = tensor.expand_shape %487 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_216, %arg26 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %491 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %492 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%490 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %493 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %185 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %494 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%493 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %495 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %494 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %496 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %492 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %497 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %495 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %498 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %497 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %500 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_216, %185 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %501 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%500 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %502 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_216 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %503 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %499 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_217 = tensor.collapse_shape %503 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_218 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%362 : tensor<32x128xf32>) permutation = [1, 0] 
    %504 = linalg.matmul ins(%collapsed_217, %transposed_218 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %transposed_219 = linalg.transpose ins(%collapsed_80 : tensor<64x128xf32>) outs(%364 : tensor<128x64xf32>) permutation = [1, 0] 
    %505 = linalg.matmul ins(%transposed_219, %collapsed_217 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%366 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %506 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_217 : tensor<64x32xf32>) outs(%369 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x32xf32>
    %collapsed_220 = tensor.collapse_shape %506 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_221 = tensor.expand_shape %504 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %507 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221, %161 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %508 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221, %167 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %510 = linalg.generic {indexing_maps = [#map20, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %509 : tensor<i64>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: i64, %in_297: f32, %out: f32):
      %1374 = arith.sitofp %in : i64 to f32
      %1375 = arith.subf %1374, %in_297 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %511 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %510 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %512 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_13 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %513 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_14 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %514 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %515 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %516 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %515 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %517 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %516 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %518 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %519 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %518 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_222 = tensor.collapse_shape %519 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %transposed_223 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%365 : tensor<128x32xf32>) permutation = [1, 0] 
    %520 = linalg.matmul ins(%collapsed_222, %transposed_223 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_224 = linalg.transpose ins(%collapsed_78 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %521 = linalg.matmul ins(%transposed_224, %collapsed_222 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%385 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %522 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_222 : tensor<64x128xf32>) outs(%388 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x128xf32>
    %collapsed_225 = tensor.collapse_shape %522 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_226 = tensor.expand_shape %520 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %523 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_226, %arg20 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %524 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %525 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%523 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %526 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523, %156 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %527 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%526 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %527 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %529 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %525 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %528 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %531 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %530 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_226, %156 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %534 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%533 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %535 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_226 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %536 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %532 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_227 = tensor.collapse_shape %536 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_228 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) permutation = [1, 0] 
    %537 = linalg.matmul ins(%collapsed_227, %transposed_228 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_229 = linalg.transpose ins(%collapsed_76 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %538 = linalg.matmul ins(%transposed_229, %collapsed_227 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%406 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %539 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_227 : tensor<64x32xf32>) outs(%369 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x32xf32>
    %collapsed_230 = tensor.collapse_shape %539 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_231 = tensor.expand_shape %537 [[0, 1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<64x32xf32> into tensor<8x8x4x8xf32>
    %transposed_232 = linalg.transpose ins(%expanded_231 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_233 = tensor.collapse_shape %transposed_232 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_234 = linalg.transpose ins(%collapsed_72 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %540 = linalg.batch_matmul ins(%transposed_234, %collapsed_233 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_235 = linalg.transpose ins(%collapsed_73 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %541 = linalg.batch_matmul ins(%collapsed_233, %transposed_235 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_236 = tensor.expand_shape %540 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_237 = tensor.expand_shape %541 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %542 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_237, %138 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %543 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%542 : tensor<8x4x8x8xf32>) outs(%72 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x1xf32>
    %544 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %543 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %545 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %544 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %546 = linalg.generic {indexing_maps = [#map12, #map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %545, %cst_16 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %547 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_238 = tensor.collapse_shape %547 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_239 = linalg.transpose ins(%collapsed_68 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %548 = linalg.batch_matmul ins(%transposed_239, %collapsed_238 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_240 = linalg.transpose ins(%collapsed_69 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %549 = linalg.batch_matmul ins(%collapsed_238, %transposed_240 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_241 = tensor.expand_shape %548 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_242 = tensor.expand_shape %549 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_243 = linalg.transpose ins(%expanded_242 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_244 = tensor.collapse_shape %transposed_243 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_245 = linalg.transpose ins(%expanded_236 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_246 = tensor.collapse_shape %transposed_245 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_247 = linalg.transpose ins(%expanded_241 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_248 = tensor.collapse_shape %transposed_247 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %concat_249 = tensor.concat dim(2) %collapsed_244, %collapsed_248, %collapsed_246 : (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x96xf32>
    %collapsed_250 = tensor.collapse_shape %concat_249 [[0, 1], [2]] : tensor<8x8x96xf32> into tensor<64x96xf32>
    %transposed_251 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%419 : tensor<96x32xf32>) permutation = [1, 0] 
    %550 = linalg.matmul ins(%collapsed_250, %transposed_251 : tensor<64x96xf32>, tensor<96x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_252 = linalg.transpose ins(%collapsed_57 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %551 = linalg.matmul ins(%transposed_252, %collapsed_250 : tensor<32x64xf32>, tensor<64x96xf32>) outs(%422 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %552 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_250 : tensor<64x96xf32>) outs(%425 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x96xf32>
    %collapsed_253 = tensor.collapse_shape %552 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_254 = tensor.expand_shape %550 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %553 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_254, %arg14 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %554 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %555 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%553 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %556 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %125 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %557 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%556 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %558 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %557 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %559 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %555 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %560 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %558 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %561 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561, %560 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %563 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_254, %125 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %564 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%563 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %565 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_254 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %566 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536, %562 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_255 = tensor.collapse_shape %566 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_256 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%362 : tensor<32x128xf32>) permutation = [1, 0] 
    %567 = linalg.matmul ins(%collapsed_255, %transposed_256 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %transposed_257 = linalg.transpose ins(%collapsed_55 : tensor<64x128xf32>) outs(%364 : tensor<128x64xf32>) permutation = [1, 0] 
    %568 = linalg.matmul ins(%transposed_257, %collapsed_255 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%366 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %569 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_255 : tensor<64x32xf32>) outs(%369 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x32xf32>
    %collapsed_258 = tensor.collapse_shape %569 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_259 = tensor.expand_shape %567 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %570 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259, %101 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %571 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259, %107 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %572 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %573 = linalg.generic {indexing_maps = [#map20, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %572 : tensor<i64>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: i64, %in_297: f32, %out: f32):
      %1374 = arith.sitofp %in : i64 to f32
      %1375 = arith.subf %1374, %in_297 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %574 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %573 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %575 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_13 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %576 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_14 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<8x8x128xf32>
    %577 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %578 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %579 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %578 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %580 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %579 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %581 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571 : tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %582 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %581 : tensor<8x8x128xf32>, tensor<8x8x128xf32>) outs(%100 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x128xf32>
    %collapsed_260 = tensor.collapse_shape %582 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %transposed_261 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%365 : tensor<128x32xf32>) permutation = [1, 0] 
    %583 = linalg.matmul ins(%collapsed_260, %transposed_261 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_262 = linalg.transpose ins(%collapsed_53 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %584 = linalg.matmul ins(%transposed_262, %collapsed_260 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%385 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %585 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_260 : tensor<64x128xf32>) outs(%388 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x128xf32>
    %collapsed_263 = tensor.collapse_shape %585 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_264 = tensor.expand_shape %583 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %586 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264, %arg8 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %587 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %588 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%586 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %589 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %93 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %590 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%589 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %591 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %590 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %592 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %588 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %593 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592, %591 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %594 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %593 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %596 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264, %93 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %597 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%596 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %598 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_264 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %599 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %595 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %collapsed_265 = tensor.collapse_shape %599 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_266 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) permutation = [1, 0] 
    %600 = linalg.matmul ins(%collapsed_265, %transposed_266 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_267 = linalg.transpose ins(%collapsed_51 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %601 = linalg.matmul ins(%transposed_267, %collapsed_265 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%406 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %602 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_265 : tensor<64x32xf32>) outs(%369 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x32xf32>
    %collapsed_268 = tensor.collapse_shape %602 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_269 = tensor.expand_shape %600 [[0, 1], [2, 3]] output_shape [8, 8, 4, 8] : tensor<64x32xf32> into tensor<8x8x4x8xf32>
    %transposed_270 = linalg.transpose ins(%expanded_269 : tensor<8x8x4x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_271 = tensor.collapse_shape %transposed_270 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_272 = linalg.transpose ins(%collapsed_47 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %603 = linalg.batch_matmul ins(%transposed_272, %collapsed_271 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_273 = linalg.transpose ins(%collapsed_48 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %604 = linalg.batch_matmul ins(%collapsed_271, %transposed_273 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_274 = tensor.expand_shape %603 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_275 = tensor.expand_shape %604 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %605 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_275, %74 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %606 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%605 : tensor<8x4x8x8xf32>) outs(%72 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x1xf32>
    %607 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %606 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %608 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %607 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %609 = linalg.generic {indexing_maps = [#map12, #map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %608, %cst_16 : tensor<1x1x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_297: f32, %in_298: f32, %out: f32):
      %1374 = arith.select %in, %in_297, %in_298 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %610 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%609, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%55 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_276 = tensor.collapse_shape %610 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %transposed_277 = linalg.transpose ins(%collapsed_41 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %611 = linalg.batch_matmul ins(%transposed_277, %collapsed_276 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %transposed_278 = linalg.transpose ins(%collapsed_42 : tensor<32x8x8xf32>) outs(%56 : tensor<32x8x8xf32>) permutation = [0, 2, 1] 
    %612 = linalg.batch_matmul ins(%collapsed_276, %transposed_278 : tensor<32x8x8xf32>, tensor<32x8x8xf32>) outs(%57 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_279 = tensor.expand_shape %611 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %expanded_280 = tensor.expand_shape %612 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %transposed_281 = linalg.transpose ins(%expanded_280 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_282 = tensor.collapse_shape %transposed_281 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_283 = linalg.transpose ins(%expanded_274 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_284 = tensor.collapse_shape %transposed_283 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %transposed_285 = linalg.transpose ins(%expanded_279 : tensor<8x4x8x8xf32>) outs(%76 : tensor<8x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_286 = tensor.collapse_shape %transposed_285 [[0], [1], [2, 3]] : tensor<8x8x4x8xf32> into tensor<8x8x32xf32>
    %concat_287 = tensor.concat dim(2) %collapsed_282, %collapsed_286, %collapsed_284 : (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x96xf32>
    %collapsed_288 = tensor.collapse_shape %concat_287 [[0, 1], [2]] : tensor<8x8x96xf32> into tensor<64x96xf32>
    %transposed_289 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%419 : tensor<96x32xf32>) permutation = [1, 0] 
    %613 = linalg.matmul ins(%collapsed_288, %transposed_289 : tensor<64x96xf32>, tensor<96x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %transposed_290 = linalg.transpose ins(%collapsed_32 : tensor<64x32xf32>) outs(%308 : tensor<32x64xf32>) permutation = [1, 0] 
    %614 = linalg.matmul ins(%transposed_290, %collapsed_288 : tensor<32x64xf32>, tensor<64x96xf32>) outs(%422 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %615 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_288 : tensor<64x96xf32>) outs(%425 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x96xf32>
    %collapsed_291 = tensor.collapse_shape %615 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_292 = tensor.expand_shape %613 [[0, 1], [2]] output_shape [8, 8, 32] : tensor<64x32xf32> into tensor<8x8x32xf32>
    %616 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_292, %arg2 : tensor<8x8x32xf32>, tensor<32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %617 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.mulf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %618 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%616 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %619 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616, %48 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %620 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%619 : tensor<8x8x32xf32>) outs(%42 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %621 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %620 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %622 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617, %618 : tensor<8x8x32xf32>, tensor<8x8x1xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %623 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %621 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %624 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<8x8x1xf32>) outs(%40 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.divf %in, %cst_18 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x1xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624, %623 : tensor<8x8x1xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %626 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_292, %48 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %627 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%626 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %628 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_292 : tensor<8x8x32xf32>) outs(%359 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %629 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %625 : tensor<8x8x32xf32>, tensor<8x8x32xf32>) outs(%20 : tensor<8x8x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<8x8x32xf32>
    %630 = tensor.empty() : tensor<1x8x32xf32>
    %631 = linalg.fill ins(%cst : f32) outs(%630 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %632 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel", "parallel"]} ins(%629 : tensor<8x8x32xf32>) outs(%631 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %out : f32
      linalg.yield %1374 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_293 = tensor.collapse_shape %632 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %633 = tensor.empty() : tensor<16x8xf32>
    %transposed_294 = linalg.transpose ins(%collapsed_27 : tensor<8x16xf32>) outs(%633 : tensor<16x8xf32>) permutation = [1, 0] 
    %634 = tensor.empty() : tensor<16x32xf32>
    %635 = linalg.fill ins(%cst : f32) outs(%634 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %636 = linalg.matmul ins(%transposed_294, %collapsed_293 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%635 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_295 = tensor.collapse_shape %629 [[0, 1], [2]] : tensor<8x8x32xf32> into tensor<64x32xf32>
    %transposed_296 = linalg.transpose ins(%collapsed : tensor<64x64xf32>) outs(%309 : tensor<64x64xf32>) permutation = [1, 0] 
    %637 = linalg.matmul ins(%transposed_296, %collapsed_295 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %638 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%345, %637 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %639 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg156 : tensor<f32>) outs(%331 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.addf %in, %cst_20 : f32
      linalg.yield %1374 : f32
    } -> tensor<f32>
    %640 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%639 : tensor<f32>) outs(%331 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = math.powf %1374, %in : f32
      linalg.yield %1375 : f32
    } -> tensor<f32>
    %641 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_23, %640 : tensor<i64>, tensor<f32>) outs(%331 : tensor<f32>) {
    ^bb0(%in: i64, %in_297: f32, %out: f32):
      %1374 = arith.sitofp %in : i64 to f32
      %1375 = arith.subf %1374, %in_297 : f32
      linalg.yield %1375 : f32
    } -> tensor<f32>
    %642 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%639 : tensor<f32>) outs(%331 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = math.powf %1374, %in : f32
      linalg.yield %1375 : f32
    } -> tensor<f32>
    %643 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_23, %642 : tensor<i64>, tensor<f32>) outs(%331 : tensor<f32>) {
    ^bb0(%in: i64, %in_297: f32, %out: f32):
      %1374 = arith.sitofp %in : i64 to f32
      %1375 = arith.subf %1374, %in_297 : f32
      linalg.yield %1375 : f32
    } -> tensor<f32>
    %644 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<64x32xf32>
    %645 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%638 : tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<64x32xf32>
    %646 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%644, %645 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %647 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg104 : tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<64x32xf32>
    %648 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%638 : tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<64x32xf32>
    %649 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%648, %638 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %650 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%647, %649 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %651 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%646, %641 : tensor<64x32xf32>, tensor<f32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %652 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%651 : tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<64x32xf32>
    %653 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%650, %643 : tensor<64x32xf32>, tensor<f32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %654 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%653 : tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %655 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%654 : tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<64x32xf32>
    %656 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%652, %655 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %657 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg0, %656 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<64x32xf32>
    %658 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<16x32xf32>
    %659 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%636 : tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<16x32xf32>
    %660 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%658, %659 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %661 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg105 : tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<16x32xf32>
    %662 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%636 : tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<16x32xf32>
    %663 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%662, %636 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %664 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%661, %663 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %665 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%660, %641 : tensor<16x32xf32>, tensor<f32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %666 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%665 : tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<16x32xf32>
    %667 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%664, %643 : tensor<16x32xf32>, tensor<f32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %668 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%667 : tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %669 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%668 : tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<16x32xf32>
    %670 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%666, %669 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %671 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg1, %670 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%634 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<16x32xf32>
    %672 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg54 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %673 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%627 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %674 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%672, %673 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %675 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg106 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %676 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%627 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%676, %627 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %678 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%675, %677 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %679 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%674, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %680 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%679 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %681 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%678, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%681 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %683 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%682 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %684 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%680, %683 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %685 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg2, %684 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %686 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg55 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %687 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%628 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%686, %687 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %689 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg107 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%628 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %691 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%690, %628 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%689, %691 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %693 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%688, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%693 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %695 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%692, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%695 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %697 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%696 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %698 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%694, %697 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %699 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %698 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %700 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %701 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%614 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %702 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%700, %701 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %703 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg108 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %704 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%614 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %705 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%704, %614 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %706 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%703, %705 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %707 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%702, %641 : tensor<32x96xf32>, tensor<f32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %708 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%707 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %709 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%706, %643 : tensor<32x96xf32>, tensor<f32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %710 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%709 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %711 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%710 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %712 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%708, %711 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %713 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg4, %712 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %714 = tensor.empty() : tensor<96xf32>
    %715 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg57 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_291 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%715, %716 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg109 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %719 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_291 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%719, %collapsed_291 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%718, %720 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%717, %641 : tensor<96xf32>, tensor<f32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %723 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%722 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %724 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%721, %643 : tensor<96xf32>, tensor<f32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %725 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%724 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %726 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%725 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %727 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%723, %726 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %728 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %727 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %729 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %730 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%601 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %731 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%729, %730 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %732 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg110 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %733 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%601 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %734 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%733, %601 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %735 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%732, %734 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %736 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%731, %641 : tensor<32x32xf32>, tensor<f32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %737 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%736 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %738 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%735, %643 : tensor<32x32xf32>, tensor<f32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %739 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%738 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %740 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%739 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %741 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%737, %740 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %742 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg6, %741 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %744 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_268 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %745 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%743, %744 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %746 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg111 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %747 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_268 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%747, %collapsed_268 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%746, %748 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %750 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%745, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%750 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %752 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%749, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %753 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%752 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %754 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%753 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %755 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%751, %754 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %756 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg7, %755 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %757 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg60 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %758 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%597 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %759 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%757, %758 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %760 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg112 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %761 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%597 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %762 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%761, %597 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %763 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%760, %762 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %764 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%759, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %765 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%764 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %766 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%763, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %767 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%766 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %768 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%767 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%765, %768 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %770 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg8, %769 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %771 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %772 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%598 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %773 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%771, %772 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %774 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg113 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %775 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%598 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %776 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%775, %598 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %777 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%774, %776 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %778 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%773, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %779 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%778 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %780 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%777, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %781 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%780 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %782 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%781 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %783 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%779, %782 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %784 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg9, %783 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %785 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %786 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%584 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %787 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%785, %786 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %788 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg114 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %789 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%584 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %790 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%789, %584 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %791 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%788, %790 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %792 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%787, %641 : tensor<32x128xf32>, tensor<f32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %793 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%792 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %794 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%791, %643 : tensor<32x128xf32>, tensor<f32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %795 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%794 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %796 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%795 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %797 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%793, %796 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %798 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg10, %797 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %799 = tensor.empty() : tensor<128xf32>
    %800 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg63 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %801 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_263 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%800, %801 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %803 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg115 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %804 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_263 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %805 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%804, %collapsed_263 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%803, %805 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %807 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%802, %641 : tensor<128xf32>, tensor<f32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %808 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%807 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %809 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%806, %643 : tensor<128xf32>, tensor<f32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%809 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %811 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%810 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%808, %811 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %813 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg11, %812 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %814 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %815 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %816 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%814, %815 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %817 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %818 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %819 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%818, %568 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %820 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%817, %819 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %821 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%816, %641 : tensor<128x32xf32>, tensor<f32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %822 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%821 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %823 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%820, %643 : tensor<128x32xf32>, tensor<f32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %824 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%823 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %825 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%824 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %826 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%822, %825 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %827 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg12, %826 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %828 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg65 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %829 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_258 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %830 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%828, %829 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %831 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg117 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %832 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_258 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%832, %collapsed_258 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %834 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%831, %833 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %835 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%830, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %836 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%835 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %837 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%834, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %838 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%837 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %839 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%838 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %840 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%836, %839 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %841 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg13, %840 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %842 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg66 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %843 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%564 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %844 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%842, %843 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %845 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg118 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %846 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%564 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %847 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%846, %564 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%845, %847 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %849 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%844, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %850 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%849 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %851 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%848, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %852 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%851 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %853 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%852 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %854 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%850, %853 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %855 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg14, %854 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %856 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg67 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %857 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%565 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %858 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%856, %857 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %859 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg119 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%565 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %861 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%860, %565 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%859, %861 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %863 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%858, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %864 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%863 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %865 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%862, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %866 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%865 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%866 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %868 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%864, %867 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %869 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg15, %868 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %870 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %871 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%551 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %872 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%870, %871 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %873 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg120 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %874 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%551 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %875 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%874, %551 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %876 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%873, %875 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %877 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%872, %641 : tensor<32x96xf32>, tensor<f32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %878 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%877 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %879 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%876, %643 : tensor<32x96xf32>, tensor<f32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %880 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%879 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %881 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%880 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %882 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%878, %881 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %883 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg16, %882 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %884 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg69 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %885 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_253 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %886 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%884, %885 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %887 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg121 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %888 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_253 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%888, %collapsed_253 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%887, %889 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%886, %641 : tensor<96xf32>, tensor<f32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %892 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%891 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %893 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%890, %643 : tensor<96xf32>, tensor<f32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %894 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%893 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %895 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%894 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %896 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%892, %895 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %897 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg17, %896 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %898 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %899 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%538 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %900 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%898, %899 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %901 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %902 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%538 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %903 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%902, %538 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %904 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%901, %903 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %905 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%900, %641 : tensor<32x32xf32>, tensor<f32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %906 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%905 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %907 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%904, %643 : tensor<32x32xf32>, tensor<f32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %908 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%907 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %909 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%908 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %910 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%906, %909 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %911 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg18, %910 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %912 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg71 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %913 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_230 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %914 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%912, %913 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %915 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg123 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %916 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_230 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %917 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%916, %collapsed_230 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %918 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%915, %917 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %919 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%914, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %920 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%919 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %921 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%918, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%921 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %923 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%922 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %924 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%920, %923 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %925 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg19, %924 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %926 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg72 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %927 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%534 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %928 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%926, %927 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %929 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg124 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %930 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%534 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %931 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%930, %534 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %932 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%929, %931 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %933 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%928, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %934 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%933 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %935 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%932, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %936 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%935 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %937 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%936 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %938 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%934, %937 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %939 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg20, %938 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %940 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg73 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %941 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%535 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %942 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%940, %941 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %943 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg125 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %944 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%535 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %945 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%944, %535 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %946 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%943, %945 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %947 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%942, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %948 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%947 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %949 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%946, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %950 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%949 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %951 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%950 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %952 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%948, %951 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %953 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg21, %952 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %954 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %955 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%521 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %956 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%954, %955 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %957 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg126 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %958 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%521 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %959 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%958, %521 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %960 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%957, %959 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %961 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%956, %641 : tensor<32x128xf32>, tensor<f32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %962 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%961 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %963 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%960, %643 : tensor<32x128xf32>, tensor<f32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %964 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%963 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %965 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%964 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %966 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%962, %965 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %967 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg22, %966 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %968 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg75 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %969 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_225 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %970 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%968, %969 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %971 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg127 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %972 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_225 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %973 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%972, %collapsed_225 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %974 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%971, %973 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %975 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%970, %641 : tensor<128xf32>, tensor<f32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %976 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%975 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %977 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%974, %643 : tensor<128xf32>, tensor<f32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %978 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%977 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %979 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%978 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %980 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%976, %979 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %981 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg23, %980 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %982 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %983 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%505 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %984 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%982, %983 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %985 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg128 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %986 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%505 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %987 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%986, %505 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %988 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%985, %987 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %989 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%984, %641 : tensor<128x32xf32>, tensor<f32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %990 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%989 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %991 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%988, %643 : tensor<128x32xf32>, tensor<f32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %992 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%991 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %993 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%992 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %994 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%990, %993 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %995 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg24, %994 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %996 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %997 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_220 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %998 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%996, %997 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %999 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg129 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1000 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_220 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1001 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1000, %collapsed_220 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1002 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%999, %1001 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1003 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%998, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1004 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1003 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1005 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1002, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1006 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1005 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1007 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1006 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1008 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1004, %1007 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1009 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg25, %1008 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1010 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1011 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%501 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1012 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1010, %1011 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1013 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg130 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1014 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%501 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1015 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1014, %501 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1016 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1013, %1015 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1017 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1012, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1018 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1017 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1019 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1016, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1020 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1019 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1021 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1020 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1022 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1018, %1021 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1023 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg26, %1022 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1024 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg79 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1025 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%502 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1026 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1024, %1025 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg131 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1028 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%502 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1028, %502 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1030 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1027, %1029 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1031 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1026, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1032 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1031 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1033 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1030, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1034 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1033 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1035 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1034 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1036 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1032, %1035 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg27, %1036 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1038 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1039 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1040 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1038, %1039 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1041 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg132 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1042 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1043 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1042, %488 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1044 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1041, %1043 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1045 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1040, %641 : tensor<32x96xf32>, tensor<f32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1046 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1045 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1047 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1044, %643 : tensor<32x96xf32>, tensor<f32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1048 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1047 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1049 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1048 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1050 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1046, %1049 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1051 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg28, %1050 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1052 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg81 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1053 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_215 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1054 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1052, %1053 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg133 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1056 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_215 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1056, %collapsed_215 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1058 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1055, %1057 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1059 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1054, %641 : tensor<96xf32>, tensor<f32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1060 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1059 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1061 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1058, %643 : tensor<96xf32>, tensor<f32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1062 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1061 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1063 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1062 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1064 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1060, %1063 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1065 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg29, %1064 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1066 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1067 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1068 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1066, %1067 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1069 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg134 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1070 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1071 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1070, %475 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1072 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1069, %1071 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1073 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1068, %641 : tensor<32x32xf32>, tensor<f32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1074 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1073 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1075 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1072, %643 : tensor<32x32xf32>, tensor<f32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1076 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1075 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1077 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1076 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1078 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1074, %1077 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1079 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg30, %1078 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1080 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg83 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1081 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_192 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1082 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1080, %1081 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1083 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg135 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1084 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_192 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1085 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1084, %collapsed_192 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1086 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1083, %1085 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1087 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1082, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1088 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1087 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1089 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1086, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1090 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1089 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1091 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1090 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1092 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1088, %1091 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1093 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg31, %1092 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1094 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1095 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%471 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1096 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1094, %1095 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1097 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg136 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1098 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%471 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1099 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1098, %471 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1097, %1099 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1101 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1096, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1101 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1103 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1100, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1103 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1104 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1106 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1102, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg32, %1106 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg85 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%472 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1108, %1109 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg137 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%472 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1112, %472 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1111, %1113 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1115 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1110, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1115 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1117 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1114, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1117 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1118 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1120 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1116, %1119 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg33, %1120 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1122 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1123 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%458 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1124 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1122, %1123 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1125 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg138 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1126 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%458 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1127 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1126, %458 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1128 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1125, %1127 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1129 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1124, %641 : tensor<32x128xf32>, tensor<f32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1130 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1129 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1131 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1128, %643 : tensor<32x128xf32>, tensor<f32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1132 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1131 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1133 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1132 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1134 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1130, %1133 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1135 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg34, %1134 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg87 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_187 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1136, %1137 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg139 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_187 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1140, %collapsed_187 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1139, %1141 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1143 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1138, %641 : tensor<128xf32>, tensor<f32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1143 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1145 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1142, %643 : tensor<128xf32>, tensor<f32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1145 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1146 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1144, %1147 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg35, %1148 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1150 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1151 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1152 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1150, %1151 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1153 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1154 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1155 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1154, %442 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1156 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1153, %1155 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1157 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1152, %641 : tensor<128x32xf32>, tensor<f32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1158 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1157 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1159 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1156, %643 : tensor<128x32xf32>, tensor<f32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1160 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1159 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1161 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1160 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1162 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1158, %1161 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1163 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg36, %1162 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg89 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_182 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1164, %1165 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg141 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_182 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1168, %collapsed_182 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1167, %1169 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1171 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1166, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1171 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1173 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1170, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1173 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1174 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1172, %1175 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg37, %1176 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg90 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%438 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1180 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1178, %1179 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg142 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%438 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1183 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1182, %438 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1181, %1183 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1185 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1180, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1185 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1187 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1184, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1187 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1188 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1186, %1189 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg38, %1190 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg91 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%439 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1192, %1193 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg143 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%439 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1196, %439 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1195, %1197 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1199 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1194, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1199 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1201 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1198, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1201 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1202 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1200, %1203 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg39, %1204 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1206 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1207 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1208 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1206, %1207 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1209 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg144 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1210 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1211 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1210, %423 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1212 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1209, %1211 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1213 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1208, %641 : tensor<32x96xf32>, tensor<f32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1214 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1213 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1215 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1212, %643 : tensor<32x96xf32>, tensor<f32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1216 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1215 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1217 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1216 : tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x96xf32>
    %1218 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1214, %1217 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1219 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg40, %1218 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%421 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x96xf32>
    %1220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg93 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_177 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1220, %1221 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg145 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_177 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1225 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1224, %collapsed_177 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1223, %1225 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1227 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1222, %641 : tensor<96xf32>, tensor<f32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1227 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1229 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1226, %643 : tensor<96xf32>, tensor<f32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1229 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1230 : tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<96xf32>
    %1232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1228, %1231 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg41, %1232 : tensor<96xf32>, tensor<96xf32>) outs(%714 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<96xf32>
    %1234 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg94 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1235 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%407 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1236 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1234, %1235 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1237 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg146 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1238 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%407 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1239 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1238, %407 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1240 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1237, %1239 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1241 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1236, %641 : tensor<32x32xf32>, tensor<f32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1242 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1241 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1243 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1240, %643 : tensor<32x32xf32>, tensor<f32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1244 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1243 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1245 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1244 : tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x32xf32>
    %1246 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1242, %1245 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1247 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg42, %1246 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x32xf32>
    %1248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg95 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_155 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1248, %1249 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg147 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_155 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1252, %collapsed_155 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1251, %1253 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1255 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1250, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1255 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1257 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1254, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1257 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1258 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1256, %1259 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg43, %1260 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg96 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%401 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1262, %1263 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg148 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%401 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1267 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1266, %401 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1268 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1265, %1267 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1269 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1264, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1269 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1271 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1268, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1271 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1272 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1274 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1270, %1273 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1275 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg44, %1274 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg97 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%402 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1278 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1276, %1277 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg149 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%402 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1281 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1280, %402 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1282 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1279, %1281 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1283 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1278, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1283 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1285 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1282, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1285 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1286 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1288 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1284, %1287 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg45, %1288 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1290 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1291 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%386 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1292 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1290, %1291 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1293 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg150 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1294 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%386 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1295 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1294, %386 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1296 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1293, %1295 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1297 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1292, %641 : tensor<32x128xf32>, tensor<f32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1298 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1297 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1299 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1296, %643 : tensor<32x128xf32>, tensor<f32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1300 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1299 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1301 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1300 : tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32x128xf32>
    %1302 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1298, %1301 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1303 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg46, %1302 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%362 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32x128xf32>
    %1304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg99 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_150 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1306 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1304, %1305 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg151 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_150 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1308, %collapsed_150 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1307, %1309 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1311 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1306, %641 : tensor<128xf32>, tensor<f32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1311 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1313 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1310, %643 : tensor<128xf32>, tensor<f32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1314 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1313 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1314 : tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128xf32>
    %1316 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1312, %1315 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1317 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg47, %1316 : tensor<128xf32>, tensor<128xf32>) outs(%799 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128xf32>
    %1318 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg100 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1319 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%367 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1320 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1318, %1319 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1321 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1322 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%367 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1323 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1322, %367 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1324 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1321, %1323 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1325 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1320, %641 : tensor<128x32xf32>, tensor<f32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1326 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1325 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1327 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%1324, %643 : tensor<128x32xf32>, tensor<f32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1328 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1327 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1329 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1328 : tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<128x32xf32>
    %1330 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1326, %1329 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1331 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg48, %1330 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%365 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<128x32xf32>
    %1332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg101 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_145 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1332, %1333 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg153 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_145 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1336, %collapsed_145 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1338 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1335, %1337 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1339 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1334, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1339 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1341 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1338, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1341 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1342 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1340, %1343 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg49, %1344 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg102 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%360 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1348 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1346, %1347 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg154 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1350 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%360 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1351 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1350, %360 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1352 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1349, %1351 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1353 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1348, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1353 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1355 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1352, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1355 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1356 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1354, %1357 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1359 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg50, %1358 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg103 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_12 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%361 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_10 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1362 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1360, %1361 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg155 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_11 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%361 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_9 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1365 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1364, %361 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.mulf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1366 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1363, %1365 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.addf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1367 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1362, %641 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1368 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1367 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_8 : f64 to f32
      %1375 = arith.mulf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1369 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1366, %643 : tensor<32xf32>, tensor<f32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1369 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = math.sqrt %in : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1370 : tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1374 = arith.truncf %cst_7 : f64 to f32
      %1375 = arith.addf %in, %1374 : f32
      linalg.yield %1375 : f32
    } -> tensor<32xf32>
    %1372 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1368, %1371 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.divf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    %1373 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg51, %1372 : tensor<32xf32>, tensor<32xf32>) outs(%358 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_297: f32, %out: f32):
      %1374 = arith.subf %in, %in_297 : f32
      linalg.yield %1374 : f32
    } -> tensor<32xf32>
    return %335, %657, %671, %685, %699, %713, %728, %742, %756, %770, %784, %798, %813, %827, %841, %855, %869, %883, %897, %911, %925, %939, %953, %967, %981, %995, %1009, %1023, %1037, %1051, %1065, %1079, %1093, %1107, %1121, %1135, %1149, %1163, %1177, %1191, %1205, %1219, %1233, %1247, %1261, %1275, %1289, %1303, %1317, %1331, %1345, %1359, %1373, %646, %660, %674, %688, %702, %717, %731, %745, %759, %773, %787, %802, %816, %830, %844, %858, %872, %886, %900, %914, %928, %942, %956, %970, %984, %998, %1012, %1026, %1040, %1054, %1068, %1082, %1096, %1110, %1124, %1138, %1152, %1166, %1180, %1194, %1208, %1222, %1236, %1250, %1264, %1278, %1292, %1306, %1320, %1334, %1348, %1362, %650, %664, %678, %692, %706, %721, %735, %749, %763, %777, %791, %806, %820, %834, %848, %862, %876, %890, %904, %918, %932, %946, %960, %974, %988, %1002, %1016, %1030, %1044, %1058, %1072, %1086, %1100, %1114, %1128, %1142, %1156, %1170, %1184, %1198, %1212, %1226, %1240, %1254, %1268, %1282, %1296, %1310, %1324, %1338, %1352, %1366, %639 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_16_16_torch.uint8: "0x0100000001000000000000000000000000000000010100000000000000000000000000000101010000000000000000000000000001010101000000000000000000000000010101010100000000000000000000000101010101010000000000000000000001010101010101000000000000000000010101010101010100000000000000000101010101010101010000000000000001010101010101010101000000000000010101010101010101010100000000000101010101010101010101010000000001010101010101010101010101000000010101010101010101010101010100000101010101010101010101010101010001010101010101010101010101010101"
    }
  }
#-}
