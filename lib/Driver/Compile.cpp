//===- Compile.cpp - A program to a shared library ------------------------===//
//
// Partition (global programs), build the manifest, lower with the target's
// pipeline, emit the shared library.
//
//===----------------------------------------------------------------------===//

#include "MemoryFit.h"
#include "Pipeline.h"
#include "cleave/Analysis/ShardingState.h"
#include "cleave/Driver/Driver.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Target/CpuTarget.h"
#include "cleave/Target/CudaTarget.h"
#include "cleave/Target/DevicePeak.h"
#include "cleave/Target/InputFacts.h"
#include "cleave/Transforms/ClusterToMesh.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdlib>

using namespace mlir;

namespace cleave {

/// The CUDA options the settings mean: PTX features from the chip, the
/// binary format when left to us, and the toolkit the serializer needs.
static FailureOr<CudaTargetOptions> getCudaOptions(ModuleOp module,
                                                   const TargetSettings &t) {
  CudaTargetOptions cuda;
  cuda.chip = t.gpuChip;
  std::optional<std::string> features = getPtxFeatures(t.gpuChip);
  if (!features)
    return emitError(module.getLoc())
           << "unknown GPU architecture '" << t.gpuChip
           << "' (known: sm_70, sm_75, sm_80, sm_86, sm_89, sm_90, sm_90a, "
              "sm_100, sm_120)";
  cuda.features = *features;
  cuda.tf32 = t.gpuTf32;
  bool ptxas = findPtxas().has_value();
  cuda.binary = t.gpuBinary.value_or(ptxas ? GpuBinaryFormat::Cubin
                                           : GpuBinaryFormat::Ptx);
  // MLIR's serializer finds ptxas and libdevice (math functions) in
  // $CUDA_ROOT; without libdevice, checkKernelsLinked reports it.
  if (std::optional<std::string> root = findCudaToolkit())
    setenv("CUDA_ROOT", root->c_str(), /*overwrite=*/1);
  if (cuda.binary != GpuBinaryFormat::Ptx && !ptxas)
    return emitError(module.getLoc())
           << "a cubin or fat binary needs ptxas (CUDA toolkit), which is "
              "not on $PATH, in $CUDA_ROOT/bin or in /usr/local/cuda/bin";
  return cuda;
}

/// A partitioned program's budget check and manifest.
static FailureOr<Manifest> finishPartitioned(ModuleOp module,
                                             const CompileOptions &options) {
  // A mesh of the program's own, without a device model, is priced on the
  // target's default cluster, as `cleave plan` prices it.
  FailureOr<ClusterModel> cluster =
      loadClusterAt(module.getLoc(), getDefaultCluster(options.program.mesh,
                                                       options.target.target));
  if (failed(cluster) ||
      failed(checkBudget(module, options.search,
                         getDeviceModel(module.getContext(), *cluster))))
    return failure();
  FailureOr<func::FuncOp> entry = findEntry(module, options.program.entry);
  if (failed(entry))
    return failure();
  return buildManifest(module, *entry);
}

FailureOr<Manifest> distributeModule(ModuleOp module,
                                     const CompileOptions &options) {
  Target target = options.target.target;
  SearchSettings search = options.search;
  FailureOr<PipelineSettings> settled =
      settlePipelineSettings(module, search.pipeline);
  if (failed(settled))
    return failure();
  search.pipeline = *settled;
  if (search.pipeline.isAutomatic()) {
    search.report("choosing a pipeline");
    FailureOr<PipelineSettings> chosen = choosePipeline(
        module, search, target, options.program.mesh, options.program.entry);
    if (failed(chosen))
      return failure();
    search.pipeline = *chosen;
  }
  if (search.pipeline.stages) {
    FailureOr<PipelinedProgram> pipelined = pipelineProgram(
        module, search, target, options.program.mesh, options.program.entry);
    if (failed(pipelined))
      return failure();
    // Without a budget each stage is held to its devices' memory, as
    // `cleave plan` holds the pipelined plan (compile built a LLaMA step
    // that plan refused, the review found).
    FailureOr<MeshOp> mesh = getTheMesh(module, "the memory check");
    if (failed(mesh))
      return failure();
    auto [limit, deviceMemory] = getBudget(search, *mesh);
    if (deviceMemory) {
      SearchSettings capacity = search;
      capacity.memoryBudgetBytes = limit;
      if (failed(checkStagesFit(module, *pipelined, capacity, deviceMemory)))
        return failure();
    }
    return std::move(pipelined->manifest);
  }
  // Read before partitioning: split arguments reach their uses through
  // collectives the analyses do not follow.
  FailureOr<func::FuncOp> entry = findEntry(module, options.program.entry);
  if (failed(entry))
    return failure();
  InputFacts facts = readInputFacts(*entry);
  if (failed(partitionProgram(module, options.search, target,
                              options.program.mesh)))
    return failure();
  FailureOr<Manifest> manifest = finishPartitioned(module, options);
  if (succeeded(manifest))
    addInputFacts(facts, *manifest);
  return manifest;
}

/// The target's lowering of a distributed `module` in place.
static FailureOr<Manifest> lowerDistributed(ModuleOp module,
                                            const CompileOptions &options,
                                            FailureOr<Manifest> manifest) {
  Target target = options.target.target;
  if (failed(manifest))
    return failure();
  SmallVector<func::FuncOp> entries;
  if (manifest->stages.empty())
    entries.push_back(module.lookupSymbol<func::FuncOp>(manifest->entry));
  for (const ManifestStage &stage : manifest->stages)
    entries.push_back(module.lookupSymbol<func::FuncOp>(stage.entry));
  manifest->target = target == Target::Cuda ? "cuda" : "cpu";
  // What the plan was made to fit is what the artifact may use.
  if (target == Target::Cpu)
    manifest->deviceCapacityBytes = int64_t(options.search.memoryBudgetBytes);
  dropEntryAttributes(module);
  for (func::FuncOp entry : entries)
    entry->setAttr("llvm.emit_c_interface", UnitAttr::get(module.getContext()));

  PassManager pm(module.getContext());
  if (target == Target::Cuda) {
    FailureOr<CudaTargetOptions> cuda = getCudaOptions(module, options.target);
    if (failed(cuda) || failed(buildCudaLoweringPipeline(pm, *cuda)))
      return failure();
  } else if (failed(buildCpuLoweringPipeline(pm, options.target.cpu))) {
    return failure();
  }
  options.search.report("lowering");
  if (failed(pm.run(module)))
    return failure();
  if (target == Target::Cuda && failed(checkKernelsLinked(module)))
    return failure();
  return manifest;
}

FailureOr<Manifest> lowerModule(ModuleOp module,
                                const CompileOptions &options) {
  return lowerDistributed(module, options, distributeModule(module, options));
}

/// Emits the shared library of `module`, which `lower` lowers in place.
static FailureOr<Artifact>
emitArtifact(ModuleOp module, const CompileOptions &options,
             StringRef outputPath, const InstallPaths &paths,
             llvm::function_ref<FailureOr<Manifest>()> lower) {
  Target target = options.target.target;
  if (target == Target::Cuda &&
      !llvm::sys::fs::exists(paths.libDir + "/libCleaveRuntimeCuda.so"))
    return emitError(module.getLoc())
           << "the CUDA target needs libCleaveRuntimeCuda, which is built "
              "only when the CUDA toolkit (cuBLAS, NCCL) is found at "
              "configure time";
  FailureOr<Manifest> manifest = lower();
  if (failed(manifest))
    return failure();
  // Meshes have done their job; LLVM IR has no use for them.
  for (MeshOp mesh : llvm::make_early_inc_range(module.getOps<MeshOp>()))
    mesh.erase();
  SmallVector<std::string> extra;
  if (target == Target::Cuda)
    extra.push_back("CleaveRuntimeCuda");
  options.search.report("generating code and linking");
  if (failed(emitSharedLibrary(module, *manifest, outputPath, paths.libDir,
                               extra, options.target.codegenThreads,
                               options.target.hostCpu)))
    return failure();
  return Artifact{outputPath.str(), *manifest};
}

FailureOr<Artifact> compileModule(ModuleOp module,
                                  const CompileOptions &options,
                                  StringRef outputPath,
                                  const InstallPaths &paths) {
  return emitArtifact(module, options, outputPath, paths,
                      [&] { return lowerModule(module, options); });
}

FailureOr<Artifact> compilePlannedModule(ModuleOp planned,
                                         const CompileOptions &options,
                                         StringRef outputPath,
                                         const InstallPaths &paths) {
  return emitArtifact(planned, options, outputPath, paths, [&] {
    return lowerDistributed(planned, options,
                            finishPartitioned(planned, options));
  });
}

FailureOr<std::string> compileModuleToBuffer(ModuleOp module,
                                             const CompileOptions &options,
                                             Manifest *manifest,
                                             const InstallPaths &paths,
                                             bool planned) {
  llvm::SmallString<128> path;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("cleave-artifact", "so", path))
    return emitError(module.getLoc())
           << "cannot create a temporary file: " << ec.message();
  llvm::FileRemover remove(path);
  FailureOr<Artifact> artifact =
      planned ? compilePlannedModule(module, options, path, paths)
              : compileModule(module, options, path, paths);
  if (failed(artifact))
    return failure();
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> bytes =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!bytes)
    return emitError(module.getLoc())
           << "cannot read back " << path << ": " << bytes.getError().message();
  if (manifest)
    *manifest = artifact->manifest;
  return (*bytes)->getBuffer().str();
}

} // namespace cleave
