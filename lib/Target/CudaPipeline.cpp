//===- CudaPipeline.cpp - Lowering SPMD programs for NVIDIA GPUs ----------===//
//
// The CPU pipeline's front (fusion, one-shot bufferization, results as
// out-parameters, collectives as runtime calls), then GEMMs as cuBLAS calls,
// buffers in device memory, and every other linalg op (copies included) as
// a GPU kernel through MLIR's own path: reductions innermost, parallel loops
// tiled by 256 (threads) and mapped to blocks, outlined into a gpu.module,
// NVVM, and PTX from LLVM's NVPTX backend (`format=isa`, no CUDA toolkit
// needed) or a cubin/fatbin through ptxas. Host code keeps the runtime calls
// and launches kernels through the `mgpu*` ABI, asynchronously on one stream.
//
//===----------------------------------------------------------------------===//

#include "BufferizeFront.h"
#include "cleave/Target/CudaTarget.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace cleave {

static const char *cudaMiddle =
    "cleave-linalg-to-blas{library=cublas},"
    "buffer-deallocation-pipeline,canonicalize,cleave-device-allocs,"
    "func.func(cleave-reductions-innermost,convert-linalg-to-parallel-loops,"
    "cleave-serial-loops-on-device,cleave-innermost-first,"
    "scf-parallel-loop-tiling{parallel-loop-tile-sizes=256 no-min-max-bounds},"
    "gpu-map-parallel-loops,convert-parallel-loops-to-gpu),"
    "canonicalize,gpu-kernel-outlining,cleave-device-stream,";

std::optional<std::string> getPtxFeatures(StringRef chip) {
  // The first PTX version that supports each architecture.
  return llvm::StringSwitch<std::optional<std::string>>(chip)
      .Case("sm_70", "+ptx60")
      .Case("sm_75", "+ptx63")
      .Case("sm_80", "+ptx70")
      .Case("sm_86", "+ptx71")
      .Case("sm_89", "+ptx78")
      .Cases("sm_90", "sm_90a", "+ptx80")
      .Case("sm_100", "+ptx86")
      .Case("sm_120", "+ptx87")
      .Default(std::nullopt);
}

LogicalResult buildCudaLoweringPipeline(OpPassManager &pm,
                                        const CudaTargetOptions &options) {
  if (options.format != "isa" && options.format != "fatbin" &&
      options.format != "bin")
    return failure();
  std::string pipeline =
      std::string(kBufferizeFront) + cudaMiddle +
      llvm::formatv("nvvm-attach-target{{chip={0} features={1} O=3},"
                    "gpu-lower-to-nvvm-pipeline{{cubin-chip={0} "
                    "cubin-features={1} cubin-format={2} opt-level=3}",
                    options.chip, options.features, options.format)
          .str();
  return parsePassPipeline(pipeline, pm);
}

namespace {
struct CudaPipelineOptions : PassPipelineOptions<CudaPipelineOptions> {
  Option<std::string> chip{*this, "chip", llvm::cl::desc("GPU architecture"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{*this, "features",
                               llvm::cl::desc("PTX features"),
                               llvm::cl::init("+ptx80")};
  enum class Format { Isa, Bin, Fatbin };
  Option<Format> format{
      *this, "format", llvm::cl::desc("what the gpu.binary holds"),
      llvm::cl::init(Format::Isa),
      llvm::cl::values(
          clEnumValN(Format::Isa, "isa", "PTX text, for the driver to JIT"),
          clEnumValN(Format::Bin, "bin", "cubin, through ptxas"),
          clEnumValN(Format::Fatbin, "fatbin",
                     "cubin and PTX, through ptxas"))};
};
} // namespace

void registerCudaLoweringPipeline() {
  PassPipelineRegistration<CudaPipelineOptions>(
      "cleave-lower-to-nvvm",
      "Lower an SPMD program to GPU kernels (NVVM, embedded PTX or cubin) "
      "and host LLVM code calling the Cleave runtime and cuBLAS",
      [](OpPassManager &pm, const CudaPipelineOptions &options) {
        CudaTargetOptions target;
        target.chip = options.chip;
        target.features = options.features;
        using Format = CudaPipelineOptions::Format;
        target.format = options.format == Format::Isa   ? "isa"
                        : options.format == Format::Bin ? "bin"
                                                        : "fatbin";
        (void)buildCudaLoweringPipeline(pm, target);
      });
}

} // namespace cleave
