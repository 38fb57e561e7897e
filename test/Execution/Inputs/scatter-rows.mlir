// An embedding's gradient as torch-mlir writes it: 64 rows of updates added
// into a 128-row table at indices drawn in range (repeated ones accumulate
// in order).
func.func @emb_grad(%g: tensor<64x1x32xf32>, %idx: tensor<64x1xi64>, %init: tensor<128x32xf32>) -> tensor<128x32xf32> {
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%g, %idx : tensor<64x1x32xf32>, tensor<64x1xi64>) outs(%init : tensor<128x32xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tm_tensor.yield %s : f32
  } -> tensor<128x32xf32>
  return %r : tensor<128x32xf32>
}
