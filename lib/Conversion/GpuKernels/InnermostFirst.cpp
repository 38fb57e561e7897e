//===- InnermostFirst.cpp - Coalesced thread mapping for GPU loops --------===//

#include "cleave/Conversion/GpuKernels/Passes.h"

#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEINNERMOSTFIRST
#include "cleave/Conversion/GpuKernels/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
/// The constant upper bounds of a normalized nest (lower 0, step 1), if so.
std::optional<SmallVector<int64_t>> staticRanges(scf::ParallelOp op) {
  SmallVector<int64_t> ranges;
  for (auto [lower, upper, step] :
       llvm::zip(op.getLowerBound(), op.getUpperBound(), op.getStep())) {
    std::optional<int64_t> l = getConstantIntValue(lower),
                           u = getConstantIntValue(upper),
                           s = getConstantIntValue(step);
    if (!l || !u || !s || *l != 0 || *s != 1)
      return std::nullopt;
    ranges.push_back(*u);
  }
  return ranges;
}

/// One loop over the product of `ranges`, its index split row-major.
void collapseStatic(IRRewriter &rewriter, scf::ParallelOp op,
                    ArrayRef<int64_t> ranges) {
  Location loc = op.getLoc();
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  int64_t total = 1;
  for (int64_t r : ranges)
    total *= r;
  auto flat =
      scf::ParallelOp::create(rewriter, loc, ValueRange{index(0)},
                              ValueRange{index(total)}, ValueRange{index(1)});
  Block *body = flat.getBody();
  rewriter.eraseOp(body->getTerminator());
  rewriter.setInsertionPointToStart(body);
  SmallVector<Value> ivs(ranges.size());
  Value rest = body->getArgument(0);
  for (int64_t d = int64_t(ranges.size()) - 1; d >= 0; --d) {
    if (d == 0) {
      ivs[d] = rest;
      break;
    }
    ivs[d] = arith::RemUIOp::create(rewriter, loc, rest, index(ranges[d]));
    rest = arith::DivUIOp::create(rewriter, loc, rest, index(ranges[d]));
  }
  rewriter.mergeBlocks(op.getBody(), body, ivs);
  rewriter.eraseOp(op);
}

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
      // One dimension, linearized in the original order: the last (the
      // innermost, contiguous) varies fastest.
      std::vector<unsigned> all(op.getNumLoops());
      for (unsigned d = 0; d < all.size(); ++d)
        all[d] = d;
      rewriter.setInsertionPoint(op);
      if (std::optional<SmallVector<int64_t>> ranges = staticRanges(op))
        collapseStatic(rewriter, op, *ranges);
      else
        collapseParallelLoops(rewriter, op, {all});
    }
  }
};
} // namespace
