// An elementwise chain over 8M f32 (32 MiB in, 32 MiB out): y = (2x + 1) x - 3.
// After fusion it is one pass over memory, so its speed is bandwidth's.
func.func @chain(%x: tensor<8388608xf32>) -> tensor<8388608xf32> {
  %two = arith.constant dense<2.0> : tensor<8388608xf32>
  %one = arith.constant dense<1.0> : tensor<8388608xf32>
  %three = arith.constant dense<3.0> : tensor<8388608xf32>
  %a = arith.mulf %x, %two : tensor<8388608xf32>
  %b = arith.addf %a, %one : tensor<8388608xf32>
  %c = arith.mulf %b, %x : tensor<8388608xf32>
  %d = arith.subf %c, %three : tensor<8388608xf32>
  return %d : tensor<8388608xf32>
}
