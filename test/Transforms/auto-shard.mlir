// RUN: cleave-opt %s --cleave-apply-cluster=cluster=h200-node --cleave-auto-shard=memory-budget=20000000 --split-input-file --verify-diagnostics | FileCheck %s

// A Megatron MLP under a budget that the replicated weights (2 x 16 MiB)
// exceed: the weights are split, fc1 column-parallel and fc2 row-parallel
// (a partial result, one reduction), and the solver reports itself.
cleave.mesh @mesh(tp = 8)
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %arg1: tensor<1024x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[\[\], \[tp\]\]}}>}
// CHECK-SAME: %arg2: tensor<4096x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[\[tp\], \[\]\]}}>}
// CHECK-SAME: cleave.search = {{{.*}}method = "ilp"{{.*}}optimal = true
// CHECK: linalg.matmul {cleave.loops = {{\[\[\], \["tp"\], \[\]\]}}}
// CHECK: linalg.matmul {cleave.loops = {{\[\[\], \[\], \["tp"\]\]}}}
func.func @mlp(%x: tensor<8x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], []]>},
               %w1: tensor<1024x4096xf32>, %w2: tensor<4096x1024xf32>)
    -> (tensor<8x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], []]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x4096xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x1024xf32>, tensor<1024x4096xf32>) outs(%f1 : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %e2 = tensor.empty() : tensor<8x1024xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x1024xf32>) -> tensor<8x1024xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x4096xf32>, tensor<4096x1024xf32>) outs(%f2 : tensor<8x1024xf32>) -> tensor<8x1024xf32>
  return %y : tensor<8x1024xf32>
}
