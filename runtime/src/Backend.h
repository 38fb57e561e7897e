//===- Backend.h - What a collective engine must provide --------*- C++ -*-===//
//
// The runtime does layout work (packing blocks of non-leading dimensions)
// once, above this interface; a backend moves contiguous bytes and reduces
// contiguous elements within a group. MPI and NCCL implement it.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_BACKEND_H
#define CLEAVE_RUNTIME_BACKEND_H

#include "cleave/runtime.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

struct cleave_status {
  cleave_status_code_t code;
  std::string message;
};

namespace cleave::runtime {

cleave_status_t makeStatus(cleave_status_code_t code, std::string message);
size_t dtypeSize(cleave_dtype_t dtype);

/// The devices of one group, ordered by index in the group.
class Group {
public:
  virtual ~Group() = default;
  virtual int64_t size() const = 0;
  virtual int64_t index() const = 0;
  virtual cleave_status_t allReduce(const void *in, void *out, int64_t count,
                                    cleave_dtype_t dtype,
                                    cleave_reduction_t reduction) = 0;
  /// out = concatenation of every member's `bytes` in group order.
  virtual cleave_status_t allGather(const void *in, void *out,
                                    int64_t bytes) = 0;
  /// in holds size() blocks of `count` elements; member i gets the reduction
  /// of everyone's block i.
  virtual cleave_status_t reduceScatter(const void *in, void *out,
                                        int64_t count, cleave_dtype_t dtype,
                                        cleave_reduction_t reduction) = 0;
  /// Block j of `bytes` goes to member j; out holds blocks by source.
  virtual cleave_status_t allToAll(const void *in, void *out,
                                   int64_t bytes) = 0;
  /// Sends to `target` and receives from `source` (-1: none).
  virtual cleave_status_t sendRecv(const void *in, int64_t target, void *out,
                                   int64_t source, int64_t bytes) = 0;
  virtual cleave_status_t broadcast(void *buffer, int64_t bytes,
                                    int64_t root) = 0;
  /// May return before the peer receives (the caller may reuse `buffer` at
  /// once); flush() completes such sends.
  virtual cleave_status_t send(const void *buffer, int64_t bytes, int64_t peer,
                               int64_t tag) = 0;
  virtual cleave_status_t recv(void *buffer, int64_t bytes, int64_t peer,
                               int64_t tag) = 0;
  /// Waits for every send still in flight.
  virtual cleave_status_t flush() { return nullptr; }
  /// Collective over this group's members only (not all ranks): members
  /// with the same `color` form a group, ordered by `key`.
  virtual cleave_status_t split(int64_t color, int64_t key,
                                std::unique_ptr<Group> &out) {
    return makeStatus(CLEAVE_UNAVAILABLE, "this backend cannot split a group");
  }
};

class Backend {
public:
  virtual ~Backend() = default;
  virtual int64_t rank() const = 0;
  virtual int64_t size() const = 0;
  /// Collective over all ranks: ranks with the same `color` form a group,
  /// ordered by `key`.
  virtual cleave_status_t split(int64_t color, int64_t key,
                                std::unique_ptr<Group> &out) = 0;
  [[noreturn]] virtual void abort(const std::string &message) = 0;
  /// Collective over all ranks: `all` is whether `ok` holds on every rank.
  /// One process has nothing to agree with.
  virtual cleave_status_t agree(bool ok, bool &all) {
    all = ok;
    return nullptr;
  }
  /// Failures learnt asynchronously (cleave_mesh_poll); none on the host.
  virtual cleave_status_t poll() { return nullptr; }
  /// The device stream waits for an asynchronous collective
  /// (cleave_mesh_join); host collectives are complete on return.
  virtual cleave_status_t join(int64_t ticket) { return nullptr; }

  /// Scratch memory the collectives can read and write: host memory here, a
  /// device backend's own memory otherwise. nullptr when exhausted.
  virtual void *allocate(size_t bytes) {
    return std::malloc(bytes ? bytes : 1);
  }
  virtual void release(void *memory) { std::free(memory); }
  /// Copies `height` rows of `width` bytes from `src` (rows `srcPitch`
  /// apart) to `dst` (rows `dstPitch` apart), in the backend's memory.
  virtual cleave_status_t copy2D(void *dst, size_t dstPitch, const void *src,
                                 size_t srcPitch, size_t width, size_t height) {
    for (size_t row = 0; row < height; ++row)
      std::memcpy(static_cast<char *>(dst) + row * dstPitch,
                  static_cast<const char *>(src) + row * srcPitch, width);
    return nullptr;
  }
};

/// Collective over the ranks of `mesh` (all of the job's): `all` is whether
/// `ok` holds on every one. cleave_artifact_call agrees before it runs, so
/// that a rank refusing its call does not leave the others waiting in the
/// program's collectives.
cleave_status_t agreeOnMesh(cleave_mesh_t *mesh, bool ok, bool &all);

/// nullptr with a status if the backend is unknown or was not built.
cleave_status_t createBackend(const std::string &name, int *argc, char ***argv,
                              std::unique_ptr<Backend> &out);

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_BACKEND_H
