//===- HostPool.cpp - The CPU target's device memory, counted -------------===//

#include "HostPool.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace cleave::runtime {
namespace {

std::atomic<int64_t> current{0}, peak{0}, capacity{0};
// Host-placed buffers (offloaded inputs): counted apart, never capped.
std::atomic<int64_t> hostCurrent{0}, hostPeak{0};

/// Before each block: where malloc's block starts and the bytes counted.
struct Header {
  void *base;
  int64_t bytes;
};

} // namespace

void *poolAllocate(size_t bytes, size_t alignment, std::string &error) {
  if (alignment < alignof(Header))
    alignment = alignof(Header);
  int64_t size = int64_t(bytes);
  int64_t now = current.fetch_add(size) + size;
  int64_t cap = capacity.load();
  if (cap > 0 && now > cap) {
    current.fetch_sub(size);
    error = "the device pool's capacity of " + std::to_string(cap) +
            " bytes (the memory budget) cannot hold " + std::to_string(size) +
            " more bytes (" + std::to_string(now - size) + " in use)";
    return nullptr;
  }
  void *base = std::malloc(bytes + alignment + sizeof(Header));
  if (!base) {
    current.fetch_sub(size);
    error = "out of memory allocating " + std::to_string(size) + " bytes";
    return nullptr;
  }
  uintptr_t start = uintptr_t(base) + sizeof(Header);
  uintptr_t aligned = (start + alignment - 1) & ~uintptr_t(alignment - 1);
  Header header{base, size};
  std::memcpy(reinterpret_cast<void *>(aligned - sizeof(Header)), &header,
              sizeof(Header));
  for (int64_t seen = peak.load();
       now > seen && !peak.compare_exchange_weak(seen, now);)
    ;
  static const bool trace = std::getenv("CLEAVE_POOL_TRACE") != nullptr;
  if (trace)
    std::fprintf(stderr, "cleave pool: +%lld bytes (align %zu), %lld in use\n",
                 (long long)size, alignment, (long long)now);
  return reinterpret_cast<void *>(aligned);
}

void poolFree(void *pointer) {
  if (!pointer)
    return;
  Header header;
  std::memcpy(&header, static_cast<char *>(pointer) - sizeof(Header),
              sizeof(Header));
  // A host buffer's header holds its size negated.
  if (header.bytes < 0)
    hostCurrent.fetch_sub(-header.bytes);
  else
    current.fetch_sub(header.bytes);
  std::free(header.base);
}

void *hostPoolAllocate(size_t bytes, size_t alignment, std::string &error) {
  if (alignment < alignof(Header))
    alignment = alignof(Header);
  void *base = std::malloc(bytes + alignment + sizeof(Header));
  if (!base) {
    error = "out of host memory allocating " + std::to_string(bytes) + " bytes";
    return nullptr;
  }
  uintptr_t start = uintptr_t(base) + sizeof(Header);
  uintptr_t aligned = (start + alignment - 1) & ~uintptr_t(alignment - 1);
  Header header{base, -int64_t(bytes)};
  std::memcpy(reinterpret_cast<void *>(aligned - sizeof(Header)), &header,
              sizeof(Header));
  int64_t now = hostCurrent.fetch_add(int64_t(bytes)) + int64_t(bytes);
  for (int64_t seen = hostPeak.load();
       now > seen && !hostPeak.compare_exchange_weak(seen, now);)
    ;
  return reinterpret_cast<void *>(aligned);
}

int64_t hostPoolPeakBytes() { return hostPeak; }

void poolSetCapacity(int64_t bytes) { capacity = bytes > 0 ? bytes : 0; }
int64_t poolCapacity() { return capacity; }
int64_t poolCurrentBytes() { return current; }
int64_t poolPeakBytes() { return peak; }

} // namespace cleave::runtime
