//===- UncollapseBatchMatmul.cpp - Keep attention's heads a dimension -----===//
//
// See Passes.td. torch-mlir writes attention as collapse_shape (batch,
// heads) -> batch_matmul -> expand_shape; a heads split (Megatron) is the
// minor factor of the collapsed dimension, which no block layout of it can
// express, so the partitioner gathered q, k and v around every attention.
// The contraction over the uncollapsed operands keeps heads a dimension of
// its own; cleave-linalg-to-blas still groups it into one batched GEMM.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEUNCOLLAPSEBATCHMATMUL
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

/// The batch dimensions a collapse merged into dimension 0 of a rank-3
/// operand ([[0, .., k-1], [k], [k+1]], k >= 2), or none.
std::optional<SmallVector<int64_t>> mergedBatch(Value v) {
  auto collapse = v.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse)
    return std::nullopt;
  SmallVector<ReassociationIndices> groups = collapse.getReassociationIndices();
  RankedTensorType source = collapse.getSrcType();
  if (groups.size() != 3 || groups[0].size() < 2 || groups[1].size() != 1 ||
      groups[2].size() != 1 || !source.hasStaticShape())
    return std::nullopt;
  return SmallVector<int64_t>(source.getShape().take_front(groups[0].size()));
}

SmallVector<ReassociationIndices> batchGroups(int64_t batchRank) {
  ReassociationIndices batch;
  for (int64_t i = 0; i < batchRank; ++i)
    batch.push_back(i);
  return {batch, {batchRank}, {batchRank + 1}};
}

/// Groups that collapse a rank-(fine + 2) tensor with batch shape `fine`
/// into one with batch shape `coarse` (the two matrix dimensions kept), or
/// none if `fine` does not refine `coarse`.
std::optional<SmallVector<ReassociationIndices>>
refineGroups(ArrayRef<int64_t> fine, ArrayRef<int64_t> coarse) {
  if (fine == coarse) {
    SmallVector<ReassociationIndices> groups;
    for (int64_t i = 0; i < int64_t(fine.size()) + 2; ++i)
      groups.push_back({i});
    return groups;
  }
  std::optional<SmallVector<ReassociationIndices>> groups =
      getReassociationIndicesForCollapse(fine, coarse);
  if (!groups)
    return std::nullopt;
  int64_t rank = fine.size();
  groups->push_back({rank});
  groups->push_back({rank + 1});
  return groups;
}

/// `full` (batch shape `fine`) with batch shape `coarse` instead.
Value toBatchShape(OpBuilder &b, Location loc, Value full,
                   ArrayRef<int64_t> fine, ArrayRef<int64_t> coarse,
                   bool expand) {
  if (fine == coarse)
    return full;
  auto type = cast<RankedTensorType>(full.getType());
  SmallVector<int64_t> shape(expand ? fine : coarse);
  shape.append(type.getShape().take_back(2).begin(),
               type.getShape().take_back(2).end());
  auto target = RankedTensorType::get(shape, type.getElementType());
  SmallVector<ReassociationIndices> groups = *refineGroups(fine, coarse);
  if (expand)
    return tensor::ExpandShapeOp::create(b, loc, target, full, groups);
  return tensor::CollapseShapeOp::create(b, loc, target, full, groups);
}

/// Fills made for uncollapsed inits, per original fill and type: one fill
/// shared by several batch_matmuls stays one (as the search prices it).
using FillCache = llvm::DenseMap<std::pair<Operation *, Type>, Value>;

void uncollapse(linalg::BatchMatmulOp bmm, FillCache &fills) {
  if (!bmm.hasPureTensorSemantics() || bmm.hasUserDefinedMaps())
    return;
  Value a = bmm.getDpsInputs()[0], b = bmm.getDpsInputs()[1],
        c = bmm.getDpsInits()[0];
  std::optional<SmallVector<int64_t>> batchA = mergedBatch(a),
                                      batchB = mergedBatch(b);
  auto resultType = cast<RankedTensorType>(bmm->getResult(0).getType());
  Type element = resultType.getElementType();
  if (!batchA || !batchB || !resultType.hasStaticShape() ||
      !isa<FloatType>(element) ||
      getElementTypeOrSelf(a.getType()) != element ||
      getElementTypeOrSelf(b.getType()) != element)
    return;
  // Grouped-query attention: q's (batch, heads) against k's (batch,
  // kv heads, repeats). Contract over the finer batch shape, heads being kv
  // heads x repeats (so a heads split is the kv heads' split).
  SmallVector<int64_t> fine =
      batchA->size() >= batchB->size() ? *batchA : *batchB;
  if (!refineGroups(fine, *batchA) || !refineGroups(fine, *batchB))
    return;
  int64_t batchRank = fine.size();
  OpBuilder builder(bmm);
  Location loc = bmm.getLoc();
  Value fullA = toBatchShape(
      builder, loc, a.getDefiningOp<tensor::CollapseShapeOp>().getSrc(), fine,
      *batchA, /*expand=*/true);
  Value fullB = toBatchShape(
      builder, loc, b.getDefiningOp<tensor::CollapseShapeOp>().getSrc(), fine,
      *batchB, /*expand=*/true);
  SmallVector<int64_t> shape(fine);
  shape.push_back(resultType.getDimSize(1));
  shape.push_back(resultType.getDimSize(2));
  auto fullType = RankedTensorType::get(shape, element);
  SmallVector<ReassociationIndices> groups = batchGroups(batchRank);
  // The init in the uncollapsed shape: the same fill, or the init expanded.
  Value init;
  if (auto fill = c.getDefiningOp<linalg::FillOp>()) {
    Value &cached = fills[{fill.getOperation(), Type(fullType)}];
    if (!cached) {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointAfter(fill);
      cached =
          linalg::FillOp::create(
              builder, loc, fill.getDpsInputs()[0],
              tensor::EmptyOp::create(builder, loc, shape, element).getResult())
              .getResult(0);
    }
    init = cached;
  } else
    init = tensor::ExpandShapeOp::create(builder, loc, fullType, c, groups);

  // Loops: batch..., m, n, k.
  MLIRContext *ctx = bmm.getContext();
  unsigned loops = batchRank + 3;
  SmallVector<AffineExpr> batch;
  for (int64_t i = 0; i < batchRank; ++i)
    batch.push_back(getAffineDimExpr(i, ctx));
  AffineExpr m = getAffineDimExpr(batchRank, ctx),
             n = getAffineDimExpr(batchRank + 1, ctx),
             k = getAffineDimExpr(batchRank + 2, ctx);
  auto map = [&](AffineExpr x, AffineExpr y) {
    SmallVector<AffineExpr> results(batch);
    results.append({x, y});
    return AffineMap::get(loops, 0, results, ctx);
  };
  SmallVector<utils::IteratorType> iterators(loops - 1,
                                             utils::IteratorType::parallel);
  iterators.push_back(utils::IteratorType::reduction);
  auto contraction = linalg::GenericOp::create(
      builder, loc, TypeRange{fullType}, ValueRange{fullA, fullB},
      ValueRange{init}, {map(m, k), map(k, n), map(m, n)}, iterators,
      [](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value product =
            arith::MulFOp::create(nested, nestedLoc, args[0], args[1]);
        linalg::YieldOp::create(
            nested, nestedLoc,
            arith::AddFOp::create(nested, nestedLoc, args[2], product)
                .getResult());
      });
  Value full = contraction.getResult(0);
  // Users that expand the result back take the contraction itself; the
  // others get it collapsed as before.
  Value collapsed;
  for (OpOperand &use :
       llvm::make_early_inc_range(bmm->getResult(0).getUses())) {
    // An expand back to batch dimensions the fine ones refine.
    auto expand = dyn_cast<tensor::ExpandShapeOp>(use.getOwner());
    RankedTensorType expanded = expand ? expand.getResultType() : nullptr;
    if (expanded && expanded.getRank() >= 4 &&
        expanded.getShape().take_back(2) == fullType.getShape().take_back(2) &&
        expand.getReassociationIndices() ==
            batchGroups(expanded.getRank() - 2)) {
      ArrayRef<int64_t> coarse = expanded.getShape().drop_back(2);
      if (refineGroups(fine, coarse)) {
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPoint(expand);
        expand.getResult().replaceAllUsesWith(
            toBatchShape(builder, loc, full, fine, coarse, /*expand=*/false));
        expand.erase();
        continue;
      }
    }
    if (!collapsed)
      collapsed = tensor::CollapseShapeOp::create(builder, loc, resultType,
                                                  full, groups);
    use.set(collapsed);
  }
  bmm.erase();
  // The collapses are dead now; left in, the search would price the
  // reshards they ask of a heads split that nothing reads.
  // (Once each: a product of a value with itself has one collapse.)
  llvm::SmallSetVector<Operation *, 2> collapses;
  for (Value operand : {a, b})
    if (Operation *collapse = operand.getDefiningOp())
      collapses.insert(collapse);
  for (Operation *collapse : collapses)
    if (collapse->use_empty())
      collapse->erase();
}

struct UncollapseBatchMatmulPass
    : cleave::impl::CleaveUncollapseBatchMatmulBase<UncollapseBatchMatmulPass> {
  void runOnOperation() override {
    SmallVector<linalg::BatchMatmulOp> ops;
    getOperation().walk([&](linalg::BatchMatmulOp op) { ops.push_back(op); });
    FillCache fills;
    for (linalg::BatchMatmulOp op : ops)
      uncollapse(op, fills);
    // Original fills left without users (once each: a fill two products
    // of other batch shapes shared is in the cache twice).
    llvm::SetVector<Operation *> originals;
    for (auto &entry : fills)
      originals.insert(entry.first.first);
    for (Operation *fill : originals)
      if (fill->use_empty())
        fill->erase();
  }
};

} // namespace
