// RUN: cleave-opt %s --cleave-propagate | FileCheck %s
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// Loops of linalg ops (LinalgModel.cpp): a split weight splits the loop that
// indexes it; a split reduction loop leaves the result partial, reduced by
// one all_reduce where it must be whole.

cleave.mesh @mesh(a = 2)

// Column split: the weight's columns are split, so is the matmul's j loop and
// the result's columns; no communication.
// CHECK-LABEL: func.func @column
// CHECK-SAME: -> (tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[\[\], \[a\]\]}}>})
// CHECK: linalg.fill {cleave.loops = {{\[\[\], \["a"\]\]}}}
// CHECK: linalg.matmul {cleave.loops = {{\[\[\], \["a"\], \[\]\]}}}
// PART-LABEL: func.func @column
// PART-SAME: %arg1: tensor<16x16xf32>
// PART-NOT: cleave.all
// PART: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x16xf32>, tensor<16x16xf32>) outs(%{{.*}} : tensor<8x16xf32>)
// PART-NOT: cleave.all
// PART: return %{{.*}} : tensor<8x16xf32>
func.func @column(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %ws = cleave.annotate %w : tensor<16x32xf32> to #cleave.sharding<@mesh, [[], [a]]>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %ws : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}

// Row split: the weight's rows are split, so is the reduction loop k; the
// result is partial (a sum) and is reduced once where it must be whole.
// CHECK-LABEL: func.func @row
// CHECK-SAME: %arg0: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[\[\], \[a\]\]}}>}
// CHECK: linalg.matmul {cleave.loops = {{\[\[\], \[\], \["a"\]\]}}}
// PART-LABEL: func.func @row
// PART: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x8xf32>, tensor<8x32xf32>) outs(%{{.*}} : tensor<8x32xf32>)
// PART-NEXT: cleave.all_reduce %{{.*}} on @mesh axes [a] sum : tensor<8x32xf32>
// PART-NOT: cleave.all
func.func @row(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %ws = cleave.annotate %w : tensor<16x32xf32> to #cleave.sharding<@mesh, [[a], []]>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %ws : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = cleave.annotate %y : tensor<8x32xf32> to #cleave.sharding<@mesh, [[], []]>
  return %r : tensor<8x32xf32>
}
