//===- SliceModel.cpp - Sharding tensor.extract_slice ---------------------===//
//
// A slice that takes a whole dimension keeps that dimension's split, and so
// does one that takes every k-th element from an offset below k (`x[1::2]`,
// rotary embeddings' interleaved halves): each shard of the source holds
// exactly the elements of the matching shard of the result, at the same
// local offset and stride. A dimension it cuts otherwise must be whole on
// every device first. Slicing is linear, so partial state passes through.
//
//===----------------------------------------------------------------------===//

#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace cleave {
namespace {

/// How a slice treats one dimension of its source.
enum class SliceDim {
  Whole,   // all of it, in order
  Strided, // every k-th element from an offset below k: shards line up
  Cut,     // anything else: needs the whole dimension on every device
};

/// Per dimension, how `slice` takes it; std::nullopt if the slice is dynamic
/// or rank-reducing.
std::optional<std::vector<SliceDim>> sliceDims(tensor::ExtractSliceOp op) {
  RankedTensorType source = op.getSourceType(), result = op.getResultType();
  if (!source.hasStaticShape() || source.getRank() != result.getRank())
    return std::nullopt;
  std::vector<SliceDim> dims;
  for (auto [offset, size, stride, extent] :
       llvm::zip(op.getStaticOffsets(), op.getStaticSizes(),
                 op.getStaticStrides(), source.getShape())) {
    if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(size) ||
        ShapedType::isDynamic(stride))
      return std::nullopt;
    if (offset == 0 && size == extent && stride == 1)
      dims.push_back(SliceDim::Whole);
    else if (stride > 1 && offset < stride && size * stride == extent)
      dims.push_back(SliceDim::Strided);
    else
      dims.push_back(SliceDim::Cut);
  }
  return dims;
}

/// Whether dimension `d` of the result may be split over `axes`: a strided
/// dimension only where the axes divide the result's extent too (the source's
/// shards then start at multiples of the stride).
bool keepsSplit(tensor::ExtractSliceOp op, ArrayRef<SliceDim> dims, unsigned d,
                const std::vector<unsigned> &axes, const MeshShape &mesh) {
  if (dims[d] == SliceDim::Cut)
    return axes.empty();
  if (dims[d] == SliceDim::Whole || axes.empty())
    return true;
  return op.getResultType().getDimSize(d) % mesh.getGroupSize(axes) == 0;
}

struct SliceModel
    : ShardingOpInterface::ExternalModel<SliceModel, tensor::ExtractSliceOp> {
  ShardingStyle getShardingStyle(Operation *op) const {
    return sliceDims(cast<tensor::ExtractSliceOp>(op))
               ? ShardingStyle::Layout
               : ShardingStyle::Replicated;
  }

  std::optional<TensorSharding> getResultLayout(Operation *op, unsigned,
                                                const TensorSharding &source,
                                                const MeshShape &mesh) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    std::optional<std::vector<SliceDim>> how = sliceDims(slice);
    if (!how)
      return std::nullopt;
    std::vector<std::vector<unsigned>> dims;
    for (unsigned d = 0; d < how->size(); ++d) {
      const std::vector<unsigned> &axes = source.getDimAxes(d);
      if ((*how)[d] != SliceDim::Cut && keepsSplit(slice, *how, d, axes, mesh))
        dims.push_back(axes);
      else
        dims.emplace_back();
    }
    return TensorSharding(std::move(dims), source.getPartialAxes(),
                          source.getPartialKind());
  }

  std::optional<TensorSharding> getOperandLayout(Operation *op, unsigned,
                                                 const TensorSharding &result,
                                                 const MeshShape &mesh) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    std::optional<std::vector<SliceDim>> how = sliceDims(slice);
    if (!how)
      return std::nullopt;
    for (unsigned d = 0; d < how->size(); ++d)
      if (!keepsSplit(slice, *how, d, result.getDimAxes(d), mesh))
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
          // split ones are taken whole (offset 0, the local extent), strided
          // ones from the same offset below the stride in every shard.
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
