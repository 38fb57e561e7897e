//===- cleave.cpp - The cleave command line -------------------------------===//
//
// `cleave <command> [options]`: flags (Flags.h) parsed into the driver
// library's typed options (cleave/Driver), its results printed. No compiler
// logic lives here.
//
//===----------------------------------------------------------------------===//

#include "DiagnosticPrinter.h"
#include "Flags.h"

#include "cleave/Driver/Driver.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/InitAll.h"
#include "cleave/Support/RankLauncher.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace llvm;
using namespace cleave::cli;

namespace {

int fail(const Twine &message) {
  outs().flush(); // what was printed comes first, not cut by the message
  errs() << "cleave: error: " << message << "\n";
  return 1;
}

LogicalResult writeFile(StringRef path,
                        llvm::function_ref<void(raw_ostream &)> f) {
  std::string error;
  std::unique_ptr<ToolOutputFile> out = openOutputFile(path, &error);
  if (!out)
    return fail(error), failure();
  f(out->os());
  out->keep();
  return success();
}

int runImport(MLIRContext &context, DiagnosticPrinter &diags) {
  Files files = getFiles();
  OwningOpRef<ModuleOp> module = cleave::loadProgram(
      context, files.input, getProgramOptions(), diags.sourceMgr);
  if (!module || failed(writeFile(files.output, [&](raw_ostream &os) {
        // With the file's metadata (`os << *module` prints without it:
        // dense_resource constants lost their blobs).
        module->print(os);
        os << "\n";
      })))
    return 1;
  unsigned meshes = 0, annotations = 0;
  module->walk([&](Operation *op) {
    meshes += isa<cleave::MeshOp>(op);
    annotations += isa<cleave::AnnotateOp>(op);
  });
  errs() << "cleave: " << files.input << ": verified, " << meshes
         << (meshes == 1 ? " mesh, " : " meshes, ") << annotations
         << (annotations == 1 ? " annotation" : " annotations") << "\n";
  return 0;
}

int runCompile(MLIRContext &context, DiagnosticPrinter &diags) {
  Files files = getFiles();
  if (files.output == "-")
    return fail("cleave compile needs -o OUT.so");
  cleave::CompileOptions options = getCompileOptions();
  OwningOpRef<ModuleOp> module =
      cleave::loadProgram(context, files.input, options.program,
                          diags.sourceMgr, options.target.target);
  if (!module)
    return 1;
  FailureOr<cleave::Artifact> artifact =
      cleave::compileModule(*module, options, files.output);
  endProgress();
  if (failed(artifact))
    return 1;
  int64_t devices = artifact->manifest.mesh.getNumDevices();
  errs() << "cleave: compiled @" << artifact->manifest.entry << " for "
         << (devices == 1 ? Twine("one device")
                          : "a mesh of " + Twine(devices) + " devices")
         << " to " << files.output << "\n";
  return 0;
}

/// Ranks beyond the cores take turns on them: what they time is not what
/// one device per rank would run in (sweep 23 compared plans timed so).
void noteSharedCores(int64_t ranks, StringRef measured) {
  int cores = cleave::availableCores();
  if (ranks > cores)
    errs() << "cleave: note: " << ranks << " ranks ran on " << cores
           << (cores == 1 ? " core" : " cores") << ": the " << measured
           << " include their taking turns\n";
}

int runRun(MLIRContext &context) {
  cleave::RunOptions options = getRunOptions();
  FailureOr<cleave::Manifest> manifest =
      cleave::runArtifact(context, getFiles().input, options);
  if (failed(manifest))
    return 1;
  errs() << "cleave: outputs of @" << manifest->entry << " written to "
         << options.outputDir << "\n";
  noteSharedCores(manifest->mesh.getNumDevices(), "entry times");
  return 0;
}

int runVerify(MLIRContext &context) {
  FailureOr<cleave::VerifyReport> report =
      cleave::verifyProgram(context, getFiles().input, getVerifyOptions());
  endProgress();
  if (failed(report))
    return 1;
  for (const cleave::OutputComparison &c : report->outputs) {
    if (!c.mismatches)
      continue;
    if (c.withinNormwise) {
      outs() << "verify: output " << c.name << ": " << c.mismatches << " of "
             << c.elements
             << " elements beyond the elementwise tolerance (max rel err "
             << format("%.3g", c.maxRelError) << "), all within rtol of the "
             << "output's largest magnitude (normwise err "
             << format("%.3g", c.normwiseError)
             << "): rounding in sums that cancel, accepted\n";
      continue;
    }
    errs() << "verify: output " << c.name << " differs in " << c.mismatches
           << " of " << c.elements << " elements (max abs err "
           << format("%.3g", c.maxAbsError) << ", max rel err "
           << format("%.3g", c.maxRelError) << ", normwise err "
           << format("%.3g", c.normwiseError) << "; rtol "
           << format("%g", c.rtol) << ", atol " << format("%g", c.atol)
           << ")\n";
  }
  if (!report->matches()) {
    outs() << "verify: MISMATCH on " << report->ranks
           << (report->ranks == 1 ? " rank\n" : " ranks\n");
    return 1;
  }
  for (const cleave::OutputComparison &c : report->outputs)
    if (c.elements && c.nonFinite == c.elements)
      outs() << "verify: output " << c.name << ": all " << c.elements
             << " elements are NaN or infinite in both programs\n";
  if (report->outputs.empty()) {
    errs() << "cleave: error: verify has nothing to compare: the entry "
              "returns no results\n";
    return 1;
  }
  if (report->comparedNothing()) {
    errs() << "cleave: error: verify compared no number: every output is NaN "
              "or infinite in both programs. The inputs may be outside the "
              "program's domain (random integers as an attention mask): give "
              "them with --input NAME=FILE.npy\n";
    return 1;
  }
  size_t n = report->outputs.size();
  outs() << "verify: " << n << (n == 1 ? " output matches" : " outputs match")
         << " (max rel err " << format("%.1e", report->worstRelError)
         << ", normwise err " << format("%.1e", report->worstNormwiseError)
         << ") on " << report->ranks
         << (report->ranks == 1 ? " rank\n" : " ranks\n");
  // A relative error past --rtol passes on --atol (values near 0): said, so
  // that "matches (max rel err 1.5e-04)" under rtol 1e-4 does not read as a
  // contradiction (sweep 39).
  for (const cleave::OutputComparison &c : report->outputs)
    if (c.maxRelError > c.rtol) {
      outs() << "verify: relative errors above rtol " << format("%g", c.rtol)
             << " are within atol + rtol * |reference| (atol "
             << format("%g", c.atol) << ")\n";
      break;
    }
  outs() << "verify: peak device memory: " << report->peakDeviceBytes
         << " bytes (the most of " << report->ranks << " ranks)\n";
  return 0;
}

int runPlan(MLIRContext &context, DiagnosticPrinter &diags) {
  Files files = getFiles();
  cleave::PlanOptions options = getPlanOptions();
  options.keepProgram = !files.emitMlir.empty();
  OwningOpRef<ModuleOp> module = cleave::loadProgram(
      context, files.input, options.program, diags.sourceMgr, options.target);
  if (!module)
    return 1;
  FailureOr<cleave::Plan> plan = cleave::planModule(*module, options);
  endProgress();
  if (failed(plan))
    return 1;
  cleave::printPlan(outs(), *plan);
  // A cluster of many devices and no mesh: one device, which reads like a
  // plan for the cluster (sweep 39: --cluster h200-pod alone).
  cleave::MeshOptions mesh = getMeshOptions();
  if (mesh.shape.empty() && !mesh.cluster.empty() && plan->devices == 1) {
    Expected<cleave::ClusterModel> cluster = cleave::loadCluster(mesh.cluster);
    if (!cluster)
      consumeError(cluster.takeError()); // (read once already)
    else if (cluster->maxDevices != 1)
      errs() << "cleave: note: planned for one device: the program declares "
                "no mesh and no --mesh was given (cluster '"
             << mesh.cluster << "' has "
             << (cluster->maxDevices ? std::to_string(cluster->maxDevices)
                                     : std::string("any number of"))
             << " devices)\n";
  }
  // The page and the JSON are written even for a plan over its budget:
  // the memory chart shows where the peak is, the JSON says "over_budget".
  if (!files.html.empty() && failed(writeFile(files.html, [&](raw_ostream &os) {
        cleave::writePlanHtml(os, *plan);
      })))
    return 1;
  if (!files.json.empty() && failed(writeFile(files.json, [&](raw_ostream &os) {
        os << formatv("{0:2}", cleave::toJSON(*plan)) << "\n";
      })))
    return 1;
  if (!plan->fitsBudget())
    return fail(plan->describeBudgetMiss());
  if (!files.emitMlir.empty() &&
      failed(writeFile(files.emitMlir,
                       [&](raw_ostream &os) { os << plan->program; })))
    return 1;
  return 0;
}

int runCalibrate(MLIRContext &context) {
  std::string output = getFiles().output;
  if (output == "-")
    return fail("cleave calibrate needs -o CLUSTER.json");
  cleave::CalibrateOptions options = getCalibrateOptions();
  FailureOr<cleave::Calibration> calibration =
      cleave::calibrateCluster(context, options);
  endProgress();
  if (failed(calibration) || failed(writeFile(output, [&](raw_ostream &os) {
        os << cleave::printCalibrationJSON(*calibration);
      })))
    return 1;
  noteSharedCores(calibration->ranks, "measured times");
  const cleave::ClusterModel &c = calibration->cluster;
  outs() << "calibrate: " << calibration->ranks
         << (calibration->ranks == 1 ? " rank (mesh " : " ranks (mesh ")
         << calibration->mesh << "), the fastest of " << calibration->repeat
         << " calls of the slowest rank\n";
  outs() << format("  %-26s %-16s %12s %12s %7s\n", "measured", "size",
                   "measured s", "modeled s", "ratio");
  for (const cleave::CalibrationSample &s : calibration->samples)
    outs() << format(
        "  %-26s %-16s %12.4e %12.4e %7.3f\n", s.family.c_str(),
        s.shape.c_str(), s.measuredSeconds, s.modeledSeconds,
        s.measuredSeconds > 0 ? s.modeledSeconds / s.measuredSeconds : 0.0);
  outs() << format("  call %.3g us, op %.3g us, memory %.3g GB/s (curve of "
                   "%zu points)",
                   c.device.callOverhead * 1e6, c.device.opOverhead * 1e6,
                   c.device.memoryBandwidth / 1e9,
                   c.device.memoryCurve.size() / 2);
  for (const auto &[name, flops] : c.device.mathFlops)
    outs() << format(", math.%s %.3g FLOPs", name.c_str(), flops);
  // GEMM points are the table's rows.
  for (const auto &[type, flops] : c.device.peakFlops)
    if (!StringRef(type).contains("/gemm"))
      outs() << format(", %s %.3g GFLOP/s", type.c_str(), flops / 1e9);
  outs() << "\n";
  for (const cleave::NetworkLevel &level : c.levels)
    for (const auto &[kind, link] : level.collectives)
      outs() << format("  %s %s: latency %.3g us, bandwidth %.3g GB/s\n",
                       level.name.c_str(), kind.c_str(), link.latency * 1e6,
                       link.bandwidth / 1e9);
  outs().flush();
  errs() << "cleave: wrote " << output << " (cluster " << c.name << ")\n";
  return 0;
}

int runCluster() {
  Expected<cleave::ClusterModel> cluster =
      cleave::describeCluster(outs(), getMeshOptions());
  if (!cluster)
    return fail(toString(cluster.takeError()));
  return 0;
}

const char *usage =
#include "Usage.inc"
    ;

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  // Cleave's release, not LLVM's (`cleave plan --version` printed LLVM's).
  auto printVersion = [](raw_ostream &os) {
    os << "cleave " CLEAVE_VERSION " (LLVM " LLVM_VERSION_STRING ")\n";
  };
  llvm::cl::SetVersionPrinter(printVersion);
  if (argc < 2 || is_contained({"--help", "-h", "help"}, StringRef(argv[1]))) {
    outs() << usage;
    return argc < 2 ? 1 : 0;
  }
  if (StringRef(argv[1]) == "--version") {
    printVersion(outs());
    return 0;
  }
  StringRef command = argv[1];
  if (!is_contained({"import", "cluster", "compile", "run", "plan", "verify",
                     "calibrate"},
                    command)) {
    errs() << "cleave: error: unknown command '" << command << "'\n\n" << usage;
    return 1;
  }
  if (!parseFlags(command, argc - 2, argv + 2))
    return 1;
  if (command == "cluster")
    return runCluster();

  DialectRegistry registry;
  cleave::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // An error names its op by location; a dump of the op is noise here.
  context.printOpOnDiagnostic(false);
  SourceMgr sourceMgr;
  DiagnosticPrinter diags(sourceMgr, context);
  int status = command == "run"         ? runRun(context)
               : command == "compile"   ? runCompile(context, diags)
               : command == "verify"    ? runVerify(context)
               : command == "plan"      ? runPlan(context, diags)
               : command == "calibrate" ? runCalibrate(context)
                                        : runImport(context, diags);
  endProgress();
  return status;
}