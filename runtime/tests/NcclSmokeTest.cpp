//===- NcclSmokeTest.cpp - The NCCL backend where it can and cannot run ---===//
//
// Without a GPU (CI): creating the backend must fail cleanly with a status
// saying why, never crash or hang; the test then reports itself skipped.
// With GPUs (scripts/gpu-check.sh): an all_reduce and an all_gather along a
// middle dimension (the runtime's device-side packing) on device buffers,
// checked against the expected values; then the way generated code runs
// them: with a device stream set, a collective must follow the stream's
// pending work and the stream must follow it, with nobody waiting on the
// host until cleave_mesh_poll-watched synchronization at the end; and an
// overlapped one (__cleave_collective_async ... __cleave_collective_join).
//
//===----------------------------------------------------------------------===//

#include "cleave/runtime.h"
#include "cleave/runtime_codegen.h"

#include <cuda_runtime.h>

#include <cstdio>
#include <cstring>
#include <vector>

static int failures = 0;

static void expect(bool ok, const char *what) {
  if (!ok) {
    std::fprintf(stderr, "FAILED: %s\n", what);
    ++failures;
  }
}

/// Waits for `stream` as generated code does: polling it and the mesh.
static bool waitPolling(cudaStream_t stream, cleave_mesh_t *mesh) {
  while (cudaStreamQuery(stream) == cudaErrorNotReady)
    if (cleave_status_t s = cleave_mesh_poll(mesh)) {
      std::fprintf(stderr, "poll: %s\n", cleave_status_message(s));
      return false;
    }
  return true;
}

int main(int argc, char **argv) {
  cleave_runtime_t *runtime = nullptr;
  cleave_status_t status =
      cleave_runtime_create("nccl", &argc, &argv, &runtime);
  if (status) {
    bool clean = cleave_status_code(status) == CLEAVE_UNAVAILABLE;
    std::printf("nccl smoke test skipped: %s\n", cleave_status_message(status));
    cleave_status_free(status);
    return clean ? 0 : 1;
  }
  int64_t n = cleave_runtime_size(runtime), rank = cleave_runtime_rank(runtime);
  cleave_mesh_t *mesh = nullptr;
  int64_t shape[] = {n};
  if (cleave_status_t s = cleave_mesh_create(runtime, 1, shape, &mesh)) {
    std::fprintf(stderr, "mesh: %s\n", cleave_status_message(s));
    return 1;
  }
  int32_t axes[] = {0};
  const int64_t count = 1 << 20;
  std::vector<float> host(count, float(rank + 1));
  float *device = nullptr;
  cudaMalloc(&device, count * sizeof(float));
  cudaMemcpy(device, host.data(), count * sizeof(float),
             cudaMemcpyHostToDevice);
  status = cleave_all_reduce(mesh, axes, 1, CLEAVE_F32, CLEAVE_SUM, device,
                             device, count);
  expect(!status, "all_reduce returned an error");
  cudaMemcpy(host.data(), device, count * sizeof(float),
             cudaMemcpyDeviceToHost);
  expect(host[0] == n * (n + 1) / 2.0f && host[count - 1] == host[0],
         "all_reduce sum");

  // all_gather along dimension 1 of a [2][3] block per rank: [2][3n].
  float block[6];
  for (int i = 0; i < 6; ++i)
    block[i] = float(rank * 100 + i);
  float *in = nullptr, *out = nullptr;
  cudaMalloc(&in, sizeof(block));
  cudaMalloc(&out, sizeof(block) * n);
  cudaMemcpy(in, block, sizeof(block), cudaMemcpyHostToDevice);
  int64_t local[] = {2, 3};
  status = cleave_all_gather(mesh, axes, 1, CLEAVE_F32, local, 2, 1, in, out);
  expect(!status, "all_gather returned an error");
  std::vector<float> gathered(6 * n);
  cudaMemcpy(gathered.data(), out, sizeof(block) * n, cudaMemcpyDeviceToHost);
  for (int64_t r = 0; r < 2; ++r)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t c = 0; c < 3; ++c)
        expect(gathered[r * 3 * n + j * 3 + c] == float(j * 100 + r * 3 + c),
               "all_gather layout");
  // Stream-ordered: fill on the stream (not waited for), reduce, copy back
  // on the stream; the host waits once, polling the mesh.
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cleave_codegen_set_stream(stream);
  std::vector<float> fill(count, float(2 * (rank + 1)));
  float *pinned = nullptr;
  cudaMallocHost(&pinned, count * sizeof(float));
  std::memcpy(pinned, fill.data(), count * sizeof(float));
  cudaMemcpyAsync(device, pinned, count * sizeof(float), cudaMemcpyHostToDevice,
                  stream);
  status = cleave_all_reduce(mesh, axes, 1, CLEAVE_F32, CLEAVE_SUM, device,
                             device, count);
  expect(!status, "stream-ordered all_reduce returned an error");
  cudaMemcpyAsync(pinned, device, count * sizeof(float), cudaMemcpyDeviceToHost,
                  stream);
  if (!waitPolling(stream, mesh))
    return 1;
  expect(cudaStreamSynchronize(stream) == cudaSuccess, "stream error");
  expect(pinned[0] == float(n * (n + 1)) && pinned[count - 1] == pinned[0],
         "stream-ordered all_reduce sum");

  // Overlapped, as generated code does it: announced, issued through the
  // codegen entry point, joined before the copy that reads the result.
  cleave_codegen_set_mesh(mesh);
  for (int64_t i = 0; i < count; ++i)
    pinned[i] = float(3 * (rank + 1));
  cudaMemcpyAsync(device, pinned, count * sizeof(float), cudaMemcpyHostToDevice,
                  stream);
  int64_t ticket = __cleave_collective_async();
  __cleave_all_reduce(intptr_t(device), intptr_t(device), count, CLEAVE_F32,
                      CLEAVE_SUM, /*axes=[0]*/ 0x1);
  __cleave_collective_join(ticket);
  cudaMemcpyAsync(pinned, device, count * sizeof(float), cudaMemcpyDeviceToHost,
                  stream);
  if (!waitPolling(stream, mesh))
    return 1;
  expect(pinned[0] == float(3 * n * (n + 1) / 2) &&
             pinned[count - 1] == pinned[0],
         "overlapped all_reduce sum");
  cleave_codegen_set_mesh(nullptr);
  cleave_codegen_set_stream(nullptr);
  cudaFreeHost(pinned);
  cudaStreamDestroy(stream);

  std::printf("nccl smoke test: rank %lld of %lld: %s\n", (long long)rank,
              (long long)n, failures ? "FAILED" : "passed");
  cudaFree(device);
  cudaFree(in);
  cudaFree(out);
  cleave_mesh_release(mesh);
  cleave_runtime_release(runtime);
  return failures ? 1 : 0;
}
