//===- ScanModel.cpp - Sharding tm_tensor.scan (cumsum) -------------------===//
//
// A scan combines its input along one dimension (torch's cumsum: the
// position ids transformers computes from an attention mask). Every other
// dimension is a parallel loop that may be split; the scanned one stays
// whole on each device, so no device needs another's prefix. The
// accumulator (one row across the scanned dimension) follows the other
// loops. The local op is a scan, lowered by cleave-decompose-aggregates to
// the loop along its dimension (IndexedLoops.h), and priced as that loop:
// one combine per row, the first row a copy.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/IndexedLoops.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/TMTensor/TMTensorOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;

namespace cleave {
namespace {

ScanParts getParts(tm_tensor::ScanOp op) {
  return ScanParts{op.getInput(),       op.getOutput(),
                   op.getAccumulator(), int64_t(op.getDimension()),
                   op.getInclusive(),   &op.getRegion()};
}

struct ScanModel
    : ShardingOpInterface::ExternalModel<ScanModel, tm_tensor::ScanOp> {
  ShardingStyle getShardingStyle(Operation *op) const {
    auto scan = cast<tm_tensor::ScanOp>(op);
    return whyNotScanLoop(getParts(scan)) ? ShardingStyle::Replicated
                                          : ShardingStyle::Loops;
  }

  std::string getReplicatedReason(Operation *op) const {
    return whyNotScanLoop(getParts(cast<tm_tensor::ScanOp>(op)))
        .value_or(std::string());
  }

  std::optional<LoopRule> getLoopRule(Operation *op) const {
    if (getShardingStyle(op) != ShardingStyle::Loops)
      return std::nullopt;
    auto scan = cast<tm_tensor::ScanOp>(op);
    ArrayRef<int64_t> shape = scan.getInput().getType().getShape();
    int64_t dim = scan.getDimension();
    std::vector<LoopRule::Loop> loops(shape.size());
    std::vector<int> identity, row;
    for (auto [d, extent] : llvm::enumerate(shape)) {
      loops[d].extent = extent;
      identity.push_back(d);
      if (int64_t(d) != dim)
        row.push_back(d);
    }
    loops[dim].splittable = false;
    // Operands: input, output, accumulator; results: output, accumulated.
    return LoopRule(std::move(loops), /*numInputs=*/1,
                    {identity, identity, row}, {identity, row}, std::nullopt);
  }

  /// The lowered loop on the local block under `loops`: a copy of the first
  /// row, then one combine (the region's ops per element) and one insert
  /// per further row.
  ComputeCost getLocalCost(tm_tensor::ScanOp scan, const LoopAxes &loops,
                           const MeshShape &mesh, DeviceAttr device) const {
    ArrayRef<int64_t> shape = scan.getInput().getType().getShape();
    int64_t dim = scan.getDimension();
    double row = 1;
    for (auto [d, extent] : llvm::enumerate(shape))
      if (int64_t(d) != dim)
        row *= double(extent) /
               double(loops.empty() ? 1 : mesh.getGroupSize(loops[d]));
    double steps = double(shape[dim]);
    Type element = scan.getInput().getType().getElementType();
    double bytes = row * getElementBytes(element);
    double perElement = getScatterCombineOps(
        scan.getRegion(), /*masked=*/false, [&](StringRef name) {
          return device ? device.getMathOpWeight(name) : 1.0;
        });
    ComputeCost cost;
    cost.flops = (steps - 1) * row * perElement;
    cost.bytes = steps * 4 * bytes;
    cost.seconds =
        rooflineSeconds(device, element, 0, 2 * bytes, kVectorOpClass) +
        (steps - 1) *
            (rooflineSeconds(device, element, row * perElement, 3 * bytes,
                             kVectorOpClass) +
             rooflineSeconds(device, element, 0, 2 * bytes, kVectorOpClass));
    return cost;
  }

  std::optional<ComputeCost> getComputeCost(Operation *op,
                                            DeviceAttr device) const {
    auto scan = cast<tm_tensor::ScanOp>(op);
    if (whyNotScanLoop(getParts(scan)))
      return std::nullopt;
    return getLocalCost(scan, {}, MeshShape(), device);
  }

  /// Plus the fills of its inits (torch's zeros), which the partitioner
  /// recreates at the local layout: the search prices a fill at its
  /// consumer, as for structured ops (LinalgModel.cpp).
  double getStrategySeconds(Operation *op, const LoopAxes &loops,
                            const MeshShape &mesh, DeviceAttr device) const {
    auto scan = cast<tm_tensor::ScanOp>(op);
    double seconds = getLocalCost(scan, loops, mesh, device).seconds;
    std::optional<LoopRule> rule = getLoopRule(op);
    for (unsigned i : {1u, 2u}) {
      Value init = op->getOperand(i);
      if (!rule || !init.getDefiningOp<linalg::FillOp>())
        continue;
      Type element = getElementTypeOrSelf(init.getType());
      double bytes =
          getLocalBytes(init, rule->getOperandSharding(i, loops), mesh);
      seconds +=
          rooflineSeconds(device, element, bytes / getElementBytes(element),
                          2 * bytes, kVectorOpClass);
    }
    return seconds;
  }
};

} // namespace
} // namespace cleave

void cleave::registerScanShardingModel(DialectRegistry &registry) {
  registry.addExtension(
      +[](MLIRContext *ctx, cleave::tm_tensor::TMTensorDialect *) {
        tm_tensor::ScanOp::attachInterface<ScanModel>(*ctx);
      });
}
