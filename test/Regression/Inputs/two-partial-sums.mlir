// Two row-parallel GEMMs (partial sums over tp) added, then a nonlinear op.
cleave.mesh @mesh(tp = 4)
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @two_partials(%x: tensor<8x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], [tp]]>},
                        %w1: tensor<4096x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [[tp], []]>},
                        %y: tensor<8x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], [tp]]>},
                        %w2: tensor<4096x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [[tp], []]>})
    -> (tensor<8x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], []]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x1024xf32>) -> tensor<8x1024xf32>
  %a = linalg.matmul ins(%x, %w1 : tensor<8x4096xf32>, tensor<4096x1024xf32>) outs(%f : tensor<8x1024xf32>) -> tensor<8x1024xf32>
  %b = linalg.matmul ins(%y, %w2 : tensor<8x4096xf32>, tensor<4096x1024xf32>) outs(%f : tensor<8x1024xf32>) -> tensor<8x1024xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x1024xf32>, tensor<8x1024xf32>) outs(%e : tensor<8x1024xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<8x1024xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x1024xf32>) outs(%e : tensor<8x1024xf32>) {
  ^bb0(%p: f32, %o: f32):
    %r = math.exp %p : f32
    linalg.yield %r : f32
  } -> tensor<8x1024xf32>
  return %t : tensor<8x1024xf32>
}
