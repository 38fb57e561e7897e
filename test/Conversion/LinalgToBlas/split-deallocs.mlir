// RUN: cleave-opt %s --pass-pipeline='builtin.module(func.func(cleave-split-deallocs))' | FileCheck %s

// A block-end dealloc of distinct allocations that retains nothing becomes
// one dealloc per buffer, each with its own condition. Where two buffers
// might be one (an argument, a view, the same buffer twice) or a value is
// retained, the dealloc is left to upstream's simplification.

// CHECK-LABEL: func.func @distinct
// CHECK-SAME: %[[C:.*]]: i1
func.func @distinct(%c: i1) {
  %true = arith.constant true
  // CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
  // CHECK: %[[B:.*]] = memref.alloc() : memref<8xf32>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xf32>
  // CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%true)
  // CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<8xf32>) if (%[[C]])
  // CHECK-NEXT: return
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<8xf32>) if (%true, %c)
  return
}

// CHECK-LABEL: func.func @argument
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>)
func.func @argument(%arg: memref<4xf32>) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a, %arg : memref<4xf32>, memref<4xf32>) if (%true, %true)
  return
}

// CHECK-LABEL: func.func @view
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<8xf32>, memref<4xf32, strided<[1]>>)
func.func @view() {
  %true = arith.constant true
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  bufferization.dealloc (%a, %v : memref<8xf32>, memref<4xf32, strided<[1]>>) if (%true, %true)
  return
}

// CHECK-LABEL: func.func @twice
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>)
func.func @twice(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a, %a : memref<4xf32>, memref<4xf32>) if (%true, %c)
  return
}

// CHECK-LABEL: func.func @retained
// CHECK: %{{.*}} = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%true, %true) retain (%{{.*}} : memref<4xf32>)
func.func @retained(%r: memref<4xf32>) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %o = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %true) retain (%r : memref<4xf32>)
  return %o : i1
}
