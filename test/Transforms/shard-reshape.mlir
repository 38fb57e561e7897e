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

// Unit dimensions before a group's first real factor do not change which
// elements a block holds: 256 -> [1, 4, 64] splits as the 4 does, and back
// (a MoE's expert dimension was gathered).
// CHECK-LABEL: func.func @expand_after_unit
// CHECK: tensor.expand_shape {{.*}} {cleave.result_shardings = [#cleave.sharding<@mesh, {{\[\[\], \[\], \[a\], \[\]\]}}>]}
// PART-LABEL: func.func @expand_after_unit
// PART-NOT: cleave.all
// PART: tensor.expand_shape %arg0 {{\[\[}}0], [1, 2, 3]] output_shape [32, 1, 2, 64] : tensor<32x128xf32> into tensor<32x1x2x64xf32>
func.func @expand_after_unit(%x: tensor<32x256xf32>) -> tensor<32x1x4x64xf32> {
  %xs = cleave.annotate %x : tensor<32x256xf32> to #cleave.sharding<@mesh, [[], [a]]>
  %y = tensor.expand_shape %xs [[0], [1, 2, 3]] output_shape [32, 1, 4, 64] : tensor<32x256xf32> into tensor<32x1x4x64xf32>
  return %y : tensor<32x1x4x64xf32>
}

// CHECK-LABEL: func.func @collapse_after_unit
// CHECK: tensor.collapse_shape {{.*}} {cleave.result_shardings = [#cleave.sharding<@mesh, {{\[\[\], \[a\]\]}}>]}
// PART-LABEL: func.func @collapse_after_unit
// PART-NOT: cleave.all
// PART: tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : tensor<32x1x2x64xf32> into tensor<32x128xf32>
func.func @collapse_after_unit(%x: tensor<32x1x4x64xf32>) -> tensor<32x256xf32> {
  %xs = cleave.annotate %x : tensor<32x1x4x64xf32> to #cleave.sharding<@mesh, [[], [], [a], []]>
  %y = tensor.collapse_shape %xs [[0], [1, 2, 3]] : tensor<32x1x4x64xf32> into tensor<32x256xf32>
  return %y : tensor<32x256xf32>
}

// A view of a value every device holds whole (an iota a pad indexes with),
// read split by one op and whole by another, is remade from its source for
// each: the search prices both reads as local, so nothing is gathered.
// PART-LABEL: func.func @view_of_whole_value
// PART: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
// PART-NOT: cleave.all
// PART: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
// PART-NOT: cleave.all
// PART: return
#id1 = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @view_of_whole_value(%x: tensor<8x1xi64> {cleave.sharding = #cleave.sharding<@mesh, [[], []]>}) -> (tensor<8x1xi64>, tensor<8x1xi64>) {
  %e = tensor.empty() : tensor<8xi64>
  %iota = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) attrs = {cleave.loops = [[]]} {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %v = tensor.expand_shape %iota [[0, 1]] output_shape [8, 1] {cleave.result_shardings = [#cleave.sharding<@mesh, [[a], []]>]} : tensor<8xi64> into tensor<8x1xi64>
  %e2 = tensor.empty() : tensor<8x1xi64>
  %split = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%v, %x : tensor<8x1xi64>, tensor<8x1xi64>) outs(%e2 : tensor<8x1xi64>) attrs = {cleave.loops = [["a"], []]} {
  ^bb0(%a: i64, %b: i64, %out: i64):
    %s = arith.addi %a, %b : i64
    linalg.yield %s : i64
  } -> tensor<8x1xi64>
  %whole = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%v, %x : tensor<8x1xi64>, tensor<8x1xi64>) outs(%e2 : tensor<8x1xi64>) attrs = {cleave.loops = [[], []]} {
  ^bb0(%a: i64, %b: i64, %out: i64):
    %s = arith.muli %a, %b : i64
    linalg.yield %s : i64
  } -> tensor<8x1xi64>
  return %split, %whole : tensor<8x1xi64>, tensor<8x1xi64>
}
