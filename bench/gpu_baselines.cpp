//===- gpu_baselines.cpp - cuBLAS and copy baselines for gpu-check --------===//
//
// `cleave-bench-gpu-baselines gemm M N K REPS [f32|tf32|f16|bf16|bf16f32]`:
// best time of a cuBLAS GEMM on device buffers (cublasGemmEx; f16 and bf16
// accumulate in f32, as Cleave's calls do; bf16f32 has bf16 inputs and an
// f32 output). `... copy BYTES REPS`: best
// device-to-device copy time.
// Printed as `name seconds`, like the CPU baselines.
//
//===----------------------------------------------------------------------===//

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

/// A failed call ends the run: a baseline that silently did nothing would
/// make any ratio against it meaningless.
void check(cudaError_t rc, const char *call) {
  if (rc == cudaSuccess)
    return;
  std::fprintf(stderr, "cleave-bench-gpu-baselines: %s failed: %s\n", call,
               cudaGetErrorString(rc));
  std::exit(1);
}

void check(cublasStatus_t rc, const char *call) {
  if (rc == CUBLAS_STATUS_SUCCESS)
    return;
  std::fprintf(stderr, "cleave-bench-gpu-baselines: %s failed: status %d\n",
               call, int(rc));
  std::exit(1);
}

template <typename F> double best(int reps, F run) {
  double bestSeconds = 1e30;
  for (int r = 0; r < reps; ++r) {
    check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    auto start = std::chrono::steady_clock::now();
    run();
    check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    bestSeconds = std::min(
        bestSeconds,
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  }
  return bestSeconds;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: %s gemm M N K REPS [f32|tf32|f16|bf16|bf16f32] | copy "
                 "BYTES REPS\n",
                 argv[0]);
    return 1;
  }
  std::string what = argv[1];
  if (what == "gemm" && (argc == 6 || argc == 7)) {
    int m = std::atoi(argv[2]), n = std::atoi(argv[3]), k = std::atoi(argv[4]);
    int reps = std::atoi(argv[5]);
    std::string kind = argc == 7 ? argv[6] : "f32";
    cudaDataType type = kind == "f16"                         ? CUDA_R_16F
                        : kind == "bf16" || kind == "bf16f32" ? CUDA_R_16BF
                                                              : CUDA_R_32F;
    cudaDataType outType = kind == "bf16f32" ? CUDA_R_32F : type;
    cublasComputeType_t compute =
        kind == "tf32" ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
    size_t element = type == CUDA_R_32F ? 4 : 2;
    size_t outElement = outType == CUDA_R_32F ? 4 : 2;
    void *a, *b, *c;
    check(cudaMalloc(&a, element * m * k), "cudaMalloc");
    check(cudaMalloc(&b, element * k * n), "cudaMalloc");
    check(cudaMalloc(&c, outElement * m * n), "cudaMalloc");
    check(cudaMemset(a, 0, element * m * k), "cudaMemset");
    check(cudaMemset(b, 0, element * k * n), "cudaMemset");
    cublasHandle_t handle;
    check(cublasCreate(&handle), "cublasCreate");
    float one = 1, zero = 0;
    double t = best(reps, [&] {
      check(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &one, b,
                         type, n, a, type, k, &zero, c, outType, n, compute,
                         CUBLAS_GEMM_DEFAULT),
            "cublasGemmEx");
    });
    std::printf("cublas_gemm_%s %.9e\n", kind.c_str(), t);
    return 0;
  }
  if (what == "copy" && argc == 4) {
    size_t bytes = std::strtoull(argv[2], nullptr, 10);
    int reps = std::atoi(argv[3]);
    void *src, *dst;
    check(cudaMalloc(&src, bytes), "cudaMalloc");
    check(cudaMalloc(&dst, bytes), "cudaMalloc");
    double t = best(reps, [&] {
      check(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice),
            "cudaMemcpy");
    });
    std::printf("d2d_copy %.9e\n", t);
    return 0;
  }
  std::fprintf(stderr, "bad arguments\n");
  return 1;
}
