//===- OwnInits.cpp - One init per destination-passing op -----------------===//
//
// See OwnInits.h and Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/OwnInits.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEOWNINITS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

/// Gives every destination-passing op whose init is a fill (or an empty
/// tensor) used elsewhere too a fill of its own, just before it.
/// Bufferization would write a shared init out of place: the shared buffer
/// lives until its last use and each op copies it first (one zero fill for
/// every GEMM of a training step kept an S x S buffer from the first layer
/// to the last). Its own fill is written in place, and the liveness model
/// (BufferClasses) sees what bufferization does. Returns the fills added.
unsigned cleave::giveOwnInits(func::FuncOp fn) {
  Block &body = fn.getBody().front();
  // Collected first: the last of an init's users must not keep the
  // original, which may be far before it.
  SmallVector<OpOperand *> shared;
  for (Operation &op : body) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(&op);
    if (!dps || !dps.hasPureTensorSemantics())
      continue;
    for (OpOperand &init : dps.getDpsInitsMutable()) {
      Operation *def = init.get().getDefiningOp();
      if (def && def->getBlock() == &body && !init.get().hasOneUse() &&
          (isa<tensor::EmptyOp>(def) ||
           (isa<linalg::FillOp>(def) && def->getNumResults() == 1)))
        shared.push_back(&init);
    }
  }
  unsigned added = 0;
  llvm::SetVector<Operation *> originals;
  for (OpOperand *init : shared) {
    Operation *def = init->get().getDefiningOp();
    originals.insert(def);
    OpBuilder b(init->getOwner());
    // Numbered, so that CSE does not merge the copies back.
    auto own = [&](Operation *clone) {
      clone->setAttr("cleave.own_init", b.getI64IntegerAttr(added++));
      return clone->getResult(0);
    };
    if (isa<tensor::EmptyOp>(def)) {
      init->set(own(b.clone(*def)));
      continue;
    }
    IRMapping mapping;
    Value dest = cast<linalg::FillOp>(def).getOutputs()[0];
    if (auto empty = dest.getDefiningOp<tensor::EmptyOp>())
      mapping.map(dest, own(b.clone(*empty)));
    init->set(own(b.clone(*def, mapping)));
  }
  // Fills first, then the empty tensors (theirs too) left without uses.
  SmallVector<Operation *> fills, empties;
  for (Operation *def : originals)
    (isa<linalg::FillOp>(def) ? fills : empties).push_back(def);
  for (Operation *fill : fills) {
    if (!fill->use_empty())
      continue;
    Operation *empty =
        cast<linalg::FillOp>(fill).getOutputs()[0].getDefiningOp();
    fill->erase();
    if (isa_and_nonnull<tensor::EmptyOp>(empty) &&
        !llvm::is_contained(empties, empty))
      empties.push_back(empty);
  }
  for (Operation *empty : empties)
    if (empty->use_empty())
      empty->erase();
  return added;
}

namespace {

struct OwnInitsPass : cleave::impl::CleaveOwnInitsBase<OwnInitsPass> {
  void runOnOperation() override {
    func::FuncOp fn = getOperation();
    if (!fn.isExternal() && fn.getBody().hasOneBlock())
      cleave::giveOwnInits(fn);
  }
};

} // namespace
