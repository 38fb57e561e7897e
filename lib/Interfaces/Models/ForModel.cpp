//===- ForModel.cpp - Sharding scf.for ------------------------------------===//
//
// A loop carries each tensor in the layout its init has (reduced if
// partial); the body is sharded like straight-line code and the yielded
// values are resharded back to the carried layouts. The structure (inits,
// iteration arguments, yields, trip count) is the loop's
// LoopLikeOpInterface; this model adds how to rebuild the local loop.
//
//===----------------------------------------------------------------------===//

#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace cleave {
namespace {

struct ForModel : ShardingOpInterface::ExternalModel<ForModel, scf::ForOp> {
  ShardingStyle getShardingStyle(Operation *) const {
    return ShardingStyle::Carried;
  }

  LogicalResult partition(Operation *operation, Partitioner &p) const {
    auto op = cast<scf::ForOp>(operation);
    SmallVector<TensorSharding> carried;
    SmallVector<Value> inits;
    for (Value init : op.getInitArgs()) {
      if (!isa<RankedTensorType>(init.getType())) {
        carried.push_back(TensorSharding());
        inits.push_back(p.lookup(init));
        continue;
      }
      std::optional<TensorSharding> local = p.getLocalSharding(init);
      if (!local)
        return op.emitOpError() << "internal error: init not partitioned";
      TensorSharding s = getCarriedSharding(*local, p.getMesh());
      FailureOr<Value> v = p.get(init, s, op.getLoc());
      if (failed(v))
        return failure();
      carried.push_back(s);
      inits.push_back(*v);
    }
    OpBuilder &builder = p.getBuilder();
    auto local = scf::ForOp::create(
        builder, op.getLoc(), p.lookup(op.getLowerBound()),
        p.lookup(op.getUpperBound()), p.lookup(op.getStep()), inits);
    Block *body = local.getBody();
    if (!body->empty() && isa<scf::YieldOp>(body->back()))
      body->back().erase();
    p.map(op.getInductionVar(), local.getInductionVar());
    for (auto [i, arg] : llvm::enumerate(op.getRegionIterArgs()))
      p.record(arg, local.getRegionIterArgs()[i], carried[i]);
    {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToEnd(body);
      for (Operation &inner : op.getBody()->without_terminator())
        if (failed(p.partitionOp(inner)))
          return failure();
      auto yield = cast<scf::YieldOp>(op.getBody()->getTerminator());
      SmallVector<Value> yielded;
      for (auto [i, v] : llvm::enumerate(yield.getOperands())) {
        if (!isa<RankedTensorType>(v.getType())) {
          yielded.push_back(p.lookup(v));
          continue;
        }
        FailureOr<Value> localValue = p.get(v, carried[i], yield.getLoc());
        if (failed(localValue))
          return failure();
        yielded.push_back(*localValue);
      }
      scf::YieldOp::create(builder, yield.getLoc(), yielded);
    }
    for (auto [i, result] : llvm::enumerate(op.getResults()))
      p.record(result, local.getResult(i), carried[i]);
    return success();
  }
};

} // namespace
} // namespace cleave

void cleave::registerForShardingModel(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, scf::SCFDialect *) {
    scf::ForOp::attachInterface<ForModel>(*ctx);
  });
}
