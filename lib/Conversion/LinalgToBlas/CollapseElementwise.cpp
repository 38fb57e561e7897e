//===- CollapseElementwise.cpp - One loop over contiguous elementwise ops -===//
//
// See Passes.td. The trailing parallel loops an elementwise op walks in
// the same order in every operand become one, so that the innermost loop
// LLVM vectorizes is as long as the contiguous run, not the last dimension.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVECOLLAPSEELEMENTWISE
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

/// The reassociation of `map`'s results when loops `run` become one, or
/// nullopt where the map does not read them as one contiguous run.
static std::optional<SmallVector<ReassociationIndices>>
getOperandGroups(AffineMap map, const ReassociationIndices &run) {
  SmallVector<ReassociationIndices> groups;
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    auto dim = dyn_cast<AffineDimExpr>(map.getResult(r));
    if (dim && dim.getPosition() == unsigned(run.front())) {
      for (unsigned k = 1; k < run.size(); ++k) {
        if (r + k >= map.getNumResults())
          return std::nullopt;
        auto next = dyn_cast<AffineDimExpr>(map.getResult(r + k));
        if (!next || next.getPosition() != unsigned(run[k]))
          return std::nullopt;
      }
      ReassociationIndices group;
      for (unsigned k = 0; k < run.size(); ++k)
        group.push_back(r + k);
      groups.push_back(group);
      r += run.size() - 1;
      continue;
    }
    groups.push_back({int64_t(r)});
  }
  return groups;
}

/// The longest run of trailing parallel loops, ending with the innermost,
/// that every operand reads contiguously (an empty run: none of two or
/// more).
static ReassociationIndices getCollapsibleRun(linalg::GenericOp op) {
  unsigned loops = op.getNumLoops();
  if (loops < 2 || !op.hasPureBufferSemantics() ||
      !op.getBody()->getOps<linalg::IndexOp>().empty())
    return {};
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  // collapseOpIterationDims reads only dimensions: a constant index (a
  // reduction into a 1x8x32 buffer reads it at (0, i, j)) became a loop.
  if (!llvm::all_of(maps,
                    [](AffineMap m) { return m.isProjectedPermutation(); }))
    return {};
  for (unsigned first = 0; first + 1 < loops; ++first) {
    ReassociationIndices run;
    for (unsigned d = first; d < loops; ++d)
      run.push_back(d);
    if (llvm::any_of(run, [&](int64_t d) {
          return iterators[d] != utils::IteratorType::parallel;
        }))
      continue;
    if (!linalg::areDimSequencesPreserved(maps, {run}))
      continue;
    auto collapsible = [&](OpOperand &operand) {
      // A scalar operand reads no loop.
      if (!isa<ShapedType>(operand.get().getType()))
        return true;
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      std::optional<SmallVector<ReassociationIndices>> groups =
          getOperandGroups(op.getMatchingIndexingMap(&operand), run);
      return type && groups &&
             memref::CollapseShapeOp::isGuaranteedCollapsible(type, *groups);
    };
    if (llvm::all_of(op->getOpOperands(), collapsible))
      return run;
  }
  return {};
}

namespace {

struct CollapseElementwisePass
    : cleave::impl::CleaveCollapseElementwiseBase<CollapseElementwisePass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> ops;
    getOperation().walk([&](linalg::GenericOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : ops) {
      ReassociationIndices run = getCollapsibleRun(op);
      if (run.empty())
        continue;
      SmallVector<ReassociationIndices> folded = {run};
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::CollapseResult> collapsed =
          linalg::collapseOpIterationDims(op, folded, rewriter);
      if (failed(collapsed))
        continue;
      rewriter.replaceOp(op, collapsed->results);
    }
  }
};

} // namespace
