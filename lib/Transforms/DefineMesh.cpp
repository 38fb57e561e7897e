//===- DefineMesh.cpp - Declare a mesh from a cluster and a shape ---------===//

#include "cleave/Sharding/MeshShape.h"
#include "cleave/Transforms/ClusterToMesh.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "cleave-define-mesh"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEDEFINEMESH
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {
struct DefineMeshPass : cleave::impl::CleaveDefineMeshBase<DefineMeshPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    Location loc = module.getLoc();
    std::optional<std::vector<int64_t>> sizes = parseMeshShape(shape);
    if (!sizes) {
      emitError(loc) << "cleave-define-mesh: invalid mesh shape '" << shape
                     << "': " << explainMeshShape(shape);
      return signalPassFailure();
    }
    std::vector<std::string> names(axisNames.begin(), axisNames.end());
    if (names.empty())
      for (size_t i = 0; i < sizes->size(); ++i)
        names.push_back("a" + std::to_string(i));
    if (names.size() != sizes->size()) {
      emitError(loc) << "cleave-define-mesh: " << names.size() << " axis "
                     << (names.size() == 1 ? "name" : "names")
                     << " for a mesh of " << sizes->size()
                     << (sizes->size() == 1 ? " axis" : " axes");
      return signalPassFailure();
    }
    std::string invalid = MeshShape(names, *sizes).validate();
    if (!invalid.empty()) {
      emitError(loc) << "cleave-define-mesh: " << invalid;
      return signalPassFailure();
    }
    FailureOr<ClusterModel> model = loadClusterAt(loc, cluster);
    if (failed(model))
      return signalPassFailure();

    OpBuilder b(module.getBodyRegion());
    SmallVector<Attribute> axisAttrs;
    for (const std::string &n : names)
      axisAttrs.push_back(b.getStringAttr(n));
    if (auto existing = dyn_cast_or_null<MeshOp>(
            SymbolTable::lookupSymbolIn(module, meshName))) {
      if (existing.getShape() != ArrayRef<int64_t>(*sizes) ||
          existing.getAxisNames() != b.getArrayAttr(axisAttrs)) {
        existing.emitOpError()
            << "already declares @" << meshName
            << " with another shape or axis names than requested";
        return signalPassFailure();
      }
      if (failed(applyClusterToMesh(existing, *model)))
        return signalPassFailure();
      return;
    }
    if (SymbolTable::lookupSymbolIn(module, meshName)) {
      emitError(loc) << "cleave-define-mesh: symbol @" << meshName
                     << " exists and is not a mesh";
      return signalPassFailure();
    }
    auto mesh = MeshOp::create(
        b, loc, b.getStringAttr(meshName), b.getArrayAttr(axisAttrs),
        b.getDenseI64ArrayAttr(*sizes), ArrayAttr(), DeviceAttr());
    if (failed(applyClusterToMesh(mesh, *model)))
      return signalPassFailure();
  }
};
} // namespace
