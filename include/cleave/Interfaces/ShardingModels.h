//===- ShardingModels.h - Sharding rules for upstream ops -------*- C++ -*-===//
//
// External models of ShardingOpInterface, one file per op family under
// lib/Interfaces/Models: linalg structured ops, linalg.softmax, tensor
// reshapes, extract_slice, ops that cut dimensions (concat, insert_slice,
// pad), generators (fill, empty, constant), scf.for, tensor.gather and
// tm_tensor.scatter.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_INTERFACES_SHARDINGMODELS_H
#define CLEAVE_INTERFACES_SHARDINGMODELS_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace cleave {

void registerShardingModels(mlir::DialectRegistry &registry);

// One per model file.
void registerLinalgShardingModels(mlir::DialectRegistry &registry);
void registerSoftmaxShardingModel(mlir::DialectRegistry &registry);
void registerReshapeShardingModels(mlir::DialectRegistry &registry);
void registerSliceShardingModel(mlir::DialectRegistry &registry);
void registerCutShardingModels(mlir::DialectRegistry &registry);
void registerGeneratorShardingModels(mlir::DialectRegistry &registry);
void registerForShardingModel(mlir::DialectRegistry &registry);
void registerGatherShardingModel(mlir::DialectRegistry &registry);
void registerScatterShardingModel(mlir::DialectRegistry &registry);
void registerScanShardingModel(mlir::DialectRegistry &registry);

} // namespace cleave

#endif // CLEAVE_INTERFACES_SHARDINGMODELS_H
