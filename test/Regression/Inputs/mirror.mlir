// Reverses the columns: (i, 7 - j). Rows split (j stays whole and unsplit).
cleave.mesh @mesh(a = 2)
func.func @mirror(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %e = tensor.empty() : tensor<8x8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, 7 - j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%xs : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x8xf32>
  return %m : tensor<8x8xf32>
}
