//===- GpuRowReductions.cpp - A thread block per contiguous row -----------===//

#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/GpuKernels/Passes.h"
#include "cleave/Conversion/GpuKernels/ReductionKernels.h"

#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEGPUROWREDUCTIONS
#include "cleave/Conversion/GpuKernels/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using cleave::Combiner;

namespace {
/// Rows shorter than this stay one thread per output.
constexpr int64_t kMinRow = 64;
/// Blocks that fill an H100/H200 (132 SMs, several resident blocks each):
/// fewer rows than this split each row across blocks.
constexpr int64_t kTargetBlocks = 1024;
/// A split row gives each block at least this many elements.
constexpr int64_t kMinChunk = 2048;
/// Elements a thread folds per trip of its strided loop.
constexpr uint64_t kUnrollFactor = 4;

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

/// Builds launches and block-wide folds for one row reduction.
struct RowKernelBuilder {
  IRRewriter &rewriter;
  linalg::GenericOp op;
  const Combiner &combiner;
  Location loc;

  Value index(int64_t v) {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  }

  /// A launch of `blocks` (x, y) blocks of `threads` threads; `body` fills
  /// it at the start of its region.
  template <typename Body>
  void launch(int64_t blocksX, int64_t blocksY, int64_t threads, Body body) {
    Value one = index(1);
    auto launch =
        gpu::LaunchOp::create(rewriter, loc, index(blocksX), index(blocksY),
                              one, index(threads), one, one);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(&launch.getBody().front());
    body(launch);
    gpu::TerminatorOp::create(rewriter, loc);
  }

  /// The block's fold of `element(j)` over j in [begin, end), each thread
  /// taking every `threads`-th j: an accumulator every thread holds.
  template <typename Element>
  Value blockFold(gpu::LaunchOp launch, Value begin, Value end, int64_t threads,
                  Element element) {
    Value first = launch.getThreadIds().x;
    if (!isConstantIntValue(begin, 0))
      first = arith::AddIOp::create(rewriter, loc, begin, first);
    auto strided = scf::ForOp::create(
        rewriter, loc, first, end, index(threads),
        ValueRange{cleave::emitIdentity(rewriter, loc, combiner)});
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(strided.getBody());
      scf::YieldOp::create(
          rewriter, loc,
          element(strided.getInductionVar(), strided.getRegionIterArgs()[0]));
    }
    Value total = gpu::AllReduceOp::create(
        rewriter, loc, strided.getResult(0),
        gpu::AllReduceOperationAttr::get(rewriter.getContext(), combiner.kind),
        rewriter.getUnitAttr());
    // Four elements per trip (the rest in an epilogue loop), folded in the
    // same order: their loads do not wait for each other's adds. One load
    // in flight per thread left the H200's row sums at half the copy
    // bandwidth (bench/results/gpu-check.txt).
    (void)loopUnrollByFactor(strided, kUnrollFactor);
    return total;
  }

  /// Runs `body` in thread 0 only.
  template <typename Body> void inFirstThread(gpu::LaunchOp launch, Body body) {
    Value first = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                        launch.getThreadIds().x, index(0));
    auto ifFirst = scf::IfOp::create(rewriter, loc, first);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(ifFirst.thenBlock());
    body();
  }

  /// The body's fold along the row from `loops` (the reduction index unset).
  auto rowElement(SmallVector<Value> loops) {
    return [this, loops](Value j, Value acc) mutable {
      loops.back() = j;
      return cleave::emitBodyStep(rewriter, op, combiner, loops, acc);
    };
  }
};

int64_t threadsFor(int64_t length) {
  return std::clamp<int64_t>(llvm::PowerOf2Ceil(length) / 4, 32, 256);
}

/// How many blocks share a row: enough for kTargetBlocks in all, each
/// folding at least kMinChunk elements; 1 when rows alone fill the GPU.
int64_t splitsFor(int64_t rows, int64_t row) {
  if (rows >= kTargetBlocks || row < 2 * kMinChunk)
    return 1;
  return std::min<int64_t>(
      llvm::PowerOf2Ceil(llvm::divideCeil(kTargetBlocks, rows)),
      llvm::bit_floor(uint64_t(row / kMinChunk)));
}

void lowerRowReduction(IRRewriter &rewriter, linalg::GenericOp op,
                       const Combiner &combiner) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  ArrayRef<int64_t> outer = ArrayRef(ranges).drop_back();
  int64_t row = ranges.back();
  int64_t rows = 1;
  for (int64_t r : outer)
    rows *= r;
  rewriter.setInsertionPoint(op);
  RowKernelBuilder k{rewriter, op, combiner, op.getLoc()};
  Location loc = op.getLoc();
  auto outputIndices = [&](Value rowId) {
    SmallVector<Value> loops = cleave::delinearize(rewriter, loc, rowId, outer);
    loops.push_back(Value());
    return loops;
  };

  int64_t splits = splitsFor(rows, row);
  if (splits == 1) {
    // A block per row; thread 0 folds the block's result into the output.
    int64_t threads = threadsFor(row);
    k.launch(rows, 1, threads, [&](gpu::LaunchOp launch) {
      SmallVector<Value> loops = outputIndices(launch.getBlockIds().x);
      Value total = k.blockFold(launch, k.index(0), k.index(row), threads,
                                k.rowElement(loops));
      k.inFirstThread(launch, [&] {
        cleave::emitFoldIntoOutput(rewriter, op, combiner, loops, total);
      });
    });
    rewriter.eraseOp(op);
    return;
  }

  // Few long rows (a loss, a norm over everything): block (r, s) folds part
  // s of row r into partial[s, r]; then a block per row folds its parts.
  int64_t chunk = llvm::divideCeil(row, splits);
  auto partialType = MemRefType::get({splits, rows}, combiner.accumulator);
  Value partial =
      gpu::AllocOp::create(rewriter, loc, partialType, /*asyncToken=*/Type(),
                           ValueRange(), ValueRange(), ValueRange(),
                           /*hostShared=*/false)
          .getMemref();
  k.launch(rows, splits, 256, [&](gpu::LaunchOp launch) {
    Value rowId = launch.getBlockIds().x, split = launch.getBlockIds().y;
    Value begin = arith::MulIOp::create(rewriter, loc, split, k.index(chunk));
    Value end = arith::MinUIOp::create(
        rewriter, loc,
        arith::AddIOp::create(rewriter, loc, begin, k.index(chunk)),
        k.index(row));
    Value total = k.blockFold(launch, begin, end, 256,
                              k.rowElement(outputIndices(rowId)));
    k.inFirstThread(launch, [&] {
      memref::StoreOp::create(rewriter, loc, total, partial,
                              ValueRange{split, rowId});
    });
  });
  int64_t threads = threadsFor(splits);
  k.launch(rows, 1, threads, [&](gpu::LaunchOp launch) {
    Value rowId = launch.getBlockIds().x;
    Value total = k.blockFold(
        launch, k.index(0), k.index(splits), threads, [&](Value s, Value acc) {
          Value part = memref::LoadOp::create(rewriter, loc, partial,
                                              ValueRange{s, rowId});
          return cleave::emitCombine(rewriter, loc, combiner, acc, part);
        });
    k.inFirstThread(launch, [&] {
      cleave::emitFoldIntoOutput(rewriter, op, combiner, outputIndices(rowId),
                                 total);
    });
  });
  cleave::RuntimeCalls rt(rewriter, op);
  rt.call("__cleave_cuda_free", {rt.pointer(partial)});
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
