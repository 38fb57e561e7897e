//===- ExchangeTest.cpp - Scatter and assembly of shards ------------------===//

#include "Exchange.h"
#include "ArtifactManifest.h"
#include "HalfFloat.h"

#include <gtest/gtest.h>

#include <numeric>

using namespace cleave;
using namespace cleave::runtime;

namespace {

using Axes = std::vector<std::vector<unsigned>>;

TensorManifest tensor(const MeshShape &mesh, std::vector<int64_t> global,
                      TensorSharding sharding, cleave_dtype_t dtype) {
  TensorManifest t;
  t.dtype = dtype;
  t.globalShape = global;
  t.sharding = std::move(sharding);
  t.localShape = t.sharding.getLocalShape(mesh, global);
  t.localElements = t.globalElements = 1;
  for (int64_t s : t.localShape)
    t.localElements *= s;
  for (int64_t s : global)
    t.globalElements *= s;
  return t;
}

TEST(Exchange, ScatterThenAssembleIsIdentity) {
  MeshShape mesh({"dp", "tp"}, {2, 2});
  // Rows over dp, columns over tp; 5 columns padded to 3 per device.
  TensorManifest t = tensor(
      mesh, {4, 5}, TensorSharding({{0}, {1}}, {}, Reduction::Sum, Uneven::Pad),
      CLEAVE_I32);
  std::vector<int32_t> global(20);
  std::iota(global.begin(), global.end(), 0);
  std::vector<int32_t> blocks(4 * t.localElements, -1);
  for (int64_t d = 0; d < 4; ++d)
    scatterShard(t, mesh, d, global.data(), blocks.data() + d * 6);
  // Device 1 holds rows 0-1, columns 3-4 and one column of padding (zero).
  EXPECT_EQ(std::vector<int32_t>(blocks.begin() + 6, blocks.begin() + 12),
            (std::vector<int32_t>{3, 4, 0, 8, 9, 0}));
  std::vector<int32_t> back(20, -1);
  assembleGlobal(t, mesh, blocks.data(), back.data());
  EXPECT_EQ(back, global);
}

TEST(Exchange, PartialSumInputHasOneHolder) {
  MeshShape mesh({"x"}, {2});
  TensorManifest t =
      tensor(mesh, {3}, TensorSharding(Axes{{}}, {0}), CLEAVE_F32);
  std::vector<float> global = {1, 2, 3}, local(3, -1);
  scatterShard(t, mesh, 1, global.data(), local.data());
  EXPECT_EQ(local, (std::vector<float>{0, 0, 0}));
  scatterShard(t, mesh, 0, global.data(), local.data());
  EXPECT_EQ(local, global);
}

TEST(Exchange, AssembleCombinesPartialValues) {
  MeshShape mesh({"dp", "tp"}, {2, 2});
  // Split over dp, partial over tp: device (i, j) holds rows of block i.
  for (auto [kind, want] :
       {std::pair{Reduction::Sum, std::vector<double>{11, 22, 33, 44}},
        std::pair{Reduction::Max, std::vector<double>{10, 20, 30, 40}},
        std::pair{Reduction::Min, std::vector<double>{1, 2, 3, 4}}}) {
    TensorManifest t =
        tensor(mesh, {4}, TensorSharding(Axes{{0}}, {1}, kind), CLEAVE_F64);
    std::vector<double> blocks = {1, 2, 10, 20, 3, 4, 30, 40}, global(4);
    assembleGlobal(t, mesh, blocks.data(), global.data());
    EXPECT_EQ(global, want);
  }
}

TEST(Exchange, PartialHalfValuesAddInFloat) {
  MeshShape mesh({"x"}, {4});
  // 256 + 4 * 0.5 in bf16 steps would round every addition away; in f32
  // it is 258, which bf16 holds.
  TensorManifest t =
      tensor(mesh, {1}, TensorSharding(Axes{{}}, {0}), CLEAVE_BF16);
  std::vector<uint16_t> blocks = {Bf16::fromFloat(256), Bf16::fromFloat(0.5),
                                  Bf16::fromFloat(0.5), Bf16::fromFloat(1)};
  uint16_t global = 0;
  assembleGlobal(t, mesh, blocks.data(), &global);
  EXPECT_EQ(Bf16::toFloat(global), 258.0f);
}

TEST(Exchange, ReplicasAreTakenOnce) {
  MeshShape mesh({"x", "y"}, {2, 3});
  TensorManifest t = tensor(mesh, {2}, TensorSharding(Axes{{0}}), CLEAVE_I64);
  std::vector<int64_t> blocks = {5, 5, 5, 7, 7, 7}, global(2);
  assembleGlobal(t, mesh, blocks.data(), global.data());
  EXPECT_EQ(global, (std::vector<int64_t>{5, 7}));
}

TEST(Exchange, PipelinedOutputsComeFromTheirOwnerStage) {
  // pp x dp: stage s runs on devices (s, *). Stage 1 owns the output; stage
  // 0's replicas were never written (garbage here).
  MeshShape mesh({"pp", "dp"}, {2, 2});
  TensorManifest split =
      tensor(mesh, {4}, TensorSharding(Axes{{1}}), CLEAVE_I32);
  split.pipelineAxis = 0;
  split.ownerStage = 1;
  std::vector<int32_t> blocks = {-1, -1, -2, -2, 1, 2, 3, 4}, global(4);
  assembleGlobal(split, mesh, blocks.data(), global.data());
  EXPECT_EQ(global, (std::vector<int32_t>{1, 2, 3, 4}));

  // Partial over dp: the sum runs over the owner stage's devices only.
  TensorManifest partial =
      tensor(mesh, {2}, TensorSharding(Axes{{}}, {1}), CLEAVE_F32);
  partial.pipelineAxis = 0;
  partial.ownerStage = 1;
  std::vector<float> values = {100, 100, 100, 100, 1, 2, 10, 20}, sum(2);
  assembleGlobal(partial, mesh, values.data(), sum.data());
  EXPECT_EQ(sum, (std::vector<float>{11, 22}));

  // The pipeline axis need not be the first.
  MeshShape inner({"dp", "pp"}, {2, 3});
  TensorManifest rows =
      tensor(inner, {2}, TensorSharding(Axes{{0}}), CLEAVE_I64);
  rows.pipelineAxis = 1;
  rows.ownerStage = 2;
  std::vector<int64_t> per = {0, 0, 5, 0, 0, 7}, out(2);
  assembleGlobal(rows, inner, per.data(), out.data());
  EXPECT_EQ(out, (std::vector<int64_t>{5, 7}));
}

} // namespace
