//===- CudaCodegenAbi.cpp - What CUDA-target code calls -------------------===//
//
// libCleaveRuntimeCuda: the `mgpu*` functions MLIR's GPU lowering emits
// (module load, kernel launch, streams, allocation), written on the CUDA
// driver and runtime APIs, plus cuBLAS GEMMs and frees for Cleave's own
// calls. Any CUDA error ends every rank through the mesh, with the call
// named. Row-major GEMMs run as their column-major transposes
// (C^T = B^T A^T), so no layout copies.
//
//===----------------------------------------------------------------------===//

#include "cleave/runtime_codegen.h"

#include <cublas_v2.h>
#include <cuda.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <string>

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

/// The runtime API's primary context, made current for driver API calls.
void ensureContext() {
  static bool done = false;
  if (done)
    return;
  check(cudaFree(nullptr), "cudaFree(0) (context creation)");
  done = true;
}

cublasHandle_t blas() {
  static cublasHandle_t handle = nullptr;
  if (!handle) {
    ensureContext();
    check(cublasCreate(&handle), "cublasCreate");
  }
  return handle;
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

void *mgpuStreamCreate() {
  ensureContext();
  CUstream stream;
  // A blocking stream: ordered with cuBLAS (legacy default stream) and the
  // NCCL backend's stream, so kernels see every earlier result.
  check(cuStreamCreate(&stream, CU_STREAM_DEFAULT), "cuStreamCreate");
  return stream;
}

void mgpuStreamDestroy(void *stream) {
  cuStreamDestroy(static_cast<CUstream>(stream));
}

void mgpuStreamSynchronize(void *stream) {
  check(cuStreamSynchronize(static_cast<CUstream>(stream)),
        "cuStreamSynchronize");
}

void *mgpuMemAlloc(uint64_t bytes, void *, bool hostShared) {
  ensureContext();
  void *memory = nullptr;
  if (hostShared)
    check(cudaMallocManaged(&memory, bytes ? bytes : 1), "cudaMallocManaged");
  else
    check(cudaMalloc(&memory, bytes ? bytes : 1), "cudaMalloc");
  return memory;
}

void mgpuMemFree(void *memory, void *) { cudaFree(memory); }

void __cleave_cuda_free(intptr_t buffer) {
  // Kernels and cuBLAS run asynchronously: finish before freeing.
  check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
  check(cudaFree(reinterpret_cast<void *>(buffer)), "cudaFree");
}

void __cleave_cublas_sgemm(int64_t transA, int64_t transB, int64_t m, int64_t n,
                           int64_t k, float alpha, intptr_t a, int64_t lda,
                           intptr_t b, int64_t ldb, float beta, intptr_t c,
                           int64_t ldc) {
  check(cublasSgemm(blas(), transB ? CUBLAS_OP_T : CUBLAS_OP_N,
                    transA ? CUBLAS_OP_T : CUBLAS_OP_N, int(n), int(m), int(k),
                    &alpha, reinterpret_cast<const float *>(b), int(ldb),
                    reinterpret_cast<const float *>(a), int(lda), &beta,
                    reinterpret_cast<float *>(c), int(ldc)),
        "cublasSgemm");
}

void __cleave_cublas_dgemm(int64_t transA, int64_t transB, int64_t m, int64_t n,
                           int64_t k, double alpha, intptr_t a, int64_t lda,
                           intptr_t b, int64_t ldb, double beta, intptr_t c,
                           int64_t ldc) {
  check(cublasDgemm(blas(), transB ? CUBLAS_OP_T : CUBLAS_OP_N,
                    transA ? CUBLAS_OP_T : CUBLAS_OP_N, int(n), int(m), int(k),
                    &alpha, reinterpret_cast<const double *>(b), int(ldb),
                    reinterpret_cast<const double *>(a), int(lda), &beta,
                    reinterpret_cast<double *>(c), int(ldc)),
        "cublasDgemm");
}

/// For the runner: buffers kernels, cuBLAS, NCCL and the host all reach,
/// and a barrier before the host reads results.
void *__cleave_cuda_alloc(int64_t bytes) {
  return mgpuMemAlloc(uint64_t(bytes), nullptr, /*hostShared=*/true);
}

void __cleave_cuda_synchronize() {
  check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
}

} // extern "C"
