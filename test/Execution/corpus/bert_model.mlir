// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program bert_model: transformers BertModel(BertConfig(vocab_size=64, hidden_size=32,
//     intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
//     max_position_embeddings=16, type_vocab_size=2, hidden_dropout_prob=0.0,
//     attention_probs_dropout_prob=0.0), attn_implementation='sdpa', add_pooling_layer=False),
//     eval, random weights; forward(input_ids [2x8], attention_mask=ones, token_type_ids=zeros) ->
//     last_hidden_state.
// Arguments:
// %arg0 embeddings.word_embeddings.weight [64x32xf32]
// %arg1 embeddings.position_embeddings.weight [16x32xf32]
// %arg2 embeddings.token_type_embeddings.weight [2x32xf32]
// %arg3 embeddings.LayerNorm.weight [32xf32]
// %arg4 embeddings.LayerNorm.bias [32xf32]
// %arg5 encoder.layer.0.attention.self.query.weight [32x32xf32]
// %arg6 encoder.layer.0.attention.self.query.bias [32xf32]
// %arg7 encoder.layer.0.attention.self.key.weight [32x32xf32]
// %arg8 encoder.layer.0.attention.self.key.bias [32xf32]
// %arg9 encoder.layer.0.attention.self.value.weight [32x32xf32]
// %arg10 encoder.layer.0.attention.self.value.bias [32xf32]
// %arg11 encoder.layer.0.attention.output.dense.weight [32x32xf32]
// %arg12 encoder.layer.0.attention.output.dense.bias [32xf32]
// %arg13 encoder.layer.0.attention.output.LayerNorm.weight [32xf32]
// %arg14 encoder.layer.0.attention.output.LayerNorm.bias [32xf32]
// %arg15 encoder.layer.0.intermediate.dense.weight [64x32xf32]
// %arg16 encoder.layer.0.intermediate.dense.bias [64xf32]
// %arg17 encoder.layer.0.output.dense.weight [32x64xf32]
// %arg18 encoder.layer.0.output.dense.bias [32xf32]
// %arg19 encoder.layer.0.output.LayerNorm.weight [32xf32]
// %arg20 encoder.layer.0.output.LayerNorm.bias [32xf32]
// %arg21 encoder.layer.1.attention.self.query.weight [32x32xf32]
// %arg22 encoder.layer.1.attention.self.query.bias [32xf32]
// %arg23 encoder.layer.1.attention.self.key.weight [32x32xf32]
// %arg24 encoder.layer.1.attention.self.key.bias [32xf32]
// %arg25 encoder.layer.1.attention.self.value.weight [32x32xf32]
// %arg26 encoder.layer.1.attention.self.value.bias [32xf32]
// %arg27 encoder.layer.1.attention.output.dense.weight [32x32xf32]
// %arg28 encoder.layer.1.attention.output.dense.bias [32xf32]
// %arg29 encoder.layer.1.attention.output.LayerNorm.weight [32xf32]
// %arg30 encoder.layer.1.attention.output.LayerNorm.bias [32xf32]
// %arg31 encoder.layer.1.intermediate.dense.weight [64x32xf32]
// %arg32 encoder.layer.1.intermediate.dense.bias [64xf32]
// %arg33 encoder.layer.1.output.dense.weight [32x64xf32]
// %arg34 encoder.layer.1.output.dense.bias [32xf32]
// %arg35 encoder.layer.1.output.LayerNorm.weight [32xf32]
// %arg36 encoder.layer.1.output.LayerNorm.bias [32xf32]
// %arg37 input_ids [2x8xi64]
// Results: last_hidden_state [2x8x32xf32]
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @bert_model(%arg0: tensor<64x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<2x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<64xf32>, %arg17: tensor<32x64xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<64x32xf32>, %arg32: tensor<64xf32>, %arg33: tensor<32x64xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<2x8xi64>) -> tensor<2x8x32xf32> {
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %cst_6 = arith.constant 0xFFF0000000000000 : f64
    %cst_7 = arith.constant 0.59460355750136051 : f64
    %cst_8 = arith.constant 9.9999999999999998E-13 : f64
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant 1.41421354 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_12 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_1> : tensor<1x16xi64>
    %cst_13 = arith.constant dense_resource<torch_tensor_1_16_torch.int64> : tensor<1x16xi64>
    %extracted_slice = tensor.extract_slice %cst_13[0, 0] [1, 8] [1, 1] : tensor<1x16xi64> to tensor<1x8xi64>
    %0 = tensor.empty() : tensor<2x8xi64>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xi64>) outs(%0 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x8xi64>
    %extracted_slice_14 = tensor.extract_slice %cst_12[0, 0] [1, 8] [1, 1] : tensor<1x16xi64> to tensor<1x8xi64>
    %2 = tensor.empty() : tensor<2x8x32xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37 : tensor<2x8xi64>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %175 = arith.index_cast %in : i64 to index
      %176 = linalg.index 2 : index
      %177 = arith.cmpi slt, %175, %c64 : index
      cf.assert %177, "index must be smaller than dim size"
      %178 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %178, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%175, %176] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8xi64>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %175 = arith.index_cast %in : i64 to index
      %176 = linalg.index 2 : index
      %177 = arith.cmpi slt, %175, %c2 : index
      cf.assert %177, "index must be smaller than dim size"
      %178 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %178, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%175, %176] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %4 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %6 = tensor.empty() : tensor<1x8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<1x8xi64>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %175 = arith.index_cast %in : i64 to index
      %176 = linalg.index 2 : index
      %177 = arith.cmpi slt, %175, %c16 : index
      cf.assert %177, "index must be smaller than dim size"
      %178 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %178, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%175, %176] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<2x8x32xf32>, tensor<1x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %9 = tensor.empty() : tensor<2x8x32xf64>
    %10 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %11 = tensor.empty() : tensor<2x8x1xf64>
    %12 = linalg.fill ins(%cst : f64) outs(%11 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %15 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %14 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.subf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %16 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %15 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.mulf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %17 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %18 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %19 = tensor.empty() : tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_10 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_8 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.subf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_15 = tensor.collapse_shape %29 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %30 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0] 
    %31 = tensor.empty() : tensor<16x32xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %33 = linalg.matmul ins(%collapsed_15, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%33, %arg6 : tensor<16x32xf32>, tensor<32xf32>) outs(%31 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x32xf32>
    %expanded = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %35 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_16 = linalg.transpose ins(%expanded : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed_15, %transposed_17 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%36, %arg8 : tensor<16x32xf32>, tensor<32xf32>) outs(%31 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x32xf32>
    %expanded_18 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_19 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0] 
    %38 = linalg.matmul ins(%collapsed_15, %transposed_19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%38, %arg10 : tensor<16x32xf32>, tensor<32xf32>) outs(%31 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x32xf32>
    %expanded_20 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %40 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %41 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_24 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %42 = tensor.empty() : tensor<8x8x8xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %44 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%43 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_25 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %cst_5 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %46 = tensor.empty() : tensor<2x4x8xi64>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%46 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %48 = tensor.empty() : tensor<2x4x8xf32>
    %49 = linalg.fill ins(%cst_1 : f32) outs(%48 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %50:2 = linalg.generic {indexing_maps = [#map7, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x4x8x8xf32>) outs(%49, %47 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_65: i64):
      %175 = linalg.index 3 : index
      %176 = arith.index_cast %175 : index to i64
      %177 = arith.maximumf %in, %out : f32
      %178 = arith.cmpf ogt, %in, %out : f32
      %179 = arith.select %178, %176, %out_65 : i64
      linalg.yield %177, %179 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_26 = tensor.expand_shape %50#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_26 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.subf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.exp %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %53 = tensor.empty() : tensor<2x4x8x1xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<2x4x8x8xf32>) outs(%54 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.divf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %57 = tensor.empty() : tensor<2x4x8x8xi1>
    %58 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x4x8x8xf32>) outs(%57 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %175 = arith.extf %in : f32 to f64
      %176 = arith.cmpf oeq, %175, %cst_6 : f64
      linalg.yield %176 : i1
    } -> tensor<2x4x8x8xi1>
    %59 = tensor.empty() : tensor<2x4x8x1xi1>
    %60 = linalg.fill ins(%true : i1) outs(%59 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %61 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x4x8x8xi1>) outs(%60 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %175 = arith.andi %in, %out : i1
      linalg.yield %175 : i1
    } -> tensor<2x4x8x1xi1>
    %62 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %cst_4, %56 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_65: f32, %in_66: f32, %out: f32):
      %175 = arith.select %in, %in_65, %in_66 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_27 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%43 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_29 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %64 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_32 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<2x32x32xf32>
    %66 = linalg.generic {indexing_maps = [#map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_32 : tensor<32x32xf32>) outs(%65 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %67 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %68 = linalg.batch_matmul ins(%collapsed_31, %66 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%67 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg12 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %29 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %72 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %74 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.subf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %75 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %74 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.mulf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %76 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %78 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_10 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_8 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %80 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.subf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %82 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg13 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_33 = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %87 = tensor.empty() : tensor<32x64xf32>
    %transposed_34 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%87 : tensor<32x64xf32>) permutation = [1, 0] 
    %88 = tensor.empty() : tensor<16x64xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %90 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%90, %arg16 : tensor<16x64xf32>, tensor<64xf32>) outs(%88 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x64xf32>
    %expanded_35 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %92 = tensor.empty() : tensor<2x8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x8x64xf32>) outs(%92 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_11 : f32
      %176 = math.erf %175 : f32
      %177 = arith.addf %176, %cst_2 : f32
      %178 = arith.mulf %177, %cst_3 : f32
      %179 = arith.mulf %in, %178 : f32
      linalg.yield %179 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_36 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %94 = tensor.empty() : tensor<64x32xf32>
    %transposed_37 = linalg.transpose ins(%arg17 : tensor<32x64xf32>) outs(%94 : tensor<64x32xf32>) permutation = [1, 0] 
    %95 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%95, %arg18 : tensor<16x32xf32>, tensor<32xf32>) outs(%31 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x32xf32>
    %expanded_38 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %86 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %99 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %101 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.subf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %102 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %101 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.mulf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %103 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_10 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_8 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %107 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.subf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %109 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg19 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg20 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_39 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_40 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%114, %arg22 : tensor<16x32xf32>, tensor<32xf32>) outs(%31 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x32xf32>
    %expanded_41 = tensor.expand_shape %115 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0] 
    %116 = linalg.matmul ins(%collapsed_39, %transposed_43 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%116, %arg24 : tensor<16x32xf32>, tensor<32xf32>) outs(%31 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x32xf32>
    %expanded_44 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_45 = linalg.transpose ins(%arg25 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_39, %transposed_45 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%118, %arg26 : tensor<16x32xf32>, tensor<32xf32>) outs(%31 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x32xf32>
    %expanded_46 = tensor.expand_shape %119 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %120 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_42 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_48 = linalg.transpose ins(%expanded_44 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %121 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_48 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_7 : f64 to f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_49 = tensor.collapse_shape %120 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_50 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %122 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%43 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_51 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51, %cst_5 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %124:2 = linalg.generic {indexing_maps = [#map7, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<2x4x8x8xf32>) outs(%49, %47 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_65: i64):
      %175 = linalg.index 3 : index
      %176 = arith.index_cast %175 : index to i64
      %177 = arith.maximumf %in, %out : f32
      %178 = arith.cmpf ogt, %in, %out : f32
      %179 = arith.select %178, %176, %out_65 : i64
      linalg.yield %177, %179 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_52 = tensor.expand_shape %124#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_52 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.subf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %126 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.exp %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<2x4x8x8xf32>) outs(%54 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.divf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<2x4x8x8xf32>) outs(%57 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %175 = arith.extf %in : f32 to f64
      %176 = arith.cmpf oeq, %175, %cst_6 : f64
      linalg.yield %176 : i1
    } -> tensor<2x4x8x8xi1>
    %130 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x4x8x8xi1>) outs(%60 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %175 = arith.andi %in, %out : i1
      linalg.yield %175 : i1
    } -> tensor<2x4x8x1xi1>
    %131 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %cst_4, %128 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_65: f32, %in_66: f32, %out: f32):
      %175 = arith.select %in, %in_65, %in_66 : f32
      linalg.yield %175 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_53 = tensor.collapse_shape %131 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_54 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %132 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%43 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_55 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_57 = tensor.collapse_shape %transposed_56 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_58 = linalg.transpose ins(%arg27 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0] 
    %133 = linalg.generic {indexing_maps = [#map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_58 : tensor<32x32xf32>) outs(%65 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %134 = linalg.batch_matmul ins(%collapsed_57, %133 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%67 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %arg28 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %113 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %138 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %139 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %140 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.subf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %141 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.mulf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %142 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %143 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %144 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_10 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_8 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %146 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.subf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %148 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg29 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg30 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_59 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_60 = linalg.transpose ins(%arg31 : tensor<64x32xf32>) outs(%87 : tensor<32x64xf32>) permutation = [1, 0] 
    %153 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%153, %arg32 : tensor<16x64xf32>, tensor<64xf32>) outs(%88 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x64xf32>
    %expanded_61 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<2x8x64xf32>) outs(%92 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_11 : f32
      %176 = math.erf %175 : f32
      %177 = arith.addf %176, %cst_2 : f32
      %178 = arith.mulf %177, %cst_3 : f32
      %179 = arith.mulf %in, %178 : f32
      linalg.yield %179 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_62 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_63 = linalg.transpose ins(%arg33 : tensor<32x64xf32>) outs(%94 : tensor<64x32xf32>) permutation = [1, 0] 
    %156 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%156, %arg34 : tensor<16x32xf32>, tensor<32xf32>) outs(%31 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<16x32xf32>
    %expanded_64 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %152 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %175 = arith.extf %in : f32 to f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %160 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %162 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %161 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.subf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %163 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %162 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %175 = arith.mulf %in, %in_65 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x32xf64>
    %164 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.addf %in, %out : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %165 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %175 = arith.divf %in, %cst_9 : f64
      linalg.yield %175 : f64
    } -> tensor<2x8x1xf64>
    %166 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %175 = arith.truncf %in : f64 to f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.addf %in, %out : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.divf %in, %cst_10 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = arith.truncf %cst_8 : f64 to f32
      %176 = arith.addf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %175 = math.rsqrt %in : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %168 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.subf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %170 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %arg35 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.mulf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %arg36 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %175 = arith.addf %in, %in_65 : f32
      linalg.yield %175 : f32
    } -> tensor<2x8x32xf32>
    return %174 : tensor<2x8x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_16_torch.int64_1: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000",
      torch_tensor_1_16_torch.int64: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
