// Regression (issue 12): TOSA ops were taken as opaque and failed only at
// bufferization ("op was not bufferized"); the import refuses them and says
// what to lower first. One message per module, not one per op.
// RUN: cleave-opt %s --cleave-import-shard -verify-diagnostics

func.func @tosa_add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tosa.add' op is a TOSA op, which Cleave does not partition or compile: lower TOSA to linalg first (mlir-opt --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))")}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %0, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
