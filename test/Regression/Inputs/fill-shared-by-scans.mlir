// Two scans (torch.cumsum) writing into the same zeros: each gets a buffer
// of its own, filled, in the partitioned program as in the search.
func.func @scan(%x: tensor<2x8x16xf32>, %y: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>) {
  %c = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<2x8x16xf32>
  %5 = linalg.fill ins(%c : f32) outs(%0 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %6 = tensor.empty() : tensor<2x8xf32>
  %7 = linalg.fill ins(%c : f32) outs(%6 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %r, %a = tm_tensor.scan dimension(2) inclusive(true) ins(%x : tensor<2x8x16xf32>) outs(%5, %7 : tensor<2x8x16xf32>, tensor<2x8xf32>) {
  ^bb0(%p: f32, %q: f32):
    %m = arith.addf %p, %q : f32
    tm_tensor.yield %m : f32
  } -> tensor<2x8x16xf32>, tensor<2x8xf32>
  %r2, %a2 = tm_tensor.scan dimension(2) inclusive(true) ins(%y : tensor<2x8x16xf32>) outs(%5, %7 : tensor<2x8x16xf32>, tensor<2x8xf32>) {
  ^bb0(%p: f32, %q: f32):
    %m = arith.addf %p, %q : f32
    tm_tensor.yield %m : f32
  } -> tensor<2x8x16xf32>, tensor<2x8xf32>
  return %r, %r2 : tensor<2x8x16xf32>, tensor<2x8x16xf32>
}
