// Non-tensor values (indices, scalars) pass through the partitioner
// unchanged; returning one crashed an earlier version (found by fuzzing).
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s

cleave.mesh @mesh(a = 2)
// CHECK-LABEL: func @mixed
//  CHECK-SAME: -> (tensor<4xf32> {{.*}}, index)
// CHECK: %[[N:.*]] = cleave.process_count on @mesh axes [a] : index
// CHECK: return %{{.*}}, %[[N]] : tensor<4xf32>, index
func.func @mixed(%x: tensor<8xf32>) -> (tensor<8xf32>, index) {
  %xs = cleave.annotate %x : tensor<8xf32> to #cleave.sharding<@mesh, [[a]]>
  %n = cleave.process_count on @mesh axes [a] : index
  return %xs, %n : tensor<8xf32>, index
}
