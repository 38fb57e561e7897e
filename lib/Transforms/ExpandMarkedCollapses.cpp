//===- ExpandMarkedCollapses.cpp - Push marked collapses into consumers ---===//
//
// See Passes.td. The driver marks the collapses that merge the batch as a
// minor factor (pipelining cannot split it there); upstream's
// fold-reshape-by-expansion patterns do the rewriting, held to the marked
// collapses and to the collapses those patterns leave behind.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEEXPANDMARKEDCOLLAPSES
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

constexpr llvm::StringLiteral kMarked = "cleave.expand_into_consumers";
// The collapses that were there and unmarked: every other one is marked or
// was made by the patterns (the result of a consumer they expanded).
constexpr llvm::StringLiteral kKept = "cleave.kept_collapsed";

/// A marked concatenation of equal pieces along `d` (an RNN's hidden states
/// over time, each split on the batch) as their concatenation along a new
/// dimension before `d`, collapsed back and marked: the batch stays a
/// dimension of its own, and the collapse goes on into the consumers.
void stackMarkedConcat(tensor::ConcatOp concat) {
  if (!concat->hasAttr(kMarked))
    return;
  concat->removeAttr(kMarked);
  RankedTensorType type = concat.getResultType();
  int64_t dim = concat.getDim();
  if (!type.hasStaticShape())
    return;
  int64_t piece = ShapedType::kDynamic;
  for (Value input : concat.getInputs()) {
    auto t = cast<RankedTensorType>(input.getType());
    if (piece == ShapedType::kDynamic)
      piece = t.getDimSize(dim);
    if (t.getDimSize(dim) != piece)
      return;
  }
  SmallVector<ReassociationIndices> groups;
  for (int64_t i = 0, j = 0; i < type.getRank(); ++i) {
    if (i == dim) {
      groups.push_back({j, j + 1});
      j += 2;
    } else {
      groups.push_back({j++});
    }
  }
  OpBuilder b(concat);
  Location loc = concat.getLoc();
  SmallVector<Value> pieces;
  for (Value input : concat.getInputs()) {
    auto t = cast<RankedTensorType>(input.getType());
    SmallVector<int64_t> shape(t.getShape());
    shape.insert(shape.begin() + dim, 1);
    pieces.push_back(tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get(shape, t.getElementType()), input,
        groups));
  }
  auto stacked = tensor::ConcatOp::create(b, loc, dim, pieces);
  auto collapsed =
      tensor::CollapseShapeOp::create(b, loc, type, stacked, groups);
  collapsed->setAttr(kMarked, UnitAttr::get(concat.getContext()));
  concat.replaceAllUsesWith(collapsed.getResult());
  concat.erase();
}

/// A generic that reads a marked collapse but indexes some operand by a
/// constant (a sum over the rows kept as a 1xN result) cannot take loops
/// for the collapsed dimensions; without its unit dimensions it can.
void dropUnitDimsOfConsumers(tensor::CollapseShapeOp collapse) {
  if (!collapse->hasAttr(kMarked))
    return;
  // (Once each: a generic reading the collapse twice is its user twice.)
  llvm::SetVector<linalg::GenericOp> consumers;
  for (Operation *user : collapse->getUsers())
    if (auto generic = dyn_cast<linalg::GenericOp>(user))
      if (!llvm::all_of(generic.getIndexingMapsArray(),
                        [](AffineMap m) { return m.isProjectedPermutation(); }))
        consumers.insert(generic);
  IRRewriter rewriter(collapse.getContext());
  for (linalg::GenericOp generic : llvm::make_early_inc_range(consumers)) {
    rewriter.setInsertionPoint(generic);
    FailureOr<linalg::DropUnitDimsResult> dropped =
        linalg::dropUnitDims(rewriter, generic, linalg::ControlDropUnitDims());
    if (succeeded(dropped))
      rewriter.replaceOp(generic, dropped->replacements);
  }
}

struct ExpandMarkedCollapsesPass
    : cleave::impl::CleaveExpandMarkedCollapsesBase<ExpandMarkedCollapsesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    module.walk(stackMarkedConcat);
    // Collected first: the rewrite erases consumers the walk would visit
    // next (a Mixtral step with microbatches crashed).
    SmallVector<tensor::CollapseShapeOp> collapses;
    module.walk([&](tensor::CollapseShapeOp op) { collapses.push_back(op); });
    for (tensor::CollapseShapeOp collapse : collapses)
      dropUnitDimsOfConsumers(collapse);
    bool anyMarked = false;
    module.walk([&](tensor::CollapseShapeOp op) {
      if (op->hasAttr(kMarked))
        anyMarked = true;
      else
        op->setAttr(kKept, UnitAttr::get(ctx));
    });
    if (anyMarked) {
      RewritePatternSet patterns(ctx);
      linalg::populateFoldReshapeOpsByExpansionPatterns(
          patterns, [](OpOperand *fused) {
            auto collapse =
                fused->get().getDefiningOp<tensor::CollapseShapeOp>();
            return collapse && isa<linalg::LinalgOp>(fused->getOwner()) &&
                   !collapse->hasAttr(kKept);
          });
      tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, ctx);
      tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, ctx);
      // The inits of the expanded consumers: an expanded fill of an empty
      // tensor becomes a fill of an empty tensor of the expanded shape.
      linalg::FillOp::getCanonicalizationPatterns(patterns, ctx);
      tensor::populateFoldTensorEmptyPatterns(patterns);
      GreedyRewriteConfig config;
      config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
      if (failed(applyPatternsGreedily(module, std::move(patterns), config))) {
        module.emitError("cleave-expand-marked-collapses did not converge");
        return signalPassFailure();
      }
    }
    module.walk([](tensor::CollapseShapeOp op) {
      op->removeAttr(kKept);
      op->removeAttr(kMarked);
    });
  }
};

} // namespace
