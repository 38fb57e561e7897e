//===- SerialLoopsOnDevice.cpp - No loop over device memory on the host ---===//

#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/GpuKernels/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SetVector.h"

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
    // Asserts on loaded values (torch's checks of a 0-d divisor: AdamW's
    // bias correction, clipping's norm) go with them: the kernels assert
    // (cleave-guard-asserts); left out, they ended the run on the host.
    size_t end = i;
    while (end < ops.size() &&
           (isMemoryAccess(ops[end]) || isPureStep(ops[end]) ||
            isa<cf::AssertOp>(ops[end])))
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

/// The root buffers `block` (nested ops included) may write: stores' and
/// linalg ops' outputs; nullopt when an op of unknown effect (a call) may
/// write anything.
std::optional<llvm::SmallPtrSet<Value, 8>> getWrittenRoots(Block &block) {
  llvm::SmallPtrSet<Value, 8> roots;
  auto root = [](Value v) {
    while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
      v = view.getViewSource();
    return v;
  };
  WalkResult result = block.walk([&](Operation *op) {
    if (auto store = dyn_cast<memref::StoreOp>(op)) {
      roots.insert(root(store.getMemRef()));
      return WalkResult::advance();
    }
    if (isa<memref::LoadOp, scf::YieldOp, scf::ReduceOp, scf::ParallelOp,
            scf::ForOp, cf::AssertOp>(op) ||
        isMemoryEffectFree(op))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  if (result.wasInterrupted())
    return std::nullopt;
  return roots;
}

/// A host loop around kernels whose body reads device memory for them (a
/// scatter's update loop: the row each update goes to is an index loaded
/// from device memory): each such load, with the pure ops and asserts that
/// use it, moves into the parallel loops that use it, so that each kernel
/// reads it itself. Only loads of memory the loop never writes (each
/// thread reads it at its own time), and only where every use is in those
/// parallel loops.
void sinkLoadsIntoKernels(IRRewriter &rewriter, Block &block) {
  std::optional<llvm::SmallPtrSet<Value, 8>> written = getWrittenRoots(block);
  if (!written)
    return;
  SmallVector<memref::LoadOp> loads;
  for (Operation &op : block)
    if (auto load = dyn_cast<memref::LoadOp>(op); load && isMemoryAccess(load))
      loads.push_back(load);
  // A block argument of a region (an iteration argument) may be any
  // buffer: nothing is known about what it aliases. (The entry's arguments
  // are distinct buffers, but for an argument updated in place and its
  // result's out-parameter; indices are never training state.)
  auto isRegionArgument = [&](Value root) {
    auto arg = dyn_cast<BlockArgument>(root);
    return arg && !isa<func::FuncOp>(arg.getOwner()->getParentOp());
  };
  if (llvm::any_of(*written, isRegionArgument))
    return;
  auto readOnly = [&](memref::LoadOp load) {
    Value root = load.getMemRef();
    while (auto view = root.getDefiningOp<ViewLikeOpInterface>())
      root = view.getViewSource();
    return isMemoryAccess(load) && !isRegionArgument(root) &&
           !written->contains(root);
  };
  llvm::DenseSet<Operation *> moved;
  for (memref::LoadOp load : loads) {
    if (moved.contains(load) || !readOnly(load))
      continue;
    // The ops to move: the load and what uses it in this block, up to the
    // parallel loops.
    llvm::SetVector<Operation *> cone;
    llvm::SetVector<scf::ParallelOp> kernels;
    cone.insert(load);
    bool movable = true;
    for (unsigned i = 0; i < cone.size() && movable; ++i)
      for (Operation *user : cone[i]->getUsers()) {
        Operation *top = block.findAncestorOpInBlock(*user);
        // (A kernel's bounds are the host's: a use by the parallel op itself
        // cannot move; nor can the loop's terminator.)
        if (auto parallel = dyn_cast_or_null<scf::ParallelOp>(top);
            parallel && user != top)
          kernels.insert(parallel);
        else if (top && top == user &&
                 !user->hasTrait<OpTrait::IsTerminator>() &&
                 (isa<cf::AssertOp>(user) || isPureStep(user) ||
                  (isa<memref::LoadOp>(user) &&
                   readOnly(cast<memref::LoadOp>(user)))))
          cone.insert(user);
        else
          movable = false;
      }
    if (!movable || kernels.empty())
      continue;
    // Each clone's other operands must be there at the start of each kernel:
    // defined above the loop's body or before the kernel in it.
    movable = llvm::all_of(cone, [&](Operation *op) {
      return llvm::all_of(op->getOperands(), [&](Value v) {
        Operation *def = v.getDefiningOp();
        if (cone.contains(def))
          return true;
        Operation *where =
            def ? def : v.getParentBlock()->getParentOp(); // a block argument
        Operation *top = block.findAncestorOpInBlock(*where);
        return !top || llvm::all_of(kernels, [&](scf::ParallelOp kernel) {
          return top->isBeforeInBlock(kernel);
        });
      });
    });
    if (!movable)
      continue;
    moved.insert(cone.begin(), cone.end());
    SmallVector<Operation *> ordered(cone.begin(), cone.end());
    llvm::sort(ordered, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    for (scf::ParallelOp kernel : kernels) {
      rewriter.setInsertionPointToStart(kernel.getBody());
      IRMapping mapping;
      for (Operation *op : ordered)
        rewriter.clone(*op, mapping);
      for (Operation *op : ordered)
        for (Value result : op->getResults())
          rewriter.replaceUsesWithIf(
              result, mapping.lookup(result), [&](OpOperand &use) {
                return kernel->isProperAncestor(use.getOwner());
              });
    }
    for (Operation *op : llvm::reverse(ordered))
      rewriter.eraseOp(op);
  }
}

/// A parallel loop nest that copies a buffer onto itself: it loads one
/// element and stores it at the same indices of the buffer it was read
/// through reshapes of (bufferization's insert of a scatter's updated
/// element back into its slice). It would be a kernel that splits the
/// host run around it, so the run's load stayed on the host.
bool isCopyOntoItself(scf::ParallelOp loop) {
  memref::LoadOp load;
  memref::StoreOp store;
  bool other = false;
  loop.walk([&](Operation *op) {
    if (auto l = dyn_cast<memref::LoadOp>(op))
      other |= bool(std::exchange(load, l));
    else if (auto s = dyn_cast<memref::StoreOp>(op))
      other |= bool(std::exchange(store, s));
    else if (!isa<scf::ParallelOp, scf::ForOp, scf::YieldOp, scf::ReduceOp>(
                 op) &&
             !isMemoryEffectFree(op))
      other = true;
  });
  if (other || !load || !store || store.getValue() != load.getResult() ||
      load.getIndices() != store.getIndices())
    return false;
  Value source = load.getMemRef(), target = store.getMemRef();
  auto sourceType = cast<MemRefType>(source.getType());
  auto targetType = cast<MemRefType>(target.getType());
  if (sourceType.getShape() != targetType.getShape())
    return false;
  while (source != target) {
    Operation *def = source.getDefiningOp();
    if (!isa_and_nonnull<memref::ExpandShapeOp, memref::CollapseShapeOp>(def))
      return false;
    source = def->getOperand(0);
  }
  return true;
}

struct SerialLoopsOnDevicePass
    : cleave::impl::CleaveSerialLoopsOnDeviceBase<SerialLoopsOnDevicePass> {
  void runOnOperation() override {
    if (cleave::isHostFunction(getOperation()))
      return;
    SmallVector<scf::ParallelOp> selfCopies;
    getOperation().walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>() && isCopyOntoItself(loop))
        selfCopies.push_back(loop);
    });
    for (scf::ParallelOp loop : selfCopies)
      loop.erase();
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

    // Host loops around kernels that read device memory for them.
    SmallVector<scf::ForOp> around;
    getOperation().walk([&](scf::ForOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>() &&
          !loop->getParentOfType<gpu::LaunchOp>())
        around.push_back(loop);
    });
    for (scf::ForOp loop : around)
      sinkLoadsIntoKernels(rewriter, *loop.getBody());

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
