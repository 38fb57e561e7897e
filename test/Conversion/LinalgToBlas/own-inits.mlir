// RUN: cleave-opt %s --pass-pipeline='builtin.module(func.func(cleave-own-inits))' | FileCheck %s

// One zero fill was the init of two GEMMs, one empty tensor the init of the
// fill and of a transpose: each user gets its own, just before it, and the
// originals go. An init with one user stays.

// CHECK-LABEL: func.func @two_gemms
func.func @two_gemms(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  // CHECK: %[[E0:.*]] = tensor.empty() {cleave.own_init = {{[0-9]+}} : i64}
  // CHECK-NEXT: %[[Z0:.*]] = linalg.fill {cleave.own_init = {{[0-9]+}} : i64} ins(%{{.*}} : f32) outs(%[[E0]]
  // CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%[[Z0]]
  %a = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  // CHECK-NEXT: %[[E1:.*]] = tensor.empty() {cleave.own_init = {{[0-9]+}} : i64}
  // CHECK-NEXT: %[[Z1:.*]] = linalg.fill {cleave.own_init = {{[0-9]+}} : i64} ins(%{{.*}} : f32) outs(%[[E1]]
  // CHECK-NEXT: linalg.matmul ins(%arg1, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%[[Z1]]
  %b = linalg.matmul ins(%w, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  // CHECK-NEXT: %[[E2:.*]] = tensor.empty() {cleave.own_init = {{[0-9]+}} : i64}
  // CHECK-NEXT: linalg.transpose ins(%arg0 : tensor<8x8xf32>) outs(%[[E2]]
  %t = linalg.transpose ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) permutation = [1, 0]
  // CHECK-NOT: linalg.fill
  return %a, %b, %t : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func @single_user
// CHECK-NOT: cleave.own_init
func.func @single_user(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a = linalg.matmul ins(%x, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %a : tensor<8x8xf32>
}
