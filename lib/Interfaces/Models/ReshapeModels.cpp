//===- ReshapeModels.cpp - Sharding tensor expand/collapse_shape ----------===//
//
// A split of a merged dimension maps to its major (first) factor, as Shardy's
// compound factors: splitting a dimension of size a*b into n contiguous
// blocks is the same as splitting the size-a factor into n blocks when n
// divides a. Splits of minor factors cannot be expressed: a collapse
// gathers them and keeps the major factor's split; an expand reshards
// first. Reshapes are linear, so partial state passes through.
//
//===----------------------------------------------------------------------===//

#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace cleave {

namespace {

/// The reshape seen as "merged" (fewer dims) <-> "split" (more dims) sides:
/// merged dim i is split dims groups[i].
struct ReshapeView {
  std::vector<std::vector<int64_t>> groups;
  std::vector<int64_t> mergedShape, splitShape;
  bool expands; // source is the merged side
};

std::optional<ReshapeView> view(Operation *op) {
  ReshapeView v;
  SmallVector<ReassociationIndices> reassociation;
  RankedTensorType merged, split;
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    reassociation = expand.getReassociationIndices();
    merged = expand.getSrcType();
    split = expand.getResultType();
    v.expands = true;
  } else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
    reassociation = collapse.getReassociationIndices();
    merged = collapse.getResultType();
    split = collapse.getSrcType();
    v.expands = false;
  } else {
    return std::nullopt;
  }
  if (!merged.hasStaticShape() || !split.hasStaticShape())
    return std::nullopt;
  for (const ReassociationIndices &group : reassociation)
    v.groups.emplace_back(group.begin(), group.end());
  v.mergedShape.assign(merged.getShape().begin(), merged.getShape().end());
  v.splitShape.assign(split.getShape().begin(), split.getShape().end());
  return v;
}

/// The group's major split dim: its first of size > 1 (unit dims before it
/// do not change which elements a block holds: 256 -> [1, 4, 64] splits as
/// the 4 does), or its first if all are units.
int64_t majorDim(const ReshapeView &v, const std::vector<int64_t> &group) {
  for (int64_t d : group)
    if (v.splitShape[d] != 1)
      return d;
  return group.front();
}

/// Merged -> split: each merged dim's axes go to the group's major dim...
/// only that one keeps the blocks contiguous.
std::optional<TensorSharding> mergedToSplit(const ReshapeView &v,
                                            const TensorSharding &merged,
                                            const MeshShape &mesh) {
  std::vector<std::vector<unsigned>> dims(v.splitShape.size());
  for (size_t i = 0; i < v.groups.size(); ++i) {
    const auto &axes = merged.getDimAxes(i);
    if (axes.empty())
      continue;
    int64_t major = majorDim(v, v.groups[i]);
    if (v.splitShape[major] % mesh.getGroupSize(axes) != 0)
      return std::nullopt;
    dims[major] = axes;
  }
  return TensorSharding(std::move(dims), merged.getPartialAxes(),
                        merged.getPartialKind());
}

/// Split -> merged. A split minor factor cannot be expressed: with
/// `keepMajor` (a collapse's result) the merged dim keeps the major
/// factor's axes and the operand is gathered on the minor ones only (heads
/// split over tp and batch over dp, collapsed together, stay split over
/// dp); without it (an expand's operand) there is no such layout.
std::optional<TensorSharding> splitToMerged(const ReshapeView &v,
                                            const TensorSharding &split,
                                            bool keepMajor) {
  std::vector<std::vector<unsigned>> dims(v.groups.size());
  for (size_t i = 0; i < v.groups.size(); ++i) {
    const auto &group = v.groups[i];
    int64_t major = majorDim(v, group);
    for (int64_t d : group)
      if (d != major && !split.getDimAxes(d).empty() && !keepMajor)
        return std::nullopt; // a minor factor (or a unit dim) is split
    dims[i] = split.getDimAxes(major);
  }
  return TensorSharding(std::move(dims), split.getPartialAxes(),
                        split.getPartialKind());
}

template <typename OpTy>
struct ReshapeModel
    : ShardingOpInterface::ExternalModel<ReshapeModel<OpTy>, OpTy> {
  ShardingStyle getShardingStyle(Operation *op) const {
    return view(op) ? ShardingStyle::Layout : ShardingStyle::Replicated;
  }

  std::optional<TensorSharding> getResultLayout(Operation *op, unsigned,
                                                const TensorSharding &source,
                                                const MeshShape &mesh) const {
    std::optional<ReshapeView> v = view(op);
    if (!v)
      return std::nullopt;
    return v->expands ? mergedToSplit(*v, source, mesh)
                      : splitToMerged(*v, source, /*keepMajor=*/true);
  }

  std::optional<TensorSharding> getOperandLayout(Operation *op, unsigned,
                                                 const TensorSharding &result,
                                                 const MeshShape &mesh) const {
    std::optional<ReshapeView> v = view(op);
    if (!v)
      return std::nullopt;
    return v->expands ? splitToMerged(*v, result, /*keepMajor=*/false)
                      : mergedToSplit(*v, result, mesh);
  }

  FailureOr<Value> buildLocalView(Operation *op, OpBuilder &b,
                                  ValueRange operands,
                                  RankedTensorType type) const {
    return Value(OpTy::create(b, op->getLoc(), type, operands[0],
                              cast<OpTy>(op).getReassociationIndices()));
  }

  LogicalResult partition(Operation *op, Partitioner &p) const {
    return partitionByLayout(
        op, p, p.getSharding(op->getResult(0)),
        [&](OpBuilder &b, ValueRange operands, RankedTensorType type) {
          return buildLocalView(op, b, operands, type);
        });
  }
};

} // namespace

} // namespace cleave

void cleave::registerReshapeShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ExpandShapeOp::attachInterface<ReshapeModel<tensor::ExpandShapeOp>>(
        *ctx);
    tensor::CollapseShapeOp::attachInterface<
        ReshapeModel<tensor::CollapseShapeOp>>(*ctx);
  });
}
