//===- ReshardPlan.h - Collectives that turn one sharding into another -*- C++
//-*-===//
//
// The one reshard planner: the partitioner emits its steps and the cost model
// (roadmap) prices the same steps, so modeled and emitted traffic agree.
// Plain C++ over the sharding algebra.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SHARDING_RESHARDPLAN_H
#define CLEAVE_SHARDING_RESHARDPLAN_H

#include "cleave/Sharding/TensorSharding.h"

#include <string>
#include <vector>

namespace cleave {

struct ReshardStep {
  enum class Kind {
    AllReduce,     ///< partial -> reduced, over `axes`
    ReduceScatter, ///< partial -> reduced and split on `dim` by `axes`
    AllGather,     ///< split on `dim` by `axes` (innermost) -> not split
    AllToAll,      ///< split moves from `concatDim` to `dim` (split dim)
    Slice,         ///< not split -> split on `dim` by `axes`, no traffic
  };
  Kind kind;
  std::vector<unsigned> axes;
  int dim = -1;
  int concatDim = -1;
  Reduction reduction = Reduction::Sum;
};

/// The steps from `from` to `to` on `mesh` for a tensor of `globalShape`.
/// Reductions happen first (as a reduce_scatter when `to` splits a dimension
/// further by partial axes), then each dimension drops the axes `to` does not
/// keep (an all_to_all when they move, in order, to the end of another
/// dimension, else an all_gather), then local slices add the axes `to` adds.
/// Returns false with `error` set if `to` is partial on axes `from` is not, or
/// if `from` and `to` are not shardings of the same rank.
bool planReshard(const MeshShape &mesh, const std::vector<int64_t> &globalShape,
                 const TensorSharding &from, const TensorSharding &to,
                 std::vector<ReshardStep> &steps, std::string &error);

/// The sharding after applying `step` to `sharding`.
TensorSharding applyReshardStep(const TensorSharding &sharding,
                                const ReshardStep &step);

} // namespace cleave

#endif // CLEAVE_SHARDING_RESHARDPLAN_H
