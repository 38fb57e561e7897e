//===- UpdatesEarly.cpp - Update state as soon as its gradient is ready ---===//
//
// See Passes.td. Each chain op moves to just after the latest producer of
// its operands in the function's block; inits used by it alone (an empty
// tensor, a fill of one) move with it, just before it. Ops are taken in
// program order, so an op's operands have reached their places first.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"
#include "cleave/Conversion/LinalgToBlas/UpdateChains.h"
#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEUPDATESEARLY
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// An init that moves with its only user: an empty tensor, or a fill of
/// one that nothing else reads.
bool isPrivateInit(Value v, Operation *user) {
  Operation *def = v.getDefiningOp();
  if (!def || !v.hasOneUse() || *v.getUsers().begin() != user)
    return false;
  if (isa<tensor::EmptyOp>(def))
    return def->getNumOperands() == 0;
  auto fill = dyn_cast<linalg::FillOp>(def);
  return fill && isPrivateInit(fill.getOutputs()[0], fill);
}

/// Moves `init`'s producers (private inits) to just before `user`.
void moveInitBefore(Value init, Operation *user) {
  Operation *def = init.getDefiningOp();
  def->moveBefore(user);
  if (auto fill = dyn_cast<linalg::FillOp>(def))
    moveInitBefore(fill.getOutputs()[0], def);
}

/// The latest op of `block` that `op` depends on (operands, values its
/// regions use), private inits excluded; null when none is.
Operation *latestProducer(Operation *op, Block &block) {
  llvm::SetVector<Value> inputs;
  for (OpOperand &operand : op->getOpOperands())
    if (!isPrivateInit(operand.get(), op))
      inputs.insert(operand.get());
  getUsedValuesDefinedAbove(op->getRegions(), inputs);
  Operation *latest = nullptr;
  for (Value v : inputs) {
    Operation *def = v.getDefiningOp();
    if (!def)
      continue;
    def = block.findAncestorOpInBlock(*def);
    if (def && (!latest || latest->isBeforeInBlock(def)))
      latest = def;
  }
  return latest;
}

struct UpdatesEarlyPass
    : cleave::impl::CleaveUpdatesEarlyBase<UpdatesEarlyPass> {
  void runOnOperation() override {
    func::FuncOp fn = getOperation();
    if (fn.isExternal() || !fn.getBody().hasOneBlock())
      return;
    Block &block = fn.getBody().front();
    auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
    if (!ret)
      return;
    cleave::UpdateChains chains(fn);
    for (auto [result, argument] : cleave::getInPlaceUpdates(fn))
      (void)chains.walk(ret.getOperand(result));
    // Only the linalg ops: reshards and views stay in their order (a
    // collective's place among the others is the same on every rank, and
    // the CUDA target orders them by stream).
    SmallVector<Operation *> order;
    for (Operation &op : block)
      if (chains.ops().contains(&op) && isa<linalg::LinalgOp>(op))
        order.push_back(&op);
    for (Operation *op : order) {
      Operation *latest = latestProducer(op, block);
      if (!latest || !latest->isBeforeInBlock(op))
        continue;
      op->moveAfter(latest);
      for (OpOperand &operand : op->getOpOperands())
        if (isPrivateInit(operand.get(), op))
          moveInitBefore(operand.get(), op);
    }
  }
};

} // namespace
