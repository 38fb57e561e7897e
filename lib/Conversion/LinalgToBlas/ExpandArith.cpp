//===- ExpandArith.cpp - arith-expand without float max and min -----------===//
//
// See Passes.td. The pattern sets are upstream's; integer max and min are
// left alone too (llvm.smax and kin).
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEEXPANDARITH
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

struct ExpandArithPass : cleave::impl::CleaveExpandArithBase<ExpandArithPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    arith::populateCeilFloorDivExpandOpsPatterns(patterns);
    arith::populateExpandScalingExtTruncPatterns(patterns);
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
