// Regression (issue 12): the search's byte count asked an `index` element
// type for its float width and crashed (an identity on tensor<4xindex>,
// tensor.gather indices). `index` elements are 8 bytes.
// RUN: cleave-opt %s --cleave-apply-cluster=cluster=cpu --cleave-auto-shard | FileCheck %s

cleave.mesh @mesh(x = 2)

// CHECK-LABEL: func @identity_index
// CHECK-SAME: (%arg0: tensor<4xindex> {cleave.sharding = #cleave.sharding<@mesh, [{{.*}}]>})
func.func @identity_index(%a: tensor<4xindex>) -> tensor<4xindex> {
  return %a : tensor<4xindex>
}

// CHECK-LABEL: func @gather_rows
// CHECK-SAME: cleave.search = {{{.*}}method = "ilp"
// CHECK: tensor.gather
func.func @gather_rows(%t: tensor<16x8xf32>, %i: tensor<4x1xindex>) -> tensor<4x8xf32> {
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<16x8xf32>, tensor<4x1xindex>) -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
