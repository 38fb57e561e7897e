// RUN: cleave-opt %s --cleave-propagate | FileCheck %s
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// tensor.gather of one dimension (GatherModel.cpp): loops over the ids'
// batch dimensions, the table's other dimensions, and the table's rows,
// which reduce. Splitting the rows is a vocabulary-parallel embedding.

cleave.mesh @mesh(a = 2)

// Rows split: each device looks up the ids it holds (offset by its first
// row, zero for the others), and the partial results are summed.
// CHECK-LABEL: func.func @rows
// CHECK: tensor.gather {{.*}}cleave.loops = {{\[\[\], \[\], \["a"\], \[\]\]}}
// PART-LABEL: func.func @rows
// PART: %[[ROW:.*]] = cleave.process_index on @mesh axes [a]
// PART: %[[FIRST:.*]] = arith.muli %{{.*}}, %c32 : index
// PART: %[[LOCAL:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<2x8x1xi64>) outs(%{{.*}} : tensor<2x8x16xf32>)
// PART: arith.index_cast
// PART: cf.assert {{.*}} "index must be smaller than dim size"
// PART: %[[AT:.*]] = arith.subi %{{.*}}, %[[FIRST]] : index
// PART: %[[HELD:.*]] = arith.cmpi ult, %[[AT]], %c32{{.*}} : index
// PART: %[[SAFE:.*]] = arith.select %[[HELD]], %[[AT]], %c0{{.*}} : index
// PART: %[[V:.*]] = tensor.extract %arg0[%[[SAFE]], %{{.*}}] : tensor<32x16xf32>
// PART: arith.select %[[HELD]], %[[V]], %cst : f32
// PART: cleave.all_reduce %[[LOCAL]] on @mesh axes [a] sum : tensor<2x8x16xf32>
func.func @rows(%table: tensor<64x16xf32>, %ids: tensor<2x8x1xi64>) -> tensor<2x8x16xf32> {
  %t = cleave.annotate %table : tensor<64x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %g = tensor.gather %t[%ids] gather_dims([0]) : (tensor<64x16xf32>, tensor<2x8x1xi64>) -> tensor<2x8x16xf32>
  return %g : tensor<2x8x16xf32>
}

// The hidden dimension split: a local gather of the local columns.
// CHECK-LABEL: func.func @hidden
// CHECK: tensor.gather {{.*}}cleave.loops = {{\[\[\], \[\], \[\], \["a"\]\]}}
// PART-LABEL: func.func @hidden
// PART-NOT: cleave.all
// PART: tensor.gather %arg0[%arg1] gather_dims([0]) : (tensor<64x8xf32>, tensor<2x8x1xi64>) -> tensor<2x8x8xf32>
// PART-NOT: cleave.all
// PART: return %{{.*}} : tensor<2x8x8xf32>
func.func @hidden(%table: tensor<64x16xf32>, %ids: tensor<2x8x1xi64>) -> tensor<2x8x16xf32> {
  %t = cleave.annotate %table : tensor<64x16xf32> to #cleave.sharding<@mesh, [[], [a]]>
  %g = tensor.gather %t[%ids] gather_dims([0]) : (tensor<64x16xf32>, tensor<2x8x1xi64>) -> tensor<2x8x16xf32>
  %r = cleave.annotate %g : tensor<2x8x16xf32> to #cleave.sharding<@mesh, [[], [], [a]]>
  return %r : tensor<2x8x16xf32>
}

// The batch split: each device looks up its own ids in the whole table.
// CHECK-LABEL: func.func @batch
// CHECK: tensor.gather {{.*}}cleave.loops = {{\[\["a"\], \[\], \[\], \[\]\]}}
// PART-LABEL: func.func @batch
// PART-NOT: cleave.all
// PART: tensor.gather %arg0[%arg1] gather_dims([0]) : (tensor<64x16xf32>, tensor<1x8x1xi64>) -> tensor<1x8x16xf32>
func.func @batch(%table: tensor<64x16xf32>, %ids: tensor<2x8x1xi64>) -> tensor<2x8x16xf32> {
  %i = cleave.annotate %ids : tensor<2x8x1xi64> to #cleave.sharding<@mesh, [[a], [], []]>
  %g = tensor.gather %table[%i] gather_dims([0]) : (tensor<64x16xf32>, tensor<2x8x1xi64>) -> tensor<2x8x16xf32>
  %r = cleave.annotate %g : tensor<2x8x16xf32> to #cleave.sharding<@mesh, [[a], [], []]>
  return %r : tensor<2x8x16xf32>
}

// Two gathered dimensions: no rule, replicated with a remark.
// CHECK-LABEL: func.func @two_dims
// PART-LABEL: func.func @two_dims
// PART: cleave.all_gather
// PART: tensor.gather %{{.*}}[%arg1] gather_dims([0, 1]) : (tensor<64x16xf32>, tensor<3x2xindex>) -> tensor<3xf32>
func.func @two_dims(%table: tensor<64x16xf32>, %ids: tensor<3x2xindex>) -> tensor<3xf32> {
  %t = cleave.annotate %table : tensor<64x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %g = tensor.gather %t[%ids] gather_dims([0, 1]) : (tensor<64x16xf32>, tensor<3x2xindex>) -> tensor<3xf32>
  return %g : tensor<3xf32>
}
