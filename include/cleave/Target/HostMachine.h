//===- HostMachine.h - The CPU host code is generated for -------*- C++ -*-===//

#ifndef CLEAVE_TARGET_HOSTMACHINE_H
#define CLEAVE_TARGET_HOSTMACHINE_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace llvm::orc {
class JITTargetMachineBuilder;
} // namespace llvm::orc

namespace cleave {

/// Registers LLVM's target for this machine, once per process: sessions
/// compiling on two threads raced in LLVM's registration ("No available
/// targets are compatible with triple", sweep 31).
void initializeHostTarget();

/// Empty when `cpu` is empty or "native" (this machine's CPU) or an LLVM CPU
/// name of this machine's architecture that runs its code (`x86-64-v3`,
/// `skylake-avx512`, `znver4`, `neoverse-v2`; not a 32-bit i386 on x86-64),
/// else the message saying so.
std::string checkHostCpuName(llvm::StringRef cpu);

/// Sets up `builder` (made for this machine) for `cpu`: empty or "native"
/// keeps this machine's CPU and features; a name (checkHostCpuName) takes that
/// CPU with the features it implies, so that code built on a newer login node
/// runs on older compute nodes. Returns the features code is generated with
/// (LLVM names without '+'), which the artifact records for the runtime's
/// check.
std::vector<std::string> setHostCpu(llvm::orc::JITTargetMachineBuilder &builder,
                                    llvm::StringRef cpu);

} // namespace cleave

#endif // CLEAVE_TARGET_HOSTMACHINE_H
