/*===- PipelinedArtifact.c - A hand-written two-stage artifact -----------===*
 *
 * What the compiler emits for pipeline parallelism, written by hand so that
 * the runtime and cleave-runner are tested without the compiler: a manifest
 * with a "pipeline" field and one packed entry per stage. Mesh pp=2 x dp=2;
 * stage s runs on devices (s, *). Both stages send before they receive.
 *
 *   stage 0: x, w -> a = 2 x (split over dp), c = w + w' (updates w)
 *   stage 1: w    -> b = 3 x (partial sum over dp)
 *
 * where w' is stage 1's copy of w and stage 1 gets x's block from stage 0.
 * Input z is listed by no stage.
 *
 *===---------------------------------------------------------------------===*/

#include "cleave/runtime.h"
#include "cleave/runtime_codegen.h"

/* Sharding fields: replicated, split over dp, partial (sum) over dp. */
#define REPLICATED                                                             \
  "\"sharding\":{\"dims\":[[]],\"partial\":[],\"reduction\":\"sum\","          \
  "\"uneven\":\"reject\"}"
#define SPLIT_DP                                                               \
  "\"sharding\":{\"dims\":[[1]],\"partial\":[],\"reduction\":\"sum\","         \
  "\"uneven\":\"reject\"}"
#define PARTIAL_DP                                                             \
  "\"sharding\":{\"dims\":[[]],\"partial\":[1],\"reduction\":\"sum\","         \
  "\"uneven\":\"reject\"}"

/* clang-format off */
__attribute__((visibility("default"))) const char __cleave_manifest[] =
    "{\"version\":1,\"entry\":\"step\",\"target\":\"cpu\","
    "\"mesh\":{\"name\":\"mesh\",\"axes\":[\"pp\",\"dp\"],\"shape\":[2,2]},"
    "\"inputs\":["
      "{\"name\":\"x\",\"dtype\":\"f32\",\"global_shape\":[4],"
       "\"local_shape\":[2]," SPLIT_DP "},"
      "{\"name\":\"w\",\"dtype\":\"f32\",\"global_shape\":[4],"
       "\"local_shape\":[4]," REPLICATED "},"
      "{\"name\":\"z\",\"dtype\":\"f32\",\"global_shape\":[3],"
       "\"local_shape\":[3]," REPLICATED "}],"
    "\"outputs\":["
      "{\"name\":\"a\",\"dtype\":\"f32\",\"global_shape\":[4],"
       "\"local_shape\":[2]," SPLIT_DP "},"
      "{\"name\":\"b\",\"dtype\":\"f32\",\"global_shape\":[4],"
       "\"local_shape\":[4]," PARTIAL_DP "},"
      "{\"name\":\"c\",\"dtype\":\"f32\",\"global_shape\":[4],"
       "\"local_shape\":[4]," REPLICATED ",\"updates\":1}],"
    "\"pipeline\":{\"axis\":0,\"stages\":["
      "{\"entry\":\"step__stage0\",\"inputs\":[0,1],\"outputs\":[0,2]},"
      "{\"entry\":\"step__stage1\",\"inputs\":[1],\"outputs\":[1]}]}}";
/* clang-format on */

/* The aligned pointer of memref descriptor `k`. */
static float *data(void **args, int k) {
  return (float *)(intptr_t)((const int64_t *)args[k])[1];
}

static void orDie(cleave_status_t status) {
  if (status)
    cleave_mesh_abort(cleave_codegen_get_mesh(), cleave_status_message(status));
}

static const int32_t kPipelineAxis[1] = {0};

static void exchange(int64_t peerStage, const float *out, int64_t outCount,
                     int64_t outTag, float *in, int64_t inCount,
                     int64_t inTag) {
  cleave_mesh_t *mesh = cleave_codegen_get_mesh();
  int64_t peer[1] = {peerStage};
  orDie(cleave_send(mesh, kPipelineAxis, 1, peer, outTag, CLEAVE_F32, out,
                    outCount));
  orDie(cleave_recv(mesh, kPipelineAxis, 1, peer, inTag, CLEAVE_F32, in,
                    inCount));
}

/* x, w, a, c (c may be w's buffer). */
__attribute__((visibility("default"))) void
__cleave_packed_step__stage0(void **args) {
  float *x = data(args, 0), *w = data(args, 1), *a = data(args, 2),
        *c = data(args, 3);
  float other[4];
  exchange(1, x, 2, 5, other, 4, 6);
  for (int i = 0; i < 2; ++i)
    a[i] = 2 * x[i];
  for (int i = 0; i < 4; ++i)
    c[i] = w[i] + other[i];
}

/* w, b. */
__attribute__((visibility("default"))) void
__cleave_packed_step__stage1(void **args) {
  float *w = data(args, 0), *b = data(args, 1);
  float x[2];
  exchange(0, w, 4, 6, x, 2, 5);
  int64_t dp = cleave_mesh_coordinate(cleave_codegen_get_mesh(), 1);
  for (int i = 0; i < 4; ++i)
    b[i] = 0;
  for (int i = 0; i < 2; ++i)
    b[2 * dp + i] = 3 * x[i];
}
