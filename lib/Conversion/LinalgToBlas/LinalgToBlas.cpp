//===- LinalgToBlas.cpp - matmul on buffers through OpenBLAS --------------===//
//
// Generated loops reach a few percent of a tuned GEMM; OpenBLAS is on every
// CPU target (Debian libopenblas-dev) and cuBLAS on every CUDA one, so GEMMs
// go there. Row-major operands with unit inner stride map to both without
// copies: lda is the outer stride, and a batch is one strided-batched cuBLAS
// call (a loop of cblas calls on the CPU).
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"

#define DEBUG_TYPE "cleave-linalg-to-blas"

namespace cleave {
#define GEN_PASS_DEF_CLEAVELINALGTOBLAS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
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
  Type input = cast<MemRefType>(a.getType()).getElementType();
  bool tf32 = target.tf32 && element.isF32() && input.isF32();
  rt.call("__cleave_cublas_gemm", {rt.i64(getRuntimeDtype(element)),
                                   rt.i64(getRuntimeDtype(input)),
                                   rt.i64(tf32 ? 1 : 0),
                                   rt.i64(transA),
                                   rt.i64(transB),
                                   m,
                                   n,
                                   k,
                                   rt.f64(1.0),
                                   rt.pointer(a),
                                   leading(a),
                                   batchStride(a),
                                   rt.pointer(b),
                                   leading(b),
                                   batchStride(b),
                                   rt.f64(beta),
                                   rt.pointer(c),
                                   leading(c),
                                   batchStride(c),
                                   count});
}

/// Body: yield(acc + x * y) with x, y the two inputs, in any order, each
/// possibly extended to the output type first (f16 inputs, f32 output).
bool isMulAddBody(linalg::GenericOp op) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Operation *add = yield.getOperand(0).getDefiningOp();
  if (!add || !isa<arith::AddFOp>(add))
    return false;
  unsigned extensions = llvm::count_if(body->getOperations(), [](Operation &o) {
    return isa<arith::ExtFOp>(o);
  });
  if (body->getOperations().size() != 3 + extensions)
    return false;
  Value acc = body->getArgument(2);
  Value product = add->getOperand(0) == acc   ? add->getOperand(1)
                  : add->getOperand(1) == acc ? add->getOperand(0)
                                              : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul)
    return false;
  auto input = [](Value v) {
    if (auto ext = v.getDefiningOp<arith::ExtFOp>())
      return ext.getIn();
    return v;
  };
  Value lhs = input(mul.getLhs()), rhs = input(mul.getRhs());
  Value x = body->getArgument(0), y = body->getArgument(1);
  return (lhs == x && rhs == y) || (lhs == y && rhs == x);
}

/// A linalg.generic that is a (batched) GEMM once dimensions are grouped:
/// its loops split into batch (in A, B and C), M (A and C), N (B and C) and
/// K (A and B, reduction) groups, each operand lists its groups in one of
/// the GEMM orders (C: [batch] M N; A: [batch] M K or K M; B: [batch] K N
/// or N K), and a group's loops come in the same order wherever it
/// appears. Collapsing each group (memref.collapse_shape, when the layout
/// allows it) gives a 2-D or 3-D GEMM with transpose flags. Attention's
/// batched products, linear layers over [batch, sequence, hidden] and
/// weight gradients summed over batch and sequence are all of this form.
struct Contraction {
  /// Reassociations that collapse A, B and C.
  SmallVector<ReassociationIndices> a, b, c;
  bool batched = false, transA = false, transB = false;
};

std::optional<Contraction> matchContraction(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !isMulAddBody(op))
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  for (AffineMap map : maps)
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/false))
      return std::nullopt;
  enum Group { Batch, M, N, K };
  unsigned numLoops = op.getNumLoops();
  SmallVector<Group> group(numLoops);
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (unsigned d = 0; d < numLoops; ++d) {
    bool inA = maps[0].isFunctionOfDim(d), inB = maps[1].isFunctionOfDim(d),
         inC = maps[2].isFunctionOfDim(d);
    bool reduction = iterators[d] == utils::IteratorType::reduction;
    if (inA && inB && inC && !reduction)
      group[d] = Batch;
    else if (inA && inC && !inB && !reduction)
      group[d] = M;
    else if (inB && inC && !inA && !reduction)
      group[d] = N;
    else if (inA && inB && !inC && reduction)
      group[d] = K;
    else
      return std::nullopt;
  }
  // Each operand's results as runs of one group: the group order and, per
  // group, the loops in order.
  struct Runs {
    SmallVector<Group> order;
    SmallVector<ReassociationIndices> positions;
    DenseMap<unsigned, SmallVector<unsigned>> loops;
  };
  auto runsOf = [&](AffineMap map) {
    Runs runs;
    for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
      unsigned d = cast<AffineDimExpr>(expr).getPosition();
      if (runs.order.empty() || runs.order.back() != group[d]) {
        runs.order.push_back(group[d]);
        runs.positions.emplace_back();
      }
      runs.positions.back().push_back(pos);
      runs.loops[group[d]].push_back(d);
    }
    return runs;
  };
  Runs a = runsOf(maps[0]), b = runsOf(maps[1]), c = runsOf(maps[2]);
  auto withBatch = [](bool batched, std::initializer_list<Group> rest) {
    SmallVector<Group> order;
    if (batched)
      order.push_back(Batch);
    order.append(rest.begin(), rest.end());
    return order;
  };
  Contraction result;
  result.batched = c.loops.count(Batch);
  if (c.order != withBatch(result.batched, {M, N}))
    return std::nullopt;
  if (a.order == withBatch(result.batched, {K, M}))
    result.transA = true;
  else if (a.order != withBatch(result.batched, {M, K}))
    return std::nullopt;
  if (b.order == withBatch(result.batched, {N, K}))
    result.transB = true;
  else if (b.order != withBatch(result.batched, {K, N}))
    return std::nullopt;
  for (Group g : {Batch, M, N, K}) {
    SmallVector<const Runs *> having;
    for (const Runs *runs : {&a, &b, &c})
      if (runs->loops.count(g))
        having.push_back(runs);
    for (const Runs *runs : having)
      if (runs->loops.lookup(g) != having.front()->loops.lookup(g))
        return std::nullopt;
  }
  result.a = a.positions;
  result.b = b.positions;
  result.c = c.positions;
  return result;
}

/// `buffer` with each group of dimensions collapsed into one, or nullptr if
/// its layout does not allow it.
Value collapse(RewriterBase &rewriter, Location loc, Value buffer,
               ArrayRef<ReassociationIndices> groups) {
  auto type = cast<MemRefType>(buffer.getType());
  if (groups.size() == size_t(type.getRank()))
    return buffer;
  if (!memref::CollapseShapeOp::isGuaranteedCollapsible(type, groups))
    return nullptr;
  return memref::CollapseShapeOp::create(rewriter, loc, buffer, groups);
}

/// `buffer` without the reshapes over it: two values with the same root
/// cover the same memory (a reshape views all of its source).
Value stripReshapes(Value buffer) {
  while (true) {
    if (auto expand = buffer.getDefiningOp<memref::ExpandShapeOp>())
      buffer = expand.getSrc();
    else if (auto collapse = buffer.getDefiningOp<memref::CollapseShapeOp>())
      buffer = collapse.getSrc();
    else
      return buffer;
  }
}

/// The op right before `matmul` (reshapes aside) zero-fills its output:
/// BLAS can overwrite (beta = 0) instead, saving a pass over C.
linalg::FillOp zeroFillBefore(Operation *matmul, Value c) {
  Operation *previous = matmul->getPrevNode();
  while (
      isa_and_nonnull<memref::ExpandShapeOp, memref::CollapseShapeOp>(previous))
    previous = previous->getPrevNode();
  auto fill = dyn_cast_or_null<linalg::FillOp>(previous);
  if (!fill || !fill.hasPureBufferSemantics() ||
      stripReshapes(fill.getDpsInits()[0]) != stripReshapes(c))
    return {};
  if (!matchPattern(fill.getDpsInputs()[0], m_AnyZeroFloat()))
    return {};
  return fill;
}

/// BLAS layouts, and one element type for all operands (f32 or f64; with
/// cuBLAS also f16 and bf16, accumulated in f32), or with cuBLAS f16 or
/// bf16 inputs and an f32 output (mixed precision: the products are exact
/// in f32, as the op's extension to f32 makes them).
bool supported(linalg::LinalgOp op, GemmTarget target) {
  // A generic with no output survives fusion only for the asserts in its
  // body (torch-mlir's bounds checks): nothing to multiply into.
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1)
    return false;
  for (Value operand : op->getOperands())
    if (!isa<MemRefType>(operand.getType()) || !isBlasLayout(operand))
      return false;
  auto elementOf = [](Value v) {
    return cast<MemRefType>(v.getType()).getElementType();
  };
  Type output = elementOf(op.getDpsInits()[0]);
  Type input = elementOf(op.getDpsInputs()[0]);
  if (elementOf(op.getDpsInputs()[1]) != input)
    return false;
  if (input == output)
    return output.isF32() || output.isF64() ||
           (target.cublas && (output.isF16() || output.isBF16()));
  return target.cublas && output.isF32() && (input.isF16() || input.isBF16());
}

/// The CPU's batched GEMM: a loop of GEMMs on the 2-D slices of 3-D
/// buffers.
void emitBatchLoop(RewriterBase &rewriter, Operation *anchor, Value a, Value b,
                   Value c, GemmTarget target, double beta, bool transA,
                   bool transB) {
  Location loc = anchor->getLoc();
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
  Value count = memref::DimOp::create(rewriter, loc, c, 0);
  auto loop = scf::ForOp::create(rewriter, loc, zero, count, step);
  OpBuilder::InsertionGuard guard(rewriter);
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
                                     cast<MemRefType>(resultType), v, offsets,
                                     sizes, strides);
  };
  emitGemm(rewriter, anchor, slice(a), slice(b), slice(c), target, beta, transA,
           transB);
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
      auto linalgOp = cast<linalg::LinalgOp>(op);
      if (!supported(linalgOp, target))
        continue;
      // Named matmul and batch_matmul with their default maps, and generics
      // that are (batched) GEMMs once dimensions are grouped; transposed or
      // broadcast named forms (user-defined maps) stay as loops.
      Value a = linalgOp.getDpsInputs()[0], b = linalgOp.getDpsInputs()[1],
            c = linalgOp.getDpsInits()[0];
      bool batched = false, transA = false, transB = false;
      std::optional<Contraction> contraction;
      if (auto matmul = dyn_cast<linalg::MatmulOp>(op)) {
        if (matmul.hasUserDefinedMaps())
          continue;
      } else if (auto batch = dyn_cast<linalg::BatchMatmulOp>(op)) {
        if (batch.hasUserDefinedMaps())
          continue;
        batched = true;
      } else {
        contraction = matchContraction(cast<linalg::GenericOp>(op));
        if (!contraction)
          continue;
        auto collapsible = [](Value v, ArrayRef<ReassociationIndices> g) {
          auto type = cast<MemRefType>(v.getType());
          return g.size() == size_t(type.getRank()) ||
                 memref::CollapseShapeOp::isGuaranteedCollapsible(type, g);
        };
        if (!collapsible(a, contraction->a) ||
            !collapsible(b, contraction->b) || !collapsible(c, contraction->c))
          continue;
        batched = contraction->batched;
        transA = contraction->transA;
        transB = contraction->transB;
      }
      linalg::FillOp fill = zeroFillBefore(op, c);
      double beta = fill ? 0.0 : 1.0;
      rewriter.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (contraction) {
        a = collapse(rewriter, loc, a, contraction->a);
        b = collapse(rewriter, loc, b, contraction->b);
        c = collapse(rewriter, loc, c, contraction->c);
      }
      if (fill)
        rewriter.eraseOp(fill);
      if (!batched || target.cublas)
        emitGemm(rewriter, op, a, b, c, target, beta, transA, transB);
      else
        emitBatchLoop(rewriter, op, a, b, c, target, beta, transA, transB);
      rewriter.eraseOp(op);
    }
  }
};

} // namespace
