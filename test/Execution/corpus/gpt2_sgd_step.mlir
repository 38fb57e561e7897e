// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program gpt2_sgd_step: one training step of transformers
//     GPT2LMHeadModel(GPT2Config(vocab_size=64, n_embd=32, n_layer=2, n_head=4, n_positions=16,
//     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False),
//     attn_implementation='eager'), random weights, every parameter trained (embeddings included):
//     loss = model(input_ids [2x8], attention_mask=ones, labels [2x8]).loss (shifted
//     cross-entropy, mean), gradients by torch.func.grad_and_value, then SGD (lr=0.01, no
//     momentum, no weight decay): w' = w - lr * g; forward, backward and update in one graph,
//     traced by make_fx with torch-mlir's decompositions, in-place ops rewritten out of place.
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
// %arg26 transformer.ln_f.weight [32xf32]
// %arg27 transformer.ln_f.bias [32xf32]
// %arg28 input_ids [2x8xi64]
// %arg29 labels [2x8xi64]
// Results: the loss [f32], then the 28 updated parameters in argument order
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
  func.func @gpt2_sgd_step(%arg0: tensor<64x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x96xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x96xf32>, %arg17: tensor<96xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<2x8xi64>, %arg29: tensor<2x8xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %c0_i8 = arith.constant 0 : i8
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 4.471500e-02 : f64
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 1.000000e-02 : f64
    %cst_7 = arith.constant dense<true> : tensor<8x1xi1>
    %cst_8 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_9 = arith.constant dense<2.82842708> : tensor<f32>
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<f32>
    %true = arith.constant true
    %cst_11 = arith.constant 3.200000e+01 : f64
    %cst_12 = arith.constant 3.200000e+01 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %cst_15 = arith.constant 3.000000e+00 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_16 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_17 = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_19 = arith.constant -1.000000e+00 : f32
    %cst_20 = arith.constant dense_resource<torch_tensor_1_1_16_16_torch.uint8> : tensor<1x1x16x16xi8>
    %cst_21 = arith.constant dense<1> : tensor<i64>
    %cst_22 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %456 = arith.index_cast %in : i64 to index
      %457 = linalg.index 2 : index
      %458 = arith.cmpi slt, %456, %c64 : index
      cf.assert %458, "index must be smaller than dim size"
      %459 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %459, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%456, %457] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %456 = linalg.index 0 : index
      %457 = arith.index_cast %456 : index to i64
      linalg.yield %457 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %456 = arith.index_cast %in : i64 to index
      %457 = linalg.index 2 : index
      %458 = arith.cmpi slt, %456, %c16 : index
      cf.assert %458, "index must be smaller than dim size"
      %459 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %459, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%456, %457] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %456 = linalg.index 0 : index
      %457 = arith.index_cast %456 : index to i64
      linalg.yield %457 : i64
    } -> tensor<2xi64>
    %expanded_23 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %9 = tensor.empty() : tensor<8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_23 : tensor<8xi64>, tensor<8x1xi64>) outs(%9 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_170: i64, %out: i1):
      %456 = arith.cmpi sle, %in, %in_170 : i64
      linalg.yield %456 : i1
    } -> tensor<8x8xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_7, %10 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%9 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_170: i1, %out: i1):
      %456 = arith.andi %in, %in_170 : i1
      linalg.yield %456 : i1
    } -> tensor<8x8xi1>
    %expanded_24 = tensor.expand_shape %8 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %12 = tensor.empty() : tensor<2x8xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_24, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%12 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_170: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_25 = tensor.expand_shape %13 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %14 = tensor.empty() : tensor<2x8x8xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_25 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%14 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_170: i1, %out: i1):
      %456 = arith.andi %in, %in_170 : i1
      linalg.yield %456 : i1
    } -> tensor<2x8x8xi1>
    %expanded_26 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %16 = tensor.empty() : tensor<2x1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26, %cst_2, %cst_8 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%16 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<2x1x8x8xf32>
    %18 = tensor.empty() : tensor<2x8x32xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %456 = arith.extf %in : f32 to f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %20 = tensor.empty() : tensor<2x8x1xf64>
    %21 = linalg.fill ins(%cst_0 : f64) outs(%20 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.subf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.mulf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %28 = tensor.empty() : tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %456 = arith.truncf %in : f64 to f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.fill ins(%cst_16 : f32) outs(%28 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %32 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %39 = tensor.empty() : tensor<16x96xf32>
    %40 = linalg.fill ins(%cst_16 : f32) outs(%39 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %41 = linalg.matmul ins(%collapsed, %arg4 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%41, %arg5 : tensor<16x96xf32>, tensor<96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x96xf32>
    %expanded_27 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_27[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_28 = tensor.extract_slice %expanded_27[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_29 = tensor.extract_slice %expanded_27[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_30 = tensor.expand_shape %extracted_slice_28 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %expanded_31 = tensor.expand_shape %extracted_slice_29 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %43 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_31 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_32 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_34 = linalg.transpose ins(%expanded_30 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_35 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %44 = tensor.empty() : tensor<8x8x8xf32>
    %45 = linalg.fill ins(%cst_16 : f32) outs(%44 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %46 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_37 = tensor.expand_shape %46 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37, %cst_9 : tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.divf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %48 = tensor.empty() : tensor<1x1x16x16xi1>
    %49 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_20 : tensor<1x1x16x16xi8>) outs(%48 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i8, %out: i1):
      %456 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %456 : i1
    } -> tensor<1x1x16x16xi1>
    %extracted_slice_38 = tensor.extract_slice %49[0, 0, 0, 0] [1, 1, 8, 16] [1, 1, 1, 1] : tensor<1x1x16x16xi1> to tensor<1x1x8x16xi1>
    %extracted_slice_39 = tensor.extract_slice %extracted_slice_38[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xi1> to tensor<1x1x8x8xi1>
    %50 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %47, %cst_8 : tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %52 = tensor.empty() : tensor<2x4x8xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %54 = tensor.empty() : tensor<2x4x8xf32>
    %55 = linalg.fill ins(%cst_1 : f32) outs(%54 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %56:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x4x8x8xf32>) outs(%55, %53 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_170: i64):
      %456 = linalg.index 3 : index
      %457 = arith.index_cast %456 : index to i64
      %458 = arith.maximumf %in, %out : f32
      %459 = arith.cmpf ogt, %in, %out : f32
      %460 = arith.select %459, %457, %out_170 : i64
      linalg.yield %458, %460 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_40 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_40 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.exp %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %59 = tensor.empty() : tensor<2x4x8x1xf32>
    %60 = linalg.fill ins(%cst_16 : f32) outs(%59 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.divf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_43 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %64 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_45 = tensor.collapse_shape %transposed_44 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %65 = tensor.empty() : tensor<16x32xf32>
    %66 = linalg.fill ins(%cst_16 : f32) outs(%65 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %67 = linalg.matmul ins(%collapsed_45, %arg6 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%67, %arg7 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %expanded_46 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %6 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %456 = arith.extf %in : f32 to f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %72 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.subf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %73 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.mulf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %456 = arith.truncf %in : f64 to f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %79 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %81 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_47 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %86 = tensor.empty() : tensor<16x128xf32>
    %87 = linalg.fill ins(%cst_16 : f32) outs(%86 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %88 = linalg.matmul ins(%collapsed_47, %arg10 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %89 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%88, %arg11 : tensor<16x128xf32>, tensor<128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x128xf32>
    %expanded_48 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %90 = tensor.empty() : tensor<2x8x128xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_4 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %93 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_5 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.tanh %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %cst_14 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %97 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_49 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %99 = linalg.matmul ins(%collapsed_49, %arg12 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%99, %arg13 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %expanded_50 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_50 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %456 = arith.extf %in : f32 to f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.subf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %105 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.mulf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %456 = arith.truncf %in : f64 to f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %111 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %113 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_51 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %118 = linalg.matmul ins(%collapsed_51, %arg16 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%118, %arg17 : tensor<16x96xf32>, tensor<96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x96xf32>
    %expanded_52 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice_53 = tensor.extract_slice %expanded_52[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_52[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_52[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %expanded_57 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_59 = tensor.expand_shape %extracted_slice_53 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_61 = linalg.transpose ins(%expanded_56 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_62 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %120 = linalg.batch_matmul ins(%collapsed_62, %collapsed_63 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_64 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_64, %cst_9 : tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.divf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %121, %cst_8 : tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %124:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<2x4x8x8xf32>) outs(%55, %53 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_170: i64):
      %456 = linalg.index 3 : index
      %457 = arith.index_cast %456 : index to i64
      %458 = arith.maximumf %in, %out : f32
      %459 = arith.cmpf ogt, %in, %out : f32
      %460 = arith.select %459, %457, %out_170 : i64
      linalg.yield %458, %460 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_65 = tensor.expand_shape %124#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_65 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %126 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.exp %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.divf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_66 = tensor.collapse_shape %128 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_67 = tensor.collapse_shape %transposed_58 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %129 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_68 = tensor.expand_shape %129 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_70 = tensor.collapse_shape %transposed_69 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %130 = linalg.matmul ins(%collapsed_70, %arg18 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%130, %arg19 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %expanded_71 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %101 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %456 = arith.extf %in : f32 to f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %135 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.subf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %136 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.mulf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %456 = arith.truncf %in : f64 to f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %142 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %144 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %arg20 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %arg21 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_72 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %149 = linalg.matmul ins(%collapsed_72, %arg22 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %150 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%149, %arg23 : tensor<16x128xf32>, tensor<128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x128xf32>
    %expanded_73 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_4 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %153 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_5 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.tanh %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %cst_14 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %157 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_74 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %159 = linalg.matmul ins(%collapsed_74, %arg24 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%159, %arg25 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %expanded_75 = tensor.expand_shape %160 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_75 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %456 = arith.extf %in : f32 to f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %164 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.subf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %165 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %456 = arith.mulf %in, %in_170 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x32xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.addf %in, %out : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %456 = arith.divf %in, %cst_11 : f64
      linalg.yield %456 : f64
    } -> tensor<2x8x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %456 = arith.truncf %in : f64 to f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %171 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %arg26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %178 = tensor.empty() : tensor<32x64xf32>
    %transposed_76 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%178 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %179 = tensor.empty() : tensor<16x64xf32>
    %180 = linalg.fill ins(%cst_16 : f32) outs(%179 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %181 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%180 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %arg29 low[0, 0] high[0, 1] {
    ^bb0(%arg30: index, %arg31: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_78 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_79 = tensor.collapse_shape %extracted_slice_78 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %182 = tensor.empty() : tensor<16xi64>
    %183 = linalg.fill ins(%c0_i64 : i64) outs(%182 : tensor<16xi64>) -> tensor<16xi64>
    %184 = tensor.empty() : tensor<16xf32>
    %185 = linalg.fill ins(%cst_1 : f32) outs(%184 : tensor<16xf32>) -> tensor<16xf32>
    %186:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%181 : tensor<16x64xf32>) outs(%185, %183 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_170: i64):
      %456 = linalg.index 1 : index
      %457 = arith.index_cast %456 : index to i64
      %458 = arith.maximumf %in, %out : f32
      %459 = arith.cmpf ogt, %in, %out : f32
      %460 = arith.select %459, %457, %out_170 : i64
      linalg.yield %458, %460 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_80 = tensor.expand_shape %186#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %187 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%181, %expanded_80 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%179 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x64xf32>
    %188 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<16x64xf32>) outs(%179 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.exp %in : f32
      linalg.yield %456 : f32
    } -> tensor<16x64xf32>
    %189 = tensor.empty() : tensor<16x1xf32>
    %190 = linalg.fill ins(%cst_16 : f32) outs(%189 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %191 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%188 : tensor<16x64xf32>) outs(%190 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<16x1xf32>
    %192 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<16x1xf32>) outs(%189 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.log %in : f32
      linalg.yield %456 : f32
    } -> tensor<16x1xf32>
    %193 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%187, %192 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%179 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x64xf32>
    %194 = tensor.empty() : tensor<16xi1>
    %195 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_79 : tensor<16xi64>) outs(%194 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<16xi1>
    %196 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%195, %collapsed_79, %cst_22 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%182 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_170: i64, %in_171: i64, %out: i64):
      %456 = arith.select %in, %in_170, %in_171 : i64
      linalg.yield %456 : i64
    } -> tensor<16xi64>
    %expanded_81 = tensor.expand_shape %196 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %197 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_81 : tensor<16x1xi64>) outs(%190 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %456 = linalg.index 0 : index
      %457 = arith.index_cast %in : i64 to index
      %458 = arith.cmpi slt, %457, %c64 : index
      cf.assert %458, "index must be smaller than dim size"
      %459 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %459, "index must be larger or equal to 0"
      %extracted = tensor.extract %193[%456, %457] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_82 = tensor.collapse_shape %197 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_82 : tensor<16xf32>) outs(%184 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<16xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%195, %198, %cst_2 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%184 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<16xf32>
    %200 = tensor.empty() : tensor<i64>
    %201 = linalg.fill ins(%c0_i64 : i64) outs(%200 : tensor<i64>) -> tensor<i64>
    %202 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%195 : tensor<16xi1>) outs(%201 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %456 = arith.extui %in : i1 to i64
      %457 = arith.addi %456, %out : i64
      linalg.yield %457 : i64
    } -> tensor<i64>
    %203 = tensor.empty() : tensor<f32>
    %204 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%202 : tensor<i64>) outs(%203 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %456 = arith.sitofp %in : i64 to f32
      linalg.yield %456 : f32
    } -> tensor<f32>
    %205 = linalg.fill ins(%cst_16 : f32) outs(%203 : tensor<f32>) -> tensor<f32>
    %206 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%199 : tensor<16xf32>) outs(%205 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<f32>
    %207 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%206, %204 : tensor<f32>, tensor<f32>) outs(%203 : tensor<f32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.divf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<f32>
    %208 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_10, %204 : tensor<f32>, tensor<f32>) outs(%203 : tensor<f32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.divf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<f32>
    %expanded_83 = tensor.expand_shape %collapsed_79 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %209 = tensor.empty() : tensor<16x1xi1>
    %210 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_83 : tensor<16x1xi64>) outs(%209 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<16x1xi1>
    %211 = tensor.empty() : tensor<16x1xi64>
    %212 = linalg.generic {indexing_maps = [#map6, #map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%210, %expanded_83, %cst_22 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%211 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_170: i64, %in_171: i64, %out: i64):
      %456 = arith.select %in, %in_170, %in_171 : i64
      linalg.yield %456 : i64
    } -> tensor<16x1xi64>
    %213 = linalg.fill ins(%c0_i64 : i64) outs(%211 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %214 = linalg.fill ins(%cst_16 : f32) outs(%184 : tensor<16xf32>) -> tensor<16xf32>
    %215:3 = linalg.generic {indexing_maps = [#map21, #map21, #map2], iterator_types = ["parallel"]} outs(%213, %213, %214 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_170: i64, %out_171: f32):
      %456 = linalg.index 0 : index
      %457 = arith.remsi %456, %c16 : index
      %extracted = tensor.extract %212[%457, %c0] : tensor<16x1xi64>
      %458 = arith.index_cast %457 : index to i64
      linalg.yield %458, %extracted, %cst_19 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %216 = tensor.empty() : tensor<16x2xi64>
    %217 = linalg.fill ins(%c0_i64 : i64) outs(%216 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %215#0 into %217[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_84 = tensor.insert_slice %215#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %218 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%215#2, %inserted_slice_84 : tensor<16xf32>, tensor<16x2xi64>) outs(%cst : tensor<16x64xf32>) {
    ^bb0(%arg30: f32, %arg31: f32):
      tm_tensor.yield %arg30 : f32
    } -> tensor<16x64xf32>
    %219 = linalg.generic {indexing_maps = [#map6, #map20, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%210, %208, %cst_2 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%189 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<16x1xf32>
    %220 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%218, %219 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%179 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x64xf32>
    %221 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%193 : tensor<16x64xf32>) outs(%179 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.exp %in : f32
      linalg.yield %456 : f32
    } -> tensor<16x64xf32>
    %222 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%220 : tensor<16x64xf32>) outs(%190 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<16x1xf32>
    %223 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%221, %222 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%179 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x64xf32>
    %224 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%220, %223 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%179 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x64xf32>
    %225 = tensor.empty() : tensor<64x16xf32>
    %transposed_85 = linalg.transpose ins(%224 : tensor<16x64xf32>) outs(%225 : tensor<64x16xf32>) permutation = [1, 0] 
    %226 = tensor.empty() : tensor<64x32xf32>
    %227 = linalg.fill ins(%cst_16 : f32) outs(%226 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %228 = linalg.matmul ins(%transposed_85, %collapsed_77 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%227 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %229 = linalg.matmul ins(%224, %arg0 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_86 = tensor.expand_shape %229 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %arg26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %175 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %234 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %232 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %235 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %239 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %237 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %175 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %241 = tensor.empty() : tensor<32xf32>
    %242 = linalg.fill ins(%cst_16 : f32) outs(%241 : tensor<32xf32>) -> tensor<32xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%240 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_86 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %collapsed_87 = tensor.collapse_shape %239 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %245 = tensor.empty() : tensor<32x128xf32>
    %transposed_88 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%245 : tensor<32x128xf32>) permutation = [1, 0] 
    %246 = linalg.matmul ins(%collapsed_87, %transposed_88 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %247 = tensor.empty() : tensor<128x16xf32>
    %transposed_89 = linalg.transpose ins(%collapsed_74 : tensor<16x128xf32>) outs(%247 : tensor<128x16xf32>) permutation = [1, 0] 
    %248 = tensor.empty() : tensor<128x32xf32>
    %249 = linalg.fill ins(%cst_16 : f32) outs(%248 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %250 = linalg.matmul ins(%transposed_89, %collapsed_87 : tensor<128x16xf32>, tensor<16x32xf32>) outs(%249 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %251 = tensor.empty() : tensor<1x32xf32>
    %252 = linalg.fill ins(%cst_16 : f32) outs(%251 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %253 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_87 : tensor<16x32xf32>) outs(%252 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x32xf32>
    %collapsed_90 = tensor.collapse_shape %253 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_91 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %151 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %157 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %156 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %257 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %256 : tensor<i64>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: i64, %in_170: f32, %out: f32):
      %456 = arith.sitofp %in : i64 to f32
      %457 = arith.subf %456, %in_170 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %257 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_5 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_4 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_15 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %262 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %263 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %265 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_92 = tensor.collapse_shape %266 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %transposed_93 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%248 : tensor<128x32xf32>) permutation = [1, 0] 
    %267 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %268 = tensor.empty() : tensor<32x16xf32>
    %transposed_94 = linalg.transpose ins(%collapsed_72 : tensor<16x32xf32>) outs(%268 : tensor<32x16xf32>) permutation = [1, 0] 
    %269 = linalg.fill ins(%cst_16 : f32) outs(%245 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %270 = linalg.matmul ins(%transposed_94, %collapsed_92 : tensor<32x16xf32>, tensor<16x128xf32>) outs(%269 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %271 = tensor.empty() : tensor<1x128xf32>
    %272 = linalg.fill ins(%cst_16 : f32) outs(%271 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %273 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<16x128xf32>) outs(%272 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x128xf32>
    %collapsed_95 = tensor.collapse_shape %273 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_96 = tensor.expand_shape %267 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %arg20 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%274 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %146 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %278 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %276 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %283 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %281 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %146 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%284 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_96 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %283 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_97 = tensor.collapse_shape %287 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %288 = tensor.empty() : tensor<32x32xf32>
    %transposed_98 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) permutation = [1, 0] 
    %289 = linalg.matmul ins(%collapsed_97, %transposed_98 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_99 = linalg.transpose ins(%collapsed_70 : tensor<16x32xf32>) outs(%268 : tensor<32x16xf32>) permutation = [1, 0] 
    %290 = linalg.fill ins(%cst_16 : f32) outs(%288 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %291 = linalg.matmul ins(%transposed_99, %collapsed_97 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%290 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %292 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_97 : tensor<16x32xf32>) outs(%252 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x32xf32>
    %collapsed_100 = tensor.collapse_shape %292 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_101 = tensor.expand_shape %289 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_103 = tensor.collapse_shape %transposed_102 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_66 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %293 = linalg.batch_matmul ins(%transposed_104, %collapsed_103 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_105 = linalg.transpose ins(%collapsed_67 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %294 = linalg.batch_matmul ins(%collapsed_103, %transposed_105 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_106 = tensor.expand_shape %293 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_107 = tensor.expand_shape %294 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %295 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107, %128 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %296 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%295 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x1xf32>
    %297 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %296 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %298 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %297 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %299 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %298, %cst_2 : tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %300 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %cst_9 : tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.divf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_108 = tensor.collapse_shape %300 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_62 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %301 = linalg.batch_matmul ins(%transposed_109, %collapsed_108 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_63 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %302 = linalg.batch_matmul ins(%collapsed_108, %transposed_110 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_111 = tensor.expand_shape %301 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_112 = tensor.expand_shape %302 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_113 = linalg.transpose ins(%expanded_112 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_115 = linalg.transpose ins(%expanded_106 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_117 = linalg.transpose ins(%expanded_111 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_118 = tensor.collapse_shape %transposed_117 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %concat = tensor.concat dim(2) %collapsed_114, %collapsed_118, %collapsed_116 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %collapsed_119 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x96xf32> into tensor<16x96xf32>
    %303 = tensor.empty() : tensor<96x32xf32>
    %transposed_120 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%303 : tensor<96x32xf32>) permutation = [1, 0] 
    %304 = linalg.matmul ins(%collapsed_119, %transposed_120 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_51 : tensor<16x32xf32>) outs(%268 : tensor<32x16xf32>) permutation = [1, 0] 
    %305 = tensor.empty() : tensor<32x96xf32>
    %306 = linalg.fill ins(%cst_16 : f32) outs(%305 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %307 = linalg.matmul ins(%transposed_121, %collapsed_119 : tensor<32x16xf32>, tensor<16x96xf32>) outs(%306 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %308 = tensor.empty() : tensor<1x96xf32>
    %309 = linalg.fill ins(%cst_16 : f32) outs(%308 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %310 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_119 : tensor<16x96xf32>) outs(%309 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x96xf32>
    %collapsed_122 = tensor.collapse_shape %310 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_123 = tensor.expand_shape %304 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%311 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %115 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%314 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %315 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %313 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %316 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %320 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %318 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %115 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%321 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_123 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %320 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_124 = tensor.collapse_shape %324 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_125 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%245 : tensor<32x128xf32>) permutation = [1, 0] 
    %325 = linalg.matmul ins(%collapsed_124, %transposed_125 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_49 : tensor<16x128xf32>) outs(%247 : tensor<128x16xf32>) permutation = [1, 0] 
    %326 = linalg.matmul ins(%transposed_126, %collapsed_124 : tensor<128x16xf32>, tensor<16x32xf32>) outs(%249 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %327 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<16x32xf32>) outs(%252 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x32xf32>
    %collapsed_127 = tensor.collapse_shape %327 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_128 = tensor.expand_shape %325 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %91 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %97 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %96 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %331 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %330 : tensor<i64>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: i64, %in_170: f32, %out: f32):
      %456 = arith.sitofp %in : i64 to f32
      %457 = arith.subf %456, %in_170 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %331 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_5 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_4 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<2x8x128xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_15 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %336 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %337 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %339 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_129 = tensor.collapse_shape %340 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %transposed_130 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%248 : tensor<128x32xf32>) permutation = [1, 0] 
    %341 = linalg.matmul ins(%collapsed_129, %transposed_130 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_47 : tensor<16x32xf32>) outs(%268 : tensor<32x16xf32>) permutation = [1, 0] 
    %342 = linalg.matmul ins(%transposed_131, %collapsed_129 : tensor<32x16xf32>, tensor<16x128xf32>) outs(%269 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %343 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_129 : tensor<16x128xf32>) outs(%272 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x128xf32>
    %collapsed_132 = tensor.collapse_shape %343 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_133 = tensor.expand_shape %341 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%344 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %83 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%347 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %348 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %346 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %349 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %353 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %351 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %83 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%354 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_133 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %353 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_134 = tensor.collapse_shape %357 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_135 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) permutation = [1, 0] 
    %358 = linalg.matmul ins(%collapsed_134, %transposed_135 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_45 : tensor<16x32xf32>) outs(%268 : tensor<32x16xf32>) permutation = [1, 0] 
    %359 = linalg.matmul ins(%transposed_136, %collapsed_134 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%290 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %360 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_134 : tensor<16x32xf32>) outs(%252 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x32xf32>
    %collapsed_137 = tensor.collapse_shape %360 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_138 = tensor.expand_shape %358 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_139 = linalg.transpose ins(%expanded_138 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_140 = tensor.collapse_shape %transposed_139 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_41 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %361 = linalg.batch_matmul ins(%transposed_141, %collapsed_140 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_142 = linalg.transpose ins(%collapsed_42 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %362 = linalg.batch_matmul ins(%collapsed_140, %transposed_142 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_143 = tensor.expand_shape %361 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_144 = tensor.expand_shape %362 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %363 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144, %62 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %364 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%363 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x1xf32>
    %365 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %364 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %366 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %365 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %367 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %366, %cst_2 : tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %368 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %cst_9 : tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.divf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_145 = tensor.collapse_shape %368 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_146 = linalg.transpose ins(%collapsed_35 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %369 = linalg.batch_matmul ins(%transposed_146, %collapsed_145 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_147 = linalg.transpose ins(%collapsed_36 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %370 = linalg.batch_matmul ins(%collapsed_145, %transposed_147 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_148 = tensor.expand_shape %369 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_149 = tensor.expand_shape %370 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_150 = linalg.transpose ins(%expanded_149 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_152 = linalg.transpose ins(%expanded_143 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_153 = tensor.collapse_shape %transposed_152 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_154 = linalg.transpose ins(%expanded_148 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_155 = tensor.collapse_shape %transposed_154 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %concat_156 = tensor.concat dim(2) %collapsed_151, %collapsed_155, %collapsed_153 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %collapsed_157 = tensor.collapse_shape %concat_156 [[0, 1], [2]] : tensor<2x8x96xf32> into tensor<16x96xf32>
    %transposed_158 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%303 : tensor<96x32xf32>) permutation = [1, 0] 
    %371 = linalg.matmul ins(%collapsed_157, %transposed_158 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_159 = linalg.transpose ins(%collapsed : tensor<16x32xf32>) outs(%268 : tensor<32x16xf32>) permutation = [1, 0] 
    %372 = linalg.matmul ins(%transposed_159, %collapsed_157 : tensor<32x16xf32>, tensor<16x96xf32>) outs(%306 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %373 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_157 : tensor<16x96xf32>) outs(%309 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x96xf32>
    %collapsed_160 = tensor.collapse_shape %373 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_161 = tensor.expand_shape %371 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %36 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%377 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %378 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %376 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %379 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x1xf32>
    %383 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %381 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161, %36 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.mulf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%384 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_161 : tensor<2x8x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %383 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %388 = linalg.fill ins(%cst_16 : f32) outs(%4 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%387 : tensor<2x8x32xf32>) outs(%388 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x8x32xf32>
    %390 = tensor.empty() : tensor<1x8xi1>
    %391 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%390 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<1x8xi1>
    %expanded_162 = tensor.expand_shape %391 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %392 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %cst_2, %389 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x32xf32>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_163 = tensor.collapse_shape %392 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %393 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_164, %expanded_23 : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%cst_17 : tensor<16x32xf32>) {
    ^bb0(%arg30: f32, %arg31: f32):
      %456 = arith.addf %arg31, %arg30 : f32
      tm_tensor.yield %456 : f32
    } -> tensor<16x32xf32>
    %394 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%12 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<2x8xi1>
    %expanded_165 = tensor.expand_shape %394 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %395 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %cst_2, %387 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_170: f32, %in_171: f32, %out: f32):
      %456 = arith.select %in, %in_170, %in_171 : f32
      linalg.yield %456 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_166 = tensor.collapse_shape %arg28 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_167 = tensor.expand_shape %collapsed_166 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_168 = tensor.collapse_shape %395 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %expanded_169 = tensor.expand_shape %collapsed_168 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xf32> into tensor<16x1x32xf32>
    %396 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_169, %expanded_167 : tensor<16x1x32xf32>, tensor<16x1xi64>) outs(%cst_18 : tensor<64x32xf32>) {
    ^bb0(%arg30: f32, %arg31: f32):
      %456 = arith.addf %arg31, %arg30 : f32
      tm_tensor.yield %456 : f32
    } -> tensor<64x32xf32>
    %397 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%228, %396 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%226 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.addf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<64x32xf32>
    %398 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%397 : tensor<64x32xf32>) outs(%226 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<64x32xf32>
    %399 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg0, %398 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%226 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<64x32xf32>
    %400 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<16x32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<16x32xf32>
    %401 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg1, %400 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%385 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %403 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %402 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %404 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%386 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %404 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %406 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<32x96xf32>) outs(%305 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32x96xf32>
    %407 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4, %406 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%305 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32x96xf32>
    %408 = tensor.empty() : tensor<96xf32>
    %409 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_160 : tensor<96xf32>) outs(%408 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<96xf32>
    %410 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %409 : tensor<96xf32>, tensor<96xf32>) outs(%408 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<96xf32>
    %411 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%359 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32x32xf32>
    %412 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6, %411 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_137 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %414 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %413 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%355 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %415 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%356 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %417 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %419 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%342 : tensor<32x128xf32>) outs(%245 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32x128xf32>
    %420 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10, %419 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%245 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %421 = tensor.empty() : tensor<128xf32>
    %422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_132 : tensor<128xf32>) outs(%421 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<128xf32>
    %423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %422 : tensor<128xf32>, tensor<128xf32>) outs(%421 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<128xf32>
    %424 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<128x32xf32>) outs(%248 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<128x32xf32>
    %425 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg12, %424 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%248 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %426 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_127 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %427 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %426 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%322 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %429 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %428 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %430 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%323 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %431 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %430 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %432 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%307 : tensor<32x96xf32>) outs(%305 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32x96xf32>
    %433 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16, %432 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%305 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32x96xf32>
    %434 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_122 : tensor<96xf32>) outs(%408 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<96xf32>
    %435 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %434 : tensor<96xf32>, tensor<96xf32>) outs(%408 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<96xf32>
    %436 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32x32xf32>
    %437 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg18, %436 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %439 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %438 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %440 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%285 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg20, %440 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%286 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %443 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %442 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %444 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<32x128xf32>) outs(%245 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32x128xf32>
    %445 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22, %444 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%245 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %446 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_95 : tensor<128xf32>) outs(%421 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<128xf32>
    %447 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg23, %446 : tensor<128xf32>, tensor<128xf32>) outs(%421 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<128xf32>
    %448 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%250 : tensor<128x32xf32>) outs(%248 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<128x32xf32>
    %449 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg24, %448 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%248 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_90 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg25, %450 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg26, %452 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%244 : tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_6 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<32xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg27, %454 : tensor<32xf32>, tensor<32xf32>) outs(%241 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %456 = arith.subf %in, %in_170 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    return %207, %399, %401, %403, %405, %407, %410, %412, %414, %416, %418, %420, %423, %425, %427, %429, %431, %433, %435, %437, %439, %441, %443, %445, %447, %449, %451, %453, %455 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_16_16_torch.uint8: "0x0100000001000000000000000000000000000000010100000000000000000000000000000101010000000000000000000000000001010101000000000000000000000000010101010100000000000000000000000101010101010000000000000000000001010101010101000000000000000000010101010101010100000000000000000101010101010101010000000000000001010101010101010101000000000000010101010101010101010100000000000101010101010101010101010000000001010101010101010101010101000000010101010101010101010101010100000101010101010101010101010101010001010101010101010101010101010101"
    }
  }
#-}
