//===- HostCopiesTest.cpp - The CPU target's copy thread ------------------===//

#include "cleave/runtime_codegen.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

intptr_t address(const void *p) { return reinterpret_cast<intptr_t>(p); }

TEST(HostCopies, SmallCopyWithNothingQueuedIsDoneAtOnce) {
  std::vector<float> src(16, 3.0f), dst(16, 0.0f);
  int64_t ticket = __cleave_host_copy_async(
      address(dst.data()), address(src.data()), int64_t(src.size() * 4));
  EXPECT_EQ(ticket, 0);
  EXPECT_EQ(dst[15], 3.0f);
  __cleave_host_copy_join(ticket);
}

TEST(HostCopies, LargeCopyRunsOnTheThreadAndJoins) {
  std::vector<float> src(1 << 20, 2.0f), dst(1 << 20, 0.0f);
  int64_t ticket = __cleave_host_copy_async(
      address(dst.data()), address(src.data()), int64_t(src.size() * 4));
  EXPECT_GT(ticket, 0);
  __cleave_host_copy_join(ticket);
  EXPECT_EQ(dst.front(), 2.0f);
  EXPECT_EQ(dst.back(), 2.0f);
}

// A small copy issued while a large one is queued reads what the large one
// writes (an activation's copy back behind its copy out): it must queue
// behind it, not run at once.
TEST(HostCopies, SmallCopyBehindAQueuedOneKeepsOrder) {
  for (int round = 0; round < 20; ++round) {
    std::vector<float> device(1 << 20, float(round + 1));
    std::vector<float> host(1 << 20, 0.0f), back(8, -1.0f);
    int64_t out = __cleave_host_copy_async(
        address(host.data()), address(device.data()), int64_t(host.size() * 4));
    int64_t in = __cleave_host_copy_async(
        address(back.data()), address(host.data() + host.size() - 8),
        int64_t(back.size() * 4));
    __cleave_host_copy_join(in);
    __cleave_host_copy_join(out);
    EXPECT_EQ(back[7], float(round + 1)) << "round " << round;
  }
}

} // namespace
