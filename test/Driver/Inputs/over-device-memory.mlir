// 16 GiB of weights per device on a 1x2 mesh split nowhere: over the `cpu`
// preset's 8 GiB of device memory, which is the budget when none is given.
cleave.mesh @mesh(dp = 1, tp = 2)
func.func @big(%x: tensor<8x65536xf32>, %w: tensor<65536x65536xf32>)
    -> tensor<8x65536xf32> {
  %ws = cleave.annotate %w : tensor<65536x65536xf32> to #cleave.sharding<@mesh, [[], []]>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x65536xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x65536xf32>) -> tensor<8x65536xf32>
  %y = linalg.matmul ins(%x, %ws : tensor<8x65536xf32>, tensor<65536x65536xf32>)
                     outs(%f : tensor<8x65536xf32>) -> tensor<8x65536xf32>
  return %y : tensor<8x65536xf32>
}
