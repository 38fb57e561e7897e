// RUN: cleave-opt %s --cleave-expand-math | FileCheck %s
// RUN: cleave-opt %s --cleave-lower-to-llvm-cpu | FileCheck %s --check-prefix=CPU

// isinf, isnormal, clampf and ipowi have no lowering in MLIR 22: each
// becomes arith ops on its own types (ipowi a loop over the exponent's
// bits), which both targets lower.

// CHECK-LABEL: func.func @classify
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-DAG: %[[LEAST:.*]] = arith.constant 1.17549435E-38 : f32
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK: %[[A:.*]] = math.absf %[[X]] : f32
// CHECK: arith.cmpf oeq, %[[A]], %[[INF]] : f32
// CHECK: %[[B:.*]] = math.absf %[[X]] : f32
// CHECK: %[[GE:.*]] = arith.cmpf oge, %[[B]], %[[LEAST]] : f32
// CHECK: %[[LT:.*]] = arith.cmpf olt, %[[B]], %[[INF]] : f32
// CHECK: arith.andi %[[GE]], %[[LT]] : i1
// CHECK-NOT: math.is
// CPU-LABEL: llvm.func @classify
// CPU-NOT: math.
func.func @classify(%x: f32) -> (i1, i1) {
  %i = math.isinf %x : f32
  %n = math.isnormal %x : f32
  return %i, %n : i1, i1
}

// The lower bound first, then the upper: min(max(x, lo), hi) (upstream's
// text has them the other way round, which always gives hi).
// CHECK-LABEL: func.func @clamp
// CHECK-SAME: (%[[X:.*]]: vector<4xbf16>, %[[LO:.*]]: vector<4xbf16>, %[[HI:.*]]: vector<4xbf16>)
// CHECK: %[[M:.*]] = arith.maximumf %[[X]], %[[LO]] : vector<4xbf16>
// CHECK: arith.minimumf %[[M]], %[[HI]] : vector<4xbf16>
func.func @clamp(%x: vector<4xbf16>, %lo: vector<4xbf16>, %hi: vector<4xbf16>) -> vector<4xbf16> {
  %c = math.clampf %x to [%lo, %hi] : vector<4xbf16>
  return %c : vector<4xbf16>
}

// Square and multiply over all 8 bits, with selects; a negative exponent
// gives 1 / b truncated (0 unless b is 1 or -1).
// CHECK-LABEL: func.func @power
// CHECK-SAME: (%[[B:.*]]: i8, %[[E:.*]]: i8)
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[LOOP:.*]]:3 = scf.for %{{.*}} = %{{.*}} to %[[C8]]
// CHECK-SAME: iter_args(%[[R:.*]] = %{{.*}}, %[[S:.*]] = %[[B]], %[[T:.*]] = %[[E]])
// CHECK: arith.select
// CHECK: arith.muli %[[S]], %[[S]] : i8
// CHECK: arith.shrui %[[T]]
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[E]]
// CHECK: arith.select %[[NEG]], %{{.*}}, %[[LOOP]]#0 : i8
// CPU-LABEL: llvm.func @power
// CPU-NOT: math.ipowi
func.func @power(%b: i8, %e: i8) -> i8 {
  %p = math.ipowi %b, %e : i8
  return %p : i8
}
