//===- OverlapCollectives.cpp - Join collectives where their data is used -===//

#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/Cuda/Passes.h"

#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/StringSwitch.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEOVERLAPCOLLECTIVES
#include "cleave/Conversion/Cuda/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// The runtime calls that are collectives (send/recv are not announced:
/// their order is their meaning).
bool isCollective(StringRef callee) {
  return llvm::StringSwitch<bool>(callee)
      .Cases({"__cleave_all_reduce", "__cleave_all_gather",
              "__cleave_reduce_scatter", "__cleave_all_to_all",
              "__cleave_collective_permute", "__cleave_broadcast"},
             true)
      .Default(false);
}

/// The allocation (or argument) a buffer is a view of.
Value rootOf(Value buffer) {
  while (auto view = buffer.getDefiningOp<ViewLikeOpInterface>())
    buffer = view.getViewSource();
  return buffer;
}

/// `root` and every memref view of it, transitively.
void collectViews(Value root, DenseSet<Value> &aliases) {
  SmallVector<Value> work = {root};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!aliases.insert(v).second)
      continue;
    for (Operation *user : v.getUsers())
      if (auto view = dyn_cast<ViewLikeOpInterface>(user))
        if (view.getViewSource() == v)
          for (Value result : user->getResults())
            if (isa<MemRefType>(result.getType()))
              work.push_back(result);
  }
}

/// The buffers whose addresses an index argument is computed from
/// (RuntimeCalls::pointer: the aligned pointer, plus an offset).
void addressedBuffers(Value arg, SmallVectorImpl<Value> &buffers) {
  SmallVector<Value> work = {arg};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    Operation *def = v.getDefiningOp();
    if (!def)
      continue;
    if (auto address = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(def))
      buffers.push_back(address.getSource());
    else if (auto metadata = dyn_cast<memref::ExtractStridedMetadataOp>(def))
      buffers.push_back(metadata.getSource());
    else if (isPure(def) && def->getNumRegions() == 0)
      llvm::append_range(work, def->getOperands());
  }
}

/// A deallocation: the CUDA target's runtime free, the CPU target's
/// memref.dealloc (the runtime's counted pool).
bool isFreeCall(Operation *op) {
  if (isa<memref::DeallocOp>(op))
    return true;
  auto call = dyn_cast<func::CallOp>(op);
  return call && call.getCallee() == "__cleave_cuda_free";
}

void overlap(IRRewriter &rewriter, func::CallOp call, bool inputCopied) {
  // Values that are, or are computed from, the call's buffers (with the
  // input copied at the start: the output's, all_reduce's argument 1).
  DenseSet<Value> tainted;
  ValueRange args = call.getArgOperands();
  if (inputCopied)
    args = args.slice(1, 1);
  for (Value arg : args) {
    SmallVector<Value> buffers;
    addressedBuffers(arg, buffers);
    for (Value buffer : buffers)
      collectViews(rootOf(buffer), tainted);
  }
  // Values computed from them anywhere, before the call too: CSE leaves one
  // address of a buffer for the collective and a later GEMM alike.
  SmallVector<Value> work(tainted.begin(), tainted.end());
  while (!work.empty()) {
    Value v = work.pop_back_val();
    for (Operation *user : v.getUsers())
      if (isPure(user) && user->getNumRegions() == 0)
        for (Value result : user->getResults())
          if (tainted.insert(result).second)
            work.push_back(result);
  }
  auto uses = [&](Operation *op) {
    return llvm::any_of(op->getOperands(),
                        [&](Value v) { return tainted.contains(v); });
  };

  // The first later op that may touch the buffers' memory. Pure ops (views,
  // addresses, dims) only spread the taint; frees move after the join.
  SmallVector<Operation *> frees;
  Operation *joinBefore = call->getBlock()->getTerminator();
  for (Operation *op = call->getNextNode(); op && op != joinBefore;
       op = op->getNextNode()) {
    if (op->getNumRegions()) {
      bool inside = op->walk([&](Operation *inner) {
                        return uses(inner) ? WalkResult::interrupt()
                                           : WalkResult::advance();
                      }).wasInterrupted();
      if (!inside)
        continue;
      joinBefore = op;
      break;
    }
    if (!uses(op))
      continue;
    if (isFreeCall(op)) {
      frees.push_back(op);
      continue;
    }
    if (isPure(op)) {
      tainted.insert(op->getResults().begin(), op->getResults().end());
      continue;
    }
    joinBefore = op;
    break;
  }

  rewriter.setInsertionPoint(call);
  Value ticket =
      cleave::RuntimeCalls(rewriter, call)
          .call("__cleave_collective_async", {}, {rewriter.getI64Type()})[0];
  rewriter.setInsertionPoint(joinBefore);
  cleave::RuntimeCalls(rewriter, joinBefore)
      .call("__cleave_collective_join", {ticket});
  for (Operation *op : frees)
    rewriter.moveOpBefore(op, joinBefore);
}

struct OverlapCollectivesPass
    : cleave::impl::CleaveOverlapCollectivesBase<OverlapCollectivesPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<func::CallOp> calls;
    getOperation().walk([&](func::CallOp call) {
      if (inputCopied ? call.getCallee() == "__cleave_all_reduce"
                      : isCollective(call.getCallee()))
        calls.push_back(call);
    });
    IRRewriter rewriter(&getContext());
    for (func::CallOp call : calls)
      overlap(rewriter, call, inputCopied);
  }
};
} // namespace
