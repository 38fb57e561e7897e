// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program lstm_sgd_step: one SGD step (lr=0.01) of nn.LSTM(4, 8, batch_first=True) and
//     nn.Linear(8, 3) on the last step's output, cross-entropy (mean), random weights; inputs x
//     [4x4x4], labels [4]; gradients by torch.func.grad_and_value, traced by make_fx with
//     torch-mlir's decompositions.
// Arguments:
// %arg0 rnn.weight_ih_l0 [32x4xf32]
// %arg1 rnn.weight_hh_l0 [32x8xf32]
// %arg2 rnn.bias_ih_l0 [32xf32]
// %arg3 rnn.bias_hh_l0 [32xf32]
// %arg4 head.weight [3x8xf32]
// %arg5 head.bias [3xf32]
// %arg6 x [4x4x4xf32]
// %arg7 labels [4xi64]
// Results: the loss [f32], then the 6 updated parameters in argument order
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0) -> ()>
#map8 = affine_map<() -> ()>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0) -> (d0, 0)>
#map11 = affine_map<(d0, d1) -> (0, d1)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map13 = affine_map<(d0, d1, d2) -> (0, d1, 0)>
#map14 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
module {
  func.func @lstm_sgd_step(%arg0: tensor<32x4xf32>, %arg1: tensor<32x8xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<3x8xf32>, %arg5: tensor<3xf32>, %arg6: tensor<4x4x4xf32>, %arg7: tensor<4xi64>) -> (tensor<f32>, tensor<32x4xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x8xf32>, tensor<3xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x3xf32>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e-02 : f64
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<4x8xf32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<4x4x8xf32>
    %c-100_i64 = arith.constant -100 : i64
    %c3_i64 = arith.constant 3 : i64
    %c4 = arith.constant 4 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_7 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_8 = arith.constant -1.000000e+00 : f32
    %cst_9 = arith.constant dense<1> : tensor<i64>
    %cst_10 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x4x4xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<4x4x4xf32>) outs(%0 : tensor<4x4x4xf32>) permutation = [1, 0, 2] 
    %1 = tensor.empty() : tensor<4x32xf32>
    %transposed_11 = linalg.transpose ins(%arg0 : tensor<32x4xf32>) outs(%1 : tensor<4x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1], [2]] : tensor<4x4x4xf32> into tensor<16x4xf32>
    %2 = tensor.empty() : tensor<16x32xf32>
    %3 = linalg.fill ins(%cst_7 : f32) outs(%2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<16x4xf32>, tensor<4x32xf32>) outs(%3 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32> into tensor<4x4x32xf32>
    %5 = tensor.empty() : tensor<4x4x32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg2 : tensor<4x4x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x4x32xf32>
    %extracted_slice = tensor.extract_slice %6[0, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<4x4x32xf32> to tensor<1x4x32xf32>
    %extracted_slice_12 = tensor.extract_slice %6[1, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<4x4x32xf32> to tensor<1x4x32xf32>
    %extracted_slice_13 = tensor.extract_slice %6[2, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<4x4x32xf32> to tensor<1x4x32xf32>
    %extracted_slice_14 = tensor.extract_slice %6[3, 0, 0] [1, 4, 32] [1, 1, 1] : tensor<4x4x32xf32> to tensor<1x4x32xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %7 = tensor.empty() : tensor<8x32xf32>
    %transposed_19 = linalg.transpose ins(%arg1 : tensor<32x8xf32>) outs(%7 : tensor<8x32xf32>) permutation = [1, 0] 
    %8 = linalg.fill ins(%cst_7 : f32) outs(%1 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %9 = linalg.matmul ins(%cst_3, %transposed_19 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%8 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%9, %arg3 : tensor<4x32xf32>, tensor<32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x32xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%10, %collapsed_15 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x32xf32>
    %extracted_slice_20 = tensor.extract_slice %11[0, 0] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_21 = tensor.extract_slice %11[0, 8] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_22 = tensor.extract_slice %11[0, 16] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_23 = tensor.extract_slice %11[0, 24] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %12 = tensor.empty() : tensor<4x8xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_20 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_21 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_22 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.tanh %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_23 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_3 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%13, %15 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%17, %18 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.tanh %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%16, %20 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %22 = linalg.matmul ins(%21, %transposed_19 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%8 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%22, %arg3 : tensor<4x32xf32>, tensor<32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x32xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%23, %collapsed_16 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x32xf32>
    %extracted_slice_24 = tensor.extract_slice %24[0, 0] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_25 = tensor.extract_slice %24[0, 8] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_26 = tensor.extract_slice %24[0, 16] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_27 = tensor.extract_slice %24[0, 24] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_24 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_25 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_26 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.tanh %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_27 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%26, %19 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%25, %27 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.tanh %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%28, %32 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %34 = linalg.matmul ins(%33, %transposed_19 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%8 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%34, %arg3 : tensor<4x32xf32>, tensor<32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x32xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%35, %collapsed_17 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x32xf32>
    %extracted_slice_28 = tensor.extract_slice %36[0, 0] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_29 = tensor.extract_slice %36[0, 8] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_30 = tensor.extract_slice %36[0, 16] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_31 = tensor.extract_slice %36[0, 24] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_28 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_29 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_30 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.tanh %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_31 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %31 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37, %39 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.tanh %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40, %44 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %46 = linalg.matmul ins(%45, %transposed_19 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%8 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%46, %arg3 : tensor<4x32xf32>, tensor<32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x32xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%47, %collapsed_18 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x32xf32>
    %extracted_slice_32 = tensor.extract_slice %48[0, 0] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_33 = tensor.extract_slice %48[0, 8] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_34 = tensor.extract_slice %48[0, 16] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %extracted_slice_35 = tensor.extract_slice %48[0, 24] [4, 8] [1, 1] : tensor<4x32xf32> to tensor<4x8xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_32 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_33 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_34 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.tanh %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_35 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      %253 = math.exp %252 : f32
      %254 = arith.addf %253, %cst_0 : f32
      %255 = arith.divf %cst_0, %254 : f32
      linalg.yield %255 : f32
    } -> tensor<4x8xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50, %43 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%49, %51 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%53, %54 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.tanh %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%52, %56 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %concat = tensor.concat dim(0) %21, %33, %45, %57 : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %expanded_36 = tensor.expand_shape %concat [[0, 1], [2]] output_shape [4, 4, 8] : tensor<16x8xf32> into tensor<4x4x8xf32>
    %58 = tensor.empty() : tensor<4x4x8xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<4x4x8xf32>) outs(%58 : tensor<4x4x8xf32>) permutation = [1, 0, 2] 
    %extracted_slice_38 = tensor.extract_slice %transposed_37[0, 3, 0] [4, 1, 8] [1, 1, 1] : tensor<4x4x8xf32> to tensor<4x1x8xf32>
    %collapsed_39 = tensor.collapse_shape %extracted_slice_38 [[0, 1], [2]] : tensor<4x1x8xf32> into tensor<4x8xf32>
    %59 = tensor.empty() : tensor<8x3xf32>
    %transposed_40 = linalg.transpose ins(%arg4 : tensor<3x8xf32>) outs(%59 : tensor<8x3xf32>) permutation = [1, 0] 
    %60 = tensor.empty() : tensor<4x3xf32>
    %61 = linalg.fill ins(%cst_7 : f32) outs(%60 : tensor<4x3xf32>) -> tensor<4x3xf32>
    %62 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<4x8xf32>, tensor<8x3xf32>) outs(%61 : tensor<4x3xf32>) -> tensor<4x3xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%62, %arg5 : tensor<4x3xf32>, tensor<3xf32>) outs(%60 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x3xf32>
    %64 = tensor.empty() : tensor<4xi64>
    %65 = linalg.fill ins(%c0_i64 : i64) outs(%64 : tensor<4xi64>) -> tensor<4xi64>
    %66 = tensor.empty() : tensor<4xf32>
    %67 = linalg.fill ins(%cst_1 : f32) outs(%66 : tensor<4xf32>) -> tensor<4xf32>
    %68:2 = linalg.generic {indexing_maps = [#map2, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%63 : tensor<4x3xf32>) outs(%67, %65 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_74: i64):
      %252 = linalg.index 1 : index
      %253 = arith.index_cast %252 : index to i64
      %254 = arith.maximumf %in, %out : f32
      %255 = arith.cmpf ogt, %in, %out : f32
      %256 = arith.select %255, %253, %out_74 : i64
      linalg.yield %254, %256 : f32, i64
    } -> (tensor<4xf32>, tensor<4xi64>)
    %expanded_41 = tensor.expand_shape %68#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%63, %expanded_41 : tensor<4x3xf32>, tensor<4x1xf32>) outs(%60 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x3xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<4x3xf32>) outs(%60 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.exp %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x3xf32>
    %71 = tensor.empty() : tensor<4x1xf32>
    %72 = linalg.fill ins(%cst_7 : f32) outs(%71 : tensor<4x1xf32>) -> tensor<4x1xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%70 : tensor<4x3xf32>) outs(%72 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<4x1xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<4x1xf32>) outs(%71 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.log %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x1xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%69, %74 : tensor<4x3xf32>, tensor<4x1xf32>) outs(%60 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x3xf32>
    %76 = tensor.empty() : tensor<4xi1>
    %77 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg7 : tensor<4xi64>) outs(%76 : tensor<4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %252 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %252 : i1
    } -> tensor<4xi1>
    %78 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel"]} ins(%77, %arg7, %cst_10 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%64 : tensor<4xi64>) {
    ^bb0(%in: i1, %in_74: i64, %in_75: i64, %out: i64):
      %252 = arith.select %in, %in_74, %in_75 : i64
      linalg.yield %252 : i64
    } -> tensor<4xi64>
    %expanded_42 = tensor.expand_shape %78 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_42 : tensor<4x1xi64>) outs(%72 : tensor<4x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %252 = linalg.index 0 : index
      %253 = arith.index_cast %in : i64 to index
      %254 = arith.cmpi slt, %253, %c3 : index
      cf.assert %254, "index must be smaller than dim size"
      %255 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %255, "index must be larger or equal to 0"
      %extracted = tensor.extract %75[%252, %253] : tensor<4x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1xf32>
    %collapsed_43 = tensor.collapse_shape %79 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_43 : tensor<4xf32>) outs(%66 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.negf %in : f32
      linalg.yield %252 : f32
    } -> tensor<4xf32>
    %81 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel"]} ins(%77, %80, %cst_4 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%66 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_74: f32, %in_75: f32, %out: f32):
      %252 = arith.select %in, %in_74, %in_75 : f32
      linalg.yield %252 : f32
    } -> tensor<4xf32>
    %82 = tensor.empty() : tensor<i64>
    %83 = linalg.fill ins(%c0_i64 : i64) outs(%82 : tensor<i64>) -> tensor<i64>
    %84 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction"]} ins(%77 : tensor<4xi1>) outs(%83 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %252 = arith.extui %in : i1 to i64
      %253 = arith.addi %252, %out : i64
      linalg.yield %253 : i64
    } -> tensor<i64>
    %85 = tensor.empty() : tensor<f32>
    %86 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%84 : tensor<i64>) outs(%85 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      linalg.yield %252 : f32
    } -> tensor<f32>
    %87 = linalg.fill ins(%cst_7 : f32) outs(%85 : tensor<f32>) -> tensor<f32>
    %88 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction"]} ins(%81 : tensor<4xf32>) outs(%87 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<f32>
    %89 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = []} ins(%88, %86 : tensor<f32>, tensor<f32>) outs(%85 : tensor<f32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.divf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<f32>
    %90 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = []} ins(%cst_5, %86 : tensor<f32>, tensor<f32>) outs(%85 : tensor<f32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.divf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<f32>
    %expanded_44 = tensor.expand_shape %arg7 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %91 = tensor.empty() : tensor<4x1xi1>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_44 : tensor<4x1xi64>) outs(%91 : tensor<4x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %252 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %252 : i1
    } -> tensor<4x1xi1>
    %93 = tensor.empty() : tensor<4x1xi64>
    %94 = linalg.generic {indexing_maps = [#map2, #map2, #map9, #map2], iterator_types = ["parallel", "parallel"]} ins(%92, %expanded_44, %cst_10 : tensor<4x1xi1>, tensor<4x1xi64>, tensor<i64>) outs(%93 : tensor<4x1xi64>) {
    ^bb0(%in: i1, %in_74: i64, %in_75: i64, %out: i64):
      %252 = arith.select %in, %in_74, %in_75 : i64
      linalg.yield %252 : i64
    } -> tensor<4x1xi64>
    %95 = linalg.fill ins(%c0_i64 : i64) outs(%93 : tensor<4x1xi64>) -> tensor<4x1xi64>
    %96 = linalg.fill ins(%cst_7 : f32) outs(%66 : tensor<4xf32>) -> tensor<4xf32>
    %97:3 = linalg.generic {indexing_maps = [#map10, #map10, #map6], iterator_types = ["parallel"]} outs(%95, %95, %96 : tensor<4x1xi64>, tensor<4x1xi64>, tensor<4xf32>) {
    ^bb0(%out: i64, %out_74: i64, %out_75: f32):
      %252 = linalg.index 0 : index
      %253 = arith.remsi %252, %c4 : index
      %extracted = tensor.extract %94[%253, %c0] : tensor<4x1xi64>
      %254 = arith.index_cast %253 : index to i64
      linalg.yield %254, %extracted, %cst_8 : i64, i64, f32
    } -> (tensor<4x1xi64>, tensor<4x1xi64>, tensor<4xf32>)
    %98 = tensor.empty() : tensor<4x2xi64>
    %99 = linalg.fill ins(%c0_i64 : i64) outs(%98 : tensor<4x2xi64>) -> tensor<4x2xi64>
    %inserted_slice = tensor.insert_slice %97#0 into %99[0, 0] [4, 1] [1, 1] : tensor<4x1xi64> into tensor<4x2xi64>
    %inserted_slice_45 = tensor.insert_slice %97#1 into %inserted_slice[0, 1] [4, 1] [1, 1] : tensor<4x1xi64> into tensor<4x2xi64>
    %100 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%97#2, %inserted_slice_45 : tensor<4xf32>, tensor<4x2xi64>) outs(%cst : tensor<4x3xf32>) {
    ^bb0(%arg8: f32, %arg9: f32):
      tm_tensor.yield %arg8 : f32
    } -> tensor<4x3xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map9, #map9, #map2], iterator_types = ["parallel", "parallel"]} ins(%92, %90, %cst_4 : tensor<4x1xi1>, tensor<f32>, tensor<f32>) outs(%71 : tensor<4x1xf32>) {
    ^bb0(%in: i1, %in_74: f32, %in_75: f32, %out: f32):
      %252 = arith.select %in, %in_74, %in_75 : f32
      linalg.yield %252 : f32
    } -> tensor<4x1xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<4x3xf32>, tensor<4x1xf32>) outs(%60 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x3xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%75 : tensor<4x3xf32>) outs(%60 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = math.exp %in : f32
      linalg.yield %252 : f32
    } -> tensor<4x3xf32>
    %104 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<4x3xf32>) outs(%72 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<4x1xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<4x3xf32>, tensor<4x1xf32>) outs(%60 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x3xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%102, %105 : tensor<4x3xf32>, tensor<4x3xf32>) outs(%60 : tensor<4x3xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x3xf32>
    %107 = linalg.fill ins(%cst_7 : f32) outs(%12 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %108 = linalg.matmul ins(%106, %arg4 : tensor<4x3xf32>, tensor<3x8xf32>) outs(%107 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %109 = tensor.empty() : tensor<3x4xf32>
    %transposed_46 = linalg.transpose ins(%106 : tensor<4x3xf32>) outs(%109 : tensor<3x4xf32>) permutation = [1, 0] 
    %110 = tensor.empty() : tensor<3x8xf32>
    %111 = linalg.fill ins(%cst_7 : f32) outs(%110 : tensor<3x8xf32>) -> tensor<3x8xf32>
    %112 = linalg.matmul ins(%transposed_46, %collapsed_39 : tensor<3x4xf32>, tensor<4x8xf32>) outs(%111 : tensor<3x8xf32>) -> tensor<3x8xf32>
    %113 = tensor.empty() : tensor<1x3xf32>
    %114 = linalg.fill ins(%cst_7 : f32) outs(%113 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["reduction", "parallel"]} ins(%106 : tensor<4x3xf32>) outs(%114 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<1x3xf32>
    %collapsed_47 = tensor.collapse_shape %115 [[0, 1]] : tensor<1x3xf32> into tensor<3xf32>
    %116 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%64 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %252 = linalg.index 0 : index
      %253 = arith.index_cast %252 : index to i64
      linalg.yield %253 : i64
    } -> tensor<4xi64>
    %expanded_48 = tensor.expand_shape %116 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xi64> into tensor<1x4x1xi64>
    %117 = tensor.empty() : tensor<1x4x1xi1>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x4x1xi64>) outs(%117 : tensor<1x4x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %252 = arith.cmpi eq, %in, %c3_i64 : i64
      linalg.yield %252 : i1
    } -> tensor<1x4x1xi1>
    %119 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<4x8xf32>) outs(%58 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x8xf32>
    %120 = linalg.generic {indexing_maps = [#map13, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %119, %cst_6 : tensor<1x4x1xi1>, tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%58 : tensor<4x4x8xf32>) {
    ^bb0(%in: i1, %in_74: f32, %in_75: f32, %out: f32):
      %252 = arith.select %in, %in_74, %in_75 : f32
      linalg.yield %252 : f32
    } -> tensor<4x4x8xf32>
    %transposed_49 = linalg.transpose ins(%120 : tensor<4x4x8xf32>) outs(%58 : tensor<4x4x8xf32>) permutation = [1, 0, 2] 
    %extracted_slice_50 = tensor.extract_slice %transposed_49[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x4x8xf32> to tensor<1x4x8xf32>
    %collapsed_51 = tensor.collapse_shape %extracted_slice_50 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
    %extracted_slice_52 = tensor.extract_slice %transposed_49[1, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x4x8xf32> to tensor<1x4x8xf32>
    %collapsed_53 = tensor.collapse_shape %extracted_slice_52 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
    %extracted_slice_54 = tensor.extract_slice %transposed_49[2, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x4x8xf32> to tensor<1x4x8xf32>
    %collapsed_55 = tensor.collapse_shape %extracted_slice_54 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
    %extracted_slice_56 = tensor.extract_slice %transposed_49[3, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x4x8xf32> to tensor<1x4x8xf32>
    %collapsed_57 = tensor.collapse_shape %extracted_slice_56 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_57, %52 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_57, %56 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%56, %56 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %124 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %123 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%121, %124 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%125, %49 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%125, %51 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%125, %50 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%125, %43 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %130 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %52 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%52, %130 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %132 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%122, %131 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%51, %51 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %134 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %133 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%126, %134 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %136 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %50 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50, %136 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%129, %137 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %139 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %49 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%49, %139 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%127, %140 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %concat_58 = tensor.concat dim(1) %141, %138, %135, %132 : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x32xf32>
    %142 = linalg.matmul ins(%concat_58, %arg1 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%107 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %143 = tensor.empty() : tensor<32x4xf32>
    %transposed_59 = linalg.transpose ins(%concat_58 : tensor<4x32xf32>) outs(%143 : tensor<32x4xf32>) permutation = [1, 0] 
    %144 = tensor.empty() : tensor<32x8xf32>
    %145 = linalg.fill ins(%cst_7 : f32) outs(%144 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %146 = linalg.matmul ins(%transposed_59, %45 : tensor<32x4xf32>, tensor<4x8xf32>) outs(%145 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %147 = tensor.empty() : tensor<1x32xf32>
    %148 = linalg.fill ins(%cst_7 : f32) outs(%147 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["reduction", "parallel"]} ins(%concat_58 : tensor<4x32xf32>) outs(%148 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<1x32xf32>
    %collapsed_60 = tensor.collapse_shape %149 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_55, %142 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%150, %40 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%150, %44 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44, %44 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %154 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %153 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%151, %154 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%128, %155 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%156, %37 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%156, %39 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%156, %38 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%156, %31 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %161 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %40 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40, %161 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%152, %162 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39, %39 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %165 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %164 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%157, %165 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %167 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %38 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %168 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %167 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%160, %168 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %170 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %37 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37, %170 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%158, %171 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %concat_61 = tensor.concat dim(1) %172, %169, %166, %163 : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x32xf32>
    %173 = linalg.matmul ins(%concat_61, %arg1 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%107 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %transposed_62 = linalg.transpose ins(%concat_61 : tensor<4x32xf32>) outs(%143 : tensor<32x4xf32>) permutation = [1, 0] 
    %174 = linalg.matmul ins(%transposed_62, %33 : tensor<32x4xf32>, tensor<4x8xf32>) outs(%145 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["reduction", "parallel"]} ins(%concat_61 : tensor<4x32xf32>) outs(%148 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<1x32xf32>
    %collapsed_63 = tensor.collapse_shape %175 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %176 = tensor.empty() : tensor<32xf32>
    %177 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_60, %collapsed_63 : tensor<32xf32>, tensor<32xf32>) outs(%176 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32xf32>
    %178 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_53, %173 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%146, %174 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%144 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32x8xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%178, %28 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%178, %32 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %182 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%32, %32 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %183 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %182 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %184 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%180, %183 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%159, %184 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %186 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%185, %25 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %187 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%185, %27 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%185, %26 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%185, %19 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %190 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %28 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %191 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%28, %190 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%181, %191 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%27, %27 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %194 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %193 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%186, %194 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %196 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %26 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %197 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%26, %196 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%189, %197 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %199 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %25 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%25, %199 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %201 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%187, %200 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %concat_64 = tensor.concat dim(1) %201, %198, %195, %192 : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x32xf32>
    %202 = linalg.matmul ins(%concat_64, %arg1 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%107 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %transposed_65 = linalg.transpose ins(%concat_64 : tensor<4x32xf32>) outs(%143 : tensor<32x4xf32>) permutation = [1, 0] 
    %203 = linalg.matmul ins(%transposed_65, %21 : tensor<32x4xf32>, tensor<4x8xf32>) outs(%145 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %204 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["reduction", "parallel"]} ins(%concat_64 : tensor<4x32xf32>) outs(%148 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<1x32xf32>
    %collapsed_66 = tensor.collapse_shape %204 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %205 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%177, %collapsed_66 : tensor<32xf32>, tensor<32xf32>) outs(%176 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_51, %202 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%179, %203 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%144 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32x8xf32>
    %208 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%206, %16 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %209 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%206, %20 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%20, %20 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %211 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %210 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %212 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%208, %211 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%188, %212 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %214 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%213, %13 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %215 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%213, %15 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%213, %cst_3 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %217 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %16 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %218 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%16, %217 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%209, %218 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %220 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%15, %15 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %221 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %220 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%214, %221 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %223 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %14 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %224 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%14, %223 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %225 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%216, %224 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %226 = linalg.generic {indexing_maps = [#map9, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %13 : tensor<i64>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %in_74: f32, %out: f32):
      %252 = arith.sitofp %in : i64 to f32
      %253 = arith.subf %252, %in_74 : f32
      linalg.yield %253 : f32
    } -> tensor<4x8xf32>
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%13, %226 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %228 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%215, %227 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%12 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.mulf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<4x8xf32>
    %concat_67 = tensor.concat dim(1) %228, %225, %222, %219 : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x32xf32>
    %transposed_68 = linalg.transpose ins(%concat_67 : tensor<4x32xf32>) outs(%143 : tensor<32x4xf32>) permutation = [1, 0] 
    %229 = linalg.matmul ins(%transposed_68, %cst_3 : tensor<32x4xf32>, tensor<4x8xf32>) outs(%145 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %230 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["reduction", "parallel"]} ins(%concat_67 : tensor<4x32xf32>) outs(%148 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<1x32xf32>
    %collapsed_69 = tensor.collapse_shape %230 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %231 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%205, %collapsed_69 : tensor<32xf32>, tensor<32xf32>) outs(%176 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32xf32>
    %232 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%207, %229 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%144 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.addf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32x8xf32>
    %concat_70 = tensor.concat dim(0) %concat_67, %concat_64, %concat_61, %concat_58 : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %expanded_71 = tensor.expand_shape %concat_70 [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32> into tensor<4x4x32xf32>
    %233 = tensor.empty() : tensor<1x1x32xf32>
    %234 = linalg.fill ins(%cst_7 : f32) outs(%233 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_71 : tensor<4x4x32xf32>) outs(%234 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.addf %in, %out : f32
      linalg.yield %252 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_72 = tensor.collapse_shape %235 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %236 = tensor.empty() : tensor<32x16xf32>
    %transposed_73 = linalg.transpose ins(%concat_70 : tensor<16x32xf32>) outs(%236 : tensor<32x16xf32>) permutation = [1, 0] 
    %237 = linalg.fill ins(%cst_7 : f32) outs(%143 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %238 = linalg.matmul ins(%transposed_73, %collapsed : tensor<32x16xf32>, tensor<16x4xf32>) outs(%237 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %239 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<32x4xf32>) outs(%143 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.truncf %cst_2 : f64 to f32
      %253 = arith.mulf %in, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<32x4xf32>
    %240 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %239 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%143 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32x4xf32>
    %241 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<32x8xf32>) outs(%144 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.truncf %cst_2 : f64 to f32
      %253 = arith.mulf %in, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<32x8xf32>
    %242 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %241 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%144 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32x8xf32>
    %243 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_72 : tensor<32xf32>) outs(%176 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.truncf %cst_2 : f64 to f32
      %253 = arith.mulf %in, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<32xf32>
    %244 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg2, %243 : tensor<32xf32>, tensor<32xf32>) outs(%176 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32xf32>
    %245 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%231 : tensor<32xf32>) outs(%176 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.truncf %cst_2 : f64 to f32
      %253 = arith.mulf %in, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<32xf32>
    %246 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg3, %245 : tensor<32xf32>, tensor<32xf32>) outs(%176 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<32xf32>
    %247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<3x8xf32>) outs(%110 : tensor<3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.truncf %cst_2 : f64 to f32
      %253 = arith.mulf %in, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<3x8xf32>
    %248 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4, %247 : tensor<3x8xf32>, tensor<3x8xf32>) outs(%110 : tensor<3x8xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<3x8xf32>
    %249 = tensor.empty() : tensor<3xf32>
    %250 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_47 : tensor<3xf32>) outs(%249 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %252 = arith.truncf %cst_2 : f64 to f32
      %253 = arith.mulf %in, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<3xf32>
    %251 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg5, %250 : tensor<3xf32>, tensor<3xf32>) outs(%249 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_74: f32, %out: f32):
      %252 = arith.subf %in, %in_74 : f32
      linalg.yield %252 : f32
    } -> tensor<3xf32>
    return %89, %240, %242, %244, %246, %248, %251 : tensor<f32>, tensor<32x4xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x8xf32>, tensor<3xf32>
  }
}
