// x[j] wraps a negative j, but y[j] indexes with j as it is (torch's
// x[j] + y.gather(0, j)): a negative j is no valid input.
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
func.func @pick(%x: tensor<8x4xf32>, %y: tensor<8xf32>, %j: tensor<6xi64>) -> tensor<6x4xf32> {
  %c0_i64 = arith.constant 0 : i64
  %c8_i64 = arith.constant 8 : i64
  %0 = tensor.empty() : tensor<6x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%j : tensor<6xi64>) outs(%0 : tensor<6x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.cmpi slt, %in, %c0_i64 : i64
    %3 = arith.addi %in, %c8_i64 : i64
    %4 = arith.select %2, %3, %in : i64
    %5 = arith.index_cast %4 : i64 to index
    %6 = linalg.index 1 : index
    %extracted = tensor.extract %x[%5, %6] : tensor<8x4xf32>
    %raw = arith.index_cast %in : i64 to index
    %other = tensor.extract %y[%raw] : tensor<8xf32>
    %sum = arith.addf %extracted, %other : f32
    linalg.yield %sum : f32
  } -> tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}
