//===- ClusterToMesh.h - Cost models of a mesh from a cluster ---*- C++ -*-===//

#ifndef CLEAVE_TRANSFORMS_CLUSTERTOMESH_H
#define CLEAVE_TRANSFORMS_CLUSTERTOMESH_H

#include "cleave/Cluster/ClusterModel.h"
#include "cleave/IR/CleaveOps.h"

namespace cleave {

/// Sets `mesh`'s per-axis links and device model from `cluster`. Fails with
/// an error at the mesh if the mesh does not fit the cluster.
mlir::LogicalResult applyClusterToMesh(MeshOp mesh,
                                       const ClusterModel &cluster);

/// The device model of `cluster`'s devices, as a mesh gets it.
DeviceAttr getDeviceModel(mlir::MLIRContext *ctx, const ClusterModel &cluster);

/// Loads a cluster, reporting failures at `loc`.
mlir::FailureOr<ClusterModel> loadClusterAt(mlir::Location loc,
                                            llvm::StringRef nameOrPath);

} // namespace cleave

#endif // CLEAVE_TRANSFORMS_CLUSTERTOMESH_H
