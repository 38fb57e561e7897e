//===- LinalgShardingRule.h - Sharding any linalg op by its loops -*- C++
//-*-===//
//
// One rule for every linalg structured op, named or generic: a sharding of
// the op is a list of mesh axes per loop. Splitting a parallel loop splits
// every operand and result that indexes it; splitting a reduction loop
// leaves the results partial (with the reduction the op's body performs).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_LINALGSHARDINGRULE_H
#define CLEAVE_ANALYSIS_LINALGSHARDINGRULE_H

#include "cleave/Sharding/TensorSharding.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/ArrayRef.h"

#include <optional>

namespace cleave {

/// Mesh axes per loop of a linalg op, most significant first.
using LoopAxes = std::vector<std::vector<unsigned>>;

class LinalgShardingRule {
public:
  /// std::nullopt if the op's maps are not projected permutations (the op is
  /// then replicated).
  static std::optional<LinalgShardingRule> get(mlir::linalg::LinalgOp op);

  unsigned getNumLoops() const { return numLoops; }
  bool isReduction(unsigned loop) const { return reductionLoops[loop]; }
  /// False for loops whose index the body reads (`linalg.index`: split,
  /// they would read local indices) and loops inside compound indexing
  /// expressions (a convolution's window: their dimension stays whole).
  bool canSplit(unsigned loop) const { return !indexedLoops[loop]; }
  /// The reduction the body applies to its outputs (sum for add-reductions,
  /// max/min), or std::nullopt if it is something else: then reduction loops
  /// cannot be split.
  std::optional<Reduction> getCombiner() const { return combiner; }
  /// Whether reduction loops may be split: the combiner is known. Any init
  /// works: max and min are idempotent, so every device may fold it in; a
  /// sum's init is folded in by one device of each reduction group and the
  /// others start from zero (the partitioner's job; upstream does the same).
  bool canSplitReductions() const { return combiner.has_value(); }

  /// The sharding an operand (inputs then inits) has under `loops`.
  TensorSharding getOperandSharding(unsigned operand,
                                    const LoopAxes &loops) const;
  /// The sharding a result has: its init's, plus partial over the axes of
  /// split reduction loops.
  TensorSharding getResultSharding(unsigned result,
                                   const LoopAxes &loops) const;
  /// Per loop, whether it reduces: declared `reduction`, or indexed by no
  /// output map (a `parallel` loop there accumulates all the same).
  static std::vector<bool> getReducedLoops(mlir::linalg::LinalgOp op);
  /// True if every init is a `linalg.fill` of zero: a split sum-reduction
  /// then adds up exactly.
  static bool hasZeroInits(mlir::linalg::LinalgOp op);
  /// True if the op has only parallel loops, one result, and a body that is
  /// linear in the inputs `inputs` taken together (sums, differences,
  /// products and quotients by the other inputs or constants, negation):
  /// then partial sums in those inputs may stay partial through it.
  static bool isLinearIn(mlir::linalg::LinalgOp op,
                         llvm::ArrayRef<unsigned> inputs);

  /// Adds to `loops` the axes of `sharding` on `operand` (partial axes are
  /// ignored), skipping axes already used or loops already split. Returns
  /// true if `loops` changed.
  bool mergeOperandSharding(unsigned operand, const TensorSharding &sharding,
                            LoopAxes &loops) const;

private:
  unsigned numLoops = 0;
  std::vector<bool> reductionLoops;
  std::vector<bool> indexedLoops;
  /// Per operand: loop of each dimension, -1 for a dimension indexed by
  /// anything else (a constant, a window expression): never split.
  std::vector<std::vector<int>> operandLoops;
  unsigned numInputs = 0;
  std::optional<Reduction> combiner;
};

} // namespace cleave

#endif // CLEAVE_ANALYSIS_LINALGSHARDINGRULE_H
