//===- ApproximateMath.cpp - Vectorizable transcendental functions --------===//
//
// See Passes.td. The rewrites are upstream's; this pass only chooses which
// functions: those models use in bulk (GELU, softmax, losses, SiLU) whose
// approximation stays within a few ulp of the exact result over the whole
// f32 range (Execution/approximate-math.test measures it). Not sin and cos:
// their absolute error near zero is 6e-8 (sin(1e-30) = 6.2e-8), which a
// rotary embedding's position 0 would see.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSwitch.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEAPPROXIMATEMATH
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// `name` is an op's name ("math.tanh").
bool isApproximated(StringRef name) {
  return llvm::StringSwitch<bool>(name)
      .Cases({"math.tanh", "math.exp", "math.expm1", "math.log"}, true)
      .Cases({"math.log1p", "math.log2", "math.erf", "math.erfc"}, true)
      .Default(false);
}

struct ApproximateMathPass
    : cleave::impl::CleaveApproximateMathBase<ApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns, isApproximated);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
