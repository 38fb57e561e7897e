// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program gpt2_adam_step_long_8l: one training step of transformers
//     GPT2LMHeadModel(GPT2Config(vocab_size=64, n_embd=32, n_layer=8, n_head=4, n_positions=128,
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
// %arg50 transformer.h.4.ln_1.weight [32xf32]
// %arg51 transformer.h.4.ln_1.bias [32xf32]
// %arg52 transformer.h.4.attn.c_attn.weight [32x96xf32]
// %arg53 transformer.h.4.attn.c_attn.bias [96xf32]
// %arg54 transformer.h.4.attn.c_proj.weight [32x32xf32]
// %arg55 transformer.h.4.attn.c_proj.bias [32xf32]
// %arg56 transformer.h.4.ln_2.weight [32xf32]
// %arg57 transformer.h.4.ln_2.bias [32xf32]
// %arg58 transformer.h.4.mlp.c_fc.weight [32x128xf32]
// %arg59 transformer.h.4.mlp.c_fc.bias [128xf32]
// %arg60 transformer.h.4.mlp.c_proj.weight [128x32xf32]
// %arg61 transformer.h.4.mlp.c_proj.bias [32xf32]
// %arg62 transformer.h.5.ln_1.weight [32xf32]
// %arg63 transformer.h.5.ln_1.bias [32xf32]
// %arg64 transformer.h.5.attn.c_attn.weight [32x96xf32]
// %arg65 transformer.h.5.attn.c_attn.bias [96xf32]
// %arg66 transformer.h.5.attn.c_proj.weight [32x32xf32]
// %arg67 transformer.h.5.attn.c_proj.bias [32xf32]
// %arg68 transformer.h.5.ln_2.weight [32xf32]
// %arg69 transformer.h.5.ln_2.bias [32xf32]
// %arg70 transformer.h.5.mlp.c_fc.weight [32x128xf32]
// %arg71 transformer.h.5.mlp.c_fc.bias [128xf32]
// %arg72 transformer.h.5.mlp.c_proj.weight [128x32xf32]
// %arg73 transformer.h.5.mlp.c_proj.bias [32xf32]
// %arg74 transformer.h.6.ln_1.weight [32xf32]
// %arg75 transformer.h.6.ln_1.bias [32xf32]
// %arg76 transformer.h.6.attn.c_attn.weight [32x96xf32]
// %arg77 transformer.h.6.attn.c_attn.bias [96xf32]
// %arg78 transformer.h.6.attn.c_proj.weight [32x32xf32]
// %arg79 transformer.h.6.attn.c_proj.bias [32xf32]
// %arg80 transformer.h.6.ln_2.weight [32xf32]
// %arg81 transformer.h.6.ln_2.bias [32xf32]
// %arg82 transformer.h.6.mlp.c_fc.weight [32x128xf32]
// %arg83 transformer.h.6.mlp.c_fc.bias [128xf32]
// %arg84 transformer.h.6.mlp.c_proj.weight [128x32xf32]
// %arg85 transformer.h.6.mlp.c_proj.bias [32xf32]
// %arg86 transformer.h.7.ln_1.weight [32xf32]
// %arg87 transformer.h.7.ln_1.bias [32xf32]
// %arg88 transformer.h.7.attn.c_attn.weight [32x96xf32]
// %arg89 transformer.h.7.attn.c_attn.bias [96xf32]
// %arg90 transformer.h.7.attn.c_proj.weight [32x32xf32]
// %arg91 transformer.h.7.attn.c_proj.bias [32xf32]
// %arg92 transformer.h.7.ln_2.weight [32xf32]
// %arg93 transformer.h.7.ln_2.bias [32xf32]
// %arg94 transformer.h.7.mlp.c_fc.weight [32x128xf32]
// %arg95 transformer.h.7.mlp.c_fc.bias [128xf32]
// %arg96 transformer.h.7.mlp.c_proj.weight [128x32xf32]
// %arg97 transformer.h.7.mlp.c_proj.bias [32xf32]
// %arg98 transformer.ln_f.weight [32xf32]
// %arg99 transformer.ln_f.bias [32xf32]
// %arg100 exp_avg.transformer.wte.weight [64x32xf32]
// %arg101 exp_avg.transformer.wpe.weight [128x32xf32]
// %arg102 exp_avg.transformer.h.0.ln_1.weight [32xf32]
// %arg103 exp_avg.transformer.h.0.ln_1.bias [32xf32]
// %arg104 exp_avg.transformer.h.0.attn.c_attn.weight [32x96xf32]
// %arg105 exp_avg.transformer.h.0.attn.c_attn.bias [96xf32]
// %arg106 exp_avg.transformer.h.0.attn.c_proj.weight [32x32xf32]
// %arg107 exp_avg.transformer.h.0.attn.c_proj.bias [32xf32]
// %arg108 exp_avg.transformer.h.0.ln_2.weight [32xf32]
// %arg109 exp_avg.transformer.h.0.ln_2.bias [32xf32]
// %arg110 exp_avg.transformer.h.0.mlp.c_fc.weight [32x128xf32]
// %arg111 exp_avg.transformer.h.0.mlp.c_fc.bias [128xf32]
// %arg112 exp_avg.transformer.h.0.mlp.c_proj.weight [128x32xf32]
// %arg113 exp_avg.transformer.h.0.mlp.c_proj.bias [32xf32]
// %arg114 exp_avg.transformer.h.1.ln_1.weight [32xf32]
// %arg115 exp_avg.transformer.h.1.ln_1.bias [32xf32]
// %arg116 exp_avg.transformer.h.1.attn.c_attn.weight [32x96xf32]
// %arg117 exp_avg.transformer.h.1.attn.c_attn.bias [96xf32]
// %arg118 exp_avg.transformer.h.1.attn.c_proj.weight [32x32xf32]
// %arg119 exp_avg.transformer.h.1.attn.c_proj.bias [32xf32]
// %arg120 exp_avg.transformer.h.1.ln_2.weight [32xf32]
// %arg121 exp_avg.transformer.h.1.ln_2.bias [32xf32]
// %arg122 exp_avg.transformer.h.1.mlp.c_fc.weight [32x128xf32]
// %arg123 exp_avg.transformer.h.1.mlp.c_fc.bias [128xf32]
// %arg124 exp_avg.transformer.h.1.mlp.c_proj.weight [128x32xf32]
// %arg125 exp_avg.transformer.h.1.mlp.c_proj.bias [32xf32]
// %arg126 exp_avg.transformer.h.2.ln_1.weight [32xf32]
// %arg127 exp_avg.transformer.h.2.ln_1.bias [32xf32]
// %arg128 exp_avg.transformer.h.2.attn.c_attn.weight [32x96xf32]
// %arg129 exp_avg.transformer.h.2.attn.c_attn.bias [96xf32]
// %arg130 exp_avg.transformer.h.2.attn.c_proj.weight [32x32xf32]
// %arg131 exp_avg.transformer.h.2.attn.c_proj.bias [32xf32]
// %arg132 exp_avg.transformer.h.2.ln_2.weight [32xf32]
// %arg133 exp_avg.transformer.h.2.ln_2.bias [32xf32]
// %arg134 exp_avg.transformer.h.2.mlp.c_fc.weight [32x128xf32]
// %arg135 exp_avg.transformer.h.2.mlp.c_fc.bias [128xf32]
// %arg136 exp_avg.transformer.h.2.mlp.c_proj.weight [128x32xf32]
// %arg137 exp_avg.transformer.h.2.mlp.c_proj.bias [32xf32]
// %arg138 exp_avg.transformer.h.3.ln_1.weight [32xf32]
// %arg139 exp_avg.transformer.h.3.ln_1.bias [32xf32]
// %arg140 exp_avg.transformer.h.3.attn.c_attn.weight [32x96xf32]
// %arg141 exp_avg.transformer.h.3.attn.c_attn.bias [96xf32]
// %arg142 exp_avg.transformer.h.3.attn.c_proj.weight [32x32xf32]
// %arg143 exp_avg.transformer.h.3.attn.c_proj.bias [32xf32]
// %arg144 exp_avg.transformer.h.3.ln_2.weight [32xf32]
// %arg145 exp_avg.transformer.h.3.ln_2.bias [32xf32]
// %arg146 exp_avg.transformer.h.3.mlp.c_fc.weight [32x128xf32]
// %arg147 exp_avg.transformer.h.3.mlp.c_fc.bias [128xf32]
// %arg148 exp_avg.transformer.h.3.mlp.c_proj.weight [128x32xf32]
// %arg149 exp_avg.transformer.h.3.mlp.c_proj.bias [32xf32]
// %arg150 exp_avg.transformer.h.4.ln_1.weight [32xf32]
// %arg151 exp_avg.transformer.h.4.ln_1.bias [32xf32]
// %arg152 exp_avg.transformer.h.4.attn.c_attn.weight [32x96xf32]
// %arg153 exp_avg.transformer.h.4.attn.c_attn.bias [96xf32]
// %arg154 exp_avg.transformer.h.4.attn.c_proj.weight [32x32xf32]
// %arg155 exp_avg.transformer.h.4.attn.c_proj.bias [32xf32]
// %arg156 exp_avg.transformer.h.4.ln_2.weight [32xf32]
// %arg157 exp_avg.transformer.h.4.ln_2.bias [32xf32]
// %arg158 exp_avg.transformer.h.4.mlp.c_fc.weight [32x128xf32]
// %arg159 exp_avg.transformer.h.4.mlp.c_fc.bias [128xf32]
// %arg160 exp_avg.transformer.h.4.mlp.c_proj.weight [128x32xf32]
// %arg161 exp_avg.transformer.h.4.mlp.c_proj.bias [32xf32]
// %arg162 exp_avg.transformer.h.5.ln_1.weight [32xf32]
// %arg163 exp_avg.transformer.h.5.ln_1.bias [32xf32]
// %arg164 exp_avg.transformer.h.5.attn.c_attn.weight [32x96xf32]
// %arg165 exp_avg.transformer.h.5.attn.c_attn.bias [96xf32]
// %arg166 exp_avg.transformer.h.5.attn.c_proj.weight [32x32xf32]
// %arg167 exp_avg.transformer.h.5.attn.c_proj.bias [32xf32]
// %arg168 exp_avg.transformer.h.5.ln_2.weight [32xf32]
// %arg169 exp_avg.transformer.h.5.ln_2.bias [32xf32]
// %arg170 exp_avg.transformer.h.5.mlp.c_fc.weight [32x128xf32]
// %arg171 exp_avg.transformer.h.5.mlp.c_fc.bias [128xf32]
// %arg172 exp_avg.transformer.h.5.mlp.c_proj.weight [128x32xf32]
// %arg173 exp_avg.transformer.h.5.mlp.c_proj.bias [32xf32]
// %arg174 exp_avg.transformer.h.6.ln_1.weight [32xf32]
// %arg175 exp_avg.transformer.h.6.ln_1.bias [32xf32]
// %arg176 exp_avg.transformer.h.6.attn.c_attn.weight [32x96xf32]
// %arg177 exp_avg.transformer.h.6.attn.c_attn.bias [96xf32]
// %arg178 exp_avg.transformer.h.6.attn.c_proj.weight [32x32xf32]
// %arg179 exp_avg.transformer.h.6.attn.c_proj.bias [32xf32]
// %arg180 exp_avg.transformer.h.6.ln_2.weight [32xf32]
// %arg181 exp_avg.transformer.h.6.ln_2.bias [32xf32]
// %arg182 exp_avg.transformer.h.6.mlp.c_fc.weight [32x128xf32]
// %arg183 exp_avg.transformer.h.6.mlp.c_fc.bias [128xf32]
// %arg184 exp_avg.transformer.h.6.mlp.c_proj.weight [128x32xf32]
// %arg185 exp_avg.transformer.h.6.mlp.c_proj.bias [32xf32]
// %arg186 exp_avg.transformer.h.7.ln_1.weight [32xf32]
// %arg187 exp_avg.transformer.h.7.ln_1.bias [32xf32]
// %arg188 exp_avg.transformer.h.7.attn.c_attn.weight [32x96xf32]
// %arg189 exp_avg.transformer.h.7.attn.c_attn.bias [96xf32]
// %arg190 exp_avg.transformer.h.7.attn.c_proj.weight [32x32xf32]
// %arg191 exp_avg.transformer.h.7.attn.c_proj.bias [32xf32]
// %arg192 exp_avg.transformer.h.7.ln_2.weight [32xf32]
// %arg193 exp_avg.transformer.h.7.ln_2.bias [32xf32]
// %arg194 exp_avg.transformer.h.7.mlp.c_fc.weight [32x128xf32]
// %arg195 exp_avg.transformer.h.7.mlp.c_fc.bias [128xf32]
// %arg196 exp_avg.transformer.h.7.mlp.c_proj.weight [128x32xf32]
// %arg197 exp_avg.transformer.h.7.mlp.c_proj.bias [32xf32]
// %arg198 exp_avg.transformer.ln_f.weight [32xf32]
// %arg199 exp_avg.transformer.ln_f.bias [32xf32]
// %arg200 exp_avg_sq.transformer.wte.weight [64x32xf32]
// %arg201 exp_avg_sq.transformer.wpe.weight [128x32xf32]
// %arg202 exp_avg_sq.transformer.h.0.ln_1.weight [32xf32]
// %arg203 exp_avg_sq.transformer.h.0.ln_1.bias [32xf32]
// %arg204 exp_avg_sq.transformer.h.0.attn.c_attn.weight [32x96xf32]
// %arg205 exp_avg_sq.transformer.h.0.attn.c_attn.bias [96xf32]
// %arg206 exp_avg_sq.transformer.h.0.attn.c_proj.weight [32x32xf32]
// %arg207 exp_avg_sq.transformer.h.0.attn.c_proj.bias [32xf32]
// %arg208 exp_avg_sq.transformer.h.0.ln_2.weight [32xf32]
// %arg209 exp_avg_sq.transformer.h.0.ln_2.bias [32xf32]
// %arg210 exp_avg_sq.transformer.h.0.mlp.c_fc.weight [32x128xf32]
// %arg211 exp_avg_sq.transformer.h.0.mlp.c_fc.bias [128xf32]
// %arg212 exp_avg_sq.transformer.h.0.mlp.c_proj.weight [128x32xf32]
// %arg213 exp_avg_sq.transformer.h.0.mlp.c_proj.bias [32xf32]
// %arg214 exp_avg_sq.transformer.h.1.ln_1.weight [32xf32]
// %arg215 exp_avg_sq.transformer.h.1.ln_1.bias [32xf32]
// %arg216 exp_avg_sq.transformer.h.1.attn.c_attn.weight [32x96xf32]
// %arg217 exp_avg_sq.transformer.h.1.attn.c_attn.bias [96xf32]
// %arg218 exp_avg_sq.transformer.h.1.attn.c_proj.weight [32x32xf32]
// %arg219 exp_avg_sq.transformer.h.1.attn.c_proj.bias [32xf32]
// %arg220 exp_avg_sq.transformer.h.1.ln_2.weight [32xf32]
// %arg221 exp_avg_sq.transformer.h.1.ln_2.bias [32xf32]
// %arg222 exp_avg_sq.transformer.h.1.mlp.c_fc.weight [32x128xf32]
// %arg223 exp_avg_sq.transformer.h.1.mlp.c_fc.bias [128xf32]
// %arg224 exp_avg_sq.transformer.h.1.mlp.c_proj.weight [128x32xf32]
// %arg225 exp_avg_sq.transformer.h.1.mlp.c_proj.bias [32xf32]
// %arg226 exp_avg_sq.transformer.h.2.ln_1.weight [32xf32]
// %arg227 exp_avg_sq.transformer.h.2.ln_1.bias [32xf32]
// %arg228 exp_avg_sq.transformer.h.2.attn.c_attn.weight [32x96xf32]
// %arg229 exp_avg_sq.transformer.h.2.attn.c_attn.bias [96xf32]
// %arg230 exp_avg_sq.transformer.h.2.attn.c_proj.weight [32x32xf32]
// %arg231 exp_avg_sq.transformer.h.2.attn.c_proj.bias [32xf32]
// %arg232 exp_avg_sq.transformer.h.2.ln_2.weight [32xf32]
// %arg233 exp_avg_sq.transformer.h.2.ln_2.bias [32xf32]
// %arg234 exp_avg_sq.transformer.h.2.mlp.c_fc.weight [32x128xf32]
// %arg235 exp_avg_sq.transformer.h.2.mlp.c_fc.bias [128xf32]
// %arg236 exp_avg_sq.transformer.h.2.mlp.c_proj.weight [128x32xf32]
// %arg237 exp_avg_sq.transformer.h.2.mlp.c_proj.bias [32xf32]
// %arg238 exp_avg_sq.transformer.h.3.ln_1.weight [32xf32]
// %arg239 exp_avg_sq.transformer.h.3.ln_1.bias [32xf32]
// %arg240 exp_avg_sq.transformer.h.3.attn.c_attn.weight [32x96xf32]
// %arg241 exp_avg_sq.transformer.h.3.attn.c_attn.bias [96xf32]
// %arg242 exp_avg_sq.transformer.h.3.attn.c_proj.weight [32x32xf32]
// %arg243 exp_avg_sq.transformer.h.3.attn.c_proj.bias [32xf32]
// %arg244 exp_avg_sq.transformer.h.3.ln_2.weight [32xf32]
// %arg245 exp_avg_sq.transformer.h.3.ln_2.bias [32xf32]
// %arg246 exp_avg_sq.transformer.h.3.mlp.c_fc.weight [32x128xf32]
// %arg247 exp_avg_sq.transformer.h.3.mlp.c_fc.bias [128xf32]
// %arg248 exp_avg_sq.transformer.h.3.mlp.c_proj.weight [128x32xf32]
// %arg249 exp_avg_sq.transformer.h.3.mlp.c_proj.bias [32xf32]
// %arg250 exp_avg_sq.transformer.h.4.ln_1.weight [32xf32]
// %arg251 exp_avg_sq.transformer.h.4.ln_1.bias [32xf32]
// %arg252 exp_avg_sq.transformer.h.4.attn.c_attn.weight [32x96xf32]
// %arg253 exp_avg_sq.transformer.h.4.attn.c_attn.bias [96xf32]
// %arg254 exp_avg_sq.transformer.h.4.attn.c_proj.weight [32x32xf32]
// %arg255 exp_avg_sq.transformer.h.4.attn.c_proj.bias [32xf32]
// %arg256 exp_avg_sq.transformer.h.4.ln_2.weight [32xf32]
// %arg257 exp_avg_sq.transformer.h.4.ln_2.bias [32xf32]
// %arg258 exp_avg_sq.transformer.h.4.mlp.c_fc.weight [32x128xf32]
// %arg259 exp_avg_sq.transformer.h.4.mlp.c_fc.bias [128xf32]
// %arg260 exp_avg_sq.transformer.h.4.mlp.c_proj.weight [128x32xf32]
// %arg261 exp_avg_sq.transformer.h.4.mlp.c_proj.bias [32xf32]
// %arg262 exp_avg_sq.transformer.h.5.ln_1.weight [32xf32]
// %arg263 exp_avg_sq.transformer.h.5.ln_1.bias [32xf32]
// %arg264 exp_avg_sq.transformer.h.5.attn.c_attn.weight [32x96xf32]
// %arg265 exp_avg_sq.transformer.h.5.attn.c_attn.bias [96xf32]
// %arg266 exp_avg_sq.transformer.h.5.attn.c_proj.weight [32x32xf32]
// %arg267 exp_avg_sq.transformer.h.5.attn.c_proj.bias [32xf32]
// %arg268 exp_avg_sq.transformer.h.5.ln_2.weight [32xf32]
// %arg269 exp_avg_sq.transformer.h.5.ln_2.bias [32xf32]
// %arg270 exp_avg_sq.transformer.h.5.mlp.c_fc.weight [32x128xf32]
// %arg271 exp_avg_sq.transformer.h.5.mlp.c_fc.bias [128xf32]
// %arg272 exp_avg_sq.transformer.h.5.mlp.c_proj.weight [128x32xf32]
// %arg273 exp_avg_sq.transformer.h.5.mlp.c_proj.bias [32xf32]
// %arg274 exp_avg_sq.transformer.h.6.ln_1.weight [32xf32]
// %arg275 exp_avg_sq.transformer.h.6.ln_1.bias [32xf32]
// %arg276 exp_avg_sq.transformer.h.6.attn.c_attn.weight [32x96xf32]
// %arg277 exp_avg_sq.transformer.h.6.attn.c_attn.bias [96xf32]
// %arg278 exp_avg_sq.transformer.h.6.attn.c_proj.weight [32x32xf32]
// %arg279 exp_avg_sq.transformer.h.6.attn.c_proj.bias [32xf32]
// %arg280 exp_avg_sq.transformer.h.6.ln_2.weight [32xf32]
// %arg281 exp_avg_sq.transformer.h.6.ln_2.bias [32xf32]
// %arg282 exp_avg_sq.transformer.h.6.mlp.c_fc.weight [32x128xf32]
// %arg283 exp_avg_sq.transformer.h.6.mlp.c_fc.bias [128xf32]
// %arg284 exp_avg_sq.transformer.h.6.mlp.c_proj.weight [128x32xf32]
// %arg285 exp_avg_sq.transformer.h.6.mlp.c_proj.bias [32xf32]
// %arg286 exp_avg_sq.transformer.h.7.ln_1.weight [32xf32]
// %arg287 exp_avg_sq.transformer.h.7.ln_1.bias [32xf32]
// %arg288 exp_avg_sq.transformer.h.7.attn.c_attn.weight [32x96xf32]
// %arg289 exp_avg_sq.transformer.h.7.attn.c_attn.bias [96xf32]
// %arg290 exp_avg_sq.transformer.h.7.attn.c_proj.weight [32x32xf32]
// %arg291 exp_avg_sq.transformer.h.7.attn.c_proj.bias [32xf32]
// %arg292 exp_avg_sq.transformer.h.7.ln_2.weight [32xf32]
// %arg293 exp_avg_sq.transformer.h.7.ln_2.bias [32xf32]
// %arg294 exp_avg_sq.transformer.h.7.mlp.c_fc.weight [32x128xf32]
// %arg295 exp_avg_sq.transformer.h.7.mlp.c_fc.bias [128xf32]
// %arg296 exp_avg_sq.transformer.h.7.mlp.c_proj.weight [128x32xf32]
// %arg297 exp_avg_sq.transformer.h.7.mlp.c_proj.bias [32xf32]
// %arg298 exp_avg_sq.transformer.ln_f.weight [32xf32]
// %arg299 exp_avg_sq.transformer.ln_f.bias [32xf32]
// %arg300 step [f32]
// %arg301 input_ids [2x64xi64]
// %arg302 labels [2x64xi64]
// Results: the loss [f32], then the 100 updated parameters, the 100 updated exp_avg, the 100
//     updated exp_avg_sq (each in argument order) and step + 1 [f32]
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
  func.func @gpt2_adam_step_long_8l(%arg0: tensor<64x32xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x96xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x96xf32>, %arg17: tensor<96xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x96xf32>, %arg29: tensor<96xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x96xf32>, %arg41: tensor<96xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x128xf32>, %arg47: tensor<128xf32>, %arg48: tensor<128x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x96xf32>, %arg53: tensor<96xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32x128xf32>, %arg59: tensor<128xf32>, %arg60: tensor<128x32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32xf32>, %arg64: tensor<32x96xf32>, %arg65: tensor<96xf32>, %arg66: tensor<32x32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32x128xf32>, %arg71: tensor<128xf32>, %arg72: tensor<128x32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32x96xf32>, %arg77: tensor<96xf32>, %arg78: tensor<32x32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32x128xf32>, %arg83: tensor<128xf32>, %arg84: tensor<128x32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32xf32>, %arg88: tensor<32x96xf32>, %arg89: tensor<96xf32>, %arg90: tensor<32x32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32xf32>, %arg93: tensor<32xf32>, %arg94: tensor<32x128xf32>, %arg95: tensor<128xf32>, %arg96: tensor<128x32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32xf32>, %arg99: tensor<32xf32>, %arg100: tensor<64x32xf32>, %arg101: tensor<128x32xf32>, %arg102: tensor<32xf32>, %arg103: tensor<32xf32>, %arg104: tensor<32x96xf32>, %arg105: tensor<96xf32>, %arg106: tensor<32x32xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32xf32>, %arg109: tensor<32xf32>, %arg110: tensor<32x128xf32>, %arg111: tensor<128xf32>, %arg112: tensor<128x32xf32>, %arg113: tensor<32xf32>, %arg114: tensor<32xf32>, %arg115: tensor<32xf32>, %arg116: tensor<32x96xf32>, %arg117: tensor<96xf32>, %arg118: tensor<32x32xf32>, %arg119: tensor<32xf32>, %arg120: tensor<32xf32>, %arg121: tensor<32xf32>, %arg122: tensor<32x128xf32>, %arg123: tensor<128xf32>, %arg124: tensor<128x32xf32>, %arg125: tensor<32xf32>, %arg126: tensor<32xf32>, %arg127: tensor<32xf32>, %arg128: tensor<32x96xf32>, %arg129: tensor<96xf32>, %arg130: tensor<32x32xf32>, %arg131: tensor<32xf32>, %arg132: tensor<32xf32>, %arg133: tensor<32xf32>, %arg134: tensor<32x128xf32>, %arg135: tensor<128xf32>, %arg136: tensor<128x32xf32>, %arg137: tensor<32xf32>, %arg138: tensor<32xf32>, %arg139: tensor<32xf32>, %arg140: tensor<32x96xf32>, %arg141: tensor<96xf32>, %arg142: tensor<32x32xf32>, %arg143: tensor<32xf32>, %arg144: tensor<32xf32>, %arg145: tensor<32xf32>, %arg146: tensor<32x128xf32>, %arg147: tensor<128xf32>, %arg148: tensor<128x32xf32>, %arg149: tensor<32xf32>, %arg150: tensor<32xf32>, %arg151: tensor<32xf32>, %arg152: tensor<32x96xf32>, %arg153: tensor<96xf32>, %arg154: tensor<32x32xf32>, %arg155: tensor<32xf32>, %arg156: tensor<32xf32>, %arg157: tensor<32xf32>, %arg158: tensor<32x128xf32>, %arg159: tensor<128xf32>, %arg160: tensor<128x32xf32>, %arg161: tensor<32xf32>, %arg162: tensor<32xf32>, %arg163: tensor<32xf32>, %arg164: tensor<32x96xf32>, %arg165: tensor<96xf32>, %arg166: tensor<32x32xf32>, %arg167: tensor<32xf32>, %arg168: tensor<32xf32>, %arg169: tensor<32xf32>, %arg170: tensor<32x128xf32>, %arg171: tensor<128xf32>, %arg172: tensor<128x32xf32>, %arg173: tensor<32xf32>, %arg174: tensor<32xf32>, %arg175: tensor<32xf32>, %arg176: tensor<32x96xf32>, %arg177: tensor<96xf32>, %arg178: tensor<32x32xf32>, %arg179: tensor<32xf32>, %arg180: tensor<32xf32>, %arg181: tensor<32xf32>, %arg182: tensor<32x128xf32>, %arg183: tensor<128xf32>, %arg184: tensor<128x32xf32>, %arg185: tensor<32xf32>, %arg186: tensor<32xf32>, %arg187: tensor<32xf32>, %arg188: tensor<32x96xf32>, %arg189: tensor<96xf32>, %arg190: tensor<32x32xf32>, %arg191: tensor<32xf32>, %arg192: tensor<32xf32>, %arg193: tensor<32xf32>, %arg194: tensor<32x128xf32>, %arg195: tensor<128xf32>, %arg196: tensor<128x32xf32>, %arg197: tensor<32xf32>, %arg198: tensor<32xf32>, %arg199: tensor<32xf32>, %arg200: tensor<64x32xf32>, %arg201: tensor<128x32xf32>, %arg202: tensor<32xf32>, %arg203: tensor<32xf32>, %arg204: tensor<32x96xf32>, %arg205: tensor<96xf32>, %arg206: tensor<32x32xf32>, %arg207: tensor<32xf32>, %arg208: tensor<32xf32>, %arg209: tensor<32xf32>, %arg210: tensor<32x128xf32>, %arg211: tensor<128xf32>, %arg212: tensor<128x32xf32>, %arg213: tensor<32xf32>, %arg214: tensor<32xf32>, %arg215: tensor<32xf32>, %arg216: tensor<32x96xf32>, %arg217: tensor<96xf32>, %arg218: tensor<32x32xf32>, %arg219: tensor<32xf32>, %arg220: tensor<32xf32>, %arg221: tensor<32xf32>, %arg222: tensor<32x128xf32>, %arg223: tensor<128xf32>, %arg224: tensor<128x32xf32>, %arg225: tensor<32xf32>, %arg226: tensor<32xf32>, %arg227: tensor<32xf32>, %arg228: tensor<32x96xf32>, %arg229: tensor<96xf32>, %arg230: tensor<32x32xf32>, %arg231: tensor<32xf32>, %arg232: tensor<32xf32>, %arg233: tensor<32xf32>, %arg234: tensor<32x128xf32>, %arg235: tensor<128xf32>, %arg236: tensor<128x32xf32>, %arg237: tensor<32xf32>, %arg238: tensor<32xf32>, %arg239: tensor<32xf32>, %arg240: tensor<32x96xf32>, %arg241: tensor<96xf32>, %arg242: tensor<32x32xf32>, %arg243: tensor<32xf32>, %arg244: tensor<32xf32>, %arg245: tensor<32xf32>, %arg246: tensor<32x128xf32>, %arg247: tensor<128xf32>, %arg248: tensor<128x32xf32>, %arg249: tensor<32xf32>, %arg250: tensor<32xf32>, %arg251: tensor<32xf32>, %arg252: tensor<32x96xf32>, %arg253: tensor<96xf32>, %arg254: tensor<32x32xf32>, %arg255: tensor<32xf32>, %arg256: tensor<32xf32>, %arg257: tensor<32xf32>, %arg258: tensor<32x128xf32>, %arg259: tensor<128xf32>, %arg260: tensor<128x32xf32>, %arg261: tensor<32xf32>, %arg262: tensor<32xf32>, %arg263: tensor<32xf32>, %arg264: tensor<32x96xf32>, %arg265: tensor<96xf32>, %arg266: tensor<32x32xf32>, %arg267: tensor<32xf32>, %arg268: tensor<32xf32>, %arg269: tensor<32xf32>, %arg270: tensor<32x128xf32>, %arg271: tensor<128xf32>, %arg272: tensor<128x32xf32>, %arg273: tensor<32xf32>, %arg274: tensor<32xf32>, %arg275: tensor<32xf32>, %arg276: tensor<32x96xf32>, %arg277: tensor<96xf32>, %arg278: tensor<32x32xf32>, %arg279: tensor<32xf32>, %arg280: tensor<32xf32>, %arg281: tensor<32xf32>, %arg282: tensor<32x128xf32>, %arg283: tensor<128xf32>, %arg284: tensor<128x32xf32>, %arg285: tensor<32xf32>, %arg286: tensor<32xf32>, %arg287: tensor<32xf32>, %arg288: tensor<32x96xf32>, %arg289: tensor<96xf32>, %arg290: tensor<32x32xf32>, %arg291: tensor<32xf32>, %arg292: tensor<32xf32>, %arg293: tensor<32xf32>, %arg294: tensor<32x128xf32>, %arg295: tensor<128xf32>, %arg296: tensor<128x32xf32>, %arg297: tensor<32xf32>, %arg298: tensor<32xf32>, %arg299: tensor<32xf32>, %arg300: tensor<f32>, %arg301: tensor<2x64xi64>, %arg302: tensor<2x64xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>) {
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
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg301 : tensor<2x64xi64>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %2544 = arith.index_cast %in : i64 to index
      %2545 = linalg.index 2 : index
      %2546 = arith.cmpi slt, %2544, %c64 : index
      cf.assert %2546, "index must be smaller than dim size"
      %2547 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2547, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%2544, %2545] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x32xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %2544 = linalg.index 0 : index
      %2545 = arith.index_cast %2544 : index to i64
      linalg.yield %2545 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %4 = tensor.empty() : tensor<1x64x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64xi64>) outs(%4 : tensor<1x64x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %2544 = arith.index_cast %in : i64 to index
      %2545 = linalg.index 2 : index
      %2546 = arith.cmpi slt, %2544, %c128 : index
      cf.assert %2546, "index must be smaller than dim size"
      %2547 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2547, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%2544, %2545] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x64x32xf32>, tensor<1x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %2544 = linalg.index 0 : index
      %2545 = arith.index_cast %2544 : index to i64
      linalg.yield %2545 : i64
    } -> tensor<2xi64>
    %expanded_28 = tensor.expand_shape %3 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %9 = tensor.empty() : tensor<64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_28 : tensor<64xi64>, tensor<64x1xi64>) outs(%9 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %in_553: i64, %out: i1):
      %2544 = arith.cmpi sle, %in, %in_553 : i64
      linalg.yield %2544 : i1
    } -> tensor<64x64xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_12, %10 : tensor<64x1xi1>, tensor<64x64xi1>) outs(%9 : tensor<64x64xi1>) {
    ^bb0(%in: i1, %in_553: i1, %out: i1):
      %2544 = arith.andi %in, %in_553 : i1
      linalg.yield %2544 : i1
    } -> tensor<64x64xi1>
    %expanded_29 = tensor.expand_shape %8 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %12 = tensor.empty() : tensor<2x64xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_29, %3 : tensor<2x1xi64>, tensor<64xi64>) outs(%12 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %in_553: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x64xi1>
    %expanded_30 = tensor.expand_shape %13 [[0], [1, 2]] output_shape [2, 1, 64] : tensor<2x64xi1> into tensor<2x1x64xi1>
    %14 = tensor.empty() : tensor<2x64x64xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_30 : tensor<64x64xi1>, tensor<2x1x64xi1>) outs(%14 : tensor<2x64x64xi1>) {
    ^bb0(%in: i1, %in_553: i1, %out: i1):
      %2544 = arith.andi %in, %in_553 : i1
      linalg.yield %2544 : i1
    } -> tensor<2x64x64xi1>
    %expanded_31 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [2, 1, 64, 64] : tensor<2x64x64xi1> into tensor<2x1x64x64xi1>
    %16 = tensor.empty() : tensor<2x1x64x64xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %cst_2, %cst_13 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%16 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x1x64x64xf32>
    %18 = tensor.empty() : tensor<2x64x32xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %20 = tensor.empty() : tensor<2x64x1xf64>
    %21 = linalg.fill ins(%cst_0 : f64) outs(%20 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %28 = tensor.empty() : tensor<2x64x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %30 = linalg.fill ins(%cst_21 : f32) outs(%28 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %32 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg2 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg3 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %39 = tensor.empty() : tensor<128x96xf32>
    %40 = linalg.fill ins(%cst_21 : f32) outs(%39 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %41 = linalg.matmul ins(%collapsed, %arg4 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%41, %arg5 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
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
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %50 = tensor.empty() : tensor<1x1x128x128xi1>
    %51 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<1x1x128x128xi8>) outs(%50 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i8, %out: i1):
      %2544 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %2544 : i1
    } -> tensor<1x1x128x128xi1>
    %extracted_slice_43 = tensor.extract_slice %51[0, 0, 0, 0] [1, 1, 64, 128] [1, 1, 1, 1] : tensor<1x1x128x128xi1> to tensor<1x1x64x128xi1>
    %extracted_slice_44 = tensor.extract_slice %extracted_slice_43[0, 0, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<1x1x64x128xi1> to tensor<1x1x64x64xi1>
    %52 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %49, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %53 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %54 = tensor.empty() : tensor<2x4x64xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %56 = tensor.empty() : tensor<2x4x64xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %58:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 3 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_45 = tensor.expand_shape %58#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %59 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_45 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %61 = tensor.empty() : tensor<2x4x64x1xf32>
    %62 = linalg.fill ins(%cst_21 : f32) outs(%61 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %63 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %64 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
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
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_51 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %6 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %76 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %77 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %83 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %85 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg8 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %arg9 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_52 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %90 = tensor.empty() : tensor<128x128xf32>
    %91 = linalg.fill ins(%cst_21 : f32) outs(%90 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %92 = linalg.matmul ins(%collapsed_52, %arg10 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%92, %arg11 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x128xf32>
    %expanded_53 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %94 = tensor.empty() : tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %97 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.tanh %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %101 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_54 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %103 = linalg.matmul ins(%collapsed_54, %arg12 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%103, %arg13 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_55 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %expanded_55 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %115 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %117 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %arg14 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %arg15 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_56 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %122 = linalg.matmul ins(%collapsed_56, %arg16 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%122, %arg17 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
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
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %126 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %125, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %127 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %128:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 3 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_70 = tensor.expand_shape %128#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %129 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_70 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %130 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %131 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %132 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %131 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_71 = tensor.collapse_shape %132 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_72 = tensor.collapse_shape %transposed_63 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %133 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_73 = tensor.expand_shape %133 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %134 = linalg.matmul ins(%collapsed_75, %arg18 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%134, %arg19 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_76 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %105 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %146 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %148 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg20 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg21 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_77 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %153 = linalg.matmul ins(%collapsed_77, %arg22 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%153, %arg23 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x128xf32>
    %expanded_78 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %157 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.tanh %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %161 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_79 = tensor.collapse_shape %162 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %163 = linalg.matmul ins(%collapsed_79, %arg24 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%163, %arg25 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_80 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_80 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %168 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %171 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %175 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg26 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg27 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_81 = tensor.collapse_shape %181 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %182 = linalg.matmul ins(%collapsed_81, %arg28 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%182, %arg29 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x96xf32>
    %expanded_82 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [2, 64, 96] : tensor<128x96xf32> into tensor<2x64x96xf32>
    %extracted_slice_83 = tensor.extract_slice %expanded_82[0, 0, 0] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_84 = tensor.extract_slice %expanded_82[0, 0, 32] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_85 = tensor.extract_slice %expanded_82[0, 0, 64] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %expanded_86 = tensor.expand_shape %extracted_slice_84 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %expanded_87 = tensor.expand_shape %extracted_slice_85 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_89 = tensor.expand_shape %extracted_slice_83 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_91 = linalg.transpose ins(%expanded_86 : tensor<2x64x4x8xf32>) outs(%44 : tensor<2x4x8x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_92 = tensor.collapse_shape %transposed_90 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %collapsed_93 = tensor.collapse_shape %transposed_91 [[0, 1], [2], [3]] : tensor<2x4x8x64xf32> into tensor<8x8x64xf32>
    %184 = linalg.batch_matmul ins(%collapsed_92, %collapsed_93 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_94 = tensor.expand_shape %184 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %185 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_94, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %186 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %185, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %187 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %188:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%187 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 3 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_95 = tensor.expand_shape %188#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %189 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_95 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %190 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %191 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%190 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %192 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %191 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_96 = tensor.collapse_shape %192 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_97 = tensor.collapse_shape %transposed_88 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %193 = linalg.batch_matmul ins(%collapsed_96, %collapsed_97 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_98 = tensor.expand_shape %193 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_100 = tensor.collapse_shape %transposed_99 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %194 = linalg.matmul ins(%collapsed_100, %arg30 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %195 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%194, %arg31 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_101 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %165 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %198 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%197 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %200 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %199 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %200 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %202 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%196 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %206 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %208 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %arg32 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %arg33 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_102 = tensor.collapse_shape %212 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %213 = linalg.matmul ins(%collapsed_102, %arg34 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %214 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%213, %arg35 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x128xf32>
    %expanded_103 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %217 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.tanh %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %221 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_104 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %223 = linalg.matmul ins(%collapsed_104, %arg36 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %224 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%223, %arg37 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_105 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %expanded_105 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %227 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%226 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %229 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %228 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %229 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %231 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %235 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %237 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %arg38 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %arg39 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_106 = tensor.collapse_shape %241 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %242 = linalg.matmul ins(%collapsed_106, %arg40 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %243 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%242, %arg41 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x96xf32>
    %expanded_107 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [2, 64, 96] : tensor<128x96xf32> into tensor<2x64x96xf32>
    %extracted_slice_108 = tensor.extract_slice %expanded_107[0, 0, 0] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_109 = tensor.extract_slice %expanded_107[0, 0, 32] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_110 = tensor.extract_slice %expanded_107[0, 0, 64] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %expanded_111 = tensor.expand_shape %extracted_slice_109 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %expanded_112 = tensor.expand_shape %extracted_slice_110 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_113 = linalg.transpose ins(%expanded_112 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_114 = tensor.expand_shape %extracted_slice_108 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_115 = linalg.transpose ins(%expanded_114 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_116 = linalg.transpose ins(%expanded_111 : tensor<2x64x4x8xf32>) outs(%44 : tensor<2x4x8x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_117 = tensor.collapse_shape %transposed_115 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %collapsed_118 = tensor.collapse_shape %transposed_116 [[0, 1], [2], [3]] : tensor<2x4x8x64xf32> into tensor<8x8x64xf32>
    %244 = linalg.batch_matmul ins(%collapsed_117, %collapsed_118 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_119 = tensor.expand_shape %244 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %245 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_119, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %246 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %245, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %247 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %248:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%247 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 3 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_120 = tensor.expand_shape %248#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %249 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_120 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %250 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %251 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%250 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %252 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %251 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_121 = tensor.collapse_shape %252 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_122 = tensor.collapse_shape %transposed_113 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %253 = linalg.batch_matmul ins(%collapsed_121, %collapsed_122 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_123 = tensor.expand_shape %253 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_125 = tensor.collapse_shape %transposed_124 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %254 = linalg.matmul ins(%collapsed_125, %arg42 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %255 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%254, %arg43 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_126 = tensor.expand_shape %255 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %225 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %258 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%257 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %260 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %259 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %260 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %262 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %266 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %268 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %arg44 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %arg45 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_127 = tensor.collapse_shape %272 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %273 = linalg.matmul ins(%collapsed_127, %arg46 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %274 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%273, %arg47 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x128xf32>
    %expanded_128 = tensor.expand_shape %274 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %277 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.tanh %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %281 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_129 = tensor.collapse_shape %282 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %283 = linalg.matmul ins(%collapsed_129, %arg48 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %284 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%283, %arg49 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_130 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %expanded_130 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %287 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%286 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %288 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %289 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%290 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %295 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %297 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %arg50 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %arg51 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_131 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %302 = linalg.matmul ins(%collapsed_131, %arg52 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %303 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%302, %arg53 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x96xf32>
    %expanded_132 = tensor.expand_shape %303 [[0, 1], [2]] output_shape [2, 64, 96] : tensor<128x96xf32> into tensor<2x64x96xf32>
    %extracted_slice_133 = tensor.extract_slice %expanded_132[0, 0, 0] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_134 = tensor.extract_slice %expanded_132[0, 0, 32] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_135 = tensor.extract_slice %expanded_132[0, 0, 64] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %expanded_136 = tensor.expand_shape %extracted_slice_134 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %expanded_137 = tensor.expand_shape %extracted_slice_135 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_139 = tensor.expand_shape %extracted_slice_133 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_140 = linalg.transpose ins(%expanded_139 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_141 = linalg.transpose ins(%expanded_136 : tensor<2x64x4x8xf32>) outs(%44 : tensor<2x4x8x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_142 = tensor.collapse_shape %transposed_140 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %collapsed_143 = tensor.collapse_shape %transposed_141 [[0, 1], [2], [3]] : tensor<2x4x8x64xf32> into tensor<8x8x64xf32>
    %304 = linalg.batch_matmul ins(%collapsed_142, %collapsed_143 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_144 = tensor.expand_shape %304 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %305 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %306 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %305, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %307 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %308:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%307 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 3 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_145 = tensor.expand_shape %308#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %309 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %expanded_145 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %310 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %311 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%310 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %312 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %311 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_146 = tensor.collapse_shape %312 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_147 = tensor.collapse_shape %transposed_138 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %313 = linalg.batch_matmul ins(%collapsed_146, %collapsed_147 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_148 = tensor.expand_shape %313 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %314 = linalg.matmul ins(%collapsed_150, %arg54 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %315 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%314, %arg55 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_151 = tensor.expand_shape %315 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %285 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %318 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%317 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %320 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %319 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %320 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %322 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%316 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %326 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %328 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %arg56 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %arg57 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_152 = tensor.collapse_shape %332 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %333 = linalg.matmul ins(%collapsed_152, %arg58 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %334 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%333, %arg59 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x128xf32>
    %expanded_153 = tensor.expand_shape %334 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153, %337 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.tanh %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %341 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_154 = tensor.collapse_shape %342 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %343 = linalg.matmul ins(%collapsed_154, %arg60 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %344 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%343, %arg61 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_155 = tensor.expand_shape %344 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %expanded_155 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %347 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%346 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %349 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %348 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %350 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %349 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %351 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%350 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%345 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %355 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %357 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %arg62 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %arg63 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_156 = tensor.collapse_shape %361 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %362 = linalg.matmul ins(%collapsed_156, %arg64 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %363 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%362, %arg65 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x96xf32>
    %expanded_157 = tensor.expand_shape %363 [[0, 1], [2]] output_shape [2, 64, 96] : tensor<128x96xf32> into tensor<2x64x96xf32>
    %extracted_slice_158 = tensor.extract_slice %expanded_157[0, 0, 0] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_159 = tensor.extract_slice %expanded_157[0, 0, 32] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_160 = tensor.extract_slice %expanded_157[0, 0, 64] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %expanded_161 = tensor.expand_shape %extracted_slice_159 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %expanded_162 = tensor.expand_shape %extracted_slice_160 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_164 = tensor.expand_shape %extracted_slice_158 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_165 = linalg.transpose ins(%expanded_164 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_166 = linalg.transpose ins(%expanded_161 : tensor<2x64x4x8xf32>) outs(%44 : tensor<2x4x8x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_167 = tensor.collapse_shape %transposed_165 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %collapsed_168 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<2x4x8x64xf32> into tensor<8x8x64xf32>
    %364 = linalg.batch_matmul ins(%collapsed_167, %collapsed_168 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_169 = tensor.expand_shape %364 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %365 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_169, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %366 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %365, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %367 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %368:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%367 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 3 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_170 = tensor.expand_shape %368#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %369 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_170 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %370 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %371 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%370 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %372 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %371 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_171 = tensor.collapse_shape %372 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_172 = tensor.collapse_shape %transposed_163 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %373 = linalg.batch_matmul ins(%collapsed_171, %collapsed_172 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_173 = tensor.expand_shape %373 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_174 = linalg.transpose ins(%expanded_173 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_175 = tensor.collapse_shape %transposed_174 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %374 = linalg.matmul ins(%collapsed_175, %arg66 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %375 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%374, %arg67 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_176 = tensor.expand_shape %375 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_176, %345 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %378 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%377 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %380 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %380 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %382 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%376 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %386 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %388 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %arg68 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %arg69 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_177 = tensor.collapse_shape %392 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %393 = linalg.matmul ins(%collapsed_177, %arg70 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %394 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%393, %arg71 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x128xf32>
    %expanded_178 = tensor.expand_shape %394 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %397 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.tanh %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %401 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_179 = tensor.collapse_shape %402 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %403 = linalg.matmul ins(%collapsed_179, %arg72 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %404 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%403, %arg73 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_180 = tensor.expand_shape %404 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %expanded_180 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %407 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%406 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %409 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %408 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %410 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409, %409 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %411 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%410 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %412 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %413 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%405 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %415 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %417 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %arg74 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %arg75 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_181 = tensor.collapse_shape %421 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %422 = linalg.matmul ins(%collapsed_181, %arg76 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %423 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%422, %arg77 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x96xf32>
    %expanded_182 = tensor.expand_shape %423 [[0, 1], [2]] output_shape [2, 64, 96] : tensor<128x96xf32> into tensor<2x64x96xf32>
    %extracted_slice_183 = tensor.extract_slice %expanded_182[0, 0, 0] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_184 = tensor.extract_slice %expanded_182[0, 0, 32] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_185 = tensor.extract_slice %expanded_182[0, 0, 64] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %expanded_186 = tensor.expand_shape %extracted_slice_184 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %expanded_187 = tensor.expand_shape %extracted_slice_185 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_189 = tensor.expand_shape %extracted_slice_183 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_190 = linalg.transpose ins(%expanded_189 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_191 = linalg.transpose ins(%expanded_186 : tensor<2x64x4x8xf32>) outs(%44 : tensor<2x4x8x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_192 = tensor.collapse_shape %transposed_190 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %collapsed_193 = tensor.collapse_shape %transposed_191 [[0, 1], [2], [3]] : tensor<2x4x8x64xf32> into tensor<8x8x64xf32>
    %424 = linalg.batch_matmul ins(%collapsed_192, %collapsed_193 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_194 = tensor.expand_shape %424 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %425 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_194, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %426 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %425, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %427 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %428:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%427 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 3 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_195 = tensor.expand_shape %428#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %429 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %expanded_195 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %430 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %431 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%430 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %432 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %431 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_196 = tensor.collapse_shape %432 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_197 = tensor.collapse_shape %transposed_188 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %433 = linalg.batch_matmul ins(%collapsed_196, %collapsed_197 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_198 = tensor.expand_shape %433 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_199 = linalg.transpose ins(%expanded_198 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_200 = tensor.collapse_shape %transposed_199 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %434 = linalg.matmul ins(%collapsed_200, %arg78 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %435 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%434, %arg79 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_201 = tensor.expand_shape %435 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_201, %405 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %438 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%437 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %439 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %440 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %439 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440, %440 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %442 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%441 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%436 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %446 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %448 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %arg80 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %arg81 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_202 = tensor.collapse_shape %452 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %453 = linalg.matmul ins(%collapsed_202, %arg82 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %454 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%453, %arg83 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x128xf32>
    %expanded_203 = tensor.expand_shape %454 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_203 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_203 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_203, %457 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.tanh %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %461 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_204 = tensor.collapse_shape %462 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %463 = linalg.matmul ins(%collapsed_204, %arg84 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %464 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%463, %arg85 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_205 = tensor.expand_shape %464 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %expanded_205 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %467 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%466 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %469 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466, %468 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469, %469 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %471 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%470 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %472 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%465 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465, %475 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %477 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %arg86 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %arg87 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_206 = tensor.collapse_shape %481 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %482 = linalg.matmul ins(%collapsed_206, %arg88 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %483 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%482, %arg89 : tensor<128x96xf32>, tensor<96xf32>) outs(%39 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x96xf32>
    %expanded_207 = tensor.expand_shape %483 [[0, 1], [2]] output_shape [2, 64, 96] : tensor<128x96xf32> into tensor<2x64x96xf32>
    %extracted_slice_208 = tensor.extract_slice %expanded_207[0, 0, 0] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_209 = tensor.extract_slice %expanded_207[0, 0, 32] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %extracted_slice_210 = tensor.extract_slice %expanded_207[0, 0, 64] [2, 64, 32] [1, 1, 1] : tensor<2x64x96xf32> to tensor<2x64x32xf32>
    %expanded_211 = tensor.expand_shape %extracted_slice_209 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %expanded_212 = tensor.expand_shape %extracted_slice_210 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_213 = linalg.transpose ins(%expanded_212 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_214 = tensor.expand_shape %extracted_slice_208 [[0], [1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<2x64x32xf32> into tensor<2x64x4x8xf32>
    %transposed_215 = linalg.transpose ins(%expanded_214 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_216 = linalg.transpose ins(%expanded_211 : tensor<2x64x4x8xf32>) outs(%44 : tensor<2x4x8x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_217 = tensor.collapse_shape %transposed_215 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %collapsed_218 = tensor.collapse_shape %transposed_216 [[0, 1], [2], [3]] : tensor<2x4x8x64xf32> into tensor<8x8x64xf32>
    %484 = linalg.batch_matmul ins(%collapsed_217, %collapsed_218 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_219 = tensor.expand_shape %484 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %485 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_219, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %486 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %485, %cst_13 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %487 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %17 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %488:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%487 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 3 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_220 = tensor.expand_shape %488#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %489 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %expanded_220 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %490 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %491 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%490 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %492 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %491 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_221 = tensor.collapse_shape %492 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_222 = tensor.collapse_shape %transposed_213 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %493 = linalg.batch_matmul ins(%collapsed_221, %collapsed_222 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_223 = tensor.expand_shape %493 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_224 = linalg.transpose ins(%expanded_223 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_225 = tensor.collapse_shape %transposed_224 [[0, 1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<128x32xf32>
    %494 = linalg.matmul ins(%collapsed_225, %arg90 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %495 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%494, %arg91 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_226 = tensor.expand_shape %495 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_226, %465 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %498 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%497 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %499 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %500 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497, %499 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %500 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %502 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%501 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %503 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %504 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%496 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %506 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %508 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %arg92 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511, %arg93 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_227 = tensor.collapse_shape %512 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %513 = linalg.matmul ins(%collapsed_227, %arg94 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %514 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%513, %arg95 : tensor<128x128xf32>, tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x128xf32>
    %expanded_228 = tensor.expand_shape %514 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_228 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_228 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_228, %517 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.tanh %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %521 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_229 = tensor.collapse_shape %522 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %523 = linalg.matmul ins(%collapsed_229, %arg96 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %524 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%523, %arg97 : tensor<128x32xf32>, tensor<32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %expanded_230 = tensor.expand_shape %524 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %expanded_230 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525 : tensor<2x64x32xf32>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2544 = arith.extf %in : f32 to f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %527 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%526 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %529 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %528 : tensor<2x64x32xf64>, tensor<2x64x1xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.subf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %530 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %529 : tensor<2x64x32xf64>, tensor<2x64x32xf64>) outs(%18 : tensor<2x64x32xf64>) {
    ^bb0(%in: f64, %in_553: f64, %out: f64):
      %2544 = arith.mulf %in, %in_553 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x32xf64>
    %531 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%530 : tensor<2x64x32xf64>) outs(%21 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.addf %in, %out : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %532 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531 : tensor<2x64x1xf64>) outs(%20 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2544 = arith.divf %in, %cst_16 : f64
      linalg.yield %2544 : f64
    } -> tensor<2x64x1xf64>
    %533 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532 : tensor<2x64x1xf64>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2544 = arith.truncf %in : f64 to f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%525 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_3 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x1xf32>
    %537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.rsqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525, %535 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %537 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %arg98 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %arg99 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %542 = tensor.empty() : tensor<32x64xf32>
    %transposed_231 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%542 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_232 = tensor.collapse_shape %541 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %543 = tensor.empty() : tensor<128x64xf32>
    %544 = linalg.fill ins(%cst_21 : f32) outs(%543 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %545 = linalg.matmul ins(%collapsed_232, %transposed_231 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%544 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %padded = tensor.pad %arg302 low[0, 0] high[0, 1] {
    ^bb0(%arg303: index, %arg304: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x64xi64> to tensor<2x65xi64>
    %extracted_slice_233 = tensor.extract_slice %padded[0, 1] [2, 64] [1, 1] : tensor<2x65xi64> to tensor<2x64xi64>
    %collapsed_234 = tensor.collapse_shape %extracted_slice_233 [[0, 1]] : tensor<2x64xi64> into tensor<128xi64>
    %546 = tensor.empty() : tensor<128xi64>
    %547 = linalg.fill ins(%c0_i64 : i64) outs(%546 : tensor<128xi64>) -> tensor<128xi64>
    %548 = tensor.empty() : tensor<128xf32>
    %549 = linalg.fill ins(%cst_1 : f32) outs(%548 : tensor<128xf32>) -> tensor<128xf32>
    %550:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%545 : tensor<128x64xf32>) outs(%549, %547 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_553: i64):
      %2544 = linalg.index 1 : index
      %2545 = arith.index_cast %2544 : index to i64
      %2546 = arith.maximumf %in, %out : f32
      %2547 = arith.cmpf ogt, %in, %out : f32
      %2548 = arith.select %2547, %2545, %out_553 : i64
      linalg.yield %2546, %2548 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_235 = tensor.expand_shape %550#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %551 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%545, %expanded_235 : tensor<128x64xf32>, tensor<128x1xf32>) outs(%543 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x64xf32>
    %552 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%551 : tensor<128x64xf32>) outs(%543 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x64xf32>
    %553 = tensor.empty() : tensor<128x1xf32>
    %554 = linalg.fill ins(%cst_21 : f32) outs(%553 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %555 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%552 : tensor<128x64xf32>) outs(%554 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<128x1xf32>
    %556 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%555 : tensor<128x1xf32>) outs(%553 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.log %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x1xf32>
    %557 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%551, %556 : tensor<128x64xf32>, tensor<128x1xf32>) outs(%543 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x64xf32>
    %558 = tensor.empty() : tensor<128xi1>
    %559 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_234 : tensor<128xi64>) outs(%558 : tensor<128xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2544 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %2544 : i1
    } -> tensor<128xi1>
    %560 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%559, %collapsed_234, %cst_27 : tensor<128xi1>, tensor<128xi64>, tensor<i64>) outs(%546 : tensor<128xi64>) {
    ^bb0(%in: i1, %in_553: i64, %in_554: i64, %out: i64):
      %2544 = arith.select %in, %in_553, %in_554 : i64
      linalg.yield %2544 : i64
    } -> tensor<128xi64>
    %expanded_236 = tensor.expand_shape %560 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %561 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_236 : tensor<128x1xi64>) outs(%554 : tensor<128x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %2544 = linalg.index 0 : index
      %2545 = arith.index_cast %in : i64 to index
      %2546 = arith.cmpi slt, %2545, %c64 : index
      cf.assert %2546, "index must be smaller than dim size"
      %2547 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2547, "index must be larger or equal to 0"
      %extracted = tensor.extract %557[%2544, %2545] : tensor<128x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x1xf32>
    %collapsed_237 = tensor.collapse_shape %561 [[0, 1]] : tensor<128x1xf32> into tensor<128xf32>
    %562 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_237 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.negf %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %563 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%559, %562, %cst_2 : tensor<128xi1>, tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %564 = tensor.empty() : tensor<i64>
    %565 = linalg.fill ins(%c0_i64 : i64) outs(%564 : tensor<i64>) -> tensor<i64>
    %566 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%559 : tensor<128xi1>) outs(%565 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %2544 = arith.extui %in : i1 to i64
      %2545 = arith.addi %2544, %out : i64
      linalg.yield %2545 : i64
    } -> tensor<i64>
    %567 = tensor.empty() : tensor<f32>
    %568 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%566 : tensor<i64>) outs(%567 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      linalg.yield %2544 : f32
    } -> tensor<f32>
    %569 = linalg.fill ins(%cst_21 : f32) outs(%567 : tensor<f32>) -> tensor<f32>
    %570 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%563 : tensor<128xf32>) outs(%569 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<f32>
    %571 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%570, %568 : tensor<f32>, tensor<f32>) outs(%567 : tensor<f32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<f32>
    %572 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_15, %568 : tensor<f32>, tensor<f32>) outs(%567 : tensor<f32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<f32>
    %expanded_238 = tensor.expand_shape %collapsed_234 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %573 = tensor.empty() : tensor<128x1xi1>
    %574 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_238 : tensor<128x1xi64>) outs(%573 : tensor<128x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2544 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %2544 : i1
    } -> tensor<128x1xi1>
    %575 = tensor.empty() : tensor<128x1xi64>
    %576 = linalg.generic {indexing_maps = [#map6, #map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%574, %expanded_238, %cst_27 : tensor<128x1xi1>, tensor<128x1xi64>, tensor<i64>) outs(%575 : tensor<128x1xi64>) {
    ^bb0(%in: i1, %in_553: i64, %in_554: i64, %out: i64):
      %2544 = arith.select %in, %in_553, %in_554 : i64
      linalg.yield %2544 : i64
    } -> tensor<128x1xi64>
    %577 = linalg.fill ins(%c0_i64 : i64) outs(%575 : tensor<128x1xi64>) -> tensor<128x1xi64>
    %578 = linalg.fill ins(%cst_21 : f32) outs(%548 : tensor<128xf32>) -> tensor<128xf32>
    %579:3 = linalg.generic {indexing_maps = [#map21, #map21, #map2], iterator_types = ["parallel"]} outs(%577, %577, %578 : tensor<128x1xi64>, tensor<128x1xi64>, tensor<128xf32>) {
    ^bb0(%out: i64, %out_553: i64, %out_554: f32):
      %2544 = linalg.index 0 : index
      %2545 = arith.remsi %2544, %c128 : index
      %extracted = tensor.extract %576[%2545, %c0] : tensor<128x1xi64>
      %2546 = arith.index_cast %2545 : index to i64
      linalg.yield %2546, %extracted, %cst_24 : i64, i64, f32
    } -> (tensor<128x1xi64>, tensor<128x1xi64>, tensor<128xf32>)
    %580 = tensor.empty() : tensor<128x2xi64>
    %581 = linalg.fill ins(%c0_i64 : i64) outs(%580 : tensor<128x2xi64>) -> tensor<128x2xi64>
    %inserted_slice = tensor.insert_slice %579#0 into %581[0, 0] [128, 1] [1, 1] : tensor<128x1xi64> into tensor<128x2xi64>
    %inserted_slice_239 = tensor.insert_slice %579#1 into %inserted_slice[0, 1] [128, 1] [1, 1] : tensor<128x1xi64> into tensor<128x2xi64>
    %582 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%579#2, %inserted_slice_239 : tensor<128xf32>, tensor<128x2xi64>) outs(%cst : tensor<128x64xf32>) {
    ^bb0(%arg303: f32, %arg304: f32):
      tm_tensor.yield %arg303 : f32
    } -> tensor<128x64xf32>
    %583 = linalg.generic {indexing_maps = [#map6, #map20, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%574, %572, %cst_2 : tensor<128x1xi1>, tensor<f32>, tensor<f32>) outs(%553 : tensor<128x1xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x1xf32>
    %584 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%582, %583 : tensor<128x64xf32>, tensor<128x1xf32>) outs(%543 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x64xf32>
    %585 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%557 : tensor<128x64xf32>) outs(%543 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.exp %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x64xf32>
    %586 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%584 : tensor<128x64xf32>) outs(%554 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<128x1xf32>
    %587 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%585, %586 : tensor<128x64xf32>, tensor<128x1xf32>) outs(%543 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x64xf32>
    %588 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%584, %587 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%543 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x64xf32>
    %589 = tensor.empty() : tensor<64x128xf32>
    %transposed_240 = linalg.transpose ins(%588 : tensor<128x64xf32>) outs(%589 : tensor<64x128xf32>) permutation = [1, 0] 
    %590 = tensor.empty() : tensor<64x32xf32>
    %591 = linalg.fill ins(%cst_21 : f32) outs(%590 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %592 = linalg.matmul ins(%transposed_240, %collapsed_232 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%591 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %593 = linalg.matmul ins(%588, %arg0 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_241 = tensor.expand_shape %593 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_241, %arg98 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%594 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %539 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%597 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %599 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %598 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %596 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %599 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %603 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %601 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_241, %539 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %605 = tensor.empty() : tensor<32xf32>
    %606 = linalg.fill ins(%cst_21 : f32) outs(%605 : tensor<32xf32>) -> tensor<32xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%604 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_241 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %collapsed_242 = tensor.collapse_shape %603 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %609 = tensor.empty() : tensor<32x128xf32>
    %transposed_243 = linalg.transpose ins(%arg96 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %610 = linalg.matmul ins(%collapsed_242, %transposed_243 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_244 = linalg.transpose ins(%collapsed_229 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %611 = linalg.matmul ins(%transposed_244, %collapsed_242 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %612 = tensor.empty() : tensor<1x32xf32>
    %613 = linalg.fill ins(%cst_21 : f32) outs(%612 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %614 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_242 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_245 = tensor.collapse_shape %614 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_246 = tensor.expand_shape %610 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_246, %515 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_246, %521 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %520 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %618 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %617 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %618 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_228 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %623 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %624 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %626 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_247 = tensor.collapse_shape %627 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_248 = linalg.transpose ins(%arg94 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %628 = linalg.matmul ins(%collapsed_247, %transposed_248 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_249 = linalg.transpose ins(%collapsed_227 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %629 = linalg.fill ins(%cst_21 : f32) outs(%609 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %630 = linalg.matmul ins(%transposed_249, %collapsed_247 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%629 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %631 = tensor.empty() : tensor<1x128xf32>
    %632 = linalg.fill ins(%cst_21 : f32) outs(%631 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %633 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_247 : tensor<128x128xf32>) outs(%632 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x128xf32>
    %collapsed_250 = tensor.collapse_shape %633 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_251 = tensor.expand_shape %628 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %634 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_251, %arg92 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%634 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %510 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%637 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %638 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635, %636 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640, %639 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %643 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642, %641 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_251, %510 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %645 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%644 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_251 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %643 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_252 = tensor.collapse_shape %647 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %648 = tensor.empty() : tensor<32x32xf32>
    %transposed_253 = linalg.transpose ins(%arg90 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) permutation = [1, 0] 
    %649 = linalg.matmul ins(%collapsed_252, %transposed_253 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_254 = linalg.transpose ins(%collapsed_225 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %650 = linalg.fill ins(%cst_21 : f32) outs(%648 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %651 = linalg.matmul ins(%transposed_254, %collapsed_252 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%650 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %652 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_252 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_255 = tensor.collapse_shape %652 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_256 = tensor.expand_shape %649 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_257 = linalg.transpose ins(%expanded_256 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_258 = tensor.collapse_shape %transposed_257 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_259 = linalg.transpose ins(%collapsed_221 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %653 = linalg.batch_matmul ins(%transposed_259, %collapsed_258 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %654 = tensor.empty() : tensor<8x8x64xf32>
    %transposed_260 = linalg.transpose ins(%collapsed_222 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %655 = linalg.batch_matmul ins(%collapsed_258, %transposed_260 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_261 = tensor.expand_shape %653 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_262 = tensor.expand_shape %655 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %656 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_262, %492 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %657 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%656 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %658 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %657 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %659 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656, %658 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %660 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %659, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %661 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_263 = tensor.collapse_shape %661 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_264 = linalg.transpose ins(%collapsed_217 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %662 = linalg.fill ins(%cst_21 : f32) outs(%654 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %663 = linalg.batch_matmul ins(%transposed_264, %collapsed_263 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%662 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_265 = linalg.transpose ins(%collapsed_218 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %664 = linalg.batch_matmul ins(%collapsed_263, %transposed_265 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_266 = tensor.expand_shape %663 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_267 = tensor.expand_shape %664 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_268 = linalg.transpose ins(%expanded_267 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_269 = tensor.collapse_shape %transposed_268 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_270 = linalg.transpose ins(%expanded_261 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_271 = tensor.collapse_shape %transposed_270 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_272 = linalg.transpose ins(%expanded_266 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_273 = tensor.collapse_shape %transposed_272 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat = tensor.concat dim(2) %collapsed_269, %collapsed_273, %collapsed_271 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_274 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %665 = tensor.empty() : tensor<96x32xf32>
    %transposed_275 = linalg.transpose ins(%arg88 : tensor<32x96xf32>) outs(%665 : tensor<96x32xf32>) permutation = [1, 0] 
    %666 = linalg.matmul ins(%collapsed_274, %transposed_275 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_276 = linalg.transpose ins(%collapsed_206 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %667 = tensor.empty() : tensor<32x96xf32>
    %668 = linalg.fill ins(%cst_21 : f32) outs(%667 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %669 = linalg.matmul ins(%transposed_276, %collapsed_274 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%668 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %670 = tensor.empty() : tensor<1x96xf32>
    %671 = linalg.fill ins(%cst_21 : f32) outs(%670 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %672 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_274 : tensor<128x96xf32>) outs(%671 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x96xf32>
    %collapsed_277 = tensor.collapse_shape %672 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_278 = tensor.expand_shape %666 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %673 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_278, %arg86 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %674 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%673 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %675 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%673 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %676 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%673, %479 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %677 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%676 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %678 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %677 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %679 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%674, %675 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679, %678 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %681 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %682 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681, %680 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_278, %479 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%683 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_278 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647, %682 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_279 = tensor.collapse_shape %686 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_280 = linalg.transpose ins(%arg84 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %687 = linalg.matmul ins(%collapsed_279, %transposed_280 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_281 = linalg.transpose ins(%collapsed_204 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %688 = linalg.matmul ins(%transposed_281, %collapsed_279 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %689 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_279 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_282 = tensor.collapse_shape %689 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_283 = tensor.expand_shape %687 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_283, %455 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %691 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_283, %461 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %460 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %693 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %692 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%690, %693 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %695 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %697 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_203 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %699 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %698 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695, %699 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %701 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700, %701 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_284 = tensor.collapse_shape %702 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_285 = linalg.transpose ins(%arg82 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %703 = linalg.matmul ins(%collapsed_284, %transposed_285 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_286 = linalg.transpose ins(%collapsed_202 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %704 = linalg.matmul ins(%transposed_286, %collapsed_284 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%629 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %705 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_284 : tensor<128x128xf32>) outs(%632 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x128xf32>
    %collapsed_287 = tensor.collapse_shape %705 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_288 = tensor.expand_shape %703 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_288, %arg80 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%706 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706, %450 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%709 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %711 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %710 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %708 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712, %711 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %714 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %715 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %713 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %716 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_288, %450 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %717 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%716 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_288 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686, %715 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_289 = tensor.collapse_shape %719 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_290 = linalg.transpose ins(%arg78 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) permutation = [1, 0] 
    %720 = linalg.matmul ins(%collapsed_289, %transposed_290 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_291 = linalg.transpose ins(%collapsed_200 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %721 = linalg.matmul ins(%transposed_291, %collapsed_289 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%650 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %722 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_289 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_292 = tensor.collapse_shape %722 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_293 = tensor.expand_shape %720 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_294 = linalg.transpose ins(%expanded_293 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_295 = tensor.collapse_shape %transposed_294 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_296 = linalg.transpose ins(%collapsed_196 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %723 = linalg.batch_matmul ins(%transposed_296, %collapsed_295 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %transposed_297 = linalg.transpose ins(%collapsed_197 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %724 = linalg.batch_matmul ins(%collapsed_295, %transposed_297 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_298 = tensor.expand_shape %723 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_299 = tensor.expand_shape %724 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %725 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_299, %432 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %726 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%725 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %727 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432, %726 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %728 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%725, %727 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %729 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %728, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %730 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%729, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_300 = tensor.collapse_shape %730 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_301 = linalg.transpose ins(%collapsed_192 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %731 = linalg.batch_matmul ins(%transposed_301, %collapsed_300 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%662 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_302 = linalg.transpose ins(%collapsed_193 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %732 = linalg.batch_matmul ins(%collapsed_300, %transposed_302 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_303 = tensor.expand_shape %731 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_304 = tensor.expand_shape %732 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_305 = linalg.transpose ins(%expanded_304 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_306 = tensor.collapse_shape %transposed_305 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_307 = linalg.transpose ins(%expanded_298 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_308 = tensor.collapse_shape %transposed_307 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_309 = linalg.transpose ins(%expanded_303 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_310 = tensor.collapse_shape %transposed_309 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat_311 = tensor.concat dim(2) %collapsed_306, %collapsed_310, %collapsed_308 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_312 = tensor.collapse_shape %concat_311 [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %transposed_313 = linalg.transpose ins(%arg76 : tensor<32x96xf32>) outs(%665 : tensor<96x32xf32>) permutation = [1, 0] 
    %733 = linalg.matmul ins(%collapsed_312, %transposed_313 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_314 = linalg.transpose ins(%collapsed_181 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %734 = linalg.matmul ins(%transposed_314, %collapsed_312 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%668 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %735 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_312 : tensor<128x96xf32>) outs(%671 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x96xf32>
    %collapsed_315 = tensor.collapse_shape %735 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_316 = tensor.expand_shape %733 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %736 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_316, %arg74 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %737 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %738 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%736 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %739 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736, %419 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %740 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%739 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %740 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %738 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %743 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742, %741 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %745 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744, %743 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %746 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_316, %419 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %747 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%746 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_316 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %749 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %745 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_317 = tensor.collapse_shape %749 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_318 = linalg.transpose ins(%arg72 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %750 = linalg.matmul ins(%collapsed_317, %transposed_318 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_319 = linalg.transpose ins(%collapsed_179 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %751 = linalg.matmul ins(%transposed_319, %collapsed_317 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %752 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_317 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_320 = tensor.collapse_shape %752 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_321 = tensor.expand_shape %750 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_321, %395 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %754 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_321, %401 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %755 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %400 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %756 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %755 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %757 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %756 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %758 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%757 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %759 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %760 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %761 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %762 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %761 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758, %762 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763, %764 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_322 = tensor.collapse_shape %765 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_323 = linalg.transpose ins(%arg70 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %766 = linalg.matmul ins(%collapsed_322, %transposed_323 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_324 = linalg.transpose ins(%collapsed_177 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %767 = linalg.matmul ins(%transposed_324, %collapsed_322 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%629 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %768 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_322 : tensor<128x128xf32>) outs(%632 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x128xf32>
    %collapsed_325 = tensor.collapse_shape %768 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_326 = tensor.expand_shape %766 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %769 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %arg68 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %770 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %771 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%769 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %772 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769, %390 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %773 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%772 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %774 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %773 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%770, %771 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %776 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775, %774 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %778 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%777, %776 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %779 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %390 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %780 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%779 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %781 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_326 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %782 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749, %778 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_327 = tensor.collapse_shape %782 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_328 = linalg.transpose ins(%arg66 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) permutation = [1, 0] 
    %783 = linalg.matmul ins(%collapsed_327, %transposed_328 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_329 = linalg.transpose ins(%collapsed_175 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %784 = linalg.matmul ins(%transposed_329, %collapsed_327 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%650 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %785 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_327 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_330 = tensor.collapse_shape %785 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_331 = tensor.expand_shape %783 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_332 = linalg.transpose ins(%expanded_331 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_333 = tensor.collapse_shape %transposed_332 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_334 = linalg.transpose ins(%collapsed_171 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %786 = linalg.batch_matmul ins(%transposed_334, %collapsed_333 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %transposed_335 = linalg.transpose ins(%collapsed_172 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %787 = linalg.batch_matmul ins(%collapsed_333, %transposed_335 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_336 = tensor.expand_shape %786 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_337 = tensor.expand_shape %787 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %788 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_337, %372 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %789 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%788 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %790 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %789 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %791 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788, %790 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %792 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %791, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %793 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_338 = tensor.collapse_shape %793 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_339 = linalg.transpose ins(%collapsed_167 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %794 = linalg.batch_matmul ins(%transposed_339, %collapsed_338 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%662 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_340 = linalg.transpose ins(%collapsed_168 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %795 = linalg.batch_matmul ins(%collapsed_338, %transposed_340 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_341 = tensor.expand_shape %794 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_342 = tensor.expand_shape %795 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_343 = linalg.transpose ins(%expanded_342 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_344 = tensor.collapse_shape %transposed_343 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_345 = linalg.transpose ins(%expanded_336 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_346 = tensor.collapse_shape %transposed_345 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_347 = linalg.transpose ins(%expanded_341 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_348 = tensor.collapse_shape %transposed_347 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat_349 = tensor.concat dim(2) %collapsed_344, %collapsed_348, %collapsed_346 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_350 = tensor.collapse_shape %concat_349 [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %transposed_351 = linalg.transpose ins(%arg64 : tensor<32x96xf32>) outs(%665 : tensor<96x32xf32>) permutation = [1, 0] 
    %796 = linalg.matmul ins(%collapsed_350, %transposed_351 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_352 = linalg.transpose ins(%collapsed_156 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %797 = linalg.matmul ins(%transposed_352, %collapsed_350 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%668 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %798 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_350 : tensor<128x96xf32>) outs(%671 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x96xf32>
    %collapsed_353 = tensor.collapse_shape %798 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_354 = tensor.expand_shape %796 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %799 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_354, %arg62 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %800 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %801 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%799 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %802 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799, %359 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %803 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%802 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %804 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %803 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %805 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800, %801 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %806 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %804 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %807 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %808 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807, %806 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %809 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_354, %359 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %810 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%809 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %811 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_354 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %812 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %808 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_355 = tensor.collapse_shape %812 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_356 = linalg.transpose ins(%arg60 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %813 = linalg.matmul ins(%collapsed_355, %transposed_356 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_357 = linalg.transpose ins(%collapsed_154 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %814 = linalg.matmul ins(%transposed_357, %collapsed_355 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %815 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_355 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_358 = tensor.collapse_shape %815 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_359 = tensor.expand_shape %813 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %816 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_359, %335 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %817 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_359, %341 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %818 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %340 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %819 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %818 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %819 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %821 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %822 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %823 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822, %824 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %826 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821, %825 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %827 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826, %827 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_360 = tensor.collapse_shape %828 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_361 = linalg.transpose ins(%arg58 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %829 = linalg.matmul ins(%collapsed_360, %transposed_361 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_362 = linalg.transpose ins(%collapsed_152 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %830 = linalg.matmul ins(%transposed_362, %collapsed_360 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%629 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %831 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_360 : tensor<128x128xf32>) outs(%632 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x128xf32>
    %collapsed_363 = tensor.collapse_shape %831 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_364 = tensor.expand_shape %829 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_364, %arg56 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%832 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %835 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %330 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %836 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%835 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %837 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %836 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %838 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833, %834 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %839 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%838, %837 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %840 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %841 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%840, %839 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %842 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_364, %330 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %843 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%842 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_364 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %845 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%812, %841 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_365 = tensor.collapse_shape %845 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_366 = linalg.transpose ins(%arg54 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) permutation = [1, 0] 
    %846 = linalg.matmul ins(%collapsed_365, %transposed_366 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_367 = linalg.transpose ins(%collapsed_150 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %847 = linalg.matmul ins(%transposed_367, %collapsed_365 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%650 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %848 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_365 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_368 = tensor.collapse_shape %848 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_369 = tensor.expand_shape %846 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_370 = linalg.transpose ins(%expanded_369 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_371 = tensor.collapse_shape %transposed_370 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_372 = linalg.transpose ins(%collapsed_146 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %849 = linalg.batch_matmul ins(%transposed_372, %collapsed_371 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %transposed_373 = linalg.transpose ins(%collapsed_147 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %850 = linalg.batch_matmul ins(%collapsed_371, %transposed_373 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_374 = tensor.expand_shape %849 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_375 = tensor.expand_shape %850 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %851 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_375, %312 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %852 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%851 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %853 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %852 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %854 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851, %853 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %855 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %854, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %856 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_376 = tensor.collapse_shape %856 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_377 = linalg.transpose ins(%collapsed_142 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %857 = linalg.batch_matmul ins(%transposed_377, %collapsed_376 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%662 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_378 = linalg.transpose ins(%collapsed_143 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %858 = linalg.batch_matmul ins(%collapsed_376, %transposed_378 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_379 = tensor.expand_shape %857 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_380 = tensor.expand_shape %858 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_381 = linalg.transpose ins(%expanded_380 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_382 = tensor.collapse_shape %transposed_381 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_383 = linalg.transpose ins(%expanded_374 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_384 = tensor.collapse_shape %transposed_383 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_385 = linalg.transpose ins(%expanded_379 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_386 = tensor.collapse_shape %transposed_385 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat_387 = tensor.concat dim(2) %collapsed_382, %collapsed_386, %collapsed_384 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_388 = tensor.collapse_shape %concat_387 [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %transposed_389 = linalg.transpose ins(%arg52 : tensor<32x96xf32>) outs(%665 : tensor<96x32xf32>) permutation = [1, 0] 
    %859 = linalg.matmul ins(%collapsed_388, %transposed_389 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_390 = linalg.transpose ins(%collapsed_131 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %860 = linalg.matmul ins(%transposed_390, %collapsed_388 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%668 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %861 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_388 : tensor<128x96xf32>) outs(%671 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x96xf32>
    %collapsed_391 = tensor.collapse_shape %861 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_392 = tensor.expand_shape %859 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %862 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_392, %arg50 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %863 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%862 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %864 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%862 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %865 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%862, %299 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %866 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%865 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %867 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %866 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %868 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863, %864 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %869 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868, %867 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %870 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %871 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870, %869 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %872 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_392, %299 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %873 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%872 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %874 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_392 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %875 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%845, %871 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_393 = tensor.collapse_shape %875 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_394 = linalg.transpose ins(%arg48 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %876 = linalg.matmul ins(%collapsed_393, %transposed_394 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_395 = linalg.transpose ins(%collapsed_129 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %877 = linalg.matmul ins(%transposed_395, %collapsed_393 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %878 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_393 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_396 = tensor.collapse_shape %878 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_397 = tensor.expand_shape %876 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %879 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_397, %275 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %880 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_397, %281 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %881 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %280 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %882 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %881 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %883 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%879, %882 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %884 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%883 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %885 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %886 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %887 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %888 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885, %887 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %889 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884, %888 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %890 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %891 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889, %890 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_398 = tensor.collapse_shape %891 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_399 = linalg.transpose ins(%arg46 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %892 = linalg.matmul ins(%collapsed_398, %transposed_399 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_400 = linalg.transpose ins(%collapsed_127 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %893 = linalg.matmul ins(%transposed_400, %collapsed_398 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%629 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %894 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_398 : tensor<128x128xf32>) outs(%632 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x128xf32>
    %collapsed_401 = tensor.collapse_shape %894 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_402 = tensor.expand_shape %892 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %895 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_402, %arg44 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %896 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%895 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %897 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%895 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %898 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%895, %270 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %899 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%898 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %900 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %899 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %901 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896, %897 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%901, %900 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %904 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%903, %902 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %905 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_402, %270 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%905 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %907 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_402 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %908 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%875, %904 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_403 = tensor.collapse_shape %908 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_404 = linalg.transpose ins(%arg42 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) permutation = [1, 0] 
    %909 = linalg.matmul ins(%collapsed_403, %transposed_404 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_405 = linalg.transpose ins(%collapsed_125 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %910 = linalg.matmul ins(%transposed_405, %collapsed_403 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%650 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %911 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_403 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_406 = tensor.collapse_shape %911 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_407 = tensor.expand_shape %909 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_408 = linalg.transpose ins(%expanded_407 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_409 = tensor.collapse_shape %transposed_408 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_410 = linalg.transpose ins(%collapsed_121 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %912 = linalg.batch_matmul ins(%transposed_410, %collapsed_409 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %transposed_411 = linalg.transpose ins(%collapsed_122 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %913 = linalg.batch_matmul ins(%collapsed_409, %transposed_411 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_412 = tensor.expand_shape %912 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_413 = tensor.expand_shape %913 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %914 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_413, %252 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %915 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%914 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %916 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %915 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %917 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%914, %916 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %918 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %917, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %919 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%918, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_414 = tensor.collapse_shape %919 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_415 = linalg.transpose ins(%collapsed_117 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %920 = linalg.batch_matmul ins(%transposed_415, %collapsed_414 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%662 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_416 = linalg.transpose ins(%collapsed_118 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %921 = linalg.batch_matmul ins(%collapsed_414, %transposed_416 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_417 = tensor.expand_shape %920 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_418 = tensor.expand_shape %921 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_419 = linalg.transpose ins(%expanded_418 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_420 = tensor.collapse_shape %transposed_419 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_421 = linalg.transpose ins(%expanded_412 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_422 = tensor.collapse_shape %transposed_421 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_423 = linalg.transpose ins(%expanded_417 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_424 = tensor.collapse_shape %transposed_423 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat_425 = tensor.concat dim(2) %collapsed_420, %collapsed_424, %collapsed_422 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_426 = tensor.collapse_shape %concat_425 [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %transposed_427 = linalg.transpose ins(%arg40 : tensor<32x96xf32>) outs(%665 : tensor<96x32xf32>) permutation = [1, 0] 
    %922 = linalg.matmul ins(%collapsed_426, %transposed_427 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_428 = linalg.transpose ins(%collapsed_106 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %923 = linalg.matmul ins(%transposed_428, %collapsed_426 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%668 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %924 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_426 : tensor<128x96xf32>) outs(%671 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x96xf32>
    %collapsed_429 = tensor.collapse_shape %924 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_430 = tensor.expand_shape %922 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %925 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_430, %arg38 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %926 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %927 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%925 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %928 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925, %239 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %929 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%928 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %930 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %929 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %931 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%926, %927 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %932 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%931, %930 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %933 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %934 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933, %932 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %935 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_430, %239 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %936 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%935 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %937 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_430 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %938 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %934 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_431 = tensor.collapse_shape %938 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_432 = linalg.transpose ins(%arg36 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %939 = linalg.matmul ins(%collapsed_431, %transposed_432 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_433 = linalg.transpose ins(%collapsed_104 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %940 = linalg.matmul ins(%transposed_433, %collapsed_431 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %941 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_431 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_434 = tensor.collapse_shape %941 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_435 = tensor.expand_shape %939 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %942 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_435, %215 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %943 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_435, %221 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %944 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %220 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %945 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %944 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %946 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%942, %945 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %947 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%946 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %948 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %949 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %950 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%949 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %951 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%948, %950 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %952 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947, %951 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %953 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%943 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %954 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%952, %953 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_436 = tensor.collapse_shape %954 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_437 = linalg.transpose ins(%arg34 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %955 = linalg.matmul ins(%collapsed_436, %transposed_437 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_438 = linalg.transpose ins(%collapsed_102 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %956 = linalg.matmul ins(%transposed_438, %collapsed_436 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%629 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %957 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_436 : tensor<128x128xf32>) outs(%632 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x128xf32>
    %collapsed_439 = tensor.collapse_shape %957 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_440 = tensor.expand_shape %955 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %958 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_440, %arg32 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%958 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %960 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%958 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%958, %210 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %962 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%961 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %962 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %964 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%959, %960 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %965 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%964, %963 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %966 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %967 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966, %965 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_440, %210 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %969 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%968 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %970 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_440 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %971 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%938, %967 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_441 = tensor.collapse_shape %971 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_442 = linalg.transpose ins(%arg30 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) permutation = [1, 0] 
    %972 = linalg.matmul ins(%collapsed_441, %transposed_442 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_443 = linalg.transpose ins(%collapsed_100 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %973 = linalg.matmul ins(%transposed_443, %collapsed_441 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%650 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %974 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_441 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_444 = tensor.collapse_shape %974 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_445 = tensor.expand_shape %972 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_446 = linalg.transpose ins(%expanded_445 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_447 = tensor.collapse_shape %transposed_446 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_448 = linalg.transpose ins(%collapsed_96 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %975 = linalg.batch_matmul ins(%transposed_448, %collapsed_447 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %transposed_449 = linalg.transpose ins(%collapsed_97 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %976 = linalg.batch_matmul ins(%collapsed_447, %transposed_449 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_450 = tensor.expand_shape %975 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_451 = tensor.expand_shape %976 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %977 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_451, %192 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %978 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%977 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %979 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %978 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %980 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%977, %979 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %981 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %980, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %982 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%981, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_452 = tensor.collapse_shape %982 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_453 = linalg.transpose ins(%collapsed_92 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %983 = linalg.batch_matmul ins(%transposed_453, %collapsed_452 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%662 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_454 = linalg.transpose ins(%collapsed_93 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %984 = linalg.batch_matmul ins(%collapsed_452, %transposed_454 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_455 = tensor.expand_shape %983 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_456 = tensor.expand_shape %984 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_457 = linalg.transpose ins(%expanded_456 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_458 = tensor.collapse_shape %transposed_457 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_459 = linalg.transpose ins(%expanded_450 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_460 = tensor.collapse_shape %transposed_459 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_461 = linalg.transpose ins(%expanded_455 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_462 = tensor.collapse_shape %transposed_461 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat_463 = tensor.concat dim(2) %collapsed_458, %collapsed_462, %collapsed_460 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_464 = tensor.collapse_shape %concat_463 [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %transposed_465 = linalg.transpose ins(%arg28 : tensor<32x96xf32>) outs(%665 : tensor<96x32xf32>) permutation = [1, 0] 
    %985 = linalg.matmul ins(%collapsed_464, %transposed_465 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_466 = linalg.transpose ins(%collapsed_81 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %986 = linalg.matmul ins(%transposed_466, %collapsed_464 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%668 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %987 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_464 : tensor<128x96xf32>) outs(%671 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x96xf32>
    %collapsed_467 = tensor.collapse_shape %987 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_468 = tensor.expand_shape %985 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %988 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_468, %arg26 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %989 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %990 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%988 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %991 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988, %179 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %992 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%991 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %993 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %992 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %994 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989, %990 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %995 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994, %993 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %996 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %997 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%996, %995 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %998 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_468, %179 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %999 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%998 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_468 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%971, %997 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_469 = tensor.collapse_shape %1001 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_470 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %1002 = linalg.matmul ins(%collapsed_469, %transposed_470 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_471 = linalg.transpose ins(%collapsed_79 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %1003 = linalg.matmul ins(%transposed_471, %collapsed_469 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %1004 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_469 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_472 = tensor.collapse_shape %1004 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_473 = tensor.expand_shape %1002 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %1005 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_473, %155 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1006 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_473, %161 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1007 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %160 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1008 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %1007 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %1009 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1005, %1008 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1010 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1009 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %1011 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1010 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %1012 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1013 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1012 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1014 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011, %1013 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1015 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1010, %1014 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1016 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1006 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1017 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1015, %1016 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_474 = tensor.collapse_shape %1017 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_475 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %1018 = linalg.matmul ins(%collapsed_474, %transposed_475 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_476 = linalg.transpose ins(%collapsed_77 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %1019 = linalg.matmul ins(%transposed_476, %collapsed_474 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%629 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %1020 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_474 : tensor<128x128xf32>) outs(%632 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x128xf32>
    %collapsed_477 = tensor.collapse_shape %1020 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_478 = tensor.expand_shape %1018 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %1021 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_478, %arg20 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1023 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1021 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021, %150 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1024 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %1025 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022, %1023 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1028 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027, %1026 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1029 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1030 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1029, %1028 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1031 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_478, %150 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1031 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1033 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_478 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1034 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001, %1030 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_479 = tensor.collapse_shape %1034 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_480 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) permutation = [1, 0] 
    %1035 = linalg.matmul ins(%collapsed_479, %transposed_480 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_481 = linalg.transpose ins(%collapsed_75 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %1036 = linalg.matmul ins(%transposed_481, %collapsed_479 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%650 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1037 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_479 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_482 = tensor.collapse_shape %1037 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_483 = tensor.expand_shape %1035 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_484 = linalg.transpose ins(%expanded_483 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_485 = tensor.collapse_shape %transposed_484 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_486 = linalg.transpose ins(%collapsed_71 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %1038 = linalg.batch_matmul ins(%transposed_486, %collapsed_485 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %transposed_487 = linalg.transpose ins(%collapsed_72 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %1039 = linalg.batch_matmul ins(%collapsed_485, %transposed_487 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_488 = tensor.expand_shape %1038 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_489 = tensor.expand_shape %1039 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %1040 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_489, %132 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %1041 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1040 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %1042 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %1041 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %1043 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1040, %1042 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %1044 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %1043, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %1045 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_490 = tensor.collapse_shape %1045 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_491 = linalg.transpose ins(%collapsed_67 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %1046 = linalg.batch_matmul ins(%transposed_491, %collapsed_490 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%662 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_492 = linalg.transpose ins(%collapsed_68 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %1047 = linalg.batch_matmul ins(%collapsed_490, %transposed_492 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_493 = tensor.expand_shape %1046 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_494 = tensor.expand_shape %1047 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_495 = linalg.transpose ins(%expanded_494 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_496 = tensor.collapse_shape %transposed_495 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_497 = linalg.transpose ins(%expanded_488 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_498 = tensor.collapse_shape %transposed_497 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_499 = linalg.transpose ins(%expanded_493 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_500 = tensor.collapse_shape %transposed_499 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat_501 = tensor.concat dim(2) %collapsed_496, %collapsed_500, %collapsed_498 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_502 = tensor.collapse_shape %concat_501 [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %transposed_503 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%665 : tensor<96x32xf32>) permutation = [1, 0] 
    %1048 = linalg.matmul ins(%collapsed_502, %transposed_503 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_504 = linalg.transpose ins(%collapsed_56 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %1049 = linalg.matmul ins(%transposed_504, %collapsed_502 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%668 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %1050 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_502 : tensor<128x96xf32>) outs(%671 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x96xf32>
    %collapsed_505 = tensor.collapse_shape %1050 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_506 = tensor.expand_shape %1048 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %1051 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_506, %arg14 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1052 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1051 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1053 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1051 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1054 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1051, %119 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1055 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1054 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1056 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %1055 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1057 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1052, %1053 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1058 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1057, %1056 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1059 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1060 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1059, %1058 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1061 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_506, %119 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1062 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1061 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1063 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_506 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1064 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1034, %1060 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_507 = tensor.collapse_shape %1064 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_508 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %1065 = linalg.matmul ins(%collapsed_507, %transposed_508 : tensor<128x32xf32>, tensor<32x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %transposed_509 = linalg.transpose ins(%collapsed_54 : tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) permutation = [1, 0] 
    %1066 = linalg.matmul ins(%transposed_509, %collapsed_507 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %1067 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_507 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_510 = tensor.collapse_shape %1067 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_511 = tensor.expand_shape %1065 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %1068 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_511, %95 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1069 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_511, %101 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1070 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %100 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1071 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %1070 : tensor<i64>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %1072 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1068, %1071 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1073 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1072 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_5 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %1074 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_4 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<2x64x128xf32>
    %1075 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1076 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1077 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1074, %1076 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1078 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073, %1077 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1079 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1069 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %1080 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1078, %1079 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_512 = tensor.collapse_shape %1080 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_513 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%69 : tensor<128x32xf32>) permutation = [1, 0] 
    %1081 = linalg.matmul ins(%collapsed_512, %transposed_513 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_514 = linalg.transpose ins(%collapsed_52 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %1082 = linalg.matmul ins(%transposed_514, %collapsed_512 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%629 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %1083 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_512 : tensor<128x128xf32>) outs(%632 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x128xf32>
    %collapsed_515 = tensor.collapse_shape %1083 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_516 = tensor.expand_shape %1081 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %1084 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_516, %arg8 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1085 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1084 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1086 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1084 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1084, %87 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1088 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1087 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1089 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %1088 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1090 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085, %1086 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1091 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1090, %1089 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1092 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1093 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1092, %1091 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1094 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_516, %87 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1095 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1094 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1096 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_516 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1097 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1064, %1093 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_517 = tensor.collapse_shape %1097 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %transposed_518 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) permutation = [1, 0] 
    %1098 = linalg.matmul ins(%collapsed_517, %transposed_518 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_519 = linalg.transpose ins(%collapsed_50 : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %1099 = linalg.matmul ins(%transposed_519, %collapsed_517 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%650 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1100 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_517 : tensor<128x32xf32>) outs(%613 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x32xf32>
    %collapsed_520 = tensor.collapse_shape %1100 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_521 = tensor.expand_shape %1098 [[0, 1], [2, 3]] output_shape [2, 64, 4, 8] : tensor<128x32xf32> into tensor<2x64x4x8xf32>
    %transposed_522 = linalg.transpose ins(%expanded_521 : tensor<2x64x4x8xf32>) outs(%43 : tensor<2x4x64x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_523 = tensor.collapse_shape %transposed_522 [[0, 1], [2], [3]] : tensor<2x4x64x8xf32> into tensor<8x64x8xf32>
    %transposed_524 = linalg.transpose ins(%collapsed_46 : tensor<8x64x64xf32>) outs(%45 : tensor<8x64x64xf32>) permutation = [0, 2, 1] 
    %1101 = linalg.batch_matmul ins(%transposed_524, %collapsed_523 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %transposed_525 = linalg.transpose ins(%collapsed_47 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %1102 = linalg.batch_matmul ins(%collapsed_523, %transposed_525 : tensor<8x64x8xf32>, tensor<8x8x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_526 = tensor.expand_shape %1101 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %expanded_527 = tensor.expand_shape %1102 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %1103 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_527, %64 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %1104 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1103 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x1xf32>
    %1105 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %1104 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %1106 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1103, %1105 : tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %1107 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %1106, %cst_2 : tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %1108 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1107, %cst_14 : tensor<2x4x64x64xf32>, tensor<f32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_528 = tensor.collapse_shape %1108 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %transposed_529 = linalg.transpose ins(%collapsed_40 : tensor<8x64x8xf32>) outs(%654 : tensor<8x8x64xf32>) permutation = [0, 2, 1] 
    %1109 = linalg.batch_matmul ins(%transposed_529, %collapsed_528 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%662 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %transposed_530 = linalg.transpose ins(%collapsed_41 : tensor<8x8x64xf32>) outs(%65 : tensor<8x64x8xf32>) permutation = [0, 2, 1] 
    %1110 = linalg.batch_matmul ins(%collapsed_528, %transposed_530 : tensor<8x64x64xf32>, tensor<8x64x8xf32>) outs(%66 : tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %expanded_531 = tensor.expand_shape %1109 [[0, 1], [2], [3]] output_shape [2, 4, 8, 64] : tensor<8x8x64xf32> into tensor<2x4x8x64xf32>
    %expanded_532 = tensor.expand_shape %1110 [[0, 1], [2], [3]] output_shape [2, 4, 64, 8] : tensor<8x64x8xf32> into tensor<2x4x64x8xf32>
    %transposed_533 = linalg.transpose ins(%expanded_532 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_534 = tensor.collapse_shape %transposed_533 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_535 = linalg.transpose ins(%expanded_526 : tensor<2x4x64x8xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_536 = tensor.collapse_shape %transposed_535 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %transposed_537 = linalg.transpose ins(%expanded_531 : tensor<2x4x8x64xf32>) outs(%68 : tensor<2x64x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_538 = tensor.collapse_shape %transposed_537 [[0], [1], [2, 3]] : tensor<2x64x4x8xf32> into tensor<2x64x32xf32>
    %concat_539 = tensor.concat dim(2) %collapsed_534, %collapsed_538, %collapsed_536 : (tensor<2x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x96xf32>
    %collapsed_540 = tensor.collapse_shape %concat_539 [[0, 1], [2]] : tensor<2x64x96xf32> into tensor<128x96xf32>
    %transposed_541 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%665 : tensor<96x32xf32>) permutation = [1, 0] 
    %1111 = linalg.matmul ins(%collapsed_540, %transposed_541 : tensor<128x96xf32>, tensor<96x32xf32>) outs(%70 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %transposed_542 = linalg.transpose ins(%collapsed : tensor<128x32xf32>) outs(%609 : tensor<32x128xf32>) permutation = [1, 0] 
    %1112 = linalg.matmul ins(%transposed_542, %collapsed_540 : tensor<32x128xf32>, tensor<128x96xf32>) outs(%668 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %1113 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_540 : tensor<128x96xf32>) outs(%671 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x96xf32>
    %collapsed_543 = tensor.collapse_shape %1113 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_544 = tensor.expand_shape %1111 [[0, 1], [2]] output_shape [2, 64, 32] : tensor<128x32xf32> into tensor<2x64x32xf32>
    %1114 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_544, %arg2 : tensor<2x64x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1114 : tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1116 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1114 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1114, %36 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1118 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1117 : tensor<2x64x32xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1119 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %1118 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1120 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1115, %1116 : tensor<2x64x32xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1120, %1119 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.divf %in, %cst_17 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x1xf32>
    %1123 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1122, %1121 : tensor<2x64x1xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_544, %36 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1125 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1124 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1126 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_544 : tensor<2x64x32xf32>) outs(%606 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1097, %1123 : tensor<2x64x32xf32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %1128 = linalg.fill ins(%cst_21 : f32) outs(%4 : tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %1129 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1127 : tensor<2x64x32xf32>) outs(%1128 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %out : f32
      linalg.yield %2544 : f32
    } -> tensor<1x64x32xf32>
    %1130 = tensor.empty() : tensor<1x64xi1>
    %1131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x64xi64>) outs(%1130 : tensor<1x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2544 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %2544 : i1
    } -> tensor<1x64xi1>
    %expanded_545 = tensor.expand_shape %1131 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xi1> into tensor<1x64x1xi1>
    %1132 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_545, %cst_2, %1129 : tensor<1x64x1xi1>, tensor<f32>, tensor<1x64x32xf32>) outs(%4 : tensor<1x64x32xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<1x64x32xf32>
    %collapsed_546 = tensor.collapse_shape %1132 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %expanded_547 = tensor.expand_shape %collapsed_546 [[0], [1, 2]] output_shape [64, 1, 32] : tensor<64x32xf32> into tensor<64x1x32xf32>
    %1133 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_547, %expanded_28 : tensor<64x1x32xf32>, tensor<64x1xi64>) outs(%cst_22 : tensor<128x32xf32>) {
    ^bb0(%arg303: f32, %arg304: f32):
      %2544 = arith.addf %arg304, %arg303 : f32
      tm_tensor.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1134 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg301 : tensor<2x64xi64>) outs(%12 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2544 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %2544 : i1
    } -> tensor<2x64xi1>
    %expanded_548 = tensor.expand_shape %1134 [[0], [1, 2]] output_shape [2, 64, 1] : tensor<2x64xi1> into tensor<2x64x1xi1>
    %1135 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_548, %cst_2, %1127 : tensor<2x64x1xi1>, tensor<f32>, tensor<2x64x32xf32>) outs(%0 : tensor<2x64x32xf32>) {
    ^bb0(%in: i1, %in_553: f32, %in_554: f32, %out: f32):
      %2544 = arith.select %in, %in_553, %in_554 : f32
      linalg.yield %2544 : f32
    } -> tensor<2x64x32xf32>
    %collapsed_549 = tensor.collapse_shape %arg301 [[0, 1]] : tensor<2x64xi64> into tensor<128xi64>
    %expanded_550 = tensor.expand_shape %collapsed_549 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %collapsed_551 = tensor.collapse_shape %1135 [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %expanded_552 = tensor.expand_shape %collapsed_551 [[0], [1, 2]] output_shape [128, 1, 32] : tensor<128x32xf32> into tensor<128x1x32xf32>
    %1136 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_552, %expanded_550 : tensor<128x1x32xf32>, tensor<128x1xi64>) outs(%cst_23 : tensor<64x32xf32>) {
    ^bb0(%arg303: f32, %arg304: f32):
      %2544 = arith.addf %arg304, %arg303 : f32
      tm_tensor.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1137 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%592, %1136 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1138 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg300 : tensor<f32>) outs(%567 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.addf %in, %cst_19 : f32
      linalg.yield %2544 : f32
    } -> tensor<f32>
    %1139 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1138 : tensor<f32>) outs(%567 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = math.powf %2544, %in : f32
      linalg.yield %2545 : f32
    } -> tensor<f32>
    %1140 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_26, %1139 : tensor<i64>, tensor<f32>) outs(%567 : tensor<f32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<f32>
    %1141 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1138 : tensor<f32>) outs(%567 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = math.powf %2544, %in : f32
      linalg.yield %2545 : f32
    } -> tensor<f32>
    %1142 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_26, %1141 : tensor<i64>, tensor<f32>) outs(%567 : tensor<f32>) {
    ^bb0(%in: i64, %in_553: f32, %out: f32):
      %2544 = arith.sitofp %in : i64 to f32
      %2545 = arith.subf %2544, %in_553 : f32
      linalg.yield %2545 : f32
    } -> tensor<f32>
    %1143 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg100 : tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<64x32xf32>
    %1144 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1137 : tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<64x32xf32>
    %1145 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1143, %1144 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1146 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg200 : tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<64x32xf32>
    %1147 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1137 : tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<64x32xf32>
    %1148 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1147, %1137 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1149 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1146, %1148 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1150 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1145, %1140 : tensor<64x32xf32>, tensor<f32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1151 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1150 : tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<64x32xf32>
    %1152 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1149, %1142 : tensor<64x32xf32>, tensor<f32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1153 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1152 : tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1154 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1153 : tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<64x32xf32>
    %1155 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1151, %1154 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1156 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg0, %1155 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%590 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<64x32xf32>
    %1157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg101 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1158 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1133 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1159 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1157, %1158 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1160 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg201 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1161 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1133 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1162 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1161, %1133 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1163 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1160, %1162 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1164 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1159, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1165 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1164 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1166 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1163, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1167 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1166 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1168 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1167 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1169 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1165, %1168 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1170 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1169 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg102 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1125 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1173 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1171, %1172 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg202 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1125 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1175, %1125 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1177 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1174, %1176 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1178 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1173, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1178 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1180 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1177, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1180 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1181 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1183 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1179, %1182 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1184 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %1183 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg103 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1126 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1187 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1185, %1186 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg203 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1126 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1189, %1126 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1191 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1188, %1190 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1192 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1187, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1193 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1192 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1194 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1191, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1195 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1194 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1196 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1195 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1197 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1193, %1196 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1198 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %1197 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1199 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg104 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1200 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1112 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1201 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1199, %1200 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1202 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg204 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1203 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1112 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1204 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1203, %1112 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1205 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1202, %1204 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1206 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1201, %1140 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1207 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1206 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1208 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1205, %1142 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1209 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1208 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1210 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1209 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1211 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1207, %1210 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1212 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4, %1211 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1213 = tensor.empty() : tensor<96xf32>
    %1214 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg105 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1215 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_543 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1216 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1214, %1215 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1217 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg205 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1218 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_543 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1219 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1218, %collapsed_543 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1220 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1217, %1219 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1221 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1216, %1140 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1221 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1223 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1220, %1142 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1224 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1223 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1224 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1226 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1222, %1225 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %1226 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1228 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg106 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1229 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1099 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1230 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1228, %1229 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1231 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg206 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1232 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1099 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1233 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1232, %1099 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1234 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1231, %1233 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1235 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1230, %1140 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1236 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1235 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1237 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1234, %1142 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1238 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1237 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1239 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1238 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1240 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1236, %1239 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1241 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6, %1240 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1242 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg107 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_520 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1244 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1242, %1243 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg207 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_520 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1247 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1246, %collapsed_520 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1248 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1245, %1247 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1249 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1244, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1249 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1251 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1248, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1252 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1251 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1253 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1252 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1250, %1253 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %1254 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1256 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg108 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1257 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1095 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1258 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1256, %1257 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1259 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg208 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1260 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1095 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1261 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1260, %1095 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1262 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1259, %1261 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1263 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1258, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1263 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1265 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1262, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1266 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1265 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1267 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1266 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1268 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1264, %1267 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1269 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %1268 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1270 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg109 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1096 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1272 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1270, %1271 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg209 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1096 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1274, %1096 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1273, %1275 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1277 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1272, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1277 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1279 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1276, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1279 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1280 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1278, %1281 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %1282 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1284 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg110 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1285 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1082 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1286 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1284, %1285 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1287 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg210 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1288 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1082 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1289 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1288, %1082 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1290 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1287, %1289 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1291 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1286, %1140 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1292 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1291 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1293 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1290, %1142 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1294 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1293 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1295 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1294 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1296 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1292, %1295 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1297 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10, %1296 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg111 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_515 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1298, %1299 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1301 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg211 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1302 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_515 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1303 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1302, %collapsed_515 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1304 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1301, %1303 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1305 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1300, %1140 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1305 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1307 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1304, %1142 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1307 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1308 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1306, %1309 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %1310 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1312 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1313 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1066 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1314 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1312, %1313 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1315 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg212 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1316 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1066 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1317 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1316, %1066 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1318 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1315, %1317 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1319 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1314, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1320 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1319 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1321 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1318, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1322 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1321 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1323 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1322 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1324 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1320, %1323 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1325 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg12, %1324 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg113 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1327 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_510 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1328 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1326, %1327 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg213 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_510 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1331 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1330, %collapsed_510 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1332 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1329, %1331 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1333 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1328, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1333 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1335 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1332, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1335 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1336 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1338 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1334, %1337 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %1338 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1340 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg114 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1062 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1342 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1340, %1341 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1343 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg214 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1344 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1062 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1345 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1344, %1062 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1346 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1343, %1345 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1347 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1342, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1348 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1347 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1349 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1346, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1350 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1349 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1351 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1350 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1352 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1348, %1351 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1353 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %1352 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1354 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg115 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1063 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1356 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1354, %1355 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1357 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg215 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1358 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1063 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1359 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1358, %1063 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1360 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1357, %1359 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1361 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1356, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1361 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1363 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1360, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1364 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1363 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1364 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1366 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1362, %1365 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %1366 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1368 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1369 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1049 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1370 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1368, %1369 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1371 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg216 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1372 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1049 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1373 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1372, %1049 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1374 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1371, %1373 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1375 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1370, %1140 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1376 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1375 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1377 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1374, %1142 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1378 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1377 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1379 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1378 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1380 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1376, %1379 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1381 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16, %1380 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg117 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_505 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1384 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1382, %1383 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1385 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg217 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1386 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_505 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1387 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1386, %collapsed_505 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1388 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1385, %1387 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1389 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1384, %1140 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1389 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1391 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1388, %1142 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1391 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1392 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1394 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1390, %1393 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %1394 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1396 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg118 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1397 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1036 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1398 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1396, %1397 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1399 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg218 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1400 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1036 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1401 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1400, %1036 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1402 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1399, %1401 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1403 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1398, %1140 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1404 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1403 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1405 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1402, %1142 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1406 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1405 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1407 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1406 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1408 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1404, %1407 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1409 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg18, %1408 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1410 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg119 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_482 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1412 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1410, %1411 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg219 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_482 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1415 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1414, %collapsed_482 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1413, %1415 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1417 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1412, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1418 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1417 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1419 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1416, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1420 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1419 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1420 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1422 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1418, %1421 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %1422 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1424 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg120 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1425 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1032 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1426 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1424, %1425 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg220 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1032 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1429 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1428, %1032 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1430 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1427, %1429 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1431 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1426, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1432 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1431 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1433 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1430, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1434 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1433 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1435 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1434 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1436 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1432, %1435 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1437 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg20, %1436 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg121 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1033 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1440 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1438, %1439 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1441 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg221 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1033 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1443 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1442, %1033 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1441, %1443 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1445 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1440, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1446 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1445 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1447 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1444, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1448 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1447 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1448 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1450 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1446, %1449 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1451 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %1450 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1452 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1453 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1019 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1454 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1452, %1453 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1455 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg222 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1456 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1019 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1457 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1456, %1019 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1458 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1455, %1457 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1459 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1454, %1140 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1460 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1459 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1461 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1458, %1142 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1462 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1461 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1463 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1462 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1464 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1460, %1463 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1465 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22, %1464 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1466 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg123 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1467 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_477 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1466, %1467 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg223 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1470 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_477 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1471 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1470, %collapsed_477 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1472 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1469, %1471 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1473 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1468, %1140 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1474 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1473 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1475 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1472, %1142 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1476 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1475 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1476 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1474, %1477 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg23, %1478 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1480 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1481 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1003 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1482 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1480, %1481 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1483 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg224 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1484 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1003 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1485 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1484, %1003 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1486 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1483, %1485 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1487 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1482, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1488 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1487 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1489 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1486, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1490 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1489 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1491 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1490 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1492 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1488, %1491 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1493 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg24, %1492 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1494 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg125 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1495 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_472 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1496 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1494, %1495 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1497 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg225 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1498 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_472 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1499 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1498, %collapsed_472 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1500 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1497, %1499 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1501 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1496, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1502 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1501 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1503 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1500, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1504 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1503 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1505 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1504 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1506 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1502, %1505 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1507 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg25, %1506 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1508 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg126 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1509 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%999 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1510 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1508, %1509 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1511 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg226 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%999 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1513 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1512, %999 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1514 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1511, %1513 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1515 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1510, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1516 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1515 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1517 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1514, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1517 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1518 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1520 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1516, %1519 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg26, %1520 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1522 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg127 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1523 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1000 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1524 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1522, %1523 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1525 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg227 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1526 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1000 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1527 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1526, %1000 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1528 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1525, %1527 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1529 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1524, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1530 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1529 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1531 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1528, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1532 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1531 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1533 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1532 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1530, %1533 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1535 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg27, %1534 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1536 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg128 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1537 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%986 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1538 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1536, %1537 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1539 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg228 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1540 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%986 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1541 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1540, %986 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1542 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1539, %1541 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1543 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1538, %1140 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1544 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1543 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1545 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1542, %1142 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1546 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1545 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1547 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1546 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1548 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1544, %1547 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1549 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28, %1548 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1550 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg129 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1551 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_467 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1552 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1550, %1551 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1553 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg229 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1554 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_467 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1555 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1554, %collapsed_467 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1556 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1553, %1555 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1557 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1552, %1140 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1558 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1557 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1559 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1556, %1142 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1560 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1559 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1560 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1562 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1558, %1561 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1563 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %1562 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1564 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg130 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1565 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%973 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1566 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1564, %1565 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1567 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg230 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1568 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%973 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1569 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1568, %973 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1570 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1567, %1569 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1571 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1566, %1140 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1572 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1571 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1573 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1570, %1142 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1574 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1573 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1575 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1574 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1576 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1572, %1575 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1577 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg30, %1576 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1578 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg131 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_444 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1580 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1578, %1579 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg231 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1582 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_444 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1583 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1582, %collapsed_444 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1584 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1581, %1583 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1585 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1580, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1586 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1585 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1587 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1584, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1588 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1587 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1589 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1588 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1586, %1589 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1591 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg31, %1590 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1592 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg132 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1593 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%969 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1594 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1592, %1593 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1595 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg232 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1596 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%969 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1597 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1596, %969 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1598 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1595, %1597 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1599 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1594, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1600 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1599 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1601 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1598, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1602 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1601 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1603 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1602 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1604 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1600, %1603 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1605 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg32, %1604 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1606 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg133 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1607 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%970 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1608 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1606, %1607 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1609 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg233 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%970 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1611 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1610, %970 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1612 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1609, %1611 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1613 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1608, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1614 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1613 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1615 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1612, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1616 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1615 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1616 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1618 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1614, %1617 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1619 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg33, %1618 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1620 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg134 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1621 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%956 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1622 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1620, %1621 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1623 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg234 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1624 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%956 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1625 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1624, %956 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1626 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1623, %1625 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1627 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1622, %1140 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1628 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1627 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1629 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1626, %1142 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1630 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1629 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1631 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1630 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1632 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1628, %1631 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1633 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg34, %1632 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1634 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg135 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1635 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_439 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1636 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1634, %1635 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1637 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg235 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1638 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_439 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1639 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1638, %collapsed_439 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1640 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1637, %1639 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1641 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1636, %1140 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1642 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1641 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1643 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1640, %1142 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1644 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1643 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1644 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1646 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1642, %1645 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1647 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg35, %1646 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1648 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg136 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1649 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%940 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1650 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1648, %1649 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1651 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg236 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1652 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%940 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1653 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1652, %940 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1654 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1651, %1653 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1655 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1650, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1656 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1655 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1657 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1654, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1658 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1657 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1659 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1658 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1660 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1656, %1659 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1661 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg36, %1660 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1662 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg137 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1663 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_434 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1662, %1663 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg237 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1666 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_434 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1666, %collapsed_434 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1665, %1667 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1669 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1664, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1670 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1669 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1671 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1668, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1671 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1673 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1672 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1674 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1670, %1673 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1675 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg37, %1674 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1676 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg138 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1677 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%936 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1678 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1676, %1677 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1679 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg238 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1680 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%936 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1681 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1680, %936 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1682 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1679, %1681 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1683 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1678, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1684 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1683 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1685 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1682, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1686 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1685 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1687 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1686 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1688 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1684, %1687 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1689 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg38, %1688 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1690 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg139 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1691 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%937 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1690, %1691 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1693 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg239 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1694 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%937 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1695 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1694, %937 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1696 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1693, %1695 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1697 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1692, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1698 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1697 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1699 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1696, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1699 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1701 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1700 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1702 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1698, %1701 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1703 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg39, %1702 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1704 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1705 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%923 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1706 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1704, %1705 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1707 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg240 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1708 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%923 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1709 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1708, %923 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1710 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1707, %1709 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1711 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1706, %1140 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1712 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1711 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1713 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1710, %1142 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1714 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1713 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1715 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1714 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1716 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1712, %1715 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1717 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg40, %1716 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg141 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1719 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_429 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1720 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1718, %1719 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1721 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg241 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1722 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_429 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1723 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1722, %collapsed_429 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1724 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1721, %1723 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1725 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1720, %1140 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1725 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1727 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1724, %1142 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1728 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1727 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1729 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1728 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1730 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1726, %1729 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1731 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg41, %1730 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1732 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1733 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%910 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1734 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1732, %1733 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1735 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg242 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1736 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%910 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1737 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1736, %910 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1738 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1735, %1737 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1739 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1734, %1140 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1740 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1739 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1741 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1738, %1142 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1742 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1741 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1743 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1742 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1744 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1740, %1743 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1745 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg42, %1744 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1746 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg143 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1747 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_406 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1748 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1746, %1747 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1749 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg243 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1750 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_406 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1750, %collapsed_406 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1752 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1749, %1751 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1753 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1748, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1754 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1753 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1755 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1752, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1755 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1756 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1754, %1757 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1759 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg43, %1758 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg144 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1761 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%906 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1762 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1760, %1761 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1763 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg244 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1764 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%906 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1764, %906 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1766 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1763, %1765 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1767 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1762, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1768 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1767 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1769 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1766, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1770 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1769 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1771 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1770 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1772 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1768, %1771 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1773 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg44, %1772 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1774 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg145 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1775 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%907 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1776 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1774, %1775 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1777 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg245 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%907 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1779 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1778, %907 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1777, %1779 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1781 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1776, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1782 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1781 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1783 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1780, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1783 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1784 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1782, %1785 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg45, %1786 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1788 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg146 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1789 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%893 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1790 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1788, %1789 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1791 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg246 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1792 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%893 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1793 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1792, %893 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1794 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1791, %1793 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1795 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1790, %1140 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1796 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1795 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1797 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1794, %1142 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1798 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1797 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1799 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1798 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1800 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1796, %1799 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1801 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg46, %1800 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1802 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg147 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1803 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_401 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1804 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1802, %1803 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1805 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg247 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1806 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_401 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1807 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1806, %collapsed_401 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1808 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1805, %1807 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1809 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1804, %1140 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1810 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1809 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1811 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1808, %1142 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1812 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1811 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1813 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1812 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1814 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1810, %1813 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1815 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg47, %1814 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1816 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg148 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1817 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%877 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1818 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1816, %1817 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1819 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg248 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1820 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%877 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1821 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1820, %877 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1822 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1819, %1821 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1823 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1818, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1824 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1823 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1825 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1822, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1826 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1825 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1827 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1826 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1828 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1824, %1827 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1829 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg48, %1828 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1830 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg149 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1831 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_396 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1832 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1830, %1831 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1833 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg249 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1834 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_396 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1835 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1834, %collapsed_396 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1836 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1833, %1835 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1837 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1832, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1838 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1837 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1839 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1836, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1840 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1839 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1841 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1840 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1842 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1838, %1841 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1843 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg49, %1842 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1844 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg150 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1845 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%873 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1846 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1844, %1845 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1847 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg250 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1848 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%873 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1849 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1848, %873 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1850 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1847, %1849 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1851 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1846, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1852 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1851 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1853 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1850, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1854 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1853 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1855 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1854 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1856 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1852, %1855 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1857 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg50, %1856 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1858 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg151 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1859 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%874 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1860 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1858, %1859 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1861 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg251 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1862 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%874 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1863 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1862, %874 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1864 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1861, %1863 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1865 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1860, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1866 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1865 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1867 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1864, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1868 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1867 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1869 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1868 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1870 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1866, %1869 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1871 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg51, %1870 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1872 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1873 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%860 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1874 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1872, %1873 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1875 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg252 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1876 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%860 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1877 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1876, %860 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1878 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1875, %1877 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1879 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1874, %1140 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1880 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1879 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1881 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1878, %1142 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1882 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1881 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1883 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1882 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %1884 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1880, %1883 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1885 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg52, %1884 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %1886 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg153 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1887 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_391 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1888 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1886, %1887 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1889 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg253 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1890 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_391 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1891 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1890, %collapsed_391 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1892 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1889, %1891 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1893 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1888, %1140 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1894 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1893 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1895 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1892, %1142 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1896 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1895 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1897 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1896 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %1898 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1894, %1897 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1899 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg53, %1898 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %1900 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg154 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1901 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%847 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1902 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1900, %1901 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1903 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg254 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1904 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%847 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1905 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1904, %847 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1906 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1903, %1905 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1907 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1902, %1140 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1908 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1907 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1909 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1906, %1142 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1910 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1909 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1911 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1910 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %1912 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1908, %1911 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1913 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg54, %1912 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %1914 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg155 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1915 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_368 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1916 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1914, %1915 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1917 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg255 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1918 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_368 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1919 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1918, %collapsed_368 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1920 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1917, %1919 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1921 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1916, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1922 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1921 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1923 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1920, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1924 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1923 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1925 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1924 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1926 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1922, %1925 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1927 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg55, %1926 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1928 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg156 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1929 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%843 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1930 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1928, %1929 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1931 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg256 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1932 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%843 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1933 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1932, %843 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1934 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1931, %1933 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1935 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1930, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1936 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1935 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1937 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1934, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1938 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1937 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1939 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1938 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1940 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1936, %1939 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1941 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg56, %1940 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1942 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg157 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1943 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%844 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1944 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1942, %1943 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1945 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg257 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1946 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%844 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1947 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1946, %844 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1948 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1945, %1947 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1949 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1944, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1950 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1949 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1951 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1948, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1952 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1951 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1953 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1952 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1954 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1950, %1953 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1955 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg57, %1954 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %1956 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg158 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1957 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1958 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1956, %1957 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1959 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg258 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1960 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1961 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1960, %830 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1962 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1959, %1961 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1963 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1958, %1140 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1964 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1963 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1965 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1962, %1142 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1966 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1965 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1967 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1966 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %1968 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1964, %1967 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1969 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg58, %1968 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %1970 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg159 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1971 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_363 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1972 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1970, %1971 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1973 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg259 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1974 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_363 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1975 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1974, %collapsed_363 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1976 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1973, %1975 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1977 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1972, %1140 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1978 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1977 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1979 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%1976, %1142 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1980 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1979 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1981 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1980 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %1982 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1978, %1981 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1983 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1982 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %1984 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg160 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1985 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%814 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1986 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1984, %1985 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1987 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg260 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1988 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%814 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1989 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1988, %814 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1990 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1987, %1989 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1991 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1986, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1992 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1991 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1993 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%1990, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1994 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1993 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1995 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1994 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %1996 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1992, %1995 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1997 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg60, %1996 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %1998 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg161 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %1999 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_358 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2000 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1998, %1999 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2001 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg261 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2002 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_358 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2003 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2002, %collapsed_358 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2004 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2001, %2003 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2005 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2000, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2006 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2005 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2007 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2004, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2008 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2007 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2009 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2008 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2010 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2006, %2009 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2011 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg61, %2010 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2012 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg162 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2013 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%810 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2014 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2012, %2013 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2015 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg262 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2016 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%810 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2017 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2016, %810 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2018 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2015, %2017 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2019 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2014, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2020 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2019 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2021 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2018, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2022 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2021 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2023 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2022 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2024 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2020, %2023 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2025 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg62, %2024 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2026 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg163 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2027 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%811 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2028 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2026, %2027 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2029 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg263 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2030 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%811 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2031 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2030, %811 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2032 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2029, %2031 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2033 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2028, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2034 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2033 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2035 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2032, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2036 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2035 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2037 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2036 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2038 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2034, %2037 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2039 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg63, %2038 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2040 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg164 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2041 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%797 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2042 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2040, %2041 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2043 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg264 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2044 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%797 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2045 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2044, %797 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2046 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2043, %2045 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2047 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2042, %1140 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2048 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2047 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2049 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2046, %1142 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2050 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2049 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2051 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2050 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2052 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2048, %2051 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2053 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg64, %2052 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2054 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg165 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2055 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_353 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2056 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2054, %2055 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2057 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg265 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2058 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_353 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2059 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2058, %collapsed_353 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2060 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2057, %2059 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2061 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2056, %1140 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2062 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2061 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2063 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2060, %1142 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2064 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2063 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2065 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2064 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2066 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2062, %2065 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2067 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg65, %2066 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2068 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg166 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2069 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%784 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2070 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2068, %2069 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2071 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg266 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2072 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%784 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2073 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2072, %784 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2074 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2071, %2073 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2075 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2070, %1140 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2076 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2075 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2077 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2074, %1142 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2078 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2077 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2079 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2078 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2080 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2076, %2079 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2081 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg66, %2080 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2082 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg167 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2083 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_330 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2084 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2082, %2083 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2085 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg267 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2086 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_330 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2087 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2086, %collapsed_330 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2088 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2085, %2087 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2089 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2084, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2090 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2089 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2091 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2088, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2092 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2091 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2093 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2092 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2094 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2090, %2093 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2095 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg67, %2094 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2096 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg168 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2097 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%780 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2098 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2096, %2097 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2099 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg268 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%780 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2100, %780 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2099, %2101 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2103 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2098, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2103 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2105 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2102, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2105 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2106 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2104, %2107 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg68, %2108 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg169 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2111 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%781 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2110, %2111 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg269 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%781 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2115 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2114, %781 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2113, %2115 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2117 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2112, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2117 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2119 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2116, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2119 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2120 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2122 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2118, %2121 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2123 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg69, %2122 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2124 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg170 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2125 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%767 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2126 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2124, %2125 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg270 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2128 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%767 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2129 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2128, %767 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2130 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2127, %2129 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2131 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2126, %1140 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2132 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2131 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2133 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2130, %1142 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2134 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2133 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2135 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2134 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2136 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2132, %2135 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2137 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg70, %2136 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg171 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_325 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2138, %2139 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg271 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_325 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2142, %collapsed_325 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2144 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2141, %2143 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2145 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2140, %1140 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2145 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2147 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2144, %1142 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2147 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2148 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2150 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2146, %2149 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2151 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg71, %2150 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2152 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg172 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2153 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%751 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2154 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2152, %2153 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2155 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg272 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2156 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%751 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2157 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2156, %751 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2158 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2155, %2157 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2159 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2154, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2160 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2159 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2161 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2158, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2162 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2161 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2163 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2162 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2164 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2160, %2163 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2165 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg72, %2164 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg173 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_320 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2168 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2166, %2167 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg273 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_320 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2170, %collapsed_320 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2172 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2169, %2171 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2173 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2168, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2173 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2175 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2172, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2176 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2175 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2176 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2178 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2174, %2177 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg73, %2178 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg174 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%747 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2182 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2180, %2181 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg274 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%747 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2184, %747 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2186 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2183, %2185 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2187 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2182, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2187 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2189 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2186, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2189 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2190 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2192 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2188, %2191 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg74, %2192 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2194 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg175 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2195 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%748 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2196 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2194, %2195 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2197 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg275 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2198 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%748 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2199 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2198, %748 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2200 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2197, %2199 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2201 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2196, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2202 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2201 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2203 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2200, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2203 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2205 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2204 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2202, %2205 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2207 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg75, %2206 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2208 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg176 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2209 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%734 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2210 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2208, %2209 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2211 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg276 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2212 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%734 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2213 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2212, %734 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2214 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2211, %2213 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2215 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2210, %1140 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2216 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2215 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2217 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2214, %1142 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2218 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2217 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2219 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2218 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2220 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2216, %2219 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2221 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg76, %2220 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg177 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_315 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2224 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2222, %2223 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg277 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_315 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2226, %collapsed_315 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2228 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2225, %2227 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2229 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2224, %1140 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2229 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2231 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2228, %1142 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2231 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2233 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2232 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2234 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2230, %2233 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2235 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg77, %2234 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2236 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg178 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2237 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%721 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2238 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2236, %2237 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2239 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg278 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2240 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%721 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2241 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2240, %721 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2242 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2239, %2241 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2243 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2238, %1140 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2244 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2243 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2245 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2242, %1142 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2246 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2245 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2247 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2246 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2248 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2244, %2247 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2249 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg78, %2248 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg179 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_292 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2252 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2250, %2251 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2253 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg279 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2254 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_292 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2254, %collapsed_292 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2256 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2253, %2255 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2257 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2252, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2258 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2257 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2259 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2256, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2260 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2259 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2260 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2262 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2258, %2261 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2263 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg79, %2262 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg180 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%717 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2266 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2264, %2265 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2267 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg280 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2268 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%717 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2269 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2268, %717 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2270 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2267, %2269 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2271 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2266, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2271 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2273 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2270, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2273 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2275 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2274 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2272, %2275 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2277 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg80, %2276 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg181 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%718 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2278, %2279 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg281 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%718 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2282, %718 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2284 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2281, %2283 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2285 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2280, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2285 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2287 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2284, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2288 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2287 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2288 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2290 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2286, %2289 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2291 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg81, %2290 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2292 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg182 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2293 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%704 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2294 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2292, %2293 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2295 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg282 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2296 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%704 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2297 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2296, %704 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2298 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2295, %2297 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2299 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2294, %1140 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2300 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2299 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2301 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2298, %1142 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2302 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2301 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2303 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2302 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2304 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2300, %2303 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2305 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg82, %2304 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg183 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_287 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2308 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2306, %2307 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg283 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2310 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_287 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2310, %collapsed_287 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2312 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2309, %2311 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2313 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2308, %1140 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2313 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2315 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2312, %1142 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2315 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2317 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2316 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2318 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2314, %2317 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg83, %2318 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2320 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg184 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2321 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%688 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2322 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2320, %2321 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2323 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg284 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2324 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%688 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2325 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2324, %688 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2326 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2323, %2325 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2327 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2322, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2328 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2327 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2329 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2326, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2330 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2329 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2331 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2330 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2332 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2328, %2331 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2333 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg84, %2332 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg185 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2335 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_282 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2336 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2334, %2335 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg285 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2338 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_282 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2338, %collapsed_282 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2340 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2337, %2339 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2341 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2336, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2342 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2341 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2343 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2340, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2344 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2343 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2344 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2346 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2342, %2345 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg85, %2346 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2348 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg186 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2349 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%684 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2350 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2348, %2349 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2351 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg286 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2352 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%684 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2353 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2352, %684 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2354 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2351, %2353 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2355 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2350, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2356 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2355 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2357 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2354, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2358 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2357 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2359 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2358 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2360 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2356, %2359 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2361 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg86, %2360 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg187 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%685 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2362, %2363 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg287 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%685 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2366, %685 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2365, %2367 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2369 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2364, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2370 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2369 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2371 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2368, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2371 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2373 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2372 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2370, %2373 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2375 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg87, %2374 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2376 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg188 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2377 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%669 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2378 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2376, %2377 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2379 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg288 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2380 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%669 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2381 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2380, %669 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2382 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2379, %2381 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2383 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2378, %1140 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2384 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2383 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2385 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2382, %1142 : tensor<32x96xf32>, tensor<f32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2386 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2385 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2387 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2386 : tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x96xf32>
    %2388 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2384, %2387 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2389 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg88, %2388 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%667 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x96xf32>
    %2390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg189 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2391 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_277 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2392 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2390, %2391 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg289 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2394 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_277 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2394, %collapsed_277 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2396 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2393, %2395 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2397 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2392, %1140 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2397 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2399 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2396, %1142 : tensor<96xf32>, tensor<f32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2399 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2401 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2400 : tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<96xf32>
    %2402 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2398, %2401 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2403 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg89, %2402 : tensor<96xf32>, tensor<96xf32>) outs(%1213 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<96xf32>
    %2404 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg190 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2405 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%651 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2406 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2404, %2405 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2407 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg290 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2408 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%651 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2409 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2408, %651 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2410 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2407, %2409 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2411 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2406, %1140 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2412 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2411 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2413 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2410, %1142 : tensor<32x32xf32>, tensor<f32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2414 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2413 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2415 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2414 : tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x32xf32>
    %2416 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2412, %2415 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2417 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg90, %2416 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%648 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x32xf32>
    %2418 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg191 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_255 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2418, %2419 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg291 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_255 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2422, %collapsed_255 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2421, %2423 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2425 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2420, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2426 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2425 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2427 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2424, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2427 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2428 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2430 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2426, %2429 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2431 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg91, %2430 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2432 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg192 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2433 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%645 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2434 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2432, %2433 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2435 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg292 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2436 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%645 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2437 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2436, %645 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2438 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2435, %2437 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2439 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2434, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2440 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2439 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2441 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2438, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2441 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2442 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2440, %2443 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2445 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg92, %2444 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2446 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg193 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%646 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2448 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2446, %2447 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg293 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%646 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2451 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2450, %646 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2449, %2451 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2453 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2448, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2453 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2455 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2452, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2455 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2456 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2454, %2457 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg93, %2458 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2460 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg194 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2461 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%630 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2462 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2460, %2461 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2463 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg294 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2464 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%630 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2465 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2464, %630 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2466 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2463, %2465 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2467 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2462, %1140 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2468 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2467 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2469 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2466, %1142 : tensor<32x128xf32>, tensor<f32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2470 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2469 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2471 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2470 : tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32x128xf32>
    %2472 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2468, %2471 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2473 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg94, %2472 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%609 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32x128xf32>
    %2474 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg195 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_250 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2474, %2475 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg295 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_250 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2478, %collapsed_250 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2477, %2479 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2481 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2476, %1140 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2482 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2481 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2483 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2480, %1142 : tensor<128xf32>, tensor<f32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2484 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2483 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2485 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2484 : tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128xf32>
    %2486 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2482, %2485 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg95, %2486 : tensor<128xf32>, tensor<128xf32>) outs(%548 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128xf32>
    %2488 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg196 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2489 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2490 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2488, %2489 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2491 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg296 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2492 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2493 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2492, %611 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2494 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2491, %2493 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2495 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2490, %1140 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2496 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2495 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2497 = linalg.generic {indexing_maps = [#map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%2494, %1142 : tensor<128x32xf32>, tensor<f32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2498 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2497 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2499 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2498 : tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<128x32xf32>
    %2500 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%2496, %2499 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2501 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg96, %2500 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%69 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<128x32xf32>
    %2502 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg197 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2503 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_245 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2502, %2503 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2505 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg297 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2506 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_245 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2507 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2506, %collapsed_245 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2508 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2505, %2507 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2509 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2504, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2510 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2509 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2511 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2508, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2511 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2513 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2512 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2514 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2510, %2513 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2515 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg97, %2514 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2516 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg198 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2517 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%607 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2518 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2516, %2517 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg298 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2520 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%607 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2520, %607 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2522 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2519, %2521 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2523 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2518, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2524 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2523 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2525 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2522, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2526 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2525 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2527 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2526 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2528 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2524, %2527 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2529 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg98, %2528 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2530 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg199 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_6 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%608 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_8 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2532 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2530, %2531 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2533 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg299 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_7 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2534 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%608 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_9 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2535 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2534, %608 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.mulf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2536 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2533, %2535 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.addf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2537 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2532, %1140 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2538 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2537 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_10 : f64 to f32
      %2545 = arith.mulf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2539 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel"]} ins(%2536, %1142 : tensor<32xf32>, tensor<f32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2540 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2539 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = math.sqrt %in : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2541 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2540 : tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2544 = arith.truncf %cst_11 : f64 to f32
      %2545 = arith.addf %in, %2544 : f32
      linalg.yield %2545 : f32
    } -> tensor<32xf32>
    %2542 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2538, %2541 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.divf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    %2543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg99, %2542 : tensor<32xf32>, tensor<32xf32>) outs(%605 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_553: f32, %out: f32):
      %2544 = arith.subf %in, %in_553 : f32
      linalg.yield %2544 : f32
    } -> tensor<32xf32>
    return %571, %1156, %1170, %1184, %1198, %1212, %1227, %1241, %1255, %1269, %1283, %1297, %1311, %1325, %1339, %1353, %1367, %1381, %1395, %1409, %1423, %1437, %1451, %1465, %1479, %1493, %1507, %1521, %1535, %1549, %1563, %1577, %1591, %1605, %1619, %1633, %1647, %1661, %1675, %1689, %1703, %1717, %1731, %1745, %1759, %1773, %1787, %1801, %1815, %1829, %1843, %1857, %1871, %1885, %1899, %1913, %1927, %1941, %1955, %1969, %1983, %1997, %2011, %2025, %2039, %2053, %2067, %2081, %2095, %2109, %2123, %2137, %2151, %2165, %2179, %2193, %2207, %2221, %2235, %2249, %2263, %2277, %2291, %2305, %2319, %2333, %2347, %2361, %2375, %2389, %2403, %2417, %2431, %2445, %2459, %2473, %2487, %2501, %2515, %2529, %2543, %1145, %1159, %1173, %1187, %1201, %1216, %1230, %1244, %1258, %1272, %1286, %1300, %1314, %1328, %1342, %1356, %1370, %1384, %1398, %1412, %1426, %1440, %1454, %1468, %1482, %1496, %1510, %1524, %1538, %1552, %1566, %1580, %1594, %1608, %1622, %1636, %1650, %1664, %1678, %1692, %1706, %1720, %1734, %1748, %1762, %1776, %1790, %1804, %1818, %1832, %1846, %1860, %1874, %1888, %1902, %1916, %1930, %1944, %1958, %1972, %1986, %2000, %2014, %2028, %2042, %2056, %2070, %2084, %2098, %2112, %2126, %2140, %2154, %2168, %2182, %2196, %2210, %2224, %2238, %2252, %2266, %2280, %2294, %2308, %2322, %2336, %2350, %2364, %2378, %2392, %2406, %2420, %2434, %2448, %2462, %2476, %2490, %2504, %2518, %2532, %1149, %1163, %1177, %1191, %1205, %1220, %1234, %1248, %1262, %1276, %1290, %1304, %1318, %1332, %1346, %1360, %1374, %1388, %1402, %1416, %1430, %1444, %1458, %1472, %1486, %1500, %1514, %1528, %1542, %1556, %1570, %1584, %1598, %1612, %1626, %1640, %1654, %1668, %1682, %1696, %1710, %1724, %1738, %1752, %1766, %1780, %1794, %1808, %1822, %1836, %1850, %1864, %1878, %1892, %1906, %1920, %1934, %1948, %1962, %1976, %1990, %2004, %2018, %2032, %2046, %2060, %2074, %2088, %2102, %2116, %2130, %2144, %2158, %2172, %2186, %2200, %2214, %2228, %2242, %2256, %2270, %2284, %2298, %2312, %2326, %2340, %2354, %2368, %2382, %2396, %2410, %2424, %2438, %2452, %2466, %2480, %2494, %2508, %2522, %2536, %1138 : tensor<f32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_128_128_torch.uint8: "0x0100000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000000010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000001010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101000101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101"
    }
  }
#-}
