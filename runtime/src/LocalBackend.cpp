//===- LocalBackend.cpp - One process, no communication library -----------===//
//
// cleave_runtime_create("local"): a world of one rank, for running a
// single-device artifact where neither MPI nor NCCL is installed (a GPU
// machine used only for single-GPU checks). Every group has one member, so
// a collective is a copy of the rank's own data; buffers are host memory
// (a single-device program has no collectives anyway).
//
//===----------------------------------------------------------------------===//

#include "Backend.h"

#include <cstdio>

namespace cleave::runtime {
namespace {

cleave_status_t copy(const void *in, void *out, size_t bytes) {
  if (in != out)
    std::memmove(out, in, bytes);
  return nullptr;
}

class LocalGroup final : public Group {
public:
  int64_t size() const override { return 1; }
  int64_t index() const override { return 0; }
  cleave_status_t allReduce(const void *in, void *out, int64_t count,
                            cleave_dtype_t dtype, cleave_reduction_t) override {
    return copy(in, out, count * dtypeSize(dtype));
  }
  cleave_status_t allGather(const void *in, void *out, int64_t bytes) override {
    return copy(in, out, bytes);
  }
  cleave_status_t reduceScatter(const void *in, void *out, int64_t count,
                                cleave_dtype_t dtype,
                                cleave_reduction_t) override {
    return copy(in, out, count * dtypeSize(dtype));
  }
  cleave_status_t allToAll(const void *in, void *out, int64_t bytes) override {
    return copy(in, out, bytes);
  }
  cleave_status_t sendRecv(const void *in, int64_t target, void *out,
                           int64_t source, int64_t bytes) override {
    if (target > 0 || source > 0)
      return makeStatus(CLEAVE_INVALID_ARGUMENT,
                        "the local backend has no peers to send to");
    return target == 0 && source == 0 ? copy(in, out, bytes) : nullptr;
  }
  cleave_status_t broadcast(void *, int64_t, int64_t) override {
    return nullptr;
  }
  cleave_status_t send(const void *, int64_t, int64_t, int64_t) override {
    return makeStatus(CLEAVE_INVALID_ARGUMENT,
                      "the local backend has no peers to send to");
  }
  cleave_status_t recv(void *, int64_t, int64_t, int64_t) override {
    return makeStatus(CLEAVE_INVALID_ARGUMENT,
                      "the local backend has no peers to receive from");
  }
};

class LocalBackend final : public Backend {
public:
  int64_t rank() const override { return 0; }
  int64_t size() const override { return 1; }
  cleave_status_t split(int64_t, int64_t,
                        std::unique_ptr<Group> &out) override {
    out = std::make_unique<LocalGroup>();
    return nullptr;
  }
  [[noreturn]] void abort(const std::string &message) override {
    std::fprintf(stderr, "cleave: %s\n", message.c_str());
    std::fflush(stderr);
    std::abort();
  }
};

} // namespace

cleave_status_t createLocalBackend(std::unique_ptr<Backend> &out) {
  out = std::make_unique<LocalBackend>();
  return nullptr;
}

} // namespace cleave::runtime
