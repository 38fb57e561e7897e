//===- DeviceStream.cpp - Kernels launched without waiting ----------------===//

#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/Cuda/Passes.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEDEVICESTREAM
#include "cleave/Conversion/Cuda/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// Host ops allowed to see device buffers: allocation, views and address
/// queries (for runtime calls), launches, and the calls themselves (the
/// runtime orders them on the stream). Anything else that reads or writes a
/// memref would touch device memory from the host.
bool touchesDeviceMemory(Operation *op) {
  if (llvm::all_of(op->getOperands(),
                   [](Value v) {
                     return !isa<MemRefType>(v.getType()) ||
                            cleave::isHostBuffer(v);
                   }) &&
      llvm::any_of(op->getOperandTypes(), llvm::IsaPred<MemRefType>))
    return false;
  if (isa<gpu::GPUDialect>(op->getDialect()) || isa<func::CallOp>(op) ||
      isa<memref::ExtractAlignedPointerAsIndexOp, memref::GetGlobalOp,
          memref::ExtractStridedMetadataOp>(op))
    return false;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
           llvm::any_of(op->getOperandTypes(), llvm::IsaPred<MemRefType>);
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  return llvm::any_of(instances, [](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Read, MemoryEffects::Write>(e.getEffect()) &&
           (!e.getValue() || isa<MemRefType>(e.getValue().getType()));
  });
}

struct DeviceStreamPass
    : cleave::impl::CleaveDeviceStreamBase<DeviceStreamPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      if (fn.isExternal() || cleave::isHostFunction(fn))
        continue;
      WalkResult checked = fn.walk([&](Operation *op) {
        if (!touchesDeviceMemory(op))
          return WalkResult::advance();
        op->emitError() << "'" << op->getName()
                        << "' would run on the host over device memory; the "
                           "CUDA target runs every memory access in a kernel";
        return WalkResult::interrupt();
      });
      if (checked.wasInterrupted())
        return signalPassFailure();

      SmallVector<gpu::LaunchFuncOp> launches;
      SmallVector<gpu::AllocOp> allocs;
      fn.walk([&](Operation *op) {
        if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op))
          if (!launch.getAsyncToken())
            launches.push_back(launch);
        if (auto alloc = dyn_cast<gpu::AllocOp>(op))
          if (!alloc.getAsyncToken() && !alloc.getHostShared())
            allocs.push_back(alloc);
      });
      // Results are complete when the function returns. (A `gpu.wait` on
      // the entry token would be canonicalized away: MLIR takes a token
      // without dependencies as complete.)
      fn.walk([&](func::ReturnOp ret) {
        rewriter.setInsertionPoint(ret);
        cleave::RuntimeCalls(rewriter, ret)
            .call("__cleave_cuda_synchronize", {});
      });
      if (launches.empty() && allocs.empty())
        continue;
      // `gpu.wait async` lowers to mgpuStreamCreate, which the runtime
      // answers with its one compute stream; every launch goes on it, in
      // program order, whatever loop it is in.
      rewriter.setInsertionPointToStart(&fn.front());
      Type tokenType = gpu::AsyncTokenType::get(&getContext());
      Value stream =
          gpu::WaitOp::create(rewriter, fn.getLoc(), tokenType, ValueRange())
              .getAsyncToken();
      for (gpu::LaunchFuncOp op : launches) {
        rewriter.setInsertionPoint(op);
        std::optional<gpu::KernelDim3> cluster;
        if (op.hasClusterSize())
          cluster = op.getClusterSizeOperandValues();
        auto async = gpu::LaunchFuncOp::create(
            rewriter, op.getLoc(), op.getKernel(),
            op.getGridSizeOperandValues(), op.getBlockSizeOperandValues(),
            op.getDynamicSharedMemorySize(), op.getKernelOperands(), tokenType,
            ValueRange{stream}, cluster);
        async->setDiscardableAttrs(op->getDiscardableAttrDictionary());
        rewriter.eraseOp(op);
      }
      // Device allocations come from the pool in stream order (MLIR lowers
      // only asynchronous ones).
      for (gpu::AllocOp op : allocs) {
        rewriter.setInsertionPoint(op);
        auto async = gpu::AllocOp::create(
            rewriter, op.getLoc(), op.getMemref().getType(), tokenType,
            ValueRange{stream}, op.getDynamicSizes(), op.getSymbolOperands(),
            /*hostShared=*/false);
        rewriter.replaceAllUsesWith(op.getMemref(), async.getMemref());
        rewriter.eraseOp(op);
      }
    }
  }
};
} // namespace
