//===- ClusterPresets.h - Built-in cluster descriptions ---------*- C++ -*-===//

#ifndef CLEAVE_LIB_CLUSTER_CLUSTERPRESETS_H
#define CLEAVE_LIB_CLUSTER_CLUSTERPRESETS_H

#include "cleave/Cluster/ClusterModel.h"

#include <optional>

namespace cleave {
std::optional<ClusterModel> getClusterPreset(llvm::StringRef name);
} // namespace cleave

#endif // CLEAVE_LIB_CLUSTER_CLUSTERPRESETS_H
