/*===- runtime_codegen.h - Symbols Cleave-generated code calls -----------===*
 *
 * The narrow contract between the compiler and the runtime: every function
 * compiled code may call, and nothing else. Pointers are passed as intptr_t
 * (MLIR `index`) and sizes as int64_t. Generated code cannot handle statuses,
 * so these functions end every rank with a message on error.
 *
 * Axis lists are packed into one int64: nibble k (from the least significant)
 * holds 1 + the k-th axis index, 0 ends the list; e.g. axes [1, 0] -> 0x12.
 * test/Conversion/Pipelines/runtime-abi.test checks the compiler emits
 * exactly these names.
 *
 *===---------------------------------------------------------------------===*/

#ifndef CLEAVE_RUNTIME_CODEGEN_H
#define CLEAVE_RUNTIME_CODEGEN_H

#include "cleave/runtime.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The mesh generated code runs on. cleave_artifact_call (execute.h) sets it
 * for the duration of one call; a process-wide slot because generated code
 * passes no context to the functions below. */
void cleave_codegen_set_mesh(cleave_mesh_t *mesh);
cleave_mesh_t *cleave_codegen_get_mesh(void);
/* The device stream generated code runs on (a CUstream), set by the CUDA
 * codegen library when it creates it: a device backend orders its
 * collectives after the work already on it and puts the stream behind them
 * (events), so nothing waits on the host. NULL: no device code. */
void cleave_codegen_set_stream(void *stream);
void *cleave_codegen_get_stream(void);
/* For device backends: the ticket of the collective being issued if it was
 * announced by __cleave_collective_async (the device stream must not wait
 * for it yet), else -1. */
int64_t cleave_codegen_deferred_ticket(void);

/* Overlap of collectives with compute (CUDA target): the next collective
 * runs on the backend's stream without the device stream waiting for it;
 * the returned ticket is joined (__cleave_collective_join: the device
 * stream waits, the host does not) before the first op that touches its
 * buffers. Host backends finish collectives before returning anyway. */
int64_t __cleave_collective_async(void);
void __cleave_collective_join(int64_t ticket);

/* Memory of CPU generated code (MLIR's generic allocation functions, what
 * memref.alloc/dealloc lower to with use-generic-functions): counted in the
 * process's device pool (peak: cleave_artifact_peak_device_bytes) and held
 * to its capacity; an allocation beyond it ends every rank with a message
 * naming the capacity. */
void *_mlir_memref_to_llvm_alloc(size_t size);
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
void _mlir_memref_to_llvm_free(void *pointer);
/* The next allocation of generated code is host memory (an optimizer step
 * run on the host, cleave-host-step-buffers): counted in the host pool,
 * outside the device pool's count and capacity. */
void __cleave_next_alloc_on_host(void);

/* Host offload (cleave-prefetch-host-copies): copies `bytes` from a
 * host-placed argument into a device buffer asynchronously, in order with
 * the other such copies (CPU: on a copy thread); the returned ticket is
 * joined before the first op that touches the buffer (the host waits). */
int64_t __cleave_host_copy_async(intptr_t dst, intptr_t src, int64_t bytes);
void __cleave_host_copy_join(int64_t ticket);
/* Whether CLEAVE_HOST_COPIES=sync asks for copies in line with compute
 * (the baseline bench/ measures overlap against; both targets). */
int cleave_host_copies_are_sync(void);

void __cleave_all_reduce(intptr_t in, intptr_t out, int64_t count,
                         int64_t dtype, int64_t reduction, int64_t axes);
/* Input is [outer][slab] elements per device; output [outer][n][slab]. */
void __cleave_all_gather(intptr_t in, intptr_t out, int64_t outer, int64_t slab,
                         int64_t dtype, int64_t axes);
/* Input is [outer][n * block]; output [outer][block]. */
void __cleave_reduce_scatter(intptr_t in, intptr_t out, int64_t outer,
                             int64_t block, int64_t dtype, int64_t reduction,
                             int64_t axes);
/* shape: pointer to `rank` int64 sizes of the local input (a constant). */
void __cleave_all_to_all(intptr_t in, intptr_t out, intptr_t shape,
                         int64_t rank, int64_t split, int64_t concat,
                         int64_t dtype, int64_t axes);
/* pairs: pointer to num_pairs (source, target) int64 group indices. */
void __cleave_collective_permute(intptr_t in, intptr_t out, int64_t count,
                                 int64_t dtype, int64_t axes, intptr_t pairs,
                                 int64_t num_pairs);
void __cleave_broadcast(intptr_t buffer, int64_t count, int64_t dtype,
                        int64_t axes, int64_t root_index);
void __cleave_send(intptr_t buffer, int64_t count, int64_t dtype, int64_t axes,
                   int64_t peer_index, int64_t tag);
void __cleave_recv(intptr_t buffer, int64_t count, int64_t dtype, int64_t axes,
                   int64_t peer_index, int64_t tag);
/* A failed cf.assert (cleave-asserts-to-runtime): its message recorded as
 * this rank's last words (cleave_last_words) and printed; then abort(). */
void __cleave_assert_failed(const char *message);
/* Coordinate of this device on one axis; axis -1: linear device index. */
int64_t __cleave_process_index(int64_t axis);

/* C[M,N] = alpha * op(A) * op(B) + beta * C, row-major, on OpenBLAS. */
void __cleave_sgemm(int64_t trans_a, int64_t trans_b, int64_t m, int64_t n,
                    int64_t k, float alpha, intptr_t a, int64_t lda, intptr_t b,
                    int64_t ldb, float beta, intptr_t c, int64_t ldc);
void __cleave_dgemm(int64_t trans_a, int64_t trans_b, int64_t m, int64_t n,
                    int64_t k, double alpha, intptr_t a, int64_t lda,
                    intptr_t b, int64_t ldb, double beta, intptr_t c,
                    int64_t ldc);

/* GEMMs on device buffers through cuBLAS (CUDA target; in
 * libCleaveRuntimeCuda): for each of `batch` problems, C = alpha op(A) op(B)
 * + beta C, row-major; C of element type `dtype` (CLEAVE_F32, F64, F16,
 * BF16), A and B of `input_dtype`: the same, or F16/BF16 with an F32 C
 * (mixed precision). Problem i's operands start i * stride_* elements after
 * problem 0's. f16 and bf16 accumulate in f32; `flags` bit 0 lets f32 use
 * TF32 tensor cores. */
void __cleave_cublas_gemm(int64_t dtype, int64_t input_dtype, int64_t flags,
                          int64_t trans_a, int64_t trans_b, int64_t m,
                          int64_t n, int64_t k, double alpha, intptr_t a,
                          int64_t lda, int64_t stride_a, intptr_t b,
                          int64_t ldb, int64_t stride_b, double beta,
                          intptr_t c, int64_t ldc, int64_t stride_c,
                          int64_t batch);

/* Frees, in stream order, a buffer the CUDA target's code allocated
 * (mgpuMemAlloc, from the stream-ordered pool). */
void __cleave_cuda_free(intptr_t buffer);
/* Copies `bytes` between any two of host and device memory, in stream order
 * (constants staged to the device on entry; runners' inputs and outputs). */
void __cleave_cuda_memcpy(intptr_t dst, intptr_t src, int64_t bytes);
/* For runners of CUDA artifacts: device buffers for the entry's arguments,
 * a wait for everything on the stream (watching the mesh for failures), and
 * the most device memory in use at once (arguments plus pool). */
void *__cleave_cuda_alloc(int64_t bytes);
/* Pinned host memory for host-placed inputs (freed by
 * __cleave_cuda_dealloc); copies out of it run on a copy stream of their
 * own, ordered by events: the copy after the work issued before it on the
 * compute stream (the buffer's allocation), the compute stream's work after
 * the join after the copy. Neither waits on the host. */
void *__cleave_cuda_host_alloc(int64_t bytes);
int64_t __cleave_cuda_host_copy_async(intptr_t dst, intptr_t src,
                                      int64_t bytes);
void __cleave_cuda_host_copy_join(int64_t ticket);
/* Generated code's host pool: `gpu.alloc host_shared` (mgpuMemAlloc) is
 * pinned host memory, kept by size when freed with this for the next
 * allocation (every use of it is on the copy stream, in order). */
void __cleave_cuda_host_free(intptr_t buffer);
/* Frees a buffer of __cleave_cuda_alloc (waits for the device first). */
void __cleave_cuda_dealloc(void *buffer);
void __cleave_cuda_synchronize(void);
int64_t __cleave_cuda_peak_bytes(void);

/* MLIR's lowering of memref.copy between non-contiguous buffers calls this
 * (normally from libmlir_c_runner_utils); artifacts get it from here so they
 * depend on nothing of MLIR. src/dst point to {rank, descriptor*}. */
void memrefCopy(int64_t element_size, void *src, void *dst);

#ifdef __cplusplus
}
#endif

#endif /* CLEAVE_RUNTIME_CODEGEN_H */
