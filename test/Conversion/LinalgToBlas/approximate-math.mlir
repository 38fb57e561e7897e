// RUN: cleave-opt %s --cleave-approximate-math | FileCheck %s
// RUN: cleave-opt %s --cleave-lower-to-llvm-cpu | FileCheck %s --check-prefix=CPU

// f32 tanh, exp, erf and log become arithmetic; sin, rsqrt and f64 keep
// their math ops (libm calls or LLVM intrinsics later).

// CHECK-LABEL: func.func @f32_functions
// CHECK-NOT: math.tanh
// CHECK-NOT: math.exp
// CHECK-NOT: math.erf
// CHECK-NOT: math.log
// CHECK: math.fma
// CHECK: math.sin
// CHECK: math.rsqrt
// CHECK-NOT: math.tanh
// CHECK: return
func.func @f32_functions(%x: f32) -> (f32, f32, f32, f32, f32, f32) {
  %t = math.tanh %x : f32
  %e = math.exp %x : f32
  %r = math.erf %x : f32
  %l = math.log %x : f32
  %s = math.sin %x : f32
  %q = math.rsqrt %x : f32
  return %t, %e, %r, %l, %s, %q : f32, f32, f32, f32, f32, f32
}

// The CPU target runs it: no tanh intrinsic left for f32, f64 keeps it.
// CPU-LABEL: llvm.func @f32_functions
// CPU-NOT: llvm.intr.tanh
// CPU: llvm.intr.fma
// CPU-LABEL: llvm.func @f64_functions
// CPU: llvm.intr.tanh

// CHECK-LABEL: func.func @f64_functions
// CHECK: math.tanh {{.*}} : f64
// CHECK: math.exp {{.*}} : f64
func.func @f64_functions(%x: f64) -> (f64, f64) {
  %t = math.tanh %x : f64
  %e = math.exp %x : f64
  return %t, %e : f64, f64
}

// Vectors too (what a vectorized loop body holds).
// CHECK-LABEL: func.func @vector
// CHECK-NOT: math.tanh
// CHECK: return
func.func @vector(%x: vector<8xf32>) -> vector<8xf32> {
  %t = math.tanh %x : vector<8xf32>
  return %t : vector<8xf32>
}
