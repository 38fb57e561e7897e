//===- InputRanges.cpp - Float inputs that must not be negative -----------===//

#include "cleave/Target/InputRanges.h"
#include "cleave/Target/ElementUses.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace cleave {

/// A constant >= 0, possibly behind float casts (torch-mlir writes eps as
/// an f64 constant truncated to f32).
static bool isNonNegativeConstant(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<arith::TruncFOp, arith::ExtFOp>(def))
      break;
    v = def->getOperand(0);
  }
  FloatAttr::ValueType c(0.0);
  return matchPattern(v, m_ConstantFloat(&c)) && !c.isNegative() && !c.isNaN();
}

bool isReadUnderSquareRoot(Value value) {
  return anyElementUse(value, [](OpOperand &use, auto follow) {
    Operation *user = use.getOwner();
    if (isa<math::SqrtOp, math::RsqrtOp, math::LogOp>(user))
      return true;
    // var + eps, var * n / (n - 1): still not negative.
    if (isa<arith::AddFOp, arith::MulFOp>(user) &&
        isNonNegativeConstant(user->getOperand(1 - use.getOperandNumber())))
      follow(user->getResult(0));
    return false;
  });
}

} // namespace cleave
