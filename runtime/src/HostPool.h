//===- HostPool.h - The CPU target's device memory, counted ---------------===//
//
// Every allocation CPU generated code makes (memref.alloc, lowered to
// MLIR's generic allocation functions) and every buffer a runner allocates
// for a CPU artifact goes through this pool: current and peak bytes, and an
// optional capacity (the compile's memory budget) that fails an allocation
// instead of exceeding it. One pool per process (generated code passes no
// context), thread-safe.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_HOSTPOOL_H
#define CLEAVE_RUNTIME_HOSTPOOL_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace cleave::runtime {

/// `bytes` aligned to `alignment` (a power of two); nullptr with `error`
/// set when the capacity would be exceeded or the system has no memory.
void *poolAllocate(size_t bytes, size_t alignment, std::string &error);
/// Frees a buffer of either pool.
void poolFree(void *pointer);
/// Host-placed buffers (offloaded inputs): counted in their own pool,
/// outside the device pool's current, peak and capacity.
void *hostPoolAllocate(size_t bytes, size_t alignment, std::string &error);
int64_t hostPoolPeakBytes();
/// 0: no capacity. `uncounted`: bytes in use that the capacity does not
/// cover (other artifacts' values held in this process).
void poolSetCapacity(int64_t bytes, int64_t uncounted = 0);
/// The bytes the device pool counts for `pointer` (0 for a host buffer).
int64_t poolBufferBytes(void *pointer);
int64_t poolCapacity();
int64_t poolCurrentBytes();
int64_t poolPeakBytes();

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_HOSTPOOL_H
