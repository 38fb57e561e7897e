//===- HostPool.cpp - The CPU target's device memory, counted -------------===//

#include "HostPool.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <vector>

namespace cleave::runtime {
namespace {

std::atomic<int64_t> current{0}, peak{0}, capacity{0}, uncounted{0};
// Host-placed buffers (offloaded inputs): counted apart, never capped.
std::atomic<int64_t> hostCurrent{0}, hostPeak{0};

/// Before each block: where malloc's block starts, its size, and the
/// bytes counted.
struct Header {
  void *base;
  size_t blockBytes;
  int64_t bytes;
};

/// Freed blocks, kept by size for the next allocation of that size. A
/// step allocates the same buffers every call; through malloc, glibc
/// returned them to the system and every call faulted their pages in
/// again (a 2-layer MLP training step, 1024 tokens, hidden 256: 48 ms of
/// which 13 ms were page faults and zeroing, 35 ms with the blocks kept).
/// Small blocks too: freed at the top of glibc's heap they are trimmed
/// alike (16 dependent loops on 16 KiB temporaries: 56 us a call, 5.5 us
/// with their blocks kept).
class BlockCache {
public:
  /// A block of `blockBytes`; on a miss, cached blocks are freed first
  /// while they and the pools' `inUse` bytes would exceed `limit`.
  void *take(size_t blockBytes, size_t inUse, size_t limit) {
    std::vector<void *> evicted;
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = free.find(blockBytes);
      if (it != free.end() && !it->second.empty()) {
        void *block = it->second.back();
        it->second.pop_back();
        cachedBytes -= blockBytes;
        return block;
      }
      // Smallest first: a miss of a small block should not cost a large
      // one its pages.
      while (!free.empty() && cachedBytes + inUse + blockBytes > limit) {
        auto smallest = free.begin();
        if (smallest->second.empty()) {
          free.erase(smallest);
          continue;
        }
        evicted.push_back(smallest->second.back());
        smallest->second.pop_back();
        cachedBytes -= smallest->first;
      }
    }
    for (void *block : evicted)
      std::free(block);
    return std::malloc(blockBytes);
  }
  /// Keeps `block` while the cache and the pools' `inUse` bytes stay
  /// within `limit` (the pools' peaks: what the program needed at once),
  /// else frees it.
  void give(void *block, size_t blockBytes, size_t inUse, size_t limit) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (cachedBytes + inUse + blockBytes <= limit) {
        free[blockBytes].push_back(block);
        cachedBytes += blockBytes;
        return;
      }
    }
    std::free(block);
  }

private:
  std::mutex mutex;
  std::map<size_t, std::vector<void *>> free;
  size_t cachedBytes = 0;
};

BlockCache &blocks() {
  // Never destroyed: generated code may free buffers during exit.
  static auto *cache = new BlockCache;
  return *cache;
}

/// What the cache may hold with the blocks in use: the pools' peaks, an
/// eighth more for the blocks' alignment and headers, and 1 MiB for small
/// blocks, whose alignment and headers may be more than an eighth.
size_t cacheLimit() {
  return size_t(peak.load() + hostPeak.load()) * 9 / 8 + (size_t(1) << 20);
}
/// The pools' bytes in use, less `excluding` (a block being allocated,
/// already counted); never below 0 while other threads free.
size_t inUseBytes(int64_t excluding = 0) {
  return size_t(
      std::max<int64_t>(0, current.load() + hostCurrent.load() - excluding));
}

/// A block of `bytes` aligned to `alignment` with its header before it
/// (`counted`: the bytes the pool counts, negated for the host pool;
/// `inUse`: the pools' bytes in use besides it).
void *carve(size_t bytes, size_t alignment, int64_t counted, size_t inUse) {
  if (alignment < alignof(Header))
    alignment = alignof(Header);
  size_t blockBytes = bytes + alignment + sizeof(Header);
  void *base = blocks().take(blockBytes, inUse, cacheLimit());
  if (!base)
    return nullptr;
  uintptr_t start = uintptr_t(base) + sizeof(Header);
  uintptr_t aligned = (start + alignment - 1) & ~uintptr_t(alignment - 1);
  Header header{base, blockBytes, counted};
  std::memcpy(reinterpret_cast<void *>(aligned - sizeof(Header)), &header,
              sizeof(Header));
  return reinterpret_cast<void *>(aligned);
}

} // namespace

void *poolAllocate(size_t bytes, size_t alignment, std::string &error) {
  int64_t size = int64_t(bytes);
  int64_t now = current.fetch_add(size) + size;
  int64_t cap = capacity.load(), others = uncounted.load();
  if (cap > 0 && now - others > cap) {
    current.fetch_sub(size);
    error = "the device pool's capacity of " + std::to_string(cap) +
            " bytes (the memory budget) cannot hold " + std::to_string(size) +
            " more bytes (" + std::to_string(now - size - others) + " in use" +
            (others > 0 ? ", besides " + std::to_string(others) +
                              " bytes of other artifacts' values"
                        : std::string()) +
            ")";
    return nullptr;
  }
  void *pointer = carve(bytes, alignment, size, inUseBytes(size));
  if (!pointer) {
    current.fetch_sub(size);
    error = "out of memory allocating " + std::to_string(size) + " bytes";
    return nullptr;
  }
  for (int64_t seen = peak.load();
       now > seen && !peak.compare_exchange_weak(seen, now);)
    ;
  static const bool trace = std::getenv("CLEAVE_POOL_TRACE") != nullptr;
  if (trace)
    std::fprintf(stderr, "cleave pool: +%lld bytes (align %zu), %lld in use\n",
                 (long long)size, alignment, (long long)now);
  return pointer;
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
  blocks().give(header.base, header.blockBytes, inUseBytes(), cacheLimit());
}

void *hostPoolAllocate(size_t bytes, size_t alignment, std::string &error) {
  void *pointer = carve(bytes, alignment, -int64_t(bytes), inUseBytes());
  if (!pointer) {
    error = "out of host memory allocating " + std::to_string(bytes) + " bytes";
    return nullptr;
  }
  int64_t now = hostCurrent.fetch_add(int64_t(bytes)) + int64_t(bytes);
  for (int64_t seen = hostPeak.load();
       now > seen && !hostPeak.compare_exchange_weak(seen, now);)
    ;
  return pointer;
}

int64_t hostPoolPeakBytes() { return hostPeak; }

void poolSetCapacity(int64_t bytes, int64_t others) {
  capacity = bytes > 0 ? bytes : 0;
  uncounted = std::max<int64_t>(0, others);
}

int64_t poolBufferBytes(void *pointer) {
  if (!pointer)
    return 0;
  Header header;
  std::memcpy(&header, static_cast<char *>(pointer) - sizeof(Header),
              sizeof(Header));
  return std::max<int64_t>(0, header.bytes);
}
int64_t poolCapacity() { return capacity; }
int64_t poolCurrentBytes() { return current; }
int64_t poolPeakBytes() { return peak; }

} // namespace cleave::runtime
