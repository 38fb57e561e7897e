//===- ReassociateReductions.cpp - Vectorizable float reductions ----------===//
//
// See Passes.td. Only the combiner gets the flag: it is the instruction of
// the loop-carried chain LLVM's vectorizer checks, and flags on the ops
// feeding it would license rewrites this pass does not intend.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEREASSOCIATEREDUCTIONS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// The op combining `acc` (an output's block argument) with the next
/// element, when `acc`'s one use is a floating-point add, multiply, max or
/// min whose result `yield` gives back for the same output.
arith::ArithFastMathInterface getCombiner(BlockArgument acc, Value yielded) {
  if (!acc.hasOneUse() || yielded.getDefiningOp() != *acc.getUsers().begin())
    return {};
  Operation *op = yielded.getDefiningOp();
  if (!isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
           arith::MaxNumFOp, arith::MinNumFOp>(op))
    return {};
  return dyn_cast<arith::ArithFastMathInterface>(op);
}

struct ReassociateReductionsPass
    : cleave::impl::CleaveReassociateReductionsBase<ReassociateReductionsPass> {
  void runOnOperation() override {
    getOperation().walk([](linalg::GenericOp generic) {
      if (generic.getNumReductionLoops() == 0)
        return;
      auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
      for (OpOperand &init : generic.getDpsInitsMutable()) {
        unsigned index = init.getOperandNumber() - generic.getNumDpsInputs();
        BlockArgument acc = generic.getMatchingBlockArgument(&init);
        arith::ArithFastMathInterface combiner =
            getCombiner(acc, yield.getOperand(index));
        if (!combiner)
          continue;
        combiner->setAttr(combiner.getFastMathAttrName(),
                          arith::FastMathFlagsAttr::get(
                              generic.getContext(),
                              combiner.getFastMathFlagsAttr().getValue() |
                                  arith::FastMathFlags::reassoc));
      }
    });
  }
};

} // namespace
