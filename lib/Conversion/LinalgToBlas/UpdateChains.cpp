//===- UpdateChains.cpp - From training state to its updates --------------===//

#include "cleave/Conversion/LinalgToBlas/UpdateChains.h"
#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"
#include "cleave/IR/CleaveDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;

namespace cleave {

namespace {

int64_t elementCount(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  return tensor && tensor.hasStaticShape() ? tensor.getNumElements() : -1;
}

/// Ops a chain passes through: elementwise linalg ops and pass-throughs
/// (a sharded update gathered into a replicated result).
bool isChainOp(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.getNumReductionLoops() == 0 &&
           linalgOp.hasPureTensorSemantics();
  return isPassThrough(op);
}

SmallVector<Value> inputsOf(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return llvm::to_vector(linalgOp.getDpsInputs());
  return {op->getOperand(0)};
}

} // namespace

bool isPassThrough(Operation *op) {
  return isTensorView(op) ||
         (op->getDialect() && isa<CleaveDialect>(op->getDialect()) &&
          op->getNumResults() == 1 && op->getNumOperands() == 1);
}

UpdateChains::UpdateChains(func::FuncOp fn) {
  for (unsigned r = 0; r < fn.getNumResults(); ++r)
    if (auto a = fn.getResultAttrOfType<IntegerAttr>(r, "cleave.updates"))
      if (a.getInt() >= 0 && a.getInt() < fn.getNumArguments())
        state.insert(fn.getArgument(a.getInt()));
}

bool UpdateChains::isState(Value v) const { return state.contains(v); }

bool UpdateChains::touchesState(Value v) {
  if (isState(v))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || !isChainOp(def))
    return false;
  auto [it, inserted] = touches.try_emplace(def, false);
  if (!inserted)
    return it->second;
  bool any =
      llvm::any_of(inputsOf(def), [&](Value u) { return touchesState(u); });
  touches[def] = any;
  return any;
}

SmallVector<Value> UpdateChains::walk(Value updated) {
  SmallVector<Value> gradients;
  SmallVector<Value> work{updated};
  llvm::DenseSet<Value> seen;
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (!seen.insert(x).second || isState(x))
      continue;
    Operation *def = x.getDefiningOp();
    if (!def || !isChainOp(def) || !touchesState(x))
      continue;
    chain.insert(def);
    for (Value u : inputsOf(def)) {
      if (touchesState(u)) {
        work.push_back(u);
        continue;
      }
      // Scalars and broadcasts (bias corrections, learning rates) differ
      // in count; the gradient has the count of what it updates.
      if (elementCount(u.getType()) == elementCount(x.getType()) &&
          !llvm::is_contained(gradients, u))
        gradients.push_back(u);
    }
  }
  return gradients;
}

bool UpdateChains::usedOutsideChains(Value arg) {
  SmallVector<Value> work{arg};
  while (!work.empty()) {
    Value x = work.pop_back_val();
    for (Operation *user : x.getUsers()) {
      if (isa<func::ReturnOp>(user))
        continue;
      if (isPassThrough(user)) {
        work.push_back(user->getResult(0));
        continue;
      }
      if (!chain.contains(user))
        return true;
    }
  }
  return false;
}

} // namespace cleave
