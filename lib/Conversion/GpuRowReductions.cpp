//===- GpuRowReductions.cpp - A thread block per contiguous row -----------===//

#include "ReductionKernels.h"
#include "cleave/Conversion/Passes.h"

#include "llvm/Support/MathExtras.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEGPUROWREDUCTIONS
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using cleave::Combiner;

namespace {
/// Rows shorter than this stay one thread per output.
constexpr int64_t kMinRow = 64;

/// Whether the reduction loop is the last (contiguous, unit-stride) index of
/// every input that reads along it.
bool isRowReduction(linalg::GenericOp op) {
  if (!cleave::isSimpleReduction(op) ||
      op.getStaticLoopRanges().back() < kMinRow)
    return false;
  unsigned reduction = op.getNumLoops() - 1;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (!map.isFunctionOfDim(reduction))
      continue;
    auto type = dyn_cast<MemRefType>(input->get().getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    if (!type || failed(type.getStridesAndOffset(strides, offset)) ||
        strides.empty() || strides.back() != 1)
      return false;
    auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!last || last.getPosition() != reduction)
      return false;
  }
  return true;
}

void lowerRowReduction(IRRewriter &rewriter, linalg::GenericOp op,
                       const Combiner &combiner) {
  Location loc = op.getLoc();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t row = ranges.back();
  int64_t rows = 1;
  for (int64_t r : ArrayRef(ranges).drop_back())
    rows *= r;
  int64_t threads = std::clamp<int64_t>(llvm::PowerOf2Ceil(row) / 4, 32, 256);

  rewriter.setInsertionPoint(op);
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  Value one = index(1);
  auto launch = gpu::LaunchOp::create(rewriter, loc, index(rows), one, one,
                                      index(threads), one, one);
  rewriter.setInsertionPointToStart(&launch.getBody().front());
  Value block = launch.getBlockIds().x, thread = launch.getThreadIds().x;

  // The output's parallel indices, row-major from the block id; each thread
  // folds a strided part of the row.
  SmallVector<Value> loops =
      cleave::delinearize(rewriter, loc, block, ArrayRef(ranges).drop_back());
  loops.push_back(Value());
  auto strided = scf::ForOp::create(
      rewriter, loc, thread, index(row), index(threads),
      ValueRange{cleave::emitIdentity(rewriter, loc, combiner)});
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(strided.getBody());
    loops.back() = strided.getInductionVar();
    scf::YieldOp::create(rewriter, loc,
                         cleave::emitBodyStep(rewriter, op, loops,
                                              strided.getRegionIterArgs()[0]));
  }

  // The block combines its threads; thread 0 folds into the output.
  Value total = gpu::AllReduceOp::create(
      rewriter, loc, strided.getResult(0),
      gpu::AllReduceOperationAttr::get(rewriter.getContext(), combiner.kind),
      rewriter.getUnitAttr());
  Value first = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                      thread, index(0));
  auto ifFirst = scf::IfOp::create(rewriter, loc, first);
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(ifFirst.thenBlock());
    OpOperand *init = op.getDpsInitOperand(0);
    SmallVector<Value> at =
        cleave::applyMap(rewriter, loc, op.getMatchingIndexingMap(init), loops);
    Value old = memref::LoadOp::create(rewriter, loc, init->get(), at);
    Value folded = cleave::emitCombine(rewriter, op, combiner, old, total);
    memref::StoreOp::create(rewriter, loc, folded, init->get(), at);
  }
  gpu::TerminatorOp::create(rewriter, loc);
  rewriter.eraseOp(op);
}

struct GpuRowReductionsPass
    : cleave::impl::CleaveGpuRowReductionsBase<GpuRowReductionsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::GenericOp, Combiner>> rows;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op->getParentOfType<gpu::LaunchOp>() || !isRowReduction(op))
        return;
      if (std::optional<Combiner> combiner = cleave::matchCombiner(op))
        rows.push_back({op, *combiner});
    });
    IRRewriter rewriter(&getContext());
    for (auto &[op, combiner] : rows)
      lowerRowReduction(rewriter, op, combiner);
  }
};
} // namespace
