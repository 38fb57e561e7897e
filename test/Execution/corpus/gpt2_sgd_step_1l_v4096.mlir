// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program gpt2_sgd_step_1l_v4096: one training step of transformers
//     GPT2LMHeadModel(GPT2Config(vocab_size=4096, n_embd=32, n_layer=1, n_head=4, n_positions=16,
//     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False),
//     attn_implementation='eager'), random weights, every parameter trained (embeddings included):
//     loss = model(input_ids [2x8], attention_mask=ones, labels [2x8]).loss (shifted
//     cross-entropy, mean), gradients by torch.func.grad_and_value, then SGD (lr=0.01, no
//     momentum, no weight decay): w' = w - lr * g; forward, backward and update in one graph,
//     traced by make_fx with torch-mlir's decompositions, in-place ops rewritten out of place.
// Arguments:
// %arg0 transformer.wte.weight [4096x32xf32]
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
// %arg14 transformer.ln_f.weight [32xf32]
// %arg15 transformer.ln_f.bias [32xf32]
// %arg16 input_ids [2x8xi64]
// %arg17 labels [2x8xi64]
// Results: the loss [f32], then the 16 updated parameters in argument order
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
  func.func @gpt2_sgd_step_1l_v4096(%arg0: tensor<4096x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x96xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<2x8xi64>, %arg17: tensor<2x8xi64>) -> (tensor<f32>, tensor<4096x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x4096xf32>
    %c4096 = arith.constant 4096 : index
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
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<4096x32xf32>
    %cst_19 = arith.constant -1.000000e+00 : f32
    %cst_20 = arith.constant dense_resource<torch_tensor_1_1_16_16_torch.uint8> : tensor<1x1x16x16xi8>
    %cst_21 = arith.constant dense<1> : tensor<i64>
    %cst_22 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %309 = arith.index_cast %in : i64 to index
      %310 = linalg.index 2 : index
      %311 = arith.cmpi slt, %309, %c4096 : index
      cf.assert %311, "index must be smaller than dim size"
      %312 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %312, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%309, %310] : tensor<4096x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %309 = linalg.index 0 : index
      %310 = arith.index_cast %309 : index to i64
      linalg.yield %310 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %309 = arith.index_cast %in : i64 to index
      %310 = linalg.index 2 : index
      %311 = arith.cmpi slt, %309, %c16 : index
      cf.assert %311, "index must be smaller than dim size"
      %312 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %312, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%309, %310] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %309 = linalg.index 0 : index
      %310 = arith.index_cast %309 : index to i64
      linalg.yield %310 : i64
    } -> tensor<2xi64>
    %expanded_23 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %9 = tensor.empty() : tensor<8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_23 : tensor<8xi64>, tensor<8x1xi64>) outs(%9 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_107: i64, %out: i1):
      %309 = arith.cmpi sle, %in, %in_107 : i64
      linalg.yield %309 : i1
    } -> tensor<8x8xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_7, %10 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%9 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_107: i1, %out: i1):
      %309 = arith.andi %in, %in_107 : i1
      linalg.yield %309 : i1
    } -> tensor<8x8xi1>
    %expanded_24 = tensor.expand_shape %8 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %12 = tensor.empty() : tensor<2x8xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_24, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%12 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_107: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_25 = tensor.expand_shape %13 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %14 = tensor.empty() : tensor<2x8x8xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_25 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%14 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_107: i1, %out: i1):
      %309 = arith.andi %in, %in_107 : i1
      linalg.yield %309 : i1
    } -> tensor<2x8x8xi1>
    %expanded_26 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %16 = tensor.empty() : tensor<2x1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26, %cst_2, %cst_8 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%16 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_107: f32, %in_108: f32, %out: f32):
      %309 = arith.select %in, %in_107, %in_108 : f32
      linalg.yield %309 : f32
    } -> tensor<2x1x8x8xf32>
    %18 = tensor.empty() : tensor<2x8x32xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %309 = arith.extf %in : f32 to f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %20 = tensor.empty() : tensor<2x8x1xf64>
    %21 = linalg.fill ins(%cst_0 : f64) outs(%20 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_11 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_107: f64, %out: f64):
      %309 = arith.subf %in, %in_107 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_107: f64, %out: f64):
      %309 = arith.mulf %in, %in_107 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_11 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %28 = tensor.empty() : tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %309 = arith.truncf %in : f64 to f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.fill ins(%cst_16 : f32) outs(%28 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_3 : f64 to f32
      %310 = arith.addf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<2x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.rsqrt %in : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %32 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %39 = tensor.empty() : tensor<16x96xf32>
    %40 = linalg.fill ins(%cst_16 : f32) outs(%39 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %41 = linalg.matmul ins(%collapsed, %arg4 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%41, %arg5 : tensor<16x96xf32>, tensor<96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
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
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.divf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %48 = tensor.empty() : tensor<1x1x16x16xi1>
    %49 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_20 : tensor<1x1x16x16xi8>) outs(%48 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i8, %out: i1):
      %309 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %309 : i1
    } -> tensor<1x1x16x16xi1>
    %extracted_slice_38 = tensor.extract_slice %49[0, 0, 0, 0] [1, 1, 8, 16] [1, 1, 1, 1] : tensor<1x1x16x16xi1> to tensor<1x1x8x16xi1>
    %extracted_slice_39 = tensor.extract_slice %extracted_slice_38[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xi1> to tensor<1x1x8x8xi1>
    %50 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %47, %cst_8 : tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_107: f32, %in_108: f32, %out: f32):
      %309 = arith.select %in, %in_107, %in_108 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %52 = tensor.empty() : tensor<2x4x8xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %54 = tensor.empty() : tensor<2x4x8xf32>
    %55 = linalg.fill ins(%cst_1 : f32) outs(%54 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %56:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x4x8x8xf32>) outs(%55, %53 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_107: i64):
      %309 = linalg.index 3 : index
      %310 = arith.index_cast %309 : index to i64
      %311 = arith.maximumf %in, %out : f32
      %312 = arith.cmpf ogt, %in, %out : f32
      %313 = arith.select %312, %310, %out_107 : i64
      linalg.yield %311, %313 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_40 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_40 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.exp %in : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %59 = tensor.empty() : tensor<2x4x8x1xf32>
    %60 = linalg.fill ins(%cst_16 : f32) outs(%59 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.divf %in, %in_107 : f32
      linalg.yield %309 : f32
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
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x32xf32>
    %expanded_46 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %6 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %309 = arith.extf %in : f32 to f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_11 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %72 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_107: f64, %out: f64):
      %309 = arith.subf %in, %in_107 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %73 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_107: f64, %out: f64):
      %309 = arith.mulf %in, %in_107 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_11 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %309 = arith.truncf %in : f64 to f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_3 : f64 to f32
      %310 = arith.addf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.rsqrt %in : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %79 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %81 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_47 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %86 = tensor.empty() : tensor<16x128xf32>
    %87 = linalg.fill ins(%cst_16 : f32) outs(%86 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %88 = linalg.matmul ins(%collapsed_47, %arg10 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %89 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%88, %arg11 : tensor<16x128xf32>, tensor<128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x128xf32>
    %expanded_48 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %90 = tensor.empty() : tensor<2x8x128xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.mulf %in, %cst_13 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_4 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<2x8x128xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %93 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_5 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<2x8x128xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.tanh %in : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %cst_14 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %97 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_49 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %99 = linalg.matmul ins(%collapsed_49, %arg12 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%99, %arg13 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x32xf32>
    %expanded_50 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_50 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %309 = arith.extf %in : f32 to f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_11 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_107: f64, %out: f64):
      %309 = arith.subf %in, %in_107 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %105 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_107: f64, %out: f64):
      %309 = arith.mulf %in, %in_107 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x32xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_11 : f64
      linalg.yield %309 : f64
    } -> tensor<2x8x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %309 = arith.truncf %in : f64 to f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_3 : f64 to f32
      %310 = arith.addf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.rsqrt %in : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %111 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %113 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %118 = tensor.empty() : tensor<32x4096xf32>
    %transposed_51 = linalg.transpose ins(%arg0 : tensor<4096x32xf32>) outs(%118 : tensor<32x4096xf32>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %119 = tensor.empty() : tensor<16x4096xf32>
    %120 = linalg.fill ins(%cst_16 : f32) outs(%119 : tensor<16x4096xf32>) -> tensor<16x4096xf32>
    %121 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<16x32xf32>, tensor<32x4096xf32>) outs(%120 : tensor<16x4096xf32>) -> tensor<16x4096xf32>
    %padded = tensor.pad %arg17 low[0, 0] high[0, 1] {
    ^bb0(%arg18: index, %arg19: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_53 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_54 = tensor.collapse_shape %extracted_slice_53 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %122 = tensor.empty() : tensor<16xi64>
    %123 = linalg.fill ins(%c0_i64 : i64) outs(%122 : tensor<16xi64>) -> tensor<16xi64>
    %124 = tensor.empty() : tensor<16xf32>
    %125 = linalg.fill ins(%cst_1 : f32) outs(%124 : tensor<16xf32>) -> tensor<16xf32>
    %126:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%121 : tensor<16x4096xf32>) outs(%125, %123 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_107: i64):
      %309 = linalg.index 1 : index
      %310 = arith.index_cast %309 : index to i64
      %311 = arith.maximumf %in, %out : f32
      %312 = arith.cmpf ogt, %in, %out : f32
      %313 = arith.select %312, %310, %out_107 : i64
      linalg.yield %311, %313 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_55 = tensor.expand_shape %126#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%121, %expanded_55 : tensor<16x4096xf32>, tensor<16x1xf32>) outs(%119 : tensor<16x4096xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x4096xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%127 : tensor<16x4096xf32>) outs(%119 : tensor<16x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.exp %in : f32
      linalg.yield %309 : f32
    } -> tensor<16x4096xf32>
    %129 = tensor.empty() : tensor<16x1xf32>
    %130 = linalg.fill ins(%cst_16 : f32) outs(%129 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%128 : tensor<16x4096xf32>) outs(%130 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<16x1xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<16x1xf32>) outs(%129 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.log %in : f32
      linalg.yield %309 : f32
    } -> tensor<16x1xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%127, %132 : tensor<16x4096xf32>, tensor<16x1xf32>) outs(%119 : tensor<16x4096xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x4096xf32>
    %134 = tensor.empty() : tensor<16xi1>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_54 : tensor<16xi64>) outs(%134 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %309 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %309 : i1
    } -> tensor<16xi1>
    %136 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%135, %collapsed_54, %cst_22 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%122 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_107: i64, %in_108: i64, %out: i64):
      %309 = arith.select %in, %in_107, %in_108 : i64
      linalg.yield %309 : i64
    } -> tensor<16xi64>
    %expanded_56 = tensor.expand_shape %136 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %137 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_56 : tensor<16x1xi64>) outs(%130 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %309 = linalg.index 0 : index
      %310 = arith.index_cast %in : i64 to index
      %311 = arith.cmpi slt, %310, %c4096 : index
      cf.assert %311, "index must be smaller than dim size"
      %312 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %312, "index must be larger or equal to 0"
      %extracted = tensor.extract %133[%309, %310] : tensor<16x4096xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_57 = tensor.collapse_shape %137 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<16xf32>) outs(%124 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.negf %in : f32
      linalg.yield %309 : f32
    } -> tensor<16xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%135, %138, %cst_2 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%124 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_107: f32, %in_108: f32, %out: f32):
      %309 = arith.select %in, %in_107, %in_108 : f32
      linalg.yield %309 : f32
    } -> tensor<16xf32>
    %140 = tensor.empty() : tensor<i64>
    %141 = linalg.fill ins(%c0_i64 : i64) outs(%140 : tensor<i64>) -> tensor<i64>
    %142 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%135 : tensor<16xi1>) outs(%141 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %309 = arith.extui %in : i1 to i64
      %310 = arith.addi %309, %out : i64
      linalg.yield %310 : i64
    } -> tensor<i64>
    %143 = tensor.empty() : tensor<f32>
    %144 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%142 : tensor<i64>) outs(%143 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %309 = arith.sitofp %in : i64 to f32
      linalg.yield %309 : f32
    } -> tensor<f32>
    %145 = linalg.fill ins(%cst_16 : f32) outs(%143 : tensor<f32>) -> tensor<f32>
    %146 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%139 : tensor<16xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<f32>
    %147 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%146, %144 : tensor<f32>, tensor<f32>) outs(%143 : tensor<f32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.divf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<f32>
    %148 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_10, %144 : tensor<f32>, tensor<f32>) outs(%143 : tensor<f32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.divf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<f32>
    %expanded_58 = tensor.expand_shape %collapsed_54 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %149 = tensor.empty() : tensor<16x1xi1>
    %150 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_58 : tensor<16x1xi64>) outs(%149 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %309 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %309 : i1
    } -> tensor<16x1xi1>
    %151 = tensor.empty() : tensor<16x1xi64>
    %152 = linalg.generic {indexing_maps = [#map6, #map6, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%150, %expanded_58, %cst_22 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%151 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_107: i64, %in_108: i64, %out: i64):
      %309 = arith.select %in, %in_107, %in_108 : i64
      linalg.yield %309 : i64
    } -> tensor<16x1xi64>
    %153 = linalg.fill ins(%c0_i64 : i64) outs(%151 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %154 = linalg.fill ins(%cst_16 : f32) outs(%124 : tensor<16xf32>) -> tensor<16xf32>
    %155:3 = linalg.generic {indexing_maps = [#map21, #map21, #map2], iterator_types = ["parallel"]} outs(%153, %153, %154 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_107: i64, %out_108: f32):
      %309 = linalg.index 0 : index
      %310 = arith.remsi %309, %c16 : index
      %extracted = tensor.extract %152[%310, %c0] : tensor<16x1xi64>
      %311 = arith.index_cast %310 : index to i64
      linalg.yield %311, %extracted, %cst_19 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %156 = tensor.empty() : tensor<16x2xi64>
    %157 = linalg.fill ins(%c0_i64 : i64) outs(%156 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %155#0 into %157[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_59 = tensor.insert_slice %155#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %158 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%155#2, %inserted_slice_59 : tensor<16xf32>, tensor<16x2xi64>) outs(%cst : tensor<16x4096xf32>) {
    ^bb0(%arg18: f32, %arg19: f32):
      tm_tensor.yield %arg18 : f32
    } -> tensor<16x4096xf32>
    %159 = linalg.generic {indexing_maps = [#map6, #map20, #map20, #map6], iterator_types = ["parallel", "parallel"]} ins(%150, %148, %cst_2 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%129 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_107: f32, %in_108: f32, %out: f32):
      %309 = arith.select %in, %in_107, %in_108 : f32
      linalg.yield %309 : f32
    } -> tensor<16x1xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%158, %159 : tensor<16x4096xf32>, tensor<16x1xf32>) outs(%119 : tensor<16x4096xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x4096xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<16x4096xf32>) outs(%119 : tensor<16x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.exp %in : f32
      linalg.yield %309 : f32
    } -> tensor<16x4096xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction"]} ins(%160 : tensor<16x4096xf32>) outs(%130 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<16x1xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%161, %162 : tensor<16x4096xf32>, tensor<16x1xf32>) outs(%119 : tensor<16x4096xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x4096xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%160, %163 : tensor<16x4096xf32>, tensor<16x4096xf32>) outs(%119 : tensor<16x4096xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x4096xf32>
    %165 = tensor.empty() : tensor<4096x16xf32>
    %transposed_60 = linalg.transpose ins(%164 : tensor<16x4096xf32>) outs(%165 : tensor<4096x16xf32>) permutation = [1, 0] 
    %166 = tensor.empty() : tensor<4096x32xf32>
    %167 = linalg.fill ins(%cst_16 : f32) outs(%166 : tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %168 = linalg.matmul ins(%transposed_60, %collapsed_52 : tensor<4096x16xf32>, tensor<16x32xf32>) outs(%167 : tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %169 = linalg.matmul ins(%164, %arg0 : tensor<16x4096xf32>, tensor<4096x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_61 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.mulf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %115 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %174 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %172 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %175 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %179 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %115 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %181 = tensor.empty() : tensor<32xf32>
    %182 = linalg.fill ins(%cst_16 : f32) outs(%181 : tensor<32xf32>) -> tensor<32xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%180 : tensor<2x8x32xf32>) outs(%182 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_61 : tensor<2x8x32xf32>) outs(%182 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %collapsed_62 = tensor.collapse_shape %179 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %185 = tensor.empty() : tensor<32x128xf32>
    %transposed_63 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%185 : tensor<32x128xf32>) permutation = [1, 0] 
    %186 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %187 = tensor.empty() : tensor<128x16xf32>
    %transposed_64 = linalg.transpose ins(%collapsed_49 : tensor<16x128xf32>) outs(%187 : tensor<128x16xf32>) permutation = [1, 0] 
    %188 = tensor.empty() : tensor<128x32xf32>
    %189 = linalg.fill ins(%cst_16 : f32) outs(%188 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %190 = linalg.matmul ins(%transposed_64, %collapsed_62 : tensor<128x16xf32>, tensor<16x32xf32>) outs(%189 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %191 = tensor.empty() : tensor<1x32xf32>
    %192 = linalg.fill ins(%cst_16 : f32) outs(%191 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %193 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_62 : tensor<16x32xf32>) outs(%192 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<1x32xf32>
    %collapsed_65 = tensor.collapse_shape %193 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_66 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %91 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %97 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %96 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %197 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %196 : tensor<i64>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: i64, %in_107: f32, %out: f32):
      %309 = arith.sitofp %in : i64 to f32
      %310 = arith.subf %309, %in_107 : f32
      linalg.yield %310 : f32
    } -> tensor<2x8x128xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %197 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_5 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<2x8x128xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_4 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<2x8x128xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.mulf %in, %cst_15 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %202 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %203 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.mulf %in, %cst_13 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %205 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_67 = tensor.collapse_shape %206 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %transposed_68 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%188 : tensor<128x32xf32>) permutation = [1, 0] 
    %207 = linalg.matmul ins(%collapsed_67, %transposed_68 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %208 = tensor.empty() : tensor<32x16xf32>
    %transposed_69 = linalg.transpose ins(%collapsed_47 : tensor<16x32xf32>) outs(%208 : tensor<32x16xf32>) permutation = [1, 0] 
    %209 = linalg.fill ins(%cst_16 : f32) outs(%185 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %210 = linalg.matmul ins(%transposed_69, %collapsed_67 : tensor<32x16xf32>, tensor<16x128xf32>) outs(%209 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %211 = tensor.empty() : tensor<1x128xf32>
    %212 = linalg.fill ins(%cst_16 : f32) outs(%211 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %213 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_67 : tensor<16x128xf32>) outs(%212 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<1x128xf32>
    %collapsed_70 = tensor.collapse_shape %213 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_71 = tensor.expand_shape %207 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.mulf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%214 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %83 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%217 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %218 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %216 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %223 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %221 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %83 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%224 : tensor<2x8x32xf32>) outs(%182 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_71 : tensor<2x8x32xf32>) outs(%182 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %223 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_72 = tensor.collapse_shape %227 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %228 = tensor.empty() : tensor<32x32xf32>
    %transposed_73 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%228 : tensor<32x32xf32>) permutation = [1, 0] 
    %229 = linalg.matmul ins(%collapsed_72, %transposed_73 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_74 = linalg.transpose ins(%collapsed_45 : tensor<16x32xf32>) outs(%208 : tensor<32x16xf32>) permutation = [1, 0] 
    %230 = linalg.fill ins(%cst_16 : f32) outs(%228 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %231 = linalg.matmul ins(%transposed_74, %collapsed_72 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%230 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %232 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_72 : tensor<16x32xf32>) outs(%192 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<1x32xf32>
    %collapsed_75 = tensor.collapse_shape %232 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_76 = tensor.expand_shape %229 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_78 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_79 = linalg.transpose ins(%collapsed_41 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %233 = linalg.batch_matmul ins(%transposed_79, %collapsed_78 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_42 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %234 = linalg.batch_matmul ins(%collapsed_78, %transposed_80 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_81 = tensor.expand_shape %233 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_82 = tensor.expand_shape %234 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %235 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_82, %62 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %236 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%235 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x1xf32>
    %237 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %236 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %238 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %237 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %239 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %238, %cst_2 : tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_107: f32, %in_108: f32, %out: f32):
      %309 = arith.select %in, %in_107, %in_108 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %240 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %cst_9 : tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.divf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_83 = tensor.collapse_shape %240 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_84 = linalg.transpose ins(%collapsed_35 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %241 = linalg.batch_matmul ins(%transposed_84, %collapsed_83 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_85 = linalg.transpose ins(%collapsed_36 : tensor<8x8x8xf32>) outs(%44 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %242 = linalg.batch_matmul ins(%collapsed_83, %transposed_85 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_86 = tensor.expand_shape %241 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_87 = tensor.expand_shape %242 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_89 = tensor.collapse_shape %transposed_88 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_90 = linalg.transpose ins(%expanded_81 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_92 = linalg.transpose ins(%expanded_86 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_93 = tensor.collapse_shape %transposed_92 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %concat = tensor.concat dim(2) %collapsed_89, %collapsed_93, %collapsed_91 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %collapsed_94 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x96xf32> into tensor<16x96xf32>
    %243 = tensor.empty() : tensor<96x32xf32>
    %transposed_95 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%243 : tensor<96x32xf32>) permutation = [1, 0] 
    %244 = linalg.matmul ins(%collapsed_94, %transposed_95 : tensor<16x96xf32>, tensor<96x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_96 = linalg.transpose ins(%collapsed : tensor<16x32xf32>) outs(%208 : tensor<32x16xf32>) permutation = [1, 0] 
    %245 = tensor.empty() : tensor<32x96xf32>
    %246 = linalg.fill ins(%cst_16 : f32) outs(%245 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %247 = linalg.matmul ins(%transposed_96, %collapsed_94 : tensor<32x16xf32>, tensor<16x96xf32>) outs(%246 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %248 = tensor.empty() : tensor<1x96xf32>
    %249 = linalg.fill ins(%cst_16 : f32) outs(%248 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %250 = linalg.generic {indexing_maps = [#map6, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_94 : tensor<16x96xf32>) outs(%249 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<1x96xf32>
    %collapsed_97 = tensor.collapse_shape %250 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_98 = tensor.expand_shape %244 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.mulf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%251 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %36 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %255 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %253 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %256 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_12 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x1xf32>
    %260 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %258 : tensor<2x8x1xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %36 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.mulf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%261 : tensor<2x8x32xf32>) outs(%182 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_98 : tensor<2x8x32xf32>) outs(%182 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %260 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %265 = linalg.fill ins(%cst_16 : f32) outs(%4 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%264 : tensor<2x8x32xf32>) outs(%265 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<1x8x32xf32>
    %267 = tensor.empty() : tensor<1x8xi1>
    %268 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%267 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %309 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %309 : i1
    } -> tensor<1x8xi1>
    %expanded_99 = tensor.expand_shape %268 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %269 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %cst_2, %266 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x32xf32>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i1, %in_107: f32, %in_108: f32, %out: f32):
      %309 = arith.select %in, %in_107, %in_108 : f32
      linalg.yield %309 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_100 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %expanded_101 = tensor.expand_shape %collapsed_100 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %270 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_101, %expanded_23 : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%cst_17 : tensor<16x32xf32>) {
    ^bb0(%arg18: f32, %arg19: f32):
      %309 = arith.addf %arg19, %arg18 : f32
      tm_tensor.yield %309 : f32
    } -> tensor<16x32xf32>
    %271 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<2x8xi64>) outs(%12 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %309 = arith.cmpi eq, %in, %c-1_i64 : i64
      linalg.yield %309 : i1
    } -> tensor<2x8xi1>
    %expanded_102 = tensor.expand_shape %271 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %272 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102, %cst_2, %264 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_107: f32, %in_108: f32, %out: f32):
      %309 = arith.select %in, %in_107, %in_108 : f32
      linalg.yield %309 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_103 = tensor.collapse_shape %arg16 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_104 = tensor.expand_shape %collapsed_103 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_105 = tensor.collapse_shape %272 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %expanded_106 = tensor.expand_shape %collapsed_105 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xf32> into tensor<16x1x32xf32>
    %273 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_106, %expanded_104 : tensor<16x1x32xf32>, tensor<16x1xi64>) outs(%cst_18 : tensor<4096x32xf32>) {
    ^bb0(%arg18: f32, %arg19: f32):
      %309 = arith.addf %arg19, %arg18 : f32
      tm_tensor.yield %309 : f32
    } -> tensor<4096x32xf32>
    %274 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%168, %273 : tensor<4096x32xf32>, tensor<4096x32xf32>) outs(%166 : tensor<4096x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.addf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<4096x32xf32>
    %275 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%274 : tensor<4096x32xf32>) outs(%166 : tensor<4096x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<4096x32xf32>
    %276 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg0, %275 : tensor<4096x32xf32>, tensor<4096x32xf32>) outs(%166 : tensor<4096x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<4096x32xf32>
    %277 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<16x32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<16x32xf32>
    %278 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg1, %277 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<16x32xf32>
    %279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%262 : tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %279 : tensor<32xf32>, tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%263 : tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %281 : tensor<32xf32>, tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %283 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<32x96xf32>) outs(%245 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32x96xf32>
    %284 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4, %283 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%245 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32x96xf32>
    %285 = tensor.empty() : tensor<96xf32>
    %286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<96xf32>) outs(%285 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<96xf32>
    %287 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %286 : tensor<96xf32>, tensor<96xf32>) outs(%285 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<96xf32>
    %288 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%231 : tensor<32x32xf32>) outs(%228 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32x32xf32>
    %289 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6, %288 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%228 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32x32xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_75 : tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %290 : tensor<32xf32>, tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%225 : tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %292 : tensor<32xf32>, tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%226 : tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %294 : tensor<32xf32>, tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %296 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<32x128xf32>) outs(%185 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32x128xf32>
    %297 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10, %296 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%185 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32x128xf32>
    %298 = tensor.empty() : tensor<128xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_70 : tensor<128xf32>) outs(%298 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<128xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %299 : tensor<128xf32>, tensor<128xf32>) outs(%298 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<128xf32>
    %301 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<128x32xf32>) outs(%188 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<128x32xf32>
    %302 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg12, %301 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%188 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<128x32xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_65 : tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %303 : tensor<32xf32>, tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%183 : tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %305 : tensor<32xf32>, tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    %307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%184 : tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_6 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<32xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %307 : tensor<32xf32>, tensor<32xf32>) outs(%181 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_107: f32, %out: f32):
      %309 = arith.subf %in, %in_107 : f32
      linalg.yield %309 : f32
    } -> tensor<32xf32>
    return %147, %276, %278, %280, %282, %284, %287, %289, %291, %293, %295, %297, %300, %302, %304, %306, %308 : tensor<f32>, tensor<4096x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_16_16_torch.uint8: "0x0100000001000000000000000000000000000000010100000000000000000000000000000101010000000000000000000000000001010101000000000000000000000000010101010100000000000000000000000101010101010000000000000000000001010101010101000000000000000000010101010101010100000000000000000101010101010101010000000000000001010101010101010101000000000000010101010101010101010100000000000101010101010101010101010000000001010101010101010101010101000000010101010101010101010101010100000101010101010101010101010101010001010101010101010101010101010101"
    }
  }
#-}
