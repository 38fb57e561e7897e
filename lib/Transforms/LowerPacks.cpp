//===- LowerPacks.cpp - Data-layout ops as ops with sharding rules --------===//
//
// See Passes.td. linalg.pack and linalg.unpack have no bufferization in
// MLIR 22's one-shot pipeline as Cleave runs it ("op was not bufferized")
// and no sharding rule; written as pad, reshape and transpose they have
// both. A pad by negative amounts becomes a slice and a pad.
// tensor.bitcast becomes an elementwise arith.bitcast (a chain of
// them one). tensor.scatter
// has no lowering upstream either: it is refused by name, with the way out.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVELOWERPACKS
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// `tensor.bitcast` as a generic that bitcasts each element.
Value bitcastElementwise(RewriterBase &rewriter, tensor::BitcastOp op) {
  auto from = cast<RankedTensorType>(op.getSource().getType());
  auto to = cast<RankedTensorType>(op.getType());
  Location loc = op.getLoc();
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < to.getRank(); ++d)
    if (to.isDynamicDim(d))
      sizes.push_back(tensor::DimOp::create(rewriter, loc, op.getSource(), d));
  Value init = tensor::EmptyOp::create(rewriter, loc, to.getShape(),
                                       to.getElementType(), sizes);
  AffineMap id = rewriter.getMultiDimIdentityMap(from.getRank());
  SmallVector<utils::IteratorType> iterators(from.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{to}, ValueRange{op.getSource()},
      ValueRange{init}, ArrayRef<AffineMap>{id, id}, iterators,
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value cast =
            arith::BitcastOp::create(b, l, to.getElementType(), args[0]);
        linalg::YieldOp::create(b, l, cast);
      });
  return generic.getResult(0);
}

bool isSignless(Type type) {
  auto integer = dyn_cast<IntegerType>(getElementTypeOrSelf(type));
  return !integer || integer.isSignless();
}

/// Each bitcast of a chain from its first source (bitcasts of bitcasts
/// are one bitcast): a chain through a signed or unsigned integer type
/// (i32 -> ui32 -> f32) then needs no arith.bitcast of that type, which
/// arith does not have. A chain back to its source type is the source.
LogicalResult lowerBitcasts(IRRewriter &rewriter, Operation *root) {
  SmallVector<tensor::BitcastOp> bitcasts;
  root->walk([&](tensor::BitcastOp op) { bitcasts.push_back(op); });
  // Last first: a chain's later bitcasts skip the earlier ones, which are
  // then dead when their turn comes.
  for (tensor::BitcastOp op : llvm::reverse(bitcasts)) {
    if (op->use_empty()) {
      rewriter.eraseOp(op);
      continue;
    }
    Value source = op.getSource();
    while (auto earlier = source.getDefiningOp<tensor::BitcastOp>())
      source = earlier.getSource();
    if (source.getType() == op.getType()) {
      rewriter.replaceOp(op, source);
      continue;
    }
    if (!isSignless(source.getType()) || !isSignless(op.getType())) {
      op->emitError() << "signed and unsigned integer element types ("
                      << source.getType() << " to " << op.getType()
                      << ") are not supported inside a program: use "
                         "signless integers (i32), whose operations say "
                         "how they treat the sign";
      return failure();
    }
    op.getSourceMutable().assign(source);
    rewriter.setInsertionPoint(op);
    rewriter.replaceOp(op, bitcastElementwise(rewriter, op));
  }
  return success();
}

/// A pad with negative amounts crops those sides (torch-mlir writes
/// `F.pad` with negative pads and `nn.Fold`'s padding so): a slice of the
/// source, then the pad of what is left. Static shapes only.
LogicalResult lowerNegativePad(RewriterBase &rewriter, tensor::PadOp pad) {
  SmallVector<int64_t> low(pad.getStaticLow()), high(pad.getStaticHigh());
  auto negative = [](int64_t v) { return !ShapedType::isDynamic(v) && v < 0; };
  if (llvm::none_of(low, negative) && llvm::none_of(high, negative))
    return success();
  RankedTensorType source = pad.getSourceType();
  if (!source.hasStaticShape() || ShapedType::isDynamicShape(low) ||
      ShapedType::isDynamicShape(high))
    return pad.emitOpError()
           << "pads by a negative amount (a crop) with dynamic sizes or "
              "amounts, which is not supported";
  SmallVector<int64_t> offsets, sizes, strides(source.getRank(), 1);
  for (int64_t d = 0; d < source.getRank(); ++d) {
    int64_t cropLow = std::max<int64_t>(0, -low[d]),
            cropHigh = std::max<int64_t>(0, -high[d]);
    // Nothing left of the source is not supported (an empty slice).
    if (cropLow + cropHigh >= source.getDimSize(d))
      return pad.emitOpError()
             << "crops " << cropLow + cropHigh << " elements of dimension " << d
             << ", which has " << source.getDimSize(d)
             << ": nothing of the source is left, which is not supported";
    offsets.push_back(cropLow);
    sizes.push_back(source.getDimSize(d) - cropLow - cropHigh);
    low[d] = std::max<int64_t>(0, low[d]);
    high[d] = std::max<int64_t>(0, high[d]);
  }
  rewriter.setInsertionPoint(pad);
  Value cropped = tensor::ExtractSliceOp::create(
      rewriter, pad.getLoc(), pad.getSource(),
      ArrayRef<OpFoldResult>(
          getAsIndexOpFoldResult(rewriter.getContext(), offsets)),
      getAsIndexOpFoldResult(rewriter.getContext(), sizes),
      getAsIndexOpFoldResult(rewriter.getContext(), strides));
  rewriter.modifyOpInPlace(pad, [&] {
    pad.getSourceMutable().assign(cropped);
    pad.setStaticLow(low);
    pad.setStaticHigh(high);
  });
  return success();
}

struct LowerPacksPass : cleave::impl::CleaveLowerPacksBase<LowerPacksPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    if (failed(lowerBitcasts(rewriter, getOperation())))
      return signalPassFailure();
    SmallVector<tensor::PadOp> pads;
    getOperation().walk([&](tensor::PadOp pad) { pads.push_back(pad); });
    for (tensor::PadOp pad : pads)
      if (failed(lowerNegativePad(rewriter, pad)))
        return signalPassFailure();
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::PackOp, linalg::UnPackOp, tensor::ScatterOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      rewriter.setInsertionPoint(op);
      if (auto pack = dyn_cast<linalg::PackOp>(op)) {
        if (!pack.hasPureTensorSemantics() ||
            failed(linalg::lowerPack(rewriter, pack))) {
          op->emitError() << "cannot lower this pack to pad, reshape and "
                             "transpose (dynamic tiles or buffers are not "
                             "supported)";
          return signalPassFailure();
        }
      } else if (auto unpack = dyn_cast<linalg::UnPackOp>(op)) {
        if (!unpack.hasPureTensorSemantics() ||
            failed(linalg::lowerUnPack(rewriter, unpack))) {
          op->emitError() << "cannot lower this unpack to transpose, "
                             "reshape and slice (dynamic tiles or buffers "
                             "are not supported)";
          return signalPassFailure();
        }
      } else {
        op->emitError()
            << "'tensor.scatter' is not supported (MLIR 22 has no lowering "
               "for it): write it as a linalg.generic that inserts, or as "
               "tm_tensor.scatter";
        return signalPassFailure();
      }
    }
  }
};

} // namespace
