//===- Exchange.cpp - Global tensors to shards and back -------------------===//

#include "Exchange.h"

#include "Backend.h"
#include "HalfFloat.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace cleave::runtime {

namespace {

/// Copies the region `slice` between a global row-major array and a local
/// one (local index = global index - offset); `toLocal` picks the direction.
void copyRegion(char *global, const std::vector<int64_t> &globalShape,
                char *local, const std::vector<int64_t> &localShape,
                const std::vector<DimSlice> &slice, size_t esize,
                bool toLocal) {
  size_t rank = globalShape.size();
  for (const DimSlice &s : slice)
    if (s.size == 0)
      return;
  if (rank == 0) {
    toLocal ? std::memcpy(local, global, esize)
            : std::memcpy(global, local, esize);
    return;
  }
  std::vector<int64_t> index(rank - 1, 0);
  size_t rowBytes = slice[rank - 1].size * esize;
  while (true) {
    int64_t g = 0, l = 0;
    for (size_t d = 0; d + 1 < rank; ++d) {
      g = g * globalShape[d] + slice[d].offset + index[d];
      l = l * localShape[d] + index[d];
    }
    g = g * globalShape[rank - 1] + slice[rank - 1].offset;
    l = l * localShape[rank - 1];
    if (toLocal)
      std::memcpy(local + l * esize, global + g * esize, rowBytes);
    else
      std::memcpy(global + g * esize, local + l * esize, rowBytes);
    int d = int(rank) - 2;
    for (; d >= 0; --d) {
      if (++index[d] < slice[d].size)
        break;
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// Calls `f(globalIndex, localIndex)` for every element of `slice`.
template <typename F>
void forEachElement(const std::vector<int64_t> &globalShape,
                    const std::vector<int64_t> &localShape,
                    const std::vector<DimSlice> &slice, F f) {
  int64_t count = 1;
  for (const DimSlice &s : slice)
    count *= s.size;
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t rest = linear, g = 0, l = 0, gStride = 1, lStride = 1;
    for (int d = int(globalShape.size()) - 1; d >= 0; --d) {
      int64_t i = rest % slice[d].size;
      rest /= slice[d].size;
      g += (slice[d].offset + i) * gStride;
      l += i * lStride;
      gStride *= globalShape[d];
      lStride *= localShape[d];
    }
    f(g, l);
  }
}

/// Whether `device`'s block is the one replica of its block that assembly
/// takes: coordinate 0 on every axis the tensor is replicated over, except
/// the pipeline axis, where only the owner stage computed the output (the
/// other stages' replicas were never written).
bool isTakenReplica(const TensorManifest &t, const MeshShape &mesh,
                    const std::vector<unsigned> &replicated, int64_t device) {
  std::vector<int64_t> coords = mesh.getCoordinates(device);
  return std::all_of(replicated.begin(), replicated.end(), [&](unsigned a) {
    int64_t taken = int64_t(a) == t.pipelineAxis ? t.ownerStage : 0;
    return coords[a] == taken;
  });
}

template <typename T> T combine(T a, T b, Reduction kind) {
  return kind == Reduction::Sum   ? T(a + b)
         : kind == Reduction::Max ? std::max(a, b)
                                  : std::min(a, b);
}

template <typename T> T identity(Reduction kind) {
  return kind == Reduction::Sum   ? T(0)
         : kind == Reduction::Max ? std::numeric_limits<T>::lowest()
                                  : std::numeric_limits<T>::max();
}

/// Combines every device's block of a partial output of element type T
/// (stored as `Stored`, widened by `load` and narrowed by `store`).
template <typename T, typename Stored, typename Load, typename Store>
void combineBlocks(const TensorManifest &t, const MeshShape &mesh,
                   const Stored *blocks, Stored *global, Load load,
                   Store store) {
  Reduction kind = t.sharding.getPartialKind();
  std::vector<T> acc(t.globalElements, identity<T>(kind));
  std::vector<unsigned> replicated = t.sharding.getReplicatedAxes(mesh);
  for (int64_t d = 0; d < mesh.getNumDevices(); ++d) {
    if (!isTakenReplica(t, mesh, replicated, d))
      continue; // a copy of a block already counted, or not computed
    const Stored *block = blocks + d * t.localElements;
    forEachElement(t.globalShape, t.localShape,
                   t.sharding.getShardSlice(mesh, t.globalShape, d),
                   [&](int64_t g, int64_t l) {
                     acc[g] = combine(acc[g], load(block[l]), kind);
                   });
  }
  for (int64_t i = 0; i < t.globalElements; ++i)
    global[i] = store(acc[i]);
}

template <typename T> T same(T v) { return v; }

} // namespace

void scatterShard(const TensorManifest &t, const MeshShape &mesh,
                  int64_t device, const void *global, void *local) {
  size_t esize = dtypeSize(t.dtype);
  std::memset(local, 0, t.localElements * esize);
  // Of a partial sum, only the first device of each partial group holds the
  // value: the others' zeros make the sum come out right.
  bool holder = true;
  std::vector<int64_t> coords = mesh.getCoordinates(device);
  for (unsigned a : t.sharding.getPartialAxes())
    holder &= coords[a] == 0;
  if (!holder && t.sharding.getPartialKind() == Reduction::Sum)
    return;
  copyRegion(const_cast<char *>(static_cast<const char *>(global)),
             t.globalShape, static_cast<char *>(local), t.localShape,
             t.sharding.getShardSlice(mesh, t.globalShape, device), esize,
             /*toLocal=*/true);
}

void assembleGlobal(const TensorManifest &t, const MeshShape &mesh,
                    const void *blocks, void *global) {
  if (t.sharding.isPartial()) {
    switch (t.dtype) {
    case CLEAVE_F32:
      return combineBlocks<float>(t, mesh, static_cast<const float *>(blocks),
                                  static_cast<float *>(global), same<float>,
                                  same<float>);
    case CLEAVE_F64:
      return combineBlocks<double>(t, mesh, static_cast<const double *>(blocks),
                                   static_cast<double *>(global), same<double>,
                                   same<double>);
    case CLEAVE_I32:
      return combineBlocks<int32_t>(
          t, mesh, static_cast<const int32_t *>(blocks),
          static_cast<int32_t *>(global), same<int32_t>, same<int32_t>);
    case CLEAVE_I64:
      return combineBlocks<int64_t>(
          t, mesh, static_cast<const int64_t *>(blocks),
          static_cast<int64_t *>(global), same<int64_t>, same<int64_t>);
    case CLEAVE_F16:
      return combineBlocks<float>(
          t, mesh, static_cast<const uint16_t *>(blocks),
          static_cast<uint16_t *>(global), Fp16::toFloat, Fp16::fromFloat);
    case CLEAVE_BF16:
      return combineBlocks<float>(
          t, mesh, static_cast<const uint16_t *>(blocks),
          static_cast<uint16_t *>(global), Bf16::toFloat, Bf16::fromFloat);
    default:
      return; // the manifest reader admits no other dtype
    }
  }
  size_t esize = dtypeSize(t.dtype);
  std::memset(global, 0, t.globalElements * esize);
  std::vector<unsigned> replicated = t.sharding.getReplicatedAxes(mesh);
  for (int64_t d = 0; d < mesh.getNumDevices(); ++d) {
    if (!isTakenReplica(t, mesh, replicated, d))
      continue; // a replica of a device already taken, or not computed
    const char *block =
        static_cast<const char *>(blocks) + d * t.localElements * esize;
    copyRegion(static_cast<char *>(global), t.globalShape,
               const_cast<char *>(block), t.localShape,
               t.sharding.getShardSlice(mesh, t.globalShape, d), esize,
               /*toLocal=*/false);
  }
}

} // namespace cleave::runtime
