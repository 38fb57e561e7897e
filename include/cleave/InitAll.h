//===- InitAll.h - Register everything Cleave's tools use -------*- C++ -*-===//

#ifndef CLEAVE_INITALL_H
#define CLEAVE_INITALL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace cleave {

/// The cleave dialect and the upstream dialects Cleave's inputs use (func,
/// arith, math, tensor, linalg, bufferization, scf, shard), with the
/// interface implementations they need.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Cleave's passes and the upstream passes useful around them.
void registerAllPasses();

} // namespace cleave

#endif // CLEAVE_INITALL_H
