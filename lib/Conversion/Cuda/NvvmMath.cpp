//===- NvvmMath.cpp - Math ops the NVVM lowering gets wrong ---------------===//
//
// See Passes.td. Runs on host functions and kernels alike (before or after
// outlining): the rewrite is local to each op.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Cuda/Passes.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include <limits>

namespace cleave {
#define GEN_PASS_DEF_CLEAVENVVMMATH
#include "cleave/Conversion/Cuda/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// Exponents at most this large (in magnitude) become multiplications.
constexpr int64_t kMaxExpandedExponent = 16;

/// x^n for 0 <= n by square and multiply, lowest bit first (compiler-rt's
/// __powisf2 order): r = 1; while n: if n & 1: r *= x; x *= x; n >>= 1.
Value expandPower(OpBuilder &b, Location loc, Value x, int64_t n) {
  Value result;
  for (Value square = x; n; n >>= 1) {
    if (n & 1)
      result = result ? arith::MulFOp::create(b, loc, result, square) : square;
    if (n > 1)
      square = arith::MulFOp::create(b, loc, square, square);
  }
  if (!result)
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(x.getType(), 1.0));
  return result;
}

/// `exponent` (i64) as i32, clamped to i32's range with its parity kept.
Value narrowExponent(OpBuilder &b, Location loc, Value exponent) {
  Type i64 = exponent.getType();
  auto constant = [&](int64_t v) {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(i64, v))
        .getResult();
  };
  int64_t max = std::numeric_limits<int32_t>::max();
  int64_t min = std::numeric_limits<int32_t>::min();
  // An odd exponent clamps to an odd bound, an even one to an even bound.
  Value parity = arith::AndIOp::create(b, loc, exponent, constant(1));
  Value odd = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, parity,
                                    constant(0));
  Value high =
      arith::SelectOp::create(b, loc, odd, constant(max), constant(max - 1));
  Value low =
      arith::SelectOp::create(b, loc, odd, constant(min + 1), constant(min));
  Value clamped = arith::MinSIOp::create(
      b, loc, arith::MaxSIOp::create(b, loc, exponent, low), high);
  return arith::TruncIOp::create(b, loc, b.getI32Type(), clamped);
}

struct NvvmMathPass : cleave::impl::CleaveNvvmMathBase<NvvmMathPass> {
  void runOnOperation() override {
    SmallVector<math::FPowIOp> powers;
    getOperation().walk([&](math::FPowIOp op) { powers.push_back(op); });
    for (math::FPowIOp op : powers) {
      OpBuilder b(op);
      Location loc = op.getLoc();
      Value base = op.getLhs(), exponent = op.getRhs();
      APInt value;
      // Scalars only (kernels are scalar code); vectors keep the libcall.
      if (isa<FloatType>(base.getType()) &&
          matchPattern(exponent, m_ConstantInt(&value)) &&
          value.getSignificantBits() <= 64 &&
          std::abs(value.getSExtValue()) <= kMaxExpandedExponent) {
        int64_t n = value.getSExtValue();
        Value power = expandPower(b, loc, base, n < 0 ? -n : n);
        if (n < 0)
          power = arith::DivFOp::create(
              b, loc,
              arith::ConstantOp::create(b, loc,
                                        b.getFloatAttr(base.getType(), 1.0)),
              power);
        op.replaceAllUsesWith(power);
        op.erase();
        continue;
      }
      if (getElementTypeOrSelf(exponent.getType()).isInteger(32) ||
          !isa<IntegerType>(exponent.getType()))
        continue;
      Value narrow = exponent;
      if (exponent.getType().getIntOrFloatBitWidth() > 32)
        narrow = narrowExponent(b, loc, exponent);
      else
        narrow = arith::ExtSIOp::create(b, loc, b.getI32Type(), exponent);
      op.getRhsMutable().assign(narrow);
    }
  }
};

} // namespace
