//===- MemrefCopyTest.cpp - memref.copy between strided buffers -----------===//
//
// memrefCopy against an element-by-element reference on random views:
// transposes, interleavings, unit and broadcast dimensions, every element
// size generated code uses, rank 0 and ranks past the fast path's 8.
//
//===----------------------------------------------------------------------===//

#include "cleave/runtime_codegen.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

namespace {

/// A strided view of a byte buffer, as MLIR's descriptor holds it.
struct View {
  std::vector<int64_t> sizes, strides;
  int64_t offset = 0;
};

/// {allocated, aligned, offset, sizes..., strides...}
std::vector<int64_t> descriptor(char *base, const View &v) {
  std::vector<int64_t> d = {int64_t(reinterpret_cast<intptr_t>(base)),
                            int64_t(reinterpret_cast<intptr_t>(base)),
                            v.offset};
  d.insert(d.end(), v.sizes.begin(), v.sizes.end());
  d.insert(d.end(), v.strides.begin(), v.strides.end());
  return d;
}

void callCopy(int64_t bytes, char *src, const View &s, char *dst,
              const View &d) {
  struct Unranked {
    int64_t rank;
    int64_t *descriptor;
  };
  std::vector<int64_t> sd = descriptor(src, s), dd = descriptor(dst, d);
  Unranked us{int64_t(s.sizes.size()), sd.data()};
  Unranked ud{int64_t(d.sizes.size()), dd.data()};
  memrefCopy(bytes, &us, &ud);
}

void referenceCopy(int64_t bytes, const char *src, const View &s, char *dst,
                   const View &d) {
  int64_t n = 1;
  for (int64_t size : s.sizes)
    n *= size;
  for (int64_t linear = 0; linear < n; ++linear) {
    int64_t rest = linear, so = s.offset, doff = d.offset;
    for (int64_t i = int64_t(s.sizes.size()) - 1; i >= 0; --i) {
      int64_t index = rest % s.sizes[i];
      rest /= s.sizes[i];
      so += index * s.strides[i];
      doff += index * d.strides[i];
    }
    std::memcpy(dst + doff * bytes, src + so * bytes, size_t(bytes));
  }
}

/// A view of `sizes` whose dimensions are laid out in `order` (outermost
/// first), each padded by `pad[i]` elements, at `offset`: the span it needs.
int64_t layout(View &v, const std::vector<int64_t> &order,
               const std::vector<int64_t> &pad, int64_t offset) {
  v.strides.assign(v.sizes.size(), 0);
  int64_t stride = 1;
  for (int64_t k = int64_t(order.size()) - 1; k >= 0; --k) {
    int64_t dim = order[k];
    v.strides[dim] = stride;
    stride *= v.sizes[dim] + pad[dim];
  }
  v.offset = offset;
  return offset + stride;
}

void checkRandomCopy(std::mt19937 &rng, int64_t rank, int64_t bytes) {
  // Up to 5 per dimension below rank 7, 3 above (3^10 elements at most).
  std::uniform_int_distribution<int64_t> size(1, rank < 7 ? 5 : 3),
      padding(0, 2), offset(0, 3);
  View s, d;
  for (int64_t i = 0; i < rank; ++i)
    s.sizes.push_back(size(rng));
  d.sizes = s.sizes;
  std::vector<int64_t> sOrder(rank), dOrder(rank), sPad, dPad;
  std::iota(sOrder.begin(), sOrder.end(), 0);
  dOrder = sOrder;
  if (rng() % 2)
    std::shuffle(sOrder.begin(), sOrder.end(), rng);
  if (rng() % 2)
    std::shuffle(dOrder.begin(), dOrder.end(), rng);
  for (int64_t i = 0; i < rank; ++i) {
    sPad.push_back(rng() % 3 ? 0 : padding(rng));
    dPad.push_back(rng() % 3 ? 0 : padding(rng));
  }
  int64_t sSpan = layout(s, sOrder, sPad, offset(rng));
  int64_t dSpan = layout(d, dOrder, dPad, offset(rng));
  std::vector<char> src(size_t(sSpan * bytes)), got(size_t(dSpan * bytes)),
      want;
  for (char &c : src)
    c = char(rng());
  for (char &c : got)
    c = char(rng());
  want = got;
  callCopy(bytes, src.data(), s, got.data(), d);
  referenceCopy(bytes, src.data(), s, want.data(), d);
  ASSERT_EQ(got, want) << "rank " << rank << ", " << bytes << "-byte elements";
}

TEST(MemrefCopy, MatchesElementByElementOnRandomViews) {
  std::mt19937 rng(7);
  for (int64_t bytes : {1, 2, 4, 8, 16})
    for (int64_t rank = 0; rank <= 10; ++rank)
      for (int trial = 0; trial < 20; ++trial)
        checkRandomCopy(rng, rank, bytes);
}

TEST(MemrefCopy, InterleavesHalvesAsRotaryEmbeddingsDo) {
  // 4x8x4x1 contiguous into every other element of 4x8x4x2 (offset 1).
  std::vector<float> src(128), dst(256, -1.0f);
  std::iota(src.begin(), src.end(), 0.0f);
  View s{{4, 8, 4, 1}, {32, 4, 1, 1}, 0}, d{{4, 8, 4, 1}, {64, 8, 2, 1}, 1};
  callCopy(4, reinterpret_cast<char *>(src.data()), s,
           reinterpret_cast<char *>(dst.data()), d);
  for (int i = 0; i < 128; ++i) {
    EXPECT_EQ(dst[2 * i + 1], float(i));
    EXPECT_EQ(dst[2 * i], -1.0f);
  }
}

TEST(MemrefCopy, EmptyViewCopiesNothing) {
  std::vector<float> src(4, 1.0f), dst(4, 0.0f);
  View v{{2, 0}, {2, 1}, 0};
  callCopy(4, reinterpret_cast<char *>(src.data()), v,
           reinterpret_cast<char *>(dst.data()), v);
  EXPECT_EQ(dst, std::vector<float>(4, 0.0f));
}

} // namespace
