// A scatter of points (a 2-D dimension_map, each update one element: the
// max-pool gradient of a CNN), for the CUDA target (emulated-kernels.test).
func.func @scat(%upd: tensor<8xf32>, %idx: tensor<8x2xi64>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%upd, %idx : tensor<8xf32>, tensor<8x2xi64>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    tm_tensor.yield %s : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
