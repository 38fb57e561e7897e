// RUN: cleave-opt %s --cleave-distinct-results | FileCheck %s
// RUN: cleave verify %s --entry twice | FileCheck %s --check-prefix=VERIFY

// A computed value returned twice gets a copy for its second result (MLIR
// 22's buffer-results-to-out-params crashed on it); a returned argument
// and a value returned once stay as they are.
// CHECK-LABEL: func.func @twice
// CHECK:         %[[R:.*]] = linalg.add
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK:         %[[C:.*]] = linalg.copy ins(%[[R]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>)
// CHECK:         return %[[R]], %[[C]], %arg0, %arg0
// VERIFY: verify: 4 outputs match
func.func @twice(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r, %r, %a, %a : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
