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

/// Runtime dtype code (cleave_dtype_t) of an element type, or -1 when the
/// runtime cannot move it. The lowering of collectives and the search (which
/// must not plan a reshard the runtime cannot run) both ask here.
int64_t getRuntimeDtype(mlir::Type elementType);

} // namespace cleave

#endif // CLEAVE_IR_SHARDINGUTILS_H
