//===- ShardingSpace.h - A function's sharding choices as a problem -*- C++
//-*-===//
//
// Builds the SearchProblem of one function on one mesh: every tensor argument
// and result chooses a layout, every `Loops` op (ShardingOpInterface)
// chooses mesh axes per loop among its strategies (multi-axis splits, split
// reductions with partial results, any dimension including sequence ones),
// except elementwise ops that follow an input indexed like their result
// (Alpa's simplification: they add cost to that input's decision and no
// variable). `Layout` ops (reshapes, slices, concatenations) follow their
// operand; fills, empties and constants are free (the partitioner
// rematerializes or slices them); `Carried` loops carry their inits'
// layouts through a body priced once per iteration; any other op needs its
// operands replicated. Costs come from lib/Cost: rooflines of the local
// iteration space, and the reshard planner's collectives priced by
// alpha-beta. Ops whose structure repeats (the same op, types and
// neighbourhood, as in identical layers) share one decision when
// `shareRepeated` is set, which keeps the problem flat in depth.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SEARCH_SHARDINGSPACE_H
#define CLEAVE_SEARCH_SHARDINGSPACE_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/Interfaces/LoopRule.h"
#include "cleave/Search/SearchProblem.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <map>

namespace cleave {

struct ShardingSpace {
  SearchProblem problem;
  /// What a raw decision (an op, argument or result) chooses among.
  struct Decision {
    mlir::Operation *op = nullptr;       ///< a `Loops` op, or null
    int argument = -1;                   ///< or an argument index
    int result = -1;                     ///< or a result index
    unsigned node = 0;                   ///< its node (class) in `problem`
    std::vector<LoopAxes> loops;         ///< for ops
    std::vector<TensorSharding> layouts; ///< for arguments and results
    /// Lazy reduction (ops linear in inputs `lazyInputs`): `lazyAxes[s]`
    /// are the mesh axes strategy s takes those inputs and its result
    /// partial over (summed later, once); empty for a plain strategy.
    std::vector<int64_t> lazyInputs;
    std::vector<std::vector<unsigned>> lazyAxes;
  };
  std::vector<Decision> decisions;
  /// Elementwise ops merged into the decision of the input they follow:
  /// `loops[s]` when that decision takes strategy s.
  struct Follower {
    mlir::Operation *op = nullptr;
    unsigned leader = 0; ///< index into `decisions`
    std::vector<LoopAxes> loops;
  };
  std::vector<Follower> followers;
  /// `Layout` ops (views): `layouts[s]` is the result's layout when
  /// decision `decision` takes strategy s, as the search priced it.
  struct View {
    mlir::Operation *op = nullptr;
    unsigned decision = 0;
    std::vector<TensorSharding> layouts;
  };
  std::vector<View> views;
  /// Generators (structured ops that read no tensor) the search prices run
  /// whole: they are written so, or propagation would split them from
  /// their init's layout, unpriced.
  std::vector<mlir::Operation *> wholeOps;
  unsigned numOps = 0; ///< ops considered (for statistics)
  /// The memory model at every program point (a position in the body), of
  /// which `problem` constrains a few (livePoints, at livePointPositions):
  /// each value's, temp's and share temp's span and where it is made (an
  /// op, an argument, a reshard's consumer).
  struct Span {
    unsigned index, begin, end;
    mlir::Location loc;
  };
  std::vector<Span> valueSpans, tempSpans, shareTempSpans;
  /// Bytes every plan holds: constants (throughout) and results of ops run
  /// whole, from `begin` to `end`.
  struct FixedHolder {
    mlir::Location loc;
    unsigned begin, end;
    double bytes;
    bool constant;
  };
  std::vector<FixedHolder> fixedHolders;
  unsigned numPoints = 0;
  std::vector<unsigned> livePointPositions;
};

/// One round of a search that decides mesh axes a few at a time
/// (autoShardFunction, where every axis at once makes too large a
/// problem): strategies use only the round's `active` axes and the
/// `decided` ones, and keep what earlier rounds chose for those.
struct AxisRound {
  std::vector<unsigned> active;
  std::vector<unsigned> decided;
  llvm::DenseMap<mlir::Operation *, LoopAxes> opLoops;
  std::map<int, std::vector<std::vector<unsigned>>> argumentDims, resultDims;
};

struct ShardingSpaceOptions {
  bool shareRepeated = true;
  /// Elementwise ops follow the layout of an input indexed like their result
  /// (Alpa's follower merging), instead of choosing their own.
  bool mergeFollowers = false;
  double memoryBudget = 0; ///< bytes per device; 0 for none
  /// Memory constraints consider at most this many program points (those
  /// with the most bytes live when everything is replicated).
  unsigned maxMemoryPoints = 1024;
  /// Collectives run on their own stream and are waited for at their
  /// first use (the CUDA target): a reshard costs only the part of its
  /// time that the compute between its value's definition and that use
  /// (the ops' replicated cost over the devices, an estimate fixed before
  /// the choice) does not hide.
  bool overlapCollectives = false;
  /// Restricts strategies to one round of an axis-by-axis search.
  const AxisRound *round = nullptr;
};

mlir::FailureOr<ShardingSpace>
buildShardingSpace(mlir::func::FuncOp fn, MeshOp mesh,
                   const ShardingSpaceOptions &options);

/// The choice in `to` (a space of the same function, e.g. without
/// follower merging) that gives every op, argument and result what
/// `choice` gives it in `from`; a decision `to` has no equal strategy for
/// takes its first, and is counted in `unmatched` when given. With
/// `axisMap`, `from` is on another mesh: its axis a reads as the axes
/// `(*axisMap)[a]` of `to`'s (a flat mesh's one axis as all of them).
std::vector<unsigned>
translateChoice(const ShardingSpace &from, const std::vector<unsigned> &choice,
                const ShardingSpace &to,
                const std::vector<std::vector<unsigned>> *axisMap = nullptr,
                unsigned *unmatched = nullptr);

/// Records in `round` what `choice` gives every op, argument and result,
/// for the rounds after it.
void recordRoundChoice(const ShardingSpace &space,
                       const std::vector<unsigned> &choice, AxisRound &round);

/// Writes the strategies `choice` selects: `cleave.loops` on ops,
/// `cleave.result_shardings` on views (the layouts the search priced, which
/// propagation then keeps), `cleave.sharding` on arguments and results
/// without one.
void applyShardingChoice(const ShardingSpace &space,
                         const std::vector<unsigned> &choice,
                         mlir::func::FuncOp fn, MeshOp mesh);

/// The memory model's bytes at every program point under `choice`.
std::vector<double> getBytesAtEveryPoint(const ShardingSpace &space,
                                         const std::vector<unsigned> &choice);

/// Makes program point `position` one the problem constrains; false if it
/// is one already.
bool addMemoryPoint(ShardingSpace &space, unsigned position);

/// What the memory model holds at program point `position` under
/// `choice`: each value, reshard temporary, shared reshard, constant and
/// result of an op run whole, with where it is made and its bytes.
std::vector<std::pair<mlir::Location, double>>
getMemoryHolders(const ShardingSpace &space,
                 const std::vector<unsigned> &choice, unsigned position);

} // namespace cleave

#endif // CLEAVE_SEARCH_SHARDINGSPACE_H
