//===- NcclBackend.cpp - Collectives on NCCL ------------------------------===//
//
// One rank per GPU, launched by mpirun: MPI finds the rank's node-local index
// (its GPU) and broadcasts the NCCL unique id; groups are ncclCommSplit of
// the world communicator. Buffers are device memory. Every collective runs
// on the backend's own stream. When generated code runs on a device stream
// (cleave_codegen_get_stream), a collective waits for that stream's earlier
// work and the stream for the collective, both through events, and nobody
// waits on the host: cleave_mesh_poll, called by whoever waits, watches
// ncclCommGetAsyncError and the age of the last pending collective.
// Without a device stream (direct use of the runtime), each collective is
// waited for by polling. Either way a peer that died or hangs becomes an
// error after CLEAVE_NCCL_TIMEOUT seconds (default 600) and the
// communicators are aborted, never a silent hang.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "MpiAgreement.h"
#include "cleave/runtime_codegen.h"

#include <cuda_runtime.h>
#include <mpi.h>
#include <nccl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <thread>
#include <vector>

namespace cleave::runtime {
namespace {

cleave_status_t cudaStatus(cudaError_t rc, const char *call) {
  if (rc == cudaSuccess)
    return nullptr;
  return makeStatus(CLEAVE_BACKEND_ERROR,
                    std::string(call) + " failed: " + cudaGetErrorString(rc));
}

cleave_status_t ncclStatus(ncclResult_t rc, const char *call) {
  if (rc == ncclSuccess)
    return nullptr;
  return makeStatus(CLEAVE_BACKEND_ERROR,
                    std::string(call) + " failed: " + ncclGetErrorString(rc));
}

ncclDataType_t ncclType(cleave_dtype_t dtype) {
  switch (dtype) {
  case CLEAVE_F32:
    return ncclFloat32;
  case CLEAVE_F64:
    return ncclFloat64;
  case CLEAVE_F16:
    return ncclFloat16;
  case CLEAVE_BF16:
    return ncclBfloat16;
  case CLEAVE_I32:
    return ncclInt32;
  case CLEAVE_I64:
    return ncclInt64;
  case CLEAVE_I8:
    return ncclInt8;
  }
  return ncclFloat32;
}

ncclRedOp_t ncclOp(cleave_reduction_t reduction) {
  return reduction == CLEAVE_SUM   ? ncclSum
         : reduction == CLEAVE_MAX ? ncclMax
                                   : ncclMin;
}

double timeoutSeconds() {
  const char *text = std::getenv("CLEAVE_NCCL_TIMEOUT");
  double value = text ? std::atof(text) : 0;
  return value > 0 ? value : 600;
}

/// Waits for everything enqueued on `stream`, watching `comm` for
/// asynchronous errors and the timeout.
cleave_status_t waitFor(cudaStream_t stream, ncclComm_t comm,
                        const char *what) {
  auto start = std::chrono::steady_clock::now();
  double limit = timeoutSeconds();
  while (true) {
    cudaError_t query = cudaStreamQuery(stream);
    if (query == cudaSuccess)
      return nullptr;
    if (query != cudaErrorNotReady)
      return cudaStatus(query, what);
    if (comm) {
      ncclResult_t async = ncclSuccess;
      ncclCommGetAsyncError(comm, &async);
      if (async != ncclSuccess && async != ncclInProgress) {
        ncclCommAbort(comm);
        return ncclStatus(async, what);
      }
    }
    double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    if (elapsed > limit) {
      if (comm)
        ncclCommAbort(comm);
      return makeStatus(CLEAVE_BACKEND_ERROR,
                        std::string(what) + " timed out after " +
                            std::to_string(int(limit)) +
                            " s (CLEAVE_NCCL_TIMEOUT): a peer failed or hangs");
    }
    std::this_thread::yield();
  }
}

using Clock = std::chrono::steady_clock;

/// The backend's stream and how it is ordered with generated code's stream;
/// shared by the backend and its groups.
class StreamOrder {
public:
  explicit StreamOrder(cudaStream_t stream) : stream(stream) {
    cudaEventCreateWithFlags(&computeDone, cudaEventDisableTiming);
    cudaEventCreateWithFlags(&collectiveDone, cudaEventDisableTiming);
  }
  ~StreamOrder() {
    for (auto &[ticket, event] : deferred)
      cudaEventDestroy(event);
    cudaEventDestroy(computeDone);
    cudaEventDestroy(collectiveDone);
    cudaStreamDestroy(stream);
  }

  /// Before enqueueing: the backend's stream waits for generated code's
  /// earlier work.
  cleave_status_t begin() {
    auto *compute = static_cast<cudaStream_t>(cleave_codegen_get_stream());
    if (!compute)
      return nullptr;
    if (cleave_status_t s = cudaStatus(cudaEventRecord(computeDone, compute),
                                       "cudaEventRecord"))
      return s;
    return cudaStatus(cudaStreamWaitEvent(stream, computeDone),
                      "cudaStreamWaitEvent");
  }

  /// After enqueueing: generated code's stream waits for the collective
  /// (at once, or at its join if it was announced asynchronous), or without
  /// a device stream, the host does.
  cleave_status_t finish(ncclComm_t comm, const char *what) {
    auto *compute = static_cast<cudaStream_t>(cleave_codegen_get_stream());
    if (!compute)
      return waitFor(stream, comm, what);
    if (cleave_status_t s = cudaStatus(cudaEventRecord(collectiveDone, stream),
                                       "cudaEventRecord"))
      return s;
    lastEnqueued = Clock::now();
    pendingWhat = what;
    int64_t ticket = cleave_codegen_deferred_ticket();
    if (ticket < 0)
      return cudaStatus(cudaStreamWaitEvent(compute, collectiveDone),
                        "cudaStreamWaitEvent");
    // Re-recorded by each step of the collective (packing, the operation,
    // unpacking): the last one is what the join waits for.
    auto [it, fresh] = deferred.try_emplace(ticket, nullptr);
    if (fresh)
      if (cleave_status_t s = cudaStatus(
              cudaEventCreateWithFlags(&it->second, cudaEventDisableTiming),
              "cudaEventCreate"))
        return s;
    return cudaStatus(cudaEventRecord(it->second, stream), "cudaEventRecord");
  }

  /// Generated code's stream waits for asynchronous collective `ticket`
  /// (-1: all of them).
  cleave_status_t join(int64_t ticket) {
    auto *compute = static_cast<cudaStream_t>(cleave_codegen_get_stream());
    for (auto it = deferred.begin(); it != deferred.end();) {
      if (ticket >= 0 && it->first != ticket) {
        ++it;
        continue;
      }
      if (compute)
        if (cleave_status_t s =
                cudaStatus(cudaStreamWaitEvent(compute, it->second),
                           "cudaStreamWaitEvent"))
          return s;
      cudaEventDestroy(it->second);
      it = deferred.erase(it);
    }
    return nullptr;
  }

  /// Errors of `comms`, or the last collective pending too long.
  cleave_status_t poll(const std::vector<ncclComm_t> &comms) {
    for (ncclComm_t comm : comms) {
      ncclResult_t async = ncclSuccess;
      ncclCommGetAsyncError(comm, &async);
      if (async != ncclSuccess && async != ncclInProgress)
        return abortAll(comms, ncclStatus(async, "NCCL (asynchronous error)"));
    }
    if (!pendingWhat)
      return nullptr;
    cudaError_t query = cudaEventQuery(collectiveDone);
    if (query == cudaSuccess) {
      pendingWhat = nullptr;
      return nullptr;
    }
    if (query != cudaErrorNotReady)
      return abortAll(comms, cudaStatus(query, pendingWhat));
    double waited =
        std::chrono::duration<double>(Clock::now() - lastEnqueued).count();
    if (waited <= timeoutSeconds())
      return nullptr;
    return abortAll(comms,
                    makeStatus(CLEAVE_BACKEND_ERROR,
                               std::string(pendingWhat) + " timed out after " +
                                   std::to_string(int(waited)) +
                                   " s (CLEAVE_NCCL_TIMEOUT): a "
                                   "peer failed or hangs"));
  }

  cudaStream_t stream;

private:
  static cleave_status_t abortAll(const std::vector<ncclComm_t> &comms,
                                  cleave_status_t status) {
    for (ncclComm_t comm : comms)
      ncclCommAbort(comm);
    return status;
  }

  cudaEvent_t computeDone, collectiveDone;
  /// Asynchronous collectives not yet joined, by ticket.
  std::map<int64_t, cudaEvent_t> deferred;
  Clock::time_point lastEnqueued;
  const char *pendingWhat = nullptr;
};

class NcclGroup final : public Group {
public:
  NcclGroup(ncclComm_t comm, StreamOrder &order,
            std::vector<ncclComm_t> &registry)
      : comm(comm), order(order), stream(order.stream), registry(registry) {
    registry.push_back(comm);
    int n = 1, r = 0;
    ncclCommCount(comm, &n);
    ncclCommUserRank(comm, &r);
    groupSize = n;
    groupIndex = r;
  }
  ~NcclGroup() override {
    registry.erase(std::find(registry.begin(), registry.end(), comm));
    ncclCommDestroy(comm);
  }

  int64_t size() const override { return groupSize; }
  int64_t index() const override { return groupIndex; }

  cleave_status_t allReduce(const void *in, void *out, int64_t count,
                            cleave_dtype_t dtype,
                            cleave_reduction_t reduction) override {
    if (cleave_status_t s = order.begin())
      return s;
    return run(ncclAllReduce(in, out, count, ncclType(dtype), ncclOp(reduction),
                             comm, stream),
               "ncclAllReduce");
  }
  cleave_status_t allGather(const void *in, void *out, int64_t bytes) override {
    if (cleave_status_t s = order.begin())
      return s;
    return run(ncclAllGather(in, out, bytes, ncclUint8, comm, stream),
               "ncclAllGather");
  }
  cleave_status_t reduceScatter(const void *in, void *out, int64_t count,
                                cleave_dtype_t dtype,
                                cleave_reduction_t reduction) override {
    if (cleave_status_t s = order.begin())
      return s;
    return run(ncclReduceScatter(in, out, count, ncclType(dtype),
                                 ncclOp(reduction), comm, stream),
               "ncclReduceScatter");
  }
  cleave_status_t allToAll(const void *in, void *out, int64_t bytes) override {
    if (cleave_status_t s = order.begin())
      return s;
    ncclGroupStart();
    for (int64_t j = 0; j < groupSize; ++j) {
      ncclSend(static_cast<const char *>(in) + j * bytes, bytes, ncclUint8, j,
               comm, stream);
      ncclRecv(static_cast<char *>(out) + j * bytes, bytes, ncclUint8, j, comm,
               stream);
    }
    return run(ncclGroupEnd(), "ncclSend/ncclRecv (all_to_all)");
  }
  cleave_status_t sendRecv(const void *in, int64_t target, void *out,
                           int64_t source, int64_t bytes) override {
    if (cleave_status_t s = order.begin())
      return s;
    ncclGroupStart();
    if (target >= 0)
      ncclSend(in, bytes, ncclUint8, target, comm, stream);
    if (source >= 0)
      ncclRecv(out, bytes, ncclUint8, source, comm, stream);
    return run(ncclGroupEnd(), "ncclSend/ncclRecv (permute)");
  }
  cleave_status_t broadcast(void *buffer, int64_t bytes,
                            int64_t root) override {
    if (cleave_status_t s = order.begin())
      return s;
    return run(
        ncclBroadcast(buffer, buffer, bytes, ncclUint8, root, comm, stream),
        "ncclBroadcast");
  }
  // NCCL has no tags: messages between two peers arrive in order.
  cleave_status_t send(const void *buffer, int64_t bytes, int64_t peer,
                       int64_t) override {
    if (cleave_status_t s = order.begin())
      return s;
    return run(ncclSend(buffer, bytes, ncclUint8, peer, comm, stream),
               "ncclSend");
  }
  cleave_status_t recv(void *buffer, int64_t bytes, int64_t peer,
                       int64_t) override {
    if (cleave_status_t s = order.begin())
      return s;
    return run(ncclRecv(buffer, bytes, ncclUint8, peer, comm, stream),
               "ncclRecv");
  }

private:
  cleave_status_t run(ncclResult_t rc, const char *call) {
    if (rc != ncclSuccess && rc != ncclInProgress)
      return ncclStatus(rc, call);
    return order.finish(comm, call);
  }

  ncclComm_t comm;
  StreamOrder &order;
  cudaStream_t stream;
  std::vector<ncclComm_t> &registry;
  int64_t groupSize = 1, groupIndex = 0;
};

class NcclBackend final : public Backend {
public:
  NcclBackend(bool ownsMpi, int rank, int size, ncclComm_t world,
              cudaStream_t stream)
      : ownsMpi(ownsMpi), worldRank(rank), worldSize(size), world(world),
        order(stream), stream(stream), comms{world} {}
  ~NcclBackend() override {
    ncclCommDestroy(world);
    if (ownsMpi)
      MPI_Finalize();
  }

  int64_t rank() const override { return worldRank; }
  int64_t size() const override { return worldSize; }

  cleave_status_t split(int64_t color, int64_t key,
                        std::unique_ptr<Group> &out) override {
    ncclComm_t comm;
    if (cleave_status_t s = ncclStatus(
            ncclCommSplit(world, int(color), int(key), &comm, nullptr),
            "ncclCommSplit"))
      return s;
    out = std::make_unique<NcclGroup>(comm, order, comms);
    return nullptr;
  }

  cleave_status_t poll() override { return order.poll(comms); }
  cleave_status_t join(int64_t ticket) override { return order.join(ticket); }

  // Over MPI, which bootstrapped the communicators: NCCL's collectives
  // take device memory on the stream.
  cleave_status_t agree(bool ok, bool &all) override {
    return agreeOverMpiWorld(ok, all);
  }

  [[noreturn]] void abort(const std::string &message) override {
    std::fprintf(stderr, "cleave: rank %d: %s\n", worldRank, message.c_str());
    std::fflush(stderr);
    ncclCommAbort(world);
    MPI_Abort(MPI_COMM_WORLD, 1);
    std::abort();
  }

  // Scratch in stream order on the backend's stream: no device-wide
  // synchronization, and reuse only after the collectives that read it.
  void *allocate(size_t bytes) override {
    void *memory = nullptr;
    return cudaMallocAsync(&memory, bytes ? bytes : 1, stream) == cudaSuccess
               ? memory
               : nullptr;
  }
  void release(void *memory) override { cudaFreeAsync(memory, stream); }
  cleave_status_t copy2D(void *dst, size_t dstPitch, const void *src,
                         size_t srcPitch, size_t width,
                         size_t height) override {
    if (cleave_status_t s = order.begin())
      return s;
    if (cleave_status_t s = cudaStatus(
            cudaMemcpy2DAsync(dst, dstPitch, src, srcPitch, width, height,
                              cudaMemcpyDeviceToDevice, stream),
            "cudaMemcpy2DAsync"))
      return s;
    return order.finish(nullptr, "cudaMemcpy2DAsync");
  }

private:
  bool ownsMpi;
  int worldRank, worldSize;
  ncclComm_t world;
  StreamOrder order;
  cudaStream_t stream;
  /// Every live communicator, for poll() and aborts.
  std::vector<ncclComm_t> comms;
};

} // namespace

cleave_status_t createNcclBackend(int *argc, char ***argv,
                                  std::unique_ptr<Backend> &out) {
  int devices = 0;
  cudaError_t rc = cudaGetDeviceCount(&devices);
  if (rc != cudaSuccess || devices == 0)
    return makeStatus(
        CLEAVE_UNAVAILABLE,
        std::string("the NCCL backend needs a CUDA device: ") +
            (rc != cudaSuccess ? cudaGetErrorString(rc) : "none found"));
  int initialized = 0;
  MPI_Initialized(&initialized);
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (finalized)
    return makeStatus(CLEAVE_UNAVAILABLE,
                      "MPI was finalized in this process and cannot start "
                      "again; keep one runtime alive for as long as the "
                      "process uses MPI (the nccl backend bootstraps over "
                      "it)");
  if (!initialized && MPI_Init(argc, argv) != MPI_SUCCESS)
    return makeStatus(CLEAVE_BACKEND_ERROR, "MPI_Init failed");
  int rank = 0, size = 1, localRank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm local;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL,
                      &local);
  MPI_Comm_rank(local, &localRank);
  MPI_Comm_free(&local);
  // One rank per GPU: two ranks on one GPU would deadlock NCCL. The same
  // rule as the CUDA codegen library's, which may have chosen already (it
  // creates the context when an artifact loads, from the launcher's
  // node-local rank; under mpirun that is this one).
  if (cleave_status_t s =
          cudaStatus(cudaSetDevice(localRank % devices), "cudaSetDevice"))
    return s;
  ncclUniqueId id;
  if (rank == 0)
    if (cleave_status_t s = ncclStatus(ncclGetUniqueId(&id), "ncclGetUniqueId"))
      return s;
  MPI_Bcast(&id, sizeof(id), MPI_BYTE, 0, MPI_COMM_WORLD);
  cudaStream_t stream;
  if (cleave_status_t s =
          cudaStatus(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
                     "cudaStreamCreate"))
    return s;
  ncclComm_t world;
  if (cleave_status_t s = ncclStatus(ncclCommInitRank(&world, size, id, rank),
                                     "ncclCommInitRank"))
    return s;
  out = std::make_unique<NcclBackend>(!initialized, rank, size, world, stream);
  return nullptr;
}

} // namespace cleave::runtime

/// The plugin's entry point, looked up by the runtime (Runtime.cpp).
extern "C" __attribute__((visibility("default"))) cleave_status_t
cleave_runtime_create_nccl_backend(
    int *argc, char ***argv, std::unique_ptr<cleave::runtime::Backend> *out) {
  return cleave::runtime::createNcclBackend(argc, argv, *out);
}
