//===- BufferizableOpInterfaceImpl.h - Bufferizing collectives --*- C++ -*-===//

#ifndef CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_BUFFERIZABLEOPINTERFACEIMPL_H
#define CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_BUFFERIZABLEOPINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace cleave {
/// Lets one-shot bufferization turn each cleave collective on tensors into a
/// fresh buffer filled by a call to the runtime (runtime_codegen.h).
void registerBufferizableOpInterfaceExternalModels(
    mlir::DialectRegistry &registry);
} // namespace cleave

#endif // CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_BUFFERIZABLEOPINTERFACEIMPL_H
