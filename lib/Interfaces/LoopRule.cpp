//===- LoopRule.cpp - Sharding an op by its loops -------------------------===//

#include "cleave/Interfaces/LoopRule.h"

#include <algorithm>

namespace cleave {

std::vector<int64_t> LoopRule::getExtents() const {
  std::vector<int64_t> extents;
  for (const Loop &loop : loops)
    extents.push_back(loop.extent);
  return extents;
}

static TensorSharding shardingOf(const std::vector<int> &dimLoops,
                                 const LoopAxes &loops) {
  std::vector<std::vector<unsigned>> dims;
  for (int loop : dimLoops)
    dims.push_back(loop < 0 ? std::vector<unsigned>() : loops[loop]);
  return TensorSharding(std::move(dims));
}

TensorSharding LoopRule::getOperandSharding(unsigned operand,
                                            const LoopAxes &axes) const {
  return shardingOf(operandLoops[operand], axes);
}

TensorSharding LoopRule::getResultSharding(unsigned result,
                                           const LoopAxes &axes) const {
  TensorSharding dims = shardingOf(resultLoops[result], axes);
  std::vector<unsigned> partial;
  for (unsigned l = 0; l < loops.size(); ++l)
    if (loops[l].reduction)
      partial.insert(partial.end(), axes[l].begin(), axes[l].end());
  if (partial.empty())
    return dims;
  return TensorSharding(dims.getAllDimAxes(), partial,
                        combiner.value_or(Reduction::Sum));
}

bool LoopRule::mergeOperandSharding(unsigned operand,
                                    const TensorSharding &sharding,
                                    LoopAxes &axes) const {
  return merge(operandLoops[operand], sharding, axes);
}

bool LoopRule::mergeResultSharding(unsigned result,
                                   const TensorSharding &sharding,
                                   LoopAxes &axes) const {
  return merge(resultLoops[result], sharding, axes);
}

bool LoopRule::merge(const std::vector<int> &dimLoops,
                     const TensorSharding &sharding, LoopAxes &axes) const {
  if (sharding.getRank() != dimLoops.size())
    return false;
  std::vector<bool> used;
  auto markUsed = [&](const std::vector<unsigned> &list) {
    for (unsigned a : list) {
      if (a >= used.size())
        used.resize(a + 1);
      used[a] = true;
    }
  };
  for (const auto &list : axes)
    markUsed(list);
  bool changed = false;
  for (unsigned d = 0; d < sharding.getRank(); ++d) {
    int loop = dimLoops[d];
    const std::vector<unsigned> &dimAxes = sharding.getDimAxes(d);
    if (loop < 0 || dimAxes.empty() || !axes[loop].empty() ||
        !loops[loop].splittable)
      continue;
    // Reduction loops may be split only when the reduction is known.
    if (loops[loop].reduction && !combiner)
      continue;
    bool fresh = std::none_of(dimAxes.begin(), dimAxes.end(), [&](unsigned a) {
      return a < used.size() && used[a];
    });
    if (!fresh)
      continue;
    axes[loop] = dimAxes;
    markUsed(dimAxes);
    changed = true;
  }
  return changed;
}

} // namespace cleave
