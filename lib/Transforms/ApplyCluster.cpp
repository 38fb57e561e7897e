//===- ApplyCluster.cpp - Fill mesh cost models from a cluster ------------===//

#include "cleave/Transforms/ClusterToMesh.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "cleave-apply-cluster"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEAPPLYCLUSTER
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {
struct ApplyClusterPass
    : cleave::impl::CleaveApplyClusterBase<ApplyClusterPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<ClusterModel> model = loadClusterAt(module.getLoc(), cluster);
    if (failed(model))
      return signalPassFailure();
    for (MeshOp mesh : module.getOps<MeshOp>()) {
      if (!overwrite && mesh.getLinksAttr() && mesh.getDeviceAttr())
        continue;
      if (failed(applyClusterToMesh(mesh, *model)))
        return signalPassFailure();
    }
  }
};
} // namespace
