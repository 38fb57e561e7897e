//===- HostCodegen.cpp - LLVM IR to host object files, on threads ---------===//
//
// A generated program is an entry calling many outlined segments
// (cleave-outline-segments, noinline), and LLVM's -O3 and instruction
// selection work one function at a time: most of a large program's compile
// time. Split by functions, the parts compile on as many cores. The split
// costs little: internal functions become hidden (still private to the
// artifact); segments are noinline and get their scalar constants as
// immediates already (a dense constant placed in another part is a load
// from a global either way). Entry times measured the same (0.95-1.02).
//
//===----------------------------------------------------------------------===//

#include "cleave/Target/HostCodegen.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Threading.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/SplitModule.h"

#include <algorithm>
#include <thread>

using llvm::orc::JITTargetMachineBuilder;

namespace cleave {

/// Fewer functions per part and the bitcode round trip costs more than the
/// thread saves.
static constexpr unsigned kMinFunctionsPerPart = 4;

unsigned getDefaultCodegenThreads() {
  return std::min(
      8u, llvm::heavyweight_hardware_concurrency().compute_thread_count());
}

/// LLVM -O3 without loop unrolling. Linalg's loops have static trip
/// counts; fully unrolled small ones turn a program into one huge block
/// that IndVarSimplify then takes quadratic time over (GPT-2's training
/// step: 22 s of -O3, 2.5 s without unrolling). The vectorizer still
/// interleaves, which is what unrolling buys these loops.
static void optimizeModule(llvm::Module &module, llvm::TargetMachine *machine) {
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = false;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder(machine, tuning);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3)
      .run(module, modules);
}

/// Optimizes `module` and writes its object code to `path`.
static std::string compileToObject(llvm::Module &module,
                                   JITTargetMachineBuilder machines,
                                   llvm::StringRef path) {
  auto machine = machines.createTargetMachine();
  if (!machine)
    return llvm::toString(machine.takeError());
  optimizeModule(module, machine->get());
  std::error_code ec;
  llvm::raw_fd_ostream object(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return ("cannot write " + path + ": " + ec.message()).str();
  llvm::legacy::PassManager codegen;
  if ((*machine)->addPassesToEmitFile(codegen, object, nullptr,
                                      llvm::CodeGenFileType::ObjectFile))
    return "the host target cannot emit object files";
  codegen.run(module);
  object.close();
  if (object.has_error()) {
    std::string message =
        ("cannot write " + path + ": " + object.error().message()).str();
    // Reported here: a stream destroyed with its error set ends the process.
    object.clear_error();
    return message;
  }
  return "";
}

std::string emitHostObjects(std::unique_ptr<llvm::Module> module,
                            const JITTargetMachineBuilder &machines,
                            unsigned threads,
                            llvm::SmallVectorImpl<std::string> &objectPaths) {
  unsigned definitions =
      llvm::count_if(module->functions(),
                     [](llvm::Function &f) { return !f.isDeclaration(); });
  unsigned parts =
      std::max(1u, std::min(threads, definitions / kMinFunctionsPerPart));
  // Constructor lists (the CUDA target's module loading) stay whole: how a
  // split would place them is not ours to rely on.
  if (llvm::any_of(module->globals(), [](llvm::GlobalVariable &global) {
        return global.hasAppendingLinkage();
      }))
    parts = 1;
  size_t first = objectPaths.size();
  for (unsigned i = 0; i < parts; ++i) {
    llvm::SmallString<128> path;
    if (std::error_code ec =
            llvm::sys::fs::createTemporaryFile("cleave", "o", path))
      return "cannot create a temporary file: " + ec.message();
    objectPaths.push_back(path.str().str());
  }
  if (parts == 1)
    return compileToObject(*module, machines, objectPaths[first]);

  // Parts share the module's context, which one thread at a time may use:
  // each crosses to its thread as bitcode. Round robin keeps the parts'
  // function counts close (segments are of similar sizes: runs of 64 ops).
  llvm::SmallVector<llvm::SmallString<0>> bitcode;
  llvm::SplitModule(
      *module, parts,
      [&](std::unique_ptr<llvm::Module> part) {
        llvm::raw_svector_ostream os(bitcode.emplace_back());
        llvm::WriteBitcodeToFile(*part, os);
      },
      /*PreserveLocals=*/false, /*RoundRobin=*/true);
  module.reset();
  llvm::SmallVector<std::string> errors(bitcode.size());
  std::vector<std::thread> workers;
  for (size_t i = 0; i < bitcode.size(); ++i)
    workers.emplace_back([&, i] {
      llvm::LLVMContext context;
      auto part = llvm::parseBitcodeFile(
          llvm::MemoryBufferRef(bitcode[i], "part"), context);
      if (!part) {
        errors[i] = llvm::toString(part.takeError());
        return;
      }
      errors[i] = compileToObject(**part, machines, objectPaths[first + i]);
    });
  for (std::thread &worker : workers)
    worker.join();
  for (const std::string &error : errors)
    if (!error.empty())
      return error;
  return "";
}

} // namespace cleave
