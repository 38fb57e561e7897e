// The pick of split-labels.mlir without its bounds checks (a hand-written
// gather): the bound comes from the one-hot sum the pick becomes.
func.func @pick(%logits: tensor<8x10xf32>, %labels: tensor<8xi64>) -> tensor<8xf32> {
  %c10 = arith.constant 10 : index
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%labels : tensor<8xi64>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %in : i64 to index
    %x = tensor.extract %logits[%i, %c] : tensor<8x10xf32>
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
