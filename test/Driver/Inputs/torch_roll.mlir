// torch.roll(h, 3, dims=1) + torch.flip(h, dims=[2]) after a Linear, as
// torch-mlir (20261001) exports it: the roll is two slices cast to a dynamic
// size and concatenated (torch-roll.test).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @roll(%arg0: tensor<8x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<4x8x8xf32>) -> tensor<4x8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c7 = arith.constant 7 : index
    %collapsed = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<4x8x8xf32> into tensor<32x8xf32>
    %0 = tensor.empty() : tensor<8x8xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<32x8xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<32x8xf32>, tensor<8x8xf32>) outs(%2 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<32x8xf32>, tensor<8xf32>) outs(%1 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %9 = arith.addf %in, %in_2 : f32
      linalg.yield %9 : f32
    } -> tensor<32x8xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [4, 8, 8] : tensor<32x8xf32> into tensor<4x8x8xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 5, 0] [4, 3, 8] [1, 1, 1] : tensor<4x8x8xf32> to tensor<4x3x8xf32>
    %cast = tensor.cast %extracted_slice : tensor<4x3x8xf32> to tensor<4x?x8xf32>
    %extracted_slice_0 = tensor.extract_slice %expanded[0, 0, 0] [4, 5, 8] [1, 1, 1] : tensor<4x8x8xf32> to tensor<4x5x8xf32>
    %cast_1 = tensor.cast %extracted_slice_0 : tensor<4x5x8xf32> to tensor<4x?x8xf32>
    %concat = tensor.concat dim(1) %cast, %cast_1 : (tensor<4x?x8xf32>, tensor<4x?x8xf32>) -> tensor<4x8x8xf32>
    %5 = tensor.empty() : tensor<4x8x8xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x8x8xf32>) outs(%6 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = linalg.index 0 : index
      %10 = linalg.index 1 : index
      %11 = linalg.index 2 : index
      %12 = arith.subi %c7, %11 : index
      %extracted = tensor.extract %expanded[%9, %10, %12] : tensor<4x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %7 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%5 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %9 = arith.addf %in, %in_2 : f32
      linalg.yield %9 : f32
    } -> tensor<4x8x8xf32>
    return %8 : tensor<4x8x8xf32>
  }
}
