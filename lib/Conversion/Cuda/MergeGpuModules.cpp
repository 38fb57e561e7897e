//===- MergeGpuModules.cpp - One device module per program ----------------===//

#include "cleave/Conversion/Cuda/Passes.h"

#include "mlir/IR/SymbolTable.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEMERGEGPUMODULES
#include "cleave/Conversion/Cuda/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
struct MergeGpuModulesPass
    : cleave::impl::CleaveMergeGpuModulesBase<MergeGpuModulesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Modules holding exactly one kernel (what outlining makes); anything
    // else keeps its own module.
    SmallVector<gpu::GPUModuleOp> single;
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      auto &ops = gpuModule.getBody()->getOperations();
      auto kernel =
          ops.empty() ? nullptr : dyn_cast<gpu::GPUFuncOp>(ops.front());
      if (ops.size() == 1 && kernel && kernel.isKernel())
        single.push_back(gpuModule);
    }
    if (single.size() < 2)
      return;

    OpBuilder builder(single.front());
    SymbolTable symbols(module);
    auto merged = gpu::GPUModuleOp::create(builder, single.front().getLoc(),
                                           "cleave_kernels");
    symbols.insert(merged); // Renames it if the name is taken.
    merged->setDiscardableAttrs(single.front()->getDiscardableAttrDictionary());
    for (gpu::GPUModuleOp gpuModule : single) {
      auto kernel = cast<gpu::GPUFuncOp>(gpuModule.getBody()->front());
      kernel.setName(gpuModule.getName());
      kernel->moveBefore(merged.getBody(), merged.getBody()->end());
    }
    StringAttr mergedName = merged.getNameAttr();
    DenseSet<StringAttr> moved;
    for (gpu::GPUModuleOp gpuModule : single)
      moved.insert(gpuModule.getNameAttr());
    module.walk([&](gpu::LaunchFuncOp launch) {
      StringAttr from = launch.getKernelModuleName();
      if (!moved.contains(from))
        return;
      launch.setKernelAttr(
          SymbolRefAttr::get(mergedName, {FlatSymbolRefAttr::get(from)}));
    });
    for (gpu::GPUModuleOp gpuModule : single)
      gpuModule.erase();
  }
};
} // namespace
