//===- LowerTMTensor.cpp - tm_tensor scatter and scan into scf/linalg -----===//
//
// See Passes.td. Loops keep the sequential semantics of both ops (scatter
// rows in order, scan elements in order) so that the rewrite is exact for
// repeated indices and non-commutative combiners alike. The scatter's loop
// is shared with the target lowering and the partitioner (IndexedLoops.h).
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/IndexedLoops.h"
#include "cleave/TMTensor/TMTensorOps.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVELOWERTMTENSOR
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

ScatterParts getParts(tm_tensor::ScatterOp op) {
  return ScatterParts{op.getUpdates(), op.getIndices(), op.getOriginal(),
                      op.getDimensionMap(), &op.getRegion()};
}

/// Refuses a scatter the loop cannot express (at import, before anything
/// else sees it).
LogicalResult checkScatter(tm_tensor::ScatterOp op) {
  if (std::optional<std::string> why = whyNotScatterLoop(getParts(op)))
    return op.emitOpError() << *why;
  return success();
}

LogicalResult lowerScatter(tm_tensor::ScatterOp op) {
  if (failed(checkScatter(op)))
    return failure();
  OpBuilder b(op);
  SmallVector<int64_t> extents;
  for (int64_t d : op.getDimensionMap())
    extents.push_back(op.getOriginal().getType().getDimSize(d));
  op.getResult().replaceAllUsesWith(
      buildScatterLoop(b, op.getLoc(), getParts(op), {}, extents));
  op.erase();
  return success();
}

LogicalResult lowerScan(tm_tensor::ScanOp op) {
  if (!op.getInclusive())
    return op.emitOpError() << "exclusive scans are not supported yet "
                               "(torch's cumsum is inclusive)";
  RankedTensorType input = op.getInput().getType();
  if (!input.hasStaticShape())
    return op.emitOpError() << "needs static shapes to be lowered";
  OpBuilder b(op);
  Location loc = op.getLoc();
  int64_t dim = op.getDimension();
  auto rowType = cast<RankedTensorType>(op.getAccumulator().getType());
  auto at = [&](OpBuilder &nb, Value index) {
    SmallVector<OpFoldResult> offsets(input.getRank(), nb.getIndexAttr(0)),
        sizes, strides(input.getRank(), nb.getIndexAttr(1));
    for (int64_t d = 0; d < input.getRank(); ++d)
      sizes.push_back(nb.getIndexAttr(d == dim ? 1 : input.getDimSize(d)));
    offsets[dim] = index;
    return std::make_tuple(offsets, sizes, strides);
  };
  // Element 0 is the input itself; element i combines input i with i - 1.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  auto [offsets0, sizes0, strides0] = at(b, zero);
  Value slice0 = tensor::ExtractSliceOp::create(b, loc, rowType, op.getInput(),
                                                offsets0, sizes0, strides0);
  // A fresh tensor: the running value is updated in place, and a view of
  // the input would make bufferization write into the input.
  Value first =
      linalg::CopyOp::create(b, loc, slice0,
                             tensor::EmptyOp::create(b, loc, rowType.getShape(),
                                                     rowType.getElementType())
                                 .getResult())
          .getResult(0);
  Value output = tensor::InsertSliceOp::create(b, loc, first, op.getOutput(),
                                               offsets0, sizes0, strides0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value extent = arith::ConstantIndexOp::create(b, loc, input.getDimSize(dim));
  auto loop = scf::ForOp::create(
      b, loc, one, extent, one, ValueRange{output, first},
      [&](OpBuilder &nb, Location nl, Value i, ValueRange carried) {
        auto [offsets, sizes, strides] = at(nb, i);
        Value x = tensor::ExtractSliceOp::create(nb, nl, rowType, op.getInput(),
                                                 offsets, sizes, strides);
        Value running =
            combineElementwise(nb, nl, op.getRegion(), x, carried[1]);
        Value next = tensor::InsertSliceOp::create(nb, nl, running, carried[0],
                                                   offsets, sizes, strides);
        scf::YieldOp::create(nb, nl, ValueRange{next, running});
      });
  op.getResult().replaceAllUsesWith(loop.getResult(0));
  op.getAccumulated().replaceAllUsesWith(loop.getResult(1));
  op.erase();
  return success();
}

struct LowerTMTensorPass
    : cleave::impl::CleaveLowerTMTensorBase<LowerTMTensorPass> {
  using CleaveLowerTMTensorBase::CleaveLowerTMTensorBase;
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<tm_tensor::ScatterOp, tm_tensor::ScanOp>(op))
        ops.push_back(op);
    });
    bool ok = true;
    for (Operation *op : ops) {
      if (auto scatter = dyn_cast<tm_tensor::ScatterOp>(op))
        ok &=
            succeeded(scatters ? lowerScatter(scatter) : checkScatter(scatter));
      else
        ok &= succeeded(lowerScan(cast<tm_tensor::ScanOp>(op)));
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
