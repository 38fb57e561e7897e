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

std::optional<std::vector<bool>> getCutDims(Operation *op) {
  if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
    if (!concat.getResultType().hasStaticShape())
      return std::nullopt;
    std::vector<bool> cut(concat.getResultType().getRank(), false);
    cut[concat.getDim()] = true;
    return cut;
  }
  if (auto pad = dyn_cast<tensor::PadOp>(op)) {
    if (!pad.getResultType().hasStaticShape() || !pad.getLow().empty() ||
        !pad.getHigh().empty())
      return std::nullopt;
    std::vector<bool> cut;
    for (auto [low, high] : llvm::zip(pad.getStaticLow(), pad.getStaticHigh()))
      cut.push_back(low != 0 || high != 0);
    return cut;
  }
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    RankedTensorType source = insert.getSourceType(),
                     dest = insert.getDestType();
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
  return std::nullopt;
}

bool isShardableConcat(Operation *op) { return getCutDims(op).has_value(); }

TensorSharding concatLayout(Operation *op, const TensorSharding &s) {
  std::vector<bool> cut = *getCutDims(op);
  std::vector<std::vector<unsigned>> dims = s.getAllDimAxes();
  for (unsigned d = 0; d < dims.size() && d < cut.size(); ++d)
    if (cut[d])
      dims[d].clear();
  return TensorSharding(std::move(dims), s.getPartialAxes(),
                        s.getPartialKind());
}

bool concatTakes(Operation *op, const TensorSharding &s) {
  std::vector<bool> cut = *getCutDims(op);
  for (unsigned d = 0; d < cut.size() && d < s.getRank(); ++d)
    if (cut[d] && !s.getDimAxes(d).empty())
      return false;
  return true;
}

} // namespace cleave
