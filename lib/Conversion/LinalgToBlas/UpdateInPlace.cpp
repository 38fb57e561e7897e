//===- UpdateInPlace.cpp - Results written over the arguments they update -===//
//
// See UpdateInPlace.h and Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"
#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEUPDATEINPLACE
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// Whether `result` may be computed straight into argument `a`'s buffer
/// (the out-parameter the caller points at it), with no copy: its op runs
/// on the host (an optimizer step there, HostMemory.h: the copy would be
/// one more pass over host memory), is the last reader of `a`, reads it
/// itself (so that copies of it still in flight are joined before it,
/// cleave-prefetch-host-copies) and only at the element it writes, into a
/// fresh tensor (whatever wrote an init would write the argument's buffer
/// early).
bool writesOverArgument(Block &body, BlockArgument a, Value result) {
  auto producer = dyn_cast_or_null<linalg::LinalgOp>(result.getDefiningOp());
  if (!producer || isa<linalg::CopyOp>(producer) ||
      producer->getBlock() != &body || !cleave::isHostStepTensor(result))
    return false;
  llvm::SetVector<Value> views = cleave::getViewsOf(a);
  for (Value v : views)
    for (Operation *user : v.getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (top && top != producer && !top->isBeforeInBlock(producer) &&
          !isa<func::ReturnOp>(top))
        return false;
      // Read from inside its body: at any element.
      if (top == producer && user != producer.getOperation())
        return false;
    }
  OpOperand *init =
      producer.getDpsInitOperand(cast<OpResult>(result).getResultNumber());
  AffineMap map = producer.getMatchingIndexingMap(init);
  if (!map.isPermutation() || !init->get().getDefiningOp<tensor::EmptyOp>() ||
      llvm::any_of(producer.getDpsInits(),
                   [&](Value v) { return views.contains(v); }))
    return false;
  bool readsItself = false;
  for (OpOperand *input : producer.getDpsInputOperands()) {
    if (!views.contains(input->get()))
      continue;
    if (input->get() != a || producer.getMatchingIndexingMap(input) != map)
      return false;
    readsItself = true;
  }
  return readsItself;
}

} // namespace

namespace {

struct UpdateInPlacePass
    : cleave::impl::CleaveUpdateInPlaceBase<UpdateInPlacePass> {
  void runOnOperation() override {
    func::FuncOp fn = getOperation();
    SmallVector<std::pair<unsigned, unsigned>> pairs =
        cleave::getInPlaceUpdates(fn);
    // Read by now (manifest, device peak); LLVM translation would warn.
    for (unsigned r = 0; r < fn.getNumResults(); ++r)
      fn.removeResultAttr(r,
                          StringAttr::get(fn.getContext(), "cleave.updates"));
    if (pairs.empty())
      return;
    Block &body = fn.getBody().front();
    auto ret = cast<func::ReturnOp>(body.getTerminator());
    for (auto [r, argIndex] : pairs) {
      BlockArgument a = fn.getArgument(argIndex);
      // Never written in place: its buffer is the result's.
      fn.setArgAttr(argIndex,
                    bufferization::BufferizationDialect::kWritableAttrName,
                    BoolAttr::get(fn.getContext(), false));
      Value result = ret.getOperand(r);
      if (writesOverArgument(body, a, result))
        continue;
      // After the argument's last read (through any view) and the result.
      Operation *after = result.getDefiningOp();
      if (after->getBlock() != &body)
        after = body.findAncestorOpInBlock(*after);
      for (Value v : cleave::getViewsOf(a))
        for (Operation *user : v.getUsers()) {
          Operation *top = body.findAncestorOpInBlock(*user);
          if (top && top != ret && after->isBeforeInBlock(top))
            after = top;
        }
      OpBuilder b(fn.getContext());
      b.setInsertionPointAfter(after);
      auto type = cast<RankedTensorType>(result.getType());
      Value empty =
          tensor::EmptyOp::create(b, ret.getLoc(), type.getShape(),
                                  type.getElementType(), ValueRange{});
      auto writeBack = linalg::CopyOp::create(b, ret.getLoc(), result, empty);
      writeBack->setAttr(cleave::kWriteBackAttr, b.getI64IntegerAttr(argIndex));
      ret.setOperand(r, writeBack.getResult(0));
    }
  }
};

} // namespace
