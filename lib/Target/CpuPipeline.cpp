//===- CpuPipeline.cpp - Lowering SPMD programs for CPUs ------------------===//
//
// Elementwise chains are fused on tensors; one-shot bufferization (across
// function boundaries, identity layouts at the ABI) turns collectives into
// runtime calls on fresh buffers; results become out-parameters so the runner
// owns every buffer it passes; GEMMs go to OpenBLAS; the rest becomes loops
// that LLVM's -O3 vectorizes.
//
//===----------------------------------------------------------------------===//

#include "LoweringStages.h"
#include "cleave/Conversion/CollectivesToRuntime/Passes.h"
#include "cleave/Conversion/Cuda/Passes.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"
#include "cleave/Conversion/TestAids/Passes.h"
#include "cleave/Target/CpuTarget.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace cleave {

void addCpuBufferization(OpPassManager &pm) {
  addBufferizeFront(pm, /*memoryPasses=*/true);
  pm.addPass(createCleaveLinalgToBlas());
  addBufferDeallocation(pm);
  pm.addPass(createCanonicalizerPass());
  // Ownership-based deallocation frees at the end of the block.
  pm.nest<func::FuncOp>().addPass(createCleaveFreeAfterLastUse());
  // An optimizer step on the host writes host memory, outside the device
  // pool (and the replay's count).
  pm.addPass(createCleaveHostStepBuffers());
  // All-reduces run nonblocking on MPI until their output is next touched
  // (the backend copies the input when it starts); after the frees are
  // placed, which must not free the output under it (they move after the
  // join).
  CleaveOverlapCollectivesOptions overlap;
  overlap.inputCopied = true;
  pm.addPass(createCleaveOverlapCollectives(overlap));
  // Offloaded arguments' device copies start a buffer ahead (on a copy
  // thread), last: where frees finally are decides where memory has room.
  pm.addPass(createCleavePrefetchHostCopies());
}

LogicalResult buildCpuLoweringPipeline(OpPassManager &pm,
                                       const CpuTargetOptions &options) {
  addCpuBufferization(pm);

  if (options.emulateGpuKernels) {
    // The CUDA target's kernel structure with blocks and threads as loops:
    // its numerics, checked on a CPU.
    OpPassManager &kernels = pm.nest<func::FuncOp>();
    addGpuKernelShaping(kernels);
    kernels.addPass(createCleaveEmulateGpuLaunches());
  }

  // Short functions for LLVM, whose -O3 is quadratic in a function's blocks.
  pm.addPass(createCleaveOutlineSegments());
  // Reductions' loops vectorized too (their sums reassociated).
  pm.nest<func::FuncOp>().addPass(createCleaveReassociateReductions());
  // Elementwise ops' inner loops as long as their contiguous runs.
  pm.nest<func::FuncOp>().addPass(createCleaveCollapseElementwise());
  pm.nest<func::FuncOp>().addPass(createConvertLinalgToLoopsPass());
  // Math ops no lowering takes, on their own types (bf16 ones are extended
  // below with the rest).
  pm.addPass(createCleaveExpandMath());
  // LLVM lowers bf16 arithmetic to libgcc calls Debian's GCC 12 lacks:
  // compute in f32 (math ops on f16 too), round to bf16 after each op, in
  // integer arithmetic.
  math::MathExtendToSupportedTypesOptions extendMath;
  extendMath.targetTypeStr = "f32";
  pm.addPass(math::createMathExtendToSupportedTypes(extendMath));
  // On the f32 the extension made (libm calls would keep loops scalar).
  pm.addPass(createCleaveApproximateMath());
  arith::ArithEmulateUnsupportedFloatsOptions emulateFloats;
  emulateFloats.sourceTypeStrs = {"bf16"};
  emulateFloats.targetTypeStr = "f32";
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulateFloats));
  // arith-expand less its float max and min, which LLVM's intrinsics keep
  // vectorizable as reductions.
  pm.addPass(createCleaveExpandArith());

  // A failed assert's message reaches the launcher through the runtime,
  // not through mpirun's forwarding of the rank's stdout.
  pm.addPass(createCleaveAssertsToRuntime());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  // memref.alloc/dealloc as the runtime's counted allocation functions
  // (_mlir_memref_to_llvm_*, runtime_codegen.h): the device pool's peak is
  // measured, and its capacity enforced.
  FinalizeMemRefToLLVMConversionPassOptions memrefs;
  memrefs.useGenericFunctions = true;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefs));
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  return success();
}

namespace {
/// cleave-opt's spelling of CpuTargetOptions, field for field.
struct CpuPipelineOptions : PassPipelineOptions<CpuPipelineOptions> {
  Option<bool> emulateGpuKernels{
      *this, "emulate-gpu-kernels",
      llvm::cl::desc("Build the CUDA target's kernels and run them as loops "
                     "(cleave-emulate-gpu-launches)"),
      llvm::cl::init(CpuTargetOptions().emulateGpuKernels)};

  CpuTargetOptions getTargetOptions() const {
    CpuTargetOptions target;
    target.emulateGpuKernels = emulateGpuKernels;
    return target;
  }
};
} // namespace

void registerCpuLoweringPipeline() {
  PassPipelineRegistration<CpuPipelineOptions>(
      "cleave-lower-to-llvm-cpu",
      "Lower an SPMD program (tensors, cleave collectives) to the LLVM "
      "dialect for CPUs, calling the Cleave runtime",
      [](OpPassManager &pm, const CpuPipelineOptions &options) {
        (void)buildCpuLoweringPipeline(pm, options.getTargetOptions());
      });
  PassPipelineRegistration<>(
      "cleave-cpu-bufferize",
      "The CPU pipeline up to deallocated buffers (fusion, one-shot "
      "bufferization, out-parameters, BLAS calls, deallocation): what the "
      "device-peak prediction replays",
      [](OpPassManager &pm) { addCpuBufferization(pm); });
}

} // namespace cleave
