//===- InputRanges.cpp - Float inputs that must not be negative -----------===//

#include "cleave/Target/InputRanges.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallPtrSet.h"

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
  SmallVector<Value> work = {value};
  llvm::SmallPtrSet<Value, 16> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (isa<math::SqrtOp, math::RsqrtOp, math::LogOp>(user))
        return true;
      if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
              tensor::ExtractSliceOp, tensor::CastOp, tensor::ExtractOp,
              arith::TruncFOp, arith::ExtFOp>(user)) {
        // Views and elements keep the values.
        if (!isa<tensor::ExtractOp>(user) || use.getOperandNumber() == 0)
          work.push_back(user->getResult(0));
      } else if (isa<arith::AddFOp, arith::MulFOp>(user)) {
        // var + eps, var * n / (n - 1): still not negative.
        Value other = user->getOperand(1 - use.getOperandNumber());
        if (isNonNegativeConstant(other))
          work.push_back(user->getResult(0));
      } else if (auto yield = dyn_cast<linalg::YieldOp>(user)) {
        if (auto producer = dyn_cast<linalg::LinalgOp>(yield->getParentOp()))
          work.push_back(producer->getResult(use.getOperandNumber()));
      } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
        if (linalgOp.isDpsInput(&use))
          work.push_back(linalgOp.getMatchingBlockArgument(&use));
      }
    }
  }
  return false;
}

} // namespace cleave
