//===- TensorSharding.cpp - The sharding algebra --------------------------===//

#include "cleave/Sharding/TensorSharding.h"

#include <algorithm>

namespace cleave {

TensorSharding::TensorSharding(std::vector<std::vector<unsigned>> dimAxes,
                               std::vector<unsigned> partialAxes,
                               Reduction kind, Uneven uneven)
    : dimAxes(std::move(dimAxes)), partialAxes(std::move(partialAxes)),
      kind(kind), uneven(uneven) {}

TensorSharding TensorSharding::replicated(unsigned rank) {
  return TensorSharding(std::vector<std::vector<unsigned>>(rank));
}

bool TensorSharding::isReplicated() const {
  if (isPartial())
    return false;
  return std::all_of(dimAxes.begin(), dimAxes.end(),
                     [](const std::vector<unsigned> &a) { return a.empty(); });
}

int TensorSharding::getSplitDimOfAxis(unsigned axis) const {
  for (unsigned d = 0; d < dimAxes.size(); ++d)
    if (std::find(dimAxes[d].begin(), dimAxes[d].end(), axis) !=
        dimAxes[d].end())
      return d;
  return -1;
}

std::vector<unsigned>
TensorSharding::getReplicatedAxes(const MeshShape &mesh) const {
  std::vector<unsigned> axes;
  for (unsigned a = 0; a < mesh.getRank(); ++a)
    if (getSplitDimOfAxis(a) < 0 &&
        std::find(partialAxes.begin(), partialAxes.end(), a) ==
            partialAxes.end())
      axes.push_back(a);
  return axes;
}

std::string TensorSharding::verify(const MeshShape &mesh) const {
  std::vector<bool> used(mesh.getRank(), false);
  auto use = [&](unsigned axis) -> std::string {
    if (axis >= mesh.getRank())
      return "mesh axis #" + std::to_string(axis) +
             " does not exist (mesh rank " + std::to_string(mesh.getRank()) +
             ")";
    if (used[axis])
      return "mesh axis '" + mesh.getAxisName(axis) +
             "' is used more than once";
    used[axis] = true;
    return {};
  };
  for (const auto &axes : dimAxes)
    for (unsigned a : axes)
      if (std::string err = use(a); !err.empty())
        return err;
  for (unsigned a : partialAxes)
    if (std::string err = use(a); !err.empty())
      return err;
  return {};
}

std::string TensorSharding::verify(const MeshShape &mesh,
                                   const std::vector<int64_t> &global) const {
  if (std::string err = verify(mesh); !err.empty())
    return err;
  if (global.size() != dimAxes.size())
    return "sharding has rank " + std::to_string(dimAxes.size()) +
           " but the tensor has rank " + std::to_string(global.size());
  if (uneven == Uneven::Pad)
    return {};
  for (unsigned d = 0; d < global.size(); ++d) {
    int64_t n = getShardCount(mesh, d);
    if (global[d] >= 0 && global[d] % n != 0)
      return "dimension " + std::to_string(d) + " of size " +
             std::to_string(global[d]) + " is not divisible into " +
             std::to_string(n) +
             " shards (split a dimension the axes divide, or leave it whole: "
             "`uneven = pad` verifies but is not partitioned yet)";
  }
  return {};
}

int64_t TensorSharding::getShardCount(const MeshShape &mesh,
                                      unsigned dim) const {
  return mesh.getGroupSize(dimAxes[dim]);
}

std::vector<int64_t>
TensorSharding::getLocalShape(const MeshShape &mesh,
                              const std::vector<int64_t> &global) const {
  std::vector<int64_t> local(global.size());
  for (unsigned d = 0; d < global.size(); ++d) {
    int64_t n = getShardCount(mesh, d);
    local[d] = global[d] < 0 ? global[d] : (global[d] + n - 1) / n;
  }
  return local;
}

int64_t TensorSharding::getShardIndex(const MeshShape &mesh, unsigned dim,
                                      int64_t device) const {
  return mesh.getIndexInGroup(device, dimAxes[dim]);
}

std::vector<DimSlice>
TensorSharding::getShardSlice(const MeshShape &mesh,
                              const std::vector<int64_t> &global,
                              int64_t device) const {
  std::vector<int64_t> local = getLocalShape(mesh, global);
  std::vector<DimSlice> slices(global.size());
  for (unsigned d = 0; d < global.size(); ++d) {
    int64_t offset = getShardIndex(mesh, d, device) * local[d];
    int64_t end = std::min(global[d], offset + local[d]);
    slices[d].offset = std::min(offset, global[d]);
    slices[d].size = std::max<int64_t>(0, end - offset);
  }
  return slices;
}

std::vector<int64_t> TensorSharding::getReplicas(const MeshShape &mesh,
                                                 int64_t device) const {
  return mesh.getGroup(device, getReplicatedAxes(mesh));
}

TensorSharding TensorSharding::normalized(const MeshShape &mesh) const {
  auto drop = [&](std::vector<unsigned> axes) {
    axes.erase(std::remove_if(axes.begin(), axes.end(),
                              [&](unsigned a) {
                                return a < mesh.getRank() &&
                                       mesh.getAxisSize(a) == 1;
                              }),
               axes.end());
    return axes;
  };
  std::vector<std::vector<unsigned>> dims;
  for (const auto &axes : dimAxes)
    dims.push_back(drop(axes));
  std::vector<unsigned> partial = drop(partialAxes);
  std::sort(partial.begin(), partial.end());
  return TensorSharding(std::move(dims), std::move(partial), kind, uneven);
}

bool TensorSharding::isEquivalent(const TensorSharding &other,
                                  const MeshShape &mesh) const {
  return normalized(mesh) == other.normalized(mesh);
}

TensorSharding TensorSharding::compose(const TensorSharding &inner,
                                       std::string *error) const {
  auto fail = [&](std::string message) {
    if (error)
      *error = std::move(message);
    return *this;
  };
  if (inner.getRank() != getRank())
    return fail("cannot compose shardings of rank " +
                std::to_string(getRank()) + " and " +
                std::to_string(inner.getRank()));
  if (isPartial() && inner.isPartial() && kind != inner.kind)
    return fail("cannot compose partial shardings of different reductions");
  std::vector<bool> used;
  auto use = [&](unsigned a) {
    if (a >= used.size())
      used.resize(a + 1, false);
    bool fresh = !used[a];
    used[a] = true;
    return fresh;
  };
  std::vector<std::vector<unsigned>> dims = dimAxes;
  std::vector<unsigned> partial = partialAxes;
  for (const auto &axes : dimAxes)
    for (unsigned a : axes)
      use(a);
  for (unsigned a : partialAxes)
    use(a);
  for (unsigned d = 0; d < getRank(); ++d)
    for (unsigned a : inner.dimAxes[d]) {
      if (!use(a))
        return fail("mesh axis #" + std::to_string(a) +
                    " is used by both shardings");
      dims[d].push_back(a);
    }
  for (unsigned a : inner.partialAxes) {
    if (!use(a))
      return fail("mesh axis #" + std::to_string(a) +
                  " is used by both shardings");
    partial.push_back(a);
  }
  Reduction k = isPartial() ? kind : inner.kind;
  Uneven u = (uneven == Uneven::Pad || inner.uneven == Uneven::Pad)
                 ? Uneven::Pad
                 : Uneven::Reject;
  return TensorSharding(std::move(dims), std::move(partial), k, u);
}

bool TensorSharding::refines(const TensorSharding &coarser) const {
  if (coarser.getRank() != getRank())
    return false;
  std::vector<unsigned> a = partialAxes, b = coarser.partialAxes;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  if (a != b || (!a.empty() && kind != coarser.kind))
    return false;
  for (unsigned d = 0; d < getRank(); ++d) {
    const auto &fine = dimAxes[d], &coarse = coarser.dimAxes[d];
    if (coarse.size() > fine.size() ||
        !std::equal(coarse.begin(), coarse.end(), fine.begin()))
      return false;
  }
  return true;
}

TensorSharding TensorSharding::commonPrefix(const TensorSharding &other) const {
  std::vector<std::vector<unsigned>> dims(getRank());
  for (unsigned d = 0; d < getRank() && d < other.getRank(); ++d) {
    const auto &x = dimAxes[d], &y = other.dimAxes[d];
    for (unsigned i = 0; i < x.size() && i < y.size() && x[i] == y[i]; ++i)
      dims[d].push_back(x[i]);
  }
  return TensorSharding(std::move(dims), {}, Reduction::Sum, uneven);
}

static const char *reductionName(Reduction kind) {
  switch (kind) {
  case Reduction::Sum:
    return "sum";
  case Reduction::Max:
    return "max";
  case Reduction::Min:
    return "min";
  }
  return "?";
}

std::string TensorSharding::toString(const MeshShape &mesh) const {
  auto axisList = [&](const std::vector<unsigned> &axes) {
    std::string s = "[";
    for (unsigned i = 0; i < axes.size(); ++i) {
      if (i)
        s += ", ";
      s += axes[i] < mesh.getRank() ? mesh.getAxisName(axes[i])
                                    : "#" + std::to_string(axes[i]);
    }
    return s + "]";
  };
  std::string s = "[";
  for (unsigned d = 0; d < dimAxes.size(); ++d) {
    if (d)
      s += ", ";
    s += axisList(dimAxes[d]);
  }
  s += "]";
  if (isPartial())
    s += std::string(" partial = ") + reductionName(kind) + " " +
         axisList(partialAxes);
  if (uneven == Uneven::Pad)
    s += " uneven = pad";
  return s;
}

} // namespace cleave
