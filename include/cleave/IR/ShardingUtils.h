//===- ShardingUtils.h - Between the IR and the sharding algebra -*- C++
//-*-===//

#ifndef CLEAVE_IR_SHARDINGUTILS_H
#define CLEAVE_IR_SHARDINGUTILS_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/Sharding/TensorSharding.h"

namespace cleave {

/// The algebra's view of a mesh op.
MeshShape getMeshShape(MeshOp mesh);

/// Resolves `sharding`'s axis names on `mesh`; reports through `emitError`
/// (which names the op and value) when an axis is unknown or reused.
mlir::FailureOr<TensorSharding>
toTensorSharding(ShardingAttr sharding, MeshOp mesh,
                 llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

/// The attribute for `sharding` on the mesh named `meshName`.
ShardingAttr toShardingAttr(mlir::MLIRContext *ctx,
                            mlir::FlatSymbolRefAttr meshName,
                            const MeshShape &mesh,
                            const TensorSharding &sharding);

/// Looks up the mesh `name` from `from`, or reports an error at `from`.
mlir::FailureOr<MeshOp>
lookupMesh(mlir::Operation *from, mlir::FlatSymbolRefAttr name,
           mlir::SymbolTableCollection *tables = nullptr);

} // namespace cleave

#endif // CLEAVE_IR_SHARDINGUTILS_H
