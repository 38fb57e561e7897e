//===- CudaTarget.h - SPMD programs for NVIDIA GPUs -------------*- C++ -*-===//

#ifndef CLEAVE_TARGET_CUDATARGET_H
#define CLEAVE_TARGET_CUDATARGET_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <optional>
#include <string>

namespace cleave {

/// What the artifact's gpu.binary holds: PTX text the driver JITs (no CUDA
/// toolkit needed), or a cubin / fat binary made by ptxas. The one
/// representation of this choice; the CLI's spelling maps onto it.
enum class GpuBinaryFormat { Ptx, Cubin, Fatbin };

/// How the CUDA target lowers; cleave-opt's `--cleave-lower-to-nvvm` takes
/// the same options, spelt as in the comments.
struct CudaTargetOptions {
  /// `chip`: the GPU architecture (nvvm-attach-target, ptxas).
  std::string chip = "sm_90";
  /// `features`: the PTX ISA version, e.g. getPtxFeatures(chip).
  std::string features = "+ptx80";
  /// `format`: isa (Ptx), bin (Cubin) or fatbin (Fatbin).
  GpuBinaryFormat binary = GpuBinaryFormat::Ptx;
  /// `tf32`: f32 GEMMs may use TF32 tensor cores (faster, 10-bit mantissa
  /// products).
  bool tf32 = false;
};

/// The PTX ISA feature (e.g. "+ptx80") LLVM needs for `chip`, or
/// std::nullopt for a chip Cleave does not know (LLVM would otherwise warn
/// and ignore it, or abort on a too-old PTX version).
std::optional<std::string> getPtxFeatures(llvm::StringRef chip);

/// The CUDA toolkit's root: $CUDA_ROOT, $CUDA_HOME or $CUDA_PATH, the
/// parent of the ptxas on $PATH, or /usr/local/cuda; std::nullopt if none
/// has bin/ptxas or nvvm/libdevice.
std::optional<std::string> findCudaToolkit();
/// The toolkit's ptxas, or std::nullopt. (MLIR's serializer finds ptxas and
/// libdevice, which it links for math functions, through $CUDA_ROOT.)
std::optional<std::string> findPtxas();

/// Tensors + cleave collectives -> GPU kernels in a gpu.binary plus host
/// LLVM dialect (runtime calls, cuBLAS calls, mgpu* launches). Adds typed
/// passes, so it cannot fail today; the result leaves room for options a
/// target rejects.
mlir::LogicalResult buildCudaLoweringPipeline(mlir::OpPassManager &pm,
                                              const CudaTargetOptions &options);
/// Registers `cleave-lower-to-nvvm` (options as CudaTargetOptions).
void registerCudaLoweringPipeline();

/// After lowering: fails, naming the function, if embedded PTX calls a
/// function nobody linked (libdevice's __nv_* when it was not found); the
/// driver would reject it only on the GPU.
mlir::LogicalResult checkKernelsLinked(mlir::ModuleOp module);

} // namespace cleave

#endif // CLEAVE_TARGET_CUDATARGET_H
