//===- CudaPipeline.cpp - Lowering SPMD programs for NVIDIA GPUs ----------===//
//
// The CPU pipeline's front (fusion, one-shot bufferization, results as
// out-parameters, collectives as runtime calls), then GEMMs (grouped
// contractions included) as cuBLAS calls, buffers in device memory,
// collectives joined where their results are used, and every other linalg
// op (copies included) as a GPU kernel through MLIR's own path: reductions
// innermost, block-per-row and split-column reduction kernels, parallel
// nests collapsed (innermost fastest) and tiled by 256 threads, mapped to
// blocks, outlined into one gpu.module, NVVM, and PTX from LLVM's NVPTX
// backend (`format=isa`, no CUDA toolkit needed) or a cubin/fatbin through
// ptxas. Host code keeps the runtime calls and launches kernels through the
// `mgpu*` ABI, asynchronously on one stream, and waits once, at the end.
//
//===----------------------------------------------------------------------===//

#include "LoweringStages.h"
#include "cleave/Conversion/Cuda/Passes.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"
#include "cleave/Target/CudaTarget.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstdlib>

using namespace mlir;

namespace cleave {

std::optional<std::string> getPtxFeatures(StringRef chip) {
  // The first PTX version that supports each architecture.
  return llvm::StringSwitch<std::optional<std::string>>(chip)
      .Case("sm_70", "+ptx60")
      .Case("sm_75", "+ptx63")
      .Case("sm_80", "+ptx70")
      .Case("sm_86", "+ptx71")
      .Case("sm_89", "+ptx78")
      .Cases({"sm_90", "sm_90a"}, "+ptx80")
      .Case("sm_100", "+ptx86")
      .Case("sm_120", "+ptx87")
      .Default(std::nullopt);
}

static std::optional<std::string> inToolkit(llvm::StringRef relative) {
  std::optional<std::string> root = findCudaToolkit();
  if (!root)
    return std::nullopt;
  std::string path = *root + "/" + relative.str();
  if (!llvm::sys::fs::exists(path))
    return std::nullopt;
  return path;
}

std::optional<std::string> findCudaToolkit() {
  auto hasToolkit = [](llvm::StringRef root) {
    return llvm::sys::fs::can_execute(root + "/bin/ptxas") ||
           llvm::sys::fs::exists(root + "/nvvm/libdevice/libdevice.10.bc");
  };
  for (const char *name : {"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"})
    if (const char *root = std::getenv(name))
      if (hasToolkit(root))
        return std::string(root);
  if (llvm::ErrorOr<std::string> ptxas =
          llvm::sys::findProgramByName("ptxas")) {
    llvm::StringRef root =
        llvm::sys::path::parent_path(llvm::sys::path::parent_path(*ptxas));
    if (hasToolkit(root))
      return root.str();
  }
  if (hasToolkit("/usr/local/cuda"))
    return std::string("/usr/local/cuda");
  return std::nullopt;
}

std::optional<std::string> findPtxas() { return inToolkit("bin/ptxas"); }

/// gpu-module-to-binary's name for `format`.
static StringRef getBinaryFormatName(GpuBinaryFormat format) {
  switch (format) {
  case GpuBinaryFormat::Ptx:
    return "isa";
  case GpuBinaryFormat::Cubin:
    return "bin";
  case GpuBinaryFormat::Fatbin:
    return "fatbin";
  }
  llvm_unreachable("unknown GpuBinaryFormat");
}

LogicalResult buildCudaLoweringPipeline(OpPassManager &pm,
                                        const CudaTargetOptions &options) {
  // The CPU pipeline's memory passes too: the device-peak replay (and so
  // every memory decision) is of the CPU pipeline's bufferization.
  addBufferizeFront(pm, /*memoryPasses=*/true);
  CleaveLinalgToBlasOptions blas;
  blas.library = "cublas";
  blas.tf32 = options.tf32;
  pm.addPass(createCleaveLinalgToBlas(blas));
  addBufferDeallocation(pm);
  pm.addPass(createCanonicalizerPass());
  // Frees right after the last use: they become stream-ordered frees on the
  // compute stream, after every kernel and GEMM issued before them; frees of
  // buffers in flight on another stream move after its join (below).
  pm.nest<func::FuncOp>().addPass(createCleaveFreeAfterLastUse());
  // Activations kept in host memory: pinned buffers (cleave-device-allocs).
  CleaveHostStepBuffersOptions hostBuffers;
  hostBuffers.activationsOnly = true;
  pm.addPass(createCleaveHostStepBuffers(hostBuffers));

  pm.addPass(createCleaveDeviceAllocs());
  pm.addPass(createCleaveOverlapCollectives());
  CleavePrefetchHostCopiesOptions prefetch;
  prefetch.cuda = true;
  pm.addPass(createCleavePrefetchHostCopies(prefetch));
  OpPassManager &kernels = pm.nest<func::FuncOp>();
  addGpuKernelShaping(kernels);
  kernels.addPass(createGpuMapParallelLoopsPass());
  kernels.addPass(createConvertParallelLoopToGpuPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createCleaveDeviceStream());
  pm.addPass(createCleaveMergeGpuModules());
  pm.addPass(createCleaveExpandMath());
  pm.addPass(createCleaveNvvmMath());

  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(target));
  gpu::GPUToNVVMPipelineOptions nvvm;
  nvvm.cubinChip = options.chip;
  nvvm.cubinFeatures = options.features;
  nvvm.cubinFormat = getBinaryFormatName(options.binary).str();
  nvvm.optLevel = 3;
  gpu::buildLowerToNVVMPassPipeline(pm, nvvm);
  return success();
}

namespace {
/// cleave-opt's spelling of CudaTargetOptions, field for field.
struct CudaPipelineOptions : PassPipelineOptions<CudaPipelineOptions> {
  Option<std::string> chip{*this, "chip", llvm::cl::desc("GPU architecture"),
                           llvm::cl::init(CudaTargetOptions().chip)};
  Option<std::string> features{*this, "features",
                               llvm::cl::desc("PTX features"),
                               llvm::cl::init(CudaTargetOptions().features)};
  Option<bool> tf32{*this, "tf32",
                    llvm::cl::desc("f32 GEMMs may use TF32 tensor cores"),
                    llvm::cl::init(CudaTargetOptions().tf32)};
  Option<GpuBinaryFormat> format{
      *this, "format", llvm::cl::desc("what the gpu.binary holds"),
      llvm::cl::init(CudaTargetOptions().binary),
      llvm::cl::values(
          clEnumValN(GpuBinaryFormat::Ptx, "isa",
                     "PTX text, for the driver to JIT"),
          clEnumValN(GpuBinaryFormat::Cubin, "bin", "cubin, through ptxas"),
          clEnumValN(GpuBinaryFormat::Fatbin, "fatbin",
                     "cubin and PTX, through ptxas"))};

  CudaTargetOptions getTargetOptions() const {
    CudaTargetOptions target;
    target.chip = chip;
    target.features = features;
    target.tf32 = tf32;
    target.binary = format;
    return target;
  }
};
} // namespace

LogicalResult checkKernelsLinked(ModuleOp module) {
  WalkResult result = module.walk([](gpu::BinaryOp binary) {
    for (Attribute object : binary.getObjects()) {
      auto gpuObject = dyn_cast<gpu::ObjectAttr>(object);
      if (!gpuObject ||
          gpuObject.getFormat() != gpu::CompilationTarget::Assembly)
        continue;
      // (__assertfail and friends are the driver's own.)
      SmallVector<StringRef> lines;
      gpuObject.getObject().getValue().split(lines, '\n');
      for (StringRef line : lines) {
        if (!line.contains(".extern .func") || !line.contains("__nv_"))
          continue;
        binary.emitError() << "kernels call a libdevice function that is not "
                              "linked ("
                           << line.trim()
                           << "): libdevice was not found; install the CUDA "
                              "toolkit or set CUDA_ROOT";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

void registerCudaLoweringPipeline() {
  PassPipelineRegistration<CudaPipelineOptions>(
      "cleave-lower-to-nvvm",
      "Lower an SPMD program to GPU kernels (NVVM, embedded PTX or cubin) "
      "and host LLVM code calling the Cleave runtime and cuBLAS",
      [](OpPassManager &pm, const CudaPipelineOptions &options) {
        (void)buildCudaLoweringPipeline(pm, options.getTargetOptions());
      });
}

} // namespace cleave
