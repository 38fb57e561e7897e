// RUN: cleave-opt %s --cleave-collapse-elementwise --split-input-file | FileCheck %s

#id2 = affine_map<(i, j) -> (i, j)>
#scalar2 = affine_map<(i, j) -> ()>

// Elementwise over 96x12 with a 0-d operand: one loop of 1152; the 0-d
// operand reads none of the run and stays.
// CHECK-LABEL: func.func @exp_scaled
// CHECK-DAG: %[[X:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<96x12xf32> into memref<1152xf32>
// CHECK-DAG: %[[Y:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<96x12xf32> into memref<1152xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}} ins(%[[X]], %{{.*}} : memref<1152xf32>, memref<f32>) outs(%[[Y]] : memref<1152xf32>)
// CHECK: math.exp
func.func @exp_scaled(%x: memref<96x12xf32>, %s: memref<f32>, %y: memref<96x12xf32>) {
  linalg.generic {indexing_maps = [#id2, #scalar2, #id2],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<96x12xf32>, memref<f32>) outs(%y : memref<96x12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %e = math.exp %m : f32
    linalg.yield %e : f32
  }
  return
}

// -----

#id3 = affine_map<(b, i, j) -> (b, i, j)>
#bias3 = affine_map<(b, i, j) -> (i, j)>

// A bias over the two trailing dimensions: those two loops become one.
// CHECK-LABEL: func.func @bias_trailing
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0], [1, 2]] : memref<4x6x12xf32> into memref<4x72xf32>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<6x12xf32> into memref<72xf32>
// CHECK: iterator_types = ["parallel", "parallel"]
func.func @bias_trailing(%x: memref<4x6x12xf32>, %b: memref<6x12xf32>, %y: memref<4x6x12xf32>) {
  linalg.generic {indexing_maps = [#id3, #bias3, #id3],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %b : memref<4x6x12xf32>, memref<6x12xf32>) outs(%y : memref<4x6x12xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  }
  return
}

// -----

#id2 = affine_map<(i, j) -> (i, j)>
#col2 = affine_map<(i, j) -> (j)>
#row2 = affine_map<(i, j) -> (i)>

// Stay: a bias over the last dimension only (the run would not be read
// contiguously), a row reduction, an op reading its indices, and a
// strided view whose layout does not guarantee the collapse.
// CHECK-LABEL: func.func @stay
// CHECK-NOT: memref.collapse_shape
// CHECK: return
func.func @stay(%x: memref<96x12xf32>, %b: memref<12xf32>, %y: memref<96x12xf32>,
                %r: memref<96xf32>, %big: memref<96x16xf32>) {
  linalg.generic {indexing_maps = [#id2, #col2, #id2],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : memref<96x12xf32>, memref<12xf32>) outs(%y : memref<96x12xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id2, #row2],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<96x12xf32>) outs(%r : memref<96xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%y : memref<96x12xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    linalg.yield %f : f32
  }
  %view = memref.subview %big[0, 0] [96, 12] [1, 1]
      : memref<96x16xf32> to memref<96x12xf32, strided<[16, 1]>>
  linalg.generic {indexing_maps = [#id2, #id2],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<96x12xf32>) outs(%view : memref<96x12xf32, strided<[16, 1]>>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  }
  return
}

// -----

// Stays: a map with a constant index (upstream's collapse made it a loop:
// invalid IR).
// CHECK-LABEL: func.func @constant_index
// CHECK-NOT: memref.collapse_shape
// CHECK: return
func.func @constant_index(%x: memref<2x8x32xf32>, %o: memref<1x8x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>,
                                   affine_map<(b, i, j) -> (0, i, j)>],
                  iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%x : memref<2x8x32xf32>) outs(%o : memref<1x8x32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

#id2 = affine_map<(i, j) -> (i, j)>
#none2 = affine_map<(i, j) -> ()>

// A scalar operand reads no loop: the op collapses.
// CHECK-LABEL: func.func @scalar_operand
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}} ins(%{{.*}}, %{{.*}} : memref<1152xf32>, f32)
func.func @scalar_operand(%x: memref<96x12xf32>, %s: f32, %y: memref<96x12xf32>) {
  linalg.generic {indexing_maps = [#id2, #none2, #id2],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<96x12xf32>, f32) outs(%y : memref<96x12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}
