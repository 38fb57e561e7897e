//===- StageMesh.cpp - The mesh a pipeline of P stages runs on ------------===//
//
// A pipeline runs its stages along the mesh's first axis. When the number of
// stages is not that axis's size, the mesh is re-factored: devices move
// between the first axis and the next ones (2x8 with 4 stages is 4x4, with
// 16 stages 16x1; 4x4 with 2 stages is 2x8), so that every stage's sub-mesh
// is the same shape and the devices keep their row-major numbering. A
// one-axis mesh gains a pipeline axis in front (8 with 2 stages is pp=2 x
// 4, the old axis keeping its name for the stage's own plan). The
// axes' links are derived again from the cluster, as for a mesh asked for
// with --mesh: the pipeline axis then spans the slower link wherever stages
// cross it (Alpa's sub-mesh shapes; docs/design.md, "Pipeline search").
//
//===----------------------------------------------------------------------===//

#include "Pipeline.h"
#include "cleave/Driver/Driver.h"
#include "cleave/Sharding/MeshShape.h"
#include "cleave/Transforms/ClusterToMesh.h"

#include "mlir/IR/Diagnostics.h"

#include <numeric>

using namespace mlir;

namespace cleave {

std::optional<SmallVector<int64_t>> getStageMeshShape(ArrayRef<int64_t> shape,
                                                      unsigned stages) {
  SmallVector<int64_t> result(shape);
  if (result.empty() || stages == 0)
    return std::nullopt;
  if (result[0] == int64_t(stages))
    return result;
  if (result.size() < 2) {
    if (result[0] % stages != 0)
      return std::nullopt;
    return SmallVector<int64_t>{int64_t(stages), result[0] / stages};
  }
  if (int64_t(stages) < result[0]) {
    if (result[0] % stages != 0)
      return std::nullopt;
    result[1] *= result[0] / stages;
    result[0] = stages;
    return result;
  }
  if (stages % result[0] != 0)
    return std::nullopt;
  // Devices come from the next axes in order, so that a stage's sub-mesh
  // keeps the innermost (fastest) axes whole for as long as it can.
  int64_t needed = stages / result[0];
  for (size_t i = 1; i < result.size() && needed > 1; ++i) {
    int64_t take = std::gcd(needed, result[i]);
    result[i] /= take;
    needed /= take;
  }
  if (needed != 1)
    return std::nullopt;
  result[0] = stages;
  return result;
}

std::vector<unsigned> getStageCounts(ArrayRef<int64_t> shape) {
  int64_t devices = 1;
  for (int64_t size : shape)
    devices *= size;
  std::vector<unsigned> counts;
  for (int64_t p = 2; p <= devices; ++p)
    if (getStageMeshShape(shape, p))
      counts.push_back(p);
  return counts;
}

/// Whether `mesh`'s links and device are what `cluster` gives its shape:
/// only then can they be derived again for another shape.
static bool hasClusterModels(MeshOp mesh, const ClusterModel &cluster) {
  // Not inserted: a second symbol of the same name would be in the module.
  MeshOp probe = cast<MeshOp>(mesh->clone());
  ScopedDiagnosticHandler quiet(mesh.getContext(),
                                [](Diagnostic &) { return success(); });
  bool same = succeeded(applyClusterToMesh(probe, cluster)) &&
              probe.getLinksAttr() == mesh.getLinksAttr() &&
              probe.getDeviceAttr() == mesh.getDeviceAttr();
  probe.erase();
  return same;
}

FailureOr<bool> canRefactorMesh(MeshOp mesh, const MeshOptions &options,
                                Target target) {
  std::string name = getDefaultCluster(options, target);
  FailureOr<ClusterModel> cluster = loadClusterAt(mesh.getLoc(), name);
  if (failed(cluster))
    return failure();
  return hasClusterModels(mesh, *cluster);
}

LogicalResult setStageMesh(MeshOp mesh, unsigned stages,
                           const MeshOptions &options, Target target) {
  ArrayRef<int64_t> shape = mesh.getShape();
  if (shape[0] == int64_t(stages))
    return success();
  std::string have = formatMeshShape(shape.vec());
  std::optional<SmallVector<int64_t>> wanted = getStageMeshShape(shape, stages);
  if (!wanted) {
    InFlightDiagnostic d = emitError(mesh.getLoc())
                           << "a pipeline of " << stages
                           << " stages runs along the mesh's first axis; mesh @"
                           << mesh.getSymName() << " (" << have
                           << ") cannot be re-factored to have " << stages
                           << " devices there";
    if (mesh.getNumDevices() % stages != 0)
      d << " (its " << mesh.getNumDevices() << " devices do not divide into "
        << stages << " stages)";
    else
      d << " (the stage count must divide the first axis's size, or be that "
           "size times a divisor of the following axes' product)";
    return d;
  }
  std::string name = getDefaultCluster(options, target);
  FailureOr<ClusterModel> cluster = loadClusterAt(mesh.getLoc(), name);
  if (failed(cluster))
    return failure();
  if (!hasClusterModels(mesh, *cluster))
    return emitError(mesh.getLoc())
           << "a pipeline of " << stages << " stages needs mesh @"
           << mesh.getSymName() << " (" << have << ") re-factored to "
           << formatMeshShape({wanted->begin(), wanted->end()})
           << ", but its links are not those cluster '" << name
           << "' gives it, so they cannot be derived again: declare the mesh "
              "with "
           << stages << " devices on its first axis, or give --cluster";
  if (wanted->size() > shape.size()) {
    // The new first axis is named apart from the mesh's own.
    SmallVector<Attribute> names;
    std::string axis = "pp";
    for (unsigned n = 1; mesh.getAxisIndex(axis); ++n)
      axis = "pp" + std::to_string(n);
    names.push_back(StringAttr::get(mesh.getContext(), axis));
    llvm::append_range(names, mesh.getAxisNames());
    mesh.setAxisNamesAttr(ArrayAttr::get(mesh.getContext(), names));
  }
  mesh.setShape(*wanted);
  return applyClusterToMesh(mesh, *cluster);
}

} // namespace cleave
