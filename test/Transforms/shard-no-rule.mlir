// RUN: cleave-opt %s --cleave-propagate --cleave-partition 2>&1 | FileCheck %s

// An op without a sharding model (tensor.reshape has none) runs whole on
// every device, on replicated operands, with a remark naming it.

cleave.mesh @mesh(a = 2)

// CHECK: remark: no sharding rule for 'tensor.reshape': replicated
// CHECK-LABEL: func.func @unknown
// CHECK: %[[WHOLE:.*]] = cleave.all_gather %arg0 on @mesh axes [a] dim 0 : tensor<4x16xf32> -> tensor<8x16xf32>
// CHECK: tensor.reshape %[[WHOLE]](%arg1) : (tensor<8x16xf32>, tensor<1xindex>) -> tensor<128xf32>
func.func @unknown(%x: tensor<8x16xf32>, %shape: tensor<1xindex>) -> tensor<128xf32> {
  %xs = cleave.annotate %x : tensor<8x16xf32> to #cleave.sharding<@mesh, [[a], []]>
  %y = tensor.reshape %xs(%shape) : (tensor<8x16xf32>, tensor<1xindex>) -> tensor<128xf32>
  return %y : tensor<128xf32>
}
