//===- GuardAsserts.cpp - Asserts that do not keep loops on the host ------===//

#include "cleave/Conversion/GpuKernels/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEGUARDASSERTS
#include "cleave/Conversion/GpuKernels/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
struct GuardAssertsPass
    : cleave::impl::CleaveGuardAssertsBase<GuardAssertsPass> {
  void runOnOperation() override {
    SmallVector<cf::AssertOp> asserts;
    getOperation().walk([&](cf::AssertOp op) {
      if (isa<scf::ParallelOp>(op->getParentOp()))
        asserts.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (cf::AssertOp op : asserts) {
      rewriter.setInsertionPoint(op);
      Location loc = op.getLoc();
      Value isTrue = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
      Value failed = arith::XOrIOp::create(rewriter, loc, op.getArg(), isTrue);
      auto guard = scf::IfOp::create(rewriter, loc, failed);
      rewriter.setInsertionPointToStart(guard.thenBlock());
      Value isFalse = arith::ConstantIntOp::create(rewriter, loc, 0, 1);
      cf::AssertOp::create(rewriter, loc, isFalse, op.getMsg());
      rewriter.eraseOp(op);
    }
  }
};
} // namespace
