/*===- Runtime.h - The runtime half of Cleave's C API ---------------------===*
 *
 * Opening and calling compiled artifacts is the runtime's own C ABI
 * (libCleaveRuntime.so, which artifacts link against anyway):
 * cleave/runtime.h (runtimes, meshes, statuses) and cleave/execute.h
 * (artifacts, manifests, buffers, call, scatter and gather). This header
 * makes them part of the stable C API; their statuses follow the same
 * convention as the compiler's errors (NULL on success, freed with
 * cleave_status_free).
 *
 * In-process, one device ("local" backend), with global host arrays:
 *
 *   cleave_artifact_open(path, &artifact);
 *   cleave_runtime_create("local", NULL, NULL, &runtime);
 *   cleave_mesh_create(runtime, cleave_artifact_mesh_rank(artifact),
 *                      cleave_artifact_mesh_shape(artifact), &mesh);
 *   for each input i (cleave_artifact_tensor(artifact, CLEAVE_INPUT, i, ..)):
 *     cleave_artifact_scatter(artifact, i, 0, global_i, host_local_i);
 *     cleave_artifact_input_on_host(artifact, i, &on_host);
 *     on_host ? cleave_artifact_host_buffer_allocate(artifact, local_bytes,
 *                                                     &buffers[i])
 *             : cleave_artifact_buffer_allocate(artifact, local_bytes,
 *                                               &buffers[i]);
 *     cleave_artifact_buffer_copy(artifact, buffers[i], host_local_i, ..);
 *   (an input a memory budget keeps in host memory takes a host buffer: in
 *   the device pool it counts against the budget, and generated code's
 *   allocations beyond it end the process with a message naming the
 *   capacity);
 *   allocate one buffer per output after the inputs, then
 *   cleave_artifact_call(artifact, mesh, buffers, num_inputs + num_outputs);
 *   for each output o: copy buffers[num_inputs + o] to the host, then
 *     cleave_artifact_assemble(artifact, o, host_local_o, global_o);
 *   free the buffers; cleave_mesh_release, cleave_runtime_release,
 *   cleave_artifact_close.
 *
 * As one rank of an `mpirun` launch, the same with backend "mpi" ("nccl"
 * for CUDA artifacts), device = cleave_mesh_device(mesh) in the scatter, and
 * cleave_artifact_gather (collective) in place of assemble.
 *
 *===---------------------------------------------------------------------===*/

#ifndef CLEAVE_C_RUNTIME_H
#define CLEAVE_C_RUNTIME_H

#include "cleave/execute.h"
#include "cleave/runtime.h"

#endif /* CLEAVE_C_RUNTIME_H */
