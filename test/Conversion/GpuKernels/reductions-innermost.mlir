// RUN: cleave-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(cleave-reductions-innermost))" --mlir-print-local-scope | FileCheck %s

// A bias gradient sums over tokens (loop 0): its reduction loop would stay
// on the host and launch one kernel per token. It moves inside.
// CHECK-LABEL: func.func @column_sum
// The loops are swapped in the maps too: loop 0 is now the hidden one.
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
func.func @column_sum(%a: memref<16x32xf32>, %o: memref<32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(t, h) -> (t, h)>, affine_map<(t, h) -> (h)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%a : memref<16x32xf32>) outs(%o : memref<32xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// Named ops with reductions are generalized first; the order among
// parallel loops (and among reductions) is kept.
// CHECK-LABEL: func.func @reduce_middle
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}} : memref<4x8x16xf32>) outs(%{{.*}} : memref<4x16xf32>)
func.func @reduce_middle(%a: memref<4x8x16xf32>, %o: memref<4x16xf32>) {
  linalg.reduce ins(%a : memref<4x8x16xf32>) outs(%o : memref<4x16xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  return
}

// -----

// Already parallel-first: generalized only (one form for later passes);
// without reductions: untouched.
// CHECK-LABEL: func.func @untouched
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK: linalg.transpose
func.func @untouched(%a: memref<4x8xf32>, %o: memref<4xf32>, %t: memref<8x4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%o : memref<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  return
}

// -----

// Reduction loops read as consecutive dimensions fold into one: a norm's
// weight gradient over batch and sequence, a loss over all elements.
// CHECK-LABEL: func.func @fold
// CHECK: %[[X:.*]] = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<4x512x1024xf32> into memref<2048x1024xf32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%[[X]]
// CHECK: %[[L:.*]] = memref.collapse_shape %arg2 {{\[\[}}0, 1]] : memref<64x512xf32> into memref<32768xf32>
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[L]]
func.func @fold(%x: memref<4x512x1024xf32>, %g: memref<1024xf32>, %l: memref<64x512xf32>, %loss: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(b, s, h) -> (b, s, h)>, affine_map<(b, s, h) -> (h)>], iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%x : memref<4x512x1024xf32>) outs(%g : memref<1024xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%l : memref<64x512xf32>) outs(%loss : memref<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Pooling's sum over height and width into (n, c, 0, 0) keeps its two
// reduction loops: upstream's collapse of them broke the output's map
// (issue 12: ResNet's adaptive_avg_pool2d did not compile for CUDA).
// CHECK-LABEL: func.func @keepdim_sum
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
func.func @keepdim_sum(%a: memref<4x8x8x8xf32>, %o: memref<4x8x1x1xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>],
                  iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a : memref<4x8x8x8xf32>) outs(%o : memref<4x8x1x1xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// A depthwise convolution's window loops stay as they are (MobileNet).
// CHECK-LABEL: func.func @depthwise
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : memref<1x4x10x10xf32>, memref<4x3x3xf32>) outs(%{{.*}} : memref<1x4x8x8xf32>)
func.func @depthwise(%x: memref<1x4x10x10xf32>, %k: memref<4x3x3xf32>, %o: memref<1x4x8x8xf32>) {
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : memref<1x4x10x10xf32>, memref<4x3x3xf32>) outs(%o : memref<1x4x8x8xf32>)
  return
}
