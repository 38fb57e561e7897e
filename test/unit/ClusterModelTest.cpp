//===- ClusterModelTest.cpp - Cluster presets, JSON and axis links --------===//

#include "cleave/Cluster/ClusterModel.h"

#include "llvm/Support/Error.h"
#include <gtest/gtest.h>

using namespace cleave;

namespace {

ClusterModel load(llvm::StringRef name) {
  llvm::Expected<ClusterModel> c = loadCluster(name);
  EXPECT_TRUE(static_cast<bool>(c)) << llvm::toString(c.takeError());
  return c ? *c : ClusterModel();
}

std::string parseError(llvm::StringRef json) {
  llvm::Expected<ClusterModel> c = parseClusterJSON(json, "test.json");
  if (c)
    return "";
  return llvm::toString(c.takeError());
}

TEST(ClusterModel, H200NodeUsesDatasheetFigures) {
  ClusterModel c = load("h200-node");
  EXPECT_EQ(c.maxDevices, 8);
  EXPECT_DOUBLE_EQ(c.device.memoryBytes, 141e9);
  EXPECT_DOUBLE_EQ(c.device.memoryBandwidth, 4.8e12);
  bool found = false;
  for (auto &[type, flops] : c.device.peakFlops)
    if (type == "bf16") {
      found = true;
      EXPECT_DOUBLE_EQ(flops, 989.5e12);
    }
  EXPECT_TRUE(found);
  ASSERT_EQ(c.levels.size(), 1u);
  EXPECT_DOUBLE_EQ(c.levels[0].link.bandwidth, 450e9);
  EXPECT_FALSE(static_cast<bool>(c.checkMesh({8})));
  llvm::Error tooBig = c.checkMesh({4, 4});
  EXPECT_TRUE(static_cast<bool>(tooBig));
  EXPECT_NE(llvm::toString(std::move(tooBig)).find("does not fit"),
            std::string::npos);
}

TEST(ClusterModel, AxesCrossingNodesGetTheSlowLink) {
  ClusterModel c = load("h200-pod");
  // 4 nodes x 8 GPUs: the outer axis spans nodes, the inner stays on NVLink.
  EXPECT_EQ(c.getLevelForAxis({4, 8}, 0).name, "infiniband");
  EXPECT_EQ(c.getLevelForAxis({4, 8}, 1).name, "nvlink");
  // 2x4 fits one node: both NVLink.
  EXPECT_EQ(c.getLevelForAxis({2, 4}, 0).name, "nvlink");
  // An inner axis of 16 cannot stay in a node of 8.
  EXPECT_EQ(c.getLevelForAxis({2, 16}, 1).name, "infiniband");
  // Inner axis of 3: groups straddle node boundaries (8 % 3 != 0).
  EXPECT_EQ(c.getLevelForAxis({3}, 0).name, "infiniband");
}

TEST(ClusterModel, CpuPreset) {
  ClusterModel c = load("cpu");
  EXPECT_EQ(c.maxDevices, 0);
  EXPECT_EQ(c.getLevelForAxis({4}, 0).name, "shared-memory");
  EXPECT_EQ(c.getLevelForAxis({128}, 0).name, "ethernet");
}

TEST(ClusterModel, UnknownNameListsPresets) {
  llvm::Expected<ClusterModel> c = loadCluster("tpu-v9");
  ASSERT_FALSE(static_cast<bool>(c));
  std::string message = llvm::toString(c.takeError());
  EXPECT_NE(message.find("h200-node"), std::string::npos) << message;
}

TEST(ClusterModel, MissingFile) {
  llvm::Expected<ClusterModel> c = loadCluster("/nonexistent/cluster.json");
  ASSERT_FALSE(static_cast<bool>(c));
  EXPECT_NE(llvm::toString(c.takeError()).find("cannot read"),
            std::string::npos);
}

constexpr const char *validJSON = R"({
  "name": "two-nodes",
  "device": {"name": "gpu", "peak_flops": {"f32": 1e13, "bf16": 1e14},
             "memory_bytes": 8e10, "memory_bandwidth": 2e12},
  "levels": [
    {"name": "nvlink", "devices": 4, "latency_s": 2e-6, "bandwidth_bytes_per_s": 3e11},
    {"name": "ib", "devices": 8, "latency_s": 1e-5, "bandwidth_bytes_per_s": 2.5e10}
  ]
})";

TEST(ClusterModel, ParsesJSON) {
  llvm::Expected<ClusterModel> c = parseClusterJSON(validJSON, "test.json");
  ASSERT_TRUE(static_cast<bool>(c)) << llvm::toString(c.takeError());
  EXPECT_EQ(c->name, "two-nodes");
  EXPECT_EQ(c->maxDevices, 8);
  ASSERT_EQ(c->device.peakFlops.size(), 2u);
  // Sorted by element type for deterministic output.
  EXPECT_EQ(c->device.peakFlops[0].first, "bf16");
  EXPECT_EQ(c->getLevelForAxis({2, 4}, 0).name, "ib");
  EXPECT_EQ(c->getLevelForAxis({2, 4}, 1).name, "nvlink");
}

TEST(ClusterModel, JSONErrorsNameTheField) {
  EXPECT_NE(parseError("{").find("invalid JSON"), std::string::npos);
  EXPECT_NE(parseError("[]").find("expected an object"), std::string::npos);
  std::string noDevice = parseError(R"({"name": "x", "levels": []})");
  EXPECT_NE(noDevice.find("device"), std::string::npos) << noDevice;
  std::string badMemory = parseError(R"({"name": "x",
    "device": {"name": "d", "peak_flops": {"f32": 1}, "memory_bytes": -1,
               "memory_bandwidth": 1},
    "levels": [{"name": "l", "latency_s": 1, "bandwidth_bytes_per_s": 1}]})");
  EXPECT_NE(badMemory.find("memory_bytes"), std::string::npos) << badMemory;
  EXPECT_NE(badMemory.find("positive"), std::string::npos) << badMemory;
  std::string badLevels = parseError(R"({"name": "x",
    "device": {"name": "d", "peak_flops": {"f32": 1}, "memory_bytes": 1,
               "memory_bandwidth": 1},
    "levels": [{"name": "a", "devices": 4, "latency_s": 1, "bandwidth_bytes_per_s": 1},
               {"name": "b", "devices": 6, "latency_s": 1, "bandwidth_bytes_per_s": 1}]})");
  EXPECT_NE(badLevels.find("multiple"), std::string::npos) << badLevels;
  std::string unboundedInner = parseError(R"({"name": "x",
    "device": {"name": "d", "peak_flops": {"f32": 1}, "memory_bytes": 1,
               "memory_bandwidth": 1},
    "levels": [{"name": "a", "latency_s": 1, "bandwidth_bytes_per_s": 1},
               {"name": "b", "devices": 6, "latency_s": 1, "bandwidth_bytes_per_s": 1}]})");
  EXPECT_NE(unboundedInner.find("last level only"), std::string::npos)
      << unboundedInner;
}

// What `cleave calibrate` writes reads back as it was: per-kind links,
// overheads, shape-class peaks.
TEST(ClusterModel, CalibratedFiguresRoundTrip) {
  llvm::Expected<ClusterModel> c = parseClusterJSON(R"({"name": "m",
    "device": {"name": "d", "peak_flops": {"f32": 4e10, "f32/small": 8e9},
               "memory_bytes": 1e10, "memory_bandwidth": 8e9,
               "op_overhead_s": 2e-7, "call_overhead_s": 1.5e-6},
    "levels": [{"name": "axis-a", "devices": 2, "latency_s": 2e-6,
                "bandwidth_bytes_per_s": 4e9,
                "collectives": {"all_reduce": {"latency_s": 5e-6,
                                               "bandwidth_bytes_per_s": 2e9}}}],
    "calibration": {"date": "ignored by the reader"}})",
                                                    "m.json");
  ASSERT_TRUE(static_cast<bool>(c)) << llvm::toString(c.takeError());
  EXPECT_DOUBLE_EQ(c->device.opOverhead, 2e-7);
  EXPECT_DOUBLE_EQ(c->device.callOverhead, 1.5e-6);
  ASSERT_EQ(c->levels[0].collectives.size(), 1u);
  EXPECT_EQ(c->levels[0].collectives[0].first, "all_reduce");
  EXPECT_DOUBLE_EQ(c->levels[0].collectives[0].second.bandwidth, 2e9);
  llvm::Expected<ClusterModel> again =
      parseClusterJSON(printClusterJSON(*c), "again.json");
  ASSERT_TRUE(static_cast<bool>(again)) << llvm::toString(again.takeError());
  EXPECT_EQ(printClusterJSON(*again), printClusterJSON(*c));
  EXPECT_DOUBLE_EQ(again->levels[0].collectives[0].second.latency, 5e-6);
  EXPECT_EQ(again->device.peakFlops[1].first, "f32/small");
  EXPECT_EQ(again->maxDevices, 2);

  std::string badKind = parseError(R"({"name": "x",
    "device": {"name": "d", "peak_flops": {"f32": 1}, "memory_bytes": 1,
               "memory_bandwidth": 1},
    "levels": [{"name": "l", "latency_s": 1, "bandwidth_bytes_per_s": 1,
                "collectives": {"all_reduc": {"latency_s": 1,
                                              "bandwidth_bytes_per_s": 1}}}]})");
  EXPECT_NE(badKind.find("unknown collective kind"), std::string::npos)
      << badKind;
  EXPECT_NE(badKind.find("all_reduc"), std::string::npos) << badKind;
}

} // namespace
