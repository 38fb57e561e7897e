//===- FuseElementwise.cpp - Elementwise fusion that keeps GEMMs ----------===//

#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEFUSEELEMENTWISE
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// Upstream's rule (a single-use producer), unless the consumer is a
/// contraction: it must stay a plain multiply-add for BLAS. Nor does a
/// device op fuse with a host one (the optimizer step on the host): the
/// fused loop would run where the cost model did not put it.
bool shouldFuse(OpOperand *fused) {
  Operation *producer = fused->get().getDefiningOp();
  if (!producer || !producer->hasOneUse())
    return false;
  Operation *consumer = fused->getOwner();
  if (cleave::runsOnHost(producer) != cleave::runsOnHost(consumer))
    return false;
  auto linalgConsumer = dyn_cast<linalg::LinalgOp>(consumer);
  if (!linalgConsumer)
    return true;
  if (linalg::isaContractionOpInterface(linalgConsumer))
    return false;
  // A producer whose payload reads its init (an accumulation into it) stays
  // an output of the fused op. Fused into a consumer that broadcasts it,
  // that output's map drops the broadcast loops, and the accumulation ran
  // once per broadcast element: a pipelined step's sum over microbatches,
  // broadcast over the batch, was added 8 times.
  auto linalgProducer = dyn_cast<linalg::LinalgOp>(producer);
  bool readsInit =
      linalgProducer &&
      llvm::any_of(linalgProducer.getDpsInitsMutable(), [&](OpOperand &init) {
        return linalgProducer.payloadUsesValueFromOperand(&init);
      });
  return !readsInit ||
         linalgConsumer.getMatchingIndexingMap(fused).isPermutation();
}

struct FuseElementwisePass
    : cleave::impl::CleaveFuseElementwiseBase<FuseElementwisePass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFuse);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, shouldFuse);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns, shouldFuse);
    // Top-down, as upstream's pass: fewer iterations on long chains.
    (void)applyPatternsGreedily(getOperation(), std::move(patterns),
                                GreedyRewriteConfig().setUseTopDownTraversal());
  }
};
} // namespace
