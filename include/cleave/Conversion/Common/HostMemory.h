//===- HostMemory.h - Buffers the CUDA target keeps on the host -*- C++ -*-===//
//
// On the CUDA target every tensor buffer lives in device memory, but buffer
// deallocation's own bookkeeping (arrays of pointers and ownership flags,
// and the `dealloc_helper` function MLIR generates to read them when a loop
// carries buffers) is host data for host code. cleave-device-allocs marks
// it; the passes after it leave it on the host.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_COMMON_HOSTMEMORY_H
#define CLEAVE_CONVERSION_COMMON_HOSTMEMORY_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseSet.h"

namespace cleave {

/// The unit attribute on host allocations and host-only functions.
inline constexpr llvm::StringLiteral kHostMemoryAttr = "cleave.host_memory";

/// The unit attribute on a `linalg.copy` that moves a device value to host
/// memory (an activation kept there for the backward pass, cleave
/// rematerialization's offload), and on functions that have such copies
/// (so that a query about a function without host memory needs no walk).
/// The copy's result is host memory; a copy of it back is a transfer in.
inline constexpr llvm::StringLiteral kToHostAttr = "cleave.to_host";

/// Whether `op` is a copy to host memory (kToHostAttr on a linalg.copy, on
/// tensors or, after bufferization, on buffers).
bool isCopyToHost(mlir::Operation *op);

/// Whether `fn` only handles host memory (it stays a host function).
bool isHostFunction(mlir::func::FuncOp fn);

/// Whether `buffer` (through casts and views) is host memory: a marked
/// allocation, a stack allocation, a runtime-argument global, or an
/// argument of a host function.
bool isHostBuffer(mlir::Value buffer);

/// Whether the tensor `v` (through views) is made on the host by an
/// optimizer step run there (cleave-host-optimizer-step): a host-placed
/// entry argument (`cleave.placement = "host"`), a copy to host memory
/// (isCopyToHost), or the result of a linalg op other than a copy that
/// reads one. Other copies are transfers to the device. Structural, so that
/// passes which rebuild ops (fusion, canonicalization) need no mark to keep it.
bool isHostStepTensor(mlir::Value v);

/// Whether the op on tensors `op` runs on the host: a linalg op other than
/// a copy with an input isHostStepTensor.
bool runsOnHost(mlir::Operation *op);

/// The ops of `fn`'s body that run on the host, in one pass in program
/// order (for callers that ask about every op).
llvm::DenseSet<mlir::Operation *> getHostStepOps(mlir::func::FuncOp fn);

/// The tensors of `fn`'s body that are on the host (isHostStepTensor), in
/// the same pass: host-placed arguments, views of host tensors and what
/// host ops make.
llvm::DenseSet<mlir::Value> getHostStepValues(mlir::func::FuncOp fn);

/// Marks deallocation bookkeeping in `module` as host memory: the helper
/// functions MLIR's deallocation lowering generates, and the index/i1
/// allocations only loads, stores, frees and calls to those helpers use.
void markDeallocationBookkeeping(mlir::ModuleOp module);

} // namespace cleave

#endif // CLEAVE_CONVERSION_COMMON_HOSTMEMORY_H
