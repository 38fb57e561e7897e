//===- ElementUses.cpp - Where the elements of a value go -----------------===//

#include "cleave/Target/ElementUses.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

namespace cleave {

bool anyElementUse(
    Value value,
    llvm::function_ref<bool(OpOperand &, llvm::function_ref<void(Value)>)>
        visit) {
  SmallVector<Value> work = {value};
  llvm::SmallPtrSet<Value, 16> seen;
  auto follow = [&](Value v) { work.push_back(v); };
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
              tensor::ExtractSliceOp, tensor::CastOp, arith::TruncFOp,
              arith::ExtFOp, arith::ExtSIOp, arith::TruncIOp,
              arith::IndexCastOp>(user)) {
        follow(user->getResult(0));
      } else if (auto extract = dyn_cast<tensor::ExtractOp>(user)) {
        // An element read at a position; an index is no element.
        if (use.getOperandNumber() == 0)
          follow(extract.getResult());
      } else if (auto yield = dyn_cast<linalg::YieldOp>(user)) {
        if (auto producer = dyn_cast<linalg::LinalgOp>(yield->getParentOp()))
          follow(producer->getResult(use.getOperandNumber()));
      } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
        if (linalgOp.isDpsInput(&use))
          follow(linalgOp.getMatchingBlockArgument(&use));
      } else if (visit(use, follow)) {
        return true;
      }
    }
  }
  return false;
}

} // namespace cleave
