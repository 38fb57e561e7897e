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

#endif // CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_PASSES_TD
