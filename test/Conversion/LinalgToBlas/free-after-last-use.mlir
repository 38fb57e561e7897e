// RUN: cleave-opt %s --pass-pipeline='builtin.module(func.func(cleave-free-after-last-use))' | FileCheck %s

// A temporary is freed right after the last op that reaches it: a view of
// it used by a loop, a pointer taken from it and passed to a call. What is
// never freed in the block, or allocated elsewhere, stays as it is.

func.func private @sgemm(index)

// CHECK-LABEL: func.func @step
func.func @step(%out: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 1.0 : f32
  // CHECK: %[[A:.*]] = memref.alloc() : memref<64xf32>
  // CHECK: %[[B:.*]] = memref.alloc() : memref<64xf32>
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<64xf32>)
  // CHECK: %[[V:.*]] = memref.subview %[[A]]
  %view = memref.subview %a[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
  // CHECK: scf.for
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %view[%i] : memref<32xf32, strided<[1]>>
    memref.store %x, %b[%i] : memref<64xf32>
  }
  // CHECK: }
  // CHECK-NEXT: memref.dealloc %[[A]]
  // CHECK-NEXT: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
  %p = memref.extract_aligned_pointer_as_index %b : memref<64xf32> -> index
  %q = arith.addi %p, %c4 : index
  // CHECK-NEXT: %[[Q:.*]] = arith.addi %[[P]]
  // CHECK-NEXT: call @sgemm(%[[Q]])
  // CHECK-NEXT: memref.dealloc %[[B]]
  call @sgemm(%q) : (index) -> ()
  linalg.fill ins(%cst : f32) outs(%out : memref<64xf32>)
  memref.dealloc %a : memref<64xf32>
  memref.dealloc %b : memref<64xf32>
  // CHECK-NEXT: linalg.fill
  // CHECK-NEXT: return
  return
}
