// A training step found by a sweep of models Cleave had not seen (stop 43):
// nn.Embedding(64, 32, padding_idx=0), mean over the non-padding tokens,
// Linear(32, 32), tanh, Linear(32, 5); cross-entropy with
// label_smoothing=0.1; SGD with momentum 0.9 (momentum buffers are
// arguments and results). Batch 4 x 8 token ids (the last two 0, padding),
// labels [4]. Traced by make_fx (torch 2.9.1, torch-mlir 20261001) with
// torch.func.grad_and_value, forward, backward and update in one graph.
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1) -> ()>
#map12 = affine_map<(d0) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @embpad_smooth_sgdm(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<5x32xf32>, %arg4: tensor<5xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<5x32xf32>, %arg9: tensor<5xf32>, %arg10: tensor<4x8xi64>, %arg11: tensor<4xi64>) -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<5x32xf32>, tensor<5xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<5x32xf32>, tensor<5xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x5xf32>
    %c64 = arith.constant 64 : index
    %c5 = arith.constant 5 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 2.000000e-02 : f64
    %cst_2 = arith.constant 9.000000e-01 : f64
    %cst_3 = arith.constant 1.000000e-02 : f64
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_6 = arith.constant dense<2.000000e-02> : tensor<f32>
    %cst_7 = arith.constant 1.000000e+00 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c4 = arith.constant 4 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_8 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_10 = arith.constant -1.000000e+00 : f32
    %cst_11 = arith.constant dense<1> : tensor<i64>
    %cst_12 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<4x8xi64>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %139 = arith.index_cast %in : i64 to index
      %140 = linalg.index 2 : index
      %141 = arith.cmpi slt, %139, %c64 : index
      cf.assert %141, "index must be smaller than dim size"
      %142 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %142, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%139, %140] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %2 = tensor.empty() : tensor<4x8xi1>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<4x8xi64>) outs(%2 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %139 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %139 : i1
    } -> tensor<4x8xi1>
    %expanded = tensor.expand_shape %3 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %4 = tensor.empty() : tensor<4x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x8x1xi1>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %139 = arith.uitofp %in : i1 to f32
      linalg.yield %139 : f32
    } -> tensor<4x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.mulf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x8x32xf32>
    %7 = tensor.empty() : tensor<4x32xf32>
    %8 = linalg.fill ins(%cst_8 : f32) outs(%7 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%6 : tensor<4x8x32xf32>) outs(%8 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<4x32xf32>
    %10 = tensor.empty() : tensor<4x1xf32>
    %11 = linalg.fill ins(%cst_8 : f32) outs(%10 : tensor<4x1xf32>) -> tensor<4x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%5 : tensor<4x8x1xf32>) outs(%11 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<4x1xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<4x1xf32>) outs(%10 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.cmpf ult, %in, %cst_7 : f32
      %140 = arith.select %139, %cst_7, %in : f32
      linalg.yield %140 : f32
    } -> tensor<4x1xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%9, %13 : tensor<4x32xf32>, tensor<4x1xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.divf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x32xf32>
    %15 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%15 : tensor<32x32xf32>) permutation = [1, 0] 
    %16 = linalg.matmul ins(%14, %transposed : tensor<4x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel"]} ins(%16, %arg2 : tensor<4x32xf32>, tensor<32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x32xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<4x32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = math.tanh %in : f32
      linalg.yield %139 : f32
    } -> tensor<4x32xf32>
    %19 = tensor.empty() : tensor<32x5xf32>
    %transposed_13 = linalg.transpose ins(%arg3 : tensor<5x32xf32>) outs(%19 : tensor<32x5xf32>) permutation = [1, 0] 
    %20 = tensor.empty() : tensor<4x5xf32>
    %21 = linalg.fill ins(%cst_8 : f32) outs(%20 : tensor<4x5xf32>) -> tensor<4x5xf32>
    %22 = linalg.matmul ins(%18, %transposed_13 : tensor<4x32xf32>, tensor<32x5xf32>) outs(%21 : tensor<4x5xf32>) -> tensor<4x5xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel"]} ins(%22, %arg4 : tensor<4x5xf32>, tensor<5xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %24 = tensor.empty() : tensor<4xi64>
    %25 = linalg.fill ins(%c0_i64 : i64) outs(%24 : tensor<4xi64>) -> tensor<4xi64>
    %26 = tensor.empty() : tensor<4xf32>
    %27 = linalg.fill ins(%cst_0 : f32) outs(%26 : tensor<4xf32>) -> tensor<4xf32>
    %28:2 = linalg.generic {indexing_maps = [#map2, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%23 : tensor<4x5xf32>) outs(%27, %25 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_27: i64):
      %139 = linalg.index 1 : index
      %140 = arith.index_cast %139 : index to i64
      %141 = arith.maximumf %in, %out : f32
      %142 = arith.cmpf ogt, %in, %out : f32
      %143 = arith.select %142, %140, %out_27 : i64
      linalg.yield %141, %143 : f32, i64
    } -> (tensor<4xf32>, tensor<4xi64>)
    %expanded_14 = tensor.expand_shape %28#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%23, %expanded_14 : tensor<4x5xf32>, tensor<4x1xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.subf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<4x5xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = math.exp %in : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%30 : tensor<4x5xf32>) outs(%11 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<4x1xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<4x1xf32>) outs(%10 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = math.log %in : f32
      linalg.yield %139 : f32
    } -> tensor<4x1xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%29, %32 : tensor<4x5xf32>, tensor<4x1xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.subf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %34 = tensor.empty() : tensor<4xi1>
    %35 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg11 : tensor<4xi64>) outs(%34 : tensor<4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %139 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %139 : i1
    } -> tensor<4xi1>
    %36 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%35, %arg11, %cst_12 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%24 : tensor<4xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %139 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %139 : i64
    } -> tensor<4xi64>
    %expanded_15 = tensor.expand_shape %36 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_15 : tensor<4x1xi64>) outs(%11 : tensor<4x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %139 = linalg.index 0 : index
      %140 = arith.index_cast %in : i64 to index
      %141 = arith.cmpi slt, %140, %c5 : index
      cf.assert %141, "index must be smaller than dim size"
      %142 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %142, "index must be larger or equal to 0"
      %extracted = tensor.extract %33[%139, %140] : tensor<4x5xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1xf32>
    %collapsed = tensor.collapse_shape %37 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%26 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.negf %in : f32
      linalg.yield %139 : f32
    } -> tensor<4xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%35, %38, %cst_4 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%26 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %139 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %139 : f32
    } -> tensor<4xf32>
    %40 = tensor.empty() : tensor<i64>
    %41 = linalg.fill ins(%c0_i64 : i64) outs(%40 : tensor<i64>) -> tensor<i64>
    %42 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%35 : tensor<4xi1>) outs(%41 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %139 = arith.extui %in : i1 to i64
      %140 = arith.addi %139, %out : i64
      linalg.yield %140 : i64
    } -> tensor<i64>
    %43 = tensor.empty() : tensor<f32>
    %44 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%42 : tensor<i64>) outs(%43 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %139 = arith.sitofp %in : i64 to f32
      linalg.yield %139 : f32
    } -> tensor<f32>
    %45 = linalg.fill ins(%cst_8 : f32) outs(%43 : tensor<f32>) -> tensor<f32>
    %46 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%39 : tensor<4xf32>) outs(%45 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<f32>
    %47 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%46, %44 : tensor<f32>, tensor<f32>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.divf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<f32>
    %48 = linalg.fill ins(%cst_8 : f32) outs(%26 : tensor<4xf32>) -> tensor<4xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["parallel", "reduction"]} ins(%33 : tensor<4x5xf32>) outs(%48 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<4xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%49 : tensor<4xf32>) outs(%26 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.negf %in : f32
      linalg.yield %139 : f32
    } -> tensor<4xf32>
    %51 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg11 : tensor<4xi64>) outs(%34 : tensor<4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %139 = arith.cmpi eq, %in, %c-100_i64 : i64
      linalg.yield %139 : i1
    } -> tensor<4xi1>
    %52 = linalg.generic {indexing_maps = [#map8, #map9, #map8, #map8], iterator_types = ["parallel"]} ins(%51, %cst_4, %50 : tensor<4xi1>, tensor<f32>, tensor<4xf32>) outs(%26 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %139 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %139 : f32
    } -> tensor<4xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%51 : tensor<4xi1>) outs(%34 : tensor<4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %139 = arith.xori %in, %true : i1
      linalg.yield %139 : i1
    } -> tensor<4xi1>
    %54 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%53 : tensor<4xi1>) outs(%41 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %139 = arith.extui %in : i1 to i64
      %140 = arith.addi %139, %out : i64
      linalg.yield %140 : i64
    } -> tensor<i64>
    %55 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%52 : tensor<4xf32>) outs(%45 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<f32>
    %56 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%55, %54 : tensor<f32>, tensor<i64>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %in_27: i64, %out: f32):
      %139 = arith.sitofp %in_27 : i64 to f32
      %140 = arith.divf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<f32>
    %57 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%56 : tensor<f32>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_1 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<f32>
    %58 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%47 : tensor<f32>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_2 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<f32>
    %59 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%58, %57 : tensor<f32>, tensor<f32>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<f32>
    %60 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_6, %54 : tensor<f32>, tensor<i64>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %in_27: i64, %out: f32):
      %139 = arith.sitofp %in_27 : i64 to f32
      %140 = arith.divf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<f32>
    %61 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel"]} ins(%60 : tensor<f32>) outs(%26 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %62 = linalg.generic {indexing_maps = [#map8, #map9, #map8, #map8], iterator_types = ["parallel"]} ins(%51, %cst_4, %61 : tensor<4xi1>, tensor<f32>, tensor<4xf32>) outs(%26 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %139 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %139 : f32
    } -> tensor<4xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%62 : tensor<4xf32>) outs(%26 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.negf %in : f32
      linalg.yield %139 : f32
    } -> tensor<4xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map2], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<4xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x5xf32>
    %65 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_5, %44 : tensor<f32>, tensor<f32>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.divf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<f32>
    %expanded_16 = tensor.expand_shape %arg11 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %66 = tensor.empty() : tensor<4x1xi1>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_16 : tensor<4x1xi64>) outs(%66 : tensor<4x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %139 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %139 : i1
    } -> tensor<4x1xi1>
    %68 = tensor.empty() : tensor<4x1xi64>
    %69 = linalg.generic {indexing_maps = [#map2, #map2, #map11, #map2], iterator_types = ["parallel", "parallel"]} ins(%67, %expanded_16, %cst_12 : tensor<4x1xi1>, tensor<4x1xi64>, tensor<i64>) outs(%68 : tensor<4x1xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %139 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %139 : i64
    } -> tensor<4x1xi64>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%68 : tensor<4x1xi64>) -> tensor<4x1xi64>
    %71:3 = linalg.generic {indexing_maps = [#map12, #map12, #map8], iterator_types = ["parallel"]} outs(%70, %70, %48 : tensor<4x1xi64>, tensor<4x1xi64>, tensor<4xf32>) {
    ^bb0(%out: i64, %out_27: i64, %out_28: f32):
      %139 = linalg.index 0 : index
      %140 = arith.remsi %139, %c4 : index
      %extracted = tensor.extract %69[%140, %c0] : tensor<4x1xi64>
      %141 = arith.index_cast %140 : index to i64
      linalg.yield %141, %extracted, %cst_10 : i64, i64, f32
    } -> (tensor<4x1xi64>, tensor<4x1xi64>, tensor<4xf32>)
    %72 = tensor.empty() : tensor<4x2xi64>
    %73 = linalg.fill ins(%c0_i64 : i64) outs(%72 : tensor<4x2xi64>) -> tensor<4x2xi64>
    %inserted_slice = tensor.insert_slice %71#0 into %73[0, 0] [4, 1] [1, 1] : tensor<4x1xi64> into tensor<4x2xi64>
    %inserted_slice_17 = tensor.insert_slice %71#1 into %inserted_slice[0, 1] [4, 1] [1, 1] : tensor<4x1xi64> into tensor<4x2xi64>
    %74 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%71#2, %inserted_slice_17 : tensor<4xf32>, tensor<4x2xi64>) outs(%cst : tensor<4x5xf32>) {
    ^bb0(%arg12: f32, %arg13: f32):
      tm_tensor.yield %arg12 : f32
    } -> tensor<4x5xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map11, #map11, #map2], iterator_types = ["parallel", "parallel"]} ins(%67, %65, %cst_4 : tensor<4x1xi1>, tensor<f32>, tensor<f32>) outs(%10 : tensor<4x1xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %139 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %139 : f32
    } -> tensor<4x1xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<4x5xf32>, tensor<4x1xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.mulf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%64, %76 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<4x5xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = math.exp %in : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%77 : tensor<4x5xf32>) outs(%11 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<4x1xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<4x5xf32>, tensor<4x1xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.mulf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%77, %80 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%20 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.subf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x5xf32>
    %82 = linalg.matmul ins(%81, %arg3 : tensor<4x5xf32>, tensor<5x32xf32>) outs(%8 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %83 = tensor.empty() : tensor<5x4xf32>
    %transposed_18 = linalg.transpose ins(%81 : tensor<4x5xf32>) outs(%83 : tensor<5x4xf32>) permutation = [1, 0] 
    %84 = tensor.empty() : tensor<5x32xf32>
    %85 = linalg.fill ins(%cst_8 : f32) outs(%84 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %86 = linalg.matmul ins(%transposed_18, %18 : tensor<5x4xf32>, tensor<4x32xf32>) outs(%85 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %87 = tensor.empty() : tensor<1x5xf32>
    %88 = linalg.fill ins(%cst_8 : f32) outs(%87 : tensor<1x5xf32>) -> tensor<1x5xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["reduction", "parallel"]} ins(%81 : tensor<4x5xf32>) outs(%88 : tensor<1x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<1x5xf32>
    %collapsed_19 = tensor.collapse_shape %89 [[0, 1]] : tensor<1x5xf32> into tensor<5xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%18, %18 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.mulf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x32xf32>
    %91 = linalg.generic {indexing_maps = [#map11, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_11, %90 : tensor<i64>, tensor<4x32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_27: f32, %out: f32):
      %139 = arith.sitofp %in : i64 to f32
      %140 = arith.subf %139, %in_27 : f32
      linalg.yield %140 : f32
    } -> tensor<4x32xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%82, %91 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.mulf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x32xf32>
    %93 = linalg.matmul ins(%92, %arg1 : tensor<4x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %94 = tensor.empty() : tensor<32x4xf32>
    %transposed_20 = linalg.transpose ins(%92 : tensor<4x32xf32>) outs(%94 : tensor<32x4xf32>) permutation = [1, 0] 
    %95 = linalg.fill ins(%cst_8 : f32) outs(%15 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = linalg.matmul ins(%transposed_20, %14 : tensor<32x4xf32>, tensor<4x32xf32>) outs(%95 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %97 = tensor.empty() : tensor<1x32xf32>
    %98 = linalg.fill ins(%cst_8 : f32) outs(%97 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["reduction", "parallel"]} ins(%92 : tensor<4x32xf32>) outs(%98 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.addf %in, %out : f32
      linalg.yield %139 : f32
    } -> tensor<1x32xf32>
    %collapsed_21 = tensor.collapse_shape %99 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%93, %13 : tensor<4x32xf32>, tensor<4x1xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.divf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x32xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<4x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %5 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.mulf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<4x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<4x8xi64>) outs(%2 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %139 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %139 : i1
    } -> tensor<4x8xi1>
    %expanded_22 = tensor.expand_shape %103 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %104 = linalg.generic {indexing_maps = [#map3, #map14, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %cst_4, %102 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %139 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %139 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_23 = tensor.collapse_shape %arg10 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_24 = tensor.expand_shape %collapsed_23 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_25 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_26 = tensor.expand_shape %collapsed_25 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %105 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_26, %expanded_24 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_9 : tensor<64x32xf32>) {
    ^bb0(%arg12: f32, %arg13: f32):
      %139 = arith.addf %arg13, %arg12 : f32
      tm_tensor.yield %139 : f32
    } -> tensor<64x32xf32>
    %106 = tensor.empty() : tensor<64x32xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%106 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.mulf %in, %cst_8 : f32
      linalg.yield %139 : f32
    } -> tensor<64x32xf32>
    %108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%105, %107 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%106 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<64x32xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x32xf32>) outs(%106 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_2 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<64x32xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%109, %108 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%106 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<64x32xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%110 : tensor<64x32xf32>) outs(%106 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_3 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<64x32xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %111 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%106 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.subf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<64x32xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32x32xf32>) outs(%15 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.mulf %in, %cst_8 : f32
      linalg.yield %139 : f32
    } -> tensor<32x32xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%96, %113 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<32x32xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x32xf32>) outs(%15 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_2 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<32x32xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%115, %114 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<32x32xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<32x32xf32>) outs(%15 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_3 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<32x32xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %117 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%15 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.subf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<32x32xf32>
    %119 = tensor.empty() : tensor<32xf32>
    %120 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg2 : tensor<32xf32>) outs(%119 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.mulf %in, %cst_8 : f32
      linalg.yield %139 : f32
    } -> tensor<32xf32>
    %121 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_21, %120 : tensor<32xf32>, tensor<32xf32>) outs(%119 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<32xf32>
    %122 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg7 : tensor<32xf32>) outs(%119 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_2 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<32xf32>
    %123 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%122, %121 : tensor<32xf32>, tensor<32xf32>) outs(%119 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<32xf32>
    %124 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%123 : tensor<32xf32>) outs(%119 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_3 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<32xf32>
    %125 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg2, %124 : tensor<32xf32>, tensor<32xf32>) outs(%119 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.subf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<32xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<5x32xf32>) outs(%84 : tensor<5x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.mulf %in, %cst_8 : f32
      linalg.yield %139 : f32
    } -> tensor<5x32xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%86, %126 : tensor<5x32xf32>, tensor<5x32xf32>) outs(%84 : tensor<5x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<5x32xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<5x32xf32>) outs(%84 : tensor<5x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_2 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<5x32xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%128, %127 : tensor<5x32xf32>, tensor<5x32xf32>) outs(%84 : tensor<5x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<5x32xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<5x32xf32>) outs(%84 : tensor<5x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_3 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<5x32xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3, %130 : tensor<5x32xf32>, tensor<5x32xf32>) outs(%84 : tensor<5x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.subf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<5x32xf32>
    %132 = tensor.empty() : tensor<5xf32>
    %133 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg4 : tensor<5xf32>) outs(%132 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.mulf %in, %cst_8 : f32
      linalg.yield %139 : f32
    } -> tensor<5xf32>
    %134 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_19, %133 : tensor<5xf32>, tensor<5xf32>) outs(%132 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<5xf32>
    %135 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg9 : tensor<5xf32>) outs(%132 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_2 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<5xf32>
    %136 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%135, %134 : tensor<5xf32>, tensor<5xf32>) outs(%132 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.addf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<5xf32>
    %137 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%136 : tensor<5xf32>) outs(%132 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %139 = arith.truncf %cst_3 : f64 to f32
      %140 = arith.mulf %in, %139 : f32
      linalg.yield %140 : f32
    } -> tensor<5xf32>
    %138 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg4, %137 : tensor<5xf32>, tensor<5xf32>) outs(%132 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %139 = arith.subf %in, %in_27 : f32
      linalg.yield %139 : f32
    } -> tensor<5xf32>
    return %59, %112, %118, %125, %131, %138, %110, %116, %123, %129, %136 : tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<5x32xf32>, tensor<5xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<5x32xf32>, tensor<5xf32>
  }
}
