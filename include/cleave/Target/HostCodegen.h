//===- HostCodegen.h - LLVM IR to host object files, on threads -*- C++ -*-===//

#ifndef CLEAVE_TARGET_HOSTCODEGEN_H
#define CLEAVE_TARGET_HOSTCODEGEN_H

#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <string>

namespace llvm {
class Module;
namespace orc {
class JITTargetMachineBuilder;
} // namespace orc
} // namespace llvm

namespace cleave {

/// Threads code generation uses when the caller does not say: one per
/// hardware thread, at most 8.
unsigned getDefaultCodegenThreads();

/// Optimizes `module` at -O3 for `machines`' target and writes it as object
/// files, whose paths are appended to `objectPaths` as they are created
/// (temporary files: the caller removes them, also after a failure). With
/// `threads` > 1 and enough functions, the module is first split into that
/// many parts, each optimized and compiled on its own thread. Returns an
/// empty string or what went wrong.
std::string emitHostObjects(std::unique_ptr<llvm::Module> module,
                            const llvm::orc::JITTargetMachineBuilder &machines,
                            unsigned threads,
                            llvm::SmallVectorImpl<std::string> &objectPaths);

} // namespace cleave

#endif // CLEAVE_TARGET_HOSTCODEGEN_H
