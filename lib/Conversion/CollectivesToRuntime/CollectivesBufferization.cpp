//===- CollectivesBufferization.cpp - Collectives become runtime calls ----===//
//
// Each collective reads its input buffer and writes a fresh output buffer
// (no aliasing: the runtime may not reduce in place into a buffer that other
// ops still read). The input is made contiguous first if its layout is not
// the identity, since the runtime takes dense row-major data.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/CollectivesToRuntime/BufferizableOpInterfaceImpl.h"
#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::bufferization;

namespace cleave {
namespace {

int64_t product(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  return n;
}

/// Common checks and operands of a collective: input buffer, dtype, axes.
struct Lowered {
  Value input; // contiguous, or null for ops without input
  int64_t dtype = 0;
  int64_t axes = 0;
};

FailureOr<Lowered> prepare(Operation *op, RewriterBase &rewriter,
                           const BufferizationOptions &options,
                           BufferizationState &state, Value tensor,
                           Type elementType, FlatSymbolRefAttr mesh,
                           ArrayAttr axes) {
  Lowered lowered;
  lowered.dtype = getRuntimeDtype(elementType);
  if (lowered.dtype < 0)
    return op->emitOpError() << "cannot run on element type " << elementType
                             << " (the runtime supports f32, f16, bf16, f64, "
                                "i32, i64, i8 and i1)";
  // Booleans move as bytes; summing them would not give a boolean.
  if (elementType.isInteger(1) && isa<AllReduceOp, ReduceScatterOp>(op))
    return op->emitOpError() << "cannot reduce i1 values";
  FailureOr<int64_t> packed = packAxes(op, mesh, axes);
  if (failed(packed))
    return failure();
  lowered.axes = *packed;
  if (tensor) {
    if (!cast<RankedTensorType>(tensor.getType()).hasStaticShape())
      return op->emitOpError() << "needs static shapes to be lowered";
    FailureOr<Value> buffer = getBuffer(rewriter, tensor, options, state);
    if (failed(buffer))
      return failure();
    RuntimeCalls rt(rewriter, op);
    lowered.input = rt.contiguous(*buffer);
  }
  return lowered;
}

int64_t reductionCode(ReductionKind kind) {
  return kind == ReductionKind::Sum ? 0 : kind == ReductionKind::Max ? 1 : 2;
}

/// Shared analysis answers: read the input, write a new buffer.
template <typename ConcreteModel, typename ConcreteOp>
struct CollectiveModel
    : public BufferizableOpInterface::ExternalModel<ConcreteModel, ConcreteOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }
  AliasingValueList getAliasingValues(Operation *, OpOperand &,
                                      const AnalysisState &) const {
    return {};
  }
  bool bufferizesToAllocation(Operation *, Value) const { return true; }

  /// The common case: read the input, allocate the result, let the concrete
  /// model emit its runtime call (`emitCall`), use the fresh buffer.
  LogicalResult bufferize(Operation *o, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto op = cast<ConcreteOp>(o);
    auto type = cast<RankedTensorType>(op.getType());
    FailureOr<Lowered> l =
        prepare(op, rewriter, options, state, op.getInput(),
                type.getElementType(), op.getMeshAttr(), op.getMeshAxes());
    if (failed(l))
      return failure();
    RuntimeCalls rt(rewriter, op);
    Value out = rt.allocate(type);
    static_cast<const ConcreteModel *>(this)->emitCall(op, rt, *l, out);
    replaceOpWithBufferizedValues(rewriter, op, out);
    return success();
  }
};

struct AllReduceModel : CollectiveModel<AllReduceModel, AllReduceOp> {
  void emitCall(AllReduceOp op, RuntimeCalls &rt, const Lowered &l,
                Value out) const {
    auto type = cast<RankedTensorType>(op.getType());
    rt.call("__cleave_all_reduce",
            {rt.pointer(l.input), rt.pointer(out),
             rt.i64(product(type.getShape())), rt.i64(l.dtype),
             rt.i64(reductionCode(op.getReduction())), rt.i64(l.axes)});
  }
};

struct AllGatherModel : CollectiveModel<AllGatherModel, AllGatherOp> {
  void emitCall(AllGatherOp op, RuntimeCalls &rt, const Lowered &l,
                Value out) const {
    auto in = cast<RankedTensorType>(op.getInput().getType());
    int64_t dim = op.getDim();
    rt.call("__cleave_all_gather",
            {rt.pointer(l.input), rt.pointer(out),
             rt.i64(product(in.getShape().take_front(dim))),
             rt.i64(product(in.getShape().drop_front(dim))), rt.i64(l.dtype),
             rt.i64(l.axes)});
  }
};

struct ReduceScatterModel
    : CollectiveModel<ReduceScatterModel, ReduceScatterOp> {
  void emitCall(ReduceScatterOp op, RuntimeCalls &rt, const Lowered &l,
                Value out) const {
    auto type = cast<RankedTensorType>(op.getType());
    int64_t dim = op.getDim();
    // The output block is what one device keeps of each outer slice.
    rt.call("__cleave_reduce_scatter",
            {rt.pointer(l.input), rt.pointer(out),
             rt.i64(product(type.getShape().take_front(dim))),
             rt.i64(product(type.getShape().drop_front(dim))), rt.i64(l.dtype),
             rt.i64(reductionCode(op.getReduction())), rt.i64(l.axes)});
  }
};

struct AllToAllModel : CollectiveModel<AllToAllModel, AllToAllOp> {
  void emitCall(AllToAllOp op, RuntimeCalls &rt, const Lowered &l,
                Value out) const {
    auto in = cast<RankedTensorType>(op.getInput().getType());
    rt.call("__cleave_all_to_all",
            {rt.pointer(l.input), rt.pointer(out),
             rt.constantArray(in.getShape()), rt.i64(in.getRank()),
             rt.i64(op.getSplitDim()), rt.i64(op.getConcatDim()),
             rt.i64(l.dtype), rt.i64(l.axes)});
  }
};

struct CollectivePermuteModel
    : CollectiveModel<CollectivePermuteModel, CollectivePermuteOp> {
  void emitCall(CollectivePermuteOp op, RuntimeCalls &rt, const Lowered &l,
                Value out) const {
    auto type = cast<RankedTensorType>(op.getType());
    ArrayRef<int64_t> pairs = op.getPairs();
    Value pairPtr = pairs.empty() ? rt.index(0) : rt.constantArray(pairs);
    rt.call("__cleave_collective_permute",
            {rt.pointer(l.input), rt.pointer(out),
             rt.i64(product(type.getShape())), rt.i64(l.dtype), rt.i64(l.axes),
             pairPtr, rt.i64(pairs.size() / 2)});
  }
};

struct BroadcastModel : CollectiveModel<BroadcastModel, BroadcastOp> {
  LogicalResult bufferize(Operation *o, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto op = cast<BroadcastOp>(o);
    auto type = cast<RankedTensorType>(op.getType());
    FailureOr<Lowered> l =
        prepare(op, rewriter, options, state, op.getInput(),
                type.getElementType(), op.getMeshAttr(), op.getMeshAxes());
    if (failed(l))
      return failure();
    FailureOr<MeshOp> mesh = lookupMesh(op, op.getMeshAttr());
    if (failed(mesh))
      return failure();
    int64_t root = 0;
    for (auto [axis, coord] : llvm::zip(op.getMeshAxes(), op.getRoot()))
      root =
          root * mesh->getAxisSize(cast<StringAttr>(axis).getValue()) + coord;
    RuntimeCalls rt(rewriter, op);
    Value out = rt.allocate(type);
    memref::CopyOp::create(rewriter, op.getLoc(), l->input, out);
    rt.call("__cleave_broadcast",
            {rt.pointer(out), rt.i64(product(type.getShape())),
             rt.i64(l->dtype), rt.i64(l->axes), rt.i64(root)});
    replaceOpWithBufferizedValues(rewriter, op, out);
    return success();
  }
};

/// Peer coordinates (index values) folded into one group index (i64).
Value peerIndex(RewriterBase &rewriter, Operation *op, MeshOp mesh,
                ArrayAttr axes, ValueRange peer) {
  Location loc = op->getLoc();
  Value index = arith::ConstantIndexOp::create(rewriter, loc, 0);
  for (auto [axis, coord] : llvm::zip(axes, peer)) {
    Value size = arith::ConstantIndexOp::create(
        rewriter, loc, mesh.getAxisSize(cast<StringAttr>(axis).getValue()));
    index = arith::AddIOp::create(
        rewriter, loc, arith::MulIOp::create(rewriter, loc, index, size),
        coord);
  }
  return RuntimeCalls(rewriter, op).toI64(index);
}

struct SendModel : CollectiveModel<SendModel, SendOp> {
  LogicalResult bufferize(Operation *o, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto op = cast<SendOp>(o);
    auto type = cast<RankedTensorType>(op.getInput().getType());
    FailureOr<Lowered> l =
        prepare(op, rewriter, options, state, op.getInput(),
                type.getElementType(), op.getMeshAttr(), op.getMeshAxes());
    if (failed(l))
      return failure();
    FailureOr<MeshOp> mesh = lookupMesh(op, op.getMeshAttr());
    if (failed(mesh))
      return failure();
    RuntimeCalls rt(rewriter, op);
    rt.call("__cleave_send",
            {rt.pointer(l->input), rt.i64(product(type.getShape())),
             rt.i64(l->dtype), rt.i64(l->axes),
             peerIndex(rewriter, op, *mesh, op.getMeshAxes(), op.getPeer()),
             rt.i64(op.getTag())});
    rewriter.eraseOp(op);
    return success();
  }
};

struct RecvModel : CollectiveModel<RecvModel, RecvOp> {
  LogicalResult bufferize(Operation *o, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto op = cast<RecvOp>(o);
    auto type = cast<RankedTensorType>(op.getType());
    FailureOr<Lowered> l =
        prepare(op, rewriter, options, state, Value(), type.getElementType(),
                op.getMeshAttr(), op.getMeshAxes());
    if (failed(l))
      return failure();
    FailureOr<MeshOp> mesh = lookupMesh(op, op.getMeshAttr());
    if (failed(mesh))
      return failure();
    RuntimeCalls rt(rewriter, op);
    Value out = rt.allocate(type);
    rt.call("__cleave_recv",
            {rt.pointer(out), rt.i64(product(type.getShape())),
             rt.i64(l->dtype), rt.i64(l->axes),
             peerIndex(rewriter, op, *mesh, op.getMeshAxes(), op.getPeer()),
             rt.i64(op.getTag())});
    replaceOpWithBufferizedValues(rewriter, op, out);
    return success();
  }
};

} // namespace

void registerBufferizableOpInterfaceExternalModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, CleaveDialect *) {
    AllReduceOp::attachInterface<AllReduceModel>(*ctx);
    AllGatherOp::attachInterface<AllGatherModel>(*ctx);
    ReduceScatterOp::attachInterface<ReduceScatterModel>(*ctx);
    AllToAllOp::attachInterface<AllToAllModel>(*ctx);
    CollectivePermuteOp::attachInterface<CollectivePermuteModel>(*ctx);
    BroadcastOp::attachInterface<BroadcastModel>(*ctx);
    SendOp::attachInterface<SendModel>(*ctx);
    RecvOp::attachInterface<RecvModel>(*ctx);
  });
}

} // namespace cleave
