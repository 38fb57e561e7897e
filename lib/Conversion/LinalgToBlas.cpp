//===- LinalgToBlas.cpp - matmul on buffers through OpenBLAS --------------===//
//
// Generated loops reach a few percent of a tuned GEMM; OpenBLAS is on every
// CPU target (Debian libopenblas-dev), so GEMMs go there. Row-major operands
// with unit inner stride map to cblas without copies: lda is the outer
// stride.
//
//===----------------------------------------------------------------------===//

#include "RuntimeCalls.h"
#include "cleave/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"

#define DEBUG_TYPE "cleave-linalg-to-blas"

namespace cleave {
#define GEN_PASS_DEF_CLEAVELINALGTOBLAS
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

/// Row-major with unit inner stride: usable by BLAS as is.
bool isBlasLayout(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return !strides.empty() && strides.back() == 1;
}

/// Emits one GEMM on 2-D buffers a[m,k], b[k,n], c[m,n]: c = a * b + beta c.
void emitGemm(RewriterBase &rewriter, Operation *anchor, Value a, Value b,
              Value c, bool isF64, StringRef prefix, double beta = 1.0) {
  Location loc = anchor->getLoc();
  RuntimeCalls rt(rewriter, anchor);
  auto dim = [&](Value v, int64_t d) {
    return rt.toI64(memref::DimOp::create(rewriter, loc, v, d));
  };
  auto leading = [&](Value v) {
    auto metadata = memref::ExtractStridedMetadataOp::create(rewriter, loc, v);
    return rt.toI64(metadata.getStrides()[0]);
  };
  Value m = dim(a, 0), k = dim(a, 1), n = dim(b, 1);
  Value one = isF64 ? rt.f64(1.0) : rt.f32(1.0f);
  Value betaValue = isF64 ? rt.f64(beta) : rt.f32(float(beta));
  rt.call((prefix + (isF64 ? "dgemm" : "sgemm")).str(),
          {rt.i64(0), rt.i64(0), m, n, k, one, rt.pointer(a), leading(a),
           rt.pointer(b), leading(b), betaValue, rt.pointer(c), leading(c)});
}

/// The op right before `matmul` zero-fills its output: BLAS can overwrite
/// (beta = 0) instead, saving a pass over C.
linalg::FillOp zeroFillBefore(Operation *matmul, Value c) {
  auto fill = dyn_cast_or_null<linalg::FillOp>(matmul->getPrevNode());
  if (!fill || !fill.hasPureBufferSemantics() || fill.getDpsInits()[0] != c)
    return {};
  if (!matchPattern(fill.getDpsInputs()[0], m_AnyZeroFloat()))
    return {};
  return fill;
}

bool supported(linalg::LinalgOp op, bool &isF64) {
  if (!op.hasPureBufferSemantics())
    return false;
  Type element =
      cast<MemRefType>(op.getDpsInits()[0].getType()).getElementType();
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<MemRefType>(operand.getType());
    if (!type || type.getElementType() != element || !isBlasLayout(operand))
      return false;
  }
  isF64 = element.isF64();
  return element.isF32() || element.isF64();
}

struct LinalgToBlasPass
    : cleave::impl::CleaveLinalgToBlasBase<LinalgToBlasPass> {
  using CleaveLinalgToBlasBase::CleaveLinalgToBlasBase;

  void runOnOperation() override {
    if (library != "openblas" && library != "cublas") {
      getOperation().emitError() << "cleave-linalg-to-blas: unknown library '"
                                 << library << "' (openblas or cublas)";
      return signalPassFailure();
    }
    std::string prefix = library == "cublas" ? "__cleave_cublas_" : "__cleave_";
    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> candidates;
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op))
        candidates.push_back(op);
    });
    for (Operation *op : candidates) {
      bool isF64 = false;
      if (!supported(cast<linalg::LinalgOp>(op), isF64))
        continue;
      rewriter.setInsertionPoint(op);
      if (auto matmul = dyn_cast<linalg::MatmulOp>(op)) {
        // Transposed or broadcast forms (user-defined maps) stay as loops.
        if (matmul.hasUserDefinedMaps())
          continue;
        Value c = matmul.getDpsInits()[0];
        double beta = 1.0;
        if (linalg::FillOp fill = zeroFillBefore(op, c)) {
          rewriter.eraseOp(fill);
          beta = 0.0;
        }
        emitGemm(rewriter, op, matmul.getDpsInputs()[0],
                 matmul.getDpsInputs()[1], c, isF64, prefix, beta);
        rewriter.eraseOp(op);
        continue;
      }
      auto batch = cast<linalg::BatchMatmulOp>(op);
      if (batch.hasUserDefinedMaps())
        continue;
      Location loc = op->getLoc();
      Value a = batch.getDpsInputs()[0], b = batch.getDpsInputs()[1],
            c = batch.getDpsInits()[0];
      Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
      Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
      Value count = memref::DimOp::create(rewriter, loc, a, 0);
      auto loop = scf::ForOp::create(rewriter, loc, zero, count, step);
      rewriter.setInsertionPointToStart(loop.getBody());
      Value i = loop.getInductionVar();
      auto slice = [&](Value v) -> Value {
        auto type = cast<MemRefType>(v.getType());
        SmallVector<OpFoldResult> offsets = {i, rewriter.getIndexAttr(0),
                                             rewriter.getIndexAttr(0)};
        SmallVector<OpFoldResult> sizes = {rewriter.getIndexAttr(1)};
        for (int64_t d = 1; d < 3; ++d)
          sizes.push_back(
              type.isDynamicDim(d)
                  ? OpFoldResult(
                        memref::DimOp::create(rewriter, loc, v, d).getResult())
                  : OpFoldResult(rewriter.getIndexAttr(type.getDimSize(d))));
        SmallVector<OpFoldResult> strides(3, rewriter.getIndexAttr(1));
        auto resultType = memref::SubViewOp::inferRankReducedResultType(
            {type.getDimSize(1), type.getDimSize(2)}, type, offsets, sizes,
            strides);
        return memref::SubViewOp::create(rewriter, loc,
                                         cast<MemRefType>(resultType), v,
                                         offsets, sizes, strides);
      };
      emitGemm(rewriter, op, slice(a), slice(b), slice(c), isF64, prefix);
      rewriter.eraseOp(op);
    }
  }
};

} // namespace
