// Integer reductions on the GPU's block kernels: i32 row sums long enough
// to be split across blocks (i32 partials), and i64 signed row maxima.
func.func @int_reductions(%a: tensor<64x4096xi32>, %b: tensor<64x1024xi64>)
    -> (tensor<64xi32>, tensor<64xi64>) {
  %zero = arith.constant 0 : i32
  %min = arith.constant -9223372036854775808 : i64
  %e32 = tensor.empty() : tensor<64xi32>
  %s0 = linalg.fill ins(%zero : i32) outs(%e32 : tensor<64xi32>) -> tensor<64xi32>
  %s = linalg.reduce ins(%a : tensor<64x4096xi32>) outs(%s0 : tensor<64xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %r = arith.addi %x, %acc : i32
      linalg.yield %r : i32
    }
  %e64 = tensor.empty() : tensor<64xi64>
  %m0 = linalg.fill ins(%min : i64) outs(%e64 : tensor<64xi64>) -> tensor<64xi64>
  %m = linalg.reduce ins(%b : tensor<64x1024xi64>) outs(%m0 : tensor<64xi64>) dimensions = [1]
    (%x: i64, %acc: i64) {
      %r = arith.maxsi %x, %acc : i64
      linalg.yield %r : i64
    }
  return %s, %m : tensor<64xi32>, tensor<64xi64>
}
