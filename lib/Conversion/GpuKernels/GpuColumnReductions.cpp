//===- GpuColumnReductions.cpp - Long reductions split across blocks ------===//

#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/GpuKernels/Passes.h"
#include "cleave/Conversion/GpuKernels/ReductionKernels.h"

#include "llvm/Support/MathExtras.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEGPUCOLUMNREDUCTIONS
#include "cleave/Conversion/GpuKernels/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using cleave::Combiner;

namespace {
constexpr int64_t kThreads = 256;
/// Below this many outputs one thread per output leaves the GPU idle.
constexpr int64_t kMaxOutputs = 32768;
/// Reductions shorter than this are not worth a second kernel.
constexpr int64_t kMinLength = 1024;
/// Enough threads to fill an H100/H200 (132 SMs x 2048 resident threads).
constexpr int64_t kTargetThreads = 131072;

void splitReduction(IRRewriter &rewriter, linalg::GenericOp op,
                    const Combiner &combiner) {
  Location loc = op.getLoc();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  ArrayRef<int64_t> outputs = ArrayRef(ranges).drop_back();
  int64_t length = ranges.back();
  int64_t count = 1;
  for (int64_t r : outputs)
    count *= r;
  int64_t splits = std::clamp<int64_t>(
      llvm::PowerOf2Ceil(llvm::divideCeil(kTargetThreads, count)), 2,
      length / 128);
  int64_t chunk = llvm::divideCeil(length, splits);
  int64_t blocks = llvm::divideCeil(count, kThreads);

  rewriter.setInsertionPoint(op);
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  Value one = index(1), threads = index(kThreads);
  auto partialType = MemRefType::get({splits, count}, combiner.accumulator);
  Value partial =
      gpu::AllocOp::create(rewriter, loc, partialType, /*asyncToken=*/Type(),
                           ValueRange(), ValueRange(), ValueRange(),
                           /*hostShared=*/false)
          .getMemref();

  // The output this thread owns (guarded: the last block is partial).
  auto owned = [&](gpu::LaunchOp launch, auto body) {
    rewriter.setInsertionPointToStart(&launch.getBody().front());
    Value linear = arith::AddIOp::create(
        rewriter, loc,
        arith::MulIOp::create(rewriter, loc, launch.getBlockIds().x, threads),
        launch.getThreadIds().x);
    Value inside = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ult, linear, index(count));
    auto guard = scf::IfOp::create(rewriter, loc, inside);
    rewriter.setInsertionPointToStart(guard.thenBlock());
    body(launch, linear, cleave::delinearize(rewriter, loc, linear, outputs));
    rewriter.setInsertionPointToEnd(&launch.getBody().front());
    gpu::TerminatorOp::create(rewriter, loc);
    rewriter.setInsertionPointAfter(launch);
  };

  // Stage 1: block (x, s) folds part s of the reduction of 256 outputs.
  auto partials = gpu::LaunchOp::create(rewriter, loc, index(blocks),
                                        index(splits), one, threads, one, one);
  owned(partials, [&](gpu::LaunchOp launch, Value linear,
                      SmallVector<Value> loops) {
    Value split = launch.getBlockIds().y;
    Value begin = arith::MulIOp::create(rewriter, loc, split, index(chunk));
    Value end = arith::MinUIOp::create(
        rewriter, loc,
        arith::AddIOp::create(rewriter, loc, begin, index(chunk)),
        index(length));
    auto fold = scf::ForOp::create(
        rewriter, loc, begin, end, one,
        ValueRange{cleave::emitIdentity(rewriter, loc, combiner)});
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(fold.getBody());
      loops.push_back(fold.getInductionVar());
      scf::YieldOp::create(rewriter, loc,
                           cleave::emitBodyStep(rewriter, op, combiner, loops,
                                                fold.getRegionIterArgs()[0]));
    }
    memref::StoreOp::create(rewriter, loc, fold.getResult(0), partial,
                            ValueRange{split, linear});
  });

  // Stage 2: each output folds its partials in order.
  auto total = gpu::LaunchOp::create(rewriter, loc, index(blocks), one, one,
                                     threads, one, one);
  owned(total, [&](gpu::LaunchOp, Value linear, SmallVector<Value> loops) {
    auto fold = scf::ForOp::create(
        rewriter, loc, index(0), index(splits), one,
        ValueRange{cleave::emitIdentity(rewriter, loc, combiner)});
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(fold.getBody());
      Value part = memref::LoadOp::create(
          rewriter, loc, partial, ValueRange{fold.getInductionVar(), linear});
      scf::YieldOp::create(rewriter, loc,
                           cleave::emitCombine(rewriter, loc, combiner,
                                               fold.getRegionIterArgs()[0],
                                               part));
    }
    cleave::emitFoldIntoOutput(rewriter, op, combiner, loops,
                               fold.getResult(0));
  });

  cleave::RuntimeCalls rt(rewriter, op);
  rt.call("__cleave_cuda_free", {rt.pointer(partial)});
  rewriter.eraseOp(op);
}

struct GpuColumnReductionsPass
    : cleave::impl::CleaveGpuColumnReductionsBase<GpuColumnReductionsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::GenericOp, Combiner>> columns;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op->getParentOfType<gpu::LaunchOp>() ||
          !cleave::isSimpleReduction(op))
        return;
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      int64_t count = 1;
      for (int64_t r : ArrayRef(ranges).drop_back())
        count *= r;
      if (count >= kMaxOutputs || ranges.back() < kMinLength)
        return;
      if (std::optional<Combiner> combiner = cleave::matchCombiner(op))
        columns.push_back({op, *combiner});
    });
    IRRewriter rewriter(&getContext());
    for (auto &[op, combiner] : columns)
      splitReduction(rewriter, op, combiner);
  }
};
} // namespace
