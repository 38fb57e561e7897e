//===- CutModels.cpp - Sharding concat, insert_slice and pad --------------===//
//
// Ops whose tensor operands and result share one layout, except that the
// dimensions they cut are never split: tensor.concat (the concatenated
// dimension), tensor.pad (padded dimensions), tensor.insert_slice
// (dimensions the slice does not cover whole). Static shapes only. They
// move data without computing, so partial state passes through; their time
// is the bytes they copy once bufferized (no empty-tensor elimination: an
// insert copies its source into the destination).
//
//===----------------------------------------------------------------------===//

#include "cleave/Cost/CostModel.h"
#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace cleave {
namespace {

std::optional<std::vector<bool>> getCutDims(tensor::ConcatOp concat) {
  if (!concat.getResultType().hasStaticShape())
    return std::nullopt;
  std::vector<bool> cut(concat.getResultType().getRank(), false);
  cut[concat.getDim()] = true;
  return cut;
}

std::optional<std::vector<bool>> getCutDims(tensor::PadOp pad) {
  if (!pad.getResultType().hasStaticShape() || !pad.getLow().empty() ||
      !pad.getHigh().empty())
    return std::nullopt;
  std::vector<bool> cut;
  for (auto [low, high] : llvm::zip(pad.getStaticLow(), pad.getStaticHigh()))
    cut.push_back(low != 0 || high != 0);
  return cut;
}

std::optional<std::vector<bool>> getCutDims(tensor::InsertSliceOp insert) {
  RankedTensorType source = insert.getSourceType(), dest = insert.getDestType();
  if (!dest.hasStaticShape() || source.getRank() != dest.getRank() ||
      !insert.getOffsets().empty() || !insert.getSizes().empty() ||
      !insert.getStrides().empty())
    return std::nullopt;
  std::vector<bool> cut;
  for (auto [offset, size, stride, extent] :
       llvm::zip(insert.getStaticOffsets(), insert.getStaticSizes(),
                 insert.getStaticStrides(), dest.getShape()))
    cut.push_back(!(offset == 0 && size == extent && stride == 1));
  return cut;
}

/// Bytes read and written by the copies the op bufferizes to, given each
/// tensor's bytes: a concatenation reads and writes its result's, an insert
/// its source's, a pad fills its result and copies its source in.
double copiedBytes(tensor::ConcatOp concat,
                   llvm::function_ref<double(Value)> bytes) {
  return 2 * bytes(concat.getResult());
}
double copiedBytes(tensor::InsertSliceOp insert,
                   llvm::function_ref<double(Value)> bytes) {
  return 2 * bytes(insert.getSource());
}
double copiedBytes(tensor::PadOp pad, llvm::function_ref<double(Value)> bytes) {
  return bytes(pad.getResult()) + 2 * bytes(pad.getSource());
}

/// The local op on local blocks: cut dimensions are whole on each device,
/// so offsets and padding stay global.
FailureOr<Value> buildLocal(tensor::ConcatOp concat, Partitioner &,
                            OpBuilder &b, ValueRange operands,
                            RankedTensorType local) {
  // The local type, not one inferred from the pieces: a piece of dynamic
  // size would make the result dynamic (and the entry's result type with
  // it) where the program's is static.
  return Value(tensor::ConcatOp::create(b, concat.getLoc(), local,
                                        concat.getDim(), operands));
}

FailureOr<Value> buildLocal(tensor::InsertSliceOp insert, Partitioner &,
                            OpBuilder &b, ValueRange operands,
                            RankedTensorType) {
  auto sourceType = cast<RankedTensorType>(operands[0].getType());
  SmallVector<OpFoldResult> offsets, sizes, strides;
  for (auto [d, offset] : llvm::enumerate(insert.getStaticOffsets())) {
    offsets.push_back(b.getIndexAttr(offset));
    sizes.push_back(b.getIndexAttr(sourceType.getDimSize(d)));
    strides.push_back(b.getIndexAttr(insert.getStaticStrides()[d]));
  }
  return Value(tensor::InsertSliceOp::create(
      b, insert.getLoc(), operands[0], operands[1], offsets, sizes, strides));
}

/// Same padding, local source; the body is cloned as is.
FailureOr<Value> buildLocal(tensor::PadOp pad, Partitioner &p, OpBuilder &,
                            ValueRange operands, RankedTensorType type) {
  FailureOr<Operation *> local = p.cloneReadingCapturesWhole(pad);
  if (failed(local))
    return failure();
  (*local)->setOperands(operands);
  (*local)->getResult(0).setType(type);
  (*local)->removeAttr("cleave.result_shardings");
  return (*local)->getResult(0);
}

double copySeconds(Operation *op, DeviceAttr device, double bytes) {
  Type element =
      cast<RankedTensorType>(op->getResult(0).getType()).getElementType();
  return rooflineSeconds(device, element, 0, bytes, kVectorOpClass);
}

template <typename OpTy>
struct CutModel : ShardingOpInterface::ExternalModel<CutModel<OpTy>, OpTy> {
  ShardingStyle getShardingStyle(Operation *op) const {
    return getCutDims(cast<OpTy>(op)) ? ShardingStyle::Layout
                                      : ShardingStyle::Replicated;
  }

  /// The shared layout given one operand's: its cut dimensions unsplit.
  std::optional<TensorSharding> getResultLayout(Operation *op, unsigned,
                                                const TensorSharding &s,
                                                const MeshShape &) const {
    std::optional<std::vector<bool>> cut = getCutDims(cast<OpTy>(op));
    if (!cut)
      return std::nullopt;
    std::vector<std::vector<unsigned>> dims = s.getAllDimAxes();
    for (unsigned d = 0; d < dims.size() && d < cut->size(); ++d)
      if ((*cut)[d])
        dims[d].clear();
    return TensorSharding(std::move(dims), s.getPartialAxes(),
                          s.getPartialKind());
  }

  /// Every operand takes the result's layout, if no cut dimension is split.
  std::optional<TensorSharding> getOperandLayout(Operation *op, unsigned,
                                                 const TensorSharding &result,
                                                 const MeshShape &) const {
    std::optional<std::vector<bool>> cut = getCutDims(cast<OpTy>(op));
    if (!cut)
      return std::nullopt;
    for (unsigned d = 0; d < cut->size() && d < result.getRank(); ++d)
      if ((*cut)[d] && !result.getDimAxes(d).empty())
        return std::nullopt;
    return result;
  }

  std::optional<ComputeCost> getComputeCost(Operation *op,
                                            DeviceAttr device) const {
    ComputeCost cost;
    cost.bytes = copiedBytes(
        cast<OpTy>(op), [](Value v) { return getTensorBytes(v.getType()); });
    cost.seconds = copySeconds(op, device, cost.bytes);
    return cost;
  }

  /// Every tensor of the op has the result's layout.
  double getLayoutSeconds(Operation *op, const TensorSharding &layout,
                          const MeshShape &mesh, DeviceAttr device) const {
    double bytes = copiedBytes(cast<OpTy>(op), [&](Value v) {
      return getLocalBytes(v, layout, mesh);
    });
    return copySeconds(op, device, bytes);
  }

  LogicalResult partition(Operation *op, Partitioner &p) const {
    std::optional<TensorSharding> want = getResultLayout(
        op, 0, p.getSharding(op->getResult(0)), p.getMeshShape());
    return partitionByLayout(
        op, p, *want,
        [&](OpBuilder &b, ValueRange operands, RankedTensorType type) {
          return buildLocal(cast<OpTy>(op), p, b, operands, type);
        });
  }
};

} // namespace
} // namespace cleave

void cleave::registerCutShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ConcatOp::attachInterface<CutModel<tensor::ConcatOp>>(*ctx);
    tensor::InsertSliceOp::attachInterface<CutModel<tensor::InsertSliceOp>>(
        *ctx);
    tensor::PadOp::attachInterface<CutModel<tensor::PadOp>>(*ctx);
  });
}
