//===- UpdateInPlace.h - Results written over the arguments they update -*-===//
//
// A training step returns its updated weights and optimizer state; the next
// call takes them as arguments. A result marked `cleave.updates = N` may
// share argument N's buffer: the caller passes that argument's buffer as the
// output (the runner does), and model state is held once instead of twice.
// The lowering makes that safe (cleave-update-in-place): the argument is not
// writable, and the result is copied into its out-parameter only after the
// argument's last read.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_LINALGTOBLAS_UPDATEINPLACE_H
#define CLEAVE_CONVERSION_LINALGTOBLAS_UPDATEINPLACE_H

#include "cleave/Conversion/Common/InPlaceUpdates.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace cleave {

/// On the copy of a result into the out-parameter that the caller points
/// at the argument it updates: a write to that argument's buffer (the
/// attribute's value: the argument's index).
inline constexpr llvm::StringLiteral kWriteBackAttr = "cleave.write_back";

} // namespace cleave

#endif // CLEAVE_CONVERSION_LINALGTOBLAS_UPDATEINPLACE_H
