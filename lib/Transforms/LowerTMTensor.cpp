//===- LowerTMTensor.cpp - tm_tensor scatter, scan, sort into scf/linalg --===//
//
// See Passes.td. Loops keep the sequential semantics of both ops (scatter
// rows in order, scan elements in order) so that the rewrite is exact for
// repeated indices and non-commutative combiners alike. The scatter's loop
// is shared with the target lowering and the partitioner (IndexedLoops.h).
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/IndexedLoops.h"
#include "cleave/TMTensor/TMTensorOps.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVELOWERTMTENSOR
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

ScatterParts getParts(tm_tensor::ScatterOp op) {
  return ScatterParts{op.getUpdates(), op.getIndices(), op.getOriginal(),
                      op.getDimensionMap(), &op.getRegion()};
}

/// Refuses a scatter the loop cannot express (at import, before anything
/// else sees it).
LogicalResult checkScatter(tm_tensor::ScatterOp op) {
  if (std::optional<std::string> why = whyNotScatterLoop(getParts(op)))
    return op.emitOpError() << *why;
  return success();
}

LogicalResult lowerScatter(tm_tensor::ScatterOp op) {
  if (failed(checkScatter(op)))
    return failure();
  OpBuilder b(op);
  SmallVector<int64_t> extents;
  for (int64_t d : op.getDimensionMap())
    extents.push_back(op.getOriginal().getType().getDimSize(d));
  op.getResult().replaceAllUsesWith(
      buildScatterLoop(b, op.getLoc(), getParts(op), {}, extents));
  op.erase();
  return success();
}

ScanParts getParts(tm_tensor::ScanOp op) {
  return ScanParts{op.getInput(),     op.getOutput(),    op.getAccumulator(),
                   op.getDimension(), op.getInclusive(), &op.getRegion()};
}

/// Refuses a scan the loop cannot express (at import).
LogicalResult checkScan(tm_tensor::ScanOp op) {
  if (std::optional<std::string> why = whyNotScanLoop(getParts(op)))
    return op.emitOpError() << *why;
  return success();
}

LogicalResult lowerScan(tm_tensor::ScanOp op) {
  if (failed(checkScan(op)))
    return failure();
  OpBuilder b(op);
  auto [output, accumulated] = buildScanLoop(b, op.getLoc(), getParts(op));
  op.getResult().replaceAllUsesWith(output);
  op.getAccumulated().replaceAllUsesWith(accumulated);
  op.erase();
  return success();
}

/// The sort's comparator on (lhs..., rhs...), cloned at the builder.
Value compare(OpBuilder &b, Region &comparator, ValueRange lhs,
              ValueRange rhs) {
  Block &body = comparator.front();
  IRMapping map;
  for (auto [m, pair] : llvm::enumerate(llvm::zip(lhs, rhs))) {
    map.map(body.getArgument(2 * m), std::get<0>(pair));
    map.map(body.getArgument(2 * m + 1), std::get<1>(pair));
  }
  for (Operation &op : body.without_terminator())
    b.clone(op, map);
  return map.lookupOrDefault(body.getTerminator()->getOperand(0));
}

/// A sort without loops that depend on data: each element's position is
/// the number of elements that go before it (j < i when the comparator
/// lets a_j go first, j > i when it does not let a_i go first: the stable
/// order of a comparator that is a total preorder, as torch-mlir's bubble
/// sort leaves it), the element at each position is found by a max over
/// the positions, and picked. Three linalg ops, parallel along every
/// other dimension (which the sharding rules split), O(n^2) along the
/// sorted one.
LogicalResult lowerSort(tm_tensor::SortOp op) {
  auto type = cast<RankedTensorType>(op.getOutputs()[0].getType());
  if (!type.hasStaticShape())
    return op.emitOpError() << "needs static shapes to be lowered";
  OpBuilder b(op);
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  int64_t rank = type.getRank(), dim = op.getDimension();
  Type i64 = b.getI64Type();
  auto zeros = [&] {
    Value empty = tensor::EmptyOp::create(b, loc, type.getShape(), i64);
    Value zero = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(0));
    return linalg::FillOp::create(b, loc, zero, empty).getResult(0);
  };
  // Loops: the tensor's dimensions, then `other` along the sorted one.
  SmallVector<AffineExpr> hereExprs, thereExprs;
  for (int64_t d = 0; d < rank; ++d) {
    hereExprs.push_back(getAffineDimExpr(d, ctx));
    thereExprs.push_back(getAffineDimExpr(d == dim ? rank : d, ctx));
  }
  AffineMap here = AffineMap::get(rank + 1, 0, hereExprs, ctx);
  AffineMap there = AffineMap::get(rank + 1, 0, thereExprs, ctx);
  SmallVector<utils::IteratorType> iterators(rank + 1,
                                             utils::IteratorType::parallel);
  iterators.back() = utils::IteratorType::reduction;
  ValueRange sorted = op.getOutputs();
  unsigned n = sorted.size();

  // positions[..., i] = #{j : a_j goes before a_i}.
  SmallVector<Value> inputs(sorted.begin(), sorted.end());
  inputs.append(sorted.begin(), sorted.end());
  SmallVector<AffineMap> maps(n, here);
  maps.append(n, there);
  maps.push_back(here);
  Region &comparator = op.getRegion();
  Value counts = zeros();
  Value positions =
      linalg::GenericOp::create(
          b, loc, TypeRange{counts.getType()}, inputs, ValueRange{counts}, maps,
          iterators,
          [&](OpBuilder &nb, Location nl, ValueRange args) {
            ValueRange at = args.take_front(n), other = args.slice(n, n);
            Value i = linalg::IndexOp::create(nb, nl, dim);
            Value j = linalg::IndexOp::create(nb, nl, rank);
            Value jFirst = compare(nb, comparator, other, at);
            Value iFirst = compare(nb, comparator, at, other);
            Value yes = arith::ConstantOp::create(nb, nl, nb.getBoolAttr(true));
            Value before = arith::SelectOp::create(
                nb, nl,
                arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ult, j, i),
                jFirst, arith::XOrIOp::create(nb, nl, iFirst, yes));
            before = arith::AndIOp::create(
                nb, nl, before,
                arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ne, j, i));
            Value count = arith::ExtUIOp::create(nb, nl, i64, before);
            linalg::YieldOp::create(
                nb, nl,
                ValueRange{arith::AddIOp::create(nb, nl, args.back(), count)});
          })
          .getResult(0);

  // source[..., k] = the i whose position is k (a max: positions that
  // collide, which only a comparator that is not a preorder makes, still
  // name an element in range).
  Value firsts = zeros();
  Value source =
      linalg::GenericOp::create(
          b, loc, TypeRange{positions.getType()}, ValueRange{positions},
          ValueRange{firsts}, ArrayRef<AffineMap>{there, here}, iterators,
          [&](OpBuilder &nb, Location nl, ValueRange args) {
            Value k = arith::IndexCastOp::create(
                nb, nl, i64, linalg::IndexOp::create(nb, nl, dim));
            Value i = arith::IndexCastOp::create(
                nb, nl, i64, linalg::IndexOp::create(nb, nl, rank));
            Value zero =
                arith::ConstantOp::create(nb, nl, nb.getI64IntegerAttr(0));
            Value match = arith::CmpIOp::create(
                nb, nl, arith::CmpIPredicate::eq, args[0], k);
            Value candidate = arith::SelectOp::create(nb, nl, match, i, zero);
            linalg::YieldOp::create(
                nb, nl,
                ValueRange{arith::MaxSIOp::create(nb, nl, args[1], candidate)});
          })
          .getResult(0);

  // sorted_m[..., k] = a_m[..., source[..., k]], picked over i by a select
  // (no arithmetic: exact for every value; no tensor.extract of a whole
  // operand, which the sharding rules would gather on every device).
  // The inits are the unsorted tensors: defined values, each overwritten
  // once.
  SmallVector<Value> pickInputs{source}, inits(sorted.begin(), sorted.end());
  pickInputs.append(sorted.begin(), sorted.end());
  SmallVector<AffineMap> pickMaps{here};
  pickMaps.append(n, there);
  pickMaps.append(n, here);
  auto gather = linalg::GenericOp::create(
      b, loc, TypeRange(ValueRange(inits)), pickInputs, inits, pickMaps,
      iterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value i = arith::IndexCastOp::create(
            nb, nl, i64, linalg::IndexOp::create(nb, nl, rank));
        Value match =
            arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::eq, args[0], i);
        SmallVector<Value> picked;
        for (unsigned m = 0; m < n; ++m)
          picked.push_back(arith::SelectOp::create(nb, nl, match, args[1 + m],
                                                   args[1 + n + m]));
        linalg::YieldOp::create(nb, nl, picked);
      });
  op.replaceAllUsesWith(gather.getResults());
  op.erase();
  return success();
}

struct LowerTMTensorPass
    : cleave::impl::CleaveLowerTMTensorBase<LowerTMTensorPass> {
  using CleaveLowerTMTensorBase::CleaveLowerTMTensorBase;
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<tm_tensor::ScatterOp, tm_tensor::ScanOp, tm_tensor::SortOp>(op))
        ops.push_back(op);
    });
    bool ok = true;
    for (Operation *op : ops) {
      if (auto scatter = dyn_cast<tm_tensor::ScatterOp>(op))
        ok &=
            succeeded(scatters ? lowerScatter(scatter) : checkScatter(scatter));
      else if (auto sort = dyn_cast<tm_tensor::SortOp>(op))
        ok &= succeeded(lowerSort(sort));
      else if (auto scan = dyn_cast<tm_tensor::ScanOp>(op))
        ok &= succeeded(scans ? lowerScan(scan) : checkScan(scan));
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
