// Row sums of a 4096 x 2048 f32 matrix (32 MiB in, 16 KiB out): like the
// elementwise chain, one pass over memory, so its speed is bandwidth's.
func.func @row_sum(%x: tensor<4096x2048xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %r = linalg.reduce ins(%x : tensor<4096x2048xf32>) outs(%f : tensor<4096xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4096xf32>
}
