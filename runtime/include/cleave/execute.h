/*===- execute.h - Open and run Cleave artifacts -------------------------===*
 *
 * What every runner of a compiled artifact needs, in one place with a C ABI
 * (cleave-runner, tools/run_artifact.py through ctypes, embedders): open
 * the artifact and read its manifest, cut this device's shard out of each
 * global input, call the entry with local buffers, and assemble each global
 * output from every device's block (combining partial values). Any number
 * of inputs and outputs: the entry is called through the artifact's packed
 * entry point (`__cleave_packed_<entry>`, one array of descriptors).
 *
 * A pipelined artifact (MPMD) has one entry per stage instead: the devices
 * whose coordinate on the pipeline axis is s run stage s, on the inputs it
 * lists and computing the outputs it owns. Every tensor is replicated over
 * that axis, but only the owner stage's replica of an output is computed;
 * a device needs buffers only for its stage's tensors
 * (cleave_artifact_uses_tensor).
 *
 * Conventions are runtime.h's: a status, NULL on success; out_* parameters;
 * *_open hands over an object its *_close releases. Strings and arrays
 * returned by queries belong to the artifact and live until it is closed.
 *
 * Artifacts carry no search path for the runtime (they may move, and be run
 * on machines with the runtime installed elsewhere): cleave_artifact_open
 * loads the runtime libraries an artifact needs (libCleaveRuntimeCuda.so for
 * `--target cuda`) from the directory of this library before loading the
 * artifact itself.
 *
 *===---------------------------------------------------------------------===*/

#ifndef CLEAVE_EXECUTE_H
#define CLEAVE_EXECUTE_H

#include "cleave/runtime.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cleave_artifact cleave_artifact_t;

typedef enum cleave_io {
  CLEAVE_INPUT = 0,
  CLEAVE_OUTPUT = 1,
} cleave_io_t;

/* One input or output of the entry, as the manifest describes it. Buffers
 * are dense row-major; every device's local buffer has `local_shape`
 * (blocks of an uneven split are padded to it). */
typedef struct cleave_tensor_info {
  const char *name;
  cleave_dtype_t dtype;
  const char
      *dtype_name; /* "f32", "f64", "f16", "bf16", "i32", "i64", "i8", "i1" */
  int32_t rank;
  const int64_t *global_shape; /* rank sizes */
  const int64_t *local_shape;  /* rank sizes */
  int64_t global_bytes;
  int64_t local_bytes;
  /* The sharding: dimension d is split over the mesh axes
   * dim_axes[dim_axes_begin[d]] .. dim_axes[dim_axes_begin[d + 1] - 1],
   * outermost first; the value is partial over `partial_axes` (combined by
   * `reduction`); axes in neither replicate it. */
  const int32_t *dim_axes_begin; /* rank + 1 offsets */
  const int32_t *dim_axes;
  int32_t num_partial_axes;
  const int32_t *partial_axes;
  cleave_reduction_t reduction;
  int32_t padded; /* 1: uneven splits are padded; 0: splits divide */
  /* Integer inputs that index something: valid values are [0, bound).
   * 0: no known bound. */
  int64_t index_bound;
  const char *sharding; /* readable, e.g. "[[dp], []] partial = sum [tp]" */
} cleave_tensor_info_t;

/* Opens the artifact at `path` (a shared object `cleave compile` wrote):
 * checks the file, loads it and reads its manifest. A damaged file or
 * manifest is CLEAVE_INVALID_ARGUMENT with the reason; a library it needs
 * that cannot be loaded (a CUDA artifact without a GPU driver) is
 * CLEAVE_UNAVAILABLE. */
cleave_status_t cleave_artifact_open(const char *path,
                                     cleave_artifact_t **out_artifact);
/* Opens an artifact from `size` bytes at `data` (a buffer the compiler's
 * cleave_invocation_compile_to_buffer returned, or a file's contents),
 * with no file of its own: the bytes go to a sealed in-memory file, which
 * is checked and loaded as cleave_artifact_open checks and loads a path.
 * The buffer may be freed once this returns. */
cleave_status_t cleave_artifact_open_buffer(const void *data, size_t size,
                                            cleave_artifact_t **out_artifact);
void cleave_artifact_close(cleave_artifact_t *artifact);

/* The manifest. For a NULL artifact the strings and arrays are NULL and the
 * counts 0 (the peaks below are -1). */
const char *cleave_artifact_manifest_json(const cleave_artifact_t *artifact);
const char *cleave_artifact_entry(const cleave_artifact_t *artifact);
const char *cleave_artifact_target(const cleave_artifact_t *artifact);
const char *cleave_artifact_mesh_name(const cleave_artifact_t *artifact);
int32_t cleave_artifact_mesh_rank(const cleave_artifact_t *artifact);
const int64_t *cleave_artifact_mesh_shape(const cleave_artifact_t *artifact);
const char *cleave_artifact_mesh_axis_name(const cleave_artifact_t *artifact,
                                           int32_t axis);
int64_t cleave_artifact_num_devices(const cleave_artifact_t *artifact);
int32_t cleave_artifact_num_tensors(const cleave_artifact_t *artifact,
                                    cleave_io_t io);
cleave_status_t cleave_artifact_tensor(const cleave_artifact_t *artifact,
                                       cleave_io_t io, int32_t index,
                                       cleave_tensor_info_t *out_info);
/* Index of the input or output named `name`; CLEAVE_INVALID_ARGUMENT if
 * there is none. */
cleave_status_t cleave_artifact_find_tensor(const cleave_artifact_t *artifact,
                                            cleave_io_t io, const char *name,
                                            int32_t *out_index);

/* Buffers the entry reads and writes live where its code runs: host memory
 * for "cpu" artifacts, device memory for "cuda" ones. These allocate, free
 * and copy them (host <-> artifact memory, in either direction; a copy is
 * complete on return). */
cleave_status_t cleave_artifact_buffer_allocate(cleave_artifact_t *artifact,
                                                int64_t bytes,
                                                void **out_buffer);
void cleave_artifact_buffer_free(cleave_artifact_t *artifact, void *buffer);
cleave_status_t cleave_artifact_buffer_copy(cleave_artifact_t *artifact,
                                            void *dst, const void *src,
                                            int64_t bytes);
/* A new buffer holding a copy of `bytes` bytes of host memory at `data`:
 * allocate and copy in one call, without zeroing the buffer first. With
 * `on_host` nonzero it lives in host memory, as
 * cleave_artifact_host_buffer_allocate's. Freed with
 * cleave_artifact_buffer_free. */
cleave_status_t cleave_artifact_buffer_create(cleave_artifact_t *artifact,
                                              const void *data, int64_t bytes,
                                              int32_t on_host,
                                              void **out_buffer);
/* Most device memory in use at once so far in this process: buffers from
 * cleave_artifact_buffer_allocate and the allocations of generated code
 * (for "cpu" artifacts, host memory counted in the runtime's device pool;
 * for "cuda" ones, the GPU pool's high-water mark). */
int64_t cleave_artifact_peak_device_bytes(cleave_artifact_t *artifact);
/* Most host memory in use at once so far in this process for what plans
 * keep there: host-placed buffers (offloaded inputs, host_buffer_allocate)
 * and generated code's host allocations (an optimizer step on the host,
 * activations kept in host memory); "cuda" artifacts: the pinned buffers
 * the runtime allocated. Not the process's other memory. */
int64_t cleave_artifact_peak_host_bytes(cleave_artifact_t *artifact);
/* "cpu" artifacts: caps the device pool at `bytes` (0: no cap) while this
 * artifact allocates or runs, replacing the manifest's
 * `device_capacity_bytes` (the compile's memory budget). An allocation
 * beyond it fails: a buffer with a status, generated code by ending every
 * rank with a message naming the capacity. */
cleave_status_t cleave_artifact_set_device_capacity(cleave_artifact_t *artifact,
                                                    int64_t bytes);

/* Sets *out_input to the input output `output` updates in place (training
 * state: weights, optimizer state), -1 when none: the caller may pass that
 * input's buffer as this output, since generated code writes the output
 * only after its last read of the input (the input's value is then gone). */
cleave_status_t
cleave_artifact_output_updates(const cleave_artifact_t *artifact,
                               int32_t output, int32_t *out_input);

/* Sets *out_on_host to 1 when input `input` lives in host memory (offloaded
 * weights or optimizer state, copied to the device by generated code), 0
 * when in the device's: a caller allocates it with
 * cleave_artifact_host_buffer_allocate. */
cleave_status_t cleave_artifact_input_on_host(const cleave_artifact_t *artifact,
                                              int32_t input,
                                              int32_t *out_on_host);
/* Sets *out_non_negative to 1 when float input `input` must not be negative
 * (it reaches a square root, as a running variance does): random inputs
 * for it are drawn in [0, 1). */
cleave_status_t
cleave_artifact_input_non_negative(const cleave_artifact_t *artifact,
                                   int32_t input, int32_t *out_non_negative);
/* Sets *out_has to 1 and *out_value to the value an index input may hold
 * beside [0, index_bound) because the program masks it out (a loss's
 * ignore_index, found in the program); *out_has to 0 when there is none
 * (no mask with a negative value is seen, or the program asserts its raw
 * values above it, as an embedding's lookup does). */
cleave_status_t
cleave_artifact_input_ignored_index(const cleave_artifact_t *artifact,
                                    int32_t input, int32_t *out_has,
                                    int64_t *out_value);
/* Sets *out_wraps to 1 when input `input`'s negative values wrap around
 * by its index_bound before they index (PyTorch's x[-1]): values in
 * [-index_bound, index_bound) are valid. */
cleave_status_t
cleave_artifact_input_index_wraps(const cleave_artifact_t *artifact,
                                  int32_t input, int32_t *out_wraps);
/* Host memory for an input placed there, counted in the host pool (not the
 * device pool's capacity); freed with cleave_artifact_buffer_free. */
cleave_status_t
cleave_artifact_host_buffer_allocate(cleave_artifact_t *artifact, int64_t bytes,
                                     void **out_buffer);

/* Pipelined artifacts: the number of stages (the size of the pipeline
 * axis); 0 when not pipelined. */
int32_t cleave_artifact_num_stages(const cleave_artifact_t *artifact);
/* The mesh axis whose coordinate picks a device's stage; -1 when not
 * pipelined. */
int32_t cleave_artifact_pipeline_axis(const cleave_artifact_t *artifact);
/* Sets *out_uses to 1 when device `device`'s code takes input or output
 * `index` (its stage lists it), else 0; always 1 when not pipelined. A
 * buffer that is not taken may be NULL in cleave_artifact_call. */
cleave_status_t cleave_artifact_uses_tensor(const cleave_artifact_t *artifact,
                                            cleave_io_t io, int32_t index,
                                            int64_t device, int32_t *out_uses);
/* Sets *out_stage to the stage that computes output `output` (the devices
 * of the other stages hold no value of it); -1 when not pipelined. */
cleave_status_t cleave_artifact_output_stage(const cleave_artifact_t *artifact,
                                             int32_t output,
                                             int32_t *out_stage);

/* Collective (every rank of `mesh` calls it, one call at a time per
 * process: a second thread's call while one runs is refused): calls the
 * entry on this device. Every rank first checks its mesh and buffers and
 * learns whether any rank's were refused; then none runs (the refused
 * rank's status says why, the others' that another rank refused).
 * `buffers` holds num_inputs local inputs
 * then num_outputs local outputs (artifact memory, each `local_bytes` of its
 * tensor); `num_buffers` must be their total. Of a pipelined artifact the
 * device's stage entry is called, and buffers of tensors its stage does not
 * list may be NULL; every rank must make its first call of a pipelined
 * artifact on `mesh` at the same point, since it prepares the mesh's groups
 * (cleave_mesh_prepare_groups). Generated code's collectives run on `mesh`,
 * whose shape must be the manifest's: it is installed for this call only.
 * Returns when the outputs are complete and the messages this device sent
 * have been received. */
cleave_status_t cleave_artifact_call(cleave_artifact_t *artifact,
                                     cleave_mesh_t *mesh, void *const *buffers,
                                     int64_t num_buffers);

/* Writes `device`'s shard of global input `input` (host, global_bytes) to
 * `local` (host, local_bytes). */
cleave_status_t cleave_artifact_scatter(const cleave_artifact_t *artifact,
                                        int32_t input, int64_t device,
                                        const void *global, void *local);
/* Assembles global output `output` (host, global_bytes) from `blocks`:
 * every device's local buffer (local_bytes each), in device order. Of a
 * pipelined artifact, only the blocks of the owner stage's devices are
 * read. */
cleave_status_t cleave_artifact_assemble(const cleave_artifact_t *artifact,
                                         int32_t output, const void *blocks,
                                         void *global);
/* Collective (every rank of `mesh` calls it): gathers each device's local
 * buffer of output `output` (host) and, where `global` is not NULL,
 * assembles the global output there. `local` may be NULL on a device whose
 * stage does not compute the output. */
cleave_status_t cleave_artifact_gather(const cleave_artifact_t *artifact,
                                       int32_t output, cleave_mesh_t *mesh,
                                       const void *local, void *global);
/* The same for input `input`: every device's block of it (a value placed
 * with the input's layout) gathered and assembled into the global input. */
cleave_status_t cleave_artifact_gather_input(const cleave_artifact_t *artifact,
                                             int32_t input, cleave_mesh_t *mesh,
                                             const void *local, void *global);

#ifdef __cplusplus
}
#endif

#endif /* CLEAVE_EXECUTE_H */
