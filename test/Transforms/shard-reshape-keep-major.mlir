// RUN: cleave-opt %s --cleave-propagate | FileCheck %s
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// A collapse whose major and minor factors are both split (attention's
// batch over dp and heads over tp, collapsed for a batched matmul) keeps
// the major factor's split and gathers the minor one only: the merged
// layout cannot express both. It was gathered whole, and under pipelining
// the gather over the microbatch axis made the stages run their forward
// before the schedule (test/Driver/pipeline-submesh.test).

cleave.mesh @mesh(dp = 2, tp = 2)

// CHECK-LABEL: func.func @collapse_batch_and_heads
// CHECK: tensor.collapse_shape {{.*}} {cleave.result_shardings = [#cleave.sharding<@mesh, {{\[\[dp\], \[\], \[\]\]}}>]}
// PART-LABEL: func.func @collapse_batch_and_heads
// PART: %[[HEADS:.*]] = cleave.all_gather %arg0 on @mesh axes [tp] dim 1 : tensor<2x2x8x8xf32> -> tensor<2x4x8x8xf32>
// PART-NOT: cleave.all_gather
// PART: tensor.collapse_shape %[[HEADS]] {{\[\[}}0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
func.func @collapse_batch_and_heads(%x: tensor<4x4x8x8xf32>) -> tensor<16x8x8xf32> {
  %xs = cleave.annotate %x : tensor<4x4x8x8xf32> to #cleave.sharding<@mesh, [[dp], [tp], [], []]>
  %y = tensor.collapse_shape %xs [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
  return %y : tensor<16x8x8xf32>
}

// An expand cannot produce a split minor factor from a merged layout: the
// split side is resharded to its major factor first (unchanged).
// CHECK-LABEL: func.func @expand_to_minor
// PART-LABEL: func.func @expand_to_minor
// PART: %[[WHOLE:.*]] = tensor.expand_shape %arg0
// PART: tensor.extract_slice %[[WHOLE]]
func.func @expand_to_minor(%x: tensor<16x8xf32>) -> tensor<4x4x8xf32> {
  %y = tensor.expand_shape %x [[0, 1], [2]] output_shape [4, 4, 8] : tensor<16x8xf32> into tensor<4x4x8xf32>
  %ys = cleave.annotate %y : tensor<4x4x8xf32> to #cleave.sharding<@mesh, [[], [tp], []]>
  return %ys : tensor<4x4x8xf32>
}
