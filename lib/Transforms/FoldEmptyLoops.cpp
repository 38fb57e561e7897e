//===- FoldEmptyLoops.cpp - Linalg ops whose loops run no iteration -------===//
//
// See Passes.td. A batch_matmul over a contraction of size 0 (torch's bmm of
// an Nx0 and a 0xM operand: zeros) failed deep in the lowering with "offset 1
// is out-of-bounds" (sweep 34); an op whose loops run no iteration computes
// nothing, so its results are its inits.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/STLExtras.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEFOLDEMPTYLOOPS
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// Whether one of `op`'s loops has a static trip count of zero.
bool runsNoIteration(linalg::LinalgOp op) {
  return llvm::is_contained(op.getStaticLoopRanges(), int64_t(0));
}

struct FoldEmptyLoopsPass
    : cleave::impl::CleaveFoldEmptyLoopsBase<FoldEmptyLoopsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> empty;
    getOperation().walk([&](linalg::LinalgOp op) {
      // Only ops on tensors: an op on buffers has no results to replace
      // (it writes in place, and with no iteration writes nothing).
      if (op.hasPureTensorSemantics() && runsNoIteration(op))
        empty.push_back(op);
    });
    for (linalg::LinalgOp op : empty) {
      op->replaceAllUsesWith(op.getDpsInits());
      op->erase();
    }
  }
};

} // namespace
