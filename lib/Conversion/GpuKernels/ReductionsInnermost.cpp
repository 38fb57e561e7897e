//===- ReductionsInnermost.cpp - One kernel per reducing linalg op --------===//

#include "cleave/Conversion/GpuKernels/Passes.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEREDUCTIONSINNERMOST
#include "cleave/Conversion/GpuKernels/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// The stable permutation that puts parallel loops first; empty if they
/// already are.
SmallVector<unsigned> parallelFirst(linalg::LinalgOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<unsigned> order;
  for (unsigned i = 0, e = iterators.size(); i < e; ++i)
    if (iterators[i] == utils::IteratorType::parallel)
      order.push_back(i);
  for (unsigned i = 0, e = iterators.size(); i < e; ++i)
    if (iterators[i] != utils::IteratorType::parallel)
      order.push_back(i);
  for (unsigned i = 0, e = order.size(); i < e; ++i)
    if (order[i] != i)
      return order;
  return {};
}

/// Several reduction loops (a norm's weight gradient sums over batch and
/// sequence; a loss over all elements) become one where every operand reads
/// them as consecutive dimensions of a contiguous buffer, so that the
/// reduction kernels see a single long reduction.
void foldReductions(RewriterBase &rewriter, linalg::GenericOp op) {
  unsigned numLoops = op.getNumLoops(),
           numReductions = op.getNumReductionLoops();
  if (numReductions < 2)
    return;
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<MemRefType>(operand.getType());
    if (type && !type.getLayout().isIdentity())
      return;
  }
  // Upstream's collapse mishandles maps that are not projected permutations
  // (a convolution's window `oh + kh`, pooling's `(n, c, 0, 0)` output),
  // leaving operands that no longer match their maps.
  if (!llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isProjectedPermutation(); }))
    return;
  ReassociationIndices reductions;
  for (unsigned d = numLoops - numReductions; d < numLoops; ++d)
    reductions.push_back(d);
  if (!linalg::areDimSequencesPreserved(op.getIndexingMapsArray(),
                                        {reductions}))
    return;
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(op, {reductions}, rewriter);
  if (succeeded(collapsed))
    rewriter.replaceOp(op, collapsed->results);
}

struct ReductionsInnermostPass
    : cleave::impl::CleaveReductionsInnermostBase<ReductionsInnermostPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    // Named ops with reductions are generalized even when already in order,
    // so that later passes see one form (cleave-gpu-row-reductions).
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics() &&
          (!parallelFirst(op).empty() || op.getNumReductionLoops() > 1 ||
           (!isa<linalg::GenericOp>(op) && op.getNumReductionLoops() > 0)))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      rewriter.setInsertionPoint(op);
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic) {
        FailureOr<linalg::GenericOp> generalized =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(generalized))
          continue; // Still correct, with the reduction loops outside.
        generic = *generalized;
      }
      // interchangeGenericOp's vector maps new loop positions to old ones.
      SmallVector<unsigned> order = parallelFirst(generic);
      if (!order.empty()) {
        FailureOr<linalg::GenericOp> interchanged =
            linalg::interchangeGenericOp(rewriter, generic, order);
        if (succeeded(interchanged))
          generic = *interchanged;
      }
      foldReductions(rewriter, generic);
    }
  }
};
} // namespace
