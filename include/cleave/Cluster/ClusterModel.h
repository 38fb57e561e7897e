//===- ClusterModel.h - Hardware description of a cluster -------*- C++ -*-===//
//
// What the cost model knows about the machines: a device roofline model and a
// hierarchy of network levels (e.g. NVLink inside a node, InfiniBand between
// nodes). A logical mesh is laid over the devices row-major; each mesh axis
// gets the link of the innermost level that contains all of its groups.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CLUSTER_CLUSTERMODEL_H
#define CLEAVE_CLUSTER_CLUSTERMODEL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cleave {

/// Alpha-beta link model: a message of B bytes takes latency + B / bandwidth.
struct LinkModel {
  double latency = 0;   ///< seconds
  double bandwidth = 0; ///< bytes per second, one direction, per device
  /// Measured (volume bytes, seconds) pairs, flattened, increasing volume;
  /// where given, they replace the line (LinkAttr's `curve`).
  std::vector<double> curve;
};

struct DeviceModel {
  std::string name;
  /// Dense peak FLOP/s per element type name ("f32", "bf16", ...).
  std::vector<std::pair<std::string, double>> peakFlops;
  double memoryBytes = 0;
  double memoryBandwidth = 0; ///< bytes per second
  /// The link to host memory (offloaded values are copied over it) and the
  /// host memory per device; zeros when unknown.
  LinkModel hostLink;
  double hostMemoryBytes = 0;
  /// Bytes per second of host memory this device's share of the host
  /// computes with (an optimizer step on the host); 0: the device's own.
  double hostMemoryBandwidth = 0;
  /// Fixed costs of generated code (seconds): each op beside its roofline,
  /// each call of the entry. Zero unless measured (`cleave calibrate`).
  double opOverhead = 0;
  double callOverhead = 0;
  /// FLOPs one math op counts as, by name ("tanh", "exp", "default" for
  /// the others); 1 for a name not listed.
  std::vector<std::pair<std::string, double>> mathFlops;
  /// Measured (bytes an op touches, seconds) pairs, flattened; where
  /// given, they replace bytes / memoryBandwidth.
  std::vector<double> memoryCurve;
};

/// One level of the network: groups of `devices` consecutive devices share
/// `link`; the last level may have `devices == 0`, meaning unbounded.
struct NetworkLevel {
  std::string name;
  int64_t devices = 0;
  LinkModel link;
  /// The link per collective kind where measured ("all_reduce", ...);
  /// kinds not listed use `link`.
  std::vector<std::pair<std::string, LinkModel>> collectives;
};

struct ClusterModel {
  std::string name;
  /// Where the figures come from (datasheet, measurement, assumption).
  std::string source;
  DeviceModel device;
  std::vector<NetworkLevel> levels;
  /// Devices the cluster has; 0 if unbounded.
  int64_t maxDevices = 0;

  /// The network level used by `axis` of a row-major mesh of `shape`.
  const NetworkLevel &getLevelForAxis(llvm::ArrayRef<int64_t> shape,
                                      unsigned axis) const;
  /// Checks the mesh fits the cluster.
  llvm::Error checkMesh(llvm::ArrayRef<int64_t> shape) const;
};

/// The collective kinds a link may give figures for (a cluster file's
/// `collectives`, #cleave.link's): one list for both readers.
inline constexpr const char *kCollectiveKinds[] = {
    "all_reduce", "all_gather",         "reduce_scatter", "all_to_all",
    "send",       "collective_permute", "broadcast"};
inline bool isCollectiveKind(llvm::StringRef kind) {
  for (const char *k : kCollectiveKinds)
    if (kind == k)
      return true;
  return false;
}

/// The JSON form parseClusterJSON reads (keys sorted, numbers exact).
std::string printClusterJSON(const ClusterModel &cluster);

/// Names of the built-in presets.
std::vector<std::string> getClusterPresetNames();
/// A preset by name ("cpu", "h200-node", ...) or a JSON file by path.
llvm::Expected<ClusterModel> loadCluster(llvm::StringRef nameOrPath);
/// Parses the JSON form (see docs/design.md); `origin` names the
/// source in messages.
llvm::Expected<ClusterModel> parseClusterJSON(llvm::StringRef text,
                                              llvm::StringRef origin);

} // namespace cleave

#endif // CLEAVE_CLUSTER_CLUSTERMODEL_H
