//===- CudaCodegenAbi.cpp - What CUDA-target code calls -------------------===//
//
// libCleaveRuntimeCuda: the `mgpu*` functions MLIR's GPU lowering emits
// (module load, kernel launch, streams, allocation), written on the CUDA
// driver and runtime APIs, plus cuBLAS GEMMs, copies and frees for Cleave's
// own calls. Everything runs in order on one compute stream per process:
// kernels, cuBLAS, allocations and frees from the device's stream-ordered
// pool (kept, not returned to the driver, between steps); NCCL orders its
// collectives against it through events (cleave_codegen_set_stream). The
// host waits only where generated code returns, polling the mesh so that a
// failed peer ends the wait. Any CUDA error ends every rank through the
// mesh, with the call named. Row-major GEMMs run as their column-major
// transposes (C^T = B^T A^T), so no layout copies.
//
//===----------------------------------------------------------------------===//

#include "cleave/runtime_codegen.h"

#include <cublas_v2.h>
#include <cuda.h>
#include <cuda_runtime.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace {

[[noreturn]] void die(const std::string &message) {
  if (cleave_mesh_t *mesh = cleave_codegen_get_mesh())
    cleave_mesh_abort(mesh, message.c_str());
  std::fprintf(stderr, "cleave: %s\n", message.c_str());
  std::abort();
}

void check(CUresult rc, const char *call) {
  if (rc == CUDA_SUCCESS)
    return;
  const char *text = nullptr;
  cuGetErrorString(rc, &text);
  die(std::string(call) + " failed: " + (text ? text : "unknown error"));
}

void check(cudaError_t rc, const char *call) {
  if (rc != cudaSuccess)
    die(std::string(call) + " failed: " + cudaGetErrorString(rc));
}

void check(cublasStatus_t rc, const char *call) {
  if (rc != CUBLAS_STATUS_SUCCESS)
    die(std::string(call) + " failed: cuBLAS status " + std::to_string(rc));
}

/// The launcher's node-local rank, if it says (mpirun, Slurm, torchrun).
int localRankFromEnvironment() {
  for (const char *name : {"OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID",
                           "SLURM_LOCALID", "LOCAL_RANK"})
    if (const char *value = std::getenv(name))
      return std::atoi(value);
  return -1;
}

/// The runtime API's primary context, made current for driver API calls.
/// It is created when the artifact is loaded (MLIR loads kernel modules in
/// a global constructor), before the NCCL backend picks this rank's GPU, so
/// the GPU is picked here by the same rule: node-local rank modulo the GPUs.
void ensureContext() {
  static bool done = false;
  if (done)
    return;
  int devices = 0, local = localRankFromEnvironment();
  if (local >= 0 && cudaGetDeviceCount(&devices) == cudaSuccess && devices > 0)
    check(cudaSetDevice(local % devices), "cudaSetDevice");
  check(cudaFree(nullptr), "cudaFree(0) (context creation)");
  done = true;
}

/// The device's default pool, keeping freed memory for the next step.
CUmemoryPool pool() {
  static CUmemoryPool memoryPool = [] {
    ensureContext();
    CUdevice device;
    check(cuCtxGetDevice(&device), "cuCtxGetDevice");
    CUmemoryPool p;
    check(cuDeviceGetDefaultMemPool(&p, device), "cuDeviceGetDefaultMemPool");
    cuuint64_t keep = ~cuuint64_t(0);
    check(cuMemPoolSetAttribute(p, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keep),
          "cuMemPoolSetAttribute");
    return p;
  }();
  return memoryPool;
}

/// The one stream all device work of generated code goes on. Blocking
/// (CU_STREAM_DEFAULT): also ordered with the legacy default stream.
CUstream computeStream() {
  static CUstream stream = [] {
    ensureContext();
    CUstream s;
    check(cuStreamCreate(&s, CU_STREAM_DEFAULT), "cuStreamCreate");
    cleave_codegen_set_stream(s);
    return s;
  }();
  return stream;
}

cublasHandle_t blas() {
  static cublasHandle_t handle = [] {
    cublasHandle_t h;
    check(cublasCreate(&h), "cublasCreate");
    check(cublasSetStream(h, computeStream()), "cublasSetStream");
    return h;
  }();
  return handle;
}

/// Waits for `stream`, polling the mesh: a collective that failed or hangs
/// on a peer ends the wait (and every rank) instead of blocking forever.
void waitFor(CUstream stream) {
  while (true) {
    CUresult rc = cuStreamQuery(stream);
    if (rc == CUDA_SUCCESS)
      return;
    if (rc != CUDA_ERROR_NOT_READY)
      check(rc, "cuStreamQuery");
    if (cleave_mesh_t *mesh = cleave_codegen_get_mesh())
      if (cleave_status_t s = cleave_mesh_poll(mesh))
        die(cleave_status_message(s));
    std::this_thread::yield();
  }
}

/// Copies out of pinned host memory: a stream of their own (non-blocking,
/// so not ordered with the legacy default stream either) and the events
/// that order it against the compute stream. An event is free again once
/// a wait on it is enqueued (a wait uses the record before it).
struct HostCopyStream {
  CUstream stream;
  std::vector<CUevent> events; ///< by ticket
  std::vector<int64_t> freeTickets;

  HostCopyStream() {
    ensureContext();
    check(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  }
  int64_t take() {
    if (!freeTickets.empty()) {
      int64_t ticket = freeTickets.back();
      freeTickets.pop_back();
      return ticket;
    }
    CUevent event;
    check(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING), "cuEventCreate");
    events.push_back(event);
    return int64_t(events.size()) - 1;
  }
  void give(int64_t ticket) { freeTickets.push_back(ticket); }
};

HostCopyStream &hostCopies() {
  static HostCopyStream *copies = new HostCopyStream();
  return *copies;
}

/// Bytes of the runner's own buffers (__cleave_cuda_alloc).
std::atomic<int64_t> argumentBytes{0};

/// Generated code's host pool on CUDA: pinned memory for activations kept
/// in host memory, which only the copy stream reads and writes. Freed
/// blocks are kept by size for the next step (cudaMallocHost costs a
/// system call and cudaFreeHost synchronizes the device); reusing one at
/// once is safe because every use is on the one copy stream, in order.
struct PinnedPool {
  std::unordered_multimap<size_t, void *> free;
  std::unordered_map<void *, size_t> sizes;

  void *allocate(size_t bytes) {
    bytes = bytes ? bytes : 1;
    if (auto it = free.find(bytes); it != free.end()) {
      void *memory = it->second;
      free.erase(it);
      return memory;
    }
    void *memory = nullptr;
    check(cuMemAllocHost(&memory, bytes), "cuMemAllocHost");
    sizes[memory] = bytes;
    return memory;
  }
  void release(void *memory) {
    auto it = sizes.find(memory);
    if (it == sizes.end())
      die("__cleave_cuda_host_free: not pinned pool memory");
    free.emplace(it->second, memory);
  }
};

PinnedPool &pinnedPool() {
  static PinnedPool *pinned = new PinnedPool();
  return *pinned;
}

} // namespace

extern "C" {

void *mgpuModuleLoad(void *data, size_t) {
  ensureContext();
  CUmodule module;
  check(cuModuleLoadData(&module, data), "cuModuleLoadData");
  return module;
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  ensureContext();
  CUmodule module;
  CUjit_option options[] = {CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {reinterpret_cast<void *>(intptr_t(optLevel))};
  check(cuModuleLoadDataEx(&module, data, 1, options, values),
        "cuModuleLoadDataEx (PTX JIT)");
  return module;
}

void mgpuModuleUnload(void *module) {
  cuModuleUnload(static_cast<CUmodule>(module));
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  CUfunction function;
  check(cuModuleGetFunction(&function, static_cast<CUmodule>(module), name),
        "cuModuleGetFunction");
  return function;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedBytes, void *stream,
                      void **params, void **extra, size_t) {
  check(cuLaunchKernel(static_cast<CUfunction>(function), gridX, gridY, gridZ,
                       blockX, blockY, blockZ, sharedBytes,
                       static_cast<CUstream>(stream), params, extra),
        "cuLaunchKernel");
}

// Generated code asks for a stream on entry (`gpu.wait async`) and waits
// for it before returning: both are the compute stream.
void *mgpuStreamCreate() { return computeStream(); }

void mgpuStreamDestroy(void *stream) {
  if (stream != computeStream())
    cuStreamDestroy(static_cast<CUstream>(stream));
}

void mgpuStreamSynchronize(void *stream) {
  __cleave_cuda_synchronize();
  if (stream != computeStream())
    waitFor(static_cast<CUstream>(stream));
}

void *mgpuMemAlloc(uint64_t bytes, void *, bool hostShared) {
  ensureContext();
  // `gpu.alloc host_shared` is the host pool (cleave-device-allocs):
  // pinned, so that the copy stream moves it by DMA.
  if (hostShared)
    return pinnedPool().allocate(bytes);
  CUdeviceptr memory;
  check(cuMemAllocFromPoolAsync(&memory, bytes ? bytes : 1, pool(),
                                computeStream()),
        "cuMemAllocFromPoolAsync");
  return reinterpret_cast<void *>(memory);
}

void mgpuMemFree(void *memory, void *) {
  check(cuMemFreeAsync(reinterpret_cast<CUdeviceptr>(memory), computeStream()),
        "cuMemFreeAsync");
}

void __cleave_cuda_free(intptr_t buffer) {
  // In stream order: the memory is reused only after the work before.
  check(cuMemFreeAsync(CUdeviceptr(buffer), computeStream()), "cuMemFreeAsync");
}

void __cleave_cuda_host_free(intptr_t buffer) {
  pinnedPool().release(reinterpret_cast<void *>(buffer));
}

void __cleave_cuda_memcpy(intptr_t dst, intptr_t src, int64_t bytes) {
  check(cuMemcpyAsync(CUdeviceptr(dst), CUdeviceptr(src), size_t(bytes),
                      computeStream()),
        "cuMemcpyAsync");
}

void __cleave_cublas_gemm(int64_t dtype, int64_t inputDtype, int64_t flags,
                          int64_t transA, int64_t transB, int64_t m, int64_t n,
                          int64_t k, double alpha, intptr_t a, int64_t lda,
                          int64_t strideA, intptr_t b, int64_t ldb,
                          int64_t strideB, double beta, intptr_t c, int64_t ldc,
                          int64_t strideC, int64_t batch) {
  auto cudaType = [](int64_t d) -> std::optional<cudaDataType> {
    switch (d) {
    case CLEAVE_F32:
      return CUDA_R_32F;
    case CLEAVE_F64:
      return CUDA_R_64F;
    case CLEAVE_F16:
      return CUDA_R_16F;
    case CLEAVE_BF16:
      return CUDA_R_16BF;
    default:
      return std::nullopt;
    }
  };
  std::optional<cudaDataType> type = cudaType(dtype),
                              inputType = cudaType(inputDtype);
  // Same types, or f16/bf16 inputs with an f32 output (cublasGemmEx's
  // mixed-precision combinations).
  bool mixed = inputDtype != dtype;
  if (!type || !inputType ||
      (mixed && (dtype != CLEAVE_F32 ||
                 (inputDtype != CLEAVE_F16 && inputDtype != CLEAVE_BF16))))
    die("__cleave_cublas_gemm: unsupported types: output dtype " +
        std::to_string(dtype) + ", inputs dtype " + std::to_string(inputDtype));
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  if (dtype == CLEAVE_F64)
    compute = CUBLAS_COMPUTE_64F;
  else if (dtype == CLEAVE_F32 && !mixed && (flags & 1))
    compute = CUBLAS_COMPUTE_32F_FAST_TF32;
  // Scalars have the compute type's scale type: double for 64F, else float.
  float alpha32 = float(alpha), beta32 = float(beta);
  const void *alphaPtr = compute == CUBLAS_COMPUTE_64F
                             ? static_cast<const void *>(&alpha)
                             : static_cast<const void *>(&alpha32);
  const void *betaPtr = compute == CUBLAS_COMPUTE_64F
                            ? static_cast<const void *>(&beta)
                            : static_cast<const void *>(&beta32);
  // Row-major C = op(A) op(B) is column-major C^T = op(B)^T op(A)^T.
  check(cublasGemmStridedBatchedEx(
            blas(), transB ? CUBLAS_OP_T : CUBLAS_OP_N,
            transA ? CUBLAS_OP_T : CUBLAS_OP_N, int(n), int(m), int(k),
            alphaPtr, reinterpret_cast<const void *>(b), *inputType, int(ldb),
            (long long)strideB, reinterpret_cast<const void *>(a), *inputType,
            int(lda), (long long)strideA, betaPtr, reinterpret_cast<void *>(c),
            *type, int(ldc), (long long)strideC, int(batch), compute,
            CUBLAS_GEMM_DEFAULT),
        "cublasGemmStridedBatchedEx");
}

void *__cleave_cuda_alloc(int64_t bytes) {
  ensureContext();
  void *memory = nullptr;
  check(cudaMalloc(&memory, bytes ? bytes : 1), "cudaMalloc");
  argumentBytes += bytes;
  return memory;
}

void *__cleave_cuda_host_alloc(int64_t bytes) {
  ensureContext();
  void *memory = nullptr;
  // Out of pinned memory is the caller's error to report, not a crash.
  if (cudaMallocHost(&memory, bytes ? bytes : 1) != cudaSuccess)
    return nullptr;
  std::memset(memory, 0, bytes ? size_t(bytes) : 1);
  return memory;
}

void __cleave_cuda_dealloc(void *buffer) {
  ensureContext();
  cudaPointerAttributes attributes;
  if (cudaPointerGetAttributes(&attributes, buffer) == cudaSuccess &&
      attributes.type == cudaMemoryTypeHost) {
    check(cudaFreeHost(buffer), "cudaFreeHost");
    return;
  }
  check(cudaFree(buffer), "cudaFree");
}

int64_t __cleave_cuda_host_copy_async(intptr_t dst, intptr_t src,
                                      int64_t bytes) {
  HostCopyStream &copies = hostCopies();
  // CLEAVE_HOST_COPIES=sync: in line on the compute stream, no overlap.
  if (cleave_host_copies_are_sync()) {
    check(cuMemcpyAsync(CUdeviceptr(dst), CUdeviceptr(src), size_t(bytes),
                        computeStream()),
          "cuMemcpyAsync");
    int64_t done = copies.take();
    check(cuEventRecord(copies.events[done], computeStream()), "cuEventRecord");
    return done;
  }
  // After the work issued so far on the compute stream (the destination's
  // stream-ordered allocation, the last reads of the memory it reuses).
  int64_t issued = copies.take();
  check(cuEventRecord(copies.events[issued], computeStream()), "cuEventRecord");
  check(cuStreamWaitEvent(copies.stream, copies.events[issued], 0),
        "cuStreamWaitEvent");
  copies.give(issued);
  check(cuMemcpyAsync(CUdeviceptr(dst), CUdeviceptr(src), size_t(bytes),
                      copies.stream),
        "cuMemcpyAsync");
  int64_t done = copies.take();
  check(cuEventRecord(copies.events[done], copies.stream), "cuEventRecord");
  return done;
}

void __cleave_cuda_host_copy_join(int64_t ticket) {
  HostCopyStream &copies = hostCopies();
  if (ticket < 0 || ticket >= int64_t(copies.events.size()))
    die("__cleave_cuda_host_copy_join: no copy " + std::to_string(ticket));
  check(cuStreamWaitEvent(computeStream(), copies.events[ticket], 0),
        "cuStreamWaitEvent");
  copies.give(ticket);
}

void __cleave_cuda_synchronize() {
  // Collectives issued asynchronously and never joined finish first.
  if (cleave_mesh_t *mesh = cleave_codegen_get_mesh())
    if (cleave_status_t s = cleave_mesh_join(mesh, -1))
      die(cleave_status_message(s));
  waitFor(computeStream());
}

int64_t __cleave_cuda_peak_bytes() {
  cuuint64_t high = 0;
  check(cuMemPoolGetAttribute(pool(), CU_MEMPOOL_ATTR_USED_MEM_HIGH, &high),
        "cuMemPoolGetAttribute");
  return argumentBytes + int64_t(high);
}

} // extern "C"
