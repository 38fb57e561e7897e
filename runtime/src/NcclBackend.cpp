//===- NcclBackend.cpp - Collectives on NCCL ------------------------------===//
//
// One rank per GPU, launched by mpirun: MPI finds the rank's node-local index
// (its GPU) and broadcasts the NCCL unique id; groups are ncclCommSplit of
// the world communicator. Buffers are device memory. Every collective runs
// on the backend's stream and is waited for by polling the stream and
// ncclCommGetAsyncError, so a peer that died or hangs becomes an error after
// CLEAVE_NCCL_TIMEOUT seconds (default 600) and the communicator is aborted,
// never a silent hang.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"

#include <cuda_runtime.h>
#include <mpi.h>
#include <nccl.h>

#include <chrono>
#include <cstdio>
#include <thread>

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

class NcclGroup final : public Group {
public:
  NcclGroup(ncclComm_t comm, cudaStream_t stream) : comm(comm), stream(stream) {
    int n = 1, r = 0;
    ncclCommCount(comm, &n);
    ncclCommUserRank(comm, &r);
    groupSize = n;
    groupIndex = r;
  }
  ~NcclGroup() override { ncclCommDestroy(comm); }

  int64_t size() const override { return groupSize; }
  int64_t index() const override { return groupIndex; }

  cleave_status_t allReduce(const void *in, void *out, int64_t count,
                            cleave_dtype_t dtype,
                            cleave_reduction_t reduction) override {
    return run(ncclAllReduce(in, out, count, ncclType(dtype), ncclOp(reduction),
                             comm, stream),
               "ncclAllReduce");
  }
  cleave_status_t allGather(const void *in, void *out, int64_t bytes) override {
    return run(ncclAllGather(in, out, bytes, ncclUint8, comm, stream),
               "ncclAllGather");
  }
  cleave_status_t reduceScatter(const void *in, void *out, int64_t count,
                                cleave_dtype_t dtype,
                                cleave_reduction_t reduction) override {
    return run(ncclReduceScatter(in, out, count, ncclType(dtype),
                                 ncclOp(reduction), comm, stream),
               "ncclReduceScatter");
  }
  cleave_status_t allToAll(const void *in, void *out, int64_t bytes) override {
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
    ncclGroupStart();
    if (target >= 0)
      ncclSend(in, bytes, ncclUint8, target, comm, stream);
    if (source >= 0)
      ncclRecv(out, bytes, ncclUint8, source, comm, stream);
    return run(ncclGroupEnd(), "ncclSend/ncclRecv (permute)");
  }
  cleave_status_t broadcast(void *buffer, int64_t bytes,
                            int64_t root) override {
    return run(
        ncclBroadcast(buffer, buffer, bytes, ncclUint8, root, comm, stream),
        "ncclBroadcast");
  }
  // NCCL has no tags: messages between two peers arrive in order.
  cleave_status_t send(const void *buffer, int64_t bytes, int64_t peer,
                       int64_t) override {
    return run(ncclSend(buffer, bytes, ncclUint8, peer, comm, stream),
               "ncclSend");
  }
  cleave_status_t recv(void *buffer, int64_t bytes, int64_t peer,
                       int64_t) override {
    return run(ncclRecv(buffer, bytes, ncclUint8, peer, comm, stream),
               "ncclRecv");
  }

private:
  cleave_status_t run(ncclResult_t rc, const char *call) {
    if (rc != ncclSuccess && rc != ncclInProgress)
      return ncclStatus(rc, call);
    return waitFor(stream, comm, call);
  }

  ncclComm_t comm;
  cudaStream_t stream;
  int64_t groupSize = 1, groupIndex = 0;
};

class NcclBackend final : public Backend {
public:
  NcclBackend(bool ownsMpi, int rank, int size, ncclComm_t world,
              cudaStream_t stream)
      : ownsMpi(ownsMpi), worldRank(rank), worldSize(size), world(world),
        stream(stream) {}
  ~NcclBackend() override {
    ncclCommDestroy(world);
    cudaStreamDestroy(stream);
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
    out = std::make_unique<NcclGroup>(comm, stream);
    return nullptr;
  }

  [[noreturn]] void abort(const std::string &message) override {
    std::fprintf(stderr, "cleave: rank %d: %s\n", worldRank, message.c_str());
    std::fflush(stderr);
    ncclCommAbort(world);
    MPI_Abort(MPI_COMM_WORLD, 1);
    std::abort();
  }

  void *allocate(size_t bytes) override {
    void *memory = nullptr;
    return cudaMalloc(&memory, bytes ? bytes : 1) == cudaSuccess ? memory
                                                                 : nullptr;
  }
  void release(void *memory) override { cudaFree(memory); }
  cleave_status_t copy2D(void *dst, size_t dstPitch, const void *src,
                         size_t srcPitch, size_t width,
                         size_t height) override {
    if (cleave_status_t s = cudaStatus(
            cudaMemcpy2DAsync(dst, dstPitch, src, srcPitch, width, height,
                              cudaMemcpyDeviceToDevice, stream),
            "cudaMemcpy2DAsync"))
      return s;
    return waitFor(stream, nullptr, "cudaMemcpy2DAsync");
  }

private:
  bool ownsMpi;
  int worldRank, worldSize;
  ncclComm_t world;
  cudaStream_t stream;
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
  // One rank per GPU: two ranks on one GPU would deadlock NCCL.
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
