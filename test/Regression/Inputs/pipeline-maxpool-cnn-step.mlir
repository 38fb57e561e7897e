// A CNN training step exported by cleave.torch (sweep 28): Conv2d(3,4,3) +
// BatchNorm2d (train) + ReLU + MaxPool2d(2) + Conv2d(4,4,3) + ReLU +
// MaxPool2d(2) + Linear(16,10), CrossEntropyLoss, SGD with momentum; batch
// 8 of 3x8x8 images. Its max-pool backward is a tm_tensor.scatter loop.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d0, 0)>
#map11 = affine_map<(d0) -> ()>
#map12 = affine_map<() -> ()>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map15 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map16 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map18 = affine_map<(d0, d1) -> (0, d1)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map21 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @train_step(%arg0: tensor<4x3x3x3xf32> {cleave.name = "0.weight"}, %arg1: tensor<4xf32> {cleave.name = "0.bias"}, %arg2: tensor<4xf32> {cleave.name = "1.weight"}, %arg3: tensor<4xf32> {cleave.name = "1.bias"}, %arg4: tensor<4x4x3x3xf32> {cleave.name = "4.weight"}, %arg5: tensor<4xf32> {cleave.name = "4.bias"}, %arg6: tensor<10x16xf32> {cleave.name = "8.weight"}, %arg7: tensor<10xf32> {cleave.name = "8.bias"}, %arg8: tensor<4x3x3x3xf32> {cleave.name = "momentum_buffer.0.weight"}, %arg9: tensor<4xf32> {cleave.name = "momentum_buffer.0.bias"}, %arg10: tensor<4xf32> {cleave.name = "momentum_buffer.1.weight"}, %arg11: tensor<4xf32> {cleave.name = "momentum_buffer.1.bias"}, %arg12: tensor<4x4x3x3xf32> {cleave.name = "momentum_buffer.4.weight"}, %arg13: tensor<4xf32> {cleave.name = "momentum_buffer.4.bias"}, %arg14: tensor<10x16xf32> {cleave.name = "momentum_buffer.8.weight"}, %arg15: tensor<10xf32> {cleave.name = "momentum_buffer.8.bias"}, %arg16: tensor<4xf32> {cleave.name = "1.running_mean"}, %arg17: tensor<4xf32> {cleave.name = "1.running_var"}, %arg18: tensor<i64> {cleave.name = "1.num_batches_tracked"}, %arg19: tensor<f32> {cleave.name = "lr"}, %arg20: tensor<8x3x8x8xf32> {cleave.name = "batch0"}, %arg21: tensor<8xi64> {cleave.name = "batch1"}) -> (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0xFF800000 : f32
    %c-1_i64 = arith.constant -1 : i64
    %c10 = arith.constant 10 : index
    %false = arith.constant false
    %c0_i8 = arith.constant 0 : i8
    %cst_1 = arith.constant dense<-1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x10xf32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant 5.110000e+02 : f64
    %cst_6 = arith.constant 1.000000e-01 : f64
    %cst_7 = arith.constant 9.000000e-01 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 5.120000e+02 : f32
    %cst_10 = arith.constant 5.120000e+02 : f64
    %cst_11 = arith.constant 0.001953125 : f32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst_12 = arith.constant 0.000000e+00 : f32
    %cst_13 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_12 : f32
    } : tensor<8x3x8x8xf32> to tensor<8x3x10x10xf32>
    %0 = tensor.empty() : tensor<8x4x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<4xf32>) outs(%0 : tensor<8x4x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<8x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%broadcasted : tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %2 = tensor.empty() : tensor<4xf32>
    %3 = linalg.fill ins(%cst_12 : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1 : tensor<8x4x8x8xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.divf %in, %cst_9 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %6 = tensor.empty() : tensor<8x4x8x8xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<8x4x8x8xf32>) outs(%6 : tensor<8x4x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %195 = arith.extf %in : f32 to f64
      linalg.yield %195 : f64
    } -> tensor<8x4x8x8xf64>
    %8 = tensor.empty() : tensor<1x4x1x1xf64>
    %9 = linalg.fill ins(%cst : f64) outs(%8 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%7 : tensor<8x4x8x8xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %195 = arith.addf %in, %out : f64
      linalg.yield %195 : f64
    } -> tensor<1x4x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x4x1x1xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %195 = arith.divf %in, %cst_10 : f64
      linalg.yield %195 : f64
    } -> tensor<1x4x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %11 : tensor<8x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%6 : tensor<8x4x8x8xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %195 = arith.subf %in, %in_42 : f64
      linalg.yield %195 : f64
    } -> tensor<8x4x8x8xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<8x4x8x8xf64>, tensor<8x4x8x8xf64>) outs(%6 : tensor<8x4x8x8xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %195 = arith.mulf %in, %in_42 : f64
      linalg.yield %195 : f64
    } -> tensor<8x4x8x8xf64>
    %14 = tensor.empty() : tensor<4xf64>
    %15 = linalg.fill ins(%cst : f64) outs(%14 : tensor<4xf64>) -> tensor<4xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%13 : tensor<8x4x8x8xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %195 = arith.addf %in, %out : f64
      linalg.yield %195 : f64
    } -> tensor<4xf64>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%16 : tensor<4xf64>) outs(%14 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %195 = arith.divf %in, %cst_5 : f64
      linalg.yield %195 : f64
    } -> tensor<4xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<4xf64>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %195 = arith.truncf %in : f64 to f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%13 : tensor<8x4x8x8xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %195 = arith.addf %in, %out : f64
      linalg.yield %195 : f64
    } -> tensor<1x4x1x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x4x1x1xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %195 = arith.divf %in, %cst_10 : f64
      linalg.yield %195 : f64
    } -> tensor<1x4x1x1xf64>
    %21 = tensor.empty() : tensor<1x4x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x4x1x1xf64>) outs(%21 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %195 = arith.truncf %in : f64 to f32
      linalg.yield %195 : f32
    } -> tensor<1x4x1x1xf32>
    %23 = linalg.fill ins(%cst_12 : f32) outs(%21 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1 : tensor<8x4x8x8xf32>) outs(%23 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<1x4x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x4x1x1xf32>) outs(%21 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.divf %in, %cst_9 : f32
      linalg.yield %195 : f32
    } -> tensor<1x4x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x1x1xf32>) outs(%21 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_8 : f64 to f32
      %196 = arith.addf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<1x4x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x4x1x1xf32>) outs(%21 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = math.rsqrt %in : f32
      linalg.yield %195 : f32
    } -> tensor<1x4x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %25 : tensor<8x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %27 : tensor<8x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed = tensor.collapse_shape %27 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32>
    %expanded = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded : tensor<8x4x8x8xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %expanded_14 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_14 : tensor<8x4x8x8xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<8x4x8x8xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.cmpf ugt, %in, %cst_12 : f32
      %196 = arith.select %195, %in, %cst_12 : f32
      linalg.yield %196 : f32
    } -> tensor<8x4x8x8xf32>
    %33 = tensor.empty() : tensor<8x4x4x4xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %35 = tensor.empty() : tensor<2x2xf32>
    %36 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%32, %35 : tensor<8x4x8x8xf32>, tensor<2x2xf32>) outs(%34 : tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %37 = tensor.empty() : tensor<8x4x4x4xi64>
    %38 = linalg.fill ins(%c-1_i64 : i64) outs(%37 : tensor<8x4x4x4xi64>) -> tensor<8x4x4x4xi64>
    %39 = tensor.empty() : tensor<2x2xi64>
    %40 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%36, %39 : tensor<8x4x4x4xf32>, tensor<2x2xi64>) outs(%38 : tensor<8x4x4x4xi64>) {
    ^bb0(%in: f32, %in_42: i64, %out: i64):
      %195 = linalg.index 0 : index
      %196 = linalg.index 1 : index
      %197 = linalg.index 2 : index
      %198 = linalg.index 4 : index
      %199 = arith.muli %197, %c2 : index
      %200 = arith.addi %199, %198 : index
      %201 = linalg.index 3 : index
      %202 = linalg.index 5 : index
      %203 = arith.muli %201, %c2 : index
      %204 = arith.addi %203, %202 : index
      %extracted = tensor.extract %32[%195, %196, %200, %204] : tensor<8x4x8x8xf32>
      %205 = arith.cmpf oeq, %extracted, %in : f32
      %206 = arith.muli %200, %c8 : index
      %207 = arith.addi %204, %206 : index
      %208 = arith.index_cast %207 : index to i64
      %209 = arith.select %205, %208, %out : i64
      %210 = arith.cmpi eq, %out, %c-1_i64 : i64
      %211 = arith.select %210, %209, %out : i64
      linalg.yield %211 : i64
    } -> tensor<8x4x4x4xi64>
    %padded_15 = tensor.pad %36 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_12 : f32
    } : tensor<8x4x4x4xf32> to tensor<8x4x6x6xf32>
    %broadcasted_16 = linalg.broadcast ins(%arg5 : tensor<4xf32>) outs(%33 : tensor<8x4x4x4xf32>) dimensions = [0, 2, 3] 
    %41 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_15, %arg4 : tensor<8x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%broadcasted_16 : tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<8x4x4x4xf32>) outs(%33 : tensor<8x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.cmpf ugt, %in, %cst_12 : f32
      %196 = arith.select %195, %in, %cst_12 : f32
      linalg.yield %196 : f32
    } -> tensor<8x4x4x4xf32>
    %43 = tensor.empty() : tensor<8x4x2x2xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<8x4x2x2xf32>) -> tensor<8x4x2x2xf32>
    %45 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%42, %35 : tensor<8x4x4x4xf32>, tensor<2x2xf32>) outs(%44 : tensor<8x4x2x2xf32>) -> tensor<8x4x2x2xf32>
    %46 = tensor.empty() : tensor<8x4x2x2xi64>
    %47 = linalg.fill ins(%c-1_i64 : i64) outs(%46 : tensor<8x4x2x2xi64>) -> tensor<8x4x2x2xi64>
    %48 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%45, %39 : tensor<8x4x2x2xf32>, tensor<2x2xi64>) outs(%47 : tensor<8x4x2x2xi64>) {
    ^bb0(%in: f32, %in_42: i64, %out: i64):
      %195 = linalg.index 0 : index
      %196 = linalg.index 1 : index
      %197 = linalg.index 2 : index
      %198 = linalg.index 4 : index
      %199 = arith.muli %197, %c2 : index
      %200 = arith.addi %199, %198 : index
      %201 = linalg.index 3 : index
      %202 = linalg.index 5 : index
      %203 = arith.muli %201, %c2 : index
      %204 = arith.addi %203, %202 : index
      %extracted = tensor.extract %42[%195, %196, %200, %204] : tensor<8x4x4x4xf32>
      %205 = arith.cmpf oeq, %extracted, %in : f32
      %206 = arith.muli %200, %c4 : index
      %207 = arith.addi %204, %206 : index
      %208 = arith.index_cast %207 : index to i64
      %209 = arith.select %205, %208, %out : i64
      %210 = arith.cmpi eq, %out, %c-1_i64 : i64
      %211 = arith.select %210, %209, %out : i64
      linalg.yield %211 : i64
    } -> tensor<8x4x2x2xi64>
    %collapsed_17 = tensor.collapse_shape %45 [[0], [1, 2, 3]] : tensor<8x4x2x2xf32> into tensor<8x16xf32>
    %49 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<10x16xf32>) outs(%49 : tensor<16x10xf32>) permutation = [1, 0] 
    %50 = tensor.empty() : tensor<8x10xf32>
    %51 = linalg.fill ins(%cst_12 : f32) outs(%50 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %52 = linalg.matmul ins(%collapsed_17, %transposed : tensor<8x16xf32>, tensor<16x10xf32>) outs(%51 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %53 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%52, %arg7 : tensor<8x10xf32>, tensor<10xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %54 = tensor.empty() : tensor<8xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<8xi64>) -> tensor<8xi64>
    %56 = tensor.empty() : tensor<8xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<8xf32>) -> tensor<8xf32>
    %58:2 = linalg.generic {indexing_maps = [#map7, #map9, #map9], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x10xf32>) outs(%57, %55 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %195 = linalg.index 1 : index
      %196 = arith.index_cast %195 : index to i64
      %197 = arith.maximumf %in, %out : f32
      %198 = arith.cmpf ogt, %in, %out : f32
      %199 = arith.select %198, %196, %out_42 : i64
      linalg.yield %197, %199 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_18 = tensor.expand_shape %58#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%53, %expanded_18 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<8x10xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = math.exp %in : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %61 = tensor.empty() : tensor<8x1xf32>
    %62 = linalg.fill ins(%cst_12 : f32) outs(%61 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "reduction"]} ins(%60 : tensor<8x10xf32>) outs(%62 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<8x1xf32>) outs(%61 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = math.log %in : f32
      linalg.yield %195 : f32
    } -> tensor<8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%59, %64 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %66 = tensor.empty() : tensor<8xi1>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<8xi64>) outs(%66 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %195 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %195 : i1
    } -> tensor<8xi1>
    %68 = linalg.generic {indexing_maps = [#map2, #map2, #map11, #map2], iterator_types = ["parallel"]} ins(%67, %arg21, %cst_13 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%54 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_42: i64, %in_43: i64, %out: i64):
      %195 = arith.select %in, %in_42, %in_43 : i64
      linalg.yield %195 : i64
    } -> tensor<8xi64>
    %expanded_19 = tensor.expand_shape %68 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %69 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_19 : tensor<8x1xi64>) outs(%62 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %195 = linalg.index 0 : index
      %196 = arith.index_cast %in : i64 to index
      %197 = arith.cmpi slt, %196, %c10 : index
      cf.assert %197, "index must be smaller than dim size"
      %198 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %198, "index must be larger or equal to 0"
      %extracted = tensor.extract %65[%195, %196] : tensor<8x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed_20 = tensor.collapse_shape %69 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_20 : tensor<8xf32>) outs(%56 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.negf %in : f32
      linalg.yield %195 : f32
    } -> tensor<8xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2, #map11, #map2], iterator_types = ["parallel"]} ins(%67, %70, %cst_4 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%56 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %195 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %195 : f32
    } -> tensor<8xf32>
    %72 = tensor.empty() : tensor<i64>
    %73 = linalg.fill ins(%c0_i64 : i64) outs(%72 : tensor<i64>) -> tensor<i64>
    %74 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["reduction"]} ins(%67 : tensor<8xi1>) outs(%73 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %195 = arith.extui %in : i1 to i64
      %196 = arith.addi %195, %out : i64
      linalg.yield %196 : i64
    } -> tensor<i64>
    %75 = tensor.empty() : tensor<f32>
    %76 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = []} ins(%74 : tensor<i64>) outs(%75 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %195 = arith.sitofp %in : i64 to f32
      linalg.yield %195 : f32
    } -> tensor<f32>
    %77 = linalg.fill ins(%cst_12 : f32) outs(%75 : tensor<f32>) -> tensor<f32>
    %78 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["reduction"]} ins(%71 : tensor<8xf32>) outs(%77 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<f32>
    %79 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = []} ins(%78, %76 : tensor<f32>, tensor<f32>) outs(%75 : tensor<f32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.divf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<f32>
    %80 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = []} ins(%cst_3, %76 : tensor<f32>, tensor<f32>) outs(%75 : tensor<f32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.divf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<f32>
    %expanded_21 = tensor.expand_shape %arg21 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %81 = tensor.empty() : tensor<8x1xi1>
    %82 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_21 : tensor<8x1xi64>) outs(%81 : tensor<8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %195 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %195 : i1
    } -> tensor<8x1xi1>
    %83 = tensor.empty() : tensor<8x1xi64>
    %84 = linalg.generic {indexing_maps = [#map7, #map7, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%82, %expanded_21, %cst_13 : tensor<8x1xi1>, tensor<8x1xi64>, tensor<i64>) outs(%83 : tensor<8x1xi64>) {
    ^bb0(%in: i1, %in_42: i64, %in_43: i64, %out: i64):
      %195 = arith.select %in, %in_42, %in_43 : i64
      linalg.yield %195 : i64
    } -> tensor<8x1xi64>
    %85 = tensor.empty() : tensor<10xi64>
    %86 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%85 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %195 = linalg.index 0 : index
      %196 = arith.index_cast %195 : index to i64
      linalg.yield %196 : i64
    } -> tensor<10xi64>
    %expanded_22 = tensor.expand_shape %86 [[0, 1, 2]] output_shape [1, 1, 10] : tensor<10xi64> into tensor<1x1x10xi64>
    %expanded_23 = tensor.expand_shape %84 [[0], [1, 2]] output_shape [8, 1, 1] : tensor<8x1xi64> into tensor<8x1x1xi64>
    %87 = tensor.empty() : tensor<8x1x10xi1>
    %88 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %expanded_22 : tensor<8x1x1xi64>, tensor<1x1x10xi64>) outs(%87 : tensor<8x1x10xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %195 = arith.cmpi eq, %in, %in_42 : i64
      linalg.yield %195 : i1
    } -> tensor<8x1x10xi1>
    %89 = tensor.empty() : tensor<8x10xi1>
    %90 = linalg.fill ins(%false : i1) outs(%89 : tensor<8x10xi1>) -> tensor<8x10xi1>
    %91 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "parallel"]} ins(%88 : tensor<8x1x10xi1>) outs(%90 : tensor<8x10xi1>) {
    ^bb0(%in: i1, %out: i1):
      %195 = arith.ori %in, %out : i1
      linalg.yield %195 : i1
    } -> tensor<8x10xi1>
    %92 = tensor.empty() : tensor<8x10xi8>
    %93 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<8x10xi1>) outs(%92 : tensor<8x10xi8>) {
    ^bb0(%in: i1, %out: i8):
      %195 = arith.extui %in : i1 to i8
      linalg.yield %195 : i8
    } -> tensor<8x10xi8>
    %94 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<8x10xi8>) outs(%89 : tensor<8x10xi1>) {
    ^bb0(%in: i8, %out: i1):
      %195 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %195 : i1
    } -> tensor<8x10xi1>
    %95 = linalg.generic {indexing_maps = [#map7, #map13, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%94, %cst_1, %cst_2 : tensor<8x10xi1>, tensor<f32>, tensor<8x10xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %195 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %96 = linalg.generic {indexing_maps = [#map7, #map13, #map13, #map7], iterator_types = ["parallel", "parallel"]} ins(%82, %80, %cst_4 : tensor<8x1xi1>, tensor<f32>, tensor<f32>) outs(%61 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %195 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %195 : f32
    } -> tensor<8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%95, %96 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %98 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<8x10xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = math.exp %in : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %99 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "reduction"]} ins(%97 : tensor<8x10xf32>) outs(%62 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel"]} ins(%98, %99 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %101 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%97, %100 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%50 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x10xf32>
    %102 = tensor.empty() : tensor<8x16xf32>
    %103 = linalg.fill ins(%cst_12 : f32) outs(%102 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %104 = linalg.matmul ins(%101, %arg6 : tensor<8x10xf32>, tensor<10x16xf32>) outs(%103 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %105 = tensor.empty() : tensor<10x8xf32>
    %transposed_24 = linalg.transpose ins(%101 : tensor<8x10xf32>) outs(%105 : tensor<10x8xf32>) permutation = [1, 0] 
    %106 = tensor.empty() : tensor<10x16xf32>
    %107 = linalg.fill ins(%cst_12 : f32) outs(%106 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %108 = linalg.matmul ins(%transposed_24, %collapsed_17 : tensor<10x8xf32>, tensor<8x16xf32>) outs(%107 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %109 = tensor.empty() : tensor<1x10xf32>
    %110 = linalg.fill ins(%cst_12 : f32) outs(%109 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %111 = linalg.generic {indexing_maps = [#map7, #map18], iterator_types = ["reduction", "parallel"]} ins(%101 : tensor<8x10xf32>) outs(%110 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<1x10xf32>
    %collapsed_25 = tensor.collapse_shape %111 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %expanded_26 = tensor.expand_shape %104 [[0], [1, 2, 3]] output_shape [8, 4, 2, 2] : tensor<8x16xf32> into tensor<8x4x2x2xf32>
    %112 = tensor.empty() : tensor<8x4x2x2x4xi64>
    %113 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<8x4x2x2xi64>) outs(%112 : tensor<8x4x2x2x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %195 = arith.index_cast %in : i64 to index
      %196 = linalg.index 4 : index
      %197 = arith.remsi %195, %c4 : index
      %198 = arith.cmpi eq, %196, %c3 : index
      %199 = arith.select %198, %197, %c0 : index
      %200 = arith.floordivsi %195, %c4 : index
      %201 = arith.cmpi eq, %196, %c2 : index
      %202 = arith.select %201, %200, %c0 : index
      %203 = arith.addi %199, %202 : index
      %204 = linalg.index 1 : index
      %205 = arith.cmpi eq, %196, %c1 : index
      %206 = arith.select %205, %204, %c0 : index
      %207 = arith.addi %203, %206 : index
      %208 = linalg.index 0 : index
      %209 = arith.cmpi eq, %196, %c0 : index
      %210 = arith.select %209, %208, %c0 : index
      %211 = arith.addi %207, %210 : index
      %212 = arith.index_cast %211 : index to i64
      linalg.yield %212 : i64
    } -> tensor<8x4x2x2x4xi64>
    %114 = linalg.fill ins(%cst_12 : f32) outs(%33 : tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %collapsed_27 = tensor.collapse_shape %expanded_26 [[0, 1, 2, 3]] : tensor<8x4x2x2xf32> into tensor<128xf32>
    %collapsed_28 = tensor.collapse_shape %113 [[0, 1, 2, 3], [4]] : tensor<8x4x2x2x4xi64> into tensor<128x4xi64>
    %115 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(false) ins(%collapsed_27, %collapsed_28 : tensor<128xf32>, tensor<128x4xi64>) outs(%114 : tensor<8x4x4x4xf32>) {
    ^bb0(%arg22: f32, %arg23: f32):
      %195 = arith.addf %arg23, %arg22 : f32
      tm_tensor.yield %195 : f32
    } -> tensor<8x4x4x4xf32>
    %116 = tensor.empty() : tensor<8x4x4x4xi1>
    %117 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %cst_4 : tensor<8x4x4x4xf32>, tensor<f32>) outs(%116 : tensor<8x4x4x4xi1>) {
    ^bb0(%in: f32, %in_42: f32, %out: i1):
      %195 = arith.cmpf ole, %in, %in_42 : f32
      linalg.yield %195 : i1
    } -> tensor<8x4x4x4xi1>
    %118 = linalg.generic {indexing_maps = [#map, #map21, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %cst_4, %115 : tensor<8x4x4x4xi1>, tensor<f32>, tensor<8x4x4x4xf32>) outs(%33 : tensor<8x4x4x4xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %195 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x4x4xf32>
    %119 = tensor.empty() : tensor<4x4x3x3xf32>
    %120 = linalg.fill ins(%cst_12 : f32) outs(%119 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %121 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%120 : tensor<4x4x3x3xf32>) {
    ^bb0(%out: f32):
      %195 = linalg.index 0 : index
      %196 = linalg.index 1 : index
      %197 = linalg.index 2 : index
      %198 = linalg.index 3 : index
      %199 = arith.subi %c2, %197 : index
      %200 = arith.subi %c2, %198 : index
      %extracted = tensor.extract %arg4[%196, %195, %199, %200] : tensor<4x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x3x3xf32>
    %122 = tensor.empty() : tensor<8x4x6x6xf32>
    %123 = linalg.fill ins(%cst_12 : f32) outs(%122 : tensor<8x4x6x6xf32>) -> tensor<8x4x6x6xf32>
    %inserted_slice = tensor.insert_slice %118 into %123[0, 0, 1, 1] [8, 4, 4, 4] [1, 1, 1, 1] : tensor<8x4x4x4xf32> into tensor<8x4x6x6xf32>
    %124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %121 : tensor<8x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%114 : tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %125 = tensor.empty() : tensor<4x8x4x4xf32>
    %transposed_29 = linalg.transpose ins(%36 : tensor<8x4x4x4xf32>) outs(%125 : tensor<4x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_30 = linalg.transpose ins(%118 : tensor<8x4x4x4xf32>) outs(%125 : tensor<4x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_31 = tensor.pad %transposed_29 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_12 : f32
    } : tensor<4x8x4x4xf32> to tensor<4x8x6x6xf32>
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_31, %transposed_30 : tensor<4x8x6x6xf32>, tensor<4x8x4x4xf32>) outs(%120 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %transposed_32 = linalg.transpose ins(%126 : tensor<4x4x3x3xf32>) outs(%119 : tensor<4x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %127 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%118 : tensor<8x4x4x4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %128 = tensor.empty() : tensor<8x4x4x4x4xi64>
    %129 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<8x4x4x4xi64>) outs(%128 : tensor<8x4x4x4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %195 = arith.index_cast %in : i64 to index
      %196 = linalg.index 4 : index
      %197 = arith.remsi %195, %c8 : index
      %198 = arith.cmpi eq, %196, %c3 : index
      %199 = arith.select %198, %197, %c0 : index
      %200 = arith.floordivsi %195, %c8 : index
      %201 = arith.cmpi eq, %196, %c2 : index
      %202 = arith.select %201, %200, %c0 : index
      %203 = arith.addi %199, %202 : index
      %204 = linalg.index 1 : index
      %205 = arith.cmpi eq, %196, %c1 : index
      %206 = arith.select %205, %204, %c0 : index
      %207 = arith.addi %203, %206 : index
      %208 = linalg.index 0 : index
      %209 = arith.cmpi eq, %196, %c0 : index
      %210 = arith.select %209, %208, %c0 : index
      %211 = arith.addi %207, %210 : index
      %212 = arith.index_cast %211 : index to i64
      linalg.yield %212 : i64
    } -> tensor<8x4x4x4x4xi64>
    %130 = linalg.fill ins(%cst_12 : f32) outs(%0 : tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %124 [[0, 1, 2, 3]] : tensor<8x4x4x4xf32> into tensor<512xf32>
    %collapsed_34 = tensor.collapse_shape %129 [[0, 1, 2, 3], [4]] : tensor<8x4x4x4x4xi64> into tensor<512x4xi64>
    %131 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(false) ins(%collapsed_33, %collapsed_34 : tensor<512xf32>, tensor<512x4xi64>) outs(%130 : tensor<8x4x8x8xf32>) {
    ^bb0(%arg22: f32, %arg23: f32):
      %195 = arith.addf %arg23, %arg22 : f32
      tm_tensor.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %132 = tensor.empty() : tensor<8x4x8x8xi1>
    %133 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %cst_4 : tensor<8x4x8x8xf32>, tensor<f32>) outs(%132 : tensor<8x4x8x8xi1>) {
    ^bb0(%in: f32, %in_42: f32, %out: i1):
      %195 = arith.cmpf ole, %in, %in_42 : f32
      linalg.yield %195 : i1
    } -> tensor<8x4x8x8xi1>
    %134 = linalg.generic {indexing_maps = [#map, #map21, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %cst_4, %131 : tensor<8x4x8x8xi1>, tensor<f32>, tensor<8x4x8x8xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %195 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%134 : tensor<8x4x8x8xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %28 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%136 : tensor<8x4x8x8xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%135 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.mulf %in, %cst_11 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %expanded_35 = tensor.expand_shape %138 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%137 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.mulf %in, %cst_11 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed, %collapsed : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%139, %140 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %expanded_36 = tensor.expand_shape %141 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed, %arg2 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %expanded_37 = tensor.expand_shape %142 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_36 : tensor<8x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %143 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_35 : tensor<8x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_37 : tensor<8x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<8x4x8x8xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%137, %collapsed : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %148 = tensor.empty() : tensor<3x8x8x8xf32>
    %transposed_38 = linalg.transpose ins(%arg20 : tensor<8x3x8x8xf32>) outs(%148 : tensor<3x8x8x8xf32>) permutation = [1, 0, 2, 3] 
    %149 = tensor.empty() : tensor<4x8x8x8xf32>
    %transposed_39 = linalg.transpose ins(%146 : tensor<8x4x8x8xf32>) outs(%149 : tensor<4x8x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_40 = tensor.pad %transposed_38 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_12 : f32
    } : tensor<3x8x8x8xf32> to tensor<3x8x10x10xf32>
    %150 = tensor.empty() : tensor<3x4x3x3xf32>
    %151 = linalg.fill ins(%cst_12 : f32) outs(%150 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %152 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_40, %transposed_39 : tensor<3x8x10x10xf32>, tensor<4x8x8x8xf32>) outs(%151 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %153 = tensor.empty() : tensor<4x3x3x3xf32>
    %transposed_41 = linalg.transpose ins(%152 : tensor<3x4x3x3xf32>) outs(%153 : tensor<4x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %154 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%146 : tensor<8x4x8x8xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.addf %in, %out : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %155 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = []} ins(%arg18 : tensor<i64>) outs(%72 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %195 = arith.addi %in, %c1_i64 : i64
      linalg.yield %195 : i64
    } -> tensor<i64>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg16 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4xf32>
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_6 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%156, %157 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg17 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_6 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4xf32>
    %161 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%159, %160 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8 : tensor<4x3x3x3xf32>) outs(%153 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4x3x3x3xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %transposed_41 : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>) outs(%153 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4x3x3x3xf32>
    %164 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg19, %163 : tensor<f32>, tensor<4x3x3x3xf32>) outs(%153 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4x3x3x3xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %164 : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>) outs(%153 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4x3x3x3xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg9 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4xf32>
    %167 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%166, %154 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %168 = linalg.generic {indexing_maps = [#map11, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %167 : tensor<f32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg1, %168 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg10 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%170, %147 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %172 = linalg.generic {indexing_maps = [#map11, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %171 : tensor<f32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %172 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg11 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%174, %135 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %176 = linalg.generic {indexing_maps = [#map11, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %175 : tensor<f32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %177 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %176 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg12 : tensor<4x4x3x3xf32>) outs(%119 : tensor<4x4x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4x4x3x3xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %transposed_32 : tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>) outs(%119 : tensor<4x4x3x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4x4x3x3xf32>
    %180 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg19, %179 : tensor<f32>, tensor<4x4x3x3xf32>) outs(%119 : tensor<4x4x3x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4x4x3x3xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4, %180 : tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>) outs(%119 : tensor<4x4x3x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4x4x3x3xf32>
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg13 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<4xf32>
    %183 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%182, %127 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %184 = linalg.generic {indexing_maps = [#map11, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %183 : tensor<f32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %184 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<4xf32>
    %186 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<10x16xf32>) outs(%106 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<10x16xf32>
    %187 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%186, %108 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%106 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<10x16xf32>
    %188 = linalg.generic {indexing_maps = [#map13, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg19, %187 : tensor<f32>, tensor<10x16xf32>) outs(%106 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<10x16xf32>
    %189 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg6, %188 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%106 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<10x16xf32>
    %190 = tensor.empty() : tensor<10xf32>
    %191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg15 : tensor<10xf32>) outs(%190 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %195 = arith.truncf %cst_7 : f64 to f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<10xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%191, %collapsed_25 : tensor<10xf32>, tensor<10xf32>) outs(%190 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.addf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<10xf32>
    %193 = linalg.generic {indexing_maps = [#map11, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %192 : tensor<f32>, tensor<10xf32>) outs(%190 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.mulf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<10xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %193 : tensor<10xf32>, tensor<10xf32>) outs(%190 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %195 = arith.subf %in, %in_42 : f32
      linalg.yield %195 : f32
    } -> tensor<10xf32>
    return %79, %165, %169, %173, %177, %181, %185, %189, %194, %163, %167, %171, %175, %179, %183, %187, %192, %158, %161, %155 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
  }
}
