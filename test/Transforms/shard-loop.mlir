// RUN: cleave-opt %s --cleave-propagate | FileCheck %s
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// scf.for (ForModel.cpp): the carried tensor keeps its init's layout (rows
// split), the body's matmul splits its i loop, and nothing moves in the loop.

cleave.mesh @mesh(a = 2)

// CHECK-LABEL: func.func @steps
// CHECK-SAME: -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[\[a\], \[\]\]}}>})
// CHECK: scf.for
// CHECK: linalg.matmul {cleave.loops = {{\[\["a"\], \[\], \[\]\]}}}
// PART-LABEL: func.func @steps
// PART-NOT: cleave.all
// PART: scf.for %{{.*}} iter_args(%[[ACC:.*]] = %arg0) -> (tensor<4x16xf32>)
// PART: linalg.matmul ins(%[[ACC]], %arg1 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%{{.*}} : tensor<4x16xf32>)
// PART: scf.yield %{{.*}} : tensor<4x16xf32>
// PART-NOT: cleave.all
func.func @steps(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %xs = cleave.annotate %x : tensor<8x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %xs) -> (tensor<8x16xf32>) {
    %e = tensor.empty() : tensor<8x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    %y = linalg.matmul ins(%acc, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
    scf.yield %y : tensor<8x16xf32>
  }
  return %r : tensor<8x16xf32>
}
