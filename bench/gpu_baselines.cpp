//===- gpu_baselines.cpp - cuBLAS and copy bandwidth, for scripts/gpu-check
//===//
//
// `cleave-bench-gpu-baselines gemm M N K REPS`: best time of cublasSgemm on
// device buffers. `... copy BYTES REPS`: best device-to-device copy time.
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

template <typename F> double best(int reps, F run) {
  double bestSeconds = 1e30;
  for (int r = 0; r < reps; ++r) {
    cudaDeviceSynchronize();
    auto start = std::chrono::steady_clock::now();
    run();
    cudaDeviceSynchronize();
    bestSeconds = std::min(
        bestSeconds,
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  }
  return bestSeconds;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s gemm M N K REPS | copy BYTES REPS\n",
                 argv[0]);
    return 1;
  }
  std::string what = argv[1];
  if (what == "gemm" && argc == 6) {
    int m = std::atoi(argv[2]), n = std::atoi(argv[3]), k = std::atoi(argv[4]);
    int reps = std::atoi(argv[5]);
    float *a, *b, *c;
    cudaMalloc(&a, sizeof(float) * m * k);
    cudaMalloc(&b, sizeof(float) * k * n);
    cudaMalloc(&c, sizeof(float) * m * n);
    cudaMemset(a, 0, sizeof(float) * m * k);
    cudaMemset(b, 0, sizeof(float) * k * n);
    cublasHandle_t handle;
    cublasCreate(&handle);
    float one = 1, zero = 0;
    double t = best(reps, [&] {
      cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &one, b, n, a, k,
                  &zero, c, n);
    });
    std::printf("cublas_sgemm %.9e\n", t);
    return 0;
  }
  if (what == "copy" && argc == 4) {
    size_t bytes = std::strtoull(argv[2], nullptr, 10);
    int reps = std::atoi(argv[3]);
    void *src, *dst;
    cudaMalloc(&src, bytes);
    cudaMalloc(&dst, bytes);
    double t = best(
        reps, [&] { cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice); });
    std::printf("d2d_copy %.9e\n", t);
    return 0;
  }
  std::fprintf(stderr, "bad arguments\n");
  return 1;
}
