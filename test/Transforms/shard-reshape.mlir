// RUN: cleave-opt %s --cleave-propagate | FileCheck %s
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// Reshapes (ReshapeModels.cpp): a split merged dimension is its major
// factor's split, and back; a split minor factor has no merged layout, so
// the source is gathered first.

cleave.mesh @mesh(a = 2)

// CHECK-LABEL: func.func @expand_major
// CHECK: tensor.expand_shape {{.*}} {cleave.result_shardings = [#cleave.sharding<@mesh, {{\[\[a\], \[\], \[\]\]}}>]}
// PART-LABEL: func.func @expand_major
// PART-NOT: cleave.all
// PART: tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [4, 4, 16] : tensor<16x16xf32> into tensor<4x4x16xf32>
func.func @expand_major(%x: tensor<32x16xf32>) -> tensor<8x4x16xf32> {
  %xs = cleave.annotate %x : tensor<32x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %y = tensor.expand_shape %xs [[0, 1], [2]] output_shape [8, 4, 16] : tensor<32x16xf32> into tensor<8x4x16xf32>
  return %y : tensor<8x4x16xf32>
}

// CHECK-LABEL: func.func @collapse_major
// CHECK: tensor.collapse_shape {{.*}} {cleave.result_shardings = [#cleave.sharding<@mesh, {{\[\[a\], \[\]\]}}>]}
// PART-LABEL: func.func @collapse_major
// PART-NOT: cleave.all
// PART: tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<4x4x16xf32> into tensor<16x16xf32>
func.func @collapse_major(%x: tensor<8x4x16xf32>) -> tensor<32x16xf32> {
  %xs = cleave.annotate %x : tensor<8x4x16xf32> to #cleave.sharding<@mesh, [[a], [], []]>
  %y = tensor.collapse_shape %xs [[0, 1], [2]] : tensor<8x4x16xf32> into tensor<32x16xf32>
  return %y : tensor<32x16xf32>
}

// CHECK-LABEL: func.func @collapse_minor
// CHECK: tensor.collapse_shape {{.*}} {cleave.result_shardings = [#cleave.sharding<@mesh, {{\[\[\], \[\]\]}}>]}
// PART-LABEL: func.func @collapse_minor
// PART: %[[WHOLE:.*]] = cleave.all_gather %arg0 on @mesh axes [a] dim 1 : tensor<8x2x16xf32> -> tensor<8x4x16xf32>
// PART: tensor.collapse_shape %[[WHOLE]] {{\[\[}}0, 1], [2]] : tensor<8x4x16xf32> into tensor<32x16xf32>
func.func @collapse_minor(%x: tensor<8x4x16xf32>) -> tensor<32x16xf32> {
  %xs = cleave.annotate %x : tensor<8x4x16xf32> to #cleave.sharding<@mesh, [[], [a], []]>
  %y = tensor.collapse_shape %xs [[0, 1], [2]] : tensor<8x4x16xf32> into tensor<32x16xf32>
  return %y : tensor<32x16xf32>
}
