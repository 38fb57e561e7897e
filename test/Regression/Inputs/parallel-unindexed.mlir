// A loop declared `parallel` that no output map indexes: MLIR's verifier
// accepts it, and every output element accumulates over it. Splitting it
// gives partial sums; Cleave treated the result as complete.
cleave.mesh @mesh(x = 2)
func.func @sum_declared_parallel(%a: tensor<8x6xf32>) -> tensor<8xf32> {
  %as = cleave.annotate %a : tensor<8x6xf32> to #cleave.sharding<@mesh, [[], [x]]>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%as : tensor<8x6xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}
