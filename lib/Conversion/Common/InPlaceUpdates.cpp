//===- InPlaceUpdates.cpp - Results written over the arguments they update ===//
//
// See InPlaceUpdates.h.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/InPlaceUpdates.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

bool cleave::isTensorView(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::ExtractSliceOp, tensor::CastOp>(op);
}

llvm::SetVector<Value> cleave::getViewsOf(Value v) {
  llvm::SetVector<Value> views;
  views.insert(v);
  for (unsigned i = 0; i < views.size(); ++i)
    for (Operation *user : views[i].getUsers())
      if (isTensorView(user))
        views.insert(user->getResult(0));
  return views;
}

SmallVector<std::pair<unsigned, unsigned>>
cleave::getInPlaceUpdates(func::FuncOp fn) {
  SmallVector<std::pair<unsigned, unsigned>> pairs;
  if (fn.isExternal() || !fn.getBody().hasOneBlock())
    return pairs;
  auto ret = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
  for (unsigned r = 0; r < fn.getNumResults(); ++r) {
    auto arg = fn.getResultAttrOfType<IntegerAttr>(r, "cleave.updates");
    if (!arg || arg.getInt() < 0 || arg.getInt() >= fn.getNumArguments())
      continue;
    BlockArgument a = fn.getArgument(arg.getInt());
    Value result = ret.getOperand(r);
    if (a.getType() != result.getType() || isa<BlockArgument>(result))
      continue;
    llvm::SetVector<Value> views = getViewsOf(a);
    if (llvm::any_of(ret.getOperands(),
                     [&](Value v) { return views.contains(v); }))
      continue;
    pairs.push_back({r, unsigned(arg.getInt())});
  }
  return pairs;
}

cleave::ReturnedBuffers cleave::getReturnedBuffers(func::FuncOp fn) {
  ReturnedBuffers buffers;
  if (fn.isExternal() || !fn.getBody().hasOneBlock())
    return buffers;
  Block &body = fn.getBody().front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  llvm::DenseMap<unsigned, unsigned> inPlace;
  for (auto [result, argument] : getInPlaceUpdates(fn))
    inPlace[result] = argument;
  for (auto [r, value] : llvm::enumerate(ret.getOperands())) {
    auto it = inPlace.find(r);
    if (it == inPlace.end()) {
      buffers.outParameters.insert(value);
      continue;
    }
    Operation *until = body.findAncestorOpInBlock(*value.getDefiningOp());
    llvm::SetVector<Value> readers = getViewsOf(fn.getArgument(it->second));
    readers.insert(value);
    for (Value view : readers)
      for (Operation *user : view.getUsers()) {
        Operation *top = body.findAncestorOpInBlock(*user);
        if (top && top != ret && until->isBeforeInBlock(top))
          until = top;
      }
    buffers.heldUntil[value] = until;
  }
  // A value returned twice, once in place: its out-parameter holds it.
  for (Value v : buffers.outParameters)
    buffers.heldUntil.erase(v);
  return buffers;
}
