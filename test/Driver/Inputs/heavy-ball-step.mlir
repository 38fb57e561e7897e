// Heavy-ball momentum written with the previous weights: the step returns
// (w', w_prev') = (w - lr*g + b*(w - w_prev), w). w' reads both arguments
// and w_prev' is w as it came: the in-order pairs are right, and --update
// auto keeps them (a pairing by reads alone swapped them).
#id = affine_map<(i, j) -> (i, j)>
func.func @heavy_ball(%w: tensor<4x4xf32>, %w_prev: tensor<4x4xf32>, %x: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.1 : f32
  %b = arith.constant 0.9 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %init = tensor.empty() : tensor<4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g = linalg.matmul ins(%xt, %x : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %next = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%w, %w_prev, %g : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %p: f32, %d: f32, %o: f32):
    %step = arith.mulf %lr, %d : f32
    %down = arith.subf %a, %step : f32
    %diff = arith.subf %a, %p : f32
    %push = arith.mulf %b, %diff : f32
    %r = arith.addf %down, %push : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %next, %w : tensor<4x4xf32>, tensor<4x4xf32>
}
