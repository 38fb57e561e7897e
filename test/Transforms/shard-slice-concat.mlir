// RUN: cleave-opt %s --cleave-propagate | FileCheck %s
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// Slices and concatenations (SliceModel.cpp, CutModels.cpp): dimensions taken
// whole keep their split; cut ones (the slice's, the concatenated one) stay
// whole on every device, with global offsets.

cleave.mesh @mesh(a = 2)

// CHECK-LABEL: func.func @slice
// CHECK: tensor.extract_slice {{.*}} {cleave.result_shardings = [#cleave.sharding<@mesh, {{\[\[a\], \[\]\]}}>]}
// PART-LABEL: func.func @slice
// PART-NOT: cleave.all
// PART: tensor.extract_slice %arg0[0, 4] [4, 4] [1, 1] : tensor<4x16xf32> to tensor<4x4xf32>
func.func @slice(%x: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %xs = cleave.annotate %x : tensor<8x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %y = tensor.extract_slice %xs[0, 4] [8, 4] [1, 1] : tensor<8x16xf32> to tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// A slice that cuts the split dimension needs it whole first.
// PART-LABEL: func.func @slice_cut
// PART: %[[WHOLE:.*]] = cleave.all_gather %arg0 on @mesh axes [a] dim 0 : tensor<4x16xf32> -> tensor<8x16xf32>
// PART: tensor.extract_slice %[[WHOLE]][2, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
func.func @slice_cut(%x: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %xs = cleave.annotate %x : tensor<8x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %y = tensor.extract_slice %xs[2, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @concat
// CHECK-SAME: %arg1: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[\[a\], \[\]\]}}>}
// CHECK: tensor.concat dim(1) {{.*}} {cleave.result_shardings = [#cleave.sharding<@mesh, {{\[\[a\], \[\]\]}}>]}
// PART-LABEL: func.func @concat
// PART-NOT: cleave.all
// PART: tensor.concat dim(1) %arg0, %arg1 : (tensor<4x16xf32>, tensor<4x4xf32>) -> tensor<4x20xf32>
func.func @concat(%x: tensor<8x16xf32>, %y: tensor<8x4xf32>) -> tensor<8x20xf32> {
  %xs = cleave.annotate %x : tensor<8x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %c = tensor.concat dim(1) %xs, %y : (tensor<8x16xf32>, tensor<8x4xf32>) -> tensor<8x20xf32>
  return %c : tensor<8x20xf32>
}
