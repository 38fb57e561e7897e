// RUN: cleave-opt %s --cleave-asserts-to-runtime | FileCheck %s

// A failed assert calls the runtime, which records its message as the
// rank's last words (mpirun's forwarding of the rank's stdout, where
// upstream's puts wrote it, sometimes lost it). One global per message.

// CHECK-DAG: llvm.mlir.global internal constant @__cleave_assert_message_0("index out of range\00")
// CHECK-DAG: llvm.mlir.global internal constant @__cleave_assert_message_1("negative\00")
// CHECK-DAG: llvm.func @__cleave_assert_failed(!llvm.ptr)
// CHECK-LABEL: func.func @checks
// CHECK-SAME: (%[[OK:.*]]: i1, %[[N:.*]]: i64)
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[FAILED:.*]] = arith.xori %[[OK]], %[[TRUE]] : i1
// CHECK: scf.if %[[FAILED]] {
// CHECK:   %[[M:.*]] = llvm.mlir.addressof @__cleave_assert_message_0 : !llvm.ptr
// CHECK:   llvm.call @__cleave_assert_failed(%[[M]]) : (!llvm.ptr) -> ()
// CHECK: }
// CHECK: scf.for
// CHECK:   scf.if
// CHECK:     llvm.mlir.addressof @__cleave_assert_message_1
// CHECK: scf.if
// CHECK:   llvm.mlir.addressof @__cleave_assert_message_0
// CHECK-NOT: cf.assert
func.func @checks(%ok: i1, %n: i64) {
  cf.assert %ok, "index out of range"
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    %nonneg = arith.cmpi sge, %n, %zero : i64
    cf.assert %nonneg, "negative"
  }
  cf.assert %ok, "index out of range"
  return
}

// Asserts in GPU kernels stay: the device reports them itself.
// CHECK-LABEL: gpu.module @kernels
// CHECK: cf.assert %{{.*}}, "in a kernel"
gpu.module @kernels {
  gpu.func @kernel(%ok: i1) kernel {
    cf.assert %ok, "in a kernel"
    gpu.return
  }
}
