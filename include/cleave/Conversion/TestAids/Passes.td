//===- Passes.td - Aids for testing the lowering -----------*- tablegen -*-===//
//
// Passes that let tests check what a target builds without its hardware.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_TESTAIDS_PASSES_TD
#define CLEAVE_CONVERSION_TESTAIDS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveEmulateGpuLaunches
    : Pass<"cleave-emulate-gpu-launches", "::mlir::func::FuncOp"> {
  let summary = "Run gpu.launch bodies on the CPU, blocks and threads as loops";
  let description = [{
    For testing the CUDA target's own kernels without a GPU (`cleave
    compile --emulate-gpu-kernels`): each `gpu.launch` becomes loops over
    its blocks and, inside, over its threads. A body with one top-level
    `gpu.all_reduce` (the block reductions Cleave builds) runs in two
    sweeps over the threads: the part before it stores each thread's
    operand, the values are folded in thread order, and the part after it
    runs with the result, the pure part before recomputed and the values
    of the rest (loads, ops that write each thread's own elements) kept per
    thread from the first sweep, so that writes happen once. `gpu.alloc` becomes
    `memref.alloc` and `__cleave_cuda_free` of such a buffer its dealloc.
    Anything else in a body (barriers, shuffles, several all-reduces) is an
    error naming the op.

    ```mlir
    gpu.launch blocks(%b, %by, %bz) in (%nb = %c64, ...)
               threads(%t, %ty, %tz) in (%nt = %c256, ...) {
      %part = ...  // this thread's partial sum
      %all = gpu.all_reduce add %part uniform {} : (f32) -> f32
      ...          // thread 0 folds %all into the output
      gpu.terminator
    }
    // becomes
    scf.for %b = %c0 to %c64 step %c1 {
      %parts = memref.alloc(%c256) : memref<?xf32>
      scf.for %t = %c0 to %c256 step %c1 {
        %part = ...
        memref.store %part, %parts[%t] : memref<?xf32>
      }
      %all = scf.for %t = %c1 to %c256 step %c1
          iter_args(%acc = %first) -> (f32) {...}  // arith.addf
      scf.for %t = %c0 to %c256 step %c1 {...}     // the rest, with %all
      memref.dealloc %parts : memref<?xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

#endif // CLEAVE_CONVERSION_TESTAIDS_PASSES_TD
