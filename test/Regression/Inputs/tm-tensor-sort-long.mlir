// torch.topk(x, 5, dim=1) over rows of 1000, torch.argsort(y, dim=0) over
// columns of 300, and torch.sort(z, dim=1, descending=True) over rows of 128
// as torch-mlir exports them: rows longer than 16 are sorted by a merge
// network (padded to 1024 and 512; 128 is a power of two already).
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @sorts(%x: tensor<3x1000xf32>, %y: tensor<300x3xf32>, %z: tensor<2x128xf32>) -> (tensor<3x5xf32>, tensor<3x5xi64>, tensor<300x3xi64>, tensor<2x128xf32>, tensor<2x128xi64>) {
  %e0 = tensor.empty() : tensor<3x1000xi64>
  %p0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e0 : tensor<3x1000xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<3x1000xi64>
  %s0:2 = tm_tensor.sort dimension(1) outs(%x, %p0 : tensor<3x1000xf32>, tensor<3x1000xi64>) {
  ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<3x1000xf32>, tensor<3x1000xi64>
  %v = tensor.extract_slice %s0#0[0, 0] [3, 5] [1, 1] : tensor<3x1000xf32> to tensor<3x5xf32>
  %k = tensor.extract_slice %s0#1[0, 0] [3, 5] [1, 1] : tensor<3x1000xi64> to tensor<3x5xi64>
  %e1 = tensor.empty() : tensor<300x3xi64>
  %p1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e1 : tensor<300x3xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<300x3xi64>
  %s1:2 = tm_tensor.sort dimension(0) outs(%y, %p1 : tensor<300x3xf32>, tensor<300x3xi64>) {
  ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
    %le = arith.cmpf ole, %a, %b : f32
    tm_tensor.yield %le : i1
  } -> tensor<300x3xf32>, tensor<300x3xi64>
  %e2 = tensor.empty() : tensor<2x128xi64>
  %p2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<2x128xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<2x128xi64>
  %s2:2 = tm_tensor.sort dimension(1) outs(%z, %p2 : tensor<2x128xf32>, tensor<2x128xi64>) {
  ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<2x128xf32>, tensor<2x128xi64>
  return %v, %k, %s1#1, %s2#0, %s2#1 : tensor<3x5xf32>, tensor<3x5xi64>, tensor<300x3xi64>, tensor<2x128xf32>, tensor<2x128xi64>
}
