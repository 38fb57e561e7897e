// torch.topk(x, 2, dim=1) and torch.argsort(y, dim=0) as torch-mlir exports
// them: one tm_tensor.sort of the values and their positions each
// (descending: oge; ascending: ole), then a slice.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @sorts(%x: tensor<4x8xf32>, %y: tensor<6x3xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>, tensor<6x3xi64>) {
  %e0 = tensor.empty() : tensor<4x8xi64>
  %p0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e0 : tensor<4x8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<4x8xi64>
  %s0:2 = tm_tensor.sort dimension(1) outs(%x, %p0 : tensor<4x8xf32>, tensor<4x8xi64>) {
  ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>, tensor<4x8xi64>
  %v = tensor.extract_slice %s0#0[0, 0] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
  %k = tensor.extract_slice %s0#1[0, 0] [4, 2] [1, 1] : tensor<4x8xi64> to tensor<4x2xi64>
  %e1 = tensor.empty() : tensor<6x3xi64>
  %p1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e1 : tensor<6x3xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<6x3xi64>
  %s1:2 = tm_tensor.sort dimension(0) outs(%y, %p1 : tensor<6x3xf32>, tensor<6x3xi64>) {
  ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
    %le = arith.cmpf ole, %a, %b : f32
    tm_tensor.yield %le : i1
  } -> tensor<6x3xf32>, tensor<6x3xi64>
  return %v, %k, %s1#1 : tensor<4x2xf32>, tensor<4x2xi64>, tensor<6x3xi64>
}
