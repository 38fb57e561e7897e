// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program gpt2_lm_head: transformers GPT2LMHeadModel(GPT2Config(vocab_size=64, n_embd=32,
//     n_layer=2, n_head=4, n_positions=16, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0,
//     use_cache=False), attn_implementation='eager'), eval, random weights; forward(input_ids
//     [2x8], attention_mask=ones) -> logits.
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
// Results: logits [2x8x64xf32] (lm_head tied to wte)
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
module {
  func.func @gpt2_lm_head(%arg0: tensor<64x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x96xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x96xf32>, %arg17: tensor<96xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<2x8xi64>) -> tensor<2x8x64xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i8 = arith.constant 0 : i8
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<2.82842708> : tensor<f32>
    %cst_3 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<8x1xi1>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32>
    %true = arith.constant true
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %cst_13 = arith.constant dense_resource<torch_tensor_1_1_16_16_torch.uint8> : tensor<1x1x16x16xi8>
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = arith.index_cast %in : i64 to index
      %183 = linalg.index 2 : index
      %184 = arith.cmpi slt, %182, %c64 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%182, %183] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %182 = linalg.index 0 : index
      %183 = arith.index_cast %182 : index to i64
      linalg.yield %183 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = arith.index_cast %in : i64 to index
      %183 = linalg.index 2 : index
      %184 = arith.cmpi slt, %182, %c16 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%182, %183] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %182 = linalg.index 0 : index
      %183 = arith.index_cast %182 : index to i64
      linalg.yield %183 : i64
    } -> tensor<2xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %9 = tensor.empty() : tensor<8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded_14 : tensor<8xi64>, tensor<8x1xi64>) outs(%9 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_70: i64, %out: i1):
      %182 = arith.cmpi sle, %in, %in_70 : i64
      linalg.yield %182 : i1
    } -> tensor<8x8xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_4, %10 : tensor<8x1xi1>, tensor<8x8xi1>) outs(%9 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_70: i1, %out: i1):
      %182 = arith.andi %in, %in_70 : i1
      linalg.yield %182 : i1
    } -> tensor<8x8xi1>
    %expanded_15 = tensor.expand_shape %8 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %12 = tensor.empty() : tensor<2x8xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_15, %3 : tensor<2x1xi64>, tensor<8xi64>) outs(%12 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_70: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x8xi1>
    %expanded_16 = tensor.expand_shape %13 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi1> into tensor<2x1x8xi1>
    %14 = tensor.empty() : tensor<2x8x8xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_16 : tensor<8x8xi1>, tensor<2x1x8xi1>) outs(%14 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_70: i1, %out: i1):
      %182 = arith.andi %in, %in_70 : i1
      linalg.yield %182 : i1
    } -> tensor<2x8x8xi1>
    %expanded_17 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xi1> into tensor<2x1x8x8xi1>
    %16 = tensor.empty() : tensor<2x1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %cst_8, %cst_3 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%16 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_70: f32, %in_71: f32, %out: f32):
      %182 = arith.select %in, %in_70, %in_71 : f32
      linalg.yield %182 : f32
    } -> tensor<2x1x8x8xf32>
    %18 = tensor.empty() : tensor<2x8x32xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %20 = tensor.empty() : tensor<2x8x1xf64>
    %21 = linalg.fill ins(%cst : f64) outs(%20 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.subf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.mulf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %28 = tensor.empty() : tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %32 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.subf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %39 = tensor.empty() : tensor<16x96xf32>
    %40 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %41 = linalg.matmul ins(%collapsed, %arg4 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%41, %arg5 : tensor<16x96xf32>, tensor<96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<16x96xf32>
    %expanded_18 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_18[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_18[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_18[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %43 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_22 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_25 = linalg.transpose ins(%expanded_21 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_26 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %44 = tensor.empty() : tensor<8x8x8xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %46 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_28 = tensor.expand_shape %46 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %cst_2 : tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.divf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %48 = tensor.empty() : tensor<1x1x16x16xi1>
    %49 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_13 : tensor<1x1x16x16xi8>) outs(%48 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i8, %out: i1):
      %182 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %182 : i1
    } -> tensor<1x1x16x16xi1>
    %extracted_slice_29 = tensor.extract_slice %49[0, 0, 0, 0] [1, 1, 8, 16] [1, 1, 1, 1] : tensor<1x1x16x16xi1> to tensor<1x1x8x16xi1>
    %extracted_slice_30 = tensor.extract_slice %extracted_slice_29[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xi1> to tensor<1x1x8x8xi1>
    %50 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30, %47, %cst_3 : tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_70: f32, %in_71: f32, %out: f32):
      %182 = arith.select %in, %in_70, %in_71 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %52 = tensor.empty() : tensor<2x4x8xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %54 = tensor.empty() : tensor<2x4x8xf32>
    %55 = linalg.fill ins(%cst_1 : f32) outs(%54 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %56:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x4x8x8xf32>) outs(%55, %53 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_70: i64):
      %182 = linalg.index 3 : index
      %183 = arith.index_cast %182 : index to i64
      %184 = arith.maximumf %in, %out : f32
      %185 = arith.cmpf ogt, %in, %out : f32
      %186 = arith.select %185, %183, %out_70 : i64
      linalg.yield %184, %186 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_31 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_31 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.subf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %59 = tensor.empty() : tensor<2x4x8x1xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.divf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_34 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %64 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_36 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %65 = tensor.empty() : tensor<16x32xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %67 = linalg.matmul ins(%collapsed_36, %arg6 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%67, %arg7 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %expanded_37 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %6 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %72 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.subf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %73 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.mulf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %79 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.subf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %81 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_38 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %86 = tensor.empty() : tensor<16x128xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %88 = linalg.matmul ins(%collapsed_38, %arg10 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %89 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%88, %arg11 : tensor<16x128xf32>, tensor<128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<16x128xf32>
    %expanded_39 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %90 = tensor.empty() : tensor<2x8x128xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.mulf %in, %cst_11 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_6 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x128xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %93 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_5 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x128xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.tanh %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %cst_12 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %97 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_40 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %99 = linalg.matmul ins(%collapsed_40, %arg12 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%99, %arg13 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %expanded_41 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_41 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.subf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %105 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.mulf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %111 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.subf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %113 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_42 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %118 = linalg.matmul ins(%collapsed_42, %arg16 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%118, %arg17 : tensor<16x96xf32>, tensor<96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<16x96xf32>
    %expanded_43 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_43[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_43[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_46 = tensor.extract_slice %expanded_43[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_47 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %expanded_48 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_50 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_52 = linalg.transpose ins(%expanded_47 : tensor<2x8x4x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_54 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %120 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_55 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55, %cst_2 : tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.divf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map13, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30, %121, %cst_3 : tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_70: f32, %in_71: f32, %out: f32):
      %182 = arith.select %in, %in_70, %in_71 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %124:2 = linalg.generic {indexing_maps = [#map9, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<2x4x8x8xf32>) outs(%55, %53 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_70: i64):
      %182 = linalg.index 3 : index
      %183 = arith.index_cast %182 : index to i64
      %184 = arith.maximumf %in, %out : f32
      %185 = arith.cmpf ogt, %in, %out : f32
      %186 = arith.select %185, %183, %out_70 : i64
      linalg.yield %184, %186 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_56 = tensor.expand_shape %124#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_56 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.subf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %126 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x4x8x8xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%43 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.divf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_57 = tensor.collapse_shape %128 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_58 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %129 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_59 = tensor.expand_shape %129 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_61 = tensor.collapse_shape %transposed_60 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %130 = linalg.matmul ins(%collapsed_61, %arg18 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%130, %arg19 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %expanded_62 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %101 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %135 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.subf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %136 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.mulf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %142 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.subf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %144 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %arg20 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %arg21 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_63 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %149 = linalg.matmul ins(%collapsed_63, %arg22 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %150 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%149, %arg23 : tensor<16x128xf32>, tensor<128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<16x128xf32>
    %expanded_64 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.mulf %in, %cst_11 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_6 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x128xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %153 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_5 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x128xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.tanh %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %cst_12 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %157 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_65 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %159 = linalg.matmul ins(%collapsed_65, %arg24 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%159, %arg25 : tensor<16x32xf32>, tensor<32xf32>) outs(%65 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %expanded_66 = tensor.expand_shape %160 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_66 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %164 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.subf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %165 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %182 = arith.mulf %in, %in_70 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %171 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.subf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %arg26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.mulf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %182 = arith.addf %in, %in_70 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %178 = tensor.empty() : tensor<32x64xf32>
    %transposed_67 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%178 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_68 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %179 = tensor.empty() : tensor<16x64xf32>
    %180 = linalg.fill ins(%cst_0 : f32) outs(%179 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %181 = linalg.matmul ins(%collapsed_68, %transposed_67 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%180 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_69 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_69 : tensor<2x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_16_16_torch.uint8: "0x0100000001000000000000000000000000000000010100000000000000000000000000000101010000000000000000000000000001010101000000000000000000000000010101010100000000000000000000000101010101010000000000000000000001010101010101000000000000000000010101010101010100000000000000000101010101010101010000000000000001010101010101010101000000000000010101010101010101010100000000000101010101010101010101010000000001010101010101010101010101000000010101010101010101010101010100000101010101010101010101010101010001010101010101010101010101010101"
    }
  }
#-}
