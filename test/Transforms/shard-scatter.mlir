// RUN: cleave-opt %s --cleave-propagate | FileCheck %s
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// tm_tensor.scatter (ScatterModel.cpp): loop 0 is the update rows (they
// reduce when the region adds), loop 1 + d the original's dimension d.

cleave.mesh @mesh(a = 2)

// The indexed rows split (a vocabulary-parallel embedding gradient): each
// device combines only the ids in its rows, at the id less its first row.
// CHECK-LABEL: func.func @indexed_rows
// CHECK: tm_tensor.scatter {{.*}}cleave.loops = {{\[\[\], \["a"\], \[\]\]}}
// PART-LABEL: func.func @indexed_rows
// PART-NOT: cleave.all
// PART: %[[ROW:.*]] = cleave.process_index on @mesh axes [a]
// PART: scf.for %{{.*}} = %c0{{.*}} to %c8{{.*}} step %c1 iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<8x4xf32>)
// PART: cf.assert {{.*}} "index must be smaller than dim size"
// PART: %[[AT:.*]] = arith.subi
// PART: %[[HELD:.*]] = arith.cmpi ult, %[[AT]], %c8
// PART: tensor.extract_slice %[[ACC]]
// PART: linalg.generic
// PART: arith.addf
// PART: arith.select %[[HELD]]
// PART: tensor.insert_slice
// PART-NOT: cleave.all
// PART: return %{{.*}} : tensor<8x4xf32>
func.func @indexed_rows(%upd: tensor<8x1x4xf32>, %ids: tensor<8x1xi64>) -> tensor<16x4xf32> {
  %zero = arith.constant dense<0.0> : tensor<16x4xf32>
  %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%upd, %ids : tensor<8x1x4xf32>, tensor<8x1xi64>) outs(%zero : tensor<16x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<16x4xf32>
  %r = cleave.annotate %g : tensor<16x4xf32> to #cleave.sharding<@mesh, [[a], []]>
  return %r : tensor<16x4xf32>
}

// The update rows split (data parallelism): each device adds its rows into
// the original (zeros on all but the first device), and the parts are
// summed.
// CHECK-LABEL: func.func @update_rows
// CHECK: tm_tensor.scatter {{.*}}cleave.loops = {{\[\["a"\], \[\], \[\]\]}}
// PART-LABEL: func.func @update_rows
// PART: cleave.process_index on @mesh axes [a]
// PART: %[[KEPT:.*]] = arith.select %{{.*}}, %arg2, %{{.*}} : tensor<16x4xf32>
// PART: %[[LOCAL:.*]] = tm_tensor.scatter {{.*}} ins(%arg0, %arg1 : tensor<4x1x4xf32>, tensor<4x1xi64>) outs(%[[KEPT]] : tensor<16x4xf32>)
// PART: cleave.all_reduce %[[LOCAL]] on @mesh axes [a] sum : tensor<16x4xf32>
func.func @update_rows(%upd: tensor<8x1x4xf32>, %ids: tensor<8x1xi64>, %orig: tensor<16x4xf32>) -> tensor<16x4xf32> {
  %u = cleave.annotate %upd : tensor<8x1x4xf32> to #cleave.sharding<@mesh, [[a], [], []]>
  %i = cleave.annotate %ids : tensor<8x1xi64> to #cleave.sharding<@mesh, [[a], []]>
  %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<8x1x4xf32>, tensor<8x1xi64>) outs(%orig : tensor<16x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    tm_tensor.yield %s : f32
  } -> tensor<16x4xf32>
  return %g : tensor<16x4xf32>
}

// A covered dimension split: a local scatter of the local columns.
// CHECK-LABEL: func.func @columns
// CHECK: tm_tensor.scatter {{.*}}cleave.loops = {{\[\[\], \[\], \["a"\]\]}}
// PART-LABEL: func.func @columns
// PART-NOT: cleave.all
// PART: tm_tensor.scatter {{.*}} ins(%arg0, %arg1 : tensor<8x1x2xf32>, tensor<8x1xi64>) outs(%{{.*}} : tensor<16x2xf32>)
// PART-NOT: cleave.all
func.func @columns(%upd: tensor<8x1x4xf32>, %ids: tensor<8x1xi64>) -> tensor<16x4xf32> {
  %u = cleave.annotate %upd : tensor<8x1x4xf32> to #cleave.sharding<@mesh, [[], [], [a]]>
  %zero = arith.constant dense<0.0> : tensor<16x4xf32>
  %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %ids : tensor<8x1x4xf32>, tensor<8x1xi64>) outs(%zero : tensor<16x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    tm_tensor.yield %s : f32
  } -> tensor<16x4xf32>
  %r = cleave.annotate %g : tensor<16x4xf32> to #cleave.sharding<@mesh, [[], [a]]>
  return %r : tensor<16x4xf32>
}

// An overwriting scatter cannot split its rows (the last write wins): the
// updates are gathered and every device scatters them all.
// CHECK-LABEL: func.func @overwrite
// CHECK: tm_tensor.scatter {{.*}}cleave.loops = {{\[\[\], \[\], \[\]\]}}
// PART-LABEL: func.func @overwrite
// PART: cleave.all_gather %arg0 on @mesh axes [a] dim 0 : tensor<4x1x4xf32> -> tensor<8x1x4xf32>
// PART: tm_tensor.scatter {{.*}} ins(%0, %arg1 : tensor<8x1x4xf32>, tensor<8x1xi64>) outs(%{{.*}} : tensor<16x4xf32>)
func.func @overwrite(%upd: tensor<8x1x4xf32>, %ids: tensor<8x1xi64>) -> tensor<16x4xf32> {
  %u = cleave.annotate %upd : tensor<8x1x4xf32> to #cleave.sharding<@mesh, [[a], [], []]>
  %zero = arith.constant dense<0.0> : tensor<16x4xf32>
  %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %ids : tensor<8x1x4xf32>, tensor<8x1xi64>) outs(%zero : tensor<16x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    tm_tensor.yield %x : f32
  } -> tensor<16x4xf32>
  return %g : tensor<16x4xf32>
}
