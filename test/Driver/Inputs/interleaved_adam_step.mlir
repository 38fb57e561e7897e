// An Adam step of a 3-layer MLP (64x64 weights, no bias, tanh, MSE) whose
// results interleave (w', m', v') per parameter while its arguments group
// the state by kind (w1 w2 w3, m1.., v1..), then x and y: every state
// tensor is 64x64, so types alone pair m1' with w2. Exported by sweep 15
// (torch 2.9.1, torch-mlir 20261001, make_fx of torch.func.grad_and_value).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<() -> ()>
module {
  func.func @interleaved_adam_step(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<16x64xf32>, %arg10: tensor<16x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<f32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant 1.000000e-08 : f64
    %cst_2 = arith.constant 1.000000e-02 : f64
    %cst_3 = arith.constant 0.0010000000000000009 : f64
    %cst_4 = arith.constant 0.99899999999999999 : f64
    %cst_5 = arith.constant 0.099999999999999978 : f64
    %cst_6 = arith.constant 9.000000e-01 : f64
    %cst_7 = arith.constant 1.024000e+03 : f32
    %cst_8 = arith.constant 0.001953125 : f32
    %cst_9 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<16x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %3 = linalg.matmul ins(%arg9, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.tanh %in : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %transposed_10 = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %5 = linalg.matmul ins(%4, %transposed_10 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.tanh %in : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %transposed_11 = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%6, %transposed_11 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %arg10 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.subf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %10 = tensor.empty() : tensor<f32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<f32>) -> tensor<f32>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%9 : tensor<16x64xf32>) outs(%11 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    } -> tensor<f32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%12 : tensor<f32>) outs(%10 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_7 : f32
      linalg.yield %65 : f32
    } -> tensor<f32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.mulf %in, %cst_8 : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_0 : tensor<16x64xf32>, tensor<f32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.mulf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %16 = tensor.empty() : tensor<64x16xf32>
    %transposed_12 = linalg.transpose ins(%15 : tensor<16x64xf32>) outs(%16 : tensor<64x16xf32>) permutation = [1, 0] 
    %17 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %18 = linalg.matmul ins(%transposed_12, %6 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%17 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %19 = linalg.matmul ins(%15, %arg2 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %6 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.mulf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %20 : tensor<i64>, tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: i64, %in_15: f32, %out: f32):
      %65 = arith.sitofp %in : i64 to f32
      %66 = arith.subf %65, %in_15 : f32
      linalg.yield %66 : f32
    } -> tensor<16x64xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %21 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.mulf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %transposed_13 = linalg.transpose ins(%22 : tensor<16x64xf32>) outs(%16 : tensor<64x16xf32>) permutation = [1, 0] 
    %23 = linalg.matmul ins(%transposed_13, %4 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%17 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %24 = linalg.matmul ins(%22, %arg1 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %4 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.mulf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %25 : tensor<i64>, tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: i64, %in_15: f32, %out: f32):
      %65 = arith.sitofp %in : i64 to f32
      %66 = arith.subf %65, %in_15 : f32
      linalg.yield %66 : f32
    } -> tensor<16x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.mulf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<16x64xf32>
    %transposed_14 = linalg.transpose ins(%27 : tensor<16x64xf32>) outs(%16 : tensor<64x16xf32>) permutation = [1, 0] 
    %28 = linalg.matmul ins(%transposed_14, %arg9 : tensor<64x16xf32>, tensor<16x64xf32>) outs(%17 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_6 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_5 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.addf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_4 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_3 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %28 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.mulf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %34 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.addf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_2 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.sqrt %in : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_1 : f64 to f32
      %66 = arith.addf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %38 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.divf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %39 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.subf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_6 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_5 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.addf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_4 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_3 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%45, %23 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.mulf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %46 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.addf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_2 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%47 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.sqrt %in : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_1 : f64 to f32
      %66 = arith.addf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%48, %50 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.divf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %51 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.subf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_6 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_5 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%53, %54 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.addf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_4 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_3 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%57, %18 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.mulf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%56, %58 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.addf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_2 : f64 to f32
      %66 = arith.mulf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.sqrt %in : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_1 : f64 to f32
      %66 = arith.addf %in, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<64x64xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%60, %62 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.divf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %63 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %65 = arith.subf %in, %in_15 : f32
      linalg.yield %65 : f32
    } -> tensor<64x64xf32>
    return %40, %31, %35, %52, %43, %47, %64, %55, %59, %13 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<f32>
  }
}
