//===- SliceShardingRule.cpp - Shardings through extract_slice ------------===//
//
// A slice that takes a whole dimension keeps that dimension's split; a
// dimension it cuts must be whole on every device first. Slicing is linear,
// so partial state passes through.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ReshapeShardingRule.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace cleave {

/// Per dimension, whether `slice` takes it whole; std::nullopt if the slice
/// is dynamic or rank-reducing. Strided dimensions are cut ones.
static std::optional<std::vector<bool>> wholeDims(tensor::ExtractSliceOp op) {
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

bool isShardableSlice(Operation *op) {
  auto slice = dyn_cast<tensor::ExtractSliceOp>(op);
  return slice && wholeDims(slice).has_value();
}

std::optional<TensorSharding> sliceForward(Operation *op,
                                           const TensorSharding &source) {
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

std::optional<TensorSharding> sliceBackward(Operation *op,
                                            const TensorSharding &result) {
  std::optional<std::vector<bool>> whole =
      wholeDims(cast<tensor::ExtractSliceOp>(op));
  if (!whole)
    return std::nullopt;
  for (unsigned d = 0; d < whole->size(); ++d)
    if (!(*whole)[d] && !result.getDimAxes(d).empty())
      return std::nullopt;
  return result;
}

bool isShardableConcat(Operation *op) {
  auto concat = dyn_cast<tensor::ConcatOp>(op);
  return concat && concat.getResultType().hasStaticShape();
}

TensorSharding concatLayout(Operation *op, const TensorSharding &s) {
  std::vector<std::vector<unsigned>> dims = s.getAllDimAxes();
  dims[cast<tensor::ConcatOp>(op).getDim()].clear();
  return TensorSharding(std::move(dims), s.getPartialAxes(),
                        s.getPartialKind());
}

} // namespace cleave
