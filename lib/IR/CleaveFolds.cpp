//===- CleaveFolds.cpp - Folders and canonicalizations of collectives -----===//
//
// A collective over axes of size 1 moves nothing: those axes are dropped, and
// a collective left with no axis is its input. Process queries fold to
// constants where the mesh decides them. all_reduce of a value that is
// already the same on every device of the group is a scale (sum) or the value
// itself (max, min): we rewrite it rather than reject it, because such IR is
// legal and arises from naive partitioning (see docs/design.md).
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace cleave;

static MeshOp findMesh(Operation *op, FlatSymbolRefAttr name) {
  return dyn_cast_or_null<MeshOp>(
      SymbolTable::lookupNearestSymbolFrom(op, name));
}

/// Removes size-1 axes from `op`'s axis list in place (and the matching root
/// coordinates for broadcast). Returns true if something changed; sets
/// `empty` if no axis is left.
template <typename CollectiveOp>
static bool dropUnitAxes(CollectiveOp op, bool &empty) {
  empty = false;
  MeshOp mesh = findMesh(op, op.getMeshAttr());
  if (!mesh)
    return false;
  SmallVector<Attribute> kept;
  SmallVector<unsigned> keptPositions;
  for (auto [i, a] : llvm::enumerate(op.getMeshAxes())) {
    std::optional<unsigned> index =
        mesh.getAxisIndex(cast<StringAttr>(a).getValue());
    if (!index)
      return false; // Invalid IR; the verifier reports it.
    if (mesh.getShape()[*index] != 1) {
      kept.push_back(a);
      keptPositions.push_back(i);
    }
  }
  empty = kept.empty();
  if (kept.size() == op.getMeshAxes().size())
    return false;
  if constexpr (std::is_same_v<CollectiveOp, BroadcastOp>) {
    SmallVector<int64_t> root;
    for (unsigned i : keptPositions)
      root.push_back(op.getRoot()[i]);
    op.setRoot(root);
  }
  op.setMeshAxesAttr(ArrayAttr::get(op.getContext(), kept));
  return true;
}

/// Shared folder: identity when no axis of size > 1 is left, in-place axis
/// pruning otherwise.
template <typename CollectiveOp>
static OpFoldResult foldUnitAxes(CollectiveOp op) {
  bool empty;
  bool changed = dropUnitAxes(op, empty);
  if (empty && op.getInput().getType() == op.getType())
    return op.getInput();
  return changed ? OpFoldResult(op.getResult()) : OpFoldResult();
}

OpFoldResult AllReduceOp::fold(FoldAdaptor) { return foldUnitAxes(*this); }
OpFoldResult AllGatherOp::fold(FoldAdaptor) { return foldUnitAxes(*this); }
OpFoldResult ReduceScatterOp::fold(FoldAdaptor) { return foldUnitAxes(*this); }
OpFoldResult AllToAllOp::fold(FoldAdaptor) { return foldUnitAxes(*this); }
OpFoldResult CollectivePermuteOp::fold(FoldAdaptor) {
  return foldUnitAxes(*this);
}
OpFoldResult BroadcastOp::fold(FoldAdaptor) { return foldUnitAxes(*this); }

OpFoldResult ProcessCountOp::fold(FoldAdaptor) {
  MeshOp mesh = findMesh(*this, getMeshAttr());
  if (!mesh)
    return {};
  int64_t n = getMeshAxes().empty() ? mesh.getNumDevices()
                                    : mesh.getGroupSize(getMeshAxes());
  return IntegerAttr::get(IndexType::get(getContext()), n);
}

LogicalResult ProcessIndexOp::fold(FoldAdaptor,
                                   SmallVectorImpl<OpFoldResult> &results) {
  // Only a mesh or group of one device pins the index; then it is 0.
  MeshOp mesh = findMesh(*this, getMeshAttr());
  if (!mesh)
    return failure();
  int64_t n = getMeshAxes().empty() ? mesh.getNumDevices()
                                    : mesh.getGroupSize(getMeshAxes());
  if (n != 1)
    return failure();
  for (size_t i = 0; i < getNumResults(); ++i)
    results.push_back(IntegerAttr::get(IndexType::get(getContext()), 0));
  return success();
}

//===----------------------------------------------------------------------===//
// all_reduce canonicalization
//===----------------------------------------------------------------------===//

static bool containsAxes(ArrayAttr outer, ArrayAttr inner) {
  return llvm::all_of(inner, [&](Attribute a) {
    return llvm::is_contained(outer.getValue(), a);
  });
}

/// True if `value` is provably identical on every device of each group over
/// `axes` of `mesh`. Looks through elementwise ops a few levels deep.
static bool isReplicatedOver(Value value, FlatSymbolRefAttr mesh,
                             ArrayAttr axes, unsigned depth = 0) {
  Operation *def = value.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (def->hasTrait<OpTrait::ConstantLike>())
    return true;
  if (auto op = dyn_cast<AllReduceOp>(def))
    return op.getMeshAttr() == mesh && containsAxes(op.getMeshAxes(), axes);
  if (auto op = dyn_cast<AllGatherOp>(def))
    return op.getMeshAttr() == mesh && containsAxes(op.getMeshAxes(), axes);
  if (auto op = dyn_cast<BroadcastOp>(def))
    return op.getMeshAttr() == mesh && containsAxes(op.getMeshAxes(), axes);
  if (def->hasTrait<OpTrait::Elementwise>() && def->getNumOperands() > 0 &&
      isMemoryEffectFree(def))
    return llvm::all_of(def->getOperands(), [&](Value operand) {
      return isReplicatedOver(operand, mesh, axes, depth + 1);
    });
  return false;
}

namespace {

/// all_reduce(x) over A where x is already the same on every device of A:
/// sum -> x * |A|, max/min -> x.
struct AllReduceOfReplicated : OpRewritePattern<AllReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (!isReplicatedOver(op.getInput(), op.getMeshAttr(), op.getMeshAxes()))
      return failure();
    if (op.getReduction() != ReductionKind::Sum) {
      rewriter.replaceOp(op, op.getInput());
      return success();
    }
    MeshOp mesh = findMesh(op, op.getMeshAttr());
    if (!mesh)
      return failure();
    int64_t n = mesh.getGroupSize(op.getMeshAxes());
    auto type = cast<RankedTensorType>(op.getType());
    Type element = type.getElementType();
    if (!type.hasStaticShape())
      return failure();
    Location loc = op.getLoc();
    if (auto floatType = dyn_cast<FloatType>(element)) {
      auto scale = DenseElementsAttr::get(
          type, rewriter.getFloatAttr(floatType, static_cast<double>(n)));
      Value cst = arith::ConstantOp::create(rewriter, loc, type, scale);
      rewriter.replaceOpWithNewOp<arith::MulFOp>(op, op.getInput(), cst);
      return success();
    }
    if (auto intType = dyn_cast<IntegerType>(element)) {
      auto scale =
          DenseElementsAttr::get(type, rewriter.getIntegerAttr(intType, n));
      Value cst = arith::ConstantOp::create(rewriter, loc, type, scale);
      rewriter.replaceOpWithNewOp<arith::MulIOp>(op, op.getInput(), cst);
      return success();
    }
    return failure();
  }
};

/// all_reduce(all_reduce(x) over A) over B, same kind, A and B disjoint:
/// one all_reduce over A ++ B (one collective, one latency).
struct MergeNestedAllReduce : OpRewritePattern<AllReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<AllReduceOp>();
    if (!inner || !inner->hasOneUse() ||
        inner.getMeshAttr() != op.getMeshAttr() ||
        inner.getReduction() != op.getReduction())
      return failure();
    for (Attribute a : op.getMeshAxes())
      if (llvm::is_contained(inner.getMeshAxes().getValue(), a))
        return failure();
    SmallVector<Attribute> axes(inner.getMeshAxes().begin(),
                                inner.getMeshAxes().end());
    axes.append(op.getMeshAxes().begin(), op.getMeshAxes().end());
    rewriter.modifyOpInPlace(op, [&]() {
      op.setMeshAxesAttr(rewriter.getArrayAttr(axes));
      op.getInputMutable().assign(inner.getInput());
    });
    rewriter.eraseOp(inner);
    return success();
  }
};

} // namespace

void AllReduceOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                              MLIRContext *ctx) {
  patterns.add<AllReduceOfReplicated, MergeNestedAllReduce>(ctx);
}
