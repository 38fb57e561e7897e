//===- GatherModel.cpp - Sharding tensor.gather (embedding lookups) -------===//
//
// A one-dimensional `tensor.gather` (an embedding: rows of a table picked
// by ids, raised from torch-mlir's generic by cleave-raise-gathers) splits
// like a loop nest over its result, plus one loop over the table's
// gathered dimension that the ids select from. The batch loops split the
// ids and the result, the other table dimensions split the table and the
// result (the table's hidden dimension), and splitting the gathered loop
// splits the table's rows: each device looks up the ids it holds rows for
// and yields zero for the others, so the result is a partial sum. That is
// Megatron's vocabulary-parallel embedding, one all_reduce of the result
// instead of a replicated table.
//
// The local op is the loop the lowering makes of a gather (IndexedLoops.h),
// masked when the rows are split, and it is priced as that loop.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/IndexedLoops.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Partition/EmitReshard.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace cleave {
namespace {

/// Loops: the ids' batch dimensions, then one per table dimension (the
/// gathered one reduces).
struct GatherShape {
  int64_t batchRank, sourceRank, dim;
  bool rankReduced;
  explicit GatherShape(tensor::GatherOp op)
      : batchRank(op.getIndicesType().getRank() - 1),
        sourceRank(op.getSourceType().getRank()),
        dim(op.getGatherDims().front()),
        rankReduced(op.getResultType().getRank() ==
                    batchRank + sourceRank - 1) {}
  unsigned gatheredLoop() const { return unsigned(batchRank + dim); }
};

/// Row lookups have the rule; other gathers are replicated.
bool hasLoopRule(tensor::GatherOp gather) {
  return !whyNotGatherLoop(gather) && isRowGather(gather);
}

struct GatherModel
    : ShardingOpInterface::ExternalModel<GatherModel, tensor::GatherOp> {
  ShardingStyle getShardingStyle(Operation *op) const {
    return hasLoopRule(cast<tensor::GatherOp>(op)) ? ShardingStyle::Loops
                                                   : ShardingStyle::Replicated;
  }
  std::string getReplicatedReason(Operation *op) const {
    auto gather = cast<tensor::GatherOp>(op);
    if (std::optional<std::string> why = whyNotGatherLoop(gather))
      return *why;
    return isRowGather(gather) ? ""
                               : "more than one gathered dimension (the rule "
                                 "covers row lookups)";
  }

  std::optional<LoopRule> getLoopRule(Operation *op) const {
    auto gather = cast<tensor::GatherOp>(op);
    if (!hasLoopRule(gather))
      return std::nullopt;
    GatherShape g(gather);
    std::vector<LoopRule::Loop> loops;
    std::vector<int> indexLoops, sourceLoops, resultLoops;
    for (int64_t d = 0; d < g.batchRank; ++d) {
      loops.push_back({gather.getIndicesType().getDimSize(d), false, true});
      indexLoops.push_back(int(d));
      resultLoops.push_back(int(d));
    }
    indexLoops.push_back(-1); // the id's unit dimension
    for (int64_t s = 0; s < g.sourceRank; ++s) {
      int loop = int(loops.size());
      bool gathered = s == g.dim;
      loops.push_back({gather.getSourceType().getDimSize(s),
                       /*reduction=*/gathered,
                       /*splittable=*/true});
      sourceLoops.push_back(loop);
      if (!gathered)
        resultLoops.push_back(loop);
      else if (!g.rankReduced)
        resultLoops.push_back(-1); // the gathered unit dimension
    }
    // Rows a device does not hold contribute zero: the parts add up.
    return LoopRule(std::move(loops), /*numInputs=*/2,
                    {sourceLoops, indexLoops}, {resultLoops}, Reduction::Sum);
  }

  /// The loop's price on a result of `elements` elements: per element, the
  /// body's operations, and the ids, the init and the result in memory (as
  /// the cost model prices the linalg.generic the op becomes).
  static ComputeCost loopCost(tensor::GatherOp op, DeviceAttr device,
                              double elements, double idBytes, bool masked) {
    Type element = op.getResultType().getElementType();
    ComputeCost cost;
    cost.flops =
        elements * getGatherLoopBodyOps(op.getIndicesType().getElementType(),
                                        op.getSourceType().getRank(), masked);
    cost.bytes = idBytes + 2 * elements * getElementBytes(element);
    cost.seconds = rooflineSeconds(device, element, cost.flops, cost.bytes,
                                   kVectorOpClass);
    return cost;
  }

  std::optional<ComputeCost> getComputeCost(Operation *op,
                                            DeviceAttr device) const {
    auto gather = cast<tensor::GatherOp>(op);
    if (whyNotGatherLoop(gather))
      return std::nullopt;
    return loopCost(gather, device,
                    double(gather.getResultType().getNumElements()),
                    getTensorBytes(gather.getIndicesType()), false);
  }

  double getStrategySeconds(Operation *op, const LoopAxes &loops,
                            const MeshShape &mesh, DeviceAttr device) const {
    auto gather = cast<tensor::GatherOp>(op);
    std::optional<LoopRule> rule = getLoopRule(op);
    if (!rule)
      return 0;
    double elements = double(gather.getResultType().getNumElements());
    for (int loop : rule->getResultLoops(0))
      if (loop >= 0)
        elements /= double(mesh.getGroupSize(loops[loop]));
    double idBytes = getLocalBytes(gather.getIndices(),
                                   rule->getOperandSharding(1, loops), mesh);
    bool masked = !loops[GatherShape(gather).gatheredLoop()].empty();
    return loopCost(gather, device, elements, idBytes, masked).seconds;
  }

  LogicalResult partition(Operation *op, Partitioner &p) const {
    auto gather = cast<tensor::GatherOp>(op);
    std::optional<LoopRule> rule = getLoopRule(op);
    if (!rule)
      return partitionReplicated(op, p);
    GatherShape g(gather);
    LoopAxes loops = p.getLoops(op, *rule);
    const std::vector<unsigned> &rowAxes = loops[g.gatheredLoop()];
    if (rowAxes.empty())
      return success(succeeded(partitionByLoops(op, *rule, p)));
    // Rows split: the masked loop on the local rows.
    Location loc = op->getLoc();
    FailureOr<Value> source =
        p.get(gather.getSource(), rule->getOperandSharding(0, loops), loc);
    FailureOr<Value> indices =
        p.get(gather.getIndices(), rule->getOperandSharding(1, loops), loc);
    if (failed(source) || failed(indices))
      return failure();
    TensorSharding resultSharding = rule->getResultSharding(0, loops);
    int64_t rows = gather.getSourceType().getDimSize(g.dim);
    int64_t localRows = rows / p.getMeshShape().getGroupSize(rowAxes);
    OpBuilder &b = p.getBuilder();
    Value offset = emitBlockOffset(b, loc, p.getMesh(), rowAxes, localRows);
    Value local =
        buildGatherLoop(b, loc, *source, *indices, g.dim, rows,
                        p.getLocalType(gather.getResult(), resultSharding),
                        IndexWindow{offset, localRows});
    p.record(gather.getResult(), local, resultSharding);
    return success();
  }
};

} // namespace
} // namespace cleave

void cleave::registerGatherShardingModel(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::GatherOp::attachInterface<GatherModel>(*ctx);
  });
}
