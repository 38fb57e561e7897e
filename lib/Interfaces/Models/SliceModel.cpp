//===- SliceModel.cpp - Sharding tensor.extract_slice ---------------------===//
//
// A slice that takes a whole dimension keeps that dimension's split; a
// dimension it cuts must be whole on every device first. Slicing is linear,
// so partial state passes through.
//
//===----------------------------------------------------------------------===//

#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace cleave {
namespace {

/// Per dimension, whether `slice` takes it whole; std::nullopt if the slice
/// is dynamic or rank-reducing. Strided dimensions are cut ones.
std::optional<std::vector<bool>> wholeDims(tensor::ExtractSliceOp op) {
  RankedTensorType source = op.getSourceType(), result = op.getResultType();
  if (!source.hasStaticShape() || source.getRank() != result.getRank())
    return std::nullopt;
  std::vector<bool> whole;
  for (auto [offset, size, stride, extent] :
       llvm::zip(op.getStaticOffsets(), op.getStaticSizes(),
                 op.getStaticStrides(), source.getShape())) {
    if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(size) ||
        ShapedType::isDynamic(stride))
      return std::nullopt;
    whole.push_back(offset == 0 && size == extent && stride == 1);
  }
  return whole;
}

struct SliceModel
    : ShardingOpInterface::ExternalModel<SliceModel, tensor::ExtractSliceOp> {
  ShardingStyle getShardingStyle(Operation *op) const {
    return wholeDims(cast<tensor::ExtractSliceOp>(op))
               ? ShardingStyle::Layout
               : ShardingStyle::Replicated;
  }

  std::optional<TensorSharding> getResultLayout(Operation *op, unsigned,
                                                const TensorSharding &source,
                                                const MeshShape &) const {
    std::optional<std::vector<bool>> whole =
        wholeDims(cast<tensor::ExtractSliceOp>(op));
    if (!whole)
      return std::nullopt;
    std::vector<std::vector<unsigned>> dims;
    for (unsigned d = 0; d < whole->size(); ++d)
      dims.push_back((*whole)[d] ? source.getDimAxes(d)
                                 : std::vector<unsigned>());
    return TensorSharding(std::move(dims), source.getPartialAxes(),
                          source.getPartialKind());
  }

  std::optional<TensorSharding> getOperandLayout(Operation *op, unsigned,
                                                 const TensorSharding &result,
                                                 const MeshShape &) const {
    std::optional<std::vector<bool>> whole =
        wholeDims(cast<tensor::ExtractSliceOp>(op));
    if (!whole)
      return std::nullopt;
    for (unsigned d = 0; d < whole->size(); ++d)
      if (!(*whole)[d] && !result.getDimAxes(d).empty())
        return std::nullopt;
    return result;
  }

  LogicalResult partition(Operation *op, Partitioner &p) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    return partitionByLayout(
        op, p, p.getSharding(slice.getResult()),
        [&](OpBuilder &b, ValueRange operands,
            RankedTensorType type) -> FailureOr<Value> {
          // Cut dimensions are whole on every device (offsets stay global);
          // split ones are taken whole (offset 0, the local extent).
          SmallVector<OpFoldResult> offsets, sizes, strides;
          for (auto [d, offset] : llvm::enumerate(slice.getStaticOffsets())) {
            offsets.push_back(b.getIndexAttr(offset));
            sizes.push_back(b.getIndexAttr(type.getDimSize(d)));
            strides.push_back(b.getIndexAttr(slice.getStaticStrides()[d]));
          }
          return Value(tensor::ExtractSliceOp::create(
              b, op->getLoc(), type, operands[0], offsets, sizes, strides));
        });
  }
};

} // namespace
} // namespace cleave

void cleave::registerSliceShardingModel(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ExtractSliceOp::attachInterface<SliceModel>(*ctx);
  });
}
