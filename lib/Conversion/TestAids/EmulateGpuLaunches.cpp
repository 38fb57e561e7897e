//===- EmulateGpuLaunches.cpp - gpu.launch bodies as CPU loops ------------===//
//
// The kernels Cleave builds itself (block reductions, split rows, column
// splits) are index arithmetic that no upstream test covers. Running them
// on the CPU, threads in order, checks that arithmetic against NumPy and
// the CPU target on machines without a GPU; the GPU's own concurrency is
// not emulated, so the bodies must be free of races by construction (each
// thread writes its own elements, thread 0 the block's).
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/GpuKernels/ReductionKernels.h"
#include "cleave/Conversion/TestAids/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEEMULATEGPULAUNCHES
#include "cleave/Conversion/TestAids/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// Ops a body may hold besides the one all-reduce: anything outside the gpu
/// dialect, and ids and sizes (block arguments of the launch anyway).
bool isEmulable(Operation *op) {
  return !isa<gpu::GPUDialect>(op->getDialect()) ||
         isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
             gpu::TerminatorOp, gpu::YieldOp>(op);
}

bool writesMemory(Operation *op) {
  bool writes = false;
  op->walk([&](Operation *inner) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(inner);
    if (!effects) {
      writes |= !inner->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
      return;
    }
    writes |= effects.hasEffect<MemoryEffects::Write>() ||
              effects.hasEffect<MemoryEffects::Free>();
  });
  return writes;
}

struct Emulator {
  IRRewriter &rewriter;
  gpu::LaunchOp launch;
  Location loc;

  Value index(int64_t v) {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  }

  /// Nested loops over z, y, x of `sizes`; `body` gets the (x, y, z) ivs.
  template <typename Body> void loops3(gpu::KernelDim3 sizes, Body body) {
    Value zero = index(0), one = index(1);
    auto z = scf::ForOp::create(rewriter, loc, zero, sizes.z, one);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(z.getBody());
    auto y = scf::ForOp::create(rewriter, loc, zero, sizes.y, one);
    rewriter.setInsertionPointToStart(y.getBody());
    auto x = scf::ForOp::create(rewriter, loc, zero, sizes.x, one);
    rewriter.setInsertionPointToStart(x.getBody());
    body(x.getInductionVar(), y.getInductionVar(), z.getInductionVar());
  }

  /// Maps the launch's block arguments for block `b` and thread `t`.
  IRMapping idsFor(ArrayRef<Value> b, ArrayRef<Value> t) {
    IRMapping mapping;
    gpu::KernelDim3 blockIds = launch.getBlockIds(),
                    threadIds = launch.getThreadIds(),
                    gridArgs = launch.getGridSize(),
                    blockArgs = launch.getBlockSize();
    gpu::KernelDim3 grid = launch.getGridSizeOperandValues(),
                    block = launch.getBlockSizeOperandValues();
    mapping.map(blockIds.x, b[0]);
    mapping.map(blockIds.y, b[1]);
    mapping.map(blockIds.z, b[2]);
    mapping.map(threadIds.x, t[0]);
    mapping.map(threadIds.y, t[1]);
    mapping.map(threadIds.z, t[2]);
    mapping.map(gridArgs.x, grid.x);
    mapping.map(gridArgs.y, grid.y);
    mapping.map(gridArgs.z, grid.z);
    mapping.map(blockArgs.x, block.x);
    mapping.map(blockArgs.y, block.y);
    mapping.map(blockArgs.z, block.z);
    return mapping;
  }

  void clone(ArrayRef<Operation *> ops, IRMapping &mapping) {
    for (Operation *op : ops)
      rewriter.clone(*op, mapping);
  }

  /// The thread's position in the block, x fastest.
  Value linearThread(ArrayRef<Value> t) {
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    Value zy = arith::AddIOp::create(
        rewriter, loc, arith::MulIOp::create(rewriter, loc, t[2], block.y),
        t[1]);
    return arith::AddIOp::create(
        rewriter, loc, arith::MulIOp::create(rewriter, loc, zy, block.x), t[0]);
  }

  LogicalResult run() {
    if (!launch.getBody().hasOneBlock())
      return launch.emitError("cannot emulate: the kernel has several blocks");
    Block &body = launch.getBody().front();
    gpu::AllReduceOp reduce;
    SmallVector<Operation *> before, after;
    for (Operation &op : body.without_terminator()) {
      if (auto all = dyn_cast<gpu::AllReduceOp>(op)) {
        if (reduce || !all.getOp() || !all.getBody().empty())
          return all.emitError("cannot emulate: only one all-reduce with a "
                               "named operation per kernel");
        reduce = all;
        continue;
      }
      Operation *bad = nullptr;
      op.walk([&](Operation *inner) {
        if (!bad && !isEmulable(inner))
          bad = inner;
      });
      if (bad)
        return bad->emitError() << "cannot emulate '" << bad->getName()
                                << "' in a kernel on the CPU";
      (reduce ? after : before).push_back(&op);
    }
    // What the part before the all-reduce computes and the part after it
    // uses: pure ops run again in the second sweep; results of the others
    // (loads, ops that write: each thread's own elements) are kept per
    // thread from the first sweep, so that their writes happen once.
    SmallVector<Value> kept;
    for (Operation *op : before) {
      if (isMemoryEffectFree(op) && !writesMemory(op))
        continue;
      for (Value result : op->getResults()) {
        if (result.use_empty())
          continue;
        if (!result.getType().isIntOrIndexOrFloat())
          return op->emitError("cannot emulate: a value of type ")
                 << result.getType()
                 << " made with memory effects before the kernel's "
                    "all-reduce is used after it";
        kept.push_back(result);
      }
    }

    rewriter.setInsertionPoint(launch);
    loops3(launch.getGridSizeOperandValues(), [&](Value bx, Value by,
                                                  Value bz) {
      SmallVector<Value> b = {bx, by, bz};
      gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
      if (!reduce) {
        loops3(block, [&](Value tx, Value ty, Value tz) {
          IRMapping mapping = idsFor(b, {tx, ty, tz});
          clone(before, mapping);
        });
        return;
      }
      // Sweep 1: each thread's operand, in a buffer; then the fold.
      Value threads = arith::MulIOp::create(
          rewriter, loc, arith::MulIOp::create(rewriter, loc, block.x, block.y),
          block.z);
      Type type = reduce.getValue().getType();
      auto bufferType = MemRefType::get({ShapedType::kDynamic}, type);
      Value buffer = memref::AllocOp::create(rewriter, loc, bufferType,
                                             ValueRange{threads});
      SmallVector<Value> keptBuffers;
      for (Value v : kept)
        keptBuffers.push_back(memref::AllocOp::create(
            rewriter, loc, MemRefType::get({ShapedType::kDynamic}, v.getType()),
            ValueRange{threads}));
      loops3(block, [&](Value tx, Value ty, Value tz) {
        IRMapping mapping = idsFor(b, {tx, ty, tz});
        clone(before, mapping);
        Value thread = linearThread({tx, ty, tz});
        memref::StoreOp::create(rewriter, loc,
                                mapping.lookup(reduce.getValue()), buffer,
                                ValueRange{thread});
        for (auto [v, kept] : llvm::zip(kept, keptBuffers))
          memref::StoreOp::create(rewriter, loc, mapping.lookup(v), kept,
                                  ValueRange{thread});
      });
      Value first =
          memref::LoadOp::create(rewriter, loc, buffer, ValueRange{index(0)});
      auto fold = scf::ForOp::create(rewriter, loc, index(1), threads, index(1),
                                     ValueRange{first});
      {
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointToStart(fold.getBody());
        Value next = memref::LoadOp::create(rewriter, loc, buffer,
                                            ValueRange{fold.getInductionVar()});
        cleave::Combiner combiner{nullptr, *reduce.getOp(), 0.0, type};
        scf::YieldOp::create(rewriter, loc,
                             cleave::emitCombine(rewriter, loc, combiner,
                                                 fold.getRegionIterArgs()[0],
                                                 next));
      }
      // Sweep 2: every thread again, with the result: the pure part
      // recomputed, the rest read back.
      loops3(block, [&](Value tx, Value ty, Value tz) {
        IRMapping mapping = idsFor(b, {tx, ty, tz});
        Value thread = linearThread({tx, ty, tz});
        for (auto [v, kept] : llvm::zip(kept, keptBuffers))
          mapping.map(v, memref::LoadOp::create(rewriter, loc, kept,
                                                ValueRange{thread}));
        for (Operation *op : before)
          if (isMemoryEffectFree(op) && !writesMemory(op))
            rewriter.clone(*op, mapping);
        mapping.map(reduce.getResult(), fold.getResult(0));
        clone(after, mapping);
      });
      memref::DeallocOp::create(rewriter, loc, buffer);
      for (Value kept : keptBuffers)
        memref::DeallocOp::create(rewriter, loc, kept);
    });
    rewriter.eraseOp(launch);
    return success();
  }
};

struct EmulateGpuLaunchesPass
    : cleave::impl::CleaveEmulateGpuLaunchesBase<EmulateGpuLaunchesPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<gpu::LaunchOp> launches;
    getOperation().walk([&](gpu::LaunchOp op) { launches.push_back(op); });
    for (gpu::LaunchOp launch : launches) {
      if (launch.getAsyncToken() || !launch.getAsyncDependencies().empty() ||
          launch.hasClusterSize()) {
        launch.emitError("cannot emulate an asynchronous or clustered launch");
        return signalPassFailure();
      }
      Emulator emulator{rewriter, launch, launch.getLoc()};
      if (failed(emulator.run()))
        return signalPassFailure();
    }
    // Kernel scratch in host memory.
    SmallVector<gpu::AllocOp> allocs;
    getOperation().walk([&](gpu::AllocOp op) { allocs.push_back(op); });
    for (gpu::AllocOp alloc : allocs) {
      rewriter.setInsertionPoint(alloc);
      rewriter.replaceOpWithNewOp<memref::AllocOp>(
          alloc, alloc.getMemref().getType(), alloc.getDynamicSizes());
    }
    SmallVector<func::CallOp> frees;
    getOperation().walk([&](func::CallOp call) {
      if (call.getCallee() == "__cleave_cuda_free")
        frees.push_back(call);
    });
    for (func::CallOp call : frees) {
      auto pointer =
          call.getOperand(0)
              .getDefiningOp<memref::ExtractAlignedPointerAsIndexOp>();
      if (!pointer) {
        call.emitError("cannot emulate a free of a buffer it cannot see");
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(call);
      memref::DeallocOp::create(rewriter, call.getLoc(), pointer.getSource());
      rewriter.eraseOp(call);
      if (pointer->use_empty())
        rewriter.eraseOp(pointer);
    }
  }
};
} // namespace
