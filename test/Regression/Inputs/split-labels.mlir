// A loss-like pick of each row's element at its label (torch-mlir's gather,
// with its bounds checks): the labels index 10 classes.
func.func @pick(%logits: tensor<8x10xf32>, %labels: tensor<8xi64>) -> tensor<8xf32> {
  %c10 = arith.constant 10 : index
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%labels : tensor<8xi64>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %in : i64 to index
    %ok = arith.cmpi slt, %c, %c10 : index
    cf.assert %ok, "index must be smaller than dim size"
    %ok2 = arith.cmpi sge, %in, %c0 : i64
    cf.assert %ok2, "index must be larger or equal to 0"
    %x = tensor.extract %logits[%i, %c] : tensor<8x10xf32>
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
