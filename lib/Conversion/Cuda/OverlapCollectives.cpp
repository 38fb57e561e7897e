//===- OverlapCollectives.cpp - Join collectives where their data is used -===//

#include "cleave/Conversion/Common/BufferTouches.h"
#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/Cuda/Passes.h"

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

void overlap(IRRewriter &rewriter, func::CallOp call, bool inputCopied) {
  // Values that are, or are computed from, the call's buffers (with the
  // input copied at the start: the output's, all_reduce's argument 1),
  // before the call too: CSE leaves one address of a buffer for the
  // collective and a later GEMM alike.
  DenseSet<Value> aliases;
  ValueRange args = call.getArgOperands();
  if (inputCopied)
    args = args.slice(1, 1);
  for (Value arg : args) {
    SmallVector<Value> buffers;
    cleave::getAddressedBuffers(arg, buffers);
    for (Value buffer : buffers)
      cleave::addBufferAliases(cleave::getBufferRoot(buffer), aliases);
  }
  SmallVector<Operation *> frees;
  Operation *joinBefore = cleave::findFirstTouch(call, aliases, frees);

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
