//===- InnermostFirst.cpp - Coalesced thread mapping for GPU loops --------===//

#include "cleave/Conversion/Passes.h"

#include "mlir/IR/IRMapping.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEINNERMOSTFIRST
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
struct InnermostFirstPass
    : cleave::impl::CleaveInnermostFirstBase<InnermostFirstPass> {
  void runOnOperation() override {
    SmallVector<scf::ParallelOp> nests;
    getOperation().walk([&](scf::ParallelOp op) {
      if (!op->getParentOfType<scf::ParallelOp>() && op.getNumLoops() > 1 &&
          op.getNumReductions() == 0)
        nests.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp op : nests) {
      auto reversed = [](ValueRange values) {
        return llvm::to_vector(llvm::reverse(values));
      };
      rewriter.setInsertionPoint(op);
      auto swapped = scf::ParallelOp::create(
          rewriter, op.getLoc(), reversed(op.getLowerBound()),
          reversed(op.getUpperBound()), reversed(op.getStep()));
      // The new body: the old one, with induction variables reversed.
      Block *newBody = swapped.getBody();
      rewriter.eraseOp(newBody->getTerminator());
      SmallVector<Value> ivs = reversed(ValueRange(newBody->getArguments()));
      rewriter.mergeBlocks(op.getBody(), newBody, ivs);
      rewriter.eraseOp(op);
    }
  }
};
} // namespace
