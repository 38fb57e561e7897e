/*===- ExecuteApiTest.c - The execution API, from C ---------------------===*
 *
 *   cleave-execute-test open ART.so     prints the manifest, or the error
 *   mpirun -np N cleave-execute-test run ART.so
 *
 * `run` expects an artifact whose outputs are out_i = 2 * in_i (f32): it
 * fills global input i with i * 1000 + k, scatters, calls the entry,
 * gathers and checks every output on rank 0. Written in C against
 * cleave/execute.h alone, so that the header is usable from C.
 *
 *===---------------------------------------------------------------------===*/

#include "cleave/execute.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int report(cleave_status_t status, const char *what) {
  if (!status)
    return 0;
  printf("%s: %s\n", what, cleave_status_message(status));
  cleave_status_free(status);
  return 1;
}

static int openOnly(const char *path) {
  cleave_artifact_t *artifact = NULL;
  if (report(cleave_artifact_open(path, &artifact), "open"))
    return 1;
  printf("entry @%s on mesh @%s (%lld devices): %d inputs, %d outputs\n",
         cleave_artifact_entry(artifact), cleave_artifact_mesh_name(artifact),
         (long long)cleave_artifact_num_devices(artifact),
         cleave_artifact_num_tensors(artifact, CLEAVE_INPUT),
         cleave_artifact_num_tensors(artifact, CLEAVE_OUTPUT));
  cleave_tensor_info_t info;
  if (!report(cleave_artifact_tensor(artifact, CLEAVE_INPUT, 0, &info),
              "input 0"))
    printf("input 0: %s %s global %lld bytes, local %lld bytes, "
           "sharding %s\n",
           info.name, info.dtype_name, (long long)info.global_bytes,
           (long long)info.local_bytes, info.sharding);
  report(cleave_artifact_tensor(artifact, CLEAVE_OUTPUT, 100000, &info),
         "output 100000");
  int32_t index;
  report(cleave_artifact_find_tensor(artifact, CLEAVE_INPUT, "nope", &index),
         "find");
  cleave_artifact_close(artifact);
  return 0;
}

static int run(const char *path, int *argc, char ***argv) {
  cleave_runtime_t *runtime = NULL;
  cleave_artifact_t *artifact = NULL;
  cleave_mesh_t *mesh = NULL;
  if (report(cleave_runtime_create("mpi", argc, argv, &runtime), "runtime") ||
      report(cleave_artifact_open(path, &artifact), "open") ||
      report(cleave_mesh_create(runtime, cleave_artifact_mesh_rank(artifact),
                                cleave_artifact_mesh_shape(artifact), &mesh),
             "mesh"))
    return 1;
  int64_t device = cleave_mesh_device(mesh);
  int32_t numIn = cleave_artifact_num_tensors(artifact, CLEAVE_INPUT);
  int32_t numOut = cleave_artifact_num_tensors(artifact, CLEAVE_OUTPUT);
  void **buffers = calloc(numIn + numOut, sizeof(void *));
  for (int32_t i = 0; i < numIn + numOut; ++i) {
    cleave_tensor_info_t info;
    cleave_io_t io = i < numIn ? CLEAVE_INPUT : CLEAVE_OUTPUT;
    if (report(cleave_artifact_tensor(artifact, io, i < numIn ? i : i - numIn,
                                      &info),
               "tensor"))
      return 1;
    if (io == CLEAVE_OUTPUT) {
      if (report(cleave_artifact_buffer_allocate(artifact, info.local_bytes,
                                                 &buffers[i]),
                 "allocate"))
        return 1;
      continue;
    }
    /* An input's block cut on the host, then placed with one call. */
    float *global = malloc(info.global_bytes);
    void *local = malloc(info.local_bytes);
    for (int64_t k = 0; k < info.global_bytes / 4; ++k)
      global[k] = (float)(i * 1000 + k);
    if (report(cleave_artifact_scatter(artifact, i, device, global, local),
               "scatter") ||
        report(cleave_artifact_buffer_create(artifact, local, info.local_bytes,
                                             0, &buffers[i]),
               "create"))
      return 1;
    free(global);
    free(local);
  }
  /* No data for a buffer of some bytes is refused. */
  void *none = NULL;
  if (device == 0)
    report(cleave_artifact_buffer_create(artifact, NULL, 4, 0, &none),
           "create without data");
  /* A wrong number of buffers is refused, not called: on every rank, and
   * on one rank only, where the others learn that it refused rather than
   * wait for it in the program's collectives (sweep 31: they hung). */
  cleave_status_t shortCall =
      cleave_artifact_call(artifact, mesh, buffers, numIn);
  if (device == 0)
    report(shortCall, "short call");
  else
    cleave_status_free(shortCall);
  cleave_status_t oneShort = cleave_artifact_call(
      artifact, mesh, buffers, device == 1 ? numIn : numIn + numOut);
  if (!oneShort) {
    printf("one rank's short call: rank %lld's call ran\n", (long long)device);
    return 1;
  }
  if (device <= 1)
    printf("one rank's short call, rank %lld: %s\n", (long long)device,
           cleave_status_message(oneShort));
  fflush(stdout);
  cleave_status_free(oneShort);
  /* A mesh keeps its runtime: released first, the calls and gathers on
   * the mesh still run (they read a deleted backend). */
  int64_t ranks = cleave_runtime_size(runtime);
  cleave_runtime_release(runtime);
  if (report(cleave_artifact_call(artifact, mesh, buffers, numIn + numOut),
             "call"))
    return 1;
  int64_t wrong = 0, checked = 0;
  for (int32_t o = 0; o < numOut; ++o) {
    cleave_tensor_info_t info;
    cleave_artifact_tensor(artifact, CLEAVE_OUTPUT, o, &info);
    float *global = device == 0 ? malloc(info.global_bytes) : NULL;
    if (report(cleave_artifact_gather(artifact, o, mesh, buffers[numIn + o],
                                      global),
               "gather"))
      return 1;
    for (int64_t k = 0; global && k < info.global_bytes / 4; ++k, ++checked)
      wrong += global[k] != 2.0f * (float)(o * 1000 + k);
    free(global);
  }
  if (device == 0)
    printf("api: %d inputs, %d outputs on %lld ranks: %lld of %lld elements "
           "wrong\n",
           numIn, numOut, (long long)ranks, (long long)wrong,
           (long long)checked);
  for (int32_t i = 0; i < numIn + numOut; ++i)
    cleave_artifact_buffer_free(artifact, buffers[i]);
  free(buffers);
  cleave_artifact_close(artifact);
  cleave_mesh_release(mesh);
  return wrong != 0;
}

int main(int argc, char **argv) {
  if (argc == 3 && !strcmp(argv[1], "open"))
    return openOnly(argv[2]);
  if (argc == 3 && !strcmp(argv[1], "run"))
    return run(argv[2], &argc, &argv);
  fprintf(stderr, "usage: cleave-execute-test open|run ART.so\n");
  return 2;
}
