//===- Offload.cpp - Arguments kept in host memory ------------------------===//
//
// See Offload.h and Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Offload.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEOFFLOADARGUMENTS
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;

bool cleave::isOnHost(func::FuncOp fn, unsigned index) {
  return !fn.isExternal() && index < fn.getNumArguments() &&
         isHostArgument(fn.getArgument(index));
}

bool cleave::offloadArgument(func::FuncOp fn, unsigned index) {
  if (fn.isExternal() || index >= fn.getNumArguments() || isOnHost(fn, index))
    return false;
  BlockArgument arg = fn.getArgument(index);
  auto type = dyn_cast<RankedTensorType>(arg.getType());
  Block &body = fn.getBody().front();
  if (!type || !type.hasStaticShape() || arg.use_empty() ||
      llvm::any_of(arg.getUsers(), [](Operation *user) {
        return user->hasTrait<OpTrait::IsTerminator>();
      }))
    return false;
  Operation *first = nullptr;
  for (Operation *user : arg.getUsers()) {
    Operation *top = body.findAncestorOpInBlock(*user);
    if (!first || top->isBeforeInBlock(first))
      first = top;
  }
  OpBuilder b(first);
  Value empty = tensor::EmptyOp::create(b, arg.getLoc(), type.getShape(),
                                        type.getElementType(), ValueRange{});
  auto copy = linalg::CopyOp::create(b, arg.getLoc(), arg, empty);
  arg.replaceAllUsesExcept(copy.getResult(0), copy);
  fn.setArgAttr(index, kPlacementAttr, b.getStringAttr("host"));
  return true;
}

namespace {

struct OffloadArgumentsPass
    : cleave::impl::CleaveOffloadArgumentsBase<OffloadArgumentsPass> {
  using Base::Base;
  void runOnOperation() override {
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      if (fn.isExternal() || !fn.isPublic())
        continue;
      for (unsigned index : arguments)
        if (index >= fn.getNumArguments()) {
          fn.emitError() << "no argument #" << index << " to offload";
          return signalPassFailure();
        } else {
          cleave::offloadArgument(fn, index);
        }
    }
  }
};

} // namespace
