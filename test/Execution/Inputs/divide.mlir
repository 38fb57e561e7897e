// Integer division: random integer inputs (0 included) make the divisor 0.
func.func @divide(%a: tensor<8x8xi32>, %b: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %0 = arith.divsi %a, %b : tensor<8x8xi32>
  return %0 : tensor<8x8xi32>
}
