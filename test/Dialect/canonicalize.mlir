// Folders and canonicalizations of collectives and process queries.
// RUN: cleave-opt %s -canonicalize | FileCheck %s

cleave.mesh @m(one = 1, tp = 4, dp = 2)

// Collectives over size-1 axes vanish.
// CHECK-LABEL: func @unit_axes_vanish
//  CHECK-SAME: (%[[ARG:.*]]: tensor<8x16xf32>)
func.func @unit_axes_vanish(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = cleave.all_reduce %arg0 on @m axes [one] sum : tensor<8x16xf32>
  %1 = cleave.all_gather %arg0 on @m axes [one] dim 0 : tensor<8x16xf32> -> tensor<8x16xf32>
  %2 = cleave.reduce_scatter %arg0 on @m axes [one] dim 1 max : tensor<8x16xf32> -> tensor<8x16xf32>
  %3 = cleave.all_to_all %arg0 on @m axes [one] split 0 concat 1 : tensor<8x16xf32> -> tensor<8x16xf32>
  %4 = cleave.collective_permute %arg0 on @m axes [one] pairs [0 -> 0] : tensor<8x16xf32>
  %5 = cleave.broadcast %arg0 on @m axes [one] root [0] : tensor<8x16xf32>
  // CHECK-NOT: cleave.
  // CHECK: return %[[ARG]], %[[ARG]], %[[ARG]], %[[ARG]], %[[ARG]], %[[ARG]]
  return %0, %1, %2, %3, %4, %5 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// A collective over no axis at all is its input.
// CHECK-LABEL: func @no_axes
func.func @no_axes(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NOT: cleave.all_reduce
  %0 = cleave.all_reduce %arg0 on @m axes [] sum : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Size-1 axes are dropped from a collective that still moves data.
// CHECK-LABEL: func @unit_axes_dropped
func.func @unit_axes_dropped(%arg0: tensor<8xf32>) -> (tensor<32xf32>, tensor<8xf32>) {
  // CHECK: cleave.all_gather %{{.*}} on @m axes [tp] dim 0 : tensor<8xf32> -> tensor<32xf32>
  %0 = cleave.all_gather %arg0 on @m axes [one, tp] dim 0 : tensor<8xf32> -> tensor<32xf32>
  // CHECK: cleave.broadcast %{{.*}} on @m axes [dp] root [1] : tensor<8xf32>
  %1 = cleave.broadcast %arg0 on @m axes [one, dp] root [0, 1] : tensor<8xf32>
  return %0, %1 : tensor<32xf32>, tensor<8xf32>
}

// CHECK-LABEL: func @process_queries
func.func @process_queries() -> (index, index, index, index) {
  // CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
  %n = cleave.process_count on @m axes [] : index
  %t = cleave.process_count on @m axes [one, tp] : index
  %z = cleave.process_index on @m axes [one] : index
  // CHECK: %[[I:.*]] = cleave.process_index on @m axes [tp] : index
  %i = cleave.process_index on @m axes [tp] : index
  // CHECK: return %[[C8]], %[[C4]], %[[C0]], %[[I]]
  return %n, %t, %z, %i : index, index, index, index
}

// all_reduce(sum) of a value already equal across the group is a scale.
// CHECK-LABEL: func @all_reduce_of_replicated_sum
//  CHECK-SAME: (%[[ARG:.*]]: tensor<8xf32>)
func.func @all_reduce_of_replicated_sum(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: %[[SCALE:.*]] = arith.constant dense<4.000000e+00> : tensor<8xf32>
  // CHECK: %[[R:.*]] = cleave.all_reduce %[[ARG]] on @m axes [tp] sum
  // CHECK: %[[S:.*]] = arith.mulf %[[R]], %[[SCALE]] : tensor<8xf32>
  // CHECK: return %[[S]]
  %0 = cleave.all_reduce %arg0 on @m axes [tp] sum : tensor<8xf32>
  %1 = cleave.all_reduce %0 on @m axes [tp] sum : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// max/min of replicated values is the value; the analysis looks through
// elementwise ops of replicated operands.
// CHECK-LABEL: func @all_reduce_of_replicated_max
//  CHECK-SAME: (%[[ARG:.*]]: tensor<8xf32>)
func.func @all_reduce_of_replicated_max(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: %[[G:.*]] = cleave.all_gather %[[ARG]] on @m axes [tp, dp] dim 0
  // CHECK: %[[E:.*]] = math.exp %[[G]]
  // CHECK-NOT: cleave.all_reduce
  // CHECK: tensor.extract_slice %[[E]]
  %0 = cleave.all_gather %arg0 on @m axes [tp, dp] dim 0 : tensor<8xf32> -> tensor<64xf32>
  %1 = math.exp %0 : tensor<64xf32>
  %2 = cleave.all_reduce %1 on @m axes [tp] max : tensor<64xf32>
  %3 = tensor.extract_slice %2[0] [8] [1] : tensor<64xf32> to tensor<8xf32>
  return %3 : tensor<8xf32>
}

// Integer sums scale with muli; constants are replicated.
// CHECK-LABEL: func @all_reduce_of_constant
func.func @all_reduce_of_constant() -> tensor<4xi32> {
  // CHECK: arith.constant dense<6> : tensor<4xi32>
  // CHECK-NOT: cleave.all_reduce
  %c = arith.constant dense<3> : tensor<4xi32>
  %0 = cleave.all_reduce %c on @m axes [dp] sum : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// A value reduced over other axes is not replicated over tp: kept.
// Nested all_reduces over disjoint axes merge into one.
// CHECK-LABEL: func @nested_all_reduce_merges
//  CHECK-SAME: (%[[ARG:.*]]: tensor<8xf32>)
func.func @nested_all_reduce_merges(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: %[[R:.*]] = cleave.all_reduce %[[ARG]] on @m axes [dp, tp] sum
  // CHECK-NEXT: return %[[R]]
  %0 = cleave.all_reduce %arg0 on @m axes [dp] sum : tensor<8xf32>
  %1 = cleave.all_reduce %0 on @m axes [tp] sum : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// Different reductions do not merge.
// CHECK-LABEL: func @nested_different_kinds
func.func @nested_different_kinds(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: cleave.all_reduce %{{.*}} on @m axes [dp] sum
  // CHECK: cleave.all_reduce %{{.*}} on @m axes [tp] max
  %0 = cleave.all_reduce %arg0 on @m axes [dp] sum : tensor<8xf32>
  %1 = cleave.all_reduce %0 on @m axes [tp] max : tensor<8xf32>
  return %1 : tensor<8xf32>
}
