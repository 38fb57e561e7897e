// RUN: cleave-opt %s --pass-pipeline='builtin.module(cleave-outline-segments{segment-ops=2})' | FileCheck %s
// RUN: cleave-opt %s --pass-pipeline='builtin.module(cleave-outline-segments{segment-ops=8})' | FileCheck %s --check-prefix=SHORT

// A body longer than segment-ops becomes calls to private noinline
// functions of that many ops each, in order: what a run uses from before
// it is an argument, what it defines and later ops use a result. Constants
// are cloned into the runs that use them; a stack allocation stays in the
// caller. A body no longer than segment-ops is left whole.

// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[X:.*]]: memref<4xf32>, %[[Y:.*]]: memref<4xf32>)
// CHECK: %[[S:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: %[[B:.*]] = call @step__segment0(%[[X]], %[[S]]) : (memref<4xf32>, memref<f32>) -> memref<4xf32>
// CHECK-NEXT: call @step__segment1(%[[B]], %[[Y]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK: func.func private @step__segment0(%[[X0:.*]]: memref<4xf32>, %[[S0:.*]]: memref<f32>) -> memref<4xf32>
// CHECK-SAME: passthrough = ["noinline"]
// CHECK-NEXT: %[[C0:.*]] = arith.constant 2.0
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[X0]], %[[S0]] : {{.*}}) outs(%[[A]] : memref<4xf32>)
// CHECK: arith.mulf %{{.*}}, %[[C0]]
// CHECK: return %[[A]] : memref<4xf32>
// CHECK: func.func private @step__segment1(%[[A1:.*]]: memref<4xf32>, %[[Y1:.*]]: memref<4xf32>)
// CHECK-NEXT: memref.copy %[[A1]], %[[Y1]]
// CHECK-NEXT: memref.dealloc %[[A1]]
// CHECK-NEXT: return

// SHORT-LABEL: func.func @step
// SHORT-NOT: call
// SHORT: return
#id = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @step(%x: memref<4xf32>, %y: memref<4xf32>) {
  %two = arith.constant 2.0 : f32
  %s = memref.alloca() : memref<f32>
  %a = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel"]}
      ins(%x, %s : memref<4xf32>, memref<f32>) outs(%a : memref<4xf32>) {
  ^bb0(%in: f32, %t: f32, %out: f32):
    %m = arith.mulf %in, %two : f32
    %r = arith.addf %m, %t : f32
    linalg.yield %r : f32
  }
  memref.copy %a, %y : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// A stack allocation between two ops ends the run before it: the second op
// uses it, and the call that replaces a run stands where the run began.
// CHECK-LABEL: func.func @stack
// CHECK: %[[A:.*]] = call @stack__segment0()
// CHECK-NEXT: %[[S:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: call @stack__segment1(%[[S]], %[[A]])
// CHECK-NEXT: call @stack__segment2(%[[A]], %{{.*}})
// CHECK-NEXT: return
// SHORT-LABEL: func.func @stack
// SHORT-NOT: call
func.func @stack(%y: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<f32>
  %s = memref.alloca() : memref<f32>
  memref.store %zero, %s[] : memref<f32>
  memref.copy %s, %a : memref<f32> to memref<f32>
  memref.copy %a, %y : memref<f32> to memref<f32>
  return
}

// RUN: not cleave-opt %s --pass-pipeline='builtin.module(cleave-outline-segments{segment-ops=0})' 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: cleave-outline-segments: segment-ops must be at least 1
