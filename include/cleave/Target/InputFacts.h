//===- InputFacts.h - What the values of entry arguments may be -*- C++ -*-===//
//
// The runner draws random inputs from what the manifest says each argument
// may hold (IndexBounds.h, InputRanges.h). Those analyses follow the
// single-device program's uses; after partitioning, a split argument
// reaches its uses through collectives and slices they do not follow (a
// CNN's labels split over the batch lost their bound, and random labels
// then tripped the program's own bounds check). The driver reads the facts
// before partitioning and adds them to the manifest.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TARGET_INPUTFACTS_H
#define CLEAVE_TARGET_INPUTFACTS_H

#include <cstdint>
#include <optional>
#include <vector>

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace cleave {

struct Manifest;

/// Per argument of an entry: the extent its integer elements index (0:
/// none known), the value a loss ignores among them, and whether its float
/// elements reach a square root or a logarithm.
struct InputFacts {
  std::vector<int64_t> indexBounds;
  std::vector<std::optional<int64_t>> ignoredIndices;
  std::vector<bool> indexWraps;
  std::vector<bool> nonNegative;
};

/// The facts of `entry`'s arguments, read from its uses.
InputFacts readInputFacts(mlir::func::FuncOp entry);

/// Adds to `manifest`'s inputs (one per argument of the entry the facts
/// were read from) what `facts` knows and they lack.
void addInputFacts(const InputFacts &facts, Manifest &manifest);

} // namespace cleave

#endif // CLEAVE_TARGET_INPUTFACTS_H
