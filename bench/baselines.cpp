//===- baselines.cpp - What Cleave's generated code is measured against ---===//
//
//   cleave-bench-baselines gemm M N K REPS        OpenBLAS sgemm, best of REPS
//   cleave-bench-baselines bandwidth BYTES REPS   memcpy (read + write)
//   mpirun -np N cleave-bench-baselines collectives COUNT REPS
//       raw MPI vs the Cleave runtime, interleaved in one job
//
// Prints `name seconds` lines; bench/run.sh turns them into ratios.
//
//===----------------------------------------------------------------------===//

#include "cleave/runtime.h"

#include <cblas.h>
#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

template <typename F> double best(int reps, F f) {
  double t = 1e30;
  for (int r = 0; r < reps; ++r) {
    double start = now();
    f();
    t = std::min(t, now() - start);
  }
  return t;
}

int gemm(int64_t m, int64_t n, int64_t k, int reps) {
  std::vector<float> a(m * k, 0.5f), b(k * n, 0.25f), c(m * n);
  double t = best(reps, [&] {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0f,
                a.data(), k, b.data(), n, 0.0f, c.data(), n);
  });
  std::printf("openblas_sgemm %.9e\n", t);
  return 0;
}

int bandwidth(int64_t bytes, int reps) {
  std::vector<char> src(bytes, 1), dst(bytes);
  double t = best(reps, [&] { std::memcpy(dst.data(), src.data(), bytes); });
  std::printf("memcpy %.9e\n", t);
  return dst[bytes / 2] == 1 ? 0 : 1;
}

int collectives(int argc, char **argv, int64_t count, int reps) {
  cleave_runtime_t *runtime;
  if (cleave_status_t s =
          cleave_runtime_create("mpi", &argc, &argv, &runtime)) {
    std::fprintf(stderr, "%s\n", cleave_status_message(s));
    return 1;
  }
  int64_t n = cleave_runtime_size(runtime);
  cleave_mesh_t *mesh;
  if (cleave_status_t s = cleave_mesh_create(runtime, 1, &n, &mesh)) {
    std::fprintf(stderr, "%s\n", cleave_status_message(s));
    return 1;
  }
  int32_t axis = 0;
  std::vector<float> in(count, 1.0f), out(count * n);
  int64_t shape[1] = {count};
  double mpiAllReduce = 1e30, rtAllReduce = 1e30, mpiAllGather = 1e30,
         rtAllGather = 1e30;
  auto timed = [&](auto f) {
    MPI_Barrier(MPI_COMM_WORLD);
    double start = now();
    f();
    return now() - start;
  };
  auto mpiAR = [&] {
    MPI_Allreduce(in.data(), out.data(), count, MPI_FLOAT, MPI_SUM,
                  MPI_COMM_WORLD);
  };
  auto rtAR = [&] {
    cleave_status_free(cleave_all_reduce(mesh, &axis, 1, CLEAVE_F32,
                                         CLEAVE_SUM, in.data(), out.data(),
                                         count));
  };
  auto mpiAG = [&] {
    MPI_Allgather(in.data(), count, MPI_FLOAT, out.data(), count, MPI_FLOAT,
                  MPI_COMM_WORLD);
  };
  auto rtAG = [&] {
    cleave_status_free(cleave_all_gather(mesh, &axis, 1, CLEAVE_F32, shape, 1,
                                         0, in.data(), out.data()));
  };
  // Interleaved, alternating which goes first, after a warm-up, so both see
  // the same machine state.
  for (int r = -2; r < reps; ++r) {
    bool mpiFirst = r % 2 == 0;
    double a = timed(mpiFirst ? std::function<void()>(mpiAR) : rtAR);
    double b = timed(mpiFirst ? std::function<void()>(rtAR) : mpiAR);
    double c = timed(mpiFirst ? std::function<void()>(mpiAG) : rtAG);
    double d = timed(mpiFirst ? std::function<void()>(rtAG) : mpiAG);
    if (r < 0)
      continue;
    mpiAllReduce = std::min(mpiAllReduce, mpiFirst ? a : b);
    rtAllReduce = std::min(rtAllReduce, mpiFirst ? b : a);
    mpiAllGather = std::min(mpiAllGather, mpiFirst ? c : d);
    rtAllGather = std::min(rtAllGather, mpiFirst ? d : c);
  }
  if (cleave_runtime_rank(runtime) == 0)
    std::printf("mpi_allreduce %.9e\ncleave_allreduce %.9e\n"
                "mpi_allgather %.9e\ncleave_allgather %.9e\n",
                mpiAllReduce, rtAllReduce, mpiAllGather, rtAllGather);
  cleave_mesh_release(mesh);
  cleave_runtime_release(runtime);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "gemm" && argc == 6)
    return gemm(std::atoll(argv[2]), std::atoll(argv[3]), std::atoll(argv[4]),
                std::atoi(argv[5]));
  if (mode == "bandwidth" && argc == 4)
    return bandwidth(std::atoll(argv[2]), std::atoi(argv[3]));
  if (mode == "collectives" && argc == 4)
    return collectives(argc, argv, std::atoll(argv[2]), std::atoi(argv[3]));
  std::fprintf(stderr, "usage: cleave-bench-baselines gemm M N K REPS | "
                       "bandwidth BYTES REPS | collectives COUNT REPS\n");
  return 2;
}
