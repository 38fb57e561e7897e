//===- FoldedTransposeCost.h - Folded transposes that run -----*- C++ -*-===//
//
// A transpose the target folds into the GEMM it feeds costs nothing
// (isTransposeFoldedIntoGemm), unless the plan reshards its result: the
// partitioned program then has a collective between the two, and the
// transpose runs as a copy, and the GEMM reads its operand as stored. The
// search adds both to that reshard's price.
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

/// What a GEMM `consumer` costs more (or less) under `loops` when its
/// operand `operand`, made by a folded transpose, reaches it through a
/// reshard: BLAS then reads the operand as stored, not transposed (the
/// calibrated GEMM points price the two forms differently). 0 for any
/// other operand or op.
double getUnfoldedOperandSecondsDelta(mlir::Operation *consumer,
                                      unsigned operand, const LoopAxes &loops,
                                      const MeshShape &mesh, DeviceAttr device);

} // namespace cleave

#endif // CLEAVE_INTERFACES_FOLDEDTRANSPOSECOST_H
