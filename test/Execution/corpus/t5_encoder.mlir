// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program t5_encoder: transformers T5EncoderModel(T5Config(vocab_size=64, d_model=32, d_kv=8,
//     d_ff=64, num_layers=2, num_heads=4, relative_attention_num_buckets=8,
//     relative_attention_max_distance=16, dropout_rate=0.0, feed_forward_proj='relu',
//     use_cache=False), attn_implementation='eager'), eval, random weights; forward(input_ids
//     [2x8], attention_mask=ones) -> last_hidden_state.
// Arguments:
// %arg0 shared.weight [64x32xf32]
// %arg1 encoder.block.0.layer.0.SelfAttention.q.weight [32x32xf32]
// %arg2 encoder.block.0.layer.0.SelfAttention.k.weight [32x32xf32]
// %arg3 encoder.block.0.layer.0.SelfAttention.v.weight [32x32xf32]
// %arg4 encoder.block.0.layer.0.SelfAttention.o.weight [32x32xf32]
// %arg5 encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight [8x4xf32]
// %arg6 encoder.block.0.layer.0.layer_norm.weight [32xf32]
// %arg7 encoder.block.0.layer.1.DenseReluDense.wi.weight [64x32xf32]
// %arg8 encoder.block.0.layer.1.DenseReluDense.wo.weight [32x64xf32]
// %arg9 encoder.block.0.layer.1.layer_norm.weight [32xf32]
// %arg10 encoder.block.1.layer.0.SelfAttention.q.weight [32x32xf32]
// %arg11 encoder.block.1.layer.0.SelfAttention.k.weight [32x32xf32]
// %arg12 encoder.block.1.layer.0.SelfAttention.v.weight [32x32xf32]
// %arg13 encoder.block.1.layer.0.SelfAttention.o.weight [32x32xf32]
// %arg14 encoder.block.1.layer.0.layer_norm.weight [32xf32]
// %arg15 encoder.block.1.layer.1.DenseReluDense.wi.weight [64x32xf32]
// %arg16 encoder.block.1.layer.1.DenseReluDense.wo.weight [32x64xf32]
// %arg17 encoder.block.1.layer.1.layer_norm.weight [32xf32]
// %arg18 encoder.final_layer_norm.weight [32xf32]
// %arg19 input_ids [2x8xi64]
// Results: last_hidden_state [2x8x32xf32]
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
module {
  func.func @t5_encoder(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<8x4xf32>, %arg6: tensor<32xf32>, %arg7: tensor<64x32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<2x8xi64>) -> tensor<2x8x32xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-0.000000e+00> : tensor<2x1x1x8xf32>
    %cst_2 = arith.constant 2.0794415416798357 : f64
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 3.200000e+01 : f32
    %cst_5 = arith.constant 2.000000e+00 : f32
    %cst_6 = arith.constant dense<3> : tensor<8x8xi64>
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %116 = arith.index_cast %in : i64 to index
      %117 = linalg.index 2 : index
      %118 = arith.cmpi slt, %116, %c64 : index
      cf.assert %118, "index must be smaller than dim size"
      %119 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %119, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%116, %117] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %116 = linalg.index 0 : index
      %117 = arith.index_cast %116 : index to i64
      linalg.yield %117 : i64
    } -> tensor<8xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %5 = tensor.empty() : tensor<2x8x1xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.divf %in, %cst_4 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.truncf %cst_3 : f64 to f32
      %117 = arith.addf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.rsqrt %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %10 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %12 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %11 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %13 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %14 = tensor.empty() : tensor<16x32xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded = tensor.expand_shape %16 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %17 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_7 = linalg.transpose ins(%expanded : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_8 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %18 = linalg.matmul ins(%collapsed, %transposed_8 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_9 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %19 = linalg.matmul ins(%collapsed, %transposed_9 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_10 = tensor.expand_shape %18 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %expanded_11 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%expanded_10 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_14 = tensor.collapse_shape %transposed_7 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_15 = tensor.collapse_shape %transposed_13 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %20 = tensor.empty() : tensor<8x8x8xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %22 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_16 = tensor.expand_shape %22 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %expanded_17 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_18 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %23 = tensor.empty() : tensor<8x8xi64>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_18, %expanded_17 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_62: i64, %out: i64):
      %116 = arith.subi %in, %in_62 : i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %25 = tensor.empty() : tensor<8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x8xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %116 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %116 : i1
    } -> tensor<8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x8xi1>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %116 = arith.extui %in : i1 to i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %28 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %116 = arith.muli %in, %c4_i64 : i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %29 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %116 = math.absi %in : i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %30 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x8xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %116 = arith.cmpi slt, %in, %c2_i64 : i64
      linalg.yield %116 : i1
    } -> tensor<8x8xi1>
    %31 = tensor.empty() : tensor<8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x8xi64>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %116 = arith.sitofp %in : i64 to f32
      linalg.yield %116 : f32
    } -> tensor<8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.divf %in, %cst_5 : f32
      linalg.yield %116 : f32
    } -> tensor<8x8xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.log %in : f32
      linalg.yield %116 : f32
    } -> tensor<8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.truncf %cst_2 : f64 to f32
      %117 = arith.divf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x8xf32>) outs(%31 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.mulf %in, %cst_5 : f32
      linalg.yield %116 : f32
    } -> tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x8xf32>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %116 = arith.fptosi %in : f32 to i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %38 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %116 = arith.addi %in, %c2_i64 : i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %39 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_6 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_62: i64, %out: i64):
      %116 = arith.minsi %in, %in_62 : i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %40 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%30, %29, %39 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_62: i64, %in_63: i64, %out: i64):
      %116 = arith.select %in, %in_62, %in_63 : i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %41 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%28, %40 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%23 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_62: i64, %out: i64):
      %116 = arith.addi %in, %in_62 : i64
      linalg.yield %116 : i64
    } -> tensor<8x8xi64>
    %42 = tensor.empty() : tensor<8x8x4xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<8x8xi64>) outs(%42 : tensor<8x8x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %116 = arith.index_cast %in : i64 to index
      %117 = linalg.index 2 : index
      %118 = arith.cmpi slt, %116, %c8 : index
      cf.assert %118, "index must be smaller than dim size"
      %119 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %119, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg5[%116, %117] : tensor<8x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x4xf32>
    %44 = tensor.empty() : tensor<4x8x8xf32>
    %transposed_19 = linalg.transpose ins(%43 : tensor<8x8x4xf32>) outs(%44 : tensor<4x8x8xf32>) permutation = [2, 0, 1] 
    %expanded_20 = tensor.expand_shape %transposed_19 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %cst_1 : tensor<1x4x8x8xf32>, tensor<2x1x1x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.addf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %45 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.addf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %47 = tensor.empty() : tensor<2x4x8xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %49 = tensor.empty() : tensor<2x4x8xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %51:2 = linalg.generic {indexing_maps = [#map10, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x4x8x8xf32>) outs(%50, %48 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_62: i64):
      %116 = linalg.index 3 : index
      %117 = arith.index_cast %116 : index to i64
      %118 = arith.maximumf %in, %out : f32
      %119 = arith.cmpf ogt, %in, %out : f32
      %120 = arith.select %119, %117, %out_62 : i64
      linalg.yield %118, %120 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_21 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_21 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.subf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.exp %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %54 = tensor.empty() : tensor<2x4x8x1xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map10, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.divf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_22 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %58 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_24 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %59 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %60 = linalg.matmul ins(%collapsed_27, %transposed_26 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_28 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_28 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.addf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.divf %in, %cst_4 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.truncf %cst_3 : f64 to f32
      %117 = arith.addf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.rsqrt %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %66 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %67 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %69 = tensor.empty() : tensor<32x64xf32>
    %transposed_29 = linalg.transpose ins(%arg7 : tensor<64x32xf32>) outs(%69 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_30 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %70 = tensor.empty() : tensor<16x64xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %72 = linalg.matmul ins(%collapsed_30, %transposed_29 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%71 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_31 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %73 = tensor.empty() : tensor<2x8x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x8x64xf32>) outs(%73 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.cmpf ugt, %in, %cst : f32
      %117 = arith.select %116, %in, %cst : f32
      linalg.yield %117 : f32
    } -> tensor<2x8x64xf32>
    %75 = tensor.empty() : tensor<64x32xf32>
    %transposed_32 = linalg.transpose ins(%arg8 : tensor<32x64xf32>) outs(%75 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_33 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %76 = linalg.matmul ins(%collapsed_33, %transposed_32 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_34 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %expanded_34 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.addf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.divf %in, %cst_4 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.truncf %cst_3 : f64 to f32
      %117 = arith.addf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.rsqrt %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %83 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %transposed_35 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %85 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_37 = tensor.expand_shape %85 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_39 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %86 = linalg.matmul ins(%collapsed_36, %transposed_39 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_40 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %87 = linalg.matmul ins(%collapsed_36, %transposed_40 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_41 = tensor.expand_shape %86 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %expanded_42 = tensor.expand_shape %87 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%expanded_41 : tensor<2x8x4x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_45 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %88 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_47 = tensor.expand_shape %88 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47, %45 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.addf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %90:2 = linalg.generic {indexing_maps = [#map10, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%89 : tensor<2x4x8x8xf32>) outs(%50, %48 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_62: i64):
      %116 = linalg.index 3 : index
      %117 = arith.index_cast %116 : index to i64
      %118 = arith.maximumf %in, %out : f32
      %119 = arith.cmpf ogt, %in, %out : f32
      %120 = arith.select %119, %117, %out_62 : i64
      linalg.yield %118, %120 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_48 = tensor.expand_shape %90#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_48 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.subf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<2x4x8x8xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.exp %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map10, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map10, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %93 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%17 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.divf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_49 = tensor.collapse_shape %94 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %95 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%21 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_51 = tensor.expand_shape %95 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%13 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %transposed_52 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %96 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_55 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_55 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.addf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.divf %in, %cst_4 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.truncf %cst_3 : f64 to f32
      %117 = arith.addf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.rsqrt %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %103 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %transposed_56 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%69 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_57 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %105 = linalg.matmul ins(%collapsed_57, %transposed_56 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%71 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_58 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x8x64xf32>) outs(%73 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.cmpf ugt, %in, %cst : f32
      %117 = arith.select %116, %in, %cst : f32
      linalg.yield %117 : f32
    } -> tensor<2x8x64xf32>
    %transposed_59 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%75 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_60 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %107 = linalg.matmul ins(%collapsed_60, %transposed_59 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_61 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %expanded_61 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.addf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.divf %in, %cst_4 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.truncf %cst_3 : f64 to f32
      %117 = arith.addf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.rsqrt %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %113 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %114 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %116 = arith.mulf %in, %in_62 : f32
      linalg.yield %116 : f32
    } -> tensor<2x8x32xf32>
    return %115 : tensor<2x8x32xf32>
  }
}
