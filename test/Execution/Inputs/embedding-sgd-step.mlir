// An embedding trained by one SGD step, in the form torch-mlir exports it:
// the lookup as a generic reading the captured table at each id, the
// gradient as a tm_tensor.scatter adding each token's row into zeros.
// The loss is the squared distance of the looked-up rows to a target. The
// vocabulary (8192 rows) is large against the tokens (64), as in language
// models: the table and its update dominate.
#ids = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#sum = affine_map<(d0, d1, d2) -> ()>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @embedding_sgd_step(%table: tensor<8192x64xf32>, %tokens: tensor<4x16xi64>,
                              %target: tensor<4x16x64xf32>) -> (tensor<f32>, tensor<8192x64xf32>) {
  %c8192 = arith.constant 8192 : index
  %c0_i64 = arith.constant 0 : i64
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %lr = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4x16x64xf32>
  %rows = linalg.generic {indexing_maps = [#ids, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%tokens : tensor<4x16xi64>) outs(%e : tensor<4x16x64xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %h = linalg.index 2 : index
    %lt = arith.cmpi slt, %i, %c8192 : index
    cf.assert %lt, "index must be smaller than dim size"
    %ge = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %ge, "index must be larger or equal to 0"
    %v = tensor.extract %table[%i, %h] : tensor<8192x64xf32>
    linalg.yield %v : f32
  } -> tensor<4x16x64xf32>
  %diff = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%rows, %target : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%e : tensor<4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x16x64xf32>
  %s0 = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id3, #sum], iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%diff : tensor<4x16x64xf32>) outs(%acc : tensor<f32>) {
  ^bb0(%d: f32, %out: f32):
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %out, %sq : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %grad_rows = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%diff : tensor<4x16x64xf32>) outs(%e : tensor<4x16x64xf32>) {
  ^bb0(%d: f32, %out: f32):
    %g = arith.mulf %d, %two : f32
    linalg.yield %g : f32
  } -> tensor<4x16x64xf32>
  %updates = tensor.collapse_shape %grad_rows [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32>
  %updates3 = tensor.expand_shape %updates [[0], [1, 2]] output_shape [64, 1, 64] : tensor<64x64xf32> into tensor<64x1x64xf32>
  %flat_ids = tensor.collapse_shape %tokens [[0, 1]] : tensor<4x16xi64> into tensor<64xi64>
  %ids2 = tensor.expand_shape %flat_ids [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
  %zeros = arith.constant dense<0.0> : tensor<8192x64xf32>
  %grad = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false)
      ins(%updates3, %ids2 : tensor<64x1x64xf32>, tensor<64x1xi64>) outs(%zeros : tensor<8192x64xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<8192x64xf32>
  %te = tensor.empty() : tensor<8192x64xf32>
  %new = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%table, %grad : tensor<8192x64xf32>, tensor<8192x64xf32>) outs(%te : tensor<8192x64xf32>) {
  ^bb0(%w: f32, %g: f32, %out: f32):
    %step = arith.mulf %g, %lr : f32
    %n = arith.subf %w, %step : f32
    linalg.yield %n : f32
  } -> tensor<8192x64xf32>
  return %loss, %new : tensor<f32>, tensor<8192x64xf32>
}
