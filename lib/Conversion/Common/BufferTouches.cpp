//===- BufferTouches.cpp - Where lowered code next touches a buffer -------===//

#include "cleave/Conversion/Common/BufferTouches.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

namespace cleave {

Value getBufferRoot(Value buffer) {
  while (auto view = buffer.getDefiningOp<ViewLikeOpInterface>())
    buffer = view.getViewSource();
  return buffer;
}

void addBufferAliases(Value root, DenseSet<Value> &aliases) {
  SmallVector<Value> work = {root};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!aliases.insert(v).second)
      continue;
    for (Operation *user : v.getUsers())
      if (isPure(user) && user->getNumRegions() == 0)
        llvm::append_range(work, user->getResults());
  }
}

void getAddressedBuffers(Value address, SmallVectorImpl<Value> &buffers) {
  SmallVector<Value> work = {address};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    Operation *def = v.getDefiningOp();
    if (!def)
      continue;
    if (auto pointer = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(def))
      buffers.push_back(pointer.getSource());
    else if (auto metadata = dyn_cast<memref::ExtractStridedMetadataOp>(def))
      buffers.push_back(metadata.getSource());
    else if (isPure(def) && def->getNumRegions() == 0)
      llvm::append_range(work, def->getOperands());
  }
}

/// A deallocation: the CUDA target's runtime frees (device memory, the
/// pinned host pool), the CPU target's memref.dealloc (the runtime's
/// counted pool).
static bool isFree(Operation *op) {
  if (isa<memref::DeallocOp>(op))
    return true;
  auto call = dyn_cast<func::CallOp>(op);
  return call && (call.getCallee() == "__cleave_cuda_free" ||
                  call.getCallee() == "__cleave_cuda_host_free");
}

Operation *findFirstTouch(Operation *from, DenseSet<Value> &aliases,
                          SmallVectorImpl<Operation *> &frees) {
  auto uses = [&](Operation *op) {
    return llvm::any_of(op->getOperands(),
                        [&](Value v) { return aliases.contains(v); });
  };
  Operation *end = from->getBlock()->getTerminator();
  for (Operation *op = from->getNextNode(); op && op != end;
       op = op->getNextNode()) {
    if (op->getNumRegions()) {
      if (op->walk([&](Operation *inner) {
              return uses(inner) ? WalkResult::interrupt()
                                 : WalkResult::advance();
            }).wasInterrupted())
        return op;
      continue;
    }
    if (!uses(op))
      continue;
    if (isFree(op)) {
      frees.push_back(op);
      continue;
    }
    if (isPure(op)) {
      aliases.insert(op->getResults().begin(), op->getResults().end());
      continue;
    }
    return op;
  }
  return end;
}

} // namespace cleave
