// An embedding gradient (scatter-add of per-token rows into the table) whose
// updates are split by tokens: the loop reads them whole, and gathers them
// once before it (it gathered them in every iteration).
cleave.mesh @mesh(x = 2)
func.func @embedding_grad(%upd: tensor<8x1x4xf32>, %ids: tensor<8x1xi64>) -> tensor<16x4xf32> {
  %us = cleave.annotate %upd : tensor<8x1x4xf32> to #cleave.sharding<@mesh, [[x], [], []]>
  %zero = arith.constant dense<0.0> : tensor<16x4xf32>
  %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%us, %ids : tensor<8x1x4xf32>, tensor<8x1xi64>) outs(%zero : tensor<16x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<16x4xf32>
  return %g : tensor<16x4xf32>
}
