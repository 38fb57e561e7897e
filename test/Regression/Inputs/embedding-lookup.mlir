// An embedding lookup the way torch-mlir writes it: the ids index the
// table's rows through index_cast + tensor.extract, behind a bounds assert.
// Random ids must be drawn in [0, 16).
func.func @embed(%ids: tensor<2x4xi64>, %table: tensor<16x8xf32>) -> tensor<2x4x8xf32> {
  %e = tensor.empty() : tensor<2x4x8xf32>
  %c16 = arith.constant 16 : i64
  %c0 = arith.constant 0 : i64
  %r = linalg.generic {indexing_maps = [affine_map<(b, s, h) -> (b, s)>, affine_map<(b, s, h) -> (b, s, h)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<2x4xi64>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%id: i64, %out: f32):
    %lo = arith.cmpi sge, %id, %c0 : i64
    %hi = arith.cmpi slt, %id, %c16 : i64
    %ok = arith.andi %lo, %hi : i1
    cf.assert %ok, "index must be smaller than dim size"
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 2 : index
    %v = tensor.extract %table[%row, %col] : tensor<16x8xf32>
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}
