//===- SerialLoopsOnDevice.cpp - No loop over device memory on the host ---===//

#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/GpuKernels/Passes.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVESERIALLOOPSONDEVICE
#include "cleave/Conversion/GpuKernels/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// A load or store of device memory (host bookkeeping stays on the host).
bool isMemoryAccess(Operation *op) {
  if (auto load = dyn_cast<memref::LoadOp>(op))
    return !cleave::isHostBuffer(load.getMemRef());
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return !cleave::isHostBuffer(store.getMemRef());
  return false;
}

/// Pure, region-free ops may sit between accesses: they stay on the host,
/// unless they use a loaded value (then they move into the kernel too).
bool isPureStep(Operation *op) {
  return op->getNumRegions() == 0 && isMemoryEffectFree(op);
}

/// Wraps `ops` (in block order, closed under users) in a one-iteration
/// `scf.parallel` placed where the last of them was.
void wrapInSingleIteration(IRRewriter &rewriter, ArrayRef<Operation *> ops) {
  Location loc = ops.back()->getLoc();
  rewriter.setInsertionPoint(ops.back());
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  auto single = scf::ParallelOp::create(rewriter, loc, ValueRange{zero},
                                        ValueRange{one}, ValueRange{one});
  for (Operation *op : ops)
    rewriter.moveOpBefore(op, single.getBody()->getTerminator());
}

/// Host loads and stores (what 0-D linalg ops become), grouped into runs of
/// consecutive accesses and pure ops, with the pure ops that depend on a
/// load; a run whose loaded values reach a host op is left (device-stream
/// then names it).
SmallVector<SmallVector<Operation *>> hostAccessRuns(Block &block) {
  SmallVector<SmallVector<Operation *>> runs;
  SmallVector<Operation *> ops = llvm::map_to_vector(
      block.without_terminator(), [](Operation &op) { return &op; });
  for (size_t i = 0; i < ops.size();) {
    if (!isMemoryAccess(ops[i])) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < ops.size() &&
           (isMemoryAccess(ops[end]) || isPureStep(ops[end])))
      ++end;
    llvm::SmallPtrSet<Operation *, 8> inRun;
    SmallVector<Operation *> run;
    for (size_t k = i; k < end; ++k) {
      Operation *op = ops[k];
      bool dependent = llvm::any_of(op->getOperands(), [&](Value v) {
        return inRun.contains(v.getDefiningOp());
      });
      if (isMemoryAccess(op) || dependent) {
        inRun.insert(op);
        run.push_back(op);
      }
    }
    bool closed = llvm::all_of(run, [&](Operation *op) {
      return llvm::all_of(op->getUsers(), [&](Operation *user) {
        return inRun.contains(user);
      });
    });
    if (closed)
      runs.push_back(std::move(run));
    i = end;
  }
  return runs;
}

struct SerialLoopsOnDevicePass
    : cleave::impl::CleaveSerialLoopsOnDeviceBase<SerialLoopsOnDevicePass> {
  void runOnOperation() override {
    if (cleave::isHostFunction(getOperation()))
      return;
    SmallVector<scf::ForOp> serial;
    getOperation().walk([&](scf::ForOp loop) {
      if (loop->getParentOfType<scf::ForOp>() ||
          loop->getParentOfType<scf::ParallelOp>() ||
          loop->getParentOfType<gpu::LaunchOp>())
        return;
      // Loops around parallel loops stay: their bodies become kernels. So do
      // loops of host calls (runtime, cuBLAS): a kernel cannot make them.
      bool hostOnly = false;
      loop.walk([&](Operation *op) {
        hostOnly |= isa<scf::ParallelOp, gpu::LaunchOp, func::CallOp>(op);
      });
      if (!hostOnly && loop.getNumResults() == 0)
        serial.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ForOp loop : serial)
      wrapInSingleIteration(rewriter, {loop});

    // Blocks that run on the host: the function's, and those of host
    // control flow outside any kernel.
    SmallVector<SmallVector<Operation *>> runs;
    getOperation().walk([&](Block *block) {
      Operation *parent = block->getParentOp();
      if (isa<scf::ParallelOp, gpu::LaunchOp>(parent) ||
          parent->getParentOfType<scf::ParallelOp>() ||
          parent->getParentOfType<gpu::LaunchOp>())
        return;
      runs.append(hostAccessRuns(*block));
    });
    for (ArrayRef<Operation *> run : runs)
      wrapInSingleIteration(rewriter, run);
  }
};
} // namespace
