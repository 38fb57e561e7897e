//===- RaiseGathers.cpp - Embedding lookups as tensor.gather --------------===//
//
// See Passes.td. torch-mlir writes an embedding as a generic whose body
// reads the table (captured from outside) at an id: the table is no operand
// of the op, so no rule can split it. As a tensor.gather the table is an
// operand, and its rows may be split (GatherModel.cpp).
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVERAISEGATHERS
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// An embedding generic: the table, the input holding the ids and the
/// table dimension they select.
struct Lookup {
  Value table;
  unsigned input;
  int64_t dim;
};

/// `out[b..., h...] = table[.., id(b...), ..]` with the other table
/// dimensions read at the trailing loops in order, nothing else computed
/// (checks feeding asserts aside), the ids indexed by the leading loops.
std::optional<Lookup> matchLookup(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 0)
    return std::nullopt;
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!resultType || !resultType.hasStaticShape() ||
      !op.getIndexingMapsArray().back().isIdentity() ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return std::nullopt;
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  auto extract = yield.getOperand(0).getDefiningOp<tensor::ExtractOp>();
  if (!extract || extract->getBlock() != body)
    return std::nullopt;
  Value table = extract.getTensor();
  auto tableType = cast<RankedTensorType>(table.getType());
  if (!tableType.hasStaticShape() ||
      op->isAncestor(table.getParentRegion()->getParentOp()))
    return std::nullopt;

  llvm::SmallPtrSet<Operation *, 8> kept = {extract, yield};
  std::optional<Lookup> lookup;
  SmallVector<int64_t> loopDims;
  for (auto [s, index] : llvm::enumerate(extract.getIndices())) {
    if (auto loop = index.getDefiningOp<linalg::IndexOp>()) {
      kept.insert(loop);
      loopDims.push_back(int64_t(loop.getDim()));
      continue;
    }
    Value id = index;
    if (auto cast = id.getDefiningOp<arith::IndexCastOp>()) {
      kept.insert(cast);
      id = cast.getIn();
    }
    auto arg = dyn_cast<BlockArgument>(id);
    if (lookup || !arg || arg.getOwner() != body ||
        arg.getArgNumber() >= op.getNumDpsInputs())
      return std::nullopt;
    lookup = Lookup{table, arg.getArgNumber(), int64_t(s)};
  }
  if (!lookup)
    return std::nullopt;
  // The ids follow the leading loops, the table's other dimensions the
  // trailing ones: the result is ids' shape ++ the row's shape.
  OpOperand *ids = op.getDpsInputOperand(lookup->input);
  auto idsType = dyn_cast<RankedTensorType>(ids->get().getType());
  int64_t batchRank = idsType ? idsType.getRank() : 0;
  if (!idsType || batchRank == 0 || !idsType.hasStaticShape() ||
      !isa<IntegerType, IndexType>(idsType.getElementType()) ||
      op.getMatchingIndexingMap(ids) !=
          AffineMap::getMultiDimIdentityMap(resultType.getRank(),
                                            op.getContext())
              .getMajorSubMap(batchRank))
    return std::nullopt;
  for (auto [i, dim] : llvm::enumerate(loopDims))
    if (dim != batchRank + int64_t(i))
      return std::nullopt;
  SmallVector<int64_t> shape(idsType.getShape());
  for (int64_t s = 0; s < tableType.getRank(); ++s)
    if (s != lookup->dim)
      shape.push_back(tableType.getDimSize(s));
  if (ArrayRef<int64_t>(shape) != resultType.getShape())
    return std::nullopt;
  // Anything else only checks (the bounds torch asserts, which the gather's
  // lowering asserts again).
  for (Operation &inner : body->without_terminator()) {
    if (kept.contains(&inner) || isa<cf::AssertOp>(inner))
      continue;
    if (!isPure(&inner))
      return std::nullopt;
    for (Operation *user : inner.getUsers())
      if (kept.contains(user))
        return std::nullopt;
  }
  return lookup;
}

struct RaiseGathersPass
    : cleave::impl::CleaveRaiseGathersBase<RaiseGathersPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::GenericOp, Lookup>> lookups;
    getOperation().walk([&](linalg::GenericOp op) {
      if (std::optional<Lookup> lookup = matchLookup(op))
        lookups.push_back({op, *lookup});
    });
    for (auto [op, lookup] : lookups) {
      OpBuilder b(op);
      Location loc = op.getLoc();
      Value ids = op.getDpsInputs()[lookup.input];
      auto idsType = cast<RankedTensorType>(ids.getType());
      int64_t rank = idsType.getRank();
      // tensor.gather's ids carry a trailing dimension of one per
      // gathered dimension.
      SmallVector<int64_t> shape(idsType.getShape());
      shape.push_back(1);
      SmallVector<ReassociationIndices> groups;
      for (int64_t d = 0; d + 1 < rank; ++d)
        groups.push_back({d});
      groups.push_back({rank - 1, rank});
      Value indices = tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(shape, idsType.getElementType()), ids,
          groups);
      Value gather = tensor::GatherOp::create(
          b, loc, op->getResult(0).getType(), lookup.table, indices,
          ArrayRef<int64_t>{lookup.dim});
      op->getResult(0).replaceAllUsesWith(gather);
      op->erase();
    }
  }
};

} // namespace
