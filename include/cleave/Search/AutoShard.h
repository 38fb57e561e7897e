//===- AutoShard.h - The automatic search on one function -------*- C++ -*-===//
//
// Builds a function's sharding space, solves it and writes the choice
// (`cleave.loops` on ops, `cleave.sharding` on arguments and results). The
// cleave-auto-shard pass and the driver library both call this: one search,
// with its statistics returned typed rather than read back out of the IR.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SEARCH_AUTOSHARD_H
#define CLEAVE_SEARCH_AUTOSHARD_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/Search/SearchProblem.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>

namespace cleave {

struct AutoShardOptions {
  SearchOptions solver;
  /// Bytes per device; 0: the mesh's device memory (none without a model).
  double memoryBudget = 0;
  /// Ops whose structure repeats (identical layers) share one decision.
  bool shareRepeated = true;
  /// Elementwise followers merge into their producer's decision: always,
  /// never, or (neither set) when the problem has more than `mergeAbove`
  /// ILP variables.
  enum class MergeFollowers { Auto, Always, Never };
  MergeFollowers mergeFollowers = MergeFollowers::Auto;
  uint64_t mergeAbove = 40000;
  /// ShardingSpaceOptions::overlapCollectives.
  bool overlapCollectives = false;
};

/// What the search did, for reports.
struct SearchStatistics {
  std::string method; ///< "ilp", "ilp (time limit)", "greedy", "greedy (the ILP
                      ///< found no solution)"
  /// The mesh axes decided round by round ("a0,a1; a2"), where the whole
  /// space was too large; empty when all were decided at once.
  std::string axisRounds;
  int64_t ops = 0, decisions = 0, followers = 0, classes = 0;
  int64_t variables = 0, constraints = 0;
  double solveSeconds = 0;
  double objectiveSeconds = 0; ///< modeled step time of the choice
  /// The objective credited overlap (AutoShardOptions::overlapCollectives).
  bool overlapCollectives = false;
  double gap = 0; ///< relative to the best bound known
  /// The gap the ILP could stop at (1e-6; 1% under memory rows or
  /// overlap; 5% for the most frugal plan, SearchOptions::allowedGap).
  double allowedGap = 0;
  bool optimal = false;
  /// Optimal where elementwise ops follow an input's layout (merged because
  /// the whole space was too large): no claim over every plan.
  bool optimalMerged = false;
  /// The plan of the flat mesh of this many devices (one axis), mapped
  /// onto the mesh's axes, was faster than the plan of the mesh's own
  /// restricted space (that plan's modeled seconds); 0: not taken.
  int64_t flatMeshDevices = 0;
  double replacedObjectiveSeconds = 0;
  double modeledPeakBytes = 0;
  /// What the memory model holds at that peak (getMemoryHolders) as
  /// FILE:LINE and bytes, the largest first.
  std::vector<std::pair<std::string, double>> modeledPeakHolders;
  double memoryBudgetBytes = 0; ///< the budget it searched under (0: none)
  /// The budget was below the least the search's memory model allows
  /// (SearchOptions::raiseBudgetToLeast): the most frugal sharding.
  bool budgetRaised = false;
};

/// Whether `fn` carries shardings of its own (argument or result
/// `cleave.sharding`, cleave.annotate ops): the search takes them as
/// constraints.
bool hasShardingAnnotations(mlir::func::FuncOp fn);

/// Searches `fn` on `mesh` and writes the choice into `fn`. Errors (an
/// infeasible budget) are emitted on `fn`.
mlir::FailureOr<SearchStatistics>
autoShardFunction(mlir::func::FuncOp fn, MeshOp mesh,
                  const AutoShardOptions &options);

/// The statistics as the `cleave.search` dictionary the pass attaches (for
/// cleave-opt users and tests reading the IR).
mlir::DictionaryAttr toAttribute(const SearchStatistics &statistics,
                                 mlir::MLIRContext *context);

} // namespace cleave

#endif // CLEAVE_SEARCH_AUTOSHARD_H
