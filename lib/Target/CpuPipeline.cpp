//===- CpuPipeline.cpp - Lowering SPMD programs for CPUs ------------------===//
//
// Elementwise chains are fused on tensors; one-shot bufferization (across
// function boundaries, identity layouts at the ABI) turns collectives into
// runtime calls on fresh buffers; results become out-parameters so the runner
// owns every buffer it passes; GEMMs go to OpenBLAS; the rest becomes loops
// that LLVM's -O3 vectorizes.
//
//===----------------------------------------------------------------------===//

#include "BufferizeFront.h"
#include "cleave/Target/CpuTarget.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace cleave {

static const char *cpuBlasAndDeallocation =
    "cleave-linalg-to-blas,"
    "buffer-deallocation-pipeline,canonicalize,";

// The CUDA target's kernel structure (block reductions, split rows and
// columns, collapsed and tiled nests) with blocks and threads as loops: its
// numerics, checked on a CPU.
static const char *gpuKernelsEmulated =
    "func.func(cleave-reductions-innermost,cleave-gpu-row-reductions,"
    "cleave-gpu-column-reductions,convert-linalg-to-parallel-loops,"
    "cleave-serial-loops-on-device,cleave-guard-asserts,"
    "cleave-innermost-first,"
    "scf-parallel-loop-tiling{parallel-loop-tile-sizes=256 no-min-max-bounds},"
    "cleave-emulate-gpu-launches),";

static const char *cpuBack =
    "func.func(convert-linalg-to-loops),"
    // LLVM lowers bf16 arithmetic to libgcc calls Debian's GCC 12 lacks:
    // compute in f32 (math ops on f16 too), round to bf16 after each op, in
    // integer arithmetic.
    "math-extend-to-supported-types{target-type=f32},"
    "arith-emulate-unsupported-floats{source-types=bf16 target-type=f32},"
    "arith-expand{include-bf16=true},convert-scf-to-cf,"
    "expand-strided-metadata,lower-affine,convert-math-to-llvm,"
    "convert-math-to-libm,convert-to-llvm,"
    "reconcile-unrealized-casts";

LogicalResult buildCpuLoweringPipeline(OpPassManager &pm,
                                       const CpuTargetOptions &options) {
  return parsePassPipeline(
      std::string(kBufferizeFront) + cpuBlasAndDeallocation +
          (options.emulateGpuKernels ? gpuKernelsEmulated : "") + cpuBack,
      pm);
}

void registerCpuLoweringPipeline() {
  PassPipelineRegistration<>(
      "cleave-lower-to-llvm-cpu",
      "Lower an SPMD program (tensors, cleave collectives) to the LLVM "
      "dialect for CPUs, calling the Cleave runtime",
      [](OpPassManager &pm) { (void)buildCpuLoweringPipeline(pm); });
}

} // namespace cleave
