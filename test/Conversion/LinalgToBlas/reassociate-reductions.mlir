// RUN: cleave-opt %s --cleave-reassociate-reductions | FileCheck %s

#id2 = affine_map<(i, j) -> (i, j)>
#row2 = affine_map<(i, j) -> (i)>

// A row sum: the add into the accumulator may reassociate; the multiply
// feeding it keeps its flags.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : f32
func.func @sum_of_squares(%x: memref<8x16xf32>, %o: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id2, #row2],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x16xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %acc, %sq : f32
    linalg.yield %r : f32
  }
  return
}

// A max keeps its other flags and gains reassoc; an elementwise generic
// (no reduction loop) is left alone.
// CHECK-LABEL: func.func @row_max
// CHECK: arith.maximumf %{{.*}}, %{{.*}} fastmath<reassoc,nnan> : f32
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
func.func @row_max(%x: memref<8x16xf32>, %o: memref<8xf32>, %y: memref<8x16xf32>) {
  linalg.generic {indexing_maps = [#id2, #row2],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x16xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %acc, %a fastmath<nnan> : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id2, #id2],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%y : memref<8x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %r = arith.addf %b, %a : f32
    linalg.yield %r : f32
  }
  return
}

// Not a plain combiner: the accumulator is read twice (a running
// compare-and-select, as an argmax), or the yielded value is not the op
// reading it; integer sums are exact and untouched.
// CHECK-LABEL: func.func @not_combiners
// CHECK-NOT: reassoc
// CHECK: return
func.func @not_combiners(%x: memref<8x16xf32>, %o: memref<8xf32>,
                         %i: memref<8x16xi32>, %oi: memref<8xi32>) {
  linalg.generic {indexing_maps = [#id2, #row2],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x16xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %c = arith.cmpf ogt, %a, %acc : f32
    %r = arith.select %c, %a, %acc : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id2, #row2],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x16xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    %h = arith.mulf %r, %r : f32
    linalg.yield %h : f32
  }
  linalg.generic {indexing_maps = [#id2, #row2],
                  iterator_types = ["parallel", "reduction"]}
      ins(%i : memref<8x16xi32>) outs(%oi : memref<8xi32>) {
  ^bb0(%a: i32, %acc: i32):
    %r = arith.addi %acc, %a : i32
    linalg.yield %r : i32
  }
  return
}
