//===- InPlaceUpdates.h - Results written over the arguments they update -===//
//
// A training step returns its updated weights and optimizer state; the next
// call takes them as arguments. A result marked `cleave.updates = N` may
// share argument N's buffer: the caller passes that argument's buffer as the
// output (the runner does), and model state is held once instead of twice.
// Every other result is an out-parameter the caller allocates before the
// call. What the lowering holds, the cost model and the search count.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_COMMON_INPLACEUPDATES_H
#define CLEAVE_CONVERSION_COMMON_INPLACEUPDATES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <utility>

namespace cleave {

/// Ops whose result bufferizes as a view of their first operand's buffer
/// (reshapes, slices, casts): reading one reads the source's buffer.
bool isTensorView(mlir::Operation *op);

/// `v` and the views of it (transitively): what reads its buffer.
llvm::SetVector<mlir::Value> getViewsOf(mlir::Value v);

/// (result, argument) pairs of `fn` whose result may be written in the
/// argument's buffer: marked `cleave.updates`, of the argument's type, not
/// itself an argument, and the argument (or a view of it) not returned.
llvm::SmallVector<std::pair<unsigned, unsigned>>
getInPlaceUpdates(mlir::func::FuncOp fn);

/// How long the lowering holds the buffer of each value `fn` returns. An
/// out-parameter is the caller's for the whole call. A result written over
/// the argument it updates is a temporary from its op until the last op of
/// the body reading that argument or the result (cleave-update-in-place
/// copies it into the argument's buffer there), or its own op when that
/// comes later.
struct ReturnedBuffers {
  llvm::SetVector<mlir::Value> outParameters;
  llvm::DenseMap<mlir::Value, mlir::Operation *> heldUntil;
};
ReturnedBuffers getReturnedBuffers(mlir::func::FuncOp fn);

} // namespace cleave

#endif // CLEAVE_CONVERSION_COMMON_INPLACEUPDATES_H
