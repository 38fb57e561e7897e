// A constant held in the file's resource section, as torch-mlir writes
// BERT's position ids and GPT-2's causal mask (dense-resource-emit.test).
func.func @add_positions(%x: tensor<4x2xi64>) -> tensor<4x2xi64> {
  %c = arith.constant dense_resource<positions> : tensor<4x2xi64>
  %0 = arith.addi %x, %c : tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}
{-#
  dialect_resources: {
    builtin: {
      positions: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000"
    }
  }
#-}
