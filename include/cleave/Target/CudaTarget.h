//===- CudaTarget.h - SPMD programs for NVIDIA GPUs -------------*- C++ -*-===//

#ifndef CLEAVE_TARGET_CUDATARGET_H
#define CLEAVE_TARGET_CUDATARGET_H

#include "mlir/Pass/PassManager.h"

#include <optional>
#include <string>

namespace cleave {

struct CudaTargetOptions {
  std::string chip = "sm_90";
  std::string features = "+ptx80";
  /// isa: PTX text for the driver to JIT (no CUDA toolkit needed); bin or
  /// fatbin: cubin through ptxas.
  std::string format = "isa";
};

/// The PTX ISA feature (e.g. "+ptx80") LLVM needs for `chip`, or
/// std::nullopt for a chip Cleave does not know (LLVM would otherwise warn
/// and ignore it, or abort on a too-old PTX version).
std::optional<std::string> getPtxFeatures(llvm::StringRef chip);

/// Tensors + cleave collectives -> GPU kernels in a gpu.binary plus host
/// LLVM dialect (runtime calls, cuBLAS calls, mgpu* launches). Fails on an
/// unknown format or an unregistered pass.
mlir::LogicalResult buildCudaLoweringPipeline(mlir::OpPassManager &pm,
                                              const CudaTargetOptions &options);
void registerCudaLoweringPipeline();

} // namespace cleave

#endif // CLEAVE_TARGET_CUDATARGET_H
