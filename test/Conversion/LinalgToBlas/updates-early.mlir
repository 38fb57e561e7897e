// RUN: cleave-opt %s --pass-pipeline='builtin.module(func.func(cleave-updates-early))' | FileCheck %s

// Two weights updated in place by SGD (w - 0.1 g) after a backward that
// computes g1 first and g0 last: w1's update moves up to just after g1,
// its private init with it, so g1 dies before g0 is computed, and w0's
// right after g0. A result not updated in place (the scaled copy of w0)
// stays put.

#map = affine_map<(i) -> (i)>

// CHECK-LABEL: func.func @step
func.func @step(%w0: tensor<4xf32>, %w1: tensor<4xf32>, %x: tensor<4xf32>)
    -> (tensor<4xf32> {cleave.updates = 0 : i64}, tensor<4xf32> {cleave.updates = 1 : i64},
        tensor<4xf32>) {
  %lr = arith.constant 0.1 : f32
  %e = tensor.empty() : tensor<4xf32>
  // CHECK: %[[G1:.*]] = linalg.mul ins(%arg2, %arg1
  %g1 = linalg.mul ins(%x, %w1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %[[E1:.*]] = tensor.empty
  // CHECK-NEXT: %[[N1:.*]] = linalg.generic {{.*}} ins(%arg1, %[[G1]] : {{.*}}) outs(%[[E1]]
  // CHECK: %[[G0:.*]] = linalg.mul ins(%[[G1]], %arg0
  %g0 = linalg.mul ins(%g1, %w0 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %[[E0:.*]] = tensor.empty
  // CHECK-NEXT: %[[N0:.*]] = linalg.generic {{.*}} ins(%arg0, %[[G0]] : {{.*}}) outs(%[[E0]]
  // CHECK: %[[KEEP:.*]] = linalg.generic {{.*}} ins(%arg0 : {{.*}})
  %e2 = tensor.empty() : tensor<4xf32>
  %keep = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%w0 : tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %lr : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e0 = tensor.empty() : tensor<4xf32>
  %n0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w0, %g0 : tensor<4xf32>, tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %b, %lr : f32
    %d = arith.subf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %n1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w1, %g1 : tensor<4xf32>, tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %b, %lr : f32
    %d = arith.subf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  // CHECK: return %[[N0]], %[[N1]], %[[KEEP]]
  return %n0, %n1, %keep : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
