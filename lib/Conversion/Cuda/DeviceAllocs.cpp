//===- DeviceAllocs.cpp - Host functions' buffers in device memory --------===//

#include "cleave/Conversion/Common/BufferTouches.h"
#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/Cuda/Passes.h"
#include "cleave/Cost/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEDEVICEALLOCS
#include "cleave/Conversion/Cuda/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// Globals the compiler made for the runtime to read on the host (shapes,
/// permutation pairs: RuntimeCalls::constantArray) stay where they are.
bool isRuntimeArgument(memref::GetGlobalOp op) {
  return op.getName().starts_with("__cleave_");
}

/// A device copy of a constant global, made on entry and freed before every
/// return of `fn`.
void stageGlobal(IRRewriter &rewriter, func::FuncOp fn,
                 memref::GetGlobalOp global) {
  auto type = cast<MemRefType>(global.getType());
  // On entry, so that the copy dominates every use and every return.
  global->moveBefore(&fn.front().front());
  rewriter.setInsertionPointAfter(global);
  auto device = gpu::AllocOp::create(
      rewriter, global.getLoc(), type, /*asyncToken=*/Type(),
      /*asyncDependencies=*/ValueRange(), /*dynamicSizes=*/ValueRange(),
      /*symbolOperands=*/ValueRange(), /*hostShared=*/false);
  rewriter.replaceAllUsesWith(global.getResult(), device.getMemref());
  cleave::RuntimeCalls rt(rewriter, global);
  // The element size every buffer is counted with (a byte per i1).
  int64_t bytes = type.getNumElements() *
                  int64_t(cleave::getElementBytes(type.getElementType()));
  rt.call("__cleave_cuda_memcpy",
          {rt.pointer(device.getMemref()), rt.pointer(global.getResult()),
           rt.i64(bytes)});
  fn.walk([&](func::ReturnOp ret) {
    rewriter.setInsertionPoint(ret);
    cleave::RuntimeCalls atReturn(rewriter, ret);
    atReturn.call("__cleave_cuda_free", {atReturn.pointer(device.getMemref())});
  });
}

/// A host-pool allocation (cleave-host-step-buffers: marked, and preceded
/// by `__cleave_next_alloc_on_host()`), as opposed to the deallocation
/// bookkeeping's host buffers.
bool isHostPoolAlloc(Operation *op) {
  auto call = dyn_cast_or_null<func::CallOp>(op->getPrevNode());
  return isa<memref::AllocOp>(op) && op->hasAttr(cleave::kHostMemoryAttr) &&
         call && call.getCallee() == "__cleave_next_alloc_on_host";
}

/// On CUDA the host pool is pinned memory, which the copy stream moves by
/// DMA: `gpu.alloc host_shared` (the runtime's mgpuMemAlloc answers it from
/// its pinned pool), freed with `__cleave_cuda_host_free`.
void pinHostPoolBuffers(IRRewriter &rewriter, func::FuncOp fn) {
  SmallVector<memref::AllocOp> allocs;
  fn.walk([&](memref::AllocOp alloc) {
    if (isHostPoolAlloc(alloc) && alloc.getSymbolOperands().empty())
      allocs.push_back(alloc);
  });
  for (memref::AllocOp alloc : allocs) {
    rewriter.eraseOp(alloc->getPrevNode());
    rewriter.setInsertionPoint(alloc);
    auto pinned = gpu::AllocOp::create(
        rewriter, alloc.getLoc(), alloc.getType(), /*asyncToken=*/Type(),
        /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
        /*symbolOperands=*/ValueRange(), /*hostShared=*/true);
    pinned->setAttr(cleave::kHostMemoryAttr, rewriter.getUnitAttr());
    rewriter.replaceOp(alloc, pinned.getMemref());
  }
  if (allocs.empty())
    return;
  SmallVector<memref::DeallocOp> frees;
  fn.walk([&](memref::DeallocOp dealloc) {
    auto root = cleave::getBufferRoot(dealloc.getMemref())
                    .getDefiningOp<gpu::AllocOp>();
    if (root && root.getHostShared())
      frees.push_back(dealloc);
  });
  for (memref::DeallocOp dealloc : frees) {
    rewriter.setInsertionPoint(dealloc);
    cleave::RuntimeCalls rt(rewriter, dealloc);
    rt.call("__cleave_cuda_host_free", {rt.pointer(dealloc.getMemref())});
    rewriter.eraseOp(dealloc);
  }
}

struct DeviceAllocsPass
    : cleave::impl::CleaveDeviceAllocsBase<DeviceAllocsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    cleave::markDeallocationBookkeeping(getOperation());
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      if (cleave::isHostFunction(fn))
        continue;
      pinHostPoolBuffers(rewriter, fn);
      SmallVector<Operation *> ops;
      fn.walk([&](Operation *op) {
        // Deallocation bookkeeping stays on the host (HostMemory.h).
        if (isa<memref::AllocOp>(op) && !cleave::isHostBuffer(op->getResult(0)))
          ops.push_back(op);
        if (isa<memref::DeallocOp, memref::CopyOp>(op) &&
            !cleave::isHostBuffer(op->getOperand(0)))
          ops.push_back(op);
        if (auto global = dyn_cast<memref::GetGlobalOp>(op))
          if (!isRuntimeArgument(global))
            ops.push_back(op);
      });
      for (Operation *op : ops) {
        rewriter.setInsertionPoint(op);
        if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
          stageGlobal(rewriter, fn, global);
          continue;
        }
        if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
          if (!alloc.getSymbolOperands().empty())
            continue;
          auto device = gpu::AllocOp::create(
              rewriter, op->getLoc(), alloc.getType(), /*asyncToken=*/Type(),
              /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
              /*symbolOperands=*/ValueRange(), /*hostShared=*/false);
          rewriter.replaceOp(op, device.getMemref());
          continue;
        }
        if (auto copy = dyn_cast<memref::CopyOp>(op)) {
          // A kernel, like every other elementwise op; any layouts.
          rewriter.replaceOpWithNewOp<linalg::CopyOp>(op, copy.getSource(),
                                                      copy.getTarget());
          continue;
        }
        // MLIR lowers only asynchronous gpu.dealloc; the runtime frees on
        // the compute stream what mgpuMemAlloc took from its pool.
        auto dealloc = cast<memref::DeallocOp>(op);
        cleave::RuntimeCalls rt(rewriter, op);
        rt.call("__cleave_cuda_free", {rt.pointer(dealloc.getMemref())});
        rewriter.eraseOp(op);
      }
    }
    // Pinned above, the host pool's flag is not needed.
    auto flag = getOperation().lookupSymbol<func::FuncOp>(
        "__cleave_next_alloc_on_host");
    if (flag && flag.isExternal() &&
        SymbolTable::symbolKnownUseEmpty(flag, getOperation()))
      flag.erase();
  }
};
} // namespace
