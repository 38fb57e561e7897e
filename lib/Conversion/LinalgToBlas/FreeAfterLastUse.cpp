//===- FreeAfterLastUse.cpp - Deallocate buffers when they die
//-------------===//
//
// See Passes.td. What derives from a buffer is followed conservatively:
// every result of an op with a derived operand is derived (a view, a
// pointer taken as an index and offset by arithmetic, a loaded scalar
// alike), so a dealloc only moves above ops that cannot reach the buffer.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEFREEAFTERLASTUSE
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// The last op of `block` that uses `buffer` or a value derived from it;
/// `position` numbers the block's ops in order.
Operation *findLastUse(Block &block, Value buffer, Operation *dealloc,
                       const llvm::DenseMap<Operation *, unsigned> &position) {
  llvm::SetVector<Value> derived;
  derived.insert(buffer);
  Operation *last = buffer.getDefiningOp();
  for (unsigned i = 0; i < derived.size(); ++i) {
    for (OpOperand &use : derived[i].getUses()) {
      Operation *owner = block.findAncestorOpInBlock(*use.getOwner());
      if (!owner || owner == dealloc)
        continue;
      if (position.lookup(last) < position.lookup(owner))
        last = owner;
      for (Value result : use.getOwner()->getResults())
        derived.insert(result);
      // An op inside a region derives what its ancestor returns, too.
      if (owner != use.getOwner())
        for (Value result : owner->getResults())
          derived.insert(result);
    }
  }
  return last;
}

struct FreeAfterLastUsePass
    : cleave::impl::CleaveFreeAfterLastUseBase<FreeAfterLastUsePass> {
  void runOnOperation() override {
    func::FuncOp fn = getOperation();
    if (fn.isExternal())
      return;
    Block &body = fn.getBody().front();
    // Positions are taken once, before any dealloc moves: asking the block
    // after each move would renumber it every time (quadratic in the ops).
    llvm::DenseMap<Operation *, unsigned> position;
    SmallVector<memref::DeallocOp> deallocs;
    unsigned next = 0;
    for (Operation &op : body) {
      position[&op] = next++;
      if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
        deallocs.push_back(dealloc);
    }
    SmallVector<std::pair<Operation *, Operation *>> moves;
    for (memref::DeallocOp dealloc : deallocs) {
      auto alloc = dealloc.getMemref().getDefiningOp<memref::AllocOp>();
      if (!alloc || alloc->getBlock() != &body)
        continue;
      Operation *last = findLastUse(body, alloc.getResult(), dealloc, position);
      if (position.lookup(last) < position.lookup(dealloc))
        moves.push_back({dealloc, last});
    }
    for (auto [dealloc, last] : moves)
      dealloc->moveAfter(last);
  }
};

} // namespace
