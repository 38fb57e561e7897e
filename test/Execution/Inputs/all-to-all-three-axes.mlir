// a2 and a0 leave the rows for the last dimension; a1 keeps the columns.
cleave.mesh @mesh(a0 = 2, a1 = 2, a2 = 2)
func.func @f(%a: tensor<16x16x8xf32>) -> tensor<16x16x8xf32> {
  %0 = cleave.annotate %a : tensor<16x16x8xf32> to #cleave.sharding<@mesh, [[a2, a0], [a1], []]>
  %e = tensor.empty() : tensor<16x16x8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<16x16x8xf32>) outs(%e : tensor<16x16x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<16x16x8xf32>
  %1 = cleave.annotate %m : tensor<16x16x8xf32> to #cleave.sharding<@mesh, [[], [a1], [a2, a0]]>
  %e2 = tensor.empty() : tensor<16x16x8xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<16x16x8xf32>) outs(%e2 : tensor<16x16x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<16x16x8xf32>
  return %n : tensor<16x16x8xf32>
}
