//===- ConvolutionsAsGemms.cpp - im2col, one GEMM, an epilogue ------------===//
//
// See Passes.td (cleave-convolutions-as-gemms). Which convolutions are
// rewritten is ConvolutionGemms.h's question, which the cost model asks
// too.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/ConvolutionGemms.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVECONVOLUTIONSASGEMMS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// A loop over the batch: per image, its columns (the im2col copy, one
/// image's worth of memory) and one GEMM accumulating into that image's
/// slice of the init, which is the convolution's [F, OH*OW] block as it
/// stands: no product to transpose, no epilogue.
void rewrite(linalg::Conv2DNchwFchwOp conv) {
  OpBuilder b(conv);
  Location loc = conv.getLoc();
  MLIRContext *ctx = conv.getContext();
  Value input = conv.getInputs()[0], filter = conv.getInputs()[1];
  Value init = conv.getOutputs()[0];
  auto inputType = cast<RankedTensorType>(input.getType());
  auto filterType = cast<RankedTensorType>(filter.getType());
  auto outType = cast<RankedTensorType>(init.getType());
  Type element = outType.getElementType();
  int64_t n = outType.getDimSize(0), f = outType.getDimSize(1),
          oh = outType.getDimSize(2), ow = outType.getDimSize(3),
          c = inputType.getDimSize(1), ih = inputType.getDimSize(2),
          iw = inputType.getDimSize(3), kh = filterType.getDimSize(2),
          kw = filterType.getDimSize(3);
  SmallVector<int64_t> strides(conv.getStrides().getValues<int64_t>());
  SmallVector<int64_t> dilations(conv.getDilations().getValues<int64_t>());
  int64_t k = c * kh * kw, p = oh * ow;
  Value filterMatrix = tensor::CollapseShapeOp::create(
      b, loc, RankedTensorType::get({f, k}, element), filter,
      SmallVector<ReassociationIndices>{{0}, {1, 2, 3}});

  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value images = arith::ConstantIndexOp::create(b, loc, n);
  auto loop = scf::ForOp::create(
      b, loc, zero, images, one, ValueRange{init},
      [&](OpBuilder &lb, Location ll, Value i, ValueRange carried) {
        auto index = [&](int64_t v) -> OpFoldResult {
          return lb.getIndexAttr(v);
        };
        // x[i]: [C, IH, IW].
        Value image = tensor::ExtractSliceOp::create(
            lb, ll, RankedTensorType::get({c, ih, iw}, element), input,
            ArrayRef<OpFoldResult>{i, index(0), index(0), index(0)},
            ArrayRef<OpFoldResult>{index(1), index(c), index(ih), index(iw)},
            ArrayRef<OpFoldResult>{index(1), index(1), index(1), index(1)});
        // col[c, kh, kw, oh, ow] = x[i, c, oh * s + kh * d, ow * s + kw * d]:
        // an affine read, so a parallel generic (no gather).
        AffineExpr dc, dkh, dkw, doh, dow;
        bindDims(ctx, dc, dkh, dkw, doh, dow);
        AffineMap read =
            AffineMap::get(5, 0,
                           {dc, doh * strides[0] + dkh * dilations[0],
                            dow * strides[1] + dkw * dilations[1]},
                           ctx);
        Value empty = tensor::EmptyOp::create(
            lb, ll, ArrayRef<int64_t>{c, kh, kw, oh, ow}, element);
        Value columns =
            linalg::GenericOp::create(
                lb, ll, TypeRange{empty.getType()}, ValueRange{image},
                ValueRange{empty},
                ArrayRef<AffineMap>{read,
                                    AffineMap::getMultiDimIdentityMap(5, ctx)},
                SmallVector<utils::IteratorType>(5,
                                                 utils::IteratorType::parallel),
                [](OpBuilder &nb, Location nl, ValueRange args) {
                  linalg::YieldOp::create(nb, nl, args[0]);
                })
                .getResult(0);
        Value columnMatrix = tensor::CollapseShapeOp::create(
            lb, ll, RankedTensorType::get({k, p}, element), columns,
            SmallVector<ReassociationIndices>{{0, 1, 2}, {3, 4}});
        // out[i] += w[f, c * kh * kw] x col[c * kh * kw, oh * ow].
        SmallVector<OpFoldResult> offsets{i, index(0), index(0), index(0)},
            sizes{index(1), index(f), index(oh), index(ow)},
            unit{index(1), index(1), index(1), index(1)};
        Value block = tensor::ExtractSliceOp::create(
            lb, ll, RankedTensorType::get({f, oh, ow}, element), carried[0],
            offsets, sizes, unit);
        Value blockMatrix = tensor::CollapseShapeOp::create(
            lb, ll, RankedTensorType::get({f, p}, element), block,
            SmallVector<ReassociationIndices>{{0}, {1, 2}});
        Value product =
            linalg::MatmulOp::create(lb, ll, TypeRange{blockMatrix.getType()},
                                     ValueRange{filterMatrix, columnMatrix},
                                     ValueRange{blockMatrix})
                .getResult(0);
        Value productBlock = tensor::ExpandShapeOp::create(
            lb, ll, RankedTensorType::get({f, oh, ow}, element), product,
            SmallVector<ReassociationIndices>{{0}, {1, 2}});
        Value updated = tensor::InsertSliceOp::create(
            lb, ll, productBlock, carried[0], offsets, sizes, unit);
        scf::YieldOp::create(lb, ll, updated);
      });
  conv.getResult(0).replaceAllUsesWith(loop.getResult(0));
  conv.erase();
}

struct ConvolutionsAsGemmsPass
    : cleave::impl::CleaveConvolutionsAsGemmsBase<ConvolutionsAsGemmsPass> {
  void runOnOperation() override {
    SmallVector<linalg::Conv2DNchwFchwOp> convs;
    getOperation().walk([&](linalg::Conv2DNchwFchwOp conv) {
      if (cleave::isConvolutionLoweredAsGemm(conv))
        convs.push_back(conv);
    });
    for (linalg::Conv2DNchwFchwOp conv : convs)
      rewrite(conv);
  }
};

} // namespace
