//===- RegisterModels.cpp - Cleave's sharding rules for upstream ops ------===//

#include "cleave/Interfaces/ShardingModels.h"

void cleave::registerShardingModels(mlir::DialectRegistry &registry) {
  registerLinalgShardingModels(registry);
  registerSoftmaxShardingModel(registry);
  registerReshapeShardingModels(registry);
  registerSliceShardingModel(registry);
  registerCutShardingModels(registry);
  registerGeneratorShardingModels(registry);
  registerForShardingModel(registry);
  registerGatherShardingModel(registry);
  registerScatterShardingModel(registry);
  registerScanShardingModel(registry);
}
