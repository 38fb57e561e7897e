// Regression (issue 12, found by bench/upstream_suite.py on upstream's
// test_reduce_0d): a reduction into a `tensor.empty` reads uninitialized
// memory, so `cleave verify` failed at random with no cause given.
// Propagation warns at the op; an init that is filled, or an output that
// is only written, is not warned about.
// RUN: cleave-opt %s --cleave-propagate -split-input-file -verify-diagnostics | FileCheck %s

cleave.mesh @mesh(x = 2)
func.func @reduce_into_empty(%a: tensor<6x6xi32>) -> tensor<i32> {
  %0 = cleave.annotate %a : tensor<6x6xi32> to #cleave.sharding<@mesh, [[x], []]>
  %e = tensor.empty() : tensor<i32>
  %1 = cleave.annotate %e : tensor<i32> to #cleave.sharding<@mesh, []>
  // expected-warning@+1 {{reads its init (operand #1), a tensor.empty: the result depends on uninitialized memory}}
  %r = linalg.reduce ins(%0 : tensor<6x6xi32>) outs(%1 : tensor<i32>) dimensions = [0, 1]
    (%in: i32, %init: i32) {
      %s = arith.addi %in, %init : i32
      linalg.yield %s : i32
    }
  return %r : tensor<i32>
}

// -----

// CHECK-LABEL: @filled_and_written
cleave.mesh @mesh(x = 2)
func.func @filled_and_written(%a: tensor<6x6xf32>) -> (tensor<6xf32>, tensor<6x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.reduce ins(%a : tensor<6x6xf32>) outs(%f : tensor<6xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %e2 = tensor.empty() : tensor<6x6xf32>
  %n = linalg.negf ins(%a : tensor<6x6xf32>) outs(%e2 : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %r, %n : tensor<6xf32>, tensor<6x6xf32>
}
