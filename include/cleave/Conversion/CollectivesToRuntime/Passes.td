//===- Passes.td - SPMD ops to runtime calls ---------------*- tablegen -*-===//
//
// What turns Cleave's SPMD ops into calls of runtime_codegen.h. Collectives
// on tensors have no pass of their own: their bufferization models
// (BufferizableOpInterfaceImpl.h) make each a runtime call on a fresh buffer
// during one-shot bufferization.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_PASSES_TD
#define CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveLowerProcessQueries
    : Pass<"cleave-lower-process-queries", "::mlir::ModuleOp"> {
  let summary = "Lower process_index/process_count to runtime calls";
  let description = [{
    `cleave.process_count` becomes a constant; `cleave.process_index` becomes
    one call of `__cleave_process_index(axis)` per axis (axis -1 for the
    linear device index).

    ```mlir
    %i = cleave.process_index on @mesh axes [tp] : index
    // becomes
    %c1 = arith.constant 1 : i64
    %0 = call @__cleave_process_index(%c1) : (i64) -> i64
    %i = arith.index_cast %0 : i64 to index
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect"];
}

def CleaveAssertsToRuntime
    : Pass<"cleave-asserts-to-runtime", "::mlir::ModuleOp"> {
  let summary = "Lower failed asserts to a runtime call that says why";
  let description = [{
    Upstream lowers `cf.assert` to `puts` of its message and `abort()`. Under
    mpirun the message travels through mpirun's forwarding of the rank's
    output, which races with mpirun ending the job: the user was sometimes
    told only that a rank died of SIGABRT. Each assert of a host function
    becomes a branch on its condition calling
    `__cleave_assert_failed(message)`, which writes the message where the
    launcher reads it (the rank's last words), prints it and aborts, as
    before (mpirun then ends every rank). Asserts in GPU kernels (inside
    `gpu.module` or `gpu.launch`) are left alone.

    ```mlir
    cf.assert %ok, "index out of range"
    // becomes
    %true = arith.constant true
    %failed = arith.xori %ok, %true : i1
    scf.if %failed {
      %m = llvm.mlir.addressof @__cleave_assert_message_0 : !llvm.ptr
      llvm.call @__cleave_assert_failed(%m) : (!llvm.ptr) -> ()
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif // CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_PASSES_TD
