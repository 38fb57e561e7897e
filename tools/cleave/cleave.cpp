//===- cleave.cpp - The Cleave driver -------------------------------------===//
//
// `cleave <command> [options]`. Commands grow with the project (compile, plan,
// run and verify come with the partitioner and the runtime); each is a small
// function over the same passes cleave-opt exposes.
//
//===----------------------------------------------------------------------===//

#include "cleave/Cluster/ClusterModel.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingUtils.h"
#include "cleave/InitAll.h"
#include "cleave/Sharding/MeshShape.h"
#include "cleave/Support/Npy.h"
#include "cleave/Support/RankLauncher.h"
#include "cleave/Support/SharedObject.h"
#include "cleave/Target/CpuTarget.h"
#include "cleave/Target/CudaTarget.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <dlfcn.h>
#include <limits>
#include <map>
#include <set>

using namespace mlir;
using namespace llvm;

namespace {

// One category per command: `cleave C --help` lists C's options only, and an
// option of another command is an error (checkCommandOptions).
cl::OptionCategory importOptions("cleave import options");
cl::OptionCategory clusterOptions("cleave cluster options");
cl::OptionCategory compileOptions("cleave compile options");
cl::OptionCategory runOptions("cleave run options");
cl::OptionCategory planOptions("cleave plan options");
cl::OptionCategory verifyOptions("cleave verify options");

cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                               cl::init("-"), cl::cat(importOptions),
                               cl::cat(compileOptions), cl::cat(runOptions),
                               cl::cat(planOptions), cl::cat(verifyOptions));
cl::opt<std::string> outputFile("o", cl::desc("output file (default: stdout)"),
                                cl::init("-"), cl::cat(importOptions),
                                cl::cat(compileOptions));
cl::opt<std::string>
    clusterName("cluster",
                cl::desc("cluster preset (cpu, h200-node, h200-pod) or a "
                         "JSON cluster file"),
                cl::cat(importOptions), cl::cat(clusterOptions),
                cl::cat(compileOptions), cl::cat(planOptions),
                cl::cat(verifyOptions));
cl::opt<std::string> meshShape("mesh",
                               cl::desc("logical mesh shape, e.g. 8 or 2x4"),
                               cl::cat(importOptions), cl::cat(clusterOptions),
                               cl::cat(compileOptions), cl::cat(planOptions),
                               cl::cat(verifyOptions));
cl::list<std::string> axisNames("axes", cl::CommaSeparated,
                                cl::desc("mesh axis names, e.g. dp,tp"),
                                cl::cat(importOptions), cl::cat(clusterOptions),
                                cl::cat(compileOptions), cl::cat(planOptions),
                                cl::cat(verifyOptions));
cl::opt<std::string> meshName("mesh-name",
                              cl::desc("symbol of the mesh (default: the "
                                       "module's only mesh, else 'mesh')"),
                              cl::cat(importOptions), cl::cat(compileOptions),
                              cl::cat(planOptions), cl::cat(verifyOptions));

cl::list<std::string> shardSpecs(
    "shard",
    cl::desc("ARG=SPEC: annotate entry argument ARG (argN or its cleave.name) "
             "with the sharding SPEC, e.g. --shard arg1=[[],[tp]]"),
    cl::cat(importOptions), cl::cat(compileOptions), cl::cat(planOptions),
    cl::cat(verifyOptions));
cl::opt<std::string> target("target",
                            cl::desc("code generation target: cpu or cuda"),
                            cl::init("cpu"), cl::cat(compileOptions),
                            cl::cat(planOptions), cl::cat(verifyOptions));
cl::opt<std::string> gpuChip("gpu-chip",
                             cl::desc("GPU architecture for --target cuda"),
                             cl::init("sm_90"), cl::cat(compileOptions),
                             cl::cat(verifyOptions));
cl::opt<std::string> gpuBinary(
    "gpu-binary",
    cl::desc("what --target cuda embeds: auto (cubin when ptxas is found, "
             "else PTX), ptx (JIT-compiled by the driver at load), cubin, "
             "or fatbin (cubin and PTX)"),
    cl::init("auto"), cl::cat(compileOptions), cl::cat(verifyOptions));
cl::opt<bool> gpuTf32("gpu-tf32",
                      cl::desc("--target cuda: f32 GEMMs may use TF32 tensor "
                               "cores (faster; products rounded to a 10-bit "
                               "mantissa, f32 accumulation)"),
                      cl::init(false), cl::cat(compileOptions),
                      cl::cat(verifyOptions));
cl::opt<bool> emulateGpuKernels(
    "emulate-gpu-kernels",
    cl::desc("--target cpu: build the CUDA target's kernels (block "
             "reductions, split rows, collapsed nests) and run their blocks "
             "and threads as loops, to check them without a GPU"),
    cl::init(false), cl::Hidden, cl::cat(compileOptions),
    cl::cat(verifyOptions));
cl::opt<std::string> entryName("entry",
                               cl::desc("entry function (default: the only "
                                        "public one)"),
                               cl::cat(compileOptions), cl::cat(planOptions),
                               cl::cat(verifyOptions));
cl::opt<int> numRanks("np",
                      cl::desc("ranks to launch (default: the mesh's device "
                               "count)"),
                      cl::init(0), cl::cat(runOptions), cl::cat(verifyOptions));
cl::list<std::string> inputs("input", cl::desc("NAME=FILE.npy for an input"),
                             cl::cat(runOptions), cl::cat(verifyOptions));
cl::opt<std::string> outputDir("output", cl::desc("directory for outputs"),
                               cl::cat(runOptions));
cl::opt<unsigned long long> seed("seed", cl::desc("seed of random inputs"),
                                 cl::init(0), cl::cat(runOptions),
                                 cl::cat(verifyOptions));
cl::opt<std::string> saveInputs("save-inputs",
                                cl::desc("also write the global inputs used "
                                         "to this directory (run)"),
                                cl::cat(runOptions));
cl::opt<unsigned> timeoutSeconds(
    "timeout",
    cl::desc("end every rank after this many seconds (0: no limit); a "
             "deadlocked program fails instead of hanging"),
    cl::init(3600), cl::cat(runOptions), cl::cat(verifyOptions));
cl::opt<bool> fixedPlan("fixed",
                        cl::desc("cost the shardings in the file (plan)"),
                        cl::cat(planOptions));
cl::opt<double> memoryBudget(
    "memory-budget",
    cl::desc("per-device memory budget in bytes (plan); default: the "
             "device model's capacity"),
    cl::init(0), cl::cat(compileOptions), cl::cat(planOptions),
    cl::cat(verifyOptions));
cl::opt<std::string> searchMode(
    "search",
    cl::desc("how shardings are completed: 'auto' (cost-model search, "
             "annotations are constraints) or 'propagate' (from the "
             "annotations alone); default: propagate when the program has "
             "annotations, auto when it has none"),
    cl::cat(compileOptions), cl::cat(planOptions), cl::cat(verifyOptions));
cl::opt<double>
    searchTimeLimit("time-limit",
                    cl::desc("seconds for the automatic search's solver"),
                    cl::init(60), cl::cat(compileOptions), cl::cat(planOptions),
                    cl::cat(verifyOptions));
cl::opt<std::string>
    searchSolver("solver",
                 cl::desc("automatic search solver: auto, ilp or greedy"),
                 cl::init("auto"), cl::cat(compileOptions),
                 cl::cat(planOptions), cl::cat(verifyOptions));
cl::opt<std::string> jsonFile("json", cl::desc("write the plan as JSON (plan)"),
                              cl::cat(planOptions));
cl::opt<std::string> emitMlir("emit-mlir",
                              cl::desc("write the partitioned program (plan)"),
                              cl::cat(planOptions));
cl::opt<int> repeat("repeat", cl::desc("calls of the entry (timing)"),
                    cl::init(1), cl::cat(runOptions), cl::cat(verifyOptions));
cl::opt<std::string> referenceFile("reference",
                                   cl::desc("single-device program to "
                                            "compare against (verify)"),
                                   cl::cat(verifyOptions));
cl::opt<double> rtol("rtol", cl::desc("relative tolerance (verify)"),
                     cl::init(1e-4), cl::cat(verifyOptions));
cl::opt<double> atol("atol", cl::desc("absolute tolerance (verify)"),
                     cl::init(1e-5), cl::cat(verifyOptions));

int fail(const Twine &message) {
  errs() << "cleave: error: " << message << "\n";
  return 1;
}

/// --shard ARG=SPEC: a user-required annotation on an entry argument, as if
/// written in the file.
LogicalResult applyShardSpecs(ModuleOp module) {
  SmallVector<cleave::MeshOp> meshes =
      llvm::to_vector(module.getOps<cleave::MeshOp>());
  if (meshes.size() != 1)
    return emitError(module.getLoc())
           << "--shard needs exactly one mesh in the module (declare one with "
              "--mesh), found "
           << meshes.size();
  FailureOr<func::FuncOp> entry = cleave::findEntry(module, entryName);
  if (failed(entry))
    return failure();
  OpBuilder b(entry->getBody());
  for (const std::string &spec : shardSpecs) {
    size_t eq = spec.find('=');
    if (eq == std::string::npos)
      return emitError(module.getLoc())
             << "--shard expects ARG=SPEC, got '" << spec << "'";
    std::string name = spec.substr(0, eq);
    std::optional<unsigned> index;
    for (unsigned i = 0; i < entry->getNumArguments(); ++i) {
      auto n = entry->getArgAttrOfType<StringAttr>(i, "cleave.name");
      if (name == "arg" + std::to_string(i) || (n && n.getValue() == name))
        index = i;
    }
    if (!index)
      return emitError(entry->getLoc())
             << "--shard " << name << ": @" << entry->getSymName()
             << " has no argument '" << name << "'";
    BlockArgument arg = entry->getArgument(*index);
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    std::string text = "#cleave.sharding<@" +
                       meshes.front().getSymName().str() + ", " +
                       spec.substr(eq + 1) + ">";
    auto sharding = dyn_cast_or_null<cleave::ShardingAttr>(
        parseAttribute(text, module.getContext()));
    if (!type || !sharding)
      return emitError(entry->getLoc())
             << "--shard " << name << ": '" << spec.substr(eq + 1)
             << "' is not a sharding of a tensor argument";
    auto annotate =
        cleave::AnnotateOp::create(b, entry->getLoc(), type, arg, sharding);
    arg.replaceAllUsesExcept(annotate.getResult(), annotate);
  }
  return success();
}

/// The cluster a mesh without a cost model gets: --cluster, else the
/// target's own: an H200 pod for cuda (NVLink within 8 GPUs, InfiniBand
/// beyond), the CPU preset otherwise.
std::string defaultCluster() {
  if (!clusterName.empty())
    return clusterName;
  return target == "cuda" ? "h200-pod" : "cpu";
}

/// Parses `path`, imports upstream annotations, declares/checks the mesh and
/// attaches the cluster model as the options say, and verifies. Diagnostics
/// go through `sourceMgr`'s handler, which the caller keeps alive.
OwningOpRef<ModuleOp> loadModule(MLIRContext &context, StringRef path,
                                 SourceMgr &sourceMgr) {
  std::string error;
  std::unique_ptr<MemoryBuffer> buffer = openInputFile(path, &error);
  if (!buffer) {
    fail(error);
    return nullptr;
  }
  sourceMgr.AddNewSourceBuffer(std::move(buffer), SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return nullptr;

  PassManager pm(&context);
  cleave::CleaveImportShardOptions importOptions;
  importOptions.axisNames.assign(axisNames.begin(), axisNames.end());
  pm.addPass(cleave::createCleaveImportShard(importOptions));
  pm.addPass(cleave::createCleaveLowerTMTensor());
  if (failed(pm.run(*module)))
    return nullptr;

  SmallVector<cleave::MeshOp> meshes =
      llvm::to_vector(module->getOps<cleave::MeshOp>());
  if (!meshShape.empty()) {
    cleave::CleaveDefineMeshOptions options;
    options.shape = meshShape;
    options.meshName = !meshName.empty()    ? meshName.getValue()
                       : meshes.size() == 1 ? meshes[0].getSymName().str()
                                            : std::string("mesh");
    options.axisNames.assign(axisNames.begin(), axisNames.end());
    // The file's mesh lends its axis names to a --mesh of the same rank; one
    // of another shape is a conflict, said in the user's terms.
    if (auto existing = dyn_cast_or_null<cleave::MeshOp>(
            SymbolTable::lookupSymbolIn(*module, options.meshName))) {
      std::optional<std::vector<int64_t>> shape =
          cleave::parseMeshShape(meshShape);
      std::vector<int64_t> have = cleave::getMeshShape(existing).getSizes();
      if (shape && *shape != have) {
        std::string declared;
        for (int64_t size : have)
          declared += (declared.empty() ? "" : "x") + std::to_string(size);
        existing.emitError()
            << "the file declares mesh @" << existing.getSymName() << " as "
            << declared << "; --mesh " << meshShape
            << " asks for another shape (drop --mesh, or the mesh from the "
               "file)";
        return nullptr;
      }
      if (options.axisNames.empty())
        for (Attribute a : existing.getAxisNames())
          options.axisNames.push_back(cast<StringAttr>(a).getValue().str());
    }
    options.cluster = defaultCluster();
    PassManager meshPm(&context);
    meshPm.addPass(cleave::createCleaveDefineMesh(options));
    if (failed(meshPm.run(*module)))
      return nullptr;
  }
  if (!clusterName.empty()) {
    cleave::CleaveApplyClusterOptions options;
    options.cluster = clusterName;
    options.overwrite = true;
    PassManager clusterPm(&context);
    clusterPm.addPass(cleave::createCleaveApplyCluster(options));
    if (failed(clusterPm.run(*module)))
      return nullptr;
  }
  if (!shardSpecs.empty() && failed(applyShardSpecs(*module)))
    return nullptr;
  if (failed(mlir::verify(*module)))
    return nullptr;
  return module;
}

/// `cleave import`: upstream shard annotations in, verified cleave IR out.
int runImport(MLIRContext &context) {
  SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = loadModule(context, inputFile, sourceMgr);
  if (!module)
    return 1;
  std::string error;
  std::unique_ptr<ToolOutputFile> output = openOutputFile(outputFile, &error);
  if (!output)
    return fail(error);
  module->print(output->os());
  output->os() << "\n";
  output->keep();

  unsigned numMeshes = 0, numAnnotations = 0;
  module->walk([&](Operation *op) {
    numMeshes += isa<cleave::MeshOp>(op);
    numAnnotations += isa<cleave::AnnotateOp>(op);
  });
  errs() << "cleave: " << inputFile << ": verified, " << numMeshes
         << (numMeshes == 1 ? " mesh, " : " meshes, ") << numAnnotations
         << (numAnnotations == 1 ? " annotation" : " annotations") << "\n";
  return 0;
}

/// Directory of this executable (bin/); the runtime is in ../lib.
std::string binDir() {
  std::string exe = sys::fs::getMainExecutable(nullptr, (void *)&binDir);
  return sys::path::parent_path(exe).str();
}

/// How a module's shardings get completed before partitioning.
enum class Completion { None, Propagate, Auto };

/// SPMD programs (collectives, process queries or `cleave.sharding`
/// attributes on local types) pass through. Global programs with
/// annotations are propagated; global programs without any, on a mesh of
/// more than one device, are searched. `--search` overrides the choice.
FailureOr<Completion> chooseCompletion(ModuleOp module) {
  bool annotated = false, collectives = false, attributes = false;
  module.walk([&](Operation *op) {
    if (isa<cleave::AnnotateOp>(op))
      annotated = true;
    else if (op->getDialect() && isa<cleave::CleaveDialect>(op->getDialect()) &&
             !isa<cleave::MeshOp>(op))
      collectives = true;
  });
  for (auto fn : module.getOps<func::FuncOp>()) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      attributes |= bool(fn.getArgAttr(i, "cleave.sharding"));
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      attributes |= bool(fn.getResultAttr(i, "cleave.sharding"));
  }
  // Sharding attributes alone are constraints under --search=auto, an SPMD
  // program's layouts otherwise.
  bool spmd = collectives || (attributes && searchMode != "auto");
  int64_t devices = 1;
  for (auto mesh : module.getOps<cleave::MeshOp>())
    devices = std::max<int64_t>(devices, mesh.getNumDevices());
  if (searchMode == "propagate")
    return annotated ? Completion::Propagate : Completion::None;
  if (searchMode == "auto") {
    if (spmd && !annotated)
      return emitError(module.getLoc())
             << "--search=auto needs a single-device program; this one is "
                "already SPMD (it has cleave collectives or process queries)";
    return devices > 1 ? Completion::Auto : Completion::None;
  }
  if (!searchMode.empty())
    return emitError(module.getLoc())
           << "--search must be auto or propagate, not '" << searchMode << "'";
  if (annotated)
    return Completion::Propagate;
  return !spmd && devices > 1 ? Completion::Auto : Completion::None;
}

/// Global programs are completed (propagated or searched) and partitioned
/// into the per-device program; SPMD programs pass through.
/// `inspect`, when given, sees the completed global program before it is
/// partitioned.
LogicalResult
partitionIfGlobal(ModuleOp module,
                  llvm::function_ref<void(ModuleOp)> inspect = nullptr) {
  FailureOr<Completion> completion = chooseCompletion(module);
  if (failed(completion))
    return failure();
  if (*completion == Completion::None)
    return success();
  std::string pipeline =
      "inline,func.func(convert-elementwise-to-linalg),canonicalize,"
      "cleave-uncollapse-batch-matmul,";
  if (*completion == Completion::Auto)
    pipeline += formatv("cleave-apply-cluster{{cluster={3}},"
                        "cleave-auto-shard{{memory-budget={0} time-limit={1} "
                        "solver={2}},",
                        double(memoryBudget), double(searchTimeLimit),
                        searchSolver.getValue(), defaultCluster())
                    .str();
  pipeline += "cleave-propagate";
  PassManager pm(module.getContext());
  if (failed(parsePassPipeline(pipeline, pm)) || failed(pm.run(module)))
    return failure();
  if (inspect)
    inspect(module);
  PassManager partition(module.getContext());
  if (failed(parsePassPipeline("cleave-partition,canonicalize,cse", partition)))
    return failure();
  return partition.run(module);
}

/// The single-device program a global program means: annotations, argument
/// shardings and meshes removed.
LogicalResult stripToSingleDevice(ModuleOp module) {
  // Collectives and process queries have no single-device meaning.
  WalkResult spmd = module.walk([](Operation *op) {
    if (op->getDialect() && op->getDialect()->getNamespace() == "cleave" &&
        !isa<cleave::AnnotateOp, cleave::MeshOp>(op)) {
      op->emitError() << "'" << op->getName()
                      << "' makes this an SPMD program, which has no "
                         "single-device reading: pass --reference with the "
                         "single-device program";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (spmd.wasInterrupted())
    return failure();
  module.walk([&](cleave::AnnotateOp op) {
    op.getResult().replaceAllUsesWith(op.getInput());
    op.erase();
  });
  for (auto fn : module.getOps<func::FuncOp>()) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      fn.removeArgAttr(i, "cleave.sharding");
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      fn.removeResultAttr(
          i, StringAttr::get(module.getContext(), "cleave.sharding"));
  }
  for (auto mesh : llvm::make_early_inc_range(module.getOps<cleave::MeshOp>()))
    mesh.erase();
  return success();
}

/// Compiles `module` to `outputPath`; fills `manifest`.
int compileModule(MLIRContext &context, ModuleOp module, StringRef outputPath,
                  cleave::Manifest &manifest) {
  if (target != "cpu" && target != "cuda")
    return fail("unknown target '" + target + "' (available: cpu, cuda)");
  std::string libDir = binDir() + "/../lib";
  if (target == "cuda" && !sys::fs::exists(libDir + "/libCleaveRuntimeCuda.so"))
    return fail("--target cuda needs libCleaveRuntimeCuda, which is built "
                "only when the CUDA toolkit (cuBLAS, NCCL) is found at "
                "configure time");
  if (failed(partitionIfGlobal(module)))
    return 1;
  FailureOr<func::FuncOp> entry = cleave::findEntry(module, entryName);
  if (failed(entry))
    return 1;
  FailureOr<cleave::Manifest> built = cleave::buildManifest(module, *entry);
  if (failed(built))
    return 1;
  manifest = *built;
  manifest.target = target;
  // The manifest holds the shardings now; LLVM would warn about them.
  for (auto fn : module.getOps<func::FuncOp>()) {
    fn->removeAttr("cleave.search");
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      for (StringRef name : {"cleave.sharding", "cleave.name"})
        fn.removeArgAttr(i, name);
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      for (StringRef name : {"cleave.sharding", "cleave.name"})
        fn.removeResultAttr(i, StringAttr::get(&context, name));
  }
  (*entry)->setAttr("llvm.emit_c_interface", UnitAttr::get(&context));
  PassManager pm(&context);
  cleave::CudaTargetOptions cuda;
  cuda.chip = gpuChip;
  if (target == "cuda") {
    std::optional<std::string> features = cleave::getPtxFeatures(gpuChip);
    if (!features)
      return fail("--gpu-chip " + gpuChip +
                  ": unknown GPU architecture (known: sm_70, sm_75, sm_80, "
                  "sm_86, sm_89, sm_90, sm_90a, sm_100, sm_120)");
    cuda.features = *features;
    cuda.tf32 = gpuTf32;
    using cleave::GpuBinaryFormat;
    if (gpuBinary == "auto")
      cuda.binary =
          cleave::findPtxas() ? GpuBinaryFormat::Cubin : GpuBinaryFormat::Ptx;
    else if (gpuBinary == "ptx" || gpuBinary == "cubin" ||
             gpuBinary == "fatbin")
      cuda.binary = gpuBinary == "ptx"     ? GpuBinaryFormat::Ptx
                    : gpuBinary == "cubin" ? GpuBinaryFormat::Cubin
                                           : GpuBinaryFormat::Fatbin;
    else
      return fail("--gpu-binary " + gpuBinary +
                  ": expected auto, ptx, cubin or fatbin");
    // MLIR's serializer finds ptxas and libdevice (math functions) in
    // $CUDA_ROOT; without libdevice, checkKernelsLinked reports it.
    if (std::optional<std::string> root = cleave::findCudaToolkit())
      setenv("CUDA_ROOT", root->c_str(), /*overwrite=*/1);
    if (cuda.binary != cleave::GpuBinaryFormat::Ptx && !cleave::findPtxas())
      return fail("--gpu-binary " + gpuBinary +
                  " needs ptxas (CUDA toolkit), which is not on $PATH, in "
                  "$CUDA_ROOT/bin or in /usr/local/cuda/bin");
  }
  LogicalResult lowering =
      target == "cuda"
          ? cleave::buildCudaLoweringPipeline(pm, cuda)
          : cleave::buildCpuLoweringPipeline(
                pm, cleave::CpuTargetOptions{emulateGpuKernels});
  if (failed(lowering) || failed(pm.run(module)))
    return 1;
  if (target == "cuda" && failed(cleave::checkKernelsLinked(module)))
    return 1;
  // Meshes have done their job; LLVM IR has no use for them.
  for (cleave::MeshOp mesh :
       llvm::make_early_inc_range(module.getOps<cleave::MeshOp>()))
    mesh.erase();
  SmallVector<std::string> extra;
  if (target == "cuda")
    extra.push_back("CleaveRuntimeCuda");
  if (failed(cleave::emitSharedLibrary(module, manifest, outputPath, libDir,
                                       extra)))
    return 1;
  return 0;
}

/// Compiles `path` to `outputPath`; fills `manifest`. With `singleDevice`,
/// compiles the single-device program the file means instead.
int compileFile(MLIRContext &context, StringRef path, StringRef outputPath,
                cleave::Manifest &manifest, bool singleDevice = false) {
  SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = loadModule(context, path, sourceMgr);
  if (!module)
    return 1;
  if (singleDevice)
    if (failed(stripToSingleDevice(*module)))
      return 1;
  return compileModule(context, *module, outputPath, manifest);
}

/// `cleave compile`: an SPMD (or single-device) program to a shared library.
int runCompile(MLIRContext &context) {
  if (outputFile == "-")
    return fail("cleave compile needs -o OUT.so");
  cleave::Manifest manifest;
  if (int rc = compileFile(context, inputFile, outputFile, manifest))
    return rc;
  errs() << "cleave: compiled @" << manifest.entry << " for a mesh of "
         << manifest.mesh.getNumDevices() << " devices to " << outputFile
         << "\n";
  return 0;
}

/// Reads the manifest embedded in an artifact.
std::optional<cleave::Manifest> readManifest(StringRef artifact) {
  if (!sys::fs::exists(artifact)) {
    fail("no artifact '" + artifact + "'");
    return std::nullopt;
  }
  // dlopen searches library paths for names without a slash.
  SmallString<256> path(artifact);
  sys::fs::make_absolute(path);
  std::string damaged = cleave::checkSharedObject(path.str().str());
  if (!damaged.empty()) {
    fail("cannot load '" + artifact + "': " + damaged);
    return std::nullopt;
  }
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    std::string why = dlerror();
    if (why.find("libcuda.so") != std::string::npos)
      why += " (a --target cuda artifact needs an NVIDIA GPU and its driver)";
    fail("cannot load '" + artifact + "': " + why);
    return std::nullopt;
  }
  auto *text = static_cast<const char *>(dlsym(library, "__cleave_manifest"));
  if (!text) {
    fail("'" + artifact + "' is not a Cleave artifact (no manifest)");
    return std::nullopt;
  }
  Expected<cleave::Manifest> manifest = cleave::Manifest::fromJSON(text);
  if (!manifest) {
    fail("invalid manifest: " + toString(manifest.takeError()));
    return std::nullopt;
  }
  return *manifest;
}

/// Launches `np` ranks of cleave-runner on `artifact`; with `quietLog`, the
/// runner's stdout goes to that file instead of ours (and is shown when the
/// run fails: a failed assert prints its message there).
int launch(StringRef artifact, int np, ArrayRef<std::string> extraArgs,
           StringRef quietLog = "") {
  cleave::LaunchRequest request;
  request.program = binDir() + "/cleave-runner";
  SmallString<256> path(artifact);
  sys::fs::make_absolute(path);
  request.args = {path.str().str()};
  request.args.insert(request.args.end(), extraArgs.begin(), extraArgs.end());
  request.ranks = np;
  request.timeoutSeconds = timeoutSeconds;
  request.stdoutPath = quietLog.str();
  cleave::LaunchResult result = cleave::launchRanks(request);
  if (result.exitCode == 0)
    return 0;
  if (!quietLog.empty())
    if (ErrorOr<std::unique_ptr<MemoryBuffer>> log =
            MemoryBuffer::getFile(quietLog)) {
      StringRef text = (*log)->getBuffer();
      if (text.size() > 4000)
        text = text.take_back(4000);
      errs() << text;
    }
  return fail("the run of '" + artifact + "' on " + Twine(np) +
              " ranks failed: " + result.error);
}

std::vector<std::string> runnerArgs(StringRef output) {
  std::vector<std::string> args;
  for (const std::string &in : inputs)
    args.insert(args.end(), {"--input", in});
  args.insert(args.end(), {"--seed", std::to_string(seed), "--repeat",
                           std::to_string(repeat.getValue())});
  if (!output.empty())
    args.insert(args.end(), {"--output", output.str()});
  if (!saveInputs.empty()) {
    sys::fs::create_directories(saveInputs);
    args.insert(args.end(), {"--save-inputs", saveInputs});
  }
  return args;
}

/// `cleave run`: one rank per device, global .npy in and out.
int runRun() {
  std::optional<cleave::Manifest> manifest = readManifest(inputFile);
  if (!manifest)
    return 1;
  int np = numRanks ? numRanks.getValue() : manifest->mesh.getNumDevices();
  if (np != manifest->mesh.getNumDevices())
    return fail("the artifact's mesh @" + manifest->meshName + " has " +
                Twine(manifest->mesh.getNumDevices()) + " devices; --np " +
                Twine(np) + " does not match");
  std::string out = outputDir.empty() ? std::string("cleave-out") : outputDir;
  if (std::error_code ec = sys::fs::create_directories(out))
    return fail("cannot create '" + out + "': " + ec.message());
  for (const std::string &in : inputs) {
    size_t eq = in.find('=');
    if (eq == std::string::npos)
      return fail("--input expects NAME=FILE.npy, got '" + in + "'");
    if (!sys::fs::exists(in.substr(eq + 1)))
      return fail("--input " + in.substr(0, eq) + ": no file '" +
                  in.substr(eq + 1) + "'");
  }
  if (int rc = launch(inputFile, np, runnerArgs(out)))
    return rc;
  errs() << "cleave: outputs of @" << manifest->entry << " written to " << out
         << "\n";
  return 0;
}

/// Elementwise comparison of two .npy outputs of the same shape.
struct Comparison {
  double maxAbs = 0, maxRel = 0;
  /// Largest |want| over finite elements: maxAbs / maxMagnitude is the
  /// normwise error, meaningful where elementwise relative errors of values
  /// near zero are not.
  double maxMagnitude = 0;
  int64_t mismatches = 0;
};

template <typename T>
Comparison compareAs(const cleave::NpyArray &got,
                     const cleave::NpyArray &want) {
  Comparison c;
  auto *g = reinterpret_cast<const T *>(got.data.data());
  auto *w = reinterpret_cast<const T *>(want.data.data());
  for (int64_t i = 0, n = want.numElements(); i < n; ++i) {
    double a = double(g[i]), b = double(w[i]);
    // NaN matches NaN, and an infinity the same infinity: the programs agree.
    if ((std::isnan(a) && std::isnan(b)) || (std::isinf(b) && a == b))
      continue;
    if (std::isfinite(b))
      c.maxMagnitude = std::max(c.maxMagnitude, std::fabs(b));
    double abs = std::fabs(a - b);
    if (std::isnan(abs))
      abs = std::numeric_limits<double>::infinity();
    double rel = abs / std::max(std::fabs(b), 1e-30);
    if (!(abs <= atol + rtol * std::fabs(b)))
      ++c.mismatches;
    c.maxAbs = std::max(c.maxAbs, abs);
    if (std::fabs(b) > atol)
      c.maxRel = std::max(c.maxRel, rel);
  }
  return c;
}

/// `cleave verify`: the distributed program against a single-device one.
int runVerify(MLIRContext &context) {
  SmallString<128> dir;
  if (std::error_code ec = sys::fs::createUniqueDirectory("cleave-verify", dir))
    return fail("cannot create a temporary directory: " + ec.message());
  std::string refSo = (dir + "/reference.so").str();
  std::string distSo = (dir + "/distributed.so").str();
  cleave::Manifest ref, dist;
  // Without --reference, the input itself, read as a single-device program
  // (annotations dropped), is the reference.
  // The reference always runs on the CPU: `--target cuda` checks the GPU
  // program against it.
  bool selfReference = referenceFile.empty();
  std::string distributedTarget = target;
  bool distributedEmulation = emulateGpuKernels;
  target = "cpu";
  emulateGpuKernels = false;
  if (int rc = compileFile(context, selfReference ? inputFile : referenceFile,
                           refSo, ref, /*singleDevice=*/selfReference))
    return rc;
  target = distributedTarget;
  emulateGpuKernels = distributedEmulation;
  if (int rc = compileFile(context, inputFile, distSo, dist))
    return rc;
  if (ref.mesh.getNumDevices() != 1)
    return fail("the reference must run on one device; its mesh has " +
                Twine(ref.mesh.getNumDevices()));
  if (ref.inputs.size() != dist.inputs.size() ||
      ref.outputs.size() != dist.outputs.size())
    return fail("the programs differ in their number of inputs or outputs");
  auto sameTensor = [&](const cleave::TensorSpec &a,
                        const cleave::TensorSpec &b, const char *what,
                        unsigned i) -> bool {
    if (a.dtype == b.dtype && a.globalShape == b.globalShape)
      return true;
    fail(Twine(what) + " #" + Twine(i) + " differs: the reference has " +
         a.dtype + " of " + Twine(a.globalShape.size()) +
         " dims, the distributed program " + b.dtype + " of global shape " +
         "with " + Twine(b.globalShape.size()) + " dims (or other sizes)");
    return false;
  };
  for (unsigned i = 0; i < ref.inputs.size(); ++i)
    if (!sameTensor(ref.inputs[i], dist.inputs[i], "input", i))
      return 1;
  for (unsigned i = 0; i < ref.outputs.size(); ++i)
    if (!sameTensor(ref.outputs[i], dist.outputs[i], "output", i))
      return 1;

  // The reference draws the random inputs and saves them; the distributed
  // run reads the same files.
  std::string inDir = (dir + "/inputs").str(), refOut = (dir + "/ref").str(),
              distOut = (dir + "/dist").str();
  for (const std::string &d : {inDir, refOut, distOut})
    sys::fs::create_directories(d);
  std::vector<std::string> refArgs = runnerArgs(refOut);
  refArgs.insert(refArgs.end(), {"--save-inputs", inDir});
  std::string log = (dir + "/runner.log").str();
  if (int rc = launch(refSo, 1, refArgs, log))
    return rc;
  std::vector<std::string> distArgs = {"--output", distOut};
  for (unsigned i = 0; i < dist.inputs.size(); ++i)
    distArgs.insert(distArgs.end(),
                    {"--input", dist.inputs[i].name + "=" + inDir + "/" +
                                    ref.inputs[i].name + ".npy"});
  int np = numRanks ? numRanks.getValue() : dist.mesh.getNumDevices();
  if (np != dist.mesh.getNumDevices())
    return fail("the distributed program's mesh @" + dist.meshName + " has " +
                Twine(dist.mesh.getNumDevices()) + " devices; --np " +
                Twine(np) + " does not match");
  if (int rc = launch(distSo, np, distArgs, log))
    return rc;

  double worstRel = 0, worstNormwise = 0;
  bool ok = true;
  for (unsigned i = 0; i < ref.outputs.size(); ++i) {
    cleave::NpyArray want, got;
    std::string error;
    if (!cleave::readNpy(refOut + "/" + ref.outputs[i].name + ".npy", want,
                         error) ||
        !cleave::readNpy(distOut + "/" + dist.outputs[i].name + ".npy", got,
                         error))
      return fail(error);
    Comparison c;
    if (want.dtype == "f32")
      c = compareAs<float>(got, want);
    else if (want.dtype == "f64")
      c = compareAs<double>(got, want);
    else if (want.dtype == "i32")
      c = compareAs<int32_t>(got, want);
    else if (want.dtype == "i64")
      c = compareAs<int64_t>(got, want);
    else if (want.dtype == "f16")
      c = compareAs<_Float16>(got, want);
    else
      return fail("cannot compare " + want.dtype + " outputs");
    worstRel = std::max(worstRel, c.maxRel);
    double normwise = c.maxMagnitude > 0 ? c.maxAbs / c.maxMagnitude : c.maxAbs;
    worstNormwise = std::max(worstNormwise, normwise);
    if (c.mismatches) {
      ok = false;
      errs() << "verify: output " << dist.outputs[i].name << " differs in "
             << c.mismatches << " of " << want.numElements()
             << " elements (max abs err " << format("%.3g", c.maxAbs)
             << ", max rel err " << format("%.3g", c.maxRel)
             << ", normwise err " << format("%.3g", normwise) << ")\n";
    }
  }
  sys::fs::remove_directories(dir);
  if (!ok) {
    outs() << "verify: MISMATCH on " << np << " ranks\n";
    return 1;
  }
  outs() << "verify: " << ref.outputs.size()
         << (ref.outputs.size() == 1 ? " output matches" : " outputs match")
         << " (max rel err " << format("%.1e", worstRel) << ", normwise err "
         << format("%.1e", worstNormwise) << ") on " << np << " ranks\n";
  return 0;
}

/// Location as FILE:LINE for tables.
std::string shortLocation(Location loc) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto fileLoc = dyn_cast<FileLineColLoc>(loc))
    os << sys::path::filename(fileLoc.getFilename().getValue()) << ":"
       << fileLoc.getLine();
  return text;
}

/// The decisions of a completed global program: argument and result
/// layouts, loop splits of ops that split something.
std::string describeDecisions(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isExternal())
      continue;
    os << "shardings chosen for @" << fn.getSymName() << ":\n";
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      if (Attribute a = fn.getArgAttr(i, "cleave.sharding")) {
        auto name = fn.getArgAttrOfType<StringAttr>(i, "cleave.name");
        os << "  argument " << i;
        if (name)
          os << " (" << name.getValue() << ")";
        os << ": " << a << "\n";
      }
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      if (Attribute a = fn.getResultAttr(i, "cleave.sharding"))
        os << "  result " << i << ": " << a << "\n";
    unsigned shown = 0, split = 0;
    fn.walk([&](Operation *op) {
      auto loops = op->getAttrOfType<ArrayAttr>("cleave.loops");
      if (!loops || llvm::all_of(loops, [](Attribute a) {
            return cast<ArrayAttr>(a).empty();
          }))
        return;
      ++split;
      if (++shown > 400)
        return;
      os << "  " << format("%-24s", shortLocation(op->getLoc()).c_str()) << " "
         << format("%-18s", op->getName().getStringRef().str().c_str())
         << " loops " << loops << "\n";
    });
    if (shown > 400)
      os << "  ... " << (shown - 400) << " more split ops\n";
    os << "  (" << split << " ops split)\n";
  }
  return text;
}

/// `cleave plan`: the automatic search's plan (or, with --fixed, the plan
/// the annotations give) and its modeled cost.
int runPlan(MLIRContext &context) {
  if (fixedPlan) {
    if (searchMode == "auto")
      return fail("--fixed costs the shardings in the file; it cannot be "
                  "combined with --search=auto");
    searchMode = "propagate";
  } else if (searchMode.empty()) {
    searchMode = "auto";
  }
  SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module;
  std::string decisions;
  SmallVector<cleave::MeshOp> meshes;
  FailureOr<func::FuncOp> entry = failure();
  FailureOr<cleave::ProgramCost> cost = failure();
  // The search's memory model leaves out temporaries (reshard buffers,
  // rematerialized fills); when the partitioned program's peak is over the
  // budget, search again with the budget scaled by the observed ratio.
  double budget = memoryBudget;
  for (int attempt = 0; attempt < 4; ++attempt) {
    module = loadModule(context, inputFile, sourceMgr);
    if (!module)
      return 1;
    if (failed(partitionIfGlobal(*module, [&](ModuleOp completed) {
          decisions = describeDecisions(completed);
        })))
      return 1;
    meshes = llvm::to_vector(module->getOps<cleave::MeshOp>());
    if (meshes.size() != 1)
      return fail("cleave plan needs exactly one mesh, found " +
                  Twine(meshes.size()) +
                  (meshes.empty() ? " (declare one with --mesh)" : ""));
    entry = cleave::findEntry(*module, entryName);
    if (failed(entry))
      return 1;
    cost = cleave::costFunction(*entry, meshes.front());
    if (failed(cost))
      return 1;
    if (budget == 0 && meshes.front().getDeviceAttr())
      budget = meshes.front().getDeviceAttr().getMemoryBytes();
    auto search = (*entry)->getAttrOfType<DictionaryAttr>("cleave.search");
    if (!search || cost->peakMemoryBytes <= budget)
      break;
    double modeled =
        search.getAs<FloatAttr>("modeled_peak_bytes").getValueAsDouble();
    memoryBudget = modeled * budget / cost->peakMemoryBytes * 0.99;
  }
  raw_ostream &os = outs();
  os << decisions;
  os << "plan for @" << entry->getSymName() << " on mesh @"
     << meshes.front().getSymName() << " (" << meshes.front().getNumDevices()
     << " devices), per device:\n";
  os << format("%-26s %-20s %-22s %12s  %s\n", "location", "op", "local result",
               "compute us", "communication");
  for (const cleave::OpCost &op : cost->ops) {
    if (op.computeSeconds == 0 && op.collectives.empty())
      continue;
    std::string loc;
    llvm::raw_string_ostream locStream(loc);
    if (auto fileLoc = dyn_cast<FileLineColLoc>(op.op->getLoc()))
      locStream << sys::path::filename(fileLoc.getFilename().getValue()) << ":"
                << fileLoc.getLine();
    std::string comm;
    for (const cleave::CollectiveCost &c : op.collectives)
      comm += c.kind + " [" + llvm::join(c.meshAxes, ",") + "] " +
              std::to_string(int64_t(c.bytes)) + " B " +
              std::to_string(c.seconds * 1e6).substr(0, 8) + " us";
    std::string result;
    llvm::raw_string_ostream resultStream(result);
    if (op.op->getNumResults())
      resultStream << op.op->getResult(0).getType();
    os << format("%-26s %-20s %-22s %12.3f  %s\n", loc.c_str(),
                 op.op->getName().getStringRef().str().c_str(), result.c_str(),
                 op.computeSeconds * 1e6, comm.c_str());
  }
  std::map<std::string, double> bytesByKind;
  for (const cleave::CollectiveCost &c : cost->collectives)
    bytesByKind[c.kind] += c.bytes;
  os << format("modeled step time: %.3f us (compute %.3f us, communication "
               "%.3f us, no overlap)\n",
               cost->stepSeconds * 1e6, cost->computeSeconds * 1e6,
               cost->communicationSeconds * 1e6);
  os << format("modeled step time with collectives overlapping independent "
               "compute (CUDA target): %.3f us\n",
               cost->overlappedStepSeconds * 1e6);
  os << format("peak memory per device: %.0f bytes\n", cost->peakMemoryBytes);
  for (const auto &[kind, bytes] : bytesByKind)
    os << "bytes moved by " << kind << ": " << int64_t(bytes) << "\n";
  auto search = (*entry)->getAttrOfType<DictionaryAttr>("cleave.search");
  json::Object solver;
  if (search) {
    auto num = [&](StringRef key) {
      Attribute a = search.get(key);
      if (auto f = dyn_cast_or_null<FloatAttr>(a))
        return f.getValueAsDouble();
      if (auto i = dyn_cast_or_null<IntegerAttr>(a))
        return double(i.getInt());
      return 0.0;
    };
    StringRef method = search.getAs<StringAttr>("method").getValue();
    bool optimal = search.getAs<BoolAttr>("optimal").getValue();
    os << format("search: %s over %.0f ops (%.0f decisions in %.0f classes), "
                 "%.0f variables, %.0f constraints, %.3f s, gap %.2f%%%s\n",
                 method.str().c_str(), num("ops"), num("decisions"),
                 num("nodes"), num("variables"), num("constraints"),
                 num("solve_time_s"), 100 * num("gap"),
                 optimal ? " (optimal)" : "");
    os << format("search objective: %.3f us modeled before partitioning, "
                 "peak %.0f bytes, budget %.0f bytes\n",
                 num("objective_s") * 1e6, num("modeled_peak_bytes"),
                 num("memory_budget_bytes"));
    // One source of truth: the program the partitioner emitted, priced by
    // the cost model, against what the search thought it chose.
    double agreement =
        num("objective_s") > 0 ? cost->stepSeconds / num("objective_s") : 1;
    os << format("partitioned program / search objective: %.4f%s\n", agreement,
                 std::fabs(agreement - 1) <= 0.01
                     ? ""
                     : " (the search mispriced this plan: more than 1% off)");
    solver = json::Object{{"method", method.str()},
                          {"ops", num("ops")},
                          {"decisions", num("decisions")},
                          {"classes", num("nodes")},
                          {"variables", num("variables")},
                          {"constraints", num("constraints")},
                          {"time_s", num("solve_time_s")},
                          {"gap", num("gap")},
                          {"optimal", optimal},
                          {"objective_s", num("objective_s")},
                          {"partitioned_over_objective",
                           num("objective_s") > 0
                               ? cost->stepSeconds / num("objective_s")
                               : 1.0}};
  }
  if (cost->peakMemoryBytes > budget)
    return fail(formatv("the plan needs {0:F0} bytes per device at its "
                        "peak, over the budget of {1:F0} bytes; this plan "
                        "cannot run in less than {0:F0} bytes",
                        cost->peakMemoryBytes, budget)
                    .str());
  if (!jsonFile.empty()) {
    json::Array collectives;
    for (const cleave::CollectiveCost &c : cost->collectives)
      collectives.push_back(json::Object{{"kind", c.kind},
                                         {"mesh_axes", json::Array(c.meshAxes)},
                                         {"bytes", c.bytes},
                                         {"time_s", c.seconds}});
    json::Object root{
        {"entry", entry->getSymName().str()},
        {"devices", meshes.front().getNumDevices()},
        {"modeled_step_time_s", cost->stepSeconds},
        {"modeled_step_time_overlapped_s", cost->overlappedStepSeconds},
        {"compute_time_s", cost->computeSeconds},
        {"communication_time_s", cost->communicationSeconds},
        {"peak_memory_bytes", cost->peakMemoryBytes},
        {"collectives", std::move(collectives)}};
    if (search)
      root["solver"] = std::move(solver);
    std::string error;
    std::unique_ptr<ToolOutputFile> out = openOutputFile(jsonFile, &error);
    if (!out)
      return fail(error);
    out->os() << formatv("{0:2}", json::Value(std::move(root))) << "\n";
    out->keep();
  }
  if (!emitMlir.empty()) {
    std::string error;
    std::unique_ptr<ToolOutputFile> out = openOutputFile(emitMlir, &error);
    if (!out)
      return fail(error);
    module->print(out->os());
    out->keep();
  }
  return 0;
}

/// `cleave cluster`: what the cost model will believe about a cluster.
int runCluster() {
  std::string name = clusterName.empty() ? "cpu" : clusterName.getValue();
  Expected<cleave::ClusterModel> cluster = cleave::loadCluster(name);
  if (!cluster)
    return fail(toString(cluster.takeError()));
  std::optional<std::vector<int64_t>> shape;
  if (!meshShape.empty()) {
    shape = cleave::parseMeshShape(meshShape);
    if (!shape)
      return fail("invalid mesh shape '" + meshShape +
                  "' (expected e.g. 8 or 2x4)");
    if (!axisNames.empty() && axisNames.size() != shape->size())
      return fail(Twine(axisNames.size()) + " axis names for a mesh of rank " +
                  Twine(shape->size()));
    if (Error err = cluster->checkMesh(*shape))
      return fail(toString(std::move(err)));
  } else if (!axisNames.empty()) {
    return fail("--axes names the axes of a --mesh, and none was given");
  }
  raw_ostream &os = outs();
  os << "cluster " << cluster->name << "\n  source: " << cluster->source
     << "\n  device " << cluster->device.name << ": memory "
     << format("%.3g", cluster->device.memoryBytes / 1e9) << " GB at "
     << format("%.3g", cluster->device.memoryBandwidth / 1e9) << " GB/s\n";
  for (const auto &[type, flops] : cluster->device.peakFlops)
    os << "    peak " << type << ": " << format("%.4g", flops / 1e12)
       << " TFLOP/s\n";
  for (const cleave::NetworkLevel &level : cluster->levels) {
    os << "  level " << level.name << ": ";
    if (level.devices)
      os << "groups of " << level.devices << " devices";
    else
      os << "unbounded";
    os << ", latency " << format("%.3g", level.link.latency * 1e6)
       << " us, bandwidth " << format("%.4g", level.link.bandwidth / 1e9)
       << " GB/s\n";
  }
  if (!shape)
    return 0;
  os << "mesh " << meshShape << ":\n";
  for (unsigned axis = 0; axis < shape->size(); ++axis) {
    const cleave::NetworkLevel &level = cluster->getLevelForAxis(*shape, axis);
    os << "  axis "
       << (axisNames.empty() ? "a" + std::to_string(axis) : axisNames[axis])
       << " (size " << (*shape)[axis] << "): " << level.name << "\n";
  }
  return 0;
}

cl::OptionCategory *categoryOf(StringRef command) {
  return llvm::StringSwitch<cl::OptionCategory *>(command)
      .Case("import", &importOptions)
      .Case("cluster", &clusterOptions)
      .Case("compile", &compileOptions)
      .Case("run", &runOptions)
      .Case("plan", &planOptions)
      .Case("verify", &verifyOptions)
      .Default(nullptr);
}

/// Refuses options `command` does not take, and values no command can use,
/// before any work starts: one message per problem, naming the option.
LogicalResult checkCommandOptions(StringRef command,
                                  cl::OptionCategory &options) {
  bool ok = true;
  auto refuse = [&](const Twine &message) {
    fail(message);
    ok = false;
  };
  for (const auto &entry : cl::getRegisteredOptions()) {
    cl::Option *option = entry.second;
    if (!option->getNumOccurrences() ||
        llvm::is_contained(option->Categories, &options))
      continue;
    if (option->isPositional())
      refuse("cleave " + command + " takes no input file");
    else
      refuse("--" + entry.first + " is not an option of 'cleave " + command +
             "' (see cleave " + command + " --help)");
  }
  // Positional arguments are not in the registered-option map.
  if (command == "cluster" && inputFile.getNumOccurrences())
    refuse("cleave cluster takes no input file, got '" + inputFile + "'");
  // The same option twice for one name: which one wins would be a guess.
  std::set<std::string> names;
  for (const std::string &in : inputs)
    if (!names.insert(in.substr(0, in.find('='))).second)
      refuse("--input " + in.substr(0, in.find('=')) + " is given twice");
  names.clear();
  for (const std::string &spec : shardSpecs)
    if (!names.insert(spec.substr(0, spec.find('='))).second)
      refuse("--shard " + spec.substr(0, spec.find('=')) + " is given twice");
  std::set<std::string> axes;
  for (const std::string &axis : axisNames)
    if (axis.empty())
      refuse("--axes has an empty axis name");
    else if (!axes.insert(axis).second)
      refuse("--axes names axis '" + axis + "' twice");
  if (memoryBudget.getNumOccurrences() &&
      !(memoryBudget > 0 && std::isfinite(memoryBudget)))
    refuse(formatv("--memory-budget must be a positive number of bytes, not "
                   "{0}",
                   double(memoryBudget))
               .str());
  if (repeat < 1)
    refuse("--repeat must be at least 1, not " + Twine(repeat));
  if (numRanks < 0 || (numRanks.getNumOccurrences() && numRanks == 0))
    refuse("--np must be a positive number of ranks, not " + Twine(numRanks));
  if (!(searchTimeLimit > 0))
    refuse(formatv("--time-limit must be a positive number of seconds, not "
                   "{0}",
                   double(searchTimeLimit))
               .str());
  if (!(rtol >= 0) || !(atol >= 0))
    refuse("--rtol and --atol must be non-negative");
  if (target != "cpu" && target != "cuda")
    refuse("unknown --target '" + target + "' (available: cpu, cuda)");
  if (searchSolver != "auto" && searchSolver != "ilp" &&
      searchSolver != "greedy")
    refuse("--solver must be auto, ilp or greedy, not '" + searchSolver + "'");
  if (!searchMode.empty() && searchMode != "auto" && searchMode != "propagate")
    refuse("--search must be auto or propagate, not '" + searchMode + "'");
  return success(ok);
}

const char *usage =
    R"(cleave: compile single-device tensor programs into SPMD programs

usage: cleave <command> [options]

commands:
  import IN.mlir [--cluster C] [--mesh 2x4] [--axes dp,tp] [-o OUT]
      Read a program annotated with cleave or upstream `shard` shardings,
      import it into the cleave dialect, optionally declare or check the mesh
      and attach a cluster's cost model, verify it and print it.
  cluster [--cluster C] [--mesh 2x4] [--axes dp,tp]
      Describe a cluster preset or JSON file, and which network level each
      axis of a mesh would use.
  compile IN.mlir [--target cpu|cuda] [--gpu-chip sm_90] [--gpu-binary auto|ptx|cubin|fatbin]
          [--gpu-tf32] [--entry F] -o OUT.so
      Compile a program to a shared library with an embedded manifest: a
      single-device program with cleave.annotate shardings (propagated and
      partitioned), one without any on a mesh (searched: see plan; --search
      picks), an SPMD program (local tensors, cleave collectives,
      `cleave.sharding` argument/result attributes), or a plain one. A mesh
      without a cost model gets --cluster, else the target's (cuda: h200-pod,
      cpu: cpu). --target cuda embeds a cubin when ptxas is found
      (--gpu-binary), and --gpu-tf32 lets f32 GEMMs use TF32 tensor cores.
  run OUT.so [--np N] [--input NAME=FILE.npy]... [--seed S] [--output DIR]
      Launch one rank per device with mpirun, scatter global inputs (random
      ones when not given), gather global outputs to DIR/NAME.npy.
  plan IN.mlir --cluster C --mesh 8 [--memory-budget B] [--json FILE]
       [--emit-mlir FILE] [--fixed] [--time-limit S] [--solver ilp|greedy]
      Choose a sharding for every op by minimizing the modeled step time under
      the per-device memory budget (annotations are constraints), or with
      --fixed cost the shardings written in the file. Prints the chosen
      shardings, the modeled cost per op (roofline compute, alpha-beta
      communication), totals (step time, peak memory per device, bytes per
      collective kind) and solver statistics.
  verify IN.mlir [--reference REF.mlir] [--np N] [--seed S] [--rtol R] [--atol A]
         [--target cpu|cuda]
      Compile and run the single-device reference and the distributed program
      on the same random inputs and compare every output. The reference is
      IN itself read as a single-device program (annotations dropped) unless
      --reference names another file.

Run `cleave <command> --help` for the options.
)";

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  if (argc < 2 || StringRef(argv[1]) == "--help" ||
      StringRef(argv[1]) == "-h" || StringRef(argv[1]) == "help") {
    outs() << usage;
    return argc < 2 ? 1 : 0;
  }
  StringRef command = argv[1];
  std::string overview = ("cleave " + command).str();
  // Parse the options after the command as if it were its own program.
  SmallVector<const char *> args = {overview.c_str()};
  args.append(argv + 2, argv + argc);
  cl::OptionCategory *options = categoryOf(command);
  if (!options) {
    errs() << "cleave: error: unknown command '" << command << "'\n\n" << usage;
    return 1;
  }
  // --help lists the options under this command's heading only.
  for (const auto &entry : cl::getRegisteredOptions())
    if (llvm::is_contained(entry.second->Categories, options))
      entry.second->Categories.assign({options});
  cl::HideUnrelatedOptions(*options);
  if (!cl::ParseCommandLineOptions(args.size(), args.data(), overview, &errs()))
    return 1;
  if (failed(checkCommandOptions(command, *options)))
    return 1;

  if (command == "cluster")
    return runCluster();
  if (command == "run")
    return runRun();
  DialectRegistry registry;
  cleave::registerAllDialects(registry);
  cleave::registerAllPasses();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  if (command == "compile")
    return runCompile(context);
  if (command == "verify")
    return runVerify(context);
  if (command == "plan")
    return runPlan(context);
  return runImport(context);
}
