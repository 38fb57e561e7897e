//===- SoftmaxModel.cpp - Sharding linalg.softmax -------------------------===//
//
// Softmax normalizes along one dimension: every other dimension is a
// parallel loop that may be split; the softmax dimension stays whole on
// each device, so no partial results arise. The local op is emitted as
// upstream's decomposition (max, exp, sum, divide as linalg.generic ops),
// which the lowering pipelines compile like any structured op, and priced
// as that decomposition.
//
//===----------------------------------------------------------------------===//

#include "cleave/Cost/CostModel.h"
#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;

namespace cleave {
namespace {

/// The roofline of the decomposition the partitioner emits on `rows` rows
/// of `cols` elements (what the cost model then charges): two fills of the
/// row results, the max and the sum reductions, exp(x - max) and the
/// division.
ComputeCost decomposedCost(DeviceAttr device, Type element, double rows,
                           double cols) {
  double n = rows * cols, b = getElementBytes(element);
  // exp(x - max): a subtraction and a math op per element.
  double exp = n * (1 + (device ? device.getMathOpWeight("exp") : 1));
  struct Part {
    double flops, bytes;
    const char *opClass; ///< the max and the sum reduce along the row
  };
  const Part parts[] = {{rows, 2 * rows * b, kVectorOpClass},
                        {n, (n + 2 * rows) * b, kReductionOpClass},
                        {exp, (3 * n + rows) * b, kVectorOpClass},
                        {rows, 2 * rows * b, kVectorOpClass},
                        {n, (n + 2 * rows) * b, kReductionOpClass},
                        {n, (3 * n + rows) * b, kVectorOpClass}};
  ComputeCost cost;
  for (const Part &part : parts) {
    cost.flops += part.flops;
    cost.bytes += part.bytes;
    cost.seconds +=
        rooflineSeconds(device, element, part.flops, part.bytes, part.opClass);
  }
  return cost;
}

struct SoftmaxModel
    : ShardingOpInterface::ExternalModel<SoftmaxModel, linalg::SoftmaxOp> {
  ShardingStyle getShardingStyle(Operation *op) const {
    auto softmax = cast<linalg::SoftmaxOp>(op);
    auto input = dyn_cast<RankedTensorType>(softmax.getInput().getType());
    bool shardable =
        input && input.hasStaticShape() &&
        softmax.getInput().getType() == softmax.getOutput().getType();
    return shardable ? ShardingStyle::Loops : ShardingStyle::Replicated;
  }

  std::optional<LoopRule> getLoopRule(Operation *op) const {
    if (getShardingStyle(op) != ShardingStyle::Loops)
      return std::nullopt;
    auto softmax = cast<linalg::SoftmaxOp>(op);
    ArrayRef<int64_t> shape = softmax.getInputOperandType().getShape();
    std::vector<LoopRule::Loop> loops(shape.size());
    std::vector<int> identity;
    for (auto [d, extent] : llvm::enumerate(shape)) {
      loops[d].extent = extent;
      identity.push_back(d);
    }
    loops[softmax.getDimension()].splittable = false;
    return LoopRule(std::move(loops), /*numInputs=*/1, {identity, identity},
                    {identity}, std::nullopt);
  }

  /// Rows and row length of the op's local block under `loops`.
  std::pair<double, double> getRowsAndCols(Operation *op, const LoopAxes &loops,
                                           const MeshShape &mesh) const {
    auto softmax = cast<linalg::SoftmaxOp>(op);
    ArrayRef<int64_t> shape = softmax.getInputOperandType().getShape();
    double rows = 1;
    for (auto [d, extent] : llvm::enumerate(shape))
      if (d != softmax.getDimension())
        rows *= double(extent) /
                double(loops.empty() ? 1 : mesh.getGroupSize(loops[d]));
    return {rows, double(shape[softmax.getDimension()])};
  }

  std::optional<ComputeCost> getComputeCost(Operation *op,
                                            DeviceAttr device) const {
    if (getShardingStyle(op) != ShardingStyle::Loops)
      return std::nullopt;
    auto [rows, cols] = getRowsAndCols(op, {}, MeshShape());
    Type element =
        cast<linalg::SoftmaxOp>(op).getInputOperandType().getElementType();
    return decomposedCost(device, element, rows, cols);
  }

  double getStrategySeconds(Operation *op, const LoopAxes &loops,
                            const MeshShape &mesh, DeviceAttr device) const {
    auto [rows, cols] = getRowsAndCols(op, loops, mesh);
    Type element =
        cast<linalg::SoftmaxOp>(op).getInputOperandType().getElementType();
    return decomposedCost(device, element, rows, cols).seconds;
  }
};

} // namespace
} // namespace cleave

void cleave::registerSoftmaxShardingModel(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    linalg::SoftmaxOp::attachInterface<SoftmaxModel>(*ctx);
  });
}
