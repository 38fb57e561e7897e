//===- LinalgModel.h - Sharding linalg ops by loops -------------*- C++ -*-===//
//
// The model every linalg structured op gets, named or generic: its loops
// are the op's loops. Shared with linalg.fill's model (GeneratorModels.cpp),
// which adds recreation.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_INTERFACES_MODELS_LINALGMODEL_H
#define CLEAVE_LIB_INTERFACES_MODELS_LINALGMODEL_H

#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace cleave::linalg_model {

/// std::nullopt if an indexing map names a loop twice or the op has
/// dynamic sizes.
std::optional<LoopRule> getLoopRule(mlir::linalg::LinalgOp op);
/// Whether getLoopRule gives a rule, without building it (every pass asks
/// each op's style; building the rule was an eighth of planning 96 layers).
bool hasLoopRule(mlir::linalg::LinalgOp op);
/// Whether an operand or loop of `op` has a size known only when it runs.
bool hasDynamicSizes(mlir::linalg::LinalgOp op);
std::vector<LoopAxes> getStrategies(mlir::linalg::LinalgOp op,
                                    const MeshShape &mesh);
bool isLinearIn(mlir::linalg::LinalgOp op, llvm::ArrayRef<unsigned> inputs);
mlir::LogicalResult partition(mlir::linalg::LinalgOp op, Partitioner &p);
std::optional<ComputeCost> getComputeCost(mlir::linalg::LinalgOp op,
                                          DeviceAttr device);
double getStrategySeconds(mlir::linalg::LinalgOp op, const LoopAxes &loops,
                          const MeshShape &mesh, DeviceAttr device);

template <typename ConcreteModel, typename OpTy>
struct LinalgModelBase
    : ShardingOpInterface::ExternalModel<ConcreteModel, OpTy> {
  ShardingStyle getShardingStyle(mlir::Operation *op) const {
    return hasLoopRule(llvm::cast<mlir::linalg::LinalgOp>(op))
               ? ShardingStyle::Loops
               : ShardingStyle::Replicated;
  }
  std::string getReplicatedReason(mlir::Operation *op) const {
    return hasDynamicSizes(llvm::cast<mlir::linalg::LinalgOp>(op))
               ? "its sizes are known only when it runs"
               : "an indexing map names a loop twice";
  }
  std::optional<LoopRule> getLoopRule(mlir::Operation *op) const {
    return linalg_model::getLoopRule(llvm::cast<mlir::linalg::LinalgOp>(op));
  }
  std::vector<LoopAxes> getStrategies(mlir::Operation *op,
                                      const MeshShape &mesh) const {
    return linalg_model::getStrategies(llvm::cast<mlir::linalg::LinalgOp>(op),
                                       mesh);
  }
  bool isLinearIn(mlir::Operation *op, llvm::ArrayRef<unsigned> inputs) const {
    return linalg_model::isLinearIn(llvm::cast<mlir::linalg::LinalgOp>(op),
                                    inputs);
  }
  mlir::LogicalResult partition(mlir::Operation *op, Partitioner &p) const {
    return linalg_model::partition(llvm::cast<mlir::linalg::LinalgOp>(op), p);
  }
  std::optional<ComputeCost> getComputeCost(mlir::Operation *op,
                                            DeviceAttr device) const {
    return linalg_model::getComputeCost(llvm::cast<mlir::linalg::LinalgOp>(op),
                                        device);
  }
  double getStrategySeconds(mlir::Operation *op, const LoopAxes &loops,
                            const MeshShape &mesh, DeviceAttr device) const {
    return linalg_model::getStrategySeconds(
        llvm::cast<mlir::linalg::LinalgOp>(op), loops, mesh, device);
  }
};

} // namespace cleave::linalg_model

#endif // CLEAVE_LIB_INTERFACES_MODELS_LINALGMODEL_H
