// OPT's learned positions, as torch-mlir exports them: position ids are
// cumsum(attention_mask) * attention_mask - 1 + 2, indexing a table of 18
// rows (verify-numerics.test: the mask must be drawn as 0 or 1).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @positions(%table: tensor<18x4xf32>, %mask: tensor<2x8xi64>) -> tensor<2x8x4xf32> {
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c2_i64 = arith.constant 2 : i64
  %c18 = arith.constant 18 : index
  %e = tensor.empty() : tensor<2x8xi64>
  %zeros = linalg.fill ins(%c0_i64 : i64) outs(%e : tensor<2x8xi64>) -> tensor<2x8xi64>
  %e1 = tensor.empty() : tensor<2xi64>
  %acc = linalg.fill ins(%c0_i64 : i64) outs(%e1 : tensor<2xi64>) -> tensor<2xi64>
  %sum:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%mask : tensor<2x8xi64>) outs(%zeros, %acc : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  %masked = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%sum#0, %mask : tensor<2x8xi64>, tensor<2x8xi64>) outs(%e : tensor<2x8xi64>) {
  ^bb0(%in: i64, %m: i64, %out: i64):
    %p = arith.muli %in, %m : i64
    linalg.yield %p : i64
  } -> tensor<2x8xi64>
  %less = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%masked : tensor<2x8xi64>) outs(%e : tensor<2x8xi64>) {
  ^bb0(%in: i64, %out: i64):
    %p = arith.subi %in, %c1_i64 : i64
    linalg.yield %p : i64
  } -> tensor<2x8xi64>
  %ids = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%less : tensor<2x8xi64>) outs(%e : tensor<2x8xi64>) {
  ^bb0(%in: i64, %out: i64):
    %p = arith.addi %in, %c2_i64 : i64
    linalg.yield %p : i64
  } -> tensor<2x8xi64>
  %e2 = tensor.empty() : tensor<2x8x4xf32>
  %rows = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<2x8xi64>) outs(%e2 : tensor<2x8x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 2 : index
    %lt = arith.cmpi slt, %i, %c18 : index
    cf.assert %lt, "index must be smaller than dim size"
    %ge = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %ge, "index must be larger or equal to 0"
    %x = tensor.extract %table[%i, %j] : tensor<18x4xf32>
    linalg.yield %x : f32
  } -> tensor<2x8x4xf32>
  return %rows : tensor<2x8x4xf32>
}
