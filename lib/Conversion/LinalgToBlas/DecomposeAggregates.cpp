//===- DecomposeAggregates.cpp - Aggregate ops as their parts -------------===//

#include "cleave/Conversion/Common/IndexedLoops.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"
#include "cleave/TMTensor/TMTensorOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEDECOMPOSEAGGREGATES
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

struct DecomposeAggregatesPass
    : cleave::impl::CleaveDecomposeAggregatesBase<DecomposeAggregatesPass> {
  void runOnOperation() override {
    SmallVector<linalg::AggregatedOpInterface> aggregates;
    getOperation().walk(
        [&](linalg::AggregatedOpInterface op) { aggregates.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::AggregatedOpInterface op : aggregates) {
      rewriter.setInsertionPoint(op);
      FailureOr<SmallVector<Value>> parts = op.decomposeOperation(rewriter);
      if (failed(parts)) {
        op->emitOpError() << "cannot be decomposed into the linalg ops the "
                             "targets lower";
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *parts);
    }
    // Winograd's transforms have no bufferization either: each becomes its
    // loops of small matmuls (upstream's decomposition).
    SmallVector<Operation *> winograds;
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::WinogradFilterTransformOp,
              linalg::WinogradInputTransformOp,
              linalg::WinogradOutputTransformOp>(op))
        winograds.push_back(op);
    });
    for (Operation *op : winograds) {
      rewriter.setInsertionPoint(op);
      FailureOr<Operation *> loops = failure();
      if (auto filter = dyn_cast<linalg::WinogradFilterTransformOp>(op))
        loops = linalg::decomposeWinogradFilterTransformOp(rewriter, filter);
      else if (auto input = dyn_cast<linalg::WinogradInputTransformOp>(op))
        loops = linalg::decomposeWinogradInputTransformOp(rewriter, input);
      else
        loops = linalg::decomposeWinogradOutputTransformOp(
            rewriter, cast<linalg::WinogradOutputTransformOp>(op));
      if (failed(loops)) {
        op->emitOpError() << "cannot be decomposed into loops of matmuls";
        return signalPassFailure();
      }
    }
    // Gathers have no bufferization: each becomes its loop.
    SmallVector<tensor::GatherOp> gathers;
    getOperation().walk([&](tensor::GatherOp op) { gathers.push_back(op); });
    for (tensor::GatherOp op : gathers) {
      if (std::optional<std::string> why = whyNotGatherLoop(op)) {
        op->emitOpError() << "cannot be lowered to a loop: " << *why;
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, buildGatherLoop(rewriter, op));
    }
    // Scatters kept through partitioning (each device's local one) too.
    SmallVector<tm_tensor::ScatterOp> scatters;
    getOperation().walk(
        [&](tm_tensor::ScatterOp op) { scatters.push_back(op); });
    for (tm_tensor::ScatterOp op : scatters) {
      ScatterParts parts{op.getUpdates(), op.getIndices(), op.getOriginal(),
                         op.getDimensionMap(), &op.getRegion()};
      if (std::optional<std::string> why = whyNotScatterLoop(parts)) {
        op->emitOpError() << *why;
        return signalPassFailure();
      }
      SmallVector<int64_t> extents;
      for (int64_t d : op.getDimensionMap())
        extents.push_back(op.getOriginal().getType().getDimSize(d));
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(
          op, buildScatterLoop(rewriter, op.getLoc(), parts, {}, extents));
    }
    // And scans (torch's cumsum).
    SmallVector<tm_tensor::ScanOp> scans;
    getOperation().walk([&](tm_tensor::ScanOp op) { scans.push_back(op); });
    for (tm_tensor::ScanOp op : scans) {
      ScanParts parts{op.getInput(),     op.getOutput(),    op.getAccumulator(),
                      op.getDimension(), op.getInclusive(), &op.getRegion()};
      if (std::optional<std::string> why = whyNotScanLoop(parts)) {
        op->emitOpError() << *why;
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(op);
      auto [output, accumulated] = buildScanLoop(rewriter, op.getLoc(), parts);
      rewriter.replaceOp(op, ValueRange{output, accumulated});
    }
  }
};

} // namespace
