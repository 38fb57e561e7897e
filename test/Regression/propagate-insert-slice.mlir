// Regression (issue 12): propagation cast tensor.insert_slice and tensor.pad
// to tensor.concat when a consumer wanted a layout for them (a LLaMA
// training step crashed on 4 devices). The cut dimensions stay unsplit; the
// others take the consumer's split.
// RUN: cleave-opt %s --cleave-propagate --cleave-partition --canonicalize | FileCheck %s

cleave.mesh @mesh(x = 4)

// The consumer wants dimension 1 (cut by the insert) split: refused, so the
// insert stays whole there and rows are split instead.
// CHECK-LABEL: func @insert_cut_wanted
// CHECK: tensor.insert_slice %arg0 into %arg1[0, 0] [8, 4] [1, 1] : tensor<8x4xf32> into tensor<8x8xf32>
// CHECK: tensor.extract_slice {{.*}} : tensor<8x8xf32> to tensor<8x2xf32>
func.func @insert_cut_wanted(%a: tensor<8x4xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = tensor.insert_slice %a into %b[0, 0] [8, 4] [1, 1] : tensor<8x4xf32> into tensor<8x8xf32>
  %s = cleave.annotate %r : tensor<8x8xf32> to #cleave.sharding<@mesh, [[], [x]]>
  return %s : tensor<8x8xf32>
}

// Rows are whole in the insert: a row split passes through.
// CHECK-LABEL: func @insert_rows_wanted
// CHECK-SAME: tensor<2x4xf32>
// CHECK: tensor.insert_slice %arg0 into %arg1[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<2x8xf32>
func.func @insert_rows_wanted(%a: tensor<8x4xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = tensor.insert_slice %a into %b[0, 0] [8, 4] [1, 1] : tensor<8x4xf32> into tensor<8x8xf32>
  %s = cleave.annotate %r : tensor<8x8xf32> to #cleave.sharding<@mesh, [[x], []]>
  return %s : tensor<8x8xf32>
}

// CHECK-LABEL: func @pad_cut_wanted
// CHECK: tensor.pad %arg0 low[0, 2] high[0, 2]
// CHECK: } : tensor<8x4xf32> to tensor<8x8xf32>
// CHECK: tensor.extract_slice {{.*}} : tensor<8x8xf32> to tensor<8x2xf32>
func.func @pad_cut_wanted(%a: tensor<8x4xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %r = tensor.pad %a low[0, 2] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<8x4xf32> to tensor<8x8xf32>
  %s = cleave.annotate %r : tensor<8x8xf32> to #cleave.sharding<@mesh, [[], [x]]>
  return %s : tensor<8x8xf32>
}
