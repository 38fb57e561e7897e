//===- IndexedLoops.h - Gathers and scatters as loops -----------*- C++ -*-===//
//
// Ops that read or write a tensor at ids, as the loops they stand for:
//
// - a `tensor.gather` (an embedding lookup: rows of a table picked by ids;
//   or any number of gathered dimensions) as a linalg.generic over its
//   result, whose body reads the source at the ids with `tensor.extract`;
// - a `tm_tensor.scatter` (an embedding gradient: rows of updates combined
//   into a table at ids) as an scf.for over the rows, each combining its
//   slice into the carried tensor (rows in order, so repeated ids
//   accumulate or overwrite as in PyTorch).
//
// Both check the ids' bounds as torch does. A `tm_tensor.scan` (a prefix
// sum) is a loop along its dimension, one row combined per step. Shared by the
// lowering (cleave-decompose-aggregates, cleave-lower-tm-tensor) and by the
// partitioner, which emits the masked forms when the indexed dimension is
// split (a vocabulary-parallel embedding: each device holds rows
// [offset, offset + extent), reads zero for other ids and leaves their
// updates out).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_COMMON_INDEXEDLOOPS_H
#define CLEAVE_CONVERSION_COMMON_INDEXEDLOOPS_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

#include <optional>
#include <string>

namespace cleave {

/// The rows of an indexed dimension a device holds.
struct IndexWindow {
  mlir::Value offset; ///< index: the first global row held
  int64_t extent;     ///< rows held
};

/// Whether `gather` can be lowered to a loop: static shapes, indices of
/// shape [..., K] for its K gathered dimensions. Else a reason.
std::optional<std::string> whyNotGatherLoop(mlir::tensor::GatherOp gather);

/// Whether `gather` picks rows along one dimension (ids of shape [..., 1]):
/// an embedding lookup, the form the sharding rule and buildGatherLoop
/// cover.
bool isRowGather(mlir::tensor::GatherOp gather);

/// The generic computing `gather` on one device, any number of gathered
/// dimensions (each element reads its K ids from the indices).
mlir::Value buildGatherLoop(mlir::OpBuilder &b, mlir::tensor::GatherOp gather);

/// The generic computing `resultType` from `source` (its gathered dimension
/// `dim` of `globalExtent` rows overall) at `indices` ([..., 1] ids, integer
/// or index); `window` masks ids outside the local rows to zero.
mlir::Value buildGatherLoop(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value source, mlir::Value indices,
                            int64_t dim, int64_t globalExtent,
                            mlir::RankedTensorType resultType,
                            std::optional<IndexWindow> window);

/// Operations per iteration of that generic's body (what the cost model
/// charges per element of the result).
unsigned getGatherLoopBodyOps(mlir::Type indexElement, int64_t sourceRank,
                              bool masked);

/// A scatter's operands: `updates` (rows of slices), `indices` (rows of
/// ids, one per `dimensionMap` entry), `original`, and its combining region
/// `^bb0(%update, %original)`.
struct ScatterParts {
  mlir::Value updates, indices, original;
  llvm::ArrayRef<int64_t> dimensionMap;
  mlir::Region *combiner;
  /// The values the combiner captures from above as the loop is to read
  /// them, where it is built in another function (the partitioner's); null:
  /// as they are.
  const mlir::IRMapping *captures = nullptr;
};

/// Whether the scatter has the form the loop covers: static shapes, every
/// original dimension either indexed or covered by the update slices, an
/// indexed dimension covered with size 1. Else a reason.
std::optional<std::string> whyNotScatterLoop(const ScatterParts &scatter);

/// Original dimension `d`'s update-slice dimension, or -1 if not covered.
int64_t getScatterSliceDim(const ScatterParts &scatter, int64_t d);

/// `update` combined into `old` (same type) elementwise by `region`
/// (^bb0(%update, %old), its terminator's first operand the result), as a
/// linalg.generic; where the i1 `held` (if given) is false, `old` stays.
/// Values the region captures are read through `captures` where given.
/// Scatter and scan combine this way.
mlir::Value combineElementwise(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Region &region, mlir::Value update,
                               mlir::Value old, mlir::Value held = nullptr,
                               const mlir::IRMapping *captures = nullptr);

/// The loop combining the scatter's rows into `original` in order;
/// `windows[k]`, where set, holds the rows of the original's dimension
/// `dimensionMap[k]` that are local (ids outside are left out), and
/// `globalExtents[k]` is that dimension's size overall (for the bounds
/// checks).
mlir::Value buildScatterLoop(mlir::OpBuilder &b, mlir::Location loc,
                             const ScatterParts &scatter,
                             llvm::ArrayRef<std::optional<IndexWindow>> windows,
                             llvm::ArrayRef<int64_t> globalExtents);

/// A `tm_tensor.scan` (torch's cumsum) in parts: `input` combined along
/// `dimension` by `combiner` (^bb0(%input, %accumulated)) into `output`;
/// the accumulator's type is a row across that dimension.
struct ScanParts {
  mlir::Value input, output, accumulator;
  int64_t dimension;
  bool inclusive;
  mlir::Region *combiner;
};

/// Whether the scan can be lowered to a loop: inclusive, static shapes.
/// Else a reason.
std::optional<std::string> whyNotScanLoop(const ScanParts &scan);

/// The loop along the scan's dimension carrying the output and the running
/// combination: {output, combination of the whole dimension}.
std::pair<mlir::Value, mlir::Value>
buildScanLoop(mlir::OpBuilder &b, mlir::Location loc, const ScanParts &scan);

/// The operations of the scatter's combining region, once per updated
/// element (math ops at `mathWeight` each), plus the select of the masked
/// form: what the cost model charges per element of the loop's combining
/// generic.
double
getScatterCombineOps(mlir::Region &combiner, bool masked,
                     llvm::function_ref<double(llvm::StringRef)> mathWeight);

} // namespace cleave

#endif // CLEAVE_CONVERSION_COMMON_INDEXEDLOOPS_H
