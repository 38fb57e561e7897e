// Contractions that are GEMMs only once dimensions are grouped (as
// torch-mlir writes them): a linear layer over [batch, sequence, hidden],
// its weight gradient summed over batch and sequence, and attention scores
// over two batch dimensions.
func.func @contractions(%x: tensor<2x8x16xf32>, %w: tensor<16x12xf32>, %q: tensor<2x3x8x4xf32>, %k: tensor<2x3x8x4xf32>)
    -> (tensor<2x8x12xf32>, tensor<16x12xf32>, tensor<2x3x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %ey = tensor.empty() : tensor<2x8x12xf32>
  %fy = linalg.fill ins(%zero : f32) outs(%ey : tensor<2x8x12xf32>) -> tensor<2x8x12xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(b, s, n, k) -> (b, s, k)>, affine_map<(b, s, n, k) -> (k, n)>, affine_map<(b, s, n, k) -> (b, s, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x, %w : tensor<2x8x16xf32>, tensor<16x12xf32>) outs(%fy : tensor<2x8x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x8x12xf32>
  %ew = tensor.empty() : tensor<16x12xf32>
  %fw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16x12xf32>) -> tensor<16x12xf32>
  %dw = linalg.generic {indexing_maps = [affine_map<(k, n, b, s) -> (b, s, k)>, affine_map<(k, n, b, s) -> (b, s, n)>, affine_map<(k, n, b, s) -> (k, n)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x, %y : tensor<2x8x16xf32>, tensor<2x8x12xf32>) outs(%fw : tensor<16x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x12xf32>
  %es = tensor.empty() : tensor<2x3x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  %sc = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x3x8x4xf32>, tensor<2x3x8x4xf32>) outs(%fs : tensor<2x3x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x3x8x8xf32>
  return %y, %dw, %sc : tensor<2x8x12xf32>, tensor<16x12xf32>, tensor<2x3x8x8xf32>
}
