// RUN: cleave-opt %s --cleave-apply-cluster=cluster=cpu --cleave-auto-shard | FileCheck %s

// The search shards through scf.for as the partitioner does (it used to
// force loops replicated): the carried tensor keeps its init's layout, so
// splitting the argument's rows lets the body's matmul split its i loop in
// every iteration without communication.

// CHECK-LABEL: func.func @steps
// CHECK-SAME: %arg0: tensor<64x32xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[\[a\], \[\]\]}}>}
// CHECK-SAME: -> (tensor<64x32xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[\[a\], \[\]\]}}>})
// CHECK: scf.for
// CHECK: linalg.matmul {cleave.loops = {{\[\["a"\], \[\], \[\]\]}}}
cleave.mesh @mesh(a = 2)
func.func @steps(%x: tensor<64x32xf32>, %w: tensor<32x32xf32>) -> tensor<64x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<64x32xf32>) {
    %e = tensor.empty() : tensor<64x32xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
    %y = linalg.matmul ins(%acc, %w : tensor<64x32xf32>, tensor<32x32xf32>) outs(%f : tensor<64x32xf32>) -> tensor<64x32xf32>
    scf.yield %y : tensor<64x32xf32>
  }
  return %r : tensor<64x32xf32>
}
