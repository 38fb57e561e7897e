//===- MemrefCopy.cpp - memref.copy between strided buffers ---------------===//
//
// MLIR's memref-to-LLVM lowering calls memrefCopy for a copy it cannot do
// with one memcpy (a strided source or destination: an interleaving
// insert_slice, a transposed view). Generated code may call it dozens of
// times per step, so it merges contiguous dimensions first, then copies the
// innermost run with one memcpy when both sides are unit-stride and with a
// typed loop otherwise (not a memcpy call per element).
//
//===----------------------------------------------------------------------===//

#include "cleave/runtime_codegen.h"

#include <cstring>
#include <vector>

namespace {

struct Dim {
  int64_t size, src, dst;
};

template <typename T>
void copyRun(char *dst, const char *src, int64_t n, int64_t dStride,
             int64_t sStride) {
  auto *d = reinterpret_cast<T *>(dst);
  auto *s = reinterpret_cast<const T *>(src);
  for (int64_t i = 0; i < n; ++i)
    std::memcpy(d + i * dStride, s + i * sStride, sizeof(T));
}

/// Copies `n` elements of `bytes` bytes, `sStride`/`dStride` elements apart.
void copyInnermost(char *dst, const char *src, int64_t n, int64_t dStride,
                   int64_t sStride, int64_t bytes) {
  if (dStride == 1 && sStride == 1) {
    // memmove: a degenerate copy of a buffer onto itself overlaps.
    std::memmove(dst, src, size_t(n * bytes));
    return;
  }
  switch (bytes) {
  case 1:
    return copyRun<uint8_t>(dst, src, n, dStride, sStride);
  case 2:
    return copyRun<uint16_t>(dst, src, n, dStride, sStride);
  case 4:
    return copyRun<uint32_t>(dst, src, n, dStride, sStride);
  case 8:
    return copyRun<uint64_t>(dst, src, n, dStride, sStride);
  default:
    for (int64_t i = 0; i < n; ++i)
      std::memcpy(dst + i * dStride * bytes, src + i * sStride * bytes,
                  size_t(bytes));
  }
}

} // namespace

extern "C" void memrefCopy(int64_t element_size, void *src, void *dst) {
  struct Unranked {
    int64_t rank;
    int64_t *descriptor; // allocated, aligned, offset, sizes..., strides...
  };
  auto *s = static_cast<Unranked *>(src);
  auto *d = static_cast<Unranked *>(dst);
  int64_t rank = s->rank;
  const int64_t *sizes = s->descriptor + 3;
  const int64_t *sStrides = s->descriptor + 3 + rank;
  const int64_t *dStrides = d->descriptor + 3 + rank;
  char *sBase = reinterpret_cast<char *>(s->descriptor[1]) +
                s->descriptor[2] * element_size;
  char *dBase = reinterpret_cast<char *>(d->descriptor[1]) +
                d->descriptor[2] * element_size;
  // Dimensions outermost first, without unit ones; a dimension merges into
  // the next inner one when both sides step over it as one run.
  Dim small[8];
  std::vector<Dim> large;
  Dim *dims = small;
  if (rank > 8) {
    large.resize(rank);
    dims = large.data();
  }
  int64_t count = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] == 0)
      return;
    if (sizes[i] != 1)
      dims[count++] = {sizes[i], sStrides[i], dStrides[i]};
  }
  if (count == 0) {
    std::memcpy(dBase, sBase, size_t(element_size));
    return;
  }
  int64_t merged = 0;
  for (int64_t i = 1; i < count; ++i) {
    Dim &outer = dims[merged];
    const Dim &inner = dims[i];
    if (outer.src == inner.src * inner.size &&
        outer.dst == inner.dst * inner.size)
      outer = {outer.size * inner.size, inner.src, inner.dst};
    else
      dims[++merged] = inner;
  }
  count = merged + 1;
  const Dim &last = dims[count - 1];
  // An odometer over the outer dimensions, the innermost as one run.
  int64_t indexSmall[8] = {0};
  std::vector<int64_t> indexLarge;
  int64_t *index = indexSmall;
  if (count > 8) {
    indexLarge.assign(count, 0);
    index = indexLarge.data();
  }
  char *sp = sBase, *dp = dBase;
  while (true) {
    copyInnermost(dp, sp, last.size, last.dst, last.src, element_size);
    int64_t i = count - 2;
    for (; i >= 0; --i) {
      sp += dims[i].src * element_size;
      dp += dims[i].dst * element_size;
      if (++index[i] < dims[i].size)
        break;
      sp -= dims[i].src * dims[i].size * element_size;
      dp -= dims[i].dst * dims[i].size * element_size;
      index[i] = 0;
    }
    if (i < 0)
      return;
  }
}
