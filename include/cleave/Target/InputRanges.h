//===- InputRanges.h - Float inputs that must not be negative ---*- C++ -*-===//
//
// Random inputs for `cleave run` and `verify` must be valid inputs. A
// BatchNorm's running variance in eval mode reaches a square root (after
// `+ eps`), and torch-mlir guards the reciprocal after it with an assert
// that a NaN fails: a negative random variance aborted the reference run.
// This analysis finds float arguments whose elements reach a square root or
// a logarithm through views and sign-keeping arithmetic, so the runner draws
// them in [0, 1).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TARGET_INPUTRANGES_H
#define CLEAVE_TARGET_INPUTRANGES_H

#include "mlir/IR/Value.h"

namespace cleave {

/// Whether elements of `value` (a float tensor) reach `math.sqrt`,
/// `math.rsqrt` or `math.log` through views, linalg payloads, `+ c` and
/// `* c` with c a non-negative constant, and float casts.
bool isReadUnderSquareRoot(mlir::Value value);

} // namespace cleave

#endif // CLEAVE_TARGET_INPUTRANGES_H
