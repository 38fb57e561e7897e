//===- HostPoolTest.cpp - The CPU target's device memory ------------------===//

#include "HostPool.h"

#include <gtest/gtest.h>

#include <sys/resource.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace {

using namespace cleave::runtime;

TEST(HostPool, CountsAlignsAndCaps) {
  std::string error;
  int64_t before = poolCurrentBytes();
  void *p = poolAllocate(1000, 64, error);
  ASSERT_NE(p, nullptr) << error;
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
  EXPECT_EQ(poolCurrentBytes(), before + 1000);
  EXPECT_GE(poolPeakBytes(), before + 1000);
  poolSetCapacity(before + 1500);
  EXPECT_EQ(poolAllocate(1000, 64, error), nullptr);
  EXPECT_NE(error.find("cannot hold 1000 more bytes"), std::string::npos);
  poolSetCapacity(0);
  poolFree(p);
  EXPECT_EQ(poolCurrentBytes(), before);
}

// A step allocates the same large buffers every call: a freed block is
// handed to the next allocation of its size (no page faults), whatever the
// alignment asked, and the counts are the same as without the cache.
TEST(HostPool, ReusesFreedLargeBlocks) {
  std::string error;
  const size_t bytes = 4 << 20;
  void *first = poolAllocate(bytes, 64, error);
  ASSERT_NE(first, nullptr) << error;
  std::memset(first, 1, bytes);
  int64_t inUse = poolCurrentBytes();
  poolFree(first);
  EXPECT_EQ(poolCurrentBytes(), inUse - int64_t(bytes));
  void *second = poolAllocate(bytes, 64, error);
  EXPECT_EQ(second, first);
  EXPECT_EQ(poolCurrentBytes(), inUse);
  std::memset(second, 2, bytes);
  // A host-pool buffer of the same block size may take it too, counted in
  // the host pool.
  poolFree(second);
  void *host = hostPoolAllocate(bytes, 64, error);
  ASSERT_NE(host, nullptr) << error;
  EXPECT_EQ(poolCurrentBytes(), inUse - int64_t(bytes));
  EXPECT_GE(hostPoolPeakBytes(), int64_t(bytes));
  poolFree(host);
}

// Blocks of every size are kept: glibc returned 16 freed 16 KiB blocks at
// the top of its heap to the system, and each call of a program with such
// temporaries faulted them in again (16 dependent 4096-element loops: 56
// us a call, 5.5 us with the blocks kept).
TEST(HostPool, ReusesFreedMidSizeBlocksWithoutPageFaults) {
  std::string error;
  auto round = [&] {
    std::vector<void *> blocks;
    for (int i = 0; i < 16; ++i) {
      blocks.push_back(poolAllocate(16 << 10, 64, error));
      ASSERT_NE(blocks.back(), nullptr) << error;
      std::memset(blocks.back(), i, 16 << 10);
    }
    for (void *block : blocks)
      poolFree(block);
  };
  round();
  rusage before, after;
  getrusage(RUSAGE_SELF, &before);
  round();
  getrusage(RUSAGE_SELF, &after);
  EXPECT_LE(after.ru_minflt - before.ru_minflt, 2);
}

} // namespace
