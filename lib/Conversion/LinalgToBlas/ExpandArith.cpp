//===- ExpandArith.cpp - arith-expand without float max and min -----------===//
//
// See Passes.td. The pattern sets are upstream's; integer max and min are
// left alone too (llvm.smax and kin).
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEEXPANDARITH
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// f64 -> bf16 as f64 -> f32 rounded to odd, then f32 -> bf16 (which
/// upstream's bf16 patterns expand): LLVM calls libgcc's __truncdfbf2 for
/// the direct conversion, which Debian's GCC 12 lacks (the artifact would
/// not load). Rounding to odd keeps the sticky bit, so the two roundings
/// give the one correct rounding (f32 has 16 more bits than bf16).
struct TruncF64ToBF16 : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &b) const override {
    Type source = getElementTypeOrSelf(op.getIn().getType());
    if (!source.isF64() || !getElementTypeOrSelf(op.getType()).isBF16())
      return failure();
    Location loc = op.getLoc();
    auto like = [&](Type element) -> Type {
      if (auto shaped = dyn_cast<ShapedType>(op.getType()))
        return shaped.clone(element);
      return element;
    };
    auto splat = [&](Type type, Attribute value) -> Value {
      if (auto shaped = dyn_cast<ShapedType>(type))
        return arith::ConstantOp::create(b, loc,
                                         DenseElementsAttr::get(shaped, value));
      return arith::ConstantOp::create(b, loc, cast<TypedAttr>(value));
    };
    Type f32 = like(b.getF32Type()), i32 = like(b.getI32Type());
    Value x = op.getIn();
    Value nearest = arith::TruncFOp::create(b, loc, f32, x);
    Value back = arith::ExtFOp::create(b, loc, x.getType(), nearest);
    // Rounded away from zero: step back one unit toward it (sign and
    // magnitude: the bits minus one), then mark an inexact result odd.
    Value zero = splat(x.getType(), b.getF64FloatAttr(0.0));
    Value positive =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x, zero);
    Value above =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, back, x);
    Value below =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, back, x);
    Value away = arith::SelectOp::create(b, loc, positive, above, below);
    Value inexact =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE, back, x);
    Value bits = arith::BitcastOp::create(b, loc, i32, nearest);
    Value one = splat(i32, b.getI32IntegerAttr(1));
    bits = arith::SelectOp::create(
        b, loc, away, arith::SubIOp::create(b, loc, bits, one), bits);
    bits = arith::SelectOp::create(
        b, loc, inexact, arith::OrIOp::create(b, loc, bits, one), bits);
    Value odd = arith::BitcastOp::create(b, loc, f32, bits);
    b.replaceOpWithNewOp<arith::TruncFOp>(op, op.getType(), odd);
    return success();
  }
};

struct ExpandArithPass : cleave::impl::CleaveExpandArithBase<ExpandArithPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<TruncF64ToBF16>(&getContext());
    arith::populateCeilFloorDivExpandOpsPatterns(patterns);
    arith::populateExpandScalingExtTruncPatterns(patterns);
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
