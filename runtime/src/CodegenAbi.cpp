//===- CodegenAbi.cpp - The functions generated code calls ----------------===//

#include "cleave/runtime_codegen.h"

#include "HostPool.h"

#include <dlfcn.h>

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

cleave_mesh_t *currentMesh = nullptr;
void *currentStream = nullptr;
int64_t nextTicket = 0;
/// The ticket of the collective being issued, -1 if none was announced.
int64_t deferredTicket = -1;

cleave_mesh_t *mesh() {
  if (!currentMesh) {
    std::fprintf(stderr, "cleave runtime: generated code ran without a mesh "
                         "(call cleave_codegen_set_mesh first)\n");
    std::abort();
  }
  return currentMesh;
}

/// Ends every rank if `status` is an error. Called after every collective,
/// so an announcement (__cleave_collective_async) covers exactly one.
void orDie(cleave_status_t status, const char *what) {
  deferredTicket = -1;
  if (!status)
    return;
  std::string message =
      std::string(what) + ": " + cleave_status_message(status);
  cleave_status_free(status);
  cleave_mesh_abort(mesh(), message.c_str());
}

/// OpenBLAS, opened at the first CPU GEMM: the runtime itself does not need
/// it (CUDA artifacts never call it). cblas_?gemm's enums are those of the
/// CBLAS standard.
enum { kRowMajor = 101, kNoTrans = 111, kTrans = 112 };
// Debian's OpenBLAS uses 32-bit integers (blasint = int).
using Sgemm = void (*)(int, int, int, int, int, int, float, const float *, int,
                       const float *, int, float, float *, int);
using Dgemm = void (*)(int, int, int, int, int, int, double, const double *,
                       int, const double *, int, double, double *, int);

void *blasSymbol(const char *name) {
  static void *blas = [] {
    void *handle = dlopen(CLEAVE_OPENBLAS_PATH, RTLD_NOW | RTLD_GLOBAL);
    return handle ? handle : dlopen("libopenblas.so.0", RTLD_NOW | RTLD_GLOBAL);
  }();
  void *symbol = blas ? dlsym(blas, name) : nullptr;
  if (!symbol) {
    std::string message =
        std::string("cannot load OpenBLAS's ") + name +
        " (" CLEAVE_OPENBLAS_PATH "): " + (blas ? "symbol missing" : dlerror());
    cleave_mesh_abort(mesh(), message.c_str());
  }
  return symbol;
}

/// Lets collectives in flight advance (MPI progresses a nonblocking
/// collective only inside MPI calls): called between the program's ops
/// (GEMMs, allocations), so that an announced all-reduce moves while the
/// compute before its join runs. Its failures end every rank now.
void progressCollectives() {
  if (!currentMesh)
    return;
  if (cleave_status_t status = cleave_mesh_poll(currentMesh)) {
    std::string message =
        std::string("a collective in flight: ") + cleave_status_message(status);
    cleave_status_free(status);
    cleave_mesh_abort(currentMesh, message.c_str());
  }
}

std::vector<int32_t> unpackAxes(int64_t packed) {
  std::vector<int32_t> axes;
  for (; packed; packed >>= 4)
    axes.push_back(int32_t(packed & 0xf) - 1);
  return axes;
}

} // namespace

extern "C" {

void cleave_codegen_set_mesh(cleave_mesh_t *m) { currentMesh = m; }
cleave_mesh_t *cleave_codegen_get_mesh(void) { return currentMesh; }
void cleave_codegen_set_stream(void *stream) { currentStream = stream; }
void *cleave_codegen_get_stream(void) { return currentStream; }
int64_t cleave_codegen_deferred_ticket(void) { return deferredTicket; }

int64_t __cleave_collective_async(void) {
  deferredTicket = nextTicket++;
  return deferredTicket;
}

void __cleave_collective_join(int64_t ticket) {
  orDie(cleave_mesh_join(mesh(), ticket), "joining a collective");
}

void __cleave_all_reduce(intptr_t in, intptr_t out, int64_t count,
                         int64_t dtype, int64_t reduction, int64_t axes) {
  std::vector<int32_t> a = unpackAxes(axes);
  orDie(cleave_all_reduce(mesh(), a.data(), a.size(), cleave_dtype_t(dtype),
                          cleave_reduction_t(reduction), (const void *)in,
                          (void *)out, count),
        "all_reduce");
}

void __cleave_all_gather(intptr_t in, intptr_t out, int64_t outer, int64_t slab,
                         int64_t dtype, int64_t axes) {
  std::vector<int32_t> a = unpackAxes(axes);
  int64_t shape[2] = {outer, slab};
  orDie(cleave_all_gather(mesh(), a.data(), a.size(), cleave_dtype_t(dtype),
                          shape, 2, 1, (const void *)in, (void *)out),
        "all_gather");
}

void __cleave_reduce_scatter(intptr_t in, intptr_t out, int64_t outer,
                             int64_t block, int64_t dtype, int64_t reduction,
                             int64_t axes) {
  std::vector<int32_t> a = unpackAxes(axes);
  int64_t n = 1;
  for (int32_t axis : a)
    n *= cleave_mesh_axis_size(mesh(), axis);
  int64_t shape[2] = {outer, n * block};
  orDie(cleave_reduce_scatter(mesh(), a.data(), a.size(), cleave_dtype_t(dtype),
                              cleave_reduction_t(reduction), shape, 2, 1,
                              (const void *)in, (void *)out),
        "reduce_scatter");
}

void __cleave_all_to_all(intptr_t in, intptr_t out, intptr_t shape,
                         int64_t rank, int64_t split, int64_t concat,
                         int64_t dtype, int64_t axes) {
  std::vector<int32_t> a = unpackAxes(axes);
  orDie(cleave_all_to_all(mesh(), a.data(), a.size(), cleave_dtype_t(dtype),
                          (const int64_t *)shape, int32_t(rank), int32_t(split),
                          int32_t(concat), (const void *)in, (void *)out),
        "all_to_all");
}

void __cleave_collective_permute(intptr_t in, intptr_t out, int64_t count,
                                 int64_t dtype, int64_t axes, intptr_t pairs,
                                 int64_t num_pairs) {
  std::vector<int32_t> a = unpackAxes(axes);
  orDie(cleave_collective_permute(mesh(), a.data(), a.size(),
                                  cleave_dtype_t(dtype), (const int64_t *)pairs,
                                  int32_t(num_pairs), (const void *)in,
                                  (void *)out, count),
        "collective_permute");
}

/// Turns a group index back into per-axis coordinates.
static std::vector<int64_t> coordinates(const std::vector<int32_t> &axes,
                                        int64_t index) {
  std::vector<int64_t> coords(axes.size());
  for (int i = int(axes.size()) - 1; i >= 0; --i) {
    int64_t size = cleave_mesh_axis_size(mesh(), axes[i]);
    coords[i] = index % size;
    index /= size;
  }
  return coords;
}

void __cleave_broadcast(intptr_t buffer, int64_t count, int64_t dtype,
                        int64_t axes, int64_t root_index) {
  std::vector<int32_t> a = unpackAxes(axes);
  std::vector<int64_t> root = coordinates(a, root_index);
  orDie(cleave_broadcast(mesh(), a.data(), a.size(), cleave_dtype_t(dtype),
                         root.data(), (void *)buffer, count),
        "broadcast");
}

void __cleave_send(intptr_t buffer, int64_t count, int64_t dtype, int64_t axes,
                   int64_t peer_index, int64_t tag) {
  std::vector<int32_t> a = unpackAxes(axes);
  std::vector<int64_t> peer = coordinates(a, peer_index);
  orDie(cleave_send(mesh(), a.data(), a.size(), peer.data(), tag,
                    cleave_dtype_t(dtype), (const void *)buffer, count),
        "send");
}

void __cleave_recv(intptr_t buffer, int64_t count, int64_t dtype, int64_t axes,
                   int64_t peer_index, int64_t tag) {
  std::vector<int32_t> a = unpackAxes(axes);
  std::vector<int64_t> peer = coordinates(a, peer_index);
  orDie(cleave_recv(mesh(), a.data(), a.size(), peer.data(), tag,
                    cleave_dtype_t(dtype), (void *)buffer, count),
        "recv");
}

void __cleave_assert_failed(const char *message) {
  // Written where the launcher reads it, then as upstream's lowering did:
  // the message on stdout, and an abort that mpirun reports.
  cleave_last_words(currentMesh ? cleave_mesh_device(currentMesh) : -1,
                    message);
  std::fputs(message, stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
  std::abort();
}

int64_t __cleave_process_index(int64_t axis) {
  return axis < 0 ? cleave_mesh_device(mesh())
                  : cleave_mesh_coordinate(mesh(), int32_t(axis));
}

void __cleave_sgemm(int64_t trans_a, int64_t trans_b, int64_t m, int64_t n,
                    int64_t k, float alpha, intptr_t a, int64_t lda, intptr_t b,
                    int64_t ldb, float beta, intptr_t c, int64_t ldc) {
  static auto sgemm = reinterpret_cast<Sgemm>(blasSymbol("cblas_sgemm"));
  progressCollectives();
  sgemm(kRowMajor, trans_a ? kTrans : kNoTrans, trans_b ? kTrans : kNoTrans,
        int(m), int(n), int(k), alpha, (const float *)a, int(lda),
        (const float *)b, int(ldb), beta, (float *)c, int(ldc));
}

void __cleave_dgemm(int64_t trans_a, int64_t trans_b, int64_t m, int64_t n,
                    int64_t k, double alpha, intptr_t a, int64_t lda,
                    intptr_t b, int64_t ldb, double beta, intptr_t c,
                    int64_t ldc) {
  static auto dgemm = reinterpret_cast<Dgemm>(blasSymbol("cblas_dgemm"));
  progressCollectives();
  dgemm(kRowMajor, trans_a ? kTrans : kNoTrans, trans_b ? kTrans : kNoTrans,
        int(m), int(n), int(k), alpha, (const double *)a, int(lda),
        (const double *)b, int(ldb), beta, (double *)c, int(ldc));
}

namespace {
/// Set by __cleave_next_alloc_on_host, taken by the next allocation.
thread_local bool nextAllocOnHost = false;
} // namespace

void __cleave_next_alloc_on_host(void) { nextAllocOnHost = true; }

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  progressCollectives();
  std::string error;
  bool onHost = nextAllocOnHost;
  nextAllocOnHost = false;
  void *pointer =
      onHost ? cleave::runtime::hostPoolAllocate(size, alignment, error)
             : cleave::runtime::poolAllocate(size, alignment, error);
  if (!pointer) {
    std::string message = "generated code's allocation: " + error;
    if (currentMesh)
      cleave_mesh_abort(currentMesh, message.c_str());
    std::fprintf(stderr, "cleave runtime: %s\n", message.c_str());
    std::abort();
  }
  return pointer;
}

void *_mlir_memref_to_llvm_alloc(size_t size) {
  return _mlir_memref_to_llvm_aligned_alloc(alignof(std::max_align_t), size);
}

void _mlir_memref_to_llvm_free(void *pointer) {
  cleave::runtime::poolFree(pointer);
}

} // extern "C"
