//===- cleave.cpp - The Cleave driver -------------------------------------===//
//
// `cleave <command> [options]`. Commands grow with the project (compile, plan,
// run and verify come with the partitioner and the runtime); each is a small
// function over the same passes cleave-opt exposes.
//
//===----------------------------------------------------------------------===//

#include "cleave/Cluster/ClusterModel.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/InitAll.h"
#include "cleave/Sharding/MeshShape.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace llvm;

namespace {

cl::OptionCategory category("cleave options");

cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                               cl::init("-"), cl::cat(category));
cl::opt<std::string> outputFile("o", cl::desc("output file (default: stdout)"),
                                cl::init("-"), cl::cat(category));
cl::opt<std::string>
    clusterName("cluster",
                cl::desc("cluster preset (cpu, h200-node, h200-pod) or a "
                         "JSON cluster file"),
                cl::cat(category));
cl::opt<std::string> meshShape("mesh",
                               cl::desc("logical mesh shape, e.g. 8 or 2x4"),
                               cl::cat(category));
cl::list<std::string> axisNames("axes", cl::CommaSeparated,
                                cl::desc("mesh axis names, e.g. dp,tp"),
                                cl::cat(category));
cl::opt<std::string> meshName("mesh-name",
                              cl::desc("symbol of the mesh (default: the "
                                       "module's only mesh, else 'mesh')"),
                              cl::cat(category));

int fail(const Twine &message) {
  errs() << "cleave: error: " << message << "\n";
  return 1;
}

/// `cleave import`: upstream shard annotations in, verified cleave IR out.
int runImport(MLIRContext &context) {
  std::string error;
  std::unique_ptr<MemoryBuffer> buffer = openInputFile(inputFile, &error);
  if (!buffer)
    return fail(error);
  SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  PassManager pm(&context);
  cleave::CleaveImportShardOptions importOptions;
  importOptions.axisNames.assign(axisNames.begin(), axisNames.end());
  pm.addPass(cleave::createCleaveImportShard(importOptions));
  if (failed(pm.run(*module)))
    return 1;

  SmallVector<cleave::MeshOp> meshes =
      llvm::to_vector(module->getOps<cleave::MeshOp>());
  if (!meshShape.empty()) {
    cleave::CleaveDefineMeshOptions options;
    options.shape = meshShape;
    options.meshName = !meshName.empty()    ? meshName.getValue()
                       : meshes.size() == 1 ? meshes[0].getSymName().str()
                                            : std::string("mesh");
    options.axisNames.assign(axisNames.begin(), axisNames.end());
    if (options.axisNames.empty())
      if (auto existing = dyn_cast_or_null<cleave::MeshOp>(
              SymbolTable::lookupSymbolIn(*module, options.meshName)))
        for (Attribute a : existing.getAxisNames())
          options.axisNames.push_back(cast<StringAttr>(a).getValue().str());
    options.cluster = clusterName.empty() ? "cpu" : clusterName.getValue();
    PassManager meshPm(&context);
    meshPm.addPass(cleave::createCleaveDefineMesh(options));
    if (failed(meshPm.run(*module)))
      return 1;
  }
  if (!clusterName.empty()) {
    cleave::CleaveApplyClusterOptions options;
    options.cluster = clusterName;
    options.overwrite = true;
    PassManager clusterPm(&context);
    clusterPm.addPass(cleave::createCleaveApplyCluster(options));
    if (failed(clusterPm.run(*module)))
      return 1;
  }
  if (failed(mlir::verify(*module)))
    return 1;

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

/// `cleave cluster`: what the cost model will believe about a cluster.
int runCluster() {
  std::string name = clusterName.empty() ? "cpu" : clusterName.getValue();
  Expected<cleave::ClusterModel> cluster = cleave::loadCluster(name);
  if (!cluster)
    return fail(toString(cluster.takeError()));
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
  if (meshShape.empty())
    return 0;
  std::optional<std::vector<int64_t>> shape = cleave::parseMeshShape(meshShape);
  if (!shape)
    return fail("invalid mesh shape '" + meshShape +
                "' (expected e.g. 8 or 2x4)");
  if (!axisNames.empty() && axisNames.size() != shape->size())
    return fail(Twine(axisNames.size()) + " axis names for a mesh of rank " +
                Twine(shape->size()));
  if (Error err = cluster->checkMesh(*shape))
    return fail(toString(std::move(err)));
  os << "mesh " << meshShape << ":\n";
  for (unsigned axis = 0; axis < shape->size(); ++axis) {
    const cleave::NetworkLevel &level = cluster->getLevelForAxis(*shape, axis);
    os << "  axis "
       << (axisNames.empty() ? "a" + std::to_string(axis) : axisNames[axis])
       << " (size " << (*shape)[axis] << "): " << level.name << "\n";
  }
  return 0;
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
  SmallVector<const char *> args = {argv[0]};
  args.append(argv + 2, argv + argc);
  cl::HideUnrelatedOptions(category);
  if (command != "import" && command != "cluster") {
    errs() << "cleave: error: unknown command '" << command << "'\n\n" << usage;
    return 1;
  }
  if (!cl::ParseCommandLineOptions(args.size(), args.data(), overview, &errs()))
    return 1;

  if (command == "cluster")
    return runCluster();
  DialectRegistry registry;
  cleave::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  return runImport(context);
}
