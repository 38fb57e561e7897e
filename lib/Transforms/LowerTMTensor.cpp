//===- LowerTMTensor.cpp - tm_tensor scatter and scan into scf/linalg -----===//
//
// See Passes.td. Loops keep the sequential semantics of both ops (scatter
// rows in order, scan elements in order) so that the rewrite is exact for
// repeated indices and non-commutative combiners alike.
//
//===----------------------------------------------------------------------===//

#include "cleave/TMTensor/TMTensorOps.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVELOWERTMTENSOR
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

/// `ins` combined into `outs` elementwise by `region` (^bb0(%in, %out)),
/// both of type `type`.
Value combineElementwise(OpBuilder &b, Location loc, Region &region, Value ins,
                         Value outs) {
  auto type = cast<RankedTensorType>(outs.getType());
  SmallVector<AffineMap> maps(2, b.getMultiDimIdentityMap(type.getRank()));
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{type}, ValueRange{ins}, ValueRange{outs}, maps,
      iterators, [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        IRMapping mapping;
        Block &body = region.front();
        mapping.map(body.getArgument(0), args[0]);
        mapping.map(body.getArgument(1), args[1]);
        for (Operation &op : body.without_terminator())
          nested.clone(op, mapping);
        auto yield = cast<tm_tensor::YieldOp>(body.getTerminator());
        linalg::YieldOp::create(nested, nestedLoc,
                                mapping.lookupOrDefault(yield.getValues()[0]));
      });
  return generic.getResult(0);
}

LogicalResult lowerScatter(tm_tensor::ScatterOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  RankedTensorType updates = op.getUpdates().getType(),
                   original = op.getOriginal().getType();
  if (!updates.hasStaticShape() || !original.hasStaticShape())
    return op.emitOpError() << "needs static shapes to be lowered";
  // A row's update slice covers the original's trailing dimensions; the
  // mapped dimensions are taken at the row's indices (size 1 there).
  int64_t sliceRank = updates.getRank() - 1;
  int64_t offset = original.getRank() - sliceRank;
  ArrayRef<int64_t> map = op.getDimensionMap();
  for (int64_t d = 0; d < offset; ++d)
    if (!llvm::is_contained(map, d))
      return op.emitOpError() << "dimension " << d
                              << " of the original is neither indexed nor "
                                 "covered by the updates";
  for (int64_t d : map)
    if (d >= offset && updates.getDimSize(1 + d - offset) != 1)
      return op.emitOpError() << "an indexed dimension (" << d
                              << ") must have size 1 in the updates";
  auto sliceType = RankedTensorType::get(updates.getShape().drop_front(),
                                         updates.getElementType());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value rows = arith::ConstantIndexOp::create(b, loc, updates.getDimSize(0));
  auto loop = scf::ForOp::create(
      b, loc, zero, rows, one, ValueRange{op.getOriginal()},
      [&](OpBuilder &nb, Location nl, Value row, ValueRange carried) {
        SmallVector<OpFoldResult> offsets(original.getRank(),
                                          nb.getIndexAttr(0));
        SmallVector<OpFoldResult> sizes,
            strides(original.getRank(), nb.getIndexAttr(1));
        for (int64_t d = 0; d < original.getRank(); ++d)
          sizes.push_back(nb.getIndexAttr(
              d < offset ? 1 : updates.getDimSize(1 + d - offset)));
        for (auto [k, d] : llvm::enumerate(map)) {
          Value column = arith::ConstantIndexOp::create(nb, nl, k);
          Value id = tensor::ExtractOp::create(nb, nl, op.getIndices(),
                                               ValueRange{row, column});
          offsets[d] = arith::IndexCastOp::create(nb, nl, nb.getIndexType(), id)
                           .getResult();
        }
        Value old = tensor::ExtractSliceOp::create(
            nb, nl, sliceType, carried[0], offsets, sizes, strides);
        SmallVector<OpFoldResult> updateOffsets(updates.getRank(),
                                                nb.getIndexAttr(0));
        updateOffsets[0] = row;
        SmallVector<OpFoldResult> updateSizes = {nb.getIndexAttr(1)};
        for (int64_t s : sliceType.getShape())
          updateSizes.push_back(nb.getIndexAttr(s));
        Value update = tensor::ExtractSliceOp::create(
            nb, nl, sliceType, op.getUpdates(), updateOffsets, updateSizes,
            SmallVector<OpFoldResult>(updates.getRank(), nb.getIndexAttr(1)));
        Value combined =
            combineElementwise(nb, nl, op.getRegion(), update, old);
        Value next = tensor::InsertSliceOp::create(nb, nl, combined, carried[0],
                                                   offsets, sizes, strides);
        scf::YieldOp::create(nb, nl, next);
      });
  op.getResult().replaceAllUsesWith(loop.getResult(0));
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
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<tm_tensor::ScatterOp, tm_tensor::ScanOp>(op))
        ops.push_back(op);
    });
    bool ok = true;
    for (Operation *op : ops) {
      if (auto scatter = dyn_cast<tm_tensor::ScatterOp>(op))
        ok &= succeeded(lowerScatter(scatter));
      else
        ok &= succeeded(lowerScan(cast<tm_tensor::ScanOp>(op)));
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
