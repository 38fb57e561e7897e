// Scalar arguments and results (a fill and pad value, a zero point), as
// upstream MLIR's tests write them.
func.func @fill_pad(%v: f32, %a: tensor<4x6xf32>, %zp: i32) -> (tensor<6x8xf32>, f32, i32) {
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %s = linalg.add ins(%f, %a : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %p = tensor.pad %s low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x6xf32> to tensor<6x8xf32>
  %two = arith.constant 2.0 : f32
  %w = arith.mulf %v, %two : f32
  %one = arith.constant 1 : i32
  %z = arith.addi %zp, %one : i32
  return %p, %w, %z : tensor<6x8xf32>, f32, i32
}
