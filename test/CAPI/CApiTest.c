/*===- CApiTest.c - The C API from a C program ---------------------------===*
 *
 * Plans, prints and compiles the example MLP on two devices, checks that
 * bad programs and bad options are errors with messages (and diagnostics
 * through the callback), then compiles a one-device matmul and runs it
 * in-process with the runtime's "local" backend.
 *
 * Usage: CApiTest EXAMPLES_DIR OUTPUT_DIR
 *
 *===---------------------------------------------------------------------===*/

/* setenv, unsetenv, strdup: POSIX beside C99. */
#define _POSIX_C_SOURCE 200809L

#include "cleave-c/Cleave.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

/* Succeeds or ends the test with the error's message. */
static void ok(cleave_error_t error, const char *what) {
  if (!error)
    return;
  fprintf(stderr, "%s failed: %s\n", what, cleave_error_message(error));
  cleave_error_free(error);
  exit(1);
}

static void runtimeOk(cleave_status_t status, const char *what) {
  if (!status)
    return;
  fprintf(stderr, "%s failed: %s\n", what, cleave_status_message(status));
  cleave_status_free(status);
  exit(1);
}

/* An error whose message contains `text`; freed here. */
static int failsWith(cleave_error_t error, const char *text) {
  int matches = error && strstr(cleave_error_message(error), text) != NULL;
  if (!matches)
    fprintf(stderr, "expected an error containing '%s', got '%s'\n", text,
            error ? cleave_error_message(error) : "(success)");
  cleave_error_free(error);
  return matches;
}

typedef struct {
  int count;
  cleave_severity_t severity;
  char location[256];
  char message[512];
} Diagnostics;

/* Keeps the first diagnostic. */
static void onDiagnostic(cleave_severity_t severity, const char *location,
                         const char *message, void *data) {
  Diagnostics *d = (Diagnostics *)data;
  if (d->count++ == 0) {
    d->severity = severity;
    snprintf(d->location, sizeof d->location, "%s", location);
    snprintf(d->message, sizeof d->message, "%s", message);
  }
}

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cannot open %s\n", path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  *size = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  char *data = malloc(*size + 1);
  if (fread(data, 1, *size, f) != *size)
    exit(1);
  data[*size] = 0;
  fclose(f);
  return data;
}

static int isElf(const void *data, size_t size) {
  return size > 4 && memcmp(data, "\177ELF", 4) == 0;
}

/* A new invocation of `session` with `text` parsed as mlp.mlir. */
static cleave_invocation_t *parsedInvocation(cleave_session_t *session,
                                             const char *text) {
  cleave_invocation_t *inv;
  ok(cleave_invocation_create(session, &inv), "invocation_create");
  ok(cleave_invocation_parse_buffer(inv, text, strlen(text), "mlp.mlir"),
     "parse_buffer");
  return inv;
}

/* A new invocation of `session` with examples/mlp_single_device.mlir
 * parsed from a buffer. */
static cleave_invocation_t *parsedExample(cleave_session_t *session,
                                          const char *examples) {
  char path[1024];
  snprintf(path, sizeof path, "%s/mlp_single_device.mlir", examples);
  size_t size;
  char *text = readFile(path, &size);
  cleave_invocation_t *inv;
  ok(cleave_invocation_create(session, &inv), "invocation_create");
  ok(cleave_invocation_parse_buffer(inv, text, size, "mlp_single_device.mlir"),
     "parse_buffer");
  free(text);
  return inv;
}

static void testOptions(void) {
  cleave_session_t *session;
  ok(cleave_session_create(&session), "cleave_session_create");
  CHECK(failsWith(cleave_session_set_mesh(session, "0x3", NULL, 0),
                  "mesh shape '0x3' is invalid: expected positive sizes"));
  const char *one[] = {"tp"};
  CHECK(failsWith(cleave_session_set_mesh(session, "2x2", one, 1),
                  "2 axes but 1 axis names"));
  CHECK(failsWith(cleave_session_set_target(session, "tpu"),
                  "unknown target 'tpu'"));
  CHECK(failsWith(cleave_session_set_cpu(session, "pentium9"),
                  "unknown CPU 'pentium9'"));
  CHECK(failsWith(cleave_session_set_search_mode(session, "best"),
                  "unknown search mode 'best'"));
  CHECK(failsWith(cleave_session_set_memory_budget(session, -1),
                  "memory budget"));
  CHECK(failsWith(cleave_session_set_time_limit(session, 0), "time limit"));
  CHECK(failsWith(cleave_session_set_cluster(session, "no-such-cluster"),
                  "no-such-cluster"));
  const char *twice[] = {"dp", "dp"};
  CHECK(failsWith(cleave_session_set_mesh(session, "2x2", twice, 2),
                  "names axis 'dp' twice"));
  CHECK(failsWith(cleave_session_set_pipeline(session, -2, 1, NULL),
                  "at least 1 stage"));
  CHECK(failsWith(cleave_session_set_pipeline(session, 2, 0, NULL),
                  "microbatch count must be at least 1"));
  /* A schedule with neither stages nor microbatches did nothing, silently. */
  CHECK(failsWith(cleave_session_set_pipeline(session, 0, 1, "zb"),
                  "needs a pipeline (stages) or microbatches above 1"));
  CHECK(failsWith(cleave_session_set_pipeline(session, 2, 2, "interleaved"),
                  "unknown pipeline schedule 'interleaved'"));
  const char *unnamed[] = {""};
  CHECK(failsWith(cleave_session_set_batch_arguments(session, unnamed, 1),
                  "batch argument 0 has no name"));

  /* The llvm phase is the CPU lowering's; the options set before still
   * hold after the refused ones. */
  ok(cleave_session_set_target(session, "cuda"), "set_target");
  cleave_invocation_t *inv;
  ok(cleave_invocation_create(session, &inv), "invocation_create");
  const char *text = "func.func @id(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                     "  return %x : tensor<4xf32>\n}\n";
  ok(cleave_invocation_parse_buffer(inv, text, strlen(text), NULL),
     "parse_buffer");
  const char *ir;
  CHECK(failsWith(cleave_invocation_ir(inv, "llvm", &ir), "CPU target only"));
  CHECK(failsWith(cleave_invocation_compile_to_file(inv, ""), "path is empty"));
  cleave_invocation_destroy(inv);
  cleave_session_destroy(session);
}

static void testMlpOnTwoDevices(const char *examples, const char *outDir) {
  cleave_session_t *session;
  ok(cleave_session_create(&session), "cleave_session_create");
  const char *axes[] = {"tp"};
  ok(cleave_session_set_mesh(session, "2", axes, 1), "set_mesh");
  ok(cleave_session_set_cluster(session, "cpu"), "set_cluster");
  ok(cleave_session_set_target(session, "cpu"), "set_target");
  ok(cleave_session_set_search_mode(session, "auto"), "set_search_mode");
  ok(cleave_session_set_time_limit(session, 30), "set_time_limit");
  Diagnostics diags = {0};
  cleave_session_set_diagnostic_callback(session, onDiagnostic, &diags);

  char path[1024];
  size_t size;
  cleave_invocation_t *inv = parsedExample(session, examples);
  CHECK(failsWith(cleave_invocation_parse_buffer(inv, "", 0, NULL),
                  "already has a program"));

  const char *json;
  ok(cleave_invocation_plan_json(inv, &json), "plan_json");
  CHECK(strstr(json, "\"modeled_step_time_s\"") != NULL);

  const char *ir;
  ok(cleave_invocation_ir(inv, "input", &ir), "ir input");
  CHECK(strstr(ir, "func.func @mlp") != NULL);
  CHECK(strstr(ir, "cleave.mesh") != NULL);
  ok(cleave_invocation_ir(inv, "partitioned", &ir), "ir partitioned");
  /* Split over two devices: a collective, or a half-sized local tensor. */
  CHECK(strstr(ir, "cleave.all_reduce") != NULL ||
        strstr(ir, "tensor<4x16xf32>") != NULL ||
        strstr(ir, "tensor<16x16xf32>") != NULL);
  ok(cleave_invocation_ir(inv, "llvm", &ir), "ir llvm");
  CHECK(strstr(ir, "llvm.func") != NULL);
  CHECK(failsWith(cleave_invocation_ir(inv, "optimized", &ir),
                  "unknown phase 'optimized' (known: input, partitioned, "
                  "llvm)"));

  cleave_buffer_t *artifact;
  ok(cleave_invocation_compile_to_buffer(inv, &artifact), "compile_to_buffer");
  CHECK(isElf(cleave_buffer_data(artifact), cleave_buffer_size(artifact)));
  cleave_buffer_destroy(artifact);

  snprintf(path, sizeof path, "%s/mlp-2.so", outDir);
  ok(cleave_invocation_compile_to_file(inv, path), "compile_to_file");
  char *bytes = readFile(path, &size);
  CHECK(isElf(bytes, size));
  free(bytes);
  cleave_artifact_t *opened;
  runtimeOk(cleave_artifact_open(path, &opened), "cleave_artifact_open");
  CHECK(cleave_artifact_num_devices(opened) == 2);
  CHECK(strcmp(cleave_artifact_entry(opened), "mlp") == 0);
  cleave_artifact_close(opened);
  cleave_invocation_destroy(inv);

  /* A syntax error on line 2: one error diagnostic, with its location, in
   * the callback and in the error. */
  const char *bad = "func.func @f() {\n  %x = arith.constant : f32\n}\n";
  ok(cleave_invocation_create(session, &inv), "invocation_create");
  diags.count = 0;
  cleave_error_t error =
      cleave_invocation_parse_buffer(inv, bad, strlen(bad), "bad.mlir");
  CHECK(error != NULL);
  CHECK(error && strstr(cleave_error_message(error), "bad.mlir:2:") != NULL);
  cleave_error_free(error);
  CHECK(diags.count >= 1);
  CHECK(diags.severity == CLEAVE_SEVERITY_ERROR);
  CHECK(strncmp(diags.location, "bad.mlir:2:", 11) == 0);
  CHECK(strlen(diags.message) > 0);
  CHECK(failsWith(cleave_invocation_plan_json(inv, &json), "no program"));
  cleave_invocation_destroy(inv);

  /* Without a callback the error still carries every diagnostic; a program
   * the driver refuses names the concept. */
  cleave_session_set_diagnostic_callback(session, NULL, NULL);
  ok(cleave_session_add_sharding(session, "weights", "[[0], []]"),
     "add_sharding");
  ok(cleave_invocation_create(session, &inv), "invocation_create");
  CHECK(failsWith(cleave_invocation_parse_file(inv, "/no/such/program.mlir"),
                  "/no/such/program.mlir"));
  cleave_invocation_destroy(inv);
  snprintf(path, sizeof path, "%s/mlp_single_device.mlir", examples);
  ok(cleave_invocation_create(session, &inv), "invocation_create");
  CHECK(failsWith(cleave_invocation_parse_file(inv, path),
                  "a sharding is given for argument 'weights'"));
  cleave_invocation_destroy(inv);
  cleave_session_destroy(session);
}

/* y = x w on one device, run in-process: the call sequence of
 * cleave-c/Runtime.h. */
/* Compiles `program` for one device to `path`. */
static void compileOneDevice(const char *program, const char *path) {
  cleave_session_t *session;
  ok(cleave_session_create(&session), "cleave_session_create");
  ok(cleave_session_set_mesh(session, "1", NULL, 0), "set_mesh");
  cleave_invocation_t *inv;
  ok(cleave_invocation_create(session, &inv), "invocation_create");
  ok(cleave_invocation_parse_buffer(inv, program, strlen(program), "p"),
     "parse_buffer");
  ok(cleave_invocation_compile_to_file(inv, path), "compile_to_file");
  cleave_invocation_destroy(inv);
  cleave_session_destroy(session);
}

/* A "local" runtime and the artifact's one-device mesh. */
static cleave_mesh_t *localMesh(cleave_artifact_t *artifact,
                                cleave_runtime_t **runtime) {
  runtimeOk(cleave_runtime_create("local", NULL, NULL, runtime),
            "cleave_runtime_create");
  cleave_mesh_t *mesh;
  runtimeOk(cleave_mesh_create(*runtime, cleave_artifact_mesh_rank(artifact),
                               cleave_artifact_mesh_shape(artifact), &mesh),
            "cleave_mesh_create");
  return mesh;
}

static int statusWith(cleave_status_t status, cleave_status_code_t code,
                      const char *text);
static void runMatmul(cleave_artifact_t *artifact);

static void testRunOnOneDevice(const char *outDir) {
  static const char program[] =
      "func.func @mm(%x: tensor<2x3xf32>, %w: tensor<3x2xf32>)\n"
      "    -> tensor<2x2xf32> {\n"
      "  %zero = arith.constant 0.0 : f32\n"
      "  %e = tensor.empty() : tensor<2x2xf32>\n"
      "  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>)\n"
      "      -> tensor<2x2xf32>\n"
      "  %y = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x2xf32>)\n"
      "      outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>\n"
      "  return %y : tensor<2x2xf32>\n"
      "}\n";
  char path[1024];
  snprintf(path, sizeof path, "%s/mm-1.so", outDir);
  compileOneDevice(program, path);

  cleave_artifact_t *artifact;
  runtimeOk(cleave_artifact_open(path, &artifact), "cleave_artifact_open");
  runMatmul(artifact);

  /* The same bytes opened with no file of their own; damaged, refused as
   * a damaged file is, naming the buffer. */
  size_t size = 0;
  char *bytes = readFile(path, &size);
  CHECK(bytes != NULL);
  if (!bytes)
    return;
  runtimeOk(cleave_artifact_open_buffer(bytes, size, &artifact),
            "cleave_artifact_open_buffer");
  /* Two at once: each its own library (the second had taken the first's
   * in-memory file name and been copied to a temporary file). */
  cleave_artifact_t *second = NULL;
  const char *tmp = getenv("TMPDIR");
  char *savedTmp = tmp ? strdup(tmp) : NULL;
  setenv("TMPDIR", "/nonexistent-dir-no-file-may-be-written", 1);
  runtimeOk(cleave_artifact_open_buffer(bytes, size, &second),
            "cleave_artifact_open_buffer (a second, no file written)");
  if (savedTmp) {
    setenv("TMPDIR", savedTmp, 1);
    free(savedTmp);
  } else {
    unsetenv("TMPDIR");
  }
  runMatmul(artifact);
  if (second)
    runMatmul(second);
  bytes[size / 2] ^= 0x5a;
  CHECK(statusWith(cleave_artifact_open_buffer(bytes, size, &artifact),
                   CLEAVE_INVALID_ARGUMENT,
                   "cannot load the artifact buffer: it is damaged"));
  CHECK(artifact == NULL);
  free(bytes);
  CHECK(statusWith(cleave_artifact_open_buffer(NULL, 0, &artifact),
                   CLEAVE_INVALID_ARGUMENT, "no artifact bytes"));
}

/* Runs the 2x3 by 3x2 matmul `artifact` on one device and checks it. */
static void runMatmul(cleave_artifact_t *artifact) {
  cleave_runtime_t *runtime;
  cleave_mesh_t *mesh = localMesh(artifact, &runtime);
  int32_t numInputs = cleave_artifact_num_tensors(artifact, CLEAVE_INPUT);
  int32_t numOutputs = cleave_artifact_num_tensors(artifact, CLEAVE_OUTPUT);
  CHECK(numInputs == 2 && numOutputs == 1);
  if (numInputs != 2 || numOutputs != 1)
    exit(1);

  float x[6] = {1, 2, 3, 4, 5, 6}, w[6] = {1, 0, 0, 1, 2, -1};
  const float *globals[2] = {x, w};
  float y[4] = {0}, local[6];
  void *buffers[3];
  for (int32_t i = 0; i < numInputs; ++i) {
    cleave_tensor_info_t info;
    runtimeOk(cleave_artifact_tensor(artifact, CLEAVE_INPUT, i, &info),
              "cleave_artifact_tensor");
    CHECK(info.dtype == CLEAVE_F32 && info.local_bytes == 6 * 4);
    runtimeOk(cleave_artifact_scatter(artifact, i, 0, globals[i], local),
              "cleave_artifact_scatter");
    runtimeOk(cleave_artifact_buffer_allocate(artifact, info.local_bytes,
                                              &buffers[i]),
              "cleave_artifact_buffer_allocate");
    runtimeOk(cleave_artifact_buffer_copy(artifact, buffers[i], local,
                                          info.local_bytes),
              "cleave_artifact_buffer_copy");
  }
  cleave_tensor_info_t out;
  runtimeOk(cleave_artifact_tensor(artifact, CLEAVE_OUTPUT, 0, &out),
            "cleave_artifact_tensor");
  CHECK(out.rank == 2 && out.global_shape[0] == 2 && out.global_shape[1] == 2);
  runtimeOk(
      cleave_artifact_buffer_allocate(artifact, out.local_bytes, &buffers[2]),
      "cleave_artifact_buffer_allocate");
  runtimeOk(cleave_artifact_call(artifact, mesh, buffers, 3),
            "cleave_artifact_call");
  runtimeOk(
      cleave_artifact_buffer_copy(artifact, local, buffers[2], out.local_bytes),
      "cleave_artifact_buffer_copy");
  runtimeOk(cleave_artifact_assemble(artifact, 0, local, y),
            "cleave_artifact_assemble");
  /* [[1 2 3] [4 5 6]] x [[1 0] [0 1] [2 -1]], by hand. */
  const float expected[4] = {7, -1, 16, -1};
  for (int i = 0; i < 4; ++i) {
    CHECK(y[i] == expected[i]);
    if (y[i] != expected[i])
      fprintf(stderr, "y[%d] = %g, expected %g\n", i, y[i], expected[i]);
  }
  for (int i = 0; i < 3; ++i)
    cleave_artifact_buffer_free(artifact, buffers[i]);
  cleave_mesh_release(mesh);
  cleave_runtime_release(runtime);
  cleave_artifact_close(artifact);
}

static int statusWith(cleave_status_t status, cleave_status_code_t code,
                      const char *text) {
  int matches = status && cleave_status_code(status) == code &&
                strstr(cleave_status_message(status), text) != NULL;
  if (!matches)
    fprintf(stderr, "expected a status containing '%s', got '%s'\n", text,
            status ? cleave_status_message(status) : "(success)");
  cleave_status_free(status);
  return matches;
}

/* Sweep 22: an artifact compiled again to the path of one still open is the
 * new artifact (the loader returned the first library: its entry ran on the
 * new manifest's buffers), and a call refuses a runtime buffer smaller than
 * its tensor (generated code wrote past it). */
static void testReopenAndBufferSizes(const char *outDir) {
  static const char matmul[] =
      "func.func @mm(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>)\n"
      "    -> tensor<2x2xf32> {\n"
      "  %zero = arith.constant 0.0 : f32\n"
      "  %e = tensor.empty() : tensor<2x2xf32>\n"
      "  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>)\n"
      "      -> tensor<2x2xf32>\n"
      "  %y = linalg.matmul ins(%x, %w : tensor<2x2xf32>, tensor<2x2xf32>)\n"
      "      outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>\n"
      "  return %y : tensor<2x2xf32>\n"
      "}\n";
  static const char add[] =
      "func.func @add(%a: tensor<5xf32>, %b: tensor<5xf32>) -> tensor<5xf32> "
      "{\n"
      "  %e = tensor.empty() : tensor<5xf32>\n"
      "  %y = linalg.add ins(%a, %b : tensor<5xf32>, tensor<5xf32>)\n"
      "      outs(%e : tensor<5xf32>) -> tensor<5xf32>\n"
      "  return %y : tensor<5xf32>\n"
      "}\n";
  char path[1024];
  snprintf(path, sizeof path, "%s/same-path.so", outDir);
  compileOneDevice(matmul, path);
  cleave_artifact_t *first, *second;
  runtimeOk(cleave_artifact_open(path, &first), "cleave_artifact_open");
  compileOneDevice(add, path);
  runtimeOk(cleave_artifact_open(path, &second), "cleave_artifact_open");
  CHECK(strcmp(cleave_artifact_entry(first), "mm") == 0);
  CHECK(strcmp(cleave_artifact_entry(second), "add") == 0);

  cleave_runtime_t *runtime;
  cleave_mesh_t *mesh = localMesh(second, &runtime);
  float a[5] = {1, 2, 3, 4, 5}, b[5] = {10, 20, 30, 40, 50}, y[5] = {0};
  void *buffers[3];
  runtimeOk(cleave_artifact_buffer_create(second, a, sizeof a, 0, &buffers[0]),
            "buffer_create");
  runtimeOk(cleave_artifact_buffer_create(second, b, sizeof b, 0, &buffers[1]),
            "buffer_create");
  runtimeOk(cleave_artifact_buffer_allocate(second, 4, &buffers[2]),
            "buffer_allocate");
  CHECK(statusWith(cleave_artifact_call(second, mesh, buffers, 3),
                   CLEAVE_INVALID_ARGUMENT,
                   "buffer #2 (result0) holds 4 bytes; its local tensor "
                   "needs 20"));
  cleave_artifact_buffer_free(second, buffers[2]);
  runtimeOk(cleave_artifact_buffer_allocate(second, sizeof y, &buffers[2]),
            "buffer_allocate");
  runtimeOk(cleave_artifact_call(second, mesh, buffers, 3),
            "cleave_artifact_call");
  runtimeOk(cleave_artifact_buffer_copy(second, y, buffers[2], sizeof y),
            "buffer_copy");
  for (int i = 0; i < 5; ++i)
    CHECK(y[i] == a[i] + b[i]);
  CHECK(statusWith(cleave_artifact_call(second, mesh, NULL, 3),
                   CLEAVE_INVALID_ARGUMENT, "not a null array of them"));
  cleave_tensor_info_t info;
  CHECK(statusWith(cleave_artifact_tensor(second, CLEAVE_INPUT, 2, &info),
                   CLEAVE_INVALID_ARGUMENT, "the entry has no input #2"));
  CHECK(statusWith(cleave_artifact_tensor(second, (cleave_io_t)7, 0, &info),
                   CLEAVE_INVALID_ARGUMENT, "invalid cleave_io_t"));
  for (int i = 0; i < 3; ++i)
    cleave_artifact_buffer_free(second, buffers[i]);
  cleave_mesh_release(mesh);
  cleave_runtime_release(runtime);
  cleave_artifact_close(second);
  cleave_artifact_close(first);

  cleave_artifact_t *none = NULL;
  CHECK(statusWith(cleave_artifact_open(outDir, &none), CLEAVE_INVALID_ARGUMENT,
                   "is a directory"));
}

/* Sweep 22: "mpi" runtimes share MPI. Releasing one of two finalized it
 * under the other (whose next collective aborted the process); a create
 * after the last release aborted too. */
static void testMpiRuntimesShareMpi(void) {
  cleave_runtime_t *first, *second, *third = NULL;
  cleave_status_t status = cleave_runtime_create("mpi", NULL, NULL, &first);
  if (status && cleave_status_code(status) == CLEAVE_UNAVAILABLE) {
    cleave_status_free(status); /* built without the MPI plugin */
    return;
  }
  runtimeOk(status, "cleave_runtime_create(mpi)");
  runtimeOk(cleave_runtime_create("mpi", NULL, NULL, &second),
            "cleave_runtime_create(mpi), a second");
  cleave_runtime_release(first);
  int64_t shape[1] = {cleave_runtime_size(second)};
  cleave_mesh_t *mesh;
  runtimeOk(cleave_mesh_create(second, 1, shape, &mesh), "cleave_mesh_create");
  int32_t axes[1] = {0};
  float value = 2, sum = 0;
  runtimeOk(
      cleave_all_reduce(mesh, axes, 1, CLEAVE_F32, CLEAVE_SUM, &value, &sum, 1),
      "cleave_all_reduce after the other runtime's release");
  CHECK(sum == 2 * (float)shape[0]);
  cleave_mesh_release(mesh);
  cleave_runtime_release(second);
  CHECK(statusWith(cleave_runtime_create("mpi", NULL, NULL, &third),
                   CLEAVE_UNAVAILABLE, "cannot start again"));
}

/* Sweep 22: NULL handles are errors, not crashes; axis names are checked by
 * the setter. */
static void testNullHandles(void) {
  CHECK(failsWith(cleave_session_set_mesh(NULL, "2", NULL, 0),
                  "session is NULL"));
  CHECK(failsWith(cleave_session_set_target(NULL, "cpu"), "session is NULL"));
  CHECK(failsWith(cleave_session_set_cpu(NULL, "native"), "session is NULL"));
  cleave_session_set_diagnostic_callback(NULL, NULL, NULL);
  cleave_session_clear_shardings(NULL);
  CHECK(failsWith(cleave_invocation_parse_buffer(NULL, "x", 1, "x"),
                  "invocation is NULL"));
  const char *json = NULL;
  CHECK(failsWith(cleave_invocation_plan_json(NULL, &json),
                  "the invocation is NULL"));
  cleave_session_t *session;
  ok(cleave_session_create(&session), "cleave_session_create");
  const char *bad[] = {"a b"};
  CHECK(failsWith(cleave_session_set_mesh(session, "2", bad, 1),
                  "mesh axis name 'a b' is not an identifier"));
  CHECK(failsWith(cleave_session_set_batch_arguments(session, NULL, -3),
                  "the count must be >= 0, not -3"));
  /* NULL is the default, as for the other settings. */
  ok(cleave_session_set_target(session, NULL), "set_target(NULL)");
  ok(cleave_session_set_cpu(session, NULL), "set_cpu(NULL)");
  ok(cleave_session_set_cpu(session, "native"), "set_cpu(native)");
  ok(cleave_session_set_search_mode(session, NULL), "set_search_mode(NULL)");
  cleave_session_destroy(session);

  /* A session destroyed before its invocation goes with the invocation
   * (its program lives in the session's context: this segfaulted). */
  cleave_session_t *early;
  ok(cleave_session_create(&early), "cleave_session_create");
  cleave_invocation_t *late;
  ok(cleave_invocation_create(early, &late), "cleave_invocation_create");
  static const char tiny[] = "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> "
                             "{ return %x : tensor<2xf32> }";
  ok(cleave_invocation_parse_buffer(late, tiny, sizeof tiny - 1, "tiny"),
     "parse");
  cleave_session_destroy(early);
  cleave_invocation_destroy(late);

  /* The runtime's queries: -1 for no handle or an axis the mesh does not
   * have (they read outside the shape or segfaulted, sweep 26). */
  CHECK(cleave_runtime_rank(NULL) == -1 && cleave_runtime_size(NULL) == -1);
  CHECK(cleave_mesh_rank(NULL) == -1 && cleave_mesh_device(NULL) == -1);
  cleave_status_t polled = cleave_mesh_poll(NULL);
  CHECK(polled != NULL);
  cleave_status_free(polled);
  cleave_runtime_t *runtime;
  runtimeOk(cleave_runtime_create("local", NULL, NULL, &runtime),
            "cleave_runtime_create");
  const int64_t shape[] = {1, 1};
  cleave_mesh_t *mesh;
  runtimeOk(cleave_mesh_create(runtime, 2, shape, &mesh), "cleave_mesh_create");
  CHECK(cleave_mesh_coordinate(mesh, 1) == 0 &&
        cleave_mesh_axis_size(mesh, 1) == 1);
  CHECK(cleave_mesh_coordinate(mesh, 2) == -1 &&
        cleave_mesh_coordinate(mesh, -1) == -1);
  CHECK(cleave_mesh_axis_size(mesh, 5) == -1 &&
        cleave_mesh_axis_size(mesh, -1) == -1);
  cleave_mesh_release(mesh);
  cleave_runtime_release(runtime);
}

/* A callback that calls the session again (the IR of another invocation). */
static cleave_invocation_t *nestedTarget;
static void callsAgain(cleave_severity_t severity, const char *location,
                       const char *message, void *data) {
  (void)severity, (void)location, (void)message, (void)data;
  const char *text = NULL;
  ok(cleave_invocation_ir(nestedTarget, "input", &text), "nested ir");
}

/* Sweep 22: a nested call on the session kept only the outer call's last
 * error line (each call cleared the session's one list). A program in
 * torch-mlir's torch dialect gives two: the parser's and the hint saying
 * what to export instead (an invalid sharding gave two until its message
 * took in the attribute parser's). */
static cleave_error_t parseWithBadSharding(int nested) {
  static const char good[] = "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> "
                             "{\n  return %x : tensor<4xf32>\n}\n";
  cleave_session_t *session;
  ok(cleave_session_create(&session), "cleave_session_create");
  ok(cleave_session_set_mesh(session, "2", NULL, 0), "set_mesh");
  ok(cleave_invocation_create(session, &nestedTarget), "invocation_create");
  ok(cleave_invocation_parse_buffer(nestedTarget, good, sizeof good - 1, "g"),
     "parse_buffer");
  if (nested)
    cleave_session_set_diagnostic_callback(session, callsAgain, NULL);
  ok(cleave_session_add_sharding(session, "arg0", "[[[["), "add_sharding");
  cleave_invocation_t *inv;
  ok(cleave_invocation_create(session, &inv), "invocation_create");
  static const char torch[] =
      "func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> "
      "{\n  return %x : !torch.vtensor<[4],f32>\n}\n";
  cleave_error_t error =
      cleave_invocation_parse_buffer(inv, torch, sizeof torch - 1, "f.mlir");
  cleave_invocation_destroy(inv);
  cleave_invocation_destroy(nestedTarget);
  cleave_session_destroy(session);
  return error;
}

static void testNestedCallsKeepTheOuterErrors(void) {
  cleave_error_t alone = parseWithBadSharding(0);
  cleave_error_t withNested = parseWithBadSharding(1);
  CHECK(alone && withNested);
  if (alone && withNested) {
    CHECK(strchr(cleave_error_message(alone), '\n') != NULL);
    CHECK(strcmp(cleave_error_message(alone),
                 cleave_error_message(withNested)) == 0);
  }
  cleave_error_free(alone);
  cleave_error_free(withNested);
}

/* Two pipeline stages of one device, 2 microbatches of a two-layer MLP's
 * batch: plan, the stages' IR, and an artifact with one entry per stage. */
static void testPipeline(void) {
  cleave_session_t *session;
  ok(cleave_session_create(&session), "cleave_session_create");
  const char *axes[] = {"pp"};
  ok(cleave_session_set_mesh(session, "2", axes, 1), "set_mesh");
  ok(cleave_session_set_pipeline(session, 2, 2, "zb"), "set_pipeline");
  const char *batch[] = {"arg2"};
  ok(cleave_session_set_batch_arguments(session, batch, 1),
     "set_batch_arguments");
  const char *text =
      "#map = affine_map<(i, j) -> (i, j)>\n"
      "func.func @mlp(%w0: tensor<8x16xf32>, %w1: tensor<16x8xf32>,\n"
      "               %x: tensor<4x8xf32>) -> tensor<4x8xf32> {\n"
      "  %z = arith.constant 0.0 : f32\n"
      "  %e0 = tensor.empty() : tensor<4x16xf32>\n"
      "  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<4x16xf32>) -> "
      "tensor<4x16xf32>\n"
      "  %h = linalg.matmul ins(%x, %w0 : tensor<4x8xf32>, tensor<8x16xf32>) "
      "outs(%f0 : tensor<4x16xf32>) -> tensor<4x16xf32>\n"
      "  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = "
      "[\"parallel\", \"parallel\"]} ins(%h : tensor<4x16xf32>) outs(%e0 : "
      "tensor<4x16xf32>) {\n"
      "  ^bb0(%a: f32, %o: f32):\n"
      "    %m = arith.maximumf %a, %z : f32\n"
      "    linalg.yield %m : f32\n"
      "  } -> tensor<4x16xf32>\n"
      "  %e1 = tensor.empty() : tensor<4x8xf32>\n"
      "  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<4x8xf32>) -> "
      "tensor<4x8xf32>\n"
      "  %y = linalg.matmul ins(%r, %w1 : tensor<4x16xf32>, tensor<16x8xf32>) "
      "outs(%f1 : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
      "  return %y : tensor<4x8xf32>\n"
      "}\n";
  cleave_invocation_t *inv = parsedInvocation(session, text);
  const char *json;
  ok(cleave_invocation_plan_json(inv, &json), "plan_json");
  CHECK(strstr(json, "\"schedule\": \"zb\"") != NULL);
  CHECK(strstr(json, "\"mlp__stage1\"") != NULL);
  CHECK(strstr(json, "\"microbatches\": 2") != NULL);
  const char *ir;
  ok(cleave_invocation_ir(inv, "partitioned", &ir), "ir partitioned");
  CHECK(strstr(ir, "func.func @mlp__stage0") != NULL);
  CHECK(strstr(ir, "cleave.send") != NULL && strstr(ir, "cleave.recv"));
  cleave_buffer_t *artifact;
  ok(cleave_invocation_compile_to_buffer(inv, &artifact), "compile");
  CHECK(isElf(cleave_buffer_data(artifact), cleave_buffer_size(artifact)));
  cleave_buffer_destroy(artifact);
  cleave_invocation_destroy(inv);

  /* Back to no pipeline: the same program is one SPMD function. */
  ok(cleave_session_set_pipeline(session, 0, 1, NULL), "set_pipeline off");
  ok(cleave_session_set_batch_arguments(session, NULL, 0), "no batch");
  inv = parsedInvocation(session, text);
  ok(cleave_invocation_ir(inv, "partitioned", &ir), "ir partitioned");
  CHECK(strstr(ir, "__stage") == NULL && strstr(ir, "func.func @mlp("));
  cleave_invocation_destroy(inv);

  /* Microbatches without stages are one stage on the whole mesh (gradient
   * accumulation; they had been refused): no messages between stages. */
  ok(cleave_session_set_pipeline(session, 0, 2, NULL), "microbatches only");
  inv = parsedInvocation(session, text);
  ok(cleave_invocation_plan_json(inv, &json), "plan_json, microbatches only");
  CHECK(strstr(json, "\"microbatches\": 2") != NULL);
  CHECK(strstr(json, "\"mlp__stage0\"") && !strstr(json, "\"mlp__stage1\""));
  ok(cleave_invocation_ir(inv, "partitioned", &ir), "ir, microbatches only");
  CHECK(strstr(ir, "cleave.send") == NULL);
  cleave_invocation_destroy(inv);
  /* Batch arguments alone ask for nothing. */
  ok(cleave_session_set_pipeline(session, 0, 1, NULL), "set_pipeline off");
  ok(cleave_session_set_batch_arguments(session, batch, 1), "batch only");
  inv = parsedInvocation(session, text);
  CHECK(failsWith(cleave_invocation_plan_json(inv, &json),
                  "batch arguments need microbatches"));
  cleave_invocation_destroy(inv);
  cleave_session_destroy(session);
}

/* A plan and the artifact compiled after it come from one search: the
 * compile builds the planned program (Python's cleave.compile plans, then
 * compiles: it searched twice, and under a time limit the two could
 * differ). The search's remark (no loop divides by 3) counts the searches. */
static void testCompileBuildsThePlannedProgram(const char *examples,
                                               const char *outDir) {
  cleave_session_t *session;
  ok(cleave_session_create(&session), "cleave_session_create");
  ok(cleave_session_set_mesh(session, "3", NULL, 0), "set_mesh");
  Diagnostics diags = {0};
  cleave_session_set_diagnostic_callback(session, onDiagnostic, &diags);
  char path[1024];
  cleave_invocation_t *inv = parsedExample(session, examples);
  const char *json;
  ok(cleave_invocation_plan_json(inv, &json), "plan_json");
  CHECK(diags.count == 1 && strstr(diags.message, "divides by 3") != NULL);
  snprintf(path, sizeof path, "%s/mlp-3.so", outDir);
  ok(cleave_invocation_compile_to_file(inv, path), "compile_to_file");
  CHECK(diags.count == 1); /* the planned program: no search */
  ok(cleave_invocation_compile_to_file(inv, path), "compile_to_file again");
  CHECK(diags.count == 2); /* used once: this one searched */
  cleave_artifact_t *opened;
  runtimeOk(cleave_artifact_open(path, &opened), "cleave_artifact_open");
  CHECK(cleave_artifact_num_devices(opened) == 3);
  cleave_artifact_close(opened);
  cleave_invocation_destroy(inv);
  cleave_session_destroy(session);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s EXAMPLES_DIR OUTPUT_DIR\n", argv[0]);
    return 2;
  }
  int32_t major = -1, minor = -1;
  cleave_api_version(&major, &minor);
  CHECK(major == CLEAVE_API_VERSION_MAJOR && minor >= CLEAVE_API_VERSION_MINOR);
  testOptions();
  testPipeline();
  testMlpOnTwoDevices(argv[1], argv[2]);
  testRunOnOneDevice(argv[2]);
  testReopenAndBufferSizes(argv[2]);
  testNullHandles();
  testNestedCallsKeepTheOuterErrors();
  testMpiRuntimesShareMpi();
  testCompileBuildsThePlannedProgram(argv[1], argv[2]);
  if (failures)
    fprintf(stderr, "%d checks failed\n", failures);
  else
    printf("CApiTest: all checks passed\n");
  return failures ? 1 : 0;
}
