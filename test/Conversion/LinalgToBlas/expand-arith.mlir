// RUN: cleave-opt %s --cleave-expand-arith | FileCheck %s
// RUN: cleave-opt %s --cleave-lower-to-llvm-cpu | FileCheck %s --check-prefix=CPU

// Ceil division and bf16 conversions are expanded (LLVM has no lowering for
// them); float max and min stay, to become LLVM's intrinsics, which the
// loop vectorizer takes as reductions.

// CHECK-LABEL: func.func @expand
// CHECK-NOT: arith.ceildivsi
// CHECK-NOT: arith.truncf
// CHECK: arith.maximumf
// CHECK: arith.minnumf
// CPU-LABEL: llvm.func @expand
// CPU: llvm.intr.maximum
// CPU: llvm.intr.minnum
func.func @expand(%a: i64, %b: i64, %x: f32, %y: f32) -> (i64, bf16, f32, f32) {
  %q = arith.ceildivsi %a, %b : i64
  %h = arith.truncf %x : f32 to bf16
  %m = arith.maximumf %x, %y : f32
  %n = arith.minnumf %x, %y : f32
  return %q, %h, %m, %n : i64, bf16, f32, f32
}
