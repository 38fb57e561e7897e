//===- ClusterPresets.cpp - Built-in cluster descriptions -----------------===//
//
// Published figures where they exist; every assumption is named in `source`
// so that `cleave plan` output can be traced back to it. Latencies are not on
// datasheets: they are typical small-message collective latencies and are
// meant to be replaced by measured ones (`cleave calibrate` writes them).
//
//===----------------------------------------------------------------------===//

#include "ClusterPresets.h"

namespace cleave {

/// 8x NVIDIA H200 SXM in one HGX node. Figures from NVIDIA's H200 Tensor Core
/// GPU datasheet (dense, i.e. half the "with sparsity" numbers): FP64 34
/// TFLOP/s, FP32 67 TFLOP/s, TF32 tensor 494.5, BF16/FP16 tensor 989.5, FP8
/// and INT8 1979; 141 GB HBM3e at 4.8 TB/s; NVLink 900 GB/s per GPU in both
/// directions together, i.e. 450 GB/s each way through NVSwitch. The host
/// link is the datasheet's PCIe Gen5 128 GB/s (both directions together:
/// 64 GB/s each way); host memory is NVIDIA DGX H200's 2 TB of system memory
/// shared by its 8 GPUs (250 GB each). The host link's 10 us per copy is an
/// assumption (a cudaMemcpyAsync's launch and DMA set-up), not a datasheet
/// figure. An optimizer step on the host computes with DGX H200's two Intel
/// Xeon Platinum 8480C, each with 8 channels of DDR5-4800 (Intel's
/// specification: 8 x 4800 MT/s x 8 bytes = 307.2 GB/s per socket), shared
/// by the 8 GPUs: 76.8 GB/s each.
static ClusterModel makeH200Node(bool multiNode) {
  ClusterModel c;
  c.name = multiNode ? "h200-pod" : "h200-node";
  c.source = "NVIDIA H200 Tensor Core GPU datasheet (dense peaks, 141 GB, "
             "4.8 TB/s, NVLink 900 GB/s bidirectional, PCIe Gen5 128 GB/s "
             "bidirectional); DGX H200 datasheet (2 TB system memory for 8 "
             "GPUs, 2 Xeon Platinum 8480C with 8 DDR5-4800 channels each)";
  c.device.name = "h200";
  c.device.peakFlops = {{"f64", 34e12},     {"f32", 67e12},
                        {"tf32", 494.5e12}, {"bf16", 989.5e12},
                        {"f16", 989.5e12},  {"f8", 1979e12},
                        {"i8", 1979e12}};
  c.device.memoryBytes = 141e9;
  c.device.memoryBandwidth = 4.8e12;
  c.device.hostLink = {10e-6, 64e9};
  c.device.hostMemoryBytes = 2e12 / 8;
  c.device.hostMemoryBandwidth = 2 * 307.2e9 / 8;
  c.levels.push_back({"nvlink", 8, {3e-6, 450e9}});
  if (multiNode) {
    // One 400 Gb/s NDR InfiniBand adapter per GPU (the HGX reference design):
    // 50 GB/s each way per GPU between nodes.
    c.source += "; InfiniBand NDR 400 Gb/s per GPU between nodes";
    c.levels.push_back({"infiniband", 0, {8e-6, 50e9}});
  } else {
    c.maxDevices = 8;
  }
  return c;
}

/// A cluster of CPU processes, one per core: the target of `cleave run` with
/// MPI. The device is one x86-64 core with AVX2 FMA at about 3 GHz (2 FMA
/// units x 8 f32 lanes x 2 FLOP x 3e9 = 96 GFLOP/s); ranks on one node talk
/// through shared memory, nodes through 100 Gb/s Ethernet. Host and device
/// memory are the same DRAM: the host link is a memory copy at the memory
/// bandwidth. These are assumptions for a commodity node, not
/// measurements.
static ClusterModel makeCpuCluster() {
  ClusterModel c;
  c.name = "cpu";
  c.source = "assumed commodity x86-64 node: one AVX2 core per rank, MPI "
             "over shared memory inside a node, 100 GbE between nodes";
  c.device.name = "x86-64-core";
  c.device.peakFlops = {{"f64", 48e9},
                        {"f32", 96e9},
                        {"bf16", 96e9},
                        {"f16", 96e9},
                        {"i32", 48e9}};
  c.device.memoryBytes = 8.0 * (1ull << 30);
  c.device.memoryBandwidth = 10e9;
  c.device.hostLink = {1e-6, 10e9};
  c.device.hostMemoryBytes = 8.0 * (1ull << 30);
  c.levels.push_back({"shared-memory", 64, {1e-6, 10e9}});
  c.levels.push_back({"ethernet", 0, {20e-6, 12.5e9}});
  return c;
}

std::vector<std::string> getClusterPresetNames() {
  return {"cpu", "h200-node", "h200-pod"};
}

std::optional<ClusterModel> getClusterPreset(llvm::StringRef name) {
  if (name == "cpu")
    return makeCpuCluster();
  if (name == "h200-node")
    return makeH200Node(/*multiNode=*/false);
  if (name == "h200-pod")
    return makeH200Node(/*multiNode=*/true);
  return std::nullopt;
}

} // namespace cleave
