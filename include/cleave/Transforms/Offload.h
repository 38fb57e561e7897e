//===- Offload.h - Arguments kept in host memory ----------------*- C++ -*-===//
//
// Host offload of entry arguments (weights, optimizer state, inputs): the
// runner keeps an offloaded argument in host memory, and the program copies
// it to the device just before its first use; a copy is an op like any
// other, so rematerialization copies again before late uses instead of
// keeping the device copy alive (prefetching a layer ahead, in effect). A
// result updating an offloaded argument in place is written back to the
// host buffer after its last read (UpdateInPlace.h).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_OFFLOAD_H
#define CLEAVE_TRANSFORMS_OFFLOAD_H

#include "cleave/IR/CleaveDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace cleave {

/// Whether argument `index` of `fn` lives in host memory.
bool isOnHost(mlir::func::FuncOp fn, unsigned index);

/// Places argument `index` of `fn` in host memory: marks it, and gives its
/// uses a device copy made just before the first of them. False (nothing
/// changed) when it is not a ranked tensor, is on the host already, or is
/// returned as it is.
bool offloadArgument(mlir::func::FuncOp fn, unsigned index);

} // namespace cleave

#endif // CLEAVE_TRANSFORMS_OFFLOAD_H
