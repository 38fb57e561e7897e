//===- DeviceAllocs.cpp - Host buffers GPU kernels can reach --------------===//

#include "RuntimeCalls.h"
#include "cleave/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEDEVICEALLOCS
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
struct DeviceAllocsPass
    : cleave::impl::CleaveDeviceAllocsBase<DeviceAllocsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> ops;
    for (auto fn : getOperation().getOps<func::FuncOp>())
      fn.walk([&](Operation *op) {
        if (isa<memref::AllocOp, memref::DeallocOp>(op))
          ops.push_back(op);
      });
    for (Operation *op : ops) {
      rewriter.setInsertionPoint(op);
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        if (!alloc.getSymbolOperands().empty())
          continue;
        auto device = gpu::AllocOp::create(
            rewriter, op->getLoc(), alloc.getType(), /*asyncToken=*/Type(),
            /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
            /*symbolOperands=*/ValueRange(), /*hostShared=*/true);
        rewriter.replaceOp(op, device.getMemref());
        continue;
      }
      // MLIR lowers only asynchronous gpu.dealloc; the runtime frees
      // synchronously what mgpuMemAlloc gave.
      auto dealloc = cast<memref::DeallocOp>(op);
      cleave::RuntimeCalls rt(rewriter, op);
      rt.call("__cleave_cuda_free", {rt.pointer(dealloc.getMemref())});
      rewriter.eraseOp(op);
    }
  }
};
} // namespace
