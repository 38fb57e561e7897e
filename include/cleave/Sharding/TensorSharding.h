//===- TensorSharding.h - The sharding algebra ------------------*- C++ -*-===//
//
// How a global tensor is laid out over a mesh, and the questions every pass
// asks about it: local shapes, which block a device holds, which devices hold
// the same block, composition and comparison. Plain C++ so that the runtime
// can scatter and gather with the same arithmetic the compiler used.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SHARDING_TENSORSHARDING_H
#define CLEAVE_SHARDING_TENSORSHARDING_H

#include "cleave/Sharding/MeshShape.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cleave {

enum class Reduction { Sum, Max, Min };
enum class Uneven { Reject, Pad };

/// The block of one dimension a device holds: `[offset, offset + size)` of the
/// global dimension. With padding, `size` may be less than the local extent
/// (the rest is padding), even zero.
struct DimSlice {
  int64_t offset = 0;
  int64_t size = 0;
  bool operator==(const DimSlice &o) const {
    return offset == o.offset && size == o.size;
  }
};

/// A sharding in terms of mesh axis indices. Each mesh axis either splits one
/// dimension, makes the value partial, or replicates it.
class TensorSharding {
public:
  TensorSharding() = default;
  explicit TensorSharding(std::vector<std::vector<unsigned>> dimAxes,
                          std::vector<unsigned> partialAxes = {},
                          Reduction kind = Reduction::Sum,
                          Uneven uneven = Uneven::Reject);
  static TensorSharding replicated(unsigned rank);

  unsigned getRank() const { return dimAxes.size(); }
  const std::vector<unsigned> &getDimAxes(unsigned dim) const {
    return dimAxes[dim];
  }
  const std::vector<std::vector<unsigned>> &getAllDimAxes() const {
    return dimAxes;
  }
  const std::vector<unsigned> &getPartialAxes() const { return partialAxes; }
  Reduction getPartialKind() const { return kind; }
  Uneven getUneven() const { return uneven; }
  bool isPartial() const { return !partialAxes.empty(); }
  bool isReplicated() const;
  /// Axes neither splitting nor partial: devices along them hold copies.
  std::vector<unsigned> getReplicatedAxes(const MeshShape &mesh) const;
  /// Mesh axis -> dimension it splits, or -1.
  int getSplitDimOfAxis(unsigned axis) const;

  /// Structural checks against a mesh (and, when given, the global shape):
  /// axes exist, each used at most once, rank matches, splits divide unless
  /// padding was chosen. Returns an error message or the empty string.
  std::string verify(const MeshShape &mesh) const;
  std::string verify(const MeshShape &mesh,
                     const std::vector<int64_t> &globalShape) const;

  /// Number of blocks dimension `dim` is cut into.
  int64_t getShardCount(const MeshShape &mesh, unsigned dim) const;
  /// Local shape on every device (ceil division under padding). Dynamic
  /// dimensions (negative) stay dynamic.
  std::vector<int64_t> getLocalShape(const MeshShape &mesh,
                                     const std::vector<int64_t> &global) const;
  /// Block index along `dim` held by `device`.
  int64_t getShardIndex(const MeshShape &mesh, unsigned dim,
                        int64_t device) const;
  /// The global region `device` holds, one slice per dimension.
  std::vector<DimSlice> getShardSlice(const MeshShape &mesh,
                                      const std::vector<int64_t> &global,
                                      int64_t device) const;
  /// Devices holding the same data as `device` (same block, same partial
  /// summand index): its group over the replicated axes.
  std::vector<int64_t> getReplicas(const MeshShape &mesh, int64_t device) const;

  /// This sharding with every size-1 axis removed; equal normal forms mean
  /// the same layout.
  TensorSharding normalized(const MeshShape &mesh) const;
  /// Same layout on `mesh` (ignores size-1 axes).
  bool isEquivalent(const TensorSharding &other, const MeshShape &mesh) const;
  /// Splitting each block of this sharding further by `inner` (whose axes
  /// must be unused here) gives the returned sharding: per dimension the outer
  /// axes stay most significant. Partial axes are united (same kind). On a
  /// rank or kind mismatch or a reused axis, sets `error` and returns *this.
  TensorSharding compose(const TensorSharding &inner,
                         std::string *error = nullptr) const;
  /// True if every block of this sharding lies inside one block of `coarser`
  /// on every device: each dimension's axis list extends `coarser`'s, and the
  /// partial state is the same. Moving from `coarser` to this needs no
  /// communication, only a local slice.
  bool refines(const TensorSharding &coarser) const;
  /// Per dimension the longest common prefix of axes, no partial axes: the
  /// finest layout both can reach without moving data between devices.
  TensorSharding commonPrefix(const TensorSharding &other) const;

  bool operator==(const TensorSharding &o) const {
    return dimAxes == o.dimAxes && partialAxes == o.partialAxes &&
           (partialAxes.empty() || kind == o.kind) && uneven == o.uneven;
  }
  bool operator!=(const TensorSharding &o) const { return !(*this == o); }

  /// Readable form such as "[[dp], []] partial=sum[tp]", for messages.
  std::string toString(const MeshShape &mesh) const;

private:
  std::vector<std::vector<unsigned>> dimAxes;
  std::vector<unsigned> partialAxes;
  Reduction kind = Reduction::Sum;
  Uneven uneven = Uneven::Reject;
};

} // namespace cleave

#endif // CLEAVE_SHARDING_TENSORSHARDING_H
