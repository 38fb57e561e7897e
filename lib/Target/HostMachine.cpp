//===- HostMachine.cpp - The CPU host code is generated for ---------------===//

#include "cleave/Target/HostMachine.h"

#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>
#include <mutex>

using llvm::orc::JITTargetMachineBuilder;

namespace cleave {

void initializeHostTarget() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
}

/// The subtarget of `cpu` on this machine's architecture, or null (the
/// target is not built into LLVM).
static std::unique_ptr<llvm::MCSubtargetInfo>
getSubtarget(llvm::StringRef cpu) {
  initializeHostTarget();
  std::string triple = llvm::sys::getProcessTriple(), error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(llvm::Triple(triple), error);
  if (!target)
    return nullptr;
  return std::unique_ptr<llvm::MCSubtargetInfo>(
      target->createMCSubtargetInfo(llvm::Triple(triple), cpu, ""));
}

std::string checkHostCpuName(llvm::StringRef cpu) {
  if (cpu.empty() || cpu == "native")
    return "";
  // Asked of the generic subtarget: one made for an unknown CPU prints a
  // warning of LLVM's own.
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget = getSubtarget("");
  if (subtarget && subtarget->isCPUStringValid(cpu)) {
    // A 32-bit x86 CPU (i386, pentium4) cannot run the 64-bit code of this
    // architecture: LLVM ended the process (sweep 32).
    llvm::Triple triple(llvm::sys::getProcessTriple());
    if (triple.getArch() == llvm::Triple::x86_64 &&
        !getSubtarget(cpu)->checkFeatures("+64bit"))
      return ("CPU '" + cpu + "' cannot run " + triple.getArchName() +
              " code (a 32-bit CPU)")
          .str();
    return "";
  }
  llvm::StringRef host = llvm::sys::getHostCPUName();
  return ("unknown CPU '" + cpu + "' for " + llvm::sys::getProcessTriple() +
          " (an LLVM CPU name such as this machine's '" + host +
          "', x86-64-v3 or skylake-avx512, as clang's -march takes)")
      .str();
}

std::vector<std::string> setHostCpu(JITTargetMachineBuilder &builder,
                                    llvm::StringRef cpu) {
  std::vector<std::string> features;
  if (cpu.empty() || cpu == "native") {
    for (const std::string &feature : builder.getFeatures().getFeatures())
      if (feature.size() > 1 && feature[0] == '+')
        features.push_back(feature.substr(1));
    return features;
  }
  builder.setCPU(cpu.str());
  builder.setFeatures("");
  if (std::unique_ptr<llvm::MCSubtargetInfo> subtarget = getSubtarget(cpu))
    for (const llvm::SubtargetFeatureKV &feature :
         subtarget->getAllProcessorFeatures())
      if (subtarget->getFeatureBits().test(feature.Value))
        features.push_back(feature.Key);
  return features;
}

} // namespace cleave
