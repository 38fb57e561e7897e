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

/// tensor.extract_slice with static offsets and strides and no rank
/// reduction: whole dimensions keep their split, cut (or strided) ones must
/// be unsplit.
bool isShardableSlice(mlir::Operation *op);
std::optional<TensorSharding> sliceForward(mlir::Operation *op,
                                           const TensorSharding &source);
std::optional<TensorSharding> sliceBackward(mlir::Operation *op,
                                            const TensorSharding &result);

/// Ops whose tensor operands and result share one layout, except that the
/// dimensions they cut are never split: tensor.concat (the concatenated
/// dimension), tensor.pad (padded dimensions), tensor.insert_slice
/// (dimensions the slice does not cover whole). Static shapes only.
std::optional<std::vector<bool>> getCutDims(mlir::Operation *op);
bool isShardableConcat(mlir::Operation *op);
/// The shared layout given one operand's (cut dimensions unsplit).
TensorSharding concatLayout(mlir::Operation *op, const TensorSharding &s);
/// Whether `s` is a valid shared layout: no cut dimension is split.
bool concatTakes(mlir::Operation *op, const TensorSharding &s);

/// Reshapes and slices: ops that move data within a tensor without
/// computing, one operand and one result (the "view" ops of propagation).
inline bool isShardableView(mlir::Operation *op) {
  return isShardableReshape(op) || isShardableSlice(op);
}
inline std::optional<TensorSharding> viewForward(mlir::Operation *op,
                                                 const TensorSharding &source,
                                                 const MeshShape &mesh) {
  return isShardableSlice(op) ? sliceForward(op, source)
                              : reshapeForward(op, source, mesh);
}
inline std::optional<TensorSharding> viewBackward(mlir::Operation *op,
                                                  const TensorSharding &result,
                                                  const MeshShape &mesh) {
  return isShardableSlice(op) ? sliceBackward(op, result)
                              : reshapeBackward(op, result, mesh);
}

} // namespace cleave

#endif // CLEAVE_ANALYSIS_RESHAPESHARDINGRULE_H
