//===- ReshapeShardingRule.h - Shardings through expand/collapse -*- C++
//-*-===//
//
// A split of a merged dimension maps to its major (first) factor, as Shardy's
// compound factors: splitting a dimension of size a*b into n contiguous
// blocks is the same as splitting the size-a factor into n blocks when n
// divides a. Splits of minor factors cannot be expressed: such layouts are
// resharded first. Reshapes are linear, so partial state passes through.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_RESHAPESHARDINGRULE_H
#define CLEAVE_ANALYSIS_RESHAPESHARDINGRULE_H

#include "cleave/Sharding/TensorSharding.h"

#include "mlir/IR/Operation.h"

#include <optional>

namespace cleave {

/// True for tensor.expand_shape and tensor.collapse_shape with static shapes.
bool isShardableReshape(mlir::Operation *op);

/// The result's sharding for a source sharding, if expressible.
std::optional<TensorSharding> reshapeForward(mlir::Operation *op,
                                             const TensorSharding &source,
                                             const MeshShape &mesh);
/// The source sharding that yields `result`, if expressible.
std::optional<TensorSharding> reshapeBackward(mlir::Operation *op,
                                              const TensorSharding &result,
                                              const MeshShape &mesh);

} // namespace cleave

#endif // CLEAVE_ANALYSIS_RESHAPESHARDINGRULE_H
