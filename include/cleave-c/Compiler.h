/*===- Compiler.h - Cleave's compiler as a stable C API -------------------===*
 *
 * The compiler half of the C API (libCleaveCAPI.so): a session holds the
 * options and an MLIRContext; an invocation parses one program (MLIR text or
 * bytecode) and plans it, compiles it, or prints it at a phase. The runtime
 * half (open an artifact and call it) is cleave-c/Runtime.h.
 *
 * Stability: within a major version (CLEAVE_API_VERSION_MAJOR) functions
 * are only added, never changed or removed; cleave_api_version reports the
 * version of the library actually loaded.
 *
 * Errors: functions that can fail return a cleave_error_t, NULL on success
 * (the runtime's cleave_status_t convention). A non-NULL error is the
 * caller's, released with cleave_error_free. Its message holds every error
 * diagnostic the call emitted, one per line as "LOCATION: error: MESSAGE"
 * (whether or not a diagnostics callback is installed).
 *
 * Ownership:
 *  - *_create hands the caller an object that it releases with *_destroy.
 *    A session destroyed before its invocations lives on until the last
 *    of them is destroyed (cleave_session_destroy), without its diagnostic
 *    callback: the invocations' errors still come back as cleave_error_t.
 *    Destroying an object twice, or using it after, is undefined.
 *  - Strings returned through out_* parameters (const char *) belong to the
 *    object they came from and stay valid until the next call on that
 *    object or its destruction; copy them to keep them.
 *  - A cleave_buffer_t (a compiled artifact in memory) is the caller's and
 *    is released with cleave_buffer_destroy; it outlives its invocation.
 *  - Strings passed in are copied; the caller may free them on return.
 *
 * Threading: each session owns its MLIRContext. A session and its
 * invocations may be used by one thread at a time (the diagnostics callback
 * runs on that thread, during the call that emitted the diagnostic).
 * Sessions share no state through this API, but concurrent calls on
 * different sessions are not tested beyond compiles on two threads (LLVM's
 * target registration, which raced, runs once per process now; the
 * search's solver and the CUDA target's toolkit lookup touch process-wide
 * state): serialize them.
 *
 * Processes: plan and compile fork() a child for each ILP solve (CBC, so a
 * time limit can end it; the child only solves and _exit()s, writing to a
 * pipe), and waitpid() for it; compile runs the C++ linker driver (`c++`
 * on PATH). An embedder that reaps every child (SIGCHLD ignored, a
 * waitpid(-1) loop) may take those children's exits from these calls.
 *
 *===---------------------------------------------------------------------===*/

#ifndef CLEAVE_C_COMPILER_H
#define CLEAVE_C_COMPILER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CLEAVE_API_VERSION_MAJOR 1
#define CLEAVE_API_VERSION_MINOR 4

/* The version of the loaded library: a caller built against major M works
 * with any library of major M and minor >= the minor it was built with.
 * 1.4 added cleave_artifact_open_buffer (the runtime half). */
void cleave_api_version(int32_t *out_major, int32_t *out_minor);

/*===--- Errors ----------------------------------------------------------===*/

typedef struct cleave_error *cleave_error_t; /* NULL means success */

/* Never NULL for a non-NULL error; valid until the error is freed. */
const char *cleave_error_message(cleave_error_t error);
void cleave_error_free(cleave_error_t error);

/*===--- Diagnostics -----------------------------------------------------===*/

typedef enum cleave_severity {
  CLEAVE_SEVERITY_ERROR = 0,
  CLEAVE_SEVERITY_WARNING = 1,
  CLEAVE_SEVERITY_NOTE = 2,
  CLEAVE_SEVERITY_REMARK = 3,
} cleave_severity_t;

/* Every diagnostic the session's context emits, notes included (each note
 * right after the diagnostic it belongs to). `location` is "FILE:LINE:COL",
 * "FILE" when it is about a whole file, "" when the diagnostic has none; a
 * program parsed from a buffer has the
 * buffer's name as FILE. Both strings are valid during the call only. */
typedef void (*cleave_diagnostic_callback_t)(cleave_severity_t severity,
                                             const char *location,
                                             const char *message,
                                             void *user_data);

/*===--- Sessions --------------------------------------------------------===*/

typedef struct cleave_session cleave_session_t;

cleave_error_t cleave_session_create(cleave_session_t **out_session);
/* A session's invocations hold its context: destroyed before them, the
 * session goes when the last of them is destroyed (no call may use it in
 * between). Its diagnostic callback is never called again from here on, so
 * the caller may free the callback's data. */
void cleave_session_destroy(cleave_session_t *session);

/* NULL `callback` removes it. Without a callback, diagnostics are only
 * collected into the errors calls return (warnings are dropped). */
void cleave_session_set_diagnostic_callback(
    cleave_session_t *session, cleave_diagnostic_callback_t callback,
    void *user_data);

/* Options. Each setter checks its value and returns an error, leaving the
 * option as it was, when the value is malformed (a sharding's spec and a
 * result's argument are checked against the program, when an invocation
 * parses it: a malformed one fails that call). An invocation reads the
 * session's options when it parses its program: later changes apply to
 * programs parsed later. */

/* A preset ("cpu", "h200-node", "h200-pod") or the path of a cluster JSON
 * file, read now. NULL or "": the program's, else the target's default. */
cleave_error_t cleave_session_set_cluster(cleave_session_t *session,
                                          const char *cluster);
/* `shape` such as "8" or "2x4" (every size positive); `axis_names`: one
 * distinct non-empty name per axis, or NULL with num_axis_names 0 (the
 * program's names, else a0, a1, ...). NULL or "" shape: the mesh the
 * program declares. */
cleave_error_t cleave_session_set_mesh(cleave_session_t *session,
                                       const char *shape,
                                       const char *const *axis_names,
                                       int32_t num_axis_names);
/* "cpu" (the default; NULL too) or "cuda". */
cleave_error_t cleave_session_set_target(cleave_session_t *session,
                                         const char *target);
/* Since 1.3. The CPU compiled code is for (host code of either target): an LLVM
 * CPU name of this machine's architecture ("x86-64-v3", "skylake-avx512"), so
 * that an artifact built here runs on another machine's CPU. NULL, "" or
 * "native": this machine's CPU (the default). An artifact whose CPU lacks a
 * feature of this one's may not open here (CLEAVE_UNAVAILABLE). */
cleave_error_t cleave_session_set_cpu(cleave_session_t *session,
                                      const char *cpu);
/* Bytes per device, a whole number up to 2^62; 0: the mesh's device memory
 * (the default). */
cleave_error_t cleave_session_set_memory_budget(cleave_session_t *session,
                                                double bytes);
/* How shardings the program leaves open are chosen: "default" (NULL too:
 * propagate annotated programs, search unannotated ones), "auto" (always
 * search; annotations are constraints) or "propagate". */
cleave_error_t cleave_session_set_search_mode(cleave_session_t *session,
                                              const char *mode);
/* Seconds for the search's solver, positive (default 60). */
cleave_error_t cleave_session_set_time_limit(cleave_session_t *session,
                                             double seconds);
/* Requires entry argument `argument` (its cleave.name or argN) to have the
 * sharding `spec`, in cleave syntax without the mesh ("[[tp], []]",
 * "[[\"tp\"], []]"). Checked against the program when it is parsed. */
cleave_error_t cleave_session_add_sharding(cleave_session_t *session,
                                           const char *argument,
                                           const char *spec);
void cleave_session_clear_shardings(cleave_session_t *session);
/* Since 1.1. Says that entry result `result` is the next value of entry
 * argument `argument` (its cleave.name or argN): state such as a training
 * step's parameters, which the next call takes back. The search gives both
 * one layout, so that the state stays where it is between calls. Checked
 * against the program when it is parsed (same type; each result and
 * argument in one update at most). Cleared with the shardings. */
cleave_error_t cleave_session_add_update(cleave_session_t *session,
                                         int32_t result, const char *argument);
/* The entry function; NULL or "": the module's only public function. */
cleave_error_t cleave_session_set_entry(cleave_session_t *session,
                                        const char *entry);

/* Since 1.2. Pipeline parallelism along the mesh's first axis (the CLI's
 * --pipeline, --microbatches, --schedule). `stages`: 0 (no pipeline, the
 * default), CLEAVE_AUTO (a pipeline of any stage count the mesh
 * re-factors for, or none, by modeled step time; under a memory budget one
 * stage too) or a stage count (when the first axis has another size the
 * mesh is re-factored from the next axes, 2x8 with 4 stages running as
 * 4x4, and a one-axis mesh gains a pipeline axis `pp` in front, 8 with 2
 * stages running as 2x4; 1 stage is the whole mesh: gradient
 * accumulation). `microbatches`: the batch cut into that many (at least 1)
 * or CLEAVE_AUTO (powers of two from four per stage, up while the modeled
 * step shortens, else down, and the fastest that fits the budget); more
 * than 1 or CLEAVE_AUTO without stages is one stage (since 1.3; an error
 * before). `schedule`: "gpipe", "1f1b" (NULL or "": the
 * default) or "zb". */
#define CLEAVE_AUTO (-1)
cleave_error_t cleave_session_set_pipeline(cleave_session_t *session,
                                           int32_t stages, int32_t microbatches,
                                           const char *schedule);
/* Since 1.2. The entry arguments (cleave.name or argN) that carry the
 * batch a pipeline cuts on their first dimension; none (the default): the
 * arguments no result updates that share the last such argument's first
 * dimension. Each call replaces the list. */
cleave_error_t cleave_session_set_batch_arguments(cleave_session_t *session,
                                                  const char *const *arguments,
                                                  int32_t num_arguments);

/*===--- Invocations -----------------------------------------------------===*/

typedef struct cleave_invocation cleave_invocation_t;

cleave_error_t cleave_invocation_create(cleave_session_t *session,
                                        cleave_invocation_t **out_invocation);
void cleave_invocation_destroy(cleave_invocation_t *invocation);

/* Parses MLIR text or bytecode (recognized by its magic number) and
 * prepares the program with the session's options: declares or checks the
 * mesh, attaches the cluster, applies the required shardings, verifies.
 * `buffer_name` names the buffer in locations (NULL: "<buffer>"). An
 * invocation holds one program: after a successful parse, another parse is
 * an error (create another invocation). */
cleave_error_t cleave_invocation_parse_buffer(cleave_invocation_t *invocation,
                                              const void *data, size_t size,
                                              const char *buffer_name);
cleave_error_t cleave_invocation_parse_file(cleave_invocation_t *invocation,
                                            const char *path);

/* The plan of the program compile_to_* builds with the same options (the
 * search's choice, or the propagated shardings of an annotated program in
 * search mode "default" or "propagate"), as JSON in the form `cleave plan
 * --json` writes. */
cleave_error_t cleave_invocation_plan_json(cleave_invocation_t *invocation,
                                           const char **out_json);

/* The program as MLIR text at `phase`:
 *  "input"       as parsed and prepared;
 *  "partitioned" the per-device program (completed as the search mode says,
 *                then partitioned), what compiling lowers;
 *  "llvm"        the partitioned program lowered to the LLVM dialect (CPU
 *                target only).
 * Any other phase is an error listing these. */
cleave_error_t cleave_invocation_ir(cleave_invocation_t *invocation,
                                    const char *phase, const char **out_text);

/* Compiles (partitions and lowers a copy: the invocation can still plan,
 * print and compile again) to a shared library at `path`. */
cleave_error_t
cleave_invocation_compile_to_file(cleave_invocation_t *invocation,
                                  const char *path);

typedef struct cleave_buffer cleave_buffer_t;
/* The same, into memory. */
cleave_error_t
cleave_invocation_compile_to_buffer(cleave_invocation_t *invocation,
                                    cleave_buffer_t **out_buffer);
const void *cleave_buffer_data(const cleave_buffer_t *buffer);
size_t cleave_buffer_size(const cleave_buffer_t *buffer);
void cleave_buffer_destroy(cleave_buffer_t *buffer);

#ifdef __cplusplus
}
#endif

#endif /* CLEAVE_C_COMPILER_H */
