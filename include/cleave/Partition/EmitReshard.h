//===- EmitReshard.h - Emitting a reshard plan as collectives ---*- C++ -*-===//

#ifndef CLEAVE_PARTITION_EMITRESHARD_H
#define CLEAVE_PARTITION_EMITRESHARD_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/Sharding/ReshardPlan.h"

namespace cleave {

/// The names of mesh axes `axes`, as collectives and process queries take
/// them.
mlir::ArrayAttr axisNames(mlir::OpBuilder &b, const MeshShape &mesh,
                          const std::vector<unsigned> &axes);

/// The first global index of this device's block of a dimension split over
/// `axes` (major to minor) in blocks of `extent`.
mlir::Value emitBlockOffset(mlir::OpBuilder &b, mlir::Location loc, MeshOp mesh,
                            const std::vector<unsigned> &axes, int64_t extent);

/// Whether global `value` is zero everywhere (a zero splat or a fill of
/// zero): a split sum may then start from it on every device as it is.
bool isZeroTensor(mlir::Value value);

/// `value` on the first device of each group over `axes`, zeros on the
/// others: a sum split over those axes then counts it once.
mlir::Value emitKeptOnFirst(mlir::OpBuilder &b, mlir::Location loc, MeshOp mesh,
                            const std::vector<unsigned> &axes,
                            mlir::Value value);

/// Emits the collectives of planReshard on `local` (a device's block of a
/// tensor of `globalShape` laid out as `from`) and returns the block laid out
/// as `to`. Failures are reported at `loc`.
mlir::FailureOr<mlir::Value> emitReshard(mlir::OpBuilder &b, mlir::Location loc,
                                         mlir::Value local, MeshOp mesh,
                                         llvm::ArrayRef<int64_t> globalShape,
                                         const TensorSharding &from,
                                         const TensorSharding &to);

} // namespace cleave

#endif // CLEAVE_PARTITION_EMITRESHARD_H
