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
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"

#include <optional>

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

/// torch-mlir's float comparators (`cmpf ole/olt/oge/ogt %a, %b`) order no
/// NaN: with one in a row the counting sort put two elements at one
/// position (sort's values came back with duplicates and without the NaN,
/// sweep 25). A comparator that is one such compare of the first pair
/// orders as PyTorch does instead: NaN above every number (last
/// ascending, first descending), NaNs equal.
std::optional<Value> compareNaNLast(OpBuilder &b, Block &body, Value lhs,
                                    Value rhs) {
  if (!llvm::hasSingleElement(body.without_terminator()))
    return std::nullopt;
  auto cmp = dyn_cast<arith::CmpFOp>(body.front());
  if (!cmp || body.getTerminator()->getOperand(0) != cmp.getResult())
    return std::nullopt;
  Value a = body.getArgument(0), c = body.getArgument(1);
  bool swapped = cmp.getLhs() == c && cmp.getRhs() == a;
  if (!swapped && !(cmp.getLhs() == a && cmp.getRhs() == c))
    return std::nullopt;
  using P = arith::CmpFPredicate;
  P p = cmp.getPredicate();
  bool less = llvm::is_contained({P::OLT, P::ULT, P::OLE, P::ULE}, p);
  bool greater = llvm::is_contained({P::OGT, P::UGT, P::OGE, P::UGE}, p);
  if (!less && !greater)
    return std::nullopt;
  bool strict = llvm::is_contained({P::OLT, P::ULT, P::OGT, P::UGT}, p);
  if (swapped)
    std::swap(lhs, rhs);
  Location loc = cmp.getLoc();
  auto isNaN = [&](Value v) {
    return arith::CmpFOp::create(b, loc, P::UNO, v, v).getResult();
  };
  auto no = [&](Value v) {
    Value yes = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
    return arith::XOrIOp::create(b, loc, v, yes).getResult();
  };
  auto both = [&](Value x, Value y) {
    return arith::AndIOp::create(b, loc, x, y).getResult();
  };
  auto either = [&](Value x, Value y) {
    return arith::OrIOp::create(b, loc, x, y).getResult();
  };
  Value ordered = arith::CmpFOp::create(
      b, loc, less ? (strict ? P::OLT : P::OLE) : (strict ? P::OGT : P::OGE),
      lhs, rhs);
  // NaN is the largest: ascending it goes after every number, descending
  // before; a NaN against a NaN is equal (only a non-strict compare lets).
  Value nanL = isNaN(lhs), nanR = isNaN(rhs);
  Value firstNaN = less ? nanR : nanL, secondNaN = less ? nanL : nanR;
  Value byValue = both(no(secondNaN), either(firstNaN, ordered));
  if (strict)
    return byValue;
  return either(both(nanL, nanR), byValue);
}

/// The sort's comparator on (lhs..., rhs...), cloned at the builder.
Value compare(OpBuilder &b, Region &comparator, ValueRange lhs,
              ValueRange rhs) {
  Block &body = comparator.front();
  if (std::optional<Value> ordered =
          compareNaNLast(b, body, lhs.front(), rhs.front()))
    return *ordered;
  IRMapping map;
  for (auto [m, pair] : llvm::enumerate(llvm::zip(lhs, rhs))) {
    map.map(body.getArgument(2 * m), std::get<0>(pair));
    map.map(body.getArgument(2 * m + 1), std::get<1>(pair));
  }
  for (Operation &op : body.without_terminator())
    b.clone(op, map);
  return map.lookupOrDefault(body.getTerminator()->getOperand(0));
}

/// Rows longer than this are sorted by a merge network (O(n log^2 n)
/// work, one op per compare-exchange stage); shorter ones (a router's
/// top-k over 8 experts) by counting positions (O(n^2) work, but three
/// ops: around 16 elements both do about as much work per row).
constexpr int64_t kLongestCountedSort = 16;

/// Whether the element at position `xAt` (values `x`) goes before the one
/// at `yAt` (values `y`): the earlier one goes first exactly when the
/// comparator lets it, the order torch-mlir's bubble sort leaves (for a
/// comparator that is a total preorder: a stable sort). Both lowerings
/// order by this rule. With `length`, positions at or past it are padding,
/// which goes last. Positions are i64 or index values.
Value goesBefore(OpBuilder &b, Location loc, Region &comparator, ValueRange x,
                 ValueRange y, Value xAt, Value yAt,
                 std::optional<int64_t> length = std::nullopt) {
  Value xEarlier =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, xAt, yAt);
  Value yes = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  Value xFirst = compare(b, comparator, x, y);
  Value yNotFirst =
      arith::XOrIOp::create(b, loc, compare(b, comparator, y, x), yes);
  Value byComparator =
      arith::SelectOp::create(b, loc, xEarlier, xFirst, yNotFirst);
  if (!length)
    return byComparator;
  Value end = arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(xAt.getType(), *length));
  Value padding = arith::OrIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, xAt, end),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, yAt, end));
  return arith::SelectOp::create(b, loc, padding, xEarlier, byComparator);
}

/// Whether `value` is the i64 positions along `dim` (torch-mlir's indices
/// operand of topk, sort and argsort): a generic with no inputs yielding
/// its index along `dim`.
bool isPositionsAlong(Value value, int64_t dim) {
  auto generic = value.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 0 ||
      generic->getNumResults() != 1 ||
      !cast<ShapedType>(value.getType()).getElementType().isInteger(64) ||
      !generic.getIndexingMapsArray()[0].isIdentity())
    return false;
  Block &body = generic.getRegion().front();
  auto cast =
      body.getTerminator()->getOperand(0).getDefiningOp<arith::IndexCastOp>();
  auto index = cast ? cast.getIn().getDefiningOp<linalg::IndexOp>() : nullptr;
  return index && index.getDim() == dim &&
         std::next(body.begin(), 2) == body.getTerminator()->getIterator();
}

/// A bitonic merge network along `dim`: the sorted tensors and their
/// original positions (which break ties and mark the padding up to a power
/// of two) go through log2(P)(log2(P)+1)/2 compare-exchange stages. Stage
/// (k, j) pairs position i with i + j (bit j of i clear) by viewing the
/// dimension as [P/2j, 2, j]: the pair is (a, 0, c) and (a, 1, c), read by
/// affine maps with a constant, so every stage is a parallel
/// linalg.generic that the sharding rules split along the other
/// dimensions (and along `a`) with no gather. The block of 2j pairs sorts
/// ascending where bit k of its first position is clear, descending
/// elsewhere; the last merge (k = P) sorts every row ascending.
SmallVector<Value> sortByNetwork(OpBuilder &b, Location loc,
                                 tm_tensor::SortOp op) {
  MLIRContext *ctx = op.getContext();
  auto type = cast<RankedTensorType>(op.getOutputs()[0].getType());
  int64_t rank = type.getRank(), dim = op.getDimension();
  int64_t length = type.getDimSize(dim);
  int64_t padded = llvm::PowerOf2Ceil(length);
  Type i64 = b.getI64Type();
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = padded;

  // The sorted tensors padded to P along `dim` (the padding's values are
  // never compared: its positions say it goes last), and the positions,
  // which stand for a sorted operand that is the positions already (the
  // indices topk returns): one tensor fewer through every stage.
  SmallVector<Value> carried;
  SmallVector<unsigned> slot; // operand -> its tensor in `carried`
  for (Value sorted : op.getOutputs()) {
    auto sortedType = cast<RankedTensorType>(sorted.getType());
    if (isPositionsAlong(sorted, dim)) {
      slot.push_back(~0u);
      continue;
    }
    slot.push_back(carried.size());
    if (padded == length) {
      carried.push_back(sorted);
      continue;
    }
    Type element = sortedType.getElementType();
    Value zero =
        arith::ConstantOp::create(b, loc, element, b.getZeroAttr(element));
    carried.push_back(
        tensor::createPadHighOp(RankedTensorType::get(shape, element), sorted,
                                zero, /*nofold=*/false, loc, b));
  }
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  Value emptyPositions = tensor::EmptyOp::create(b, loc, shape, i64);
  carried.push_back(
      linalg::GenericOp::create(
          b, loc, TypeRange{emptyPositions.getType()}, ValueRange{},
          ValueRange{emptyPositions}, ArrayRef<AffineMap>{identity}, iterators,
          [&](OpBuilder &nb, Location nl, ValueRange) {
            Value at = arith::IndexCastOp::create(
                nb, nl, i64, linalg::IndexOp::create(nb, nl, dim));
            linalg::YieldOp::create(nb, nl, ValueRange{at});
          })
          .getResult(0));
  unsigned m = carried.size();
  for (unsigned &t : slot)
    if (t == ~0u) // the positions operand
      t = m - 1;
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0; d < rank; ++d) {
    if (d == dim)
      groups.push_back({d, d + 1, d + 2});
    else
      groups.push_back({d < dim ? d : d + 2});
  }
  SmallVector<AffineExpr> firstExprs, secondExprs;
  for (int64_t d = 0; d < rank + 2; ++d) {
    bool pairDim = d == dim + 1;
    firstExprs.push_back(pairDim ? getAffineConstantExpr(0, ctx)
                                 : getAffineDimExpr(d, ctx));
    secondExprs.push_back(pairDim ? getAffineConstantExpr(1, ctx)
                                  : getAffineDimExpr(d, ctx));
  }
  SmallVector<AffineMap> maps(m, AffineMap::get(rank + 2, 0, firstExprs, ctx));
  maps.append(m, AffineMap::get(rank + 2, 0, secondExprs, ctx));
  maps.append(m, AffineMap::getMultiDimIdentityMap(rank + 2, ctx));
  SmallVector<utils::IteratorType> stageIterators(
      rank + 2, utils::IteratorType::parallel);
  Region &comparator = op.getRegion();

  for (int64_t k = 2; k <= padded; k *= 2) {
    for (int64_t j = k / 2; j >= 1; j /= 2) {
      SmallVector<int64_t> stageShape(shape.begin(), shape.begin() + dim);
      stageShape.append({padded / (2 * j), 2, j});
      stageShape.append(shape.begin() + dim + 1, shape.end());
      SmallVector<Value> inputs, inits;
      for (Value value : carried) {
        auto valueType = cast<RankedTensorType>(value.getType());
        auto stageType =
            RankedTensorType::get(stageShape, valueType.getElementType());
        inputs.push_back(
            tensor::ExpandShapeOp::create(b, loc, stageType, value, groups));
        inits.push_back(tensor::EmptyOp::create(b, loc, stageShape,
                                                valueType.getElementType()));
      }
      inputs.append(SmallVector<Value>(inputs));
      auto stage = linalg::GenericOp::create(
          b, loc, TypeRange(ValueRange(inits)), inputs, inits, maps,
          stageIterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
            ValueRange x = args.take_front(m), y = args.slice(m, m);
            SmallVector<Value> xs, ys;
            for (unsigned t : slot) {
              xs.push_back(x[t]);
              ys.push_back(y[t]);
            }
            Value before = goesBefore(nb, nl, comparator, xs, ys, x.back(),
                                      y.back(), length);
            // Bit k of the block's first position 2j * a.
            Value block = linalg::IndexOp::create(nb, nl, dim);
            Value start = arith::MulIOp::create(
                nb, nl, block, arith::ConstantIndexOp::create(nb, nl, 2 * j));
            Value bit = arith::AndIOp::create(
                nb, nl, start, arith::ConstantIndexOp::create(nb, nl, k));
            Value zero = arith::ConstantIndexOp::create(nb, nl, 0);
            Value ascending = arith::CmpIOp::create(
                nb, nl, arith::CmpIPredicate::eq, bit, zero);
            Value lower = arith::CmpIOp::create(
                nb, nl, arith::CmpIPredicate::eq,
                linalg::IndexOp::create(nb, nl, dim + 1), zero);
            // The lower slot takes the first of the pair when ascending.
            Value takeX = arith::CmpIOp::create(
                nb, nl, arith::CmpIPredicate::eq, lower,
                arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::eq,
                                      ascending, before));
            SmallVector<Value> picked;
            for (unsigned t = 0; t < m; ++t)
              picked.push_back(
                  arith::SelectOp::create(nb, nl, takeX, x[t], y[t]));
            linalg::YieldOp::create(nb, nl, picked);
          });
      for (auto [t, result] : llvm::enumerate(stage.getResults()))
        carried[t] = tensor::CollapseShapeOp::create(
            b, loc, cast<RankedTensorType>(carried[t].getType()), result,
            groups);
    }
  }

  SmallVector<Value> results;
  for (unsigned t : slot)
    results.push_back(carried[t]);
  if (padded == length)
    return results;
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0)), sizes,
      strides(rank, b.getIndexAttr(1));
  for (int64_t extent : type.getShape())
    sizes.push_back(b.getIndexAttr(extent));
  for (auto [value, result] : llvm::zip(results, op.getResults()))
    value = tensor::ExtractSliceOp::create(
        b, loc, cast<RankedTensorType>(result.getType()), value, offsets, sizes,
        strides);
  return results;
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
  if (type.getDimSize(dim) > kLongestCountedSort) {
    op.replaceAllUsesWith(sortByNetwork(b, loc, op));
    op.erase();
    return success();
  }
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
            Value before = goesBefore(nb, nl, comparator, other, at, j, i);
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
