// A loop carrying a tensor (from a fuzzed test/Conversion/Cuda/host-bookkeeping.mlir):
// each iteration allocates its result before the previous one is freed.
func.func @accumulate(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<8x8xf32>) {
    %s = arith.addf %acc, %x : tensor<8x8xf32>
    scf.yield %s : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
