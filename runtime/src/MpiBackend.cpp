//===- MpiBackend.cpp - Collectives on MPI --------------------------------===//
//
// Errors return (MPI_ERRORS_RETURN) and become statuses naming the MPI call;
// the caller decides to abort, which ends every rank (MPI_Abort) instead of
// leaving peers blocked in a collective.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "HalfFloat.h"
#include "MpiAgreement.h"
#include "cleave/runtime_codegen.h"

#include <mpi.h>

#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace cleave::runtime {
namespace {

cleave_status_t check(int rc, const char *call) {
  if (rc == MPI_SUCCESS)
    return nullptr;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(rc, text, &length);
  return makeStatus(CLEAVE_BACKEND_ERROR, std::string(call) + " failed: " +
                                              std::string(text, length));
}

cleave_status_t checkCount(int64_t count) {
  if (count < 0 || count > INT_MAX)
    return makeStatus(CLEAVE_INVALID_ARGUMENT,
                      "message of " + std::to_string(count) +
                          " elements exceeds MPI's int count");
  return nullptr;
}

template <typename T, typename Combine>
void reduceHalf(void *in, void *inout, int *len, Combine combine) {
  auto *a = static_cast<const uint16_t *>(in);
  auto *b = static_cast<uint16_t *>(inout);
  for (int i = 0; i < *len; ++i)
    b[i] = T::fromFloat(combine(T::toFloat(a[i]), T::toFloat(b[i])));
}

template <typename T> struct HalfOps {
  static void sum(void *in, void *inout, int *len, MPI_Datatype *) {
    reduceHalf<T>(in, inout, len, [](float x, float y) { return x + y; });
  }
  static void max(void *in, void *inout, int *len, MPI_Datatype *) {
    reduceHalf<T>(in, inout, len,
                  [](float x, float y) { return x > y ? x : y; });
  }
  static void min(void *in, void *inout, int *len, MPI_Datatype *) {
    reduceHalf<T>(in, inout, len,
                  [](float x, float y) { return x < y ? x : y; });
  }
};

/// Open MPI's vectorized ops (op/avx) saturate 8-bit integer sums, where
/// MLIR's `arith.addi` wraps: a sum of bytes of our own.
void sumBytes(void *in, void *inout, int *len, MPI_Datatype *) {
  auto *a = static_cast<const uint8_t *>(in);
  auto *b = static_cast<uint8_t *>(inout);
  for (int i = 0; i < *len; ++i)
    b[i] = uint8_t(a[i] + b[i]);
}

struct MpiTypes {
  MPI_Op halfOps[2][3] = {}; // [f16, bf16][sum, max, min]
  MPI_Op byteSum = MPI_OP_NULL;
  void create() {
    MPI_Op_create(&sumBytes, 1, &byteSum);
    MPI_Op_create(&HalfOps<Fp16>::sum, 1, &halfOps[0][0]);
    MPI_Op_create(&HalfOps<Fp16>::max, 1, &halfOps[0][1]);
    MPI_Op_create(&HalfOps<Fp16>::min, 1, &halfOps[0][2]);
    MPI_Op_create(&HalfOps<Bf16>::sum, 1, &halfOps[1][0]);
    MPI_Op_create(&HalfOps<Bf16>::max, 1, &halfOps[1][1]);
    MPI_Op_create(&HalfOps<Bf16>::min, 1, &halfOps[1][2]);
  }
  void destroy() {
    if (byteSum != MPI_OP_NULL)
      MPI_Op_free(&byteSum);
    for (auto &row : halfOps)
      for (MPI_Op &op : row)
        if (op != MPI_OP_NULL)
          MPI_Op_free(&op);
  }
};

MPI_Datatype mpiType(cleave_dtype_t dtype) {
  switch (dtype) {
  case CLEAVE_F32:
    return MPI_FLOAT;
  case CLEAVE_F64:
    return MPI_DOUBLE;
  case CLEAVE_I32:
    return MPI_INT32_T;
  case CLEAVE_I64:
    return MPI_INT64_T;
  case CLEAVE_I8:
    return MPI_INT8_T;
  case CLEAVE_F16:
  case CLEAVE_BF16:
    return MPI_UINT16_T;
  }
  return MPI_DATATYPE_NULL;
}

/// All-reduces generated code announced (__cleave_collective_async), by
/// ticket: started nonblocking, completed when joined.
using AsyncRequests = std::map<int64_t, MPI_Request>;

class MpiGroup final : public Group {
public:
  MpiGroup(MPI_Comm comm, const MpiTypes &types, AsyncRequests &asyncs)
      : comm(comm), types(types), asyncs(asyncs) {
    int s, r;
    MPI_Comm_size(comm, &s);
    MPI_Comm_rank(comm, &r);
    groupSize = s;
    groupIndex = r;
  }
  ~MpiGroup() override {
    // The buffers of sends in flight must outlive them.
    cleave_status_free(flush());
    MPI_Comm_free(&comm);
  }

  int64_t size() const override { return groupSize; }
  int64_t index() const override { return groupIndex; }

  MPI_Op op(cleave_dtype_t dtype, cleave_reduction_t reduction) const {
    if (dtype == CLEAVE_F16 || dtype == CLEAVE_BF16)
      return types.halfOps[dtype == CLEAVE_BF16][reduction];
    if (dtype == CLEAVE_I8 && reduction == CLEAVE_SUM)
      return types.byteSum;
    return reduction == CLEAVE_SUM   ? MPI_SUM
           : reduction == CLEAVE_MAX ? MPI_MAX
                                     : MPI_MIN;
  }

  cleave_status_t allReduce(const void *in, void *out, int64_t count,
                            cleave_dtype_t dtype,
                            cleave_reduction_t reduction) override {
    if (cleave_status_t s = checkCount(count))
      return s;
    // Announced: generated code computes until it joins, before anything
    // touches `out` (cleave-overlap-collectives{input-copied}: reduced in
    // place from a copy, so that `in` may be freed or reused at once).
    // CLEAVE_BLOCKING_COLLECTIVES=1: blocking, for measuring the overlap.
    static const bool blocking = std::getenv("CLEAVE_BLOCKING_COLLECTIVES");
    int64_t ticket = cleave_codegen_deferred_ticket();
    if (ticket >= 0 && !blocking) {
      if (in != out)
        std::memcpy(out, in, size_t(count) * dtypeSize(dtype));
      MPI_Request request;
      if (cleave_status_t s = check(
              MPI_Iallreduce(MPI_IN_PLACE, out, (int)count, mpiType(dtype),
                             op(dtype, reduction), comm, &request),
              "MPI_Iallreduce"))
        return s;
      asyncs[ticket] = request;
      return nullptr;
    }
    return check(MPI_Allreduce(in == out ? MPI_IN_PLACE : in, out, (int)count,
                               mpiType(dtype), op(dtype, reduction), comm),
                 "MPI_Allreduce");
  }
  cleave_status_t allGather(const void *in, void *out, int64_t bytes) override {
    if (cleave_status_t s = checkCount(bytes))
      return s;
    return check(MPI_Allgather(in, (int)bytes, MPI_BYTE, out, (int)bytes,
                               MPI_BYTE, comm),
                 "MPI_Allgather");
  }
  cleave_status_t reduceScatter(const void *in, void *out, int64_t count,
                                cleave_dtype_t dtype,
                                cleave_reduction_t reduction) override {
    if (cleave_status_t s = checkCount(count))
      return s;
    return check(MPI_Reduce_scatter_block(in, out, (int)count, mpiType(dtype),
                                          op(dtype, reduction), comm),
                 "MPI_Reduce_scatter_block");
  }
  cleave_status_t allToAll(const void *in, void *out, int64_t bytes) override {
    if (cleave_status_t s = checkCount(bytes))
      return s;
    return check(
        MPI_Alltoall(in, (int)bytes, MPI_BYTE, out, (int)bytes, MPI_BYTE, comm),
        "MPI_Alltoall");
  }
  cleave_status_t sendRecv(const void *in, int64_t target, void *out,
                           int64_t source, int64_t bytes) override {
    if (cleave_status_t s = checkCount(bytes))
      return s;
    return check(MPI_Sendrecv(in, (int)bytes, MPI_BYTE,
                              target < 0 ? MPI_PROC_NULL : (int)target, 0, out,
                              (int)bytes, MPI_BYTE,
                              source < 0 ? MPI_PROC_NULL : (int)source, 0, comm,
                              MPI_STATUS_IGNORE),
                 "MPI_Sendrecv");
  }
  cleave_status_t broadcast(void *buffer, int64_t bytes,
                            int64_t root) override {
    if (cleave_status_t s = checkCount(bytes))
      return s;
    return check(MPI_Bcast(buffer, (int)bytes, MPI_BYTE, (int)root, comm),
                 "MPI_Bcast");
  }
  // Never blocks: in a pipeline schedule two neighbours may both send before
  // they receive, and MPI_Send of a large message waits for its receive. The
  // bytes are copied so that the caller may reuse its buffer at once.
  cleave_status_t send(const void *buffer, int64_t bytes, int64_t peer,
                       int64_t tag) override {
    if (cleave_status_t s = checkCount(bytes))
      return s;
    if (cleave_status_t s = reap())
      return s;
    auto copy = std::make_unique<char[]>(size_t(bytes ? bytes : 1));
    std::memcpy(copy.get(), buffer, size_t(bytes));
    MPI_Request request;
    if (cleave_status_t s =
            check(MPI_Isend(copy.get(), (int)bytes, MPI_BYTE, (int)peer,
                            (int)tag, comm, &request),
                  "MPI_Isend"))
      return s;
    pending.push_back(request);
    pendingData.push_back(std::move(copy));
    return nullptr;
  }
  cleave_status_t recv(void *buffer, int64_t bytes, int64_t peer,
                       int64_t tag) override {
    if (cleave_status_t s = checkCount(bytes))
      return s;
    return check(MPI_Recv(buffer, (int)bytes, MPI_BYTE, (int)peer, (int)tag,
                          comm, MPI_STATUS_IGNORE),
                 "MPI_Recv");
  }
  cleave_status_t flush() override {
    if (pending.empty())
      return nullptr;
    std::vector<MPI_Status> statuses(pending.size());
    int rc = MPI_Waitall(int(pending.size()), pending.data(), statuses.data());
    return settle(rc, int(pending.size()), statuses, "MPI_Waitall");
  }
  cleave_status_t split(int64_t color, int64_t key,
                        std::unique_ptr<Group> &out) override {
    MPI_Comm sub;
    if (cleave_status_t s = check(
            MPI_Comm_split(comm, (int)color, (int)key, &sub), "MPI_Comm_split"))
      return s;
    MPI_Comm_set_errhandler(sub, MPI_ERRORS_RETURN);
    out = std::make_unique<MpiGroup>(sub, types, asyncs);
    return nullptr;
  }

private:
  /// Frees the buffers of the sends that completed, without waiting.
  cleave_status_t reap() {
    if (pending.empty())
      return nullptr;
    std::vector<int> done(pending.size());
    std::vector<MPI_Status> statuses(pending.size());
    int count = 0;
    int rc = MPI_Testsome(int(pending.size()), pending.data(), &count,
                          done.data(), statuses.data());
    return settle(rc, count == MPI_UNDEFINED ? 0 : count, statuses,
                  "MPI_Testsome");
  }

  /// After MPI_Testsome or MPI_Waitall (`count` statuses): the first error
  /// as a status, and the completed sends dropped (MPI set their requests to
  /// MPI_REQUEST_NULL). A send still pending keeps its buffer.
  cleave_status_t settle(int rc, int count,
                         const std::vector<MPI_Status> &statuses,
                         const char *call) {
    cleave_status_t status = nullptr;
    if (rc == MPI_ERR_IN_STATUS) {
      for (int i = 0; i < count && !status; ++i) {
        int error = statuses[i].MPI_ERROR;
        if (error != MPI_SUCCESS && error != MPI_ERR_PENDING)
          status = check(error, "MPI_Isend");
      }
    }
    if (!status && rc != MPI_SUCCESS)
      status = check(rc, call);
    size_t kept = 0;
    for (size_t i = 0; i < pending.size(); ++i) {
      if (pending[i] == MPI_REQUEST_NULL)
        continue;
      pending[kept] = pending[i];
      pendingData[kept++] = std::move(pendingData[i]);
    }
    pending.resize(kept);
    pendingData.resize(kept);
    return status;
  }

  MPI_Comm comm;
  const MpiTypes &types;
  AsyncRequests &asyncs;
  int64_t groupSize = 1, groupIndex = 0;
  /// Sends in flight and the copies they read.
  std::vector<MPI_Request> pending;
  std::vector<std::unique_ptr<char[]>> pendingData;
};

/// MPI starts once per process and cannot start again once finalized: the
/// runtimes share it, and the last one released finalizes it if a runtime
/// initialized it (releasing one of two finalized it under the other, whose
/// next collective aborted the process).
struct MpiLifetime {
  std::mutex mutex;
  int live = 0;
  bool initializedHere = false;
};
MpiLifetime &mpiLifetime() {
  static MpiLifetime lifetime;
  return lifetime;
}

class MpiBackend final : public Backend {
public:
  MpiBackend() {
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int r, s;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &s);
    worldRank = r;
    worldSize = s;
    types.create();
  }
  ~MpiBackend() override {
    types.destroy();
    MpiLifetime &lifetime = mpiLifetime();
    std::lock_guard<std::mutex> lock(lifetime.mutex);
    if (--lifetime.live == 0 && lifetime.initializedHere)
      MPI_Finalize();
  }
  int64_t rank() const override { return worldRank; }
  int64_t size() const override { return worldSize; }
  cleave_status_t split(int64_t color, int64_t key,
                        std::unique_ptr<Group> &out) override {
    MPI_Comm comm;
    if (cleave_status_t s =
            check(MPI_Comm_split(MPI_COMM_WORLD, (int)color, (int)key, &comm),
                  "MPI_Comm_split"))
      return s;
    MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN);
    out = std::make_unique<MpiGroup>(comm, types, asyncs);
    return nullptr;
  }
  /// Advances the announced all-reduces without waiting (MPI moves a
  /// nonblocking collective only inside MPI calls); completed ones are left
  /// for their join, which then returns at once.
  cleave_status_t poll() override {
    for (auto &[ticket, request] : asyncs) {
      if (request == MPI_REQUEST_NULL)
        continue;
      int done = 0;
      if (cleave_status_t s =
              check(MPI_Test(&request, &done, MPI_STATUS_IGNORE),
                    "MPI_Test (an all-reduce)"))
        return s;
    }
    return nullptr;
  }
  /// Waits for announced all-reduce `ticket` (-1: every one); tickets of
  /// collectives that ran blocking have nothing to wait for.
  cleave_status_t join(int64_t ticket) override {
    cleave_status_t status = nullptr;
    for (auto it = asyncs.begin(); it != asyncs.end();) {
      if (ticket >= 0 && it->first != ticket) {
        ++it;
        continue;
      }
      cleave_status_t s = check(MPI_Wait(&it->second, MPI_STATUS_IGNORE),
                                "MPI_Wait (an all-reduce)");
      if (!status)
        status = s;
      else
        cleave_status_free(s);
      it = asyncs.erase(it);
    }
    return status;
  }
  cleave_status_t agree(bool ok, bool &all) override {
    return agreeOverMpiWorld(ok, all);
  }
  [[noreturn]] void abort(const std::string &message) override {
    std::fprintf(stderr, "cleave runtime: rank %lld: %s\n",
                 (long long)worldRank, message.c_str());
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, 1);
    std::abort();
  }

private:
  int64_t worldRank = 0, worldSize = 1;
  MpiTypes types;
  AsyncRequests asyncs;
};

} // namespace

cleave_status_t createMpiBackend(int *argc, char ***argv,
                                 std::unique_ptr<Backend> &out) {
  MpiLifetime &lifetime = mpiLifetime();
  std::lock_guard<std::mutex> lock(lifetime.mutex);
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (finalized)
    return makeStatus(
        CLEAVE_UNAVAILABLE,
        "MPI was finalized in this process (when its last 'mpi' runtime was "
        "released, or by the program) and cannot start again: keep one "
        "'mpi' runtime alive for as long as the process uses MPI");
  if (!initialized) {
    if (cleave_status_t s = check(MPI_Init(argc, argv), "MPI_Init"))
      return s;
    lifetime.initializedHere = true;
  }
  ++lifetime.live;
  out = std::make_unique<MpiBackend>();
  return nullptr;
}

} // namespace cleave::runtime

/// The plugin's entry point, looked up by the runtime (Runtime.cpp).
extern "C" __attribute__((visibility("default"))) cleave_status_t
cleave_runtime_create_mpi_backend(
    int *argc, char ***argv, std::unique_ptr<cleave::runtime::Backend> *out) {
  return cleave::runtime::createMpiBackend(argc, argv, *out);
}
