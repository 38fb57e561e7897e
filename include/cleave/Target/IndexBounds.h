//===- IndexBounds.h - Which integer inputs index what -----------*- C++
//-*-===//
//
// Random inputs for `cleave run` and `verify` must be valid inputs: token
// ids and labels index an embedding table or a vocabulary, and an id out of
// range trips the program's own bounds check (torch-mlir emits one). This
// analysis finds, for an integer argument of an entry, the smallest extent
// it is used to index, so the runner draws values in [0, extent).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TARGET_INDEXBOUNDS_H
#define CLEAVE_TARGET_INDEXBOUNDS_H

#include "mlir/IR/Value.h"

#include <cstdint>
#include <optional>

namespace cleave {

/// The smallest static extent that elements of `value` (an integer tensor)
/// index, following views and the payloads of linalg ops; 0 if they index
/// nothing Cleave can see.
int64_t getIndexBound(mlir::Value value);

/// The value outside [0, bound) that the program compares elements of
/// `value` (an integer tensor indexing `bound` rows) with before they
/// index, through views, casts and linalg payloads: a loss's ignore_index
/// (-100, or another the model chose: 255 for segmentation labels), which
/// the program masks out. None where it compares with no such value or
/// with several, or asserts the raw values at least something above that
/// value (an embedding's ids: -100 there stops the program).
std::optional<int64_t> getIgnoredIndex(mlir::Value value, int64_t bound);

/// The extent n by which the program wraps negative elements of `value`
/// before they index (PyTorch's x[-1] is x[n - 1]: torch-mlir's
/// select(i < 0, i + n, i)), so that values in [-n, n) are valid; none
/// where it wraps by several extents, or asserts the raw values.
std::optional<int64_t> getWrapExtent(mlir::Value value);

} // namespace cleave

#endif // CLEAVE_TARGET_INDEXBOUNDS_H
