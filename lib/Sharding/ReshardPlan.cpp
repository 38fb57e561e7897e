//===- ReshardPlan.cpp - Collectives that turn one sharding into another --===//

#include "cleave/Sharding/ReshardPlan.h"

#include <algorithm>

namespace cleave {

namespace {
bool contains(const std::vector<unsigned> &v, unsigned x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}
bool isPrefix(const std::vector<unsigned> &prefix,
              const std::vector<unsigned> &of) {
  return prefix.size() <= of.size() &&
         std::equal(prefix.begin(), prefix.end(), of.begin());
}
} // namespace

TensorSharding applyReshardStep(const TensorSharding &s,
                                const ReshardStep &step) {
  std::vector<std::vector<unsigned>> dims = s.getAllDimAxes();
  std::vector<unsigned> partial = s.getPartialAxes();
  auto dropPartial = [&] {
    partial.erase(
        std::remove_if(partial.begin(), partial.end(),
                       [&](unsigned a) { return contains(step.axes, a); }),
        partial.end());
  };
  switch (step.kind) {
  case ReshardStep::Kind::AllReduce:
    dropPartial();
    break;
  case ReshardStep::Kind::ReduceScatter:
    dropPartial();
    dims[step.dim].insert(dims[step.dim].end(), step.axes.begin(),
                          step.axes.end());
    break;
  case ReshardStep::Kind::AllGather:
    dims[step.dim].resize(dims[step.dim].size() - step.axes.size());
    break;
  case ReshardStep::Kind::AllToAll:
    dims[step.concatDim].resize(dims[step.concatDim].size() - step.axes.size());
    dims[step.dim].insert(dims[step.dim].end(), step.axes.begin(),
                          step.axes.end());
    break;
  case ReshardStep::Kind::Slice:
    dims[step.dim].insert(dims[step.dim].end(), step.axes.begin(),
                          step.axes.end());
    break;
  }
  return TensorSharding(std::move(dims), std::move(partial), s.getPartialKind(),
                        s.getUneven());
}

bool planReshard(const MeshShape &mesh, const std::vector<int64_t> &global,
                 const TensorSharding &from, const TensorSharding &to,
                 std::vector<ReshardStep> &steps, std::string &error) {
  steps.clear();
  if (from.getRank() != to.getRank() || from.getRank() != global.size()) {
    error = "cannot reshard between shardings of different ranks";
    return false;
  }
  for (unsigned a : to.getPartialAxes())
    if (!contains(from.getPartialAxes(), a) ||
        from.getPartialKind() != to.getPartialKind()) {
      error = "cannot make a value partial on mesh axis '" +
              mesh.getAxisName(a) + "' by resharding";
      return false;
    }
  if (from.getUneven() != to.getUneven()) {
    error = "resharding between padded (uneven = pad) and unpadded layouts "
            "is not supported yet (" +
            from.toString(mesh) + " to " + to.toString(mesh) +
            "): make the split divide the dimension";
    return false;
  }
  TensorSharding cur = from;
  auto push = [&](ReshardStep step) {
    cur = applyReshardStep(cur, step);
    steps.push_back(std::move(step));
  };

  // 1. Reduce. Partial axes that `to` uses to split a dimension further are
  // reduce-scattered: half the traffic of all_reduce + slice.
  std::vector<unsigned> pending;
  for (unsigned a : from.getPartialAxes())
    if (!contains(to.getPartialAxes(), a))
      pending.push_back(a);
  if (!pending.empty()) {
    for (unsigned d = 0; d < to.getRank() && !pending.empty(); ++d) {
      const auto &have = cur.getDimAxes(d), &want = to.getDimAxes(d);
      if (!isPrefix(have, want))
        continue;
      std::vector<unsigned> run;
      for (size_t i = have.size();
           i < want.size() && contains(pending, want[i]); ++i)
        run.push_back(want[i]);
      if (run.empty())
        continue;
      int64_t local = cur.getLocalShape(mesh, global)[d];
      if (local % mesh.getGroupSize(run) != 0)
        continue;
      ReshardStep step{ReshardStep::Kind::ReduceScatter, run, int(d), -1,
                       from.getPartialKind()};
      for (unsigned a : run)
        pending.erase(std::find(pending.begin(), pending.end(), a));
      push(step);
    }
    if (!pending.empty()) {
      std::sort(pending.begin(), pending.end());
      push({ReshardStep::Kind::AllReduce, pending, -1, -1,
            from.getPartialKind()});
    }
  }

  // 2. Drop the axes `to` does not keep on each dimension.
  for (unsigned d = 0; d < cur.getRank(); ++d) {
    const auto &have = cur.getDimAxes(d), &want = to.getDimAxes(d);
    size_t common = 0;
    while (common < have.size() && common < want.size() &&
           have[common] == want[common])
      ++common;
    if (common == have.size())
      continue;
    std::vector<unsigned> suffix(have.begin() + common, have.end());
    // The axes moving, in order, to the end of another dimension: one
    // all_to_all over all of them (on a 2x2 mesh, [[a0, a1], []] to
    // [[], [a0, a1]] as on a flat 4, not a gather of the whole).
    bool moved = false;
    for (unsigned d2 = 0; d2 < cur.getRank() && !moved; ++d2) {
      if (d2 == d)
        continue;
      const auto &have2 = cur.getDimAxes(d2), &want2 = to.getDimAxes(d2);
      if (want2.size() == have2.size() + suffix.size() &&
          isPrefix(have2, want2) &&
          std::equal(suffix.begin(), suffix.end(),
                     want2.begin() + have2.size()) &&
          cur.getLocalShape(mesh, global)[d2] % mesh.getGroupSize(suffix) ==
              0) {
        push({ReshardStep::Kind::AllToAll, suffix, int(d2), int(d)});
        moved = true;
      }
    }
    if (!moved)
      push({ReshardStep::Kind::AllGather, suffix, int(d)});
  }

  // 3. Add the axes `to` adds: local slices, no communication.
  for (unsigned d = 0; d < cur.getRank(); ++d) {
    const auto &have = cur.getDimAxes(d), &want = to.getDimAxes(d);
    if (want.size() > have.size())
      push({ReshardStep::Kind::Slice,
            std::vector<unsigned>(want.begin() + have.size(), want.end()),
            int(d)});
  }
  if (cur.normalized(mesh) != to.normalized(mesh)) {
    error = "internal error: reshard plan from " + from.toString(mesh) +
            " ends at " + cur.toString(mesh) + ", not " + to.toString(mesh);
    return false;
  }
  return true;
}

} // namespace cleave
