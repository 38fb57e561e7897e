// Exported by tools/import/export_corpus.py (torch 2.9.1+cu128, transformers 4.57.1, torch-mlir
//     20261001).
// Program mlp_clip_sgd_step: one SGD step (lr=0.01) of a 3-layer MLP (8-16-16-4, ReLU),
//     cross-entropy (mean), gradients clipped to a global norm of 1.0 as
//     torch.nn.utils.clip_grad_norm_ computes it; inputs x [8x8], labels [8]; gradients by
//     torch.func.grad_and_value, traced by make_fx with torch-mlir's decompositions.
// Arguments:
// %arg0 0.weight [16x8xf32]
// %arg1 0.bias [16xf32]
// %arg2 2.weight [16x16xf32]
// %arg3 2.bias [16xf32]
// %arg4 4.weight [4x16xf32]
// %arg5 4.bias [4xf32]
// %arg6 x [8x8xf32]
// %arg7 labels [8xi64]
// Results: the 6 updated parameters in argument order, then the loss [f32] and the gradients'
//     global norm before clipping [f32]
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @mlp_clip_sgd_step(%arg0: tensor<16x8xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<4xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8xi64>) -> (tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x4xf32>
    %c4 = arith.constant 4 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 9.9999999999999995E-7 : f64
    %cst_3 = arith.constant 1.000000e-02 : f64
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 2.000000e+00 : f32
    %cst_7 = arith.constant 5.000000e-01 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c8 = arith.constant 8 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_8 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_9 = arith.constant -1.000000e+00 : f32
    %cst_10 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8x16xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<16x8xf32>) outs(%0 : tensor<8x16xf32>) permutation = [1, 0] 
    %1 = linalg.fill ins(%cst_8 : f32) outs(%0 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = linalg.matmul ins(%arg6, %transposed : tensor<8x8xf32>, tensor<8x16xf32>) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<8x16xf32>, tensor<16xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.addf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8x16xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.cmpf ugt, %in, %cst_8 : f32
      %113 = arith.select %112, %in, %cst_8 : f32
      linalg.yield %113 : f32
    } -> tensor<8x16xf32>
    %5 = tensor.empty() : tensor<16x16xf32>
    %transposed_11 = linalg.transpose ins(%arg2 : tensor<16x16xf32>) outs(%5 : tensor<16x16xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%4, %transposed_11 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<8x16xf32>, tensor<16xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.addf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<8x16xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.cmpf ugt, %in, %cst_8 : f32
      %113 = arith.select %112, %in, %cst_8 : f32
      linalg.yield %113 : f32
    } -> tensor<8x16xf32>
    %9 = tensor.empty() : tensor<16x4xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<4x16xf32>) outs(%9 : tensor<16x4xf32>) permutation = [1, 0] 
    %10 = tensor.empty() : tensor<8x4xf32>
    %11 = linalg.fill ins(%cst_8 : f32) outs(%10 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %12 = linalg.matmul ins(%8, %transposed_12 : tensor<8x16xf32>, tensor<16x4xf32>) outs(%11 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %arg5 : tensor<8x4xf32>, tensor<4xf32>) outs(%10 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.addf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %14 = tensor.empty() : tensor<8xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<8xi64>) -> tensor<8xi64>
    %16 = tensor.empty() : tensor<8xf32>
    %17 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<8xf32>) -> tensor<8xf32>
    %18:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%13 : tensor<8x4xf32>) outs(%17, %15 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_28: i64):
      %112 = linalg.index 1 : index
      %113 = arith.index_cast %112 : index to i64
      %114 = arith.maximumf %in, %out : f32
      %115 = arith.cmpf ogt, %in, %out : f32
      %116 = arith.select %115, %113, %out_28 : i64
      linalg.yield %114, %116 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %18#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %expanded : tensor<8x4xf32>, tensor<8x1xf32>) outs(%10 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<8x4xf32>) outs(%10 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.exp %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %21 = tensor.empty() : tensor<8x1xf32>
    %22 = linalg.fill ins(%cst_8 : f32) outs(%21 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<8x4xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x1xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.log %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %24 : tensor<8x4xf32>, tensor<8x1xf32>) outs(%10 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %26 = tensor.empty() : tensor<8xi1>
    %27 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg7 : tensor<8xi64>) outs(%26 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %112 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %112 : i1
    } -> tensor<8xi1>
    %28 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%27, %arg7, %cst_10 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%14 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %112 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %112 : i64
    } -> tensor<8xi64>
    %expanded_13 = tensor.expand_shape %28 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_13 : tensor<8x1xi64>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %112 = linalg.index 0 : index
      %113 = arith.index_cast %in : i64 to index
      %114 = arith.cmpi slt, %113, %c4 : index
      cf.assert %114, "index must be smaller than dim size"
      %115 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %115, "index must be larger or equal to 0"
      %extracted = tensor.extract %25[%112, %113] : tensor<8x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed = tensor.collapse_shape %29 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed : tensor<8xf32>) outs(%16 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.negf %in : f32
      linalg.yield %112 : f32
    } -> tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%27, %30, %cst_4 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%16 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %112 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %112 : f32
    } -> tensor<8xf32>
    %32 = tensor.empty() : tensor<i64>
    %33 = linalg.fill ins(%c0_i64 : i64) outs(%32 : tensor<i64>) -> tensor<i64>
    %34 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%27 : tensor<8xi1>) outs(%33 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %112 = arith.extui %in : i1 to i64
      %113 = arith.addi %112, %out : i64
      linalg.yield %113 : i64
    } -> tensor<i64>
    %35 = tensor.empty() : tensor<f32>
    %36 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%34 : tensor<i64>) outs(%35 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %112 = arith.sitofp %in : i64 to f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %37 = linalg.fill ins(%cst_8 : f32) outs(%35 : tensor<f32>) -> tensor<f32>
    %38 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%31 : tensor<8xf32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%38, %36 : tensor<f32>, tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.divf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %40 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_5, %36 : tensor<f32>, tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.divf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %expanded_14 = tensor.expand_shape %arg7 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %41 = tensor.empty() : tensor<8x1xi1>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_14 : tensor<8x1xi64>) outs(%41 : tensor<8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %112 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %112 : i1
    } -> tensor<8x1xi1>
    %43 = tensor.empty() : tensor<8x1xi64>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map7, #map], iterator_types = ["parallel", "parallel"]} ins(%42, %expanded_14, %cst_10 : tensor<8x1xi1>, tensor<8x1xi64>, tensor<i64>) outs(%43 : tensor<8x1xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %112 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %112 : i64
    } -> tensor<8x1xi64>
    %45 = linalg.fill ins(%c0_i64 : i64) outs(%43 : tensor<8x1xi64>) -> tensor<8x1xi64>
    %46 = linalg.fill ins(%cst_8 : f32) outs(%16 : tensor<8xf32>) -> tensor<8xf32>
    %47:3 = linalg.generic {indexing_maps = [#map8, #map8, #map4], iterator_types = ["parallel"]} outs(%45, %45, %46 : tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_28: i64, %out_29: f32):
      %112 = linalg.index 0 : index
      %113 = arith.remsi %112, %c8 : index
      %extracted = tensor.extract %44[%113, %c0] : tensor<8x1xi64>
      %114 = arith.index_cast %113 : index to i64
      linalg.yield %114, %extracted, %cst_9 : i64, i64, f32
    } -> (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>)
    %48 = tensor.empty() : tensor<8x2xi64>
    %49 = linalg.fill ins(%c0_i64 : i64) outs(%48 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice = tensor.insert_slice %47#0 into %49[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %inserted_slice_15 = tensor.insert_slice %47#1 into %inserted_slice[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %50 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%47#2, %inserted_slice_15 : tensor<8xf32>, tensor<8x2xi64>) outs(%cst : tensor<8x4xf32>) {
    ^bb0(%arg8: f32, %arg9: f32):
      tm_tensor.yield %arg8 : f32
    } -> tensor<8x4xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map7, #map7, #map], iterator_types = ["parallel", "parallel"]} ins(%42, %40, %cst_4 : tensor<8x1xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %112 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %112 : f32
    } -> tensor<8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %51 : tensor<8x4xf32>, tensor<8x1xf32>) outs(%10 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.mulf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<8x4xf32>) outs(%10 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.exp %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%52 : tensor<8x4xf32>) outs(%22 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%53, %54 : tensor<8x4xf32>, tensor<8x1xf32>) outs(%10 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.mulf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %55 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%10 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<8x4xf32>
    %57 = linalg.matmul ins(%56, %arg4 : tensor<8x4xf32>, tensor<4x16xf32>) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %58 = tensor.empty() : tensor<4x8xf32>
    %transposed_16 = linalg.transpose ins(%56 : tensor<8x4xf32>) outs(%58 : tensor<4x8xf32>) permutation = [1, 0] 
    %59 = tensor.empty() : tensor<4x16xf32>
    %60 = linalg.fill ins(%cst_8 : f32) outs(%59 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %61 = linalg.matmul ins(%transposed_16, %8 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%60 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %62 = tensor.empty() : tensor<1x4xf32>
    %63 = linalg.fill ins(%cst_8 : f32) outs(%62 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "parallel"]} ins(%56 : tensor<8x4xf32>) outs(%63 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<1x4xf32>
    %collapsed_17 = tensor.collapse_shape %64 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %65 = tensor.empty() : tensor<8x16xi1>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x16xf32>) outs(%65 : tensor<8x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %112 = arith.cmpf ole, %in, %cst_8 : f32
      linalg.yield %112 : i1
    } -> tensor<8x16xi1>
    %67 = linalg.generic {indexing_maps = [#map, #map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%66, %cst_4, %57 : tensor<8x16xi1>, tensor<f32>, tensor<8x16xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %112 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16xf32>
    %68 = linalg.matmul ins(%67, %arg2 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %69 = tensor.empty() : tensor<16x8xf32>
    %transposed_18 = linalg.transpose ins(%67 : tensor<8x16xf32>) outs(%69 : tensor<16x8xf32>) permutation = [1, 0] 
    %70 = linalg.fill ins(%cst_8 : f32) outs(%5 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %71 = linalg.matmul ins(%transposed_18, %4 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%70 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %72 = tensor.empty() : tensor<1x16xf32>
    %73 = linalg.fill ins(%cst_8 : f32) outs(%72 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "parallel"]} ins(%67 : tensor<8x16xf32>) outs(%73 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<1x16xf32>
    %collapsed_19 = tensor.collapse_shape %74 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x16xf32>) outs(%65 : tensor<8x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %112 = arith.cmpf ole, %in, %cst_8 : f32
      linalg.yield %112 : i1
    } -> tensor<8x16xi1>
    %76 = linalg.generic {indexing_maps = [#map, #map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_4, %68 : tensor<8x16xi1>, tensor<f32>, tensor<8x16xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %112 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16xf32>
    %transposed_20 = linalg.transpose ins(%76 : tensor<8x16xf32>) outs(%69 : tensor<16x8xf32>) permutation = [1, 0] 
    %77 = linalg.fill ins(%cst_8 : f32) outs(%69 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %78 = linalg.matmul ins(%transposed_20, %arg6 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%77 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "parallel"]} ins(%76 : tensor<8x16xf32>) outs(%73 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<1x16xf32>
    %collapsed_21 = tensor.collapse_shape %79 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["reduction", "reduction"]} ins(%78 : tensor<16x8xf32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.absf %in : f32
      %113 = math.powf %112, %cst_6 : f32
      %114 = arith.addf %113, %out : f32
      linalg.yield %114 : f32
    } -> tensor<f32>
    %81 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%80 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.powf %in, %cst_7 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %82 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%collapsed_21 : tensor<16xf32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.absf %in : f32
      %113 = math.powf %112, %cst_6 : f32
      %114 = arith.addf %113, %out : f32
      linalg.yield %114 : f32
    } -> tensor<f32>
    %83 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%82 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.powf %in, %cst_7 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %84 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["reduction", "reduction"]} ins(%71 : tensor<16x16xf32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.absf %in : f32
      %113 = math.powf %112, %cst_6 : f32
      %114 = arith.addf %113, %out : f32
      linalg.yield %114 : f32
    } -> tensor<f32>
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%84 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.powf %in, %cst_7 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %86 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%collapsed_19 : tensor<16xf32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.absf %in : f32
      %113 = math.powf %112, %cst_6 : f32
      %114 = arith.addf %113, %out : f32
      linalg.yield %114 : f32
    } -> tensor<f32>
    %87 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%86 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.powf %in, %cst_7 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %88 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["reduction", "reduction"]} ins(%61 : tensor<4x16xf32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.absf %in : f32
      %113 = math.powf %112, %cst_6 : f32
      %114 = arith.addf %113, %out : f32
      linalg.yield %114 : f32
    } -> tensor<f32>
    %89 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%88 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.powf %in, %cst_7 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %90 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%collapsed_17 : tensor<4xf32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.absf %in : f32
      %113 = math.powf %112, %cst_6 : f32
      %114 = arith.addf %113, %out : f32
      linalg.yield %114 : f32
    } -> tensor<f32>
    %91 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%90 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.powf %in, %cst_7 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %expanded_22 = tensor.expand_shape %81 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_23 = tensor.expand_shape %83 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_24 = tensor.expand_shape %85 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_25 = tensor.expand_shape %87 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_26 = tensor.expand_shape %89 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_27 = tensor.expand_shape %91 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %concat = tensor.concat dim(0) %expanded_22, %expanded_23, %expanded_24, %expanded_25, %expanded_26, %expanded_27 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6xf32>
    %92 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%concat : tensor<6xf32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.absf %in : f32
      %113 = math.powf %112, %cst_6 : f32
      %114 = arith.addf %113, %out : f32
      linalg.yield %114 : f32
    } -> tensor<f32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%92 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.powf %in, %cst_7 : f32
      linalg.yield %112 : f32
    } -> tensor<f32>
    %94 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%93 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.truncf %cst_2 : f64 to f32
      %113 = arith.addf %in, %112 : f32
      linalg.yield %113 : f32
    } -> tensor<f32>
    %95 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%94 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.cmpf one, %in, %cst_8 : f32
      cf.assert %112, "unimplemented: tensor with zero element"
      %113 = arith.divf %cst_1, %in : f32
      linalg.yield %113 : f32
    } -> tensor<f32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%95 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.cmpf ugt, %in, %cst_1 : f32
      %113 = arith.select %112, %cst_1, %in : f32
      linalg.yield %113 : f32
    } -> tensor<f32>
    %97 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%96 : tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.truncf %cst_3 : f64 to f32
      %113 = arith.mulf %in, %112 : f32
      linalg.yield %113 : f32
    } -> tensor<f32>
    %98 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %78 : tensor<f32>, tensor<16x8xf32>) outs(%69 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.mulf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<16x8xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %98 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%69 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<16x8xf32>
    %100 = tensor.empty() : tensor<16xf32>
    %101 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%97, %collapsed_21 : tensor<f32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.mulf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<16xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg1, %101 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<16xf32>
    %103 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %71 : tensor<f32>, tensor<16x16xf32>) outs(%5 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.mulf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %103 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%5 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%97, %collapsed_19 : tensor<f32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.mulf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<16xf32>
    %106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg3, %105 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<16xf32>
    %107 = linalg.generic {indexing_maps = [#map7, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %61 : tensor<f32>, tensor<4x16xf32>) outs(%59 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.mulf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<4x16xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %107 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%59 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<4x16xf32>
    %109 = tensor.empty() : tensor<4xf32>
    %110 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%97, %collapsed_17 : tensor<f32>, tensor<4xf32>) outs(%109 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.mulf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<4xf32>
    %111 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg5, %110 : tensor<4xf32>, tensor<4xf32>) outs(%109 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %112 = arith.subf %in, %in_28 : f32
      linalg.yield %112 : f32
    } -> tensor<4xf32>
    return %99, %102, %104, %106, %108, %111, %39, %93 : tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>
  }
}
