/*===- runtime.h - Cleave runtime C ABI ----------------------------------===*
 *
 * Every symbol generated SPMD code may call. Plain C, no MLIR: a program
 * compiled by Cleave links against this and a backend (MPI on CPUs; NCCL on
 * GPUs next). Conventions (IREE's): functions return a status, NULL on
 * success; out-parameters are named out_*; *_create hands the caller an object
 * it releases with *_release.
 *
 * Devices of a mesh are numbered row-major (last axis fastest) and device d
 * runs as rank d.
 *
 * SPMD: every rank makes the same calls in the same order (artifact calls,
 * gathers, collectives), with the same global inputs; MPI has no timeout,
 * so a rank that skips a call leaves the others waiting in it. A call one
 * rank refuses (a buffer of the wrong size) is refused on every rank: the
 * others' status says another rank refused (cleave_artifact_call agrees
 * before running; gathers and collectives do not). A rank that fails
 * outside an artifact call should end the job with cleave_mesh_abort
 * rather than return. A second thread's artifact call while one runs is
 * refused, not queued. MPI must stay initialized until the last call
 * (after MPI_Finalize a call on a mesh of several devices is
 * CLEAVE_UNAVAILABLE). A mesh keeps its
 * runtime alive: a runtime released before its meshes goes with the last.
 * An artifact is opened from a file (cleave_artifact_open) or from the
 * bytes of one (cleave_artifact_open_buffer: the compiler's
 * cleave_invocation_compile_to_buffer, with no file written). A collective over `axes` acts within each group of devices
 * that differ only on those axes, ordered mixed-radix with the first listed
 * axis most significant (the compiler's convention, cleave/Sharding).
 *
 *===---------------------------------------------------------------------===*/

#ifndef CLEAVE_RUNTIME_H
#define CLEAVE_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cleave_status *cleave_status_t; /* NULL means success */
typedef struct cleave_runtime cleave_runtime_t;
typedef struct cleave_mesh cleave_mesh_t;

typedef enum cleave_status_code {
  CLEAVE_OK = 0,
  CLEAVE_INVALID_ARGUMENT = 1,
  CLEAVE_UNAVAILABLE = 2, /* backend not built or not usable here */
  CLEAVE_BACKEND_ERROR = 3,
} cleave_status_code_t;

typedef enum cleave_dtype {
  CLEAVE_F32 = 0,
  CLEAVE_F16 = 1,
  CLEAVE_BF16 = 2,
  CLEAVE_F64 = 3,
  CLEAVE_I32 = 4,
  CLEAVE_I64 = 5,
  CLEAVE_I8 = 6, /* one byte: i8, and i1 (a byte in memory) */
} cleave_dtype_t;

typedef enum cleave_reduction {
  CLEAVE_SUM = 0,
  CLEAVE_MAX = 1,
  CLEAVE_MIN = 2,
} cleave_reduction_t;

cleave_status_code_t cleave_status_code(cleave_status_t status);
const char *cleave_status_message(cleave_status_t status);
void cleave_status_free(cleave_status_t status);

/* backend: "mpi" (plugin libCleaveRuntimeMpi.so; MPI_Init if needed),
 * "nccl" (plugin libCleaveRuntimeNccl.so; one rank per GPU, bootstrapped
 * over MPI) or "local" (one process, no library; host buffers). NULL: "mpi".
 * A plugin that cannot be loaded is CLEAVE_UNAVAILABLE, with the reason.
 * argc and argv may be NULL (MPI_Init takes none). */
cleave_status_t cleave_runtime_create(const char *backend, int *argc,
                                      char ***argv,
                                      cleave_runtime_t **out_runtime);
/* "mpi" runtimes share MPI: releasing the last one (with the last of its
 * meshes) finalizes it if a runtime initialized it, after which MPI cannot
 * start again in this process (a later cleave_runtime_create("mpi") is
 * CLEAVE_UNAVAILABLE, saying so): keep one alive for as long as the process
 * uses MPI. */
void cleave_runtime_release(cleave_runtime_t *runtime);
/* -1 for a NULL runtime. */
int64_t cleave_runtime_rank(const cleave_runtime_t *runtime);
int64_t cleave_runtime_size(const cleave_runtime_t *runtime);
/* Ends every rank with `message`; never returns. */
void cleave_runtime_abort(cleave_runtime_t *runtime, const char *message);
/* Records why rank `rank` (-1: this process's rank under mpirun) is about to
 * end the job: appended to the file "rank-RANK" in the directory named by
 * the environment variable CLEAVE_LAST_WORDS, when the launcher set it, and
 * read by the launcher after the job (mpirun's forwarding of a dying rank's
 * output races with its ending the job). Writes nothing to stderr. The
 * abort functions call it. */
void cleave_last_words(int64_t rank, const char *message);

/* A mesh over all ranks: prod(shape) must equal the number of ranks. */
cleave_status_t cleave_mesh_create(cleave_runtime_t *runtime, int32_t rank,
                                   const int64_t *shape,
                                   cleave_mesh_t **out_mesh);
/* Completes the mesh's sends in flight (cleave_mesh_flush) first. */
void cleave_mesh_release(cleave_mesh_t *mesh);
/* Collective over all ranks: creates this device's group over every set of
 * mesh axes (in increasing axis order, the empty set included) now, instead
 * of at its first collective. Groups are otherwise created by a split that
 * every rank joins, which pairs up only while every rank runs the same
 * code: call this before ranks run different programs (pipeline stages).
 * Afterwards a collective over axes in another order derives its group from
 * the prepared one, joined by that group's members only. Idempotent. */
cleave_status_t cleave_mesh_prepare_groups(cleave_mesh_t *mesh);
/* Waits until every send this device started on the mesh has been
 * received (cleave_send returns before that); the first error, if any. */
cleave_status_t cleave_mesh_flush(cleave_mesh_t *mesh);
/* This device's coordinate on `axis`; these queries give -1 for a NULL
 * mesh or an axis outside [0, rank). */
int64_t cleave_mesh_coordinate(const cleave_mesh_t *mesh, int32_t axis);
int64_t cleave_mesh_axis_size(const cleave_mesh_t *mesh, int32_t axis);
int32_t cleave_mesh_rank(const cleave_mesh_t *mesh);
/* This device's number (row-major over the mesh), equal to its rank. */
int64_t cleave_mesh_device(const cleave_mesh_t *mesh);
/* Ends every rank with `message`; never returns. */
void cleave_mesh_abort(cleave_mesh_t *mesh, const char *message);
/* Checks, without blocking, for failures the backend learns of
 * asynchronously (a device backend's collectives run on their own stream):
 * an error, a peer that failed, or a collective pending for longer than the
 * backend's timeout. NULL if none. Whoever waits for device work calls it
 * while waiting, so a failure anywhere ends the wait with a message. */
cleave_status_t cleave_mesh_poll(cleave_mesh_t *mesh);
/* Makes the device stream wait, without a host wait, for a collective that
 * was issued asynchronously (its ticket from __cleave_collective_async; -1:
 * every such collective not yet joined). Nothing to do for host backends,
 * whose collectives are complete on return. */
cleave_status_t cleave_mesh_join(cleave_mesh_t *mesh, int64_t ticket);

/* What this process's runtime is doing, for a watchdog that ends a hung
 * run: "all_reduce over mesh axes 0,1 (collective #3)" while a collective is
 * in progress, else "computing (after N collectives)". Writes at most `size`
 * bytes (NUL-terminated) to `out`; safe to call from any thread. */
void cleave_runtime_activity(char *out, int64_t size);

/* Seconds this process has spent inside the program's collectives (send,
 * receive and the others) and, of those, inside receives, since it
 * started: the waits of a pipeline stage. Either pointer may be null. */
void cleave_runtime_wait_seconds(double *collectives, double *receives);

/* Collectives on dense row-major local tensors. `shape`/`rank` describe the
 * local input. Input and output must not overlap unless stated. */
cleave_status_t cleave_all_reduce(cleave_mesh_t *mesh, const int32_t *axes,
                                  int32_t num_axes, cleave_dtype_t dtype,
                                  cleave_reduction_t reduction,
                                  const void *input, void *output,
                                  int64_t count); /* in == out allowed */
cleave_status_t cleave_all_gather(cleave_mesh_t *mesh, const int32_t *axes,
                                  int32_t num_axes, cleave_dtype_t dtype,
                                  const int64_t *shape, int32_t rank,
                                  int32_t dim, const void *input, void *output);
cleave_status_t cleave_reduce_scatter(cleave_mesh_t *mesh, const int32_t *axes,
                                      int32_t num_axes, cleave_dtype_t dtype,
                                      cleave_reduction_t reduction,
                                      const int64_t *shape, int32_t rank,
                                      int32_t dim, const void *input,
                                      void *output);
cleave_status_t cleave_all_to_all(cleave_mesh_t *mesh, const int32_t *axes,
                                  int32_t num_axes, cleave_dtype_t dtype,
                                  const int64_t *shape, int32_t rank,
                                  int32_t split_dim, int32_t concat_dim,
                                  const void *input, void *output);
/* pairs: num_pairs (source, target) group indices; non-targets get zeros. */
cleave_status_t cleave_collective_permute(cleave_mesh_t *mesh,
                                          const int32_t *axes, int32_t num_axes,
                                          cleave_dtype_t dtype,
                                          const int64_t *pairs,
                                          int32_t num_pairs, const void *input,
                                          void *output, int64_t count);
/* root: one coordinate per axis. In place. */
cleave_status_t cleave_broadcast(cleave_mesh_t *mesh, const int32_t *axes,
                                 int32_t num_axes, cleave_dtype_t dtype,
                                 const int64_t *root, void *buffer,
                                 int64_t count);
/* peer: one coordinate per axis; the other coordinates are the caller's.
 * A send may return before the peer receives (the buffer is free for reuse
 * on return); cleave_mesh_flush waits for it. A recv returns when the
 * message with its tag has arrived. */
cleave_status_t cleave_send(cleave_mesh_t *mesh, const int32_t *axes,
                            int32_t num_axes, const int64_t *peer, int64_t tag,
                            cleave_dtype_t dtype, const void *buffer,
                            int64_t count);
cleave_status_t cleave_recv(cleave_mesh_t *mesh, const int32_t *axes,
                            int32_t num_axes, const int64_t *peer, int64_t tag,
                            cleave_dtype_t dtype, void *buffer, int64_t count);

#ifdef __cplusplus
}
#endif

#endif /* CLEAVE_RUNTIME_H */
