//===- GpuRowReductions.cpp - A thread block per contiguous row -----------===//

#include "cleave/Conversion/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "llvm/Support/MathExtras.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEGPUROWREDUCTIONS
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// Rows shorter than this stay one thread per output.
constexpr int64_t kMinRow = 64;

/// The combiner `yield op(acc, x)` of a single-output reduction body, and
/// the matching block reduction and identity.
struct Combiner {
  Operation *op = nullptr;
  gpu::AllReduceOperation kind;
  double identity;
};

std::optional<Combiner> matchCombiner(linalg::GenericOp op) {
  Block *body = op.getBlock();
  BlockArgument acc = body->getArguments().back();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Operation *combiner = yield.getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != body ||
      combiner->getNumOperands() != 2 || !acc.hasOneUse() ||
      acc.getUses().begin()->getOwner() != combiner)
    return std::nullopt;
  double inf = std::numeric_limits<double>::infinity();
  using Kind = gpu::AllReduceOperation;
  if (isa<arith::AddFOp>(combiner))
    return Combiner{combiner, Kind::ADD, 0.0};
  if (isa<arith::MulFOp>(combiner))
    return Combiner{combiner, Kind::MUL, 1.0};
  if (isa<arith::MaximumFOp>(combiner))
    return Combiner{combiner, Kind::MAXIMUMF, -inf};
  if (isa<arith::MinimumFOp>(combiner))
    return Combiner{combiner, Kind::MINIMUMF, inf};
  if (isa<arith::MaxNumFOp>(combiner))
    return Combiner{combiner, Kind::MAXNUMF, -inf};
  if (isa<arith::MinNumFOp>(combiner))
    return Combiner{combiner, Kind::MINNUMF, inf};
  return std::nullopt;
}

/// Maps whose results are loop dimensions or constants (the forms linalg
/// ops on tensors take); evaluated with index arithmetic.
bool isSimpleMap(AffineMap map) {
  return llvm::all_of(map.getResults(), [](AffineExpr e) {
    return isa<AffineDimExpr, AffineConstantExpr>(e);
  });
}

SmallVector<Value> applyMap(OpBuilder &b, Location loc, AffineMap map,
                            ArrayRef<Value> loops) {
  SmallVector<Value> indices;
  for (AffineExpr e : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(e))
      indices.push_back(loops[dim.getPosition()]);
    else
      indices.push_back(arith::ConstantIndexOp::create(
          b, loc, cast<AffineConstantExpr>(e).getValue()));
  }
  return indices;
}

/// Whether `op` is a row reduction this pass lowers: f32, static, simple
/// maps, one reduction loop, last, and the last (contiguous) index of every
/// input that reads along it.
bool isRowReduction(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 1 || op.hasDynamicShape())
    return false;
  unsigned numLoops = op.getNumLoops();
  if (op.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.back() < kMinRow)
    return false;
  auto outType = cast<MemRefType>(op.getDpsInits()[0].getType());
  if (!outType.getElementType().isF32())
    return false;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!isSimpleMap(map))
      return false;
    bool reads = map.isFunctionOfDim(numLoops - 1);
    if (op.isDpsInit(&operand) && reads)
      return false;
    if (!reads)
      continue;
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    if (!type || failed(type.getStridesAndOffset(strides, offset)) ||
        strides.empty() || strides.back() != 1)
      return false;
    auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!last || last.getPosition() != numLoops - 1)
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
  Block &body = launch.getBody().front();
  rewriter.setInsertionPointToStart(&body);
  Value block = launch.getBlockIds().x, thread = launch.getThreadIds().x;

  // The output's parallel indices, row-major from the block id.
  SmallVector<Value> loops(ranges.size());
  Value rest = block;
  for (int64_t d = int64_t(ranges.size()) - 2; d >= 0; --d) {
    Value size = index(ranges[d]);
    loops[d] = arith::RemUIOp::create(rewriter, loc, rest, size);
    rest = arith::DivUIOp::create(rewriter, loc, rest, size);
  }

  // Each thread folds a strided part of the row.
  Type f32 = rewriter.getF32Type();
  Value identity = arith::ConstantOp::create(
      rewriter, loc, rewriter.getFloatAttr(f32, combiner.identity));
  auto strided = scf::ForOp::create(rewriter, loc, thread, index(row),
                                    index(threads), ValueRange{identity});
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(strided.getBody());
    loops.back() = strided.getInductionVar();
    Block *opBody = op.getBlock();
    IRMapping mapping;
    for (OpOperand *input : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(input);
      Value value = input->get();
      if (isa<MemRefType>(value.getType()))
        value = memref::LoadOp::create(rewriter, loc, value,
                                       applyMap(rewriter, loc, map, loops));
      mapping.map(opBody->getArgument(input->getOperandNumber()), value);
    }
    Value acc = strided.getRegionIterArgs()[0];
    mapping.map(opBody->getArguments().back(), acc);
    for (Operation &inner : opBody->without_terminator()) {
      if (auto idx = dyn_cast<linalg::IndexOp>(inner)) {
        mapping.map(idx.getResult(), loops[idx.getDim()]);
        continue;
      }
      rewriter.clone(inner, mapping);
    }
    scf::YieldOp::create(rewriter, loc,
                         mapping.lookup(combiner.op->getResult(0)));
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
    Value out = init->get();
    SmallVector<Value> at =
        applyMap(rewriter, loc, op.getMatchingIndexingMap(init), loops);
    Value old = memref::LoadOp::create(rewriter, loc, out, at);
    IRMapping fold;
    Block *opBody = op.getBlock();
    fold.map(opBody->getArguments().back(), old);
    Value x = combiner.op->getOperand(0) == opBody->getArguments().back()
                  ? combiner.op->getOperand(1)
                  : combiner.op->getOperand(0);
    fold.map(x, total);
    Value folded = rewriter.clone(*combiner.op, fold)->getResult(0);
    memref::StoreOp::create(rewriter, loc, folded, out, at);
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
      if (std::optional<Combiner> combiner = matchCombiner(op))
        rows.push_back({op, *combiner});
    });
    IRRewriter rewriter(&getContext());
    for (auto &[op, combiner] : rows)
      lowerRowReduction(rewriter, op, combiner);
  }
};
} // namespace
