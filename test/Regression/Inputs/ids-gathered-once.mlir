// Token ids split over the mesh, read whole by a collapse (whose split
// dimension cannot stay split) and by a loop body's tensor.extract (an op
// without a rule for its captures); a comparison reads them as split. The
// partitioner gathers the ids once for both.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i) -> (i)>
func.func @f(%ids: tensor<2x8xi64>, %x: tensor<16xf32>) -> (tensor<16xi64>, tensor<16xf32>, tensor<2x8xi1>) {
  %c = tensor.collapse_shape %ids [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
  %e = tensor.empty() : tensor<16xf32>
  %g = linalg.generic {indexing_maps = [#row, #row], iterator_types = ["parallel"]} ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %i = linalg.index 0 : index
    %c8 = arith.constant 8 : index
    %r = arith.divui %i, %c8 : index
    %k = arith.remui %i, %c8 : index
    %t = tensor.extract %ids[%r, %k] : tensor<2x8xi64>
    %f = arith.sitofp %t : i64 to f32
    %s = arith.addf %in, %f : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %m0 = tensor.empty() : tensor<2x8xi1>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<2x8xi64>) outs(%m0 : tensor<2x8xi1>) {
  ^bb0(%in: i64, %o: i1):
    %z = arith.constant -1 : i64
    %b = arith.cmpi eq, %in, %z : i64
    linalg.yield %b : i1
  } -> tensor<2x8xi1>
  return %c, %g, %m : tensor<16xi64>, tensor<16xf32>, tensor<2x8xi1>
}
