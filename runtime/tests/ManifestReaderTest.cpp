//===- ManifestReaderTest.cpp - The runtime's JSON and manifest reader ----===//
//
// Damaged manifests must be refused with a message naming the place, never
// read as something else or crash.
//
//===----------------------------------------------------------------------===//

#include "ArtifactManifest.h"
#include "Json.h"

#include <gtest/gtest.h>

using namespace cleave::runtime;

namespace {

/// A manifest as lib/Target/Manifest.cpp writes it: 2x2 mesh, one input
/// split by rows over dp, one output partial over tp.
const char *kGood =
    R"({"version":1,"entry":"mlp","target":"cpu",)"
    R"("mesh":{"name":"mesh","axes":["dp","tp"],"shape":[2,2]},)"
    R"("inputs":[{"name":"x","dtype":"f32","global_shape":[8,16],)"
    R"("local_shape":[4,16],"sharding":{"dims":[[0],[]],"partial":[],)"
    R"("reduction":"sum","uneven":"reject"},"index_bound":3}],)"
    R"("outputs":[{"name":"y\u00e9","dtype":"bf16","global_shape":[8],)"
    R"("local_shape":[8],"sharding":{"dims":[[]],"partial":[1],)"
    R"("reduction":"max","uneven":"reject"}}]})";

std::string replaced(std::string text, const std::string &from,
                     const std::string &to) {
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

/// The error of parsing `text`, or "" if it parsed.
std::string errorOf(const std::string &text) {
  ArtifactManifest m;
  std::string error;
  return parseManifest(text, m, error) ? "" : error;
}

TEST(ManifestReader, ReadsWhatTheCompilerWrites) {
  ArtifactManifest m;
  std::string error;
  ASSERT_TRUE(parseManifest(kGood, m, error)) << error;
  EXPECT_EQ(m.entry, "mlp");
  EXPECT_EQ(m.mesh.getNumDevices(), 4);
  ASSERT_EQ(m.inputs.size(), 1u);
  EXPECT_EQ(m.inputs[0].localElements, 64);
  EXPECT_EQ(m.inputs[0].indexBound, 3);
  EXPECT_EQ(m.inputs[0].dimAxesBegin, (std::vector<int32_t>{0, 1, 1}));
  EXPECT_EQ(m.inputs[0].dimAxes, (std::vector<int32_t>{0}));
  EXPECT_EQ(m.outputs[0].name, "y\xc3\xa9");
  EXPECT_EQ(m.outputs[0].dtype, CLEAVE_BF16);
  EXPECT_TRUE(m.outputs[0].sharding.isPartial());
  EXPECT_EQ(m.outputs[0].sharding.getPartialKind(), cleave::Reduction::Max);
  EXPECT_EQ(m.outputs[0].shardingText, "[[]] partial = max [tp]");
}

TEST(ManifestReader, RefusesDamagedJson) {
  std::string good = kGood;
  EXPECT_EQ(errorOf(good.substr(0, 40)),
            "not valid JSON: at byte 40: an unterminated string");
  EXPECT_EQ(errorOf(""), "not valid JSON: at byte 0: unexpected end of text, "
                         "expected a value");
  EXPECT_EQ(errorOf(good + "x"), "not valid JSON: at byte " +
                                     std::to_string(good.size()) +
                                     ": unexpected text after the document");
  EXPECT_EQ(errorOf(R"({"a":[1,]})"),
            "not valid JSON: at byte 8: unexpected character ']'");
  EXPECT_EQ(errorOf(R"({"a":1,"a":2})"),
            "not valid JSON: at byte 7: duplicate member \"a\"");
  EXPECT_EQ(errorOf(R"({"a":1.5})"),
            "not valid JSON: at byte 6: a fractional number (a manifest "
            "holds integers only)");
  EXPECT_EQ(errorOf(R"({"a":012})"),
            "not valid JSON: at byte 5: a number with a leading zero");
  EXPECT_EQ(errorOf(R"({"a":99999999999999999999})"),
            "not valid JSON: at byte 5: an integer out of the 64-bit range");
  EXPECT_EQ(errorOf(R"({"a":"\q"})"),
            "not valid JSON: at byte 7: an invalid escape '\\q'");
  EXPECT_EQ(errorOf("{\"a\":\"\n\"}"),
            "not valid JSON: at byte 6: a control character inside a string");
  EXPECT_EQ(errorOf(R"({"a":"\ud800"})"),
            "not valid JSON: at byte 12: a lone high surrogate in a \\u "
            "escape");
  EXPECT_EQ(errorOf(std::string(100, '[') + std::string(100, ']')),
            "not valid JSON: at byte 65: nested deeper than 64 levels");
  EXPECT_EQ(errorOf("nul"), "not valid JSON: at byte 0: invalid literal");
}

TEST(ManifestReader, RefusesInconsistentManifests) {
  EXPECT_EQ(errorOf("[]"), "manifest: expected an object, found an array");
  EXPECT_EQ(errorOf(replaced(kGood, R"("version":1)", R"("version":7)")),
            "version: this runtime reads version 1 manifests, not version 7 "
            "(compile the artifact again)");
  EXPECT_EQ(errorOf(replaced(kGood, R"("entry":"mlp",)", "")),
            "entry: missing");
  EXPECT_EQ(errorOf(replaced(kGood, R"("entry":"mlp")", R"("entry":3)")),
            "entry: expected a string, found an integer");
  EXPECT_EQ(errorOf(replaced(kGood, R"("target":"cpu")", R"("target":"tpu")")),
            "target: unknown target 'tpu' (cpu, cuda)");
  EXPECT_EQ(errorOf(replaced(kGood, R"("shape":[2,2])", R"("shape":[2])")),
            "mesh: 2 axis names for 1 sizes");
  EXPECT_EQ(errorOf(replaced(kGood, R"("shape":[2,2])", R"("shape":[2,0])")),
            "mesh.shape[1]: 0 is out of range [1, 1048576]");
  EXPECT_EQ(errorOf(replaced(kGood, R"(["dp","tp"])", R"(["dp","dp"])")),
            "mesh: mesh axis 'dp' is declared twice");
  EXPECT_EQ(errorOf(replaced(kGood, R"("dtype":"f32")", R"("dtype":"f8")")),
            "inputs[0].dtype: unknown dtype 'f8' (known: f32, f64, f16, bf16, "
            "i32, i64)");
  EXPECT_EQ(errorOf(replaced(kGood, R"("local_shape":[4,16])",
                             R"("local_shape":[8,16])")),
            "inputs[0].local_shape: [8x16] is not the local shape [4x16] of "
            "global shape [8x16] under this sharding");
  EXPECT_EQ(errorOf(replaced(kGood, R"("global_shape":[8,16])",
                             R"("global_shape":[8,-16])")),
            "inputs[0].global_shape[1]: -16 is out of range [0, "
            "9223372036854775807]");
  EXPECT_EQ(
      errorOf(replaced(kGood, R"("dims":[[0],[]])", R"("dims":[[2],[]])")),
      "inputs[0].sharding.dims[0][0]: 2 is out of range [0, 1]");
  EXPECT_EQ(
      errorOf(replaced(kGood, R"("dims":[[0],[]])", R"("dims":[[0],[0]])")),
      "inputs[0].sharding: mesh axis 'dp' is used more than once");
  EXPECT_EQ(
      errorOf(replaced(kGood, R"("dims":[[0],[]])", R"("dims":[[0]])")),
      "inputs[0].sharding: sharding has rank 1 but the tensor has rank 2");
  EXPECT_EQ(
      errorOf(replaced(kGood, R"("global_shape":[8,16],"local_shape":[4,16])",
                       R"("global_shape":[7,16],"local_shape":[4,16])")),
      "inputs[0].sharding: dimension 0 of size 7 is not divisible into 2 "
      "shards (split a dimension the axes divide, or leave it whole: "
      "`uneven = pad` verifies but is not partitioned yet)");
  EXPECT_EQ(
      errorOf(replaced(kGood, R"("reduction":"max")", R"("reduction":"mean")")),
      "outputs[0].sharding.reduction: unknown reduction 'mean' (sum, "
      "max or min)");
  EXPECT_EQ(errorOf(replaced(kGood, R"(,"partial":[1])", "")),
            "outputs[0].sharding.partial: missing");
  EXPECT_EQ(
      errorOf(replaced(kGood, R"("index_bound":3)", R"("index_bound":-3)")),
      "inputs[0].index_bound: expected a non-negative integer");
  EXPECT_EQ(errorOf(replaced(kGood, R"("outputs":[)", R"("outputs":[7,)")),
            "outputs[0]: expected an object, found an integer");
}

/// A 2-stage pipeline over pp on a pp x dp mesh: x (split over dp) and w
/// feed stage 0, which computes h; stage 1 reads w and h and computes y.
const char *kPipelined =
    R"({"version":1,"entry":"step","mesh":{"name":"mesh",)"
    R"("axes":["pp","dp"],"shape":[2,2]},"inputs":[)"
    R"({"name":"x","dtype":"f32","global_shape":[4],"local_shape":[2],)"
    R"("sharding":{"dims":[[1]],"partial":[],"reduction":"sum",)"
    R"("uneven":"reject"}},)"
    R"({"name":"w","dtype":"f32","global_shape":[4],"local_shape":[4],)"
    R"("sharding":{"dims":[[]],"partial":[],"reduction":"sum",)"
    R"("uneven":"reject"}}],"outputs":[)"
    R"({"name":"y","dtype":"f32","global_shape":[4],"local_shape":[4],)"
    R"("sharding":{"dims":[[]],"partial":[1],"reduction":"sum",)"
    R"("uneven":"reject"}},)"
    R"({"name":"h","dtype":"f32","global_shape":[4],"local_shape":[2],)"
    R"("sharding":{"dims":[[1]],"partial":[],"reduction":"sum",)"
    R"("uneven":"reject"}}],)"
    R"("pipeline":{"axis":0,"stages":[)"
    R"({"entry":"step__stage0","inputs":[0,1],"outputs":[1]},)"
    R"({"entry":"step__stage1","inputs":[1],"outputs":[0]}]}})";

TEST(ManifestReader, ReadsPipelineStages) {
  ArtifactManifest m;
  std::string error;
  ASSERT_TRUE(parseManifest(kPipelined, m, error)) << error;
  ASSERT_TRUE(m.isPipelined());
  EXPECT_EQ(m.pipelineAxis, 0);
  ASSERT_EQ(m.stages.size(), 2u);
  EXPECT_EQ(m.stages[1].entry, "step__stage1");
  EXPECT_EQ(m.stages[0].inputs, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(m.stages[1].outputs, (std::vector<int64_t>{0}));
  EXPECT_EQ(m.outputs[0].ownerStage, 1);
  EXPECT_EQ(m.outputs[1].ownerStage, 0);
  EXPECT_EQ(m.outputs[1].pipelineAxis, 0);
  EXPECT_EQ(m.inputs[0].pipelineAxis, -1); // inputs have no owner
  EXPECT_EQ(m.stageOf(3), 1);              // device (1, 1)
  EXPECT_EQ(m.stageOf(1), 0);              // device (0, 1)

  // Not pipelined: no stages, no owners.
  ASSERT_TRUE(parseManifest(kGood, m, error)) << error;
  EXPECT_FALSE(m.isPipelined());
  EXPECT_EQ(m.pipelineAxis, -1);
  EXPECT_EQ(m.outputs[0].ownerStage, -1);
}

TEST(ManifestReader, RefusesInconsistentPipelines) {
  auto with = [](const std::string &from, const std::string &to) {
    return errorOf(replaced(kPipelined, from, to));
  };
  EXPECT_EQ(with(R"("pipeline":{"axis":0,"stages":[)",
                 R"("pipeline":{"axis":2,"stages":[)"),
            "pipeline.axis: 2 is not an axis of the mesh (rank 2)");
  EXPECT_EQ(with(R"("axis":0,)", ""), "pipeline.axis: missing");
  EXPECT_EQ(with(R"("pipeline":{)", R"("pipeline":[],"p":{)"),
            "pipeline: expected an object, found an array");
  EXPECT_EQ(with(R"(,{"entry":"step__stage1","inputs":[1],"outputs":[0]})", ""),
            "pipeline.stages: 1 stages for pipeline axis 'pp' of size 2");
  EXPECT_EQ(with(R"("entry":"step__stage1")", R"("entry":"")"),
            "pipeline.stages[1].entry: empty");
  EXPECT_EQ(with(R"("entry":"step__stage1",)", ""),
            "pipeline.stages[1].entry: missing");
  EXPECT_EQ(with(R"("inputs":[0,1],)", R"("inputs":[0,2],)"),
            "pipeline.stages[0].inputs[1]: 2 is out of range [0, 1]");
  EXPECT_EQ(with(R"("inputs":[0,1],)", R"("inputs":[1,1],)"),
            "pipeline.stages[0].inputs[1]: 1 is listed twice");
  EXPECT_EQ(with(R"("inputs":[1],"outputs":[0])", R"("inputs":[1])"),
            "pipeline.stages[1].outputs: missing");
  EXPECT_EQ(with(R"("outputs":[0]})", R"("outputs":[0,1]})"),
            "pipeline.stages[1].outputs[1]: output #1 is already computed "
            "by stage 0");
  EXPECT_EQ(with(R"("outputs":[0]})", R"("outputs":[]})"),
            "pipeline.stages: no stage computes output #0 (y)");
  EXPECT_EQ(with(R"({"entry":"step__stage1","inputs":[1],"outputs":[0]})", "7"),
            "pipeline.stages[1]: expected an object, found an integer");
  // A tensor split or partial over the pipeline axis.
  EXPECT_EQ(with(R"("local_shape":[2],"sharding":{"dims":[[1]])",
                 R"("local_shape":[1],"sharding":{"dims":[[1,0]])"),
            "inputs[0].sharding: names the pipeline axis 'pp' (tensors are "
            "replicated over it)");
  EXPECT_EQ(with(R"("partial":[1])", R"("partial":[0])"),
            "outputs[0].sharding: names the pipeline axis 'pp' (tensors are "
            "replicated over it)");
}

TEST(ManifestReader, ManyTensors) {
  // No fixed table anywhere: a thousand inputs read like one.
  std::string tensors;
  for (int i = 0; i < 1000; ++i)
    tensors += std::string(i ? "," : "") + R"({"name":"t)" + std::to_string(i) +
               R"(","dtype":"f32","global_shape":[2],"local_shape":[2],)"
               R"("sharding":{"dims":[[]],"partial":[],"reduction":"sum",)"
               R"("uneven":"reject"}})";
  std::string text = R"({"version":1,"entry":"e","mesh":{"name":"m",)"
                     R"("axes":["x"],"shape":[1]},"inputs":[)" +
                     tensors + R"(],"outputs":[)" + tensors + "]}";
  ArtifactManifest m;
  std::string error;
  ASSERT_TRUE(parseManifest(text, m, error)) << error;
  EXPECT_EQ(m.inputs.size(), 1000u);
  EXPECT_EQ(m.outputs.back().name, "t999");
  EXPECT_EQ(m.target, "cpu"); // the default when absent
}

} // namespace
