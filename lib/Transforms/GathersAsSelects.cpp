//===- GathersAsSelects.cpp - Gathers read as inputs, not captures --------===//
//
// See Passes.td (cleave-gathers-as-selects).
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEGATHERSASSELECTS
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// The body's only read of a captured tensor, yielded as the result: the
/// gather form, or null.
tensor::ExtractOp findGather(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op.getNumResults() != 1 ||
      op.getNumReductionLoops() != 0 || !op.hasPureTensorSemantics())
    return {};
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto extract = yield.getValues()[0].getDefiningOp<tensor::ExtractOp>();
  if (!extract || extract->getBlock() != &body ||
      op->isAncestor(extract.getTensor().getParentRegion()->getParentOp()) ||
      !extract.getTensor().getType().hasStaticShape() ||
      !extract.getResult().hasOneUse())
    return {};
  // The output's old value is not read (a gather overwrites it).
  if (!body.getArguments().back().use_empty())
    return {};
  int captures = 0;
  body.walk([&](tensor::ExtractOp e) {
    if (!op->isAncestor(e.getTensor().getParentRegion()->getParentOp()))
      ++captures;
  });
  if (captures != 1)
    return {};
  // The sum reads every element along each data-dependent index: at most
  // the captured tensor's size in all (the nll loss's gather reads its
  // log-probabilities once, a pass like the softmax's before it). An
  // embedding-like read (a row per token) would cost tokens times the
  // table: left as it is.
  // A loop's index reads the dimension it indexes whole (the table becomes
  // an input read through that loop): torch.gather's index may be shorter
  // than the input along a dimension it does not gather (an [8, 10] input
  // read at [4, 1] indices), which an input map could not express.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  ArrayRef<int64_t> tableShape = extract.getTensor().getType().getShape();
  for (auto [i, index] : llvm::enumerate(extract.getIndices()))
    if (auto loop = index.getDefiningOp<linalg::IndexOp>();
        loop && loop->getBlock() == &body &&
        ranges[loop.getDim()] != tableShape[i])
      return {};
  uint64_t work = 1;
  for (int64_t range : ranges)
    work = ShapedType::isDynamic(range)
               ? UINT64_MAX
               : llvm::SaturatingMultiply<uint64_t>(work, range);
  ArrayRef<int64_t> shape = extract.getTensor().getType().getShape();
  for (auto [i, index] : llvm::enumerate(extract.getIndices())) {
    auto loop = index.getDefiningOp<linalg::IndexOp>();
    if (!loop || loop->getBlock() != &body)
      work = llvm::SaturatingMultiply<uint64_t>(work, shape[i]);
  }
  if (work > uint64_t(extract.getTensor().getType().getNumElements()))
    return {};
  return extract;
}

void rewrite(linalg::GenericOp op, tensor::ExtractOp extract) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  Value table = extract.getTensor();
  auto tableType = cast<RankedTensorType>(table.getType());
  unsigned loops = op.getNumLoops();
  // Per index of the read: the loop it is, or a new reduction loop.
  SmallVector<AffineExpr> tableExprs;
  SmallVector<std::pair<unsigned, unsigned>> selected; // index, new loop
  unsigned next = loops;
  for (auto [i, index] : llvm::enumerate(extract.getIndices())) {
    auto loop = index.getDefiningOp<linalg::IndexOp>();
    if (loop && loop->getBlock() == extract->getBlock()) {
      tableExprs.push_back(getAffineDimExpr(loop.getDim(), ctx));
      continue;
    }
    selected.push_back({unsigned(i), next});
    tableExprs.push_back(getAffineDimExpr(next++, ctx));
  }
  unsigned total = next;
  SmallVector<AffineMap> maps;
  auto widen = [&](AffineMap map) {
    return AffineMap::get(total, 0, map.getResults(), ctx);
  };
  SmallVector<Value> inputs(op.getDpsInputs());
  for (OpOperand *input : op.getDpsInputOperands())
    maps.push_back(widen(op.getMatchingIndexingMap(input)));
  inputs.push_back(table);
  maps.push_back(AffineMap::get(total, 0, tableExprs, ctx));
  OpOperand *init = op.getDpsInitOperand(0);
  maps.push_back(widen(op.getMatchingIndexingMap(init)));
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  iterators.append(total - loops, utils::IteratorType::reduction);

  auto resultType = cast<RankedTensorType>(op.getResult(0).getType());
  Value empty = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                        resultType.getElementType());
  Value zero = arith::ConstantOp::create(
      b, loc, b.getZeroAttr(resultType.getElementType()));
  Value fill =
      linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{empty})
          .getResult(0);

  Block &old = op.getRegion().front();
  unsigned numInputs = op.getNumDpsInputs();
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, inputs, ValueRange{fill}, maps, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        IRMapping map;
        for (unsigned i = 0; i < numInputs; ++i)
          map.map(old.getArgument(i), args[i]);
        for (Operation &inner : old.without_terminator())
          if (&inner != extract.getOperation())
            nb.clone(inner, map);
        Value hit;
        for (auto [position, loop] : selected) {
          Value at = linalg::IndexOp::create(nb, nl, loop);
          Value want = map.lookupOrDefault(extract.getIndices()[position]);
          Value eq =
              arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::eq, want, at);
          hit = hit ? Value(arith::AndIOp::create(nb, nl, hit, eq)) : eq;
        }
        // A sum of the one element selected and zeros: exact (but for a
        // picked -0.0, which comes back +0.0), and a
        // reduction the sharding rules split like any sum.
        Value element = args[numInputs];
        Value acc = args[numInputs + 1];
        Type type = element.getType();
        Value none = arith::ConstantOp::create(nb, nl, nb.getZeroAttr(type));
        Value picked =
            hit ? Value(arith::SelectOp::create(nb, nl, hit, element, none))
                : element;
        Value sum = isa<FloatType>(type)
                        ? Value(arith::AddFOp::create(nb, nl, acc, picked))
                        : Value(arith::AddIOp::create(nb, nl, acc, picked));
        linalg::YieldOp::create(nb, nl, sum);
      });
  // Loop indices only the read used would keep their loops from being
  // split (a split loop's local index is not the global one).
  for (Operation &inner :
       llvm::make_early_inc_range(generic.getRegion().front()))
    if (isa<linalg::IndexOp>(inner) && inner.use_empty())
      inner.erase();
  generic->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  op.getResult(0).replaceAllUsesWith(generic.getResult(0));
  op.erase();
}

struct GathersAsSelectsPass
    : cleave::impl::CleaveGathersAsSelectsBase<GathersAsSelectsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::GenericOp, tensor::ExtractOp>> found;
    getOperation().walk([&](linalg::GenericOp op) {
      if (tensor::ExtractOp extract = findGather(op))
        found.push_back({op, extract});
    });
    for (auto [op, extract] : found)
      rewrite(op, extract);
  }
};

} // namespace
