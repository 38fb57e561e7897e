//===- ExpandMath.cpp - Math ops no lowering of MLIR 22 takes -------------===//
//
// See Passes.td. Each op becomes arith ops (and a loop for ipowi) on the
// same types, scalar or vector, so both targets lower them as they lower
// the rest of a loop body.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEEXPANDMATH
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// A constant of `type` (a scalar or a shaped type) with every element
/// `value`.
Value splat(OpBuilder &b, Location loc, Type type, TypedAttr value) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return arith::ConstantOp::create(b, loc,
                                     DenseElementsAttr::get(shaped, value));
  return arith::ConstantOp::create(b, loc, value);
}

Value floatSplat(OpBuilder &b, Location loc, Type type, const APFloat &v) {
  auto element = cast<FloatType>(getElementTypeOrSelf(type));
  return splat(b, loc, type, b.getFloatAttr(element, v));
}

Value intSplat(OpBuilder &b, Location loc, Type type, int64_t v) {
  return splat(b, loc, type, b.getIntegerAttr(getElementTypeOrSelf(type), v));
}

const llvm::fltSemantics &semanticsOf(Value x) {
  return cast<FloatType>(getElementTypeOrSelf(x.getType())).getFloatSemantics();
}

/// isinf(x) = |x| == inf.
struct ExpandIsInf : OpRewritePattern<math::IsInfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::IsInfOp op,
                                PatternRewriter &b) const override {
    Location loc = op.getLoc();
    Value x = op.getOperand();
    Value magnitude = math::AbsFOp::create(b, loc, x);
    Value inf =
        floatSplat(b, loc, x.getType(), APFloat::getInf(semanticsOf(x)));
    b.replaceOpWithNewOp<arith::CmpFOp>(op, arith::CmpFPredicate::OEQ,
                                        magnitude, inf);
    return success();
  }
};

/// isnormal(x) = smallest normal <= |x| < inf (false for NaN).
struct ExpandIsNormal : OpRewritePattern<math::IsNormalOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::IsNormalOp op,
                                PatternRewriter &b) const override {
    Location loc = op.getLoc();
    Value x = op.getOperand();
    const llvm::fltSemantics &semantics = semanticsOf(x);
    Value magnitude = math::AbsFOp::create(b, loc, x);
    Value least = floatSplat(b, loc, x.getType(),
                             APFloat::getSmallestNormalized(semantics));
    Value inf = floatSplat(b, loc, x.getType(), APFloat::getInf(semantics));
    Value large = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE,
                                        magnitude, least);
    Value finite = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT,
                                         magnitude, inf);
    b.replaceOpWithNewOp<arith::AndIOp>(op, large, finite);
    return success();
  }
};

/// clampf(x, lo, hi) = min(max(x, lo), hi), NaN in gives NaN out. MLIR 22's
/// description (and its math-expand-ops) says max(min(x, lo), hi), which
/// is hi for every x when lo < hi: the op's name and syntax (`to [lo,
/// hi]`) are taken as the intent.
struct ExpandClampF : OpRewritePattern<math::ClampFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::ClampFOp op,
                                PatternRewriter &b) const override {
    Value low = arith::MaximumFOp::create(b, op.getLoc(), op.getValue(),
                                          op.getMin(), op.getFastmath());
    b.replaceOpWithNewOp<arith::MinimumFOp>(op, low, op.getMax(),
                                            op.getFastmath());
    return success();
  }
};

/// ipowi(b, e) by square and multiply over every bit of e, as a loop of
/// the exponent's width with selects (no branch on the data, so vector
/// lanes and GPU threads stay together). A negative exponent gives 1 for
/// b = 1, +-1 for b = -1 and 0 otherwise, b = 0 included: where the exact
/// result is no integer, or 0^-n has none, the quotient 1 / b^n truncated
/// (and no division by zero).
struct ExpandIPowI : OpRewritePattern<math::IPowIOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::IPowIOp op,
                                PatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type type = op.getType();
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    Value base = op.getLhs(), exponent = op.getRhs();
    Value zero = intSplat(b, loc, type, 0), one = intSplat(b, loc, type, 1);
    Value lower = arith::ConstantIndexOp::create(b, loc, 0);
    Value upper = arith::ConstantIndexOp::create(b, loc, width);
    Value step = arith::ConstantIndexOp::create(b, loc, 1);
    auto loop = scf::ForOp::create(
        b, loc, lower, upper, step, ValueRange{one, base, exponent},
        [&](OpBuilder &nb, Location l, Value, ValueRange state) {
          Value result = state[0], square = state[1], rest = state[2];
          Value bit = arith::AndIOp::create(nb, l, rest, one);
          Value odd =
              arith::CmpIOp::create(nb, l, arith::CmpIPredicate::ne, bit, zero);
          Value product = arith::MulIOp::create(nb, l, result, square);
          result = arith::SelectOp::create(nb, l, odd, product, result);
          square = arith::MulIOp::create(nb, l, square, square);
          rest = arith::ShRUIOp::create(nb, l, rest, one);
          scf::YieldOp::create(nb, l, ValueRange{result, square, rest});
        });
    Value power = loop.getResult(0);

    Value minusOne = intSplat(b, loc, type, -1);
    Value negative = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                           exponent, zero);
    Value isOne =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, base, one);
    Value isMinusOne =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, base, minusOne);
    Value oddExponent = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne,
        arith::AndIOp::create(b, loc, exponent, one), zero);
    Value signOfMinusOne =
        arith::SelectOp::create(b, loc, oddExponent, minusOne, one);
    Value reciprocal = arith::SelectOp::create(
        b, loc, isOne, one,
        arith::SelectOp::create(b, loc, isMinusOne, signOfMinusOne, zero));
    b.replaceOpWithNewOp<arith::SelectOp>(op, negative, reciprocal, power);
    return success();
  }
};

struct ExpandMathPass : cleave::impl::CleaveExpandMathBase<ExpandMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandIsInf, ExpandIsNormal, ExpandClampF, ExpandIPowI>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
