//===- LoopRule.h - Sharding an op by its loops -----------------*- C++ -*-===//
//
// What a `Loops` op (ShardingOpInterface) tells the passes: its loops (or
// factors), which of them may be split and which reduce, and the loop each
// operand and result dimension follows. A sharding of the op is a list of
// mesh axes per loop; splitting a loop splits every dimension that follows
// it, and splitting a reduction loop leaves the results partial.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_INTERFACES_LOOPRULE_H
#define CLEAVE_INTERFACES_LOOPRULE_H

#include "cleave/Sharding/TensorSharding.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace cleave {

/// Mesh axes per loop of an op, most significant first.
using LoopAxes = std::vector<std::vector<unsigned>>;

class LoopRule {
public:
  struct Loop {
    int64_t extent = -1; ///< the static trip count, -1 if dynamic
    bool reduction = false;
    /// False for loops whose index the op reads (split, it would read local
    /// indices) and loops of compound indexing expressions (a window).
    bool splittable = true;
  };

  /// `operandLoops[i][d]`: the loop dimension d of operand i follows, -1 if
  /// it stays whole; likewise `resultLoops`. Operands from `numInputs` on
  /// are destinations (inits), which lazy reduction leaves alone.
  LoopRule(std::vector<Loop> loops, unsigned numInputs,
           std::vector<std::vector<int>> operandLoops,
           std::vector<std::vector<int>> resultLoops,
           std::optional<Reduction> combiner)
      : loops(std::move(loops)), numInputs(numInputs),
        operandLoops(std::move(operandLoops)),
        resultLoops(std::move(resultLoops)), combiner(combiner) {}

  unsigned getNumLoops() const { return loops.size(); }
  int64_t getExtent(unsigned loop) const { return loops[loop].extent; }
  std::vector<int64_t> getExtents() const;
  bool isReduction(unsigned loop) const { return loops[loop].reduction; }
  bool canSplit(unsigned loop) const { return loops[loop].splittable; }
  unsigned getNumInputs() const { return numInputs; }
  const std::vector<int> &getOperandLoops(unsigned operand) const {
    return operandLoops[operand];
  }
  const std::vector<int> &getResultLoops(unsigned result) const {
    return resultLoops[result];
  }
  /// The reduction split reduction loops leave the results partial under
  /// (sum, max, min); std::nullopt if unknown: then they cannot be split.
  std::optional<Reduction> getCombiner() const { return combiner; }
  bool canSplitReductions() const { return combiner.has_value(); }

  /// The sharding an operand has under `loops`.
  TensorSharding getOperandSharding(unsigned operand,
                                    const LoopAxes &loops) const;
  /// The sharding a result has: its dimensions', plus partial over the axes
  /// of split reduction loops.
  TensorSharding getResultSharding(unsigned result,
                                   const LoopAxes &loops) const;

  /// Adds to `loops` the axes of `sharding` on `operand` (partial axes are
  /// ignored), skipping axes already used and loops already split or not
  /// splittable. Returns true if `loops` changed.
  bool mergeOperandSharding(unsigned operand, const TensorSharding &sharding,
                            LoopAxes &loops) const;
  bool mergeResultSharding(unsigned result, const TensorSharding &sharding,
                           LoopAxes &loops) const;

private:
  bool merge(const std::vector<int> &dimLoops, const TensorSharding &sharding,
             LoopAxes &loops) const;

  std::vector<Loop> loops;
  unsigned numInputs;
  std::vector<std::vector<int>> operandLoops, resultLoops;
  std::optional<Reduction> combiner;
};

} // namespace cleave

#endif // CLEAVE_INTERFACES_LOOPRULE_H
