// torch.gather(x, 1, idx) with idx shorter than x along dimension 0 (which
// torch allows): rows 0-3 of an [8, 10] input read at [4, 1] indices. The
// pick reads x through loop 0, whose 4 iterations do not cover x's 8 rows:
// it stays a captured read (cleave-gathers-as-selects made invalid IR).
func.func @pick(%x: tensor<8x10xf32>, %idx: tensor<4x1xi64>) -> tensor<4x1xf32> {
  %e = tensor.empty() : tensor<4x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<4x1xi64>) outs(%e : tensor<4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %in : i64 to index
    %v = tensor.extract %x[%i, %c] : tensor<8x10xf32>
    linalg.yield %v : f32
  } -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
}
