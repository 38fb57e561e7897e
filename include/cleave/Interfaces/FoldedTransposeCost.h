//===- FoldedTransposeCost.h - Folded transposes that run -----*- C++ -*-===//
//
// A transpose the target folds into the GEMM it feeds costs nothing
// (isTransposeFoldedIntoGemm), unless the plan reshards its result: the
// partitioned program then has a collective between the two, and the
// transpose runs as a copy. The search adds this to that reshard's price.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_INTERFACES_FOLDEDTRANSPOSECOST_H
#define CLEAVE_INTERFACES_FOLDEDTRANSPOSECOST_H

#include "cleave/Interfaces/ShardingOpInterface.h"

namespace cleave {

/// The seconds `value`'s defining transpose takes as a copy whose result
/// has `layout`, when isTransposeFoldedIntoGemm holds for it; else 0.
double getUnfoldedTransposeSeconds(mlir::Value value,
                                   const TensorSharding &layout,
                                   const MeshShape &mesh, DeviceAttr device);

} // namespace cleave

#endif // CLEAVE_INTERFACES_FOLDEDTRANSPOSECOST_H
