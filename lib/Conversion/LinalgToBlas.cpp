//===- LinalgToBlas.cpp - matmul on buffers through OpenBLAS --------------===//
//
// Generated loops reach a few percent of a tuned GEMM; OpenBLAS is on every
// CPU target (Debian libopenblas-dev) and cuBLAS on every CUDA one, so GEMMs
// go there. Row-major operands with unit inner stride map to both without
// copies: lda is the outer stride, and a batch is one strided-batched cuBLAS
// call (a loop of cblas calls on the CPU).
//
//===----------------------------------------------------------------------===//

#include "RuntimeCalls.h"
#include "cleave/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
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

/// What a GEMM call is emitted for: the library, and for cuBLAS the
/// TF32 permission.
struct GemmTarget {
  bool cublas = false;
  bool tf32 = false;
};

/// Emits GEMMs c[m,n] = op(a) * op(b) + beta c, where op(a) is a[m,k], or
/// a[k,m] transposed (`transA`); likewise b. Operands are 2-D, or 3-D with a
/// leading batch dimension (cuBLAS only: one strided-batched call).
void emitGemm(RewriterBase &rewriter, Operation *anchor, Value a, Value b,
              Value c, GemmTarget target, double beta = 1.0,
              bool transA = false, bool transB = false) {
  Location loc = anchor->getLoc();
  RuntimeCalls rt(rewriter, anchor);
  auto type = cast<MemRefType>(c.getType());
  int64_t batched = type.getRank() - 2;
  auto dim = [&](Value v, int64_t d) {
    return rt.toI64(memref::DimOp::create(rewriter, loc, v, batched + d));
  };
  auto stride = [&](Value v, int64_t d) {
    auto metadata = memref::ExtractStridedMetadataOp::create(rewriter, loc, v);
    return rt.toI64(metadata.getStrides()[d]);
  };
  auto leading = [&](Value v) { return stride(v, batched); };
  Value m = dim(c, 0), n = dim(c, 1), k = dim(a, transA ? 0 : 1);
  Type element = type.getElementType();
  if (!target.cublas) {
    bool isF64 = element.isF64();
    Value one = isF64 ? rt.f64(1.0) : rt.f32(1.0f);
    Value betaValue = isF64 ? rt.f64(beta) : rt.f32(float(beta));
    rt.call(isF64 ? "__cleave_dgemm" : "__cleave_sgemm",
            {rt.i64(transA), rt.i64(transB), m, n, k, one, rt.pointer(a),
             leading(a), rt.pointer(b), leading(b), betaValue, rt.pointer(c),
             leading(c)});
    return;
  }
  auto batchStride = [&](Value v) {
    return batched ? stride(v, 0) : rt.i64(0);
  };
  Value count = batched ? rt.toI64(memref::DimOp::create(rewriter, loc, c, 0))
                        : rt.i64(1);
  rt.call("__cleave_cublas_gemm",
          {rt.i64(getRuntimeDtype(element)),
           rt.i64(target.tf32 && element.isF32() ? 1 : 0),
           rt.i64(transA), rt.i64(transB), m, n, k, rt.f64(1.0),
           rt.pointer(a), leading(a), batchStride(a), rt.pointer(b),
           leading(b), batchStride(b), rt.f64(beta), rt.pointer(c),
           leading(c), batchStride(c), count});
}

/// A linalg.generic that is a GEMM: loops (i, j, k) with k the only
/// reduction, C indexed (i, j), A (i, k) or (k, i), B (k, j) or (j, k), and a
/// body `acc + a * b`. Sets the transposes.
bool isGemmGeneric(linalg::GenericOp op, bool &transA, bool &transB) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != 3 || op.getNumReductionLoops() != 1)
    return false;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  // Name the loops by the output: C[i, j]; k is the reduction loop.
  AffineMap out = maps[2];
  if (!out.isProjectedPermutation() || out.getNumResults() != 2)
    return false;
  unsigned i = cast<AffineDimExpr>(out.getResult(0)).getPosition();
  unsigned j = cast<AffineDimExpr>(out.getResult(1)).getPosition();
  unsigned k = 3 - i - j;
  if (i == j || iterators[k] != utils::IteratorType::reduction)
    return false;
  auto dims = [](AffineMap map, unsigned &d0, unsigned &d1) {
    if (!map.isProjectedPermutation() || map.getNumResults() != 2)
      return false;
    d0 = cast<AffineDimExpr>(map.getResult(0)).getPosition();
    d1 = cast<AffineDimExpr>(map.getResult(1)).getPosition();
    return true;
  };
  unsigned a0, a1, b0, b1;
  if (!dims(maps[0], a0, a1) || !dims(maps[1], b0, b1))
    return false;
  if (a0 == i && a1 == k)
    transA = false;
  else if (a0 == k && a1 == i)
    transA = true;
  else
    return false;
  if (b0 == k && b1 == j)
    transB = false;
  else if (b0 == j && b1 == k)
    transB = true;
  else
    return false;
  // Body: yield(acc + x * y) with x, y the two inputs, in any order.
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Operation *add = yield.getOperand(0).getDefiningOp();
  if (!add || !isa<arith::AddFOp>(add) || body->getOperations().size() != 3)
    return false;
  Value acc = body->getArgument(2);
  Value product = add->getOperand(0) == acc   ? add->getOperand(1)
                  : add->getOperand(1) == acc ? add->getOperand(0)
                                              : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul)
    return false;
  Value x = body->getArgument(0), y = body->getArgument(1);
  return (mul.getLhs() == x && mul.getRhs() == y) ||
         (mul.getLhs() == y && mul.getRhs() == x);
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

/// One element type for all operands (f32 or f64; with cuBLAS also f16 and
/// bf16, accumulated in f32) and BLAS layouts.
bool supported(linalg::LinalgOp op, GemmTarget target) {
  if (!op.hasPureBufferSemantics())
    return false;
  Type element =
      cast<MemRefType>(op.getDpsInits()[0].getType()).getElementType();
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<MemRefType>(operand.getType());
    if (!type || type.getElementType() != element || !isBlasLayout(operand))
      return false;
  }
  return element.isF32() || element.isF64() ||
         (target.cublas && (element.isF16() || element.isBF16()));
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
    GemmTarget target{library == "cublas", tf32};
    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> candidates;
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp, linalg::GenericOp>(op))
        candidates.push_back(op);
    });
    for (Operation *op : candidates) {
      if (!supported(cast<linalg::LinalgOp>(op), target))
        continue;
      rewriter.setInsertionPoint(op);
      // A 2-D GEMM: matmul with default maps, or a generic that is one
      // (transposes included). Transposed or broadcast named forms
      // (user-defined maps) stay as loops.
      bool transA = false, transB = false;
      auto matmul = dyn_cast<linalg::MatmulOp>(op);
      auto generic = dyn_cast<linalg::GenericOp>(op);
      if (generic && !isGemmGeneric(generic, transA, transB))
        continue;
      if (matmul && matmul.hasUserDefinedMaps())
        continue;
      if (matmul || generic) {
        auto linalgOp = cast<linalg::LinalgOp>(op);
        Value c = linalgOp.getDpsInits()[0];
        double beta = 1.0;
        if (linalg::FillOp fill = zeroFillBefore(op, c)) {
          rewriter.eraseOp(fill);
          beta = 0.0;
        }
        emitGemm(rewriter, op, linalgOp.getDpsInputs()[0],
                 linalgOp.getDpsInputs()[1], c, target, beta, transA, transB);
        rewriter.eraseOp(op);
        continue;
      }
      auto batch = cast<linalg::BatchMatmulOp>(op);
      if (batch.hasUserDefinedMaps())
        continue;
      Location loc = op->getLoc();
      Value a = batch.getDpsInputs()[0], b = batch.getDpsInputs()[1],
            c = batch.getDpsInits()[0];
      if (target.cublas) {
        double beta = 1.0;
        if (linalg::FillOp fill = zeroFillBefore(op, c)) {
          rewriter.eraseOp(fill);
          beta = 0.0;
        }
        emitGemm(rewriter, op, a, b, c, target, beta);
        rewriter.eraseOp(op);
        continue;
      }
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
      emitGemm(rewriter, op, slice(a), slice(b), slice(c), target);
      rewriter.eraseOp(op);
    }
  }
};

} // namespace
