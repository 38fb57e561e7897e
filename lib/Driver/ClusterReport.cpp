//===- ClusterReport.cpp - What the cost model believes about a cluster ---===//

#include "cleave/Driver/Driver.h"
#include "cleave/Sharding/MeshShape.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace llvm;

namespace cleave {

Expected<ClusterModel> describeCluster(raw_ostream &os,
                                       const MeshOptions &mesh) {
  std::string name = mesh.cluster.empty() ? "cpu" : mesh.cluster;
  Expected<ClusterModel> cluster = loadCluster(name);
  if (!cluster)
    return cluster.takeError();
  std::optional<std::vector<int64_t>> shape;
  if (!mesh.shape.empty()) {
    shape = parseMeshShape(mesh.shape);
    if (!shape)
      return createStringError("invalid mesh shape '" + mesh.shape +
                               "': " + explainMeshShape(mesh.shape));
    if (!mesh.axisNames.empty() && mesh.axisNames.size() != shape->size())
      return createStringError(
          Twine(mesh.axisNames.size()) +
          (mesh.axisNames.size() == 1 ? " axis name" : " axis names") +
          " for a mesh of " + Twine(shape->size()) +
          (shape->size() == 1 ? " axis" : " axes"));
    if (Error err = cluster->checkMesh(*shape))
      return std::move(err);
  } else if (!mesh.axisNames.empty()) {
    return createStringError("axis names name the axes of a mesh, and no "
                             "mesh shape was given");
  }
  os << "cluster " << cluster->name << "\n  source: " << cluster->source
     << "\n  device " << cluster->device.name << ": memory "
     << format("%.3g", cluster->device.memoryBytes / 1e9) << " GB at "
     << format("%.3g", cluster->device.memoryBandwidth / 1e9) << " GB/s\n";
  if (const LinkModel &host = cluster->device.hostLink; host.bandwidth > 0)
    os << "    host link: latency " << format("%.3g", host.latency * 1e6)
       << " us, bandwidth " << format("%.4g", host.bandwidth / 1e9)
       << " GB/s; host memory "
       << format("%.3g", cluster->device.hostMemoryBytes / 1e9)
       << " GB per device\n";
  if (double host = cluster->device.hostMemoryBandwidth; host > 0)
    os << "    host memory bandwidth for this device's optimizer step: "
       << format("%.4g", host / 1e9) << " GB/s\n";
  // Measured GEMM points (getGemmPeakFlops): their count and range.
  std::map<std::string, std::pair<double, double>> gemmRanges;
  std::map<std::string, int> gemmPoints;
  for (const auto &[type, flops] : cluster->device.peakFlops) {
    size_t slash = type.find("/gemm");
    if (slash == std::string::npos) {
      os << "    peak " << type << ": " << format("%.4g", flops / 1e12)
         << " TFLOP/s\n";
      continue;
    }
    std::string element = type.substr(0, slash);
    auto [it, inserted] = gemmRanges.try_emplace(element, flops, flops);
    it->second.first = std::min(it->second.first, flops);
    it->second.second = std::max(it->second.second, flops);
    ++gemmPoints[element];
  }
  for (const auto &[element, range] : gemmRanges)
    os << "    " << element << " GEMMs measured at " << gemmPoints[element]
       << " shapes: " << format("%.4g", range.first / 1e12) << " to "
       << format("%.4g", range.second / 1e12)
       << " TFLOP/s (interpolated between them)\n";
  if (cluster->device.opOverhead > 0 || cluster->device.callOverhead > 0)
    os << "    overhead: " << format("%.3g", cluster->device.opOverhead * 1e6)
       << " us per op, " << format("%.3g", cluster->device.callOverhead * 1e6)
       << " us per call\n";
  for (const auto &[name, flops] : cluster->device.mathFlops)
    os << "    math." << name << ": " << format("%.3g", flops) << " FLOPs\n";
  if (!cluster->device.memoryCurve.empty())
    os << "    memory time measured at "
       << cluster->device.memoryCurve.size() / 2 << " sizes\n";
  for (const NetworkLevel &level : cluster->levels) {
    os << "  level " << level.name << ": ";
    if (level.devices)
      os << "groups of " << level.devices << " devices";
    else
      os << "unbounded";
    os << ", latency " << format("%.3g", level.link.latency * 1e6)
       << " us, bandwidth " << format("%.4g", level.link.bandwidth / 1e9)
       << " GB/s\n";
    for (const auto &[kind, link] : level.collectives)
      os << "    " << kind << ": latency " << format("%.3g", link.latency * 1e6)
         << " us, bandwidth " << format("%.4g", link.bandwidth / 1e9) << " GB/s"
         << (link.curve.empty()
                 ? std::string()
                 : " (measured at " + std::to_string(link.curve.size() / 2) +
                       " sizes)")
         << "\n";
  }
  if (!shape)
    return cluster;
  os << "mesh " << mesh.shape << ":\n";
  for (unsigned axis = 0; axis < shape->size(); ++axis)
    os << "  axis "
       << (mesh.axisNames.empty() ? "a" + std::to_string(axis)
                                  : mesh.axisNames[axis])
       << " (size " << (*shape)[axis]
       << "): " << cluster->getLevelForAxis(*shape, axis).name << "\n";
  return cluster;
}

} // namespace cleave
