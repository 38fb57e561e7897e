// torch.sort / topk as torch-mlir exports them.
func.func @f(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %r = tm_tensor.sort dimension(1) outs(%x : tensor<2x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %g = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %g : i1
  } -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}
