// RUN: cleave-opt %s --cleave-fold-empty-loops | FileCheck %s

// torch's bmm over a contraction of size 0: the zeros it starts from.
// CHECK-LABEL: func.func @bmm_no_contraction
// CHECK:       %[[Z:.*]] = linalg.fill
// CHECK-NOT:   linalg.batch_matmul
// CHECK:       return %[[Z]]
func.func @bmm_no_contraction(%a: tensor<2x3x0xf32>, %b: tensor<2x0x4xf32>) -> tensor<2x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x3x0xf32>, tensor<2x0x4xf32>) outs(%z : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

// An empty result: the init, whatever the body would compute.
// CHECK-LABEL: func.func @empty_rows
// CHECK-NOT:   linalg.generic
// CHECK:       return %arg1
func.func @empty_rows(%x: tensor<0x4xf32>, %init: tensor<0x4xf32>) -> tensor<0x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<0x4xf32>) outs(%init : tensor<0x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  } -> tensor<0x4xf32>
  return %r : tensor<0x4xf32>
}

// Loops that run: kept.
// CHECK-LABEL: func.func @runs
// CHECK:       linalg.matmul
func.func @runs(%a: tensor<3x1xf32>, %b: tensor<1x4xf32>, %c: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<3x1xf32>, tensor<1x4xf32>) outs(%c : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// Dynamic sizes are not known to be zero: kept.
// CHECK-LABEL: func.func @dynamic
// CHECK:       linalg.matmul
func.func @dynamic(%a: tensor<3x?xf32>, %b: tensor<?x4xf32>, %c: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<3x?xf32>, tensor<?x4xf32>) outs(%c : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
