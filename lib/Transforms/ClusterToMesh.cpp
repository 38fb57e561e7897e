//===- ClusterToMesh.cpp - Cost models of a mesh from a cluster -----------===//

#include "cleave/Transforms/ClusterToMesh.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace cleave {

LogicalResult applyClusterToMesh(MeshOp mesh, const ClusterModel &cluster) {
  ArrayRef<int64_t> shape = mesh.getShape();
  if (llvm::Error err = cluster.checkMesh(shape))
    return mesh.emitOpError() << llvm::toString(std::move(err));
  Builder b(mesh.getContext());
  SmallVector<Attribute> links;
  for (unsigned axis = 0; axis < shape.size(); ++axis) {
    const NetworkLevel &level = cluster.getLevelForAxis(shape, axis);
    SmallVector<NamedAttribute> kinds;
    auto curveOf = [&](const LinkModel &link) {
      return link.curve.empty() ? DenseF64ArrayAttr()
                                : b.getDenseF64ArrayAttr(link.curve);
    };
    for (const auto &[kind, link] : level.collectives)
      kinds.push_back(b.getNamedAttr(
          kind, LinkAttr::get(mesh.getContext(), link.latency, link.bandwidth,
                              DictionaryAttr(), curveOf(link))));
    links.push_back(LinkAttr::get(
        mesh.getContext(), level.link.latency, level.link.bandwidth,
        kinds.empty() ? DictionaryAttr() : b.getDictionaryAttr(kinds),
        curveOf(level.link)));
  }
  mesh.setLinksAttr(b.getArrayAttr(links));
  mesh.setDeviceAttr(getDeviceModel(mesh.getContext(), cluster));
  return success();
}

DeviceAttr getDeviceModel(MLIRContext *ctx, const ClusterModel &cluster) {
  Builder b(ctx);
  SmallVector<NamedAttribute> flops;
  for (const auto &[type, peak] : cluster.device.peakFlops)
    flops.push_back(b.getNamedAttr(type, b.getF64FloatAttr(peak)));
  SmallVector<NamedAttribute> mathFlops;
  for (const auto &[name, value] : cluster.device.mathFlops)
    mathFlops.push_back(b.getNamedAttr(name, b.getF64FloatAttr(value)));
  return DeviceAttr::get(
      ctx, b.getStringAttr(cluster.device.name), b.getDictionaryAttr(flops),
      cluster.device.memoryBytes, cluster.device.memoryBandwidth,
      cluster.device.hostLink.bandwidth, cluster.device.hostLink.latency,
      cluster.device.hostMemoryBytes, cluster.device.opOverhead,
      cluster.device.callOverhead,
      mathFlops.empty() ? DictionaryAttr() : b.getDictionaryAttr(mathFlops),
      cluster.device.memoryCurve.empty()
          ? DenseF64ArrayAttr()
          : b.getDenseF64ArrayAttr(cluster.device.memoryCurve),
      cluster.device.hostMemoryBandwidth);
}

FailureOr<ClusterModel> loadClusterAt(Location loc, StringRef nameOrPath) {
  llvm::Expected<ClusterModel> cluster = loadCluster(nameOrPath);
  if (!cluster) {
    emitError(loc) << llvm::toString(cluster.takeError());
    return failure();
  }
  return std::move(*cluster);
}

} // namespace cleave
