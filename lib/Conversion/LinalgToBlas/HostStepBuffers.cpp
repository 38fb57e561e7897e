//===- HostStepBuffers.cpp - What an optimizer step on the host writes ----===//
//
// See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"
#include "cleave/IR/CleaveDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEHOSTSTEPBUFFERS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// The buffer `v` is a view of (or `v`).
Value baseBuffer(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def))
      v = view.getViewSource();
    else if (auto cast = dyn_cast<memref::CastOp>(def))
      v = cast.getSource();
    else
      break;
  }
  return v;
}

/// Whether `op` is the first op of `alloc`'s block to use its buffer
/// (through views): a buffer a device op wrote first stays the device's.
bool isFirstUser(memref::AllocOp alloc, Operation *op) {
  Block *block = alloc->getBlock();
  SmallVector<Value> work{alloc.getResult()};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (auto view = dyn_cast<ViewLikeOpInterface>(user)) {
        work.push_back(view->getResult(0));
        continue;
      }
      Operation *top = block->findAncestorOpInBlock(*user);
      if (top && top != op && top->isBeforeInBlock(op))
        return false;
    }
  }
  return true;
}

struct HostStepBuffersPass
    : cleave::impl::CleaveHostStepBuffersBase<HostStepBuffersPass> {
  using Base::Base;
  void runOnOperation() override {
    // A module pass: the runtime function is declared once, not by
    // functions in parallel.
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (!fn.isExternal())
        runOnFunction(fn);
  }

  void runOnFunction(func::FuncOp fn) {
    // Host memory so far: the host-placed arguments, then what ops reading
    // host memory write (program order is data order).
    llvm::DenseSet<Value> host;
    for (BlockArgument arg : fn.getArguments())
      if (auto p = fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                   cleave::kPlacementAttr);
          p && p.getValue() == "host")
        host.insert(arg);
    if (host.empty() && !fn->hasAttr(cleave::kToHostAttr))
      return;
    SmallVector<memref::AllocOp> allocs;
    for (Operation &op : fn.getBody().front()) {
      // An activation kept on the host: what its copy there writes first.
      if (cleave::isCopyToHost(&op)) {
        Value buffer = baseBuffer(cast<linalg::CopyOp>(op).getOutputs()[0]);
        if (auto alloc = buffer.getDefiningOp<memref::AllocOp>();
            alloc && isFirstUser(alloc, &op) && host.insert(buffer).second)
          allocs.push_back(alloc);
        continue;
      }
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      if (activationsOnly)
        continue;
      // Copies are transfers: the offload's copies in read host memory into
      // device buffers, write-backs write it.
      if (!linalgOp || isa<linalg::CopyOp>(op) ||
          llvm::none_of(linalgOp.getDpsInputs(),
                        [&](Value v) { return host.contains(baseBuffer(v)); }))
        continue;
      // (An out-parameter it writes, the buffer of the argument it updates,
      // is host memory too.)
      for (Value init : linalgOp.getDpsInits()) {
        Value buffer = baseBuffer(init);
        if (!host.insert(buffer).second)
          continue;
        if (auto alloc = buffer.getDefiningOp<memref::AllocOp>();
            alloc && isFirstUser(alloc, &op))
          allocs.push_back(alloc);
      }
    }
    IRRewriter rewriter(&getContext());
    UnitAttr unit = rewriter.getUnitAttr();
    for (memref::AllocOp alloc : allocs) {
      alloc->setAttr(cleave::kHostMemoryAttr, unit);
      rewriter.setInsertionPoint(alloc);
      cleave::RuntimeCalls(rewriter, alloc)
          .call("__cleave_next_alloc_on_host", {});
    }
  }
};

} // namespace
