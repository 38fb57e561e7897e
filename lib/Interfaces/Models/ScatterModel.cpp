//===- ScatterModel.cpp - Sharding tm_tensor.scatter (embedding grads) ----===//
//
// A scatter (torch's embedding gradient, nll_loss backward, index_put)
// combines rows of update slices into the original at ids. Its loops are
// the update rows, which reduce, and one per dimension of the original:
//
// - a dimension the update slices cover splits the slices and the
//   original alike;
// - a dimension the ids index splits the original's rows: each device
//   combines only the ids in its rows (Megatron's vocabulary-parallel
//   embedding gradient), with the updates whole;
// - the update rows split when the region adds: each device combines its
//   rows into the original (on the first device of the group; zeros on the
//   others), and the results are partial sums.
//
// The local op is a scatter, or, when an indexed dimension is split, the
// loop the lowering makes of one with ids outside the local rows left out
// (IndexedLoops.h); both are priced as that loop.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/IndexedLoops.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Partition/EmitReshard.h"
#include "cleave/TMTensor/TMTensorOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;

namespace cleave {
namespace {

ScatterParts getParts(tm_tensor::ScatterOp op) {
  return ScatterParts{op.getUpdates(), op.getIndices(), op.getOriginal(),
                      op.getDimensionMap(), &op.getRegion()};
}

/// Why the op runs whole: a form the loop cannot express, or update slices
/// that cover a dimension of the original only in part (their split would
/// not follow the original's).
std::optional<std::string> whyNotSplit(tm_tensor::ScatterOp op) {
  ScatterParts parts = getParts(op);
  if (std::optional<std::string> why = whyNotScatterLoop(parts))
    return why;
  RankedTensorType updates = op.getUpdates().getType(),
                   original = op.getOriginal().getType();
  for (int64_t d = 0; d < original.getRank(); ++d) {
    int64_t slice = getScatterSliceDim(parts, d);
    if (slice >= 0 && !llvm::is_contained(op.getDimensionMap(), d) &&
        updates.getDimSize(slice) != original.getDimSize(d))
      return "the updates cover dimension " + std::to_string(d) +
             " of the original only in part";
  }
  return std::nullopt;
}

/// Whether the region adds the update to the original.
bool isAccumulating(tm_tensor::ScatterOp op) {
  Block &body = op.getRegion().front();
  Operation *combine = body.getTerminator()->getOperand(0).getDefiningOp();
  if (!combine || !isa<arith::AddFOp, arith::AddIOp>(combine))
    return false;
  Value u = body.getArgument(0), o = body.getArgument(1);
  return (combine->getOperand(0) == u && combine->getOperand(1) == o) ||
         (combine->getOperand(0) == o && combine->getOperand(1) == u);
}

struct ScatterModel
    : ShardingOpInterface::ExternalModel<ScatterModel, tm_tensor::ScatterOp> {
  ShardingStyle getShardingStyle(Operation *op) const {
    return whyNotSplit(cast<tm_tensor::ScatterOp>(op))
               ? ShardingStyle::Replicated
               : ShardingStyle::Loops;
  }
  std::string getReplicatedReason(Operation *op) const {
    return whyNotSplit(cast<tm_tensor::ScatterOp>(op)).value_or("");
  }

  /// Loop 0: the update rows; loop 1 + d: dimension d of the original.
  std::optional<LoopRule> getLoopRule(Operation *op) const {
    auto scatter = cast<tm_tensor::ScatterOp>(op);
    if (whyNotSplit(scatter))
      return std::nullopt;
    ScatterParts parts = getParts(scatter);
    RankedTensorType updates = scatter.getUpdates().getType(),
                     original = scatter.getOriginal().getType();
    std::vector<LoopRule::Loop> loops = {
        {updates.getDimSize(0), /*reduction=*/true, /*splittable=*/true}};
    std::vector<int> updateLoops(updates.getRank(), -1), originalLoops;
    updateLoops[0] = 0;
    for (int64_t d = 0; d < original.getRank(); ++d) {
      loops.push_back({original.getDimSize(d), false, true});
      originalLoops.push_back(int(1 + d));
      int64_t slice = getScatterSliceDim(parts, d);
      if (slice >= 0 && !llvm::is_contained(scatter.getDimensionMap(), d))
        updateLoops[slice] = int(1 + d);
    }
    // Split rows add up only when the region adds.
    std::optional<Reduction> combiner;
    if (isAccumulating(scatter))
      combiner = Reduction::Sum;
    return LoopRule(std::move(loops), /*numInputs=*/2,
                    {updateLoops, {0, -1}, originalLoops}, {originalLoops},
                    combiner);
  }

  /// Whether `loops` splits a dimension the ids index.
  static bool splitsIndexed(tm_tensor::ScatterOp op, const LoopAxes &loops) {
    return llvm::any_of(op.getDimensionMap(), [&](int64_t d) {
      return !loops.empty() && !loops[1 + d].empty();
    });
  }

  /// The loop's price: per local row, the generic combining a local slice
  /// (the slice, the original's and the result in memory), as the cost
  /// model prices the loop the op becomes.
  static ComputeCost getLocalCost(tm_tensor::ScatterOp op,
                                  const LoopAxes &loops, const MeshShape &mesh,
                                  DeviceAttr device) {
    ScatterParts parts = getParts(op);
    RankedTensorType updates = op.getUpdates().getType(),
                     original = op.getOriginal().getType();
    auto group = [&](unsigned loop) {
      return loops.empty() ? 1.0 : double(mesh.getGroupSize(loops[loop]));
    };
    double rows = double(updates.getDimSize(0)) / group(0);
    double slice = 1;
    for (int64_t d = 0; d < original.getRank(); ++d) {
      int64_t s = getScatterSliceDim(parts, d);
      if (s >= 0 && !llvm::is_contained(op.getDimensionMap(), d))
        slice *= double(updates.getDimSize(s)) / group(1 + d);
    }
    Type element = original.getElementType();
    double perElement = getScatterCombineOps(
        op.getRegion(), splitsIndexed(op, loops), [&](StringRef name) {
          return device ? device.getMathOpWeight(name) : 1.0;
        });
    ComputeCost cost;
    cost.flops = rows * slice * perElement;
    cost.bytes = rows * 3 * slice * getElementBytes(element);
    cost.seconds = rows * rooflineSeconds(device, element, slice * perElement,
                                          3 * slice * getElementBytes(element),
                                          kVectorOpClass);
    return cost;
  }

  std::optional<ComputeCost> getComputeCost(Operation *op,
                                            DeviceAttr device) const {
    auto scatter = cast<tm_tensor::ScatterOp>(op);
    if (whyNotScatterLoop(getParts(scatter)))
      return std::nullopt;
    return getLocalCost(scatter, {}, MeshShape(), device);
  }

  double getStrategySeconds(Operation *op, const LoopAxes &loops,
                            const MeshShape &mesh, DeviceAttr device) const {
    return getLocalCost(cast<tm_tensor::ScatterOp>(op), loops, mesh, device)
        .seconds;
  }

  LogicalResult partition(Operation *op, Partitioner &p) const {
    auto scatter = cast<tm_tensor::ScatterOp>(op);
    std::optional<LoopRule> rule = getLoopRule(op);
    if (!rule)
      return partitionReplicated(op, p);
    LoopAxes loops = p.getLoops(op, *rule);
    Location loc = op->getLoc();
    // Rows split: the first device of each group combines into the
    // original, the others into zeros.
    auto getOriginal = [&](const TensorSharding &want) -> FailureOr<Value> {
      FailureOr<Value> v = p.get(scatter.getOriginal(), want, loc);
      if (failed(v) || loops[0].empty() || isZeroTensor(scatter.getOriginal()))
        return v;
      return emitKeptOnFirst(p.getBuilder(), loc, p.getMesh(), loops[0], *v);
    };
    if (!splitsIndexed(scatter, loops))
      return success(succeeded(
          partitionByLoops(op, *rule, p,
                           [&](OpOperand &operand, const TensorSharding &want,
                               const LoopAxes &) -> FailureOr<Value> {
                             if (operand.get() == scatter.getOriginal() &&
                                 operand.getOperandNumber() == 2)
                               return getOriginal(want);
                             return p.get(operand.get(), want, loc);
                           })));
    // Indexed rows split: the loop, leaving out the ids of other devices.
    FailureOr<Value> updates =
        p.get(scatter.getUpdates(), rule->getOperandSharding(0, loops), loc);
    FailureOr<Value> indices =
        p.get(scatter.getIndices(), rule->getOperandSharding(1, loops), loc);
    FailureOr<Value> original = getOriginal(rule->getOperandSharding(2, loops));
    if (failed(updates) || failed(indices) || failed(original))
      return failure();
    OpBuilder &b = p.getBuilder();
    SmallVector<std::optional<IndexWindow>> windows;
    SmallVector<int64_t> extents;
    for (int64_t d : scatter.getDimensionMap()) {
      int64_t extent = scatter.getOriginal().getType().getDimSize(d);
      extents.push_back(extent);
      const std::vector<unsigned> &axes = loops[1 + d];
      if (axes.empty()) {
        windows.push_back(std::nullopt);
        continue;
      }
      int64_t local = extent / p.getMeshShape().getGroupSize(axes);
      windows.push_back(IndexWindow{
          emitBlockOffset(b, loc, p.getMesh(), axes, local), local});
    }
    // The combiner's captures (a constant `count + 1` of a mean's counts)
    // are this function's: the loop is built in the partitioned one, whose
    // verifier crashed on the old function's values (sweep 30).
    IRMapping captures;
    llvm::SetVector<Value> above;
    getUsedValuesDefinedAbove(scatter.getRegion(), above);
    for (Value v : above) {
      auto type = dyn_cast<RankedTensorType>(v.getType());
      FailureOr<Value> local =
          type ? p.get(v, TensorSharding::replicated(type.getRank()), loc)
               : FailureOr<Value>(p.lookup(v));
      if (failed(local))
        return failure();
      captures.map(v, *local);
    }
    ScatterParts parts{*updates,
                       *indices,
                       *original,
                       scatter.getDimensionMap(),
                       &scatter.getRegion(),
                       &captures};
    Value local = buildScatterLoop(b, loc, parts, windows, extents);
    p.record(scatter.getResult(), local, rule->getResultSharding(0, loops));
    return success();
  }
};

} // namespace
} // namespace cleave

void cleave::registerScatterShardingModel(DialectRegistry &registry) {
  registry.addExtension(
      +[](MLIRContext *ctx, cleave::tm_tensor::TMTensorDialect *) {
        tm_tensor::ScatterOp::attachInterface<ScatterModel>(*ctx);
      });
}
