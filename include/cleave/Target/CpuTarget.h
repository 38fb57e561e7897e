//===- CpuTarget.h - SPMD programs to CPU shared libraries ------*- C++ -*-===//

#ifndef CLEAVE_TARGET_CPUTARGET_H
#define CLEAVE_TARGET_CPUTARGET_H

#include "cleave/Target/Manifest.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

namespace cleave {

/// The entry function: `name` if given, else the only public function.
mlir::FailureOr<mlir::func::FuncOp> findEntry(mlir::ModuleOp module,
                                              llvm::StringRef name);

/// Erases the public functions other than `keep` that nothing calls (the
/// artifact has one entry; the others would be searched, priced and built
/// for nothing).
void eraseOtherEntries(mlir::ModuleOp module, llvm::StringRef keep);

/// Describes the entry's arguments and results from their `cleave.sharding`
/// attributes (replicated when absent) and the module's mesh (a 1-device
/// mesh when there is none).
mlir::FailureOr<Manifest> buildManifest(mlir::ModuleOp module,
                                        mlir::func::FuncOp entry);

/// How the CPU target lowers; cleave-opt's `--cleave-lower-to-llvm-cpu`
/// takes the same options, spelt as in the comments.
struct CpuTargetOptions {
  /// `emulate-gpu-kernels`: lower with the CUDA target's kernel structure
  /// (block reductions, tiled nests) emulated by loops
  /// (cleave-emulate-gpu-launches): the GPU program's numerics, on a CPU.
  bool emulateGpuKernels = false;
};

/// Tensors + cleave collectives -> LLVM dialect: fusion, one-shot
/// bufferization, GEMMs to BLAS, collectives to runtime calls, loops. Adds
/// typed passes, so it cannot fail today; the result leaves room for
/// options a target rejects.

mlir::LogicalResult
buildCpuLoweringPipeline(mlir::OpPassManager &pm,
                         const CpuTargetOptions &options = {});
/// The CPU pipeline's front, up to buffers with their deallocations: what
/// generated code allocates (predictDevicePeak replays it).
void addCpuBufferization(mlir::OpPassManager &pm);
/// Registers `cleave-lower-to-llvm-cpu` (options as CpuTargetOptions).
void registerCpuLoweringPipeline();

/// Translates an LLVM-dialect module, optimizes it at -O3 for the host CPU,
/// embeds `manifest` and links a shared library at `outputPath` against the
/// runtime in `runtimeLibDir` (and `extraLibraries` from there, e.g. the
/// CUDA target's CleaveRuntimeCuda). Code is generated on `codegenThreads`
/// threads (0: one per core, at most 8), for `cpu` (setHostCpu: empty is
/// this machine's CPU).
mlir::LogicalResult
emitSharedLibrary(mlir::ModuleOp module, const Manifest &manifest,
                  llvm::StringRef outputPath, llvm::StringRef runtimeLibDir,
                  llvm::ArrayRef<std::string> extraLibraries = {},
                  unsigned codegenThreads = 0, llvm::StringRef cpu = "");

} // namespace cleave

#endif // CLEAVE_TARGET_CPUTARGET_H
