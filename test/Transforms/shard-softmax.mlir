// RUN: cleave-opt %s --cleave-propagate | FileCheck %s
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// linalg.softmax (SoftmaxModel.cpp): every dimension but the softmax one may
// be split. The local op is a softmax of the local block (the targets
// decompose it later: cleave-decompose-aggregates).

cleave.mesh @mesh(a = 2)

// Rows split: each device normalizes its own rows, no communication.
// CHECK-LABEL: func.func @rows
// CHECK: linalg.softmax {cleave.loops = {{\[\["a"\], \[\]\]}}} dimension(1)
// PART-LABEL: func.func @rows
// PART-NOT: cleave.all
// PART: linalg.softmax dimension(1) ins(%arg0 : tensor<4x16xf32>) outs(%{{.*}} : tensor<4x16xf32>)
// PART-NOT: cleave.all
// PART: return %{{.*}} : tensor<4x16xf32>
func.func @rows(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %xs = cleave.annotate %x : tensor<8x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %e = tensor.empty() : tensor<8x16xf32>
  %s = linalg.softmax dimension(1) ins(%xs : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// A split softmax dimension is gathered first: the op never splits it.
// CHECK-LABEL: func.func @along_split
// CHECK: linalg.softmax {cleave.loops = {{\[\[\], \[\]\]}}} dimension(1)
// PART-LABEL: func.func @along_split
// PART: %[[WHOLE:.*]] = cleave.all_gather %arg0 on @mesh axes [a] dim 1 : tensor<8x8xf32> -> tensor<8x16xf32>
// PART: linalg.softmax dimension(1) ins(%[[WHOLE]] : tensor<8x16xf32>)
func.func @along_split(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %xs = cleave.annotate %x : tensor<8x16xf32> to #cleave.sharding<@mesh, [[], [a]]>
  %e = tensor.empty() : tensor<8x16xf32>
  %s = linalg.softmax dimension(1) ins(%xs : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}
