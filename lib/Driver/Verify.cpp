//===- Verify.cpp - The distributed program against the single-device one -===//
//
// Both programs are compiled (the reference for one CPU), run on the same
// random inputs (the reference draws and saves them; the distributed run
// reads the files) and every output compared elementwise and normwise.
//
//===----------------------------------------------------------------------===//

#include "cleave/Driver/Driver.h"
#include "cleave/Support/Npy.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"

#include <cmath>
#include <limits>
#include <type_traits>

using namespace mlir;

namespace cleave {

bool VerifyReport::comparedNothing() const {
  // Empty outputs compare nothing either way: no sign of NaN.
  bool anyElement = llvm::any_of(
      outputs, [](const OutputComparison &c) { return c.elements > 0; });
  return anyElement && llvm::all_of(outputs, [](const OutputComparison &c) {
           return c.nonFinite == c.elements;
         });
}

bool VerifyReport::matches() const {
  return llvm::all_of(outputs, [](const OutputComparison &c) {
    return c.mismatches == 0 || c.withinNormwise;
  });
}

template <typename T>
static void compareAs(const NpyArray &got, const NpyArray &want, double rtol,
                      double atol, OutputComparison &c) {
  auto *g = reinterpret_cast<const T *>(got.data.data());
  auto *w = reinterpret_cast<const T *>(want.data.data());
  // Largest |want| over finite elements: maxAbs over it is the normwise
  // error, meaningful where relative errors of values near zero are not.
  double maxMagnitude = 0;
  c.elements = want.numElements();
  for (int64_t i = 0; i < c.elements; ++i) {
    double a = double(g[i]), b = double(w[i]);
    // NaN matches NaN, and an infinity the same infinity: the programs agree.
    if ((std::isnan(a) && std::isnan(b)) || (std::isinf(b) && a == b)) {
      ++c.nonFinite;
      continue;
    }
    if (std::isfinite(b))
      maxMagnitude = std::max(maxMagnitude, std::fabs(b));
    double abs = std::fabs(a - b);
    if (std::isnan(abs))
      abs = std::numeric_limits<double>::infinity();
    double rel = abs / std::max(std::fabs(b), 1e-30);
    if (!(abs <= atol + rtol * std::fabs(b)))
      ++c.mismatches;
    c.maxAbsError = std::max(c.maxAbsError, abs);
    if (std::fabs(b) > atol)
      c.maxRelError = std::max(c.maxRelError, rel);
  }
  c.normwiseError =
      maxMagnitude > 0 ? c.maxAbsError / maxMagnitude : c.maxAbsError;
  // Splitting a reduction reorders its sum: an element that is a small
  // difference of large terms has a relative error far over rtol while
  // every element is within rtol of the output's scale. Integer sums are
  // exact in any order: an integer output (ids, indices) gets no such
  // leeway.
  c.withinNormwise = !std::is_integral_v<T> && c.mismatches > 0 &&
                     maxMagnitude > 0 && std::isfinite(c.maxAbsError) &&
                     c.normwiseError <= rtol;
}

/// The relative tolerance for an output of element type `dtype`: the
/// option's, or by default 1e-4, and eight units of the precision of a
/// 16-bit float (2^-5 for bf16's 8 bits, 2^-8 for f16's 11): outputs are
/// rounded after each step, so a split sum differs by a few such units.
static double relativeToleranceFor(const VerifyOptions &options,
                                   StringRef dtype) {
  if (options.rtol)
    return *options.rtol;
  if (dtype == "bf16")
    return 0x1p-5;
  if (dtype == "f16")
    return 0x1p-8;
  return 1e-4;
}

static LogicalResult compareOutput(MLIRContext &context, StringRef gotPath,
                                   StringRef wantPath, double rtol, double atol,
                                   OutputComparison &c) {
  NpyArray want, got;
  std::string error;
  if (!readNpy(wantPath.str(), want, error) ||
      !readNpy(gotPath.str(), got, error))
    return emitError(UnknownLoc::get(&context)) << error;
  if (got.dtype != want.dtype || got.numElements() != want.numElements())
    return emitError(UnknownLoc::get(&context))
           << "output " << c.name << " has " << got.numElements() << " "
           << got.dtype << " elements, the reference " << want.numElements()
           << " " << want.dtype;
  if (want.dtype == "f32")
    compareAs<float>(got, want, rtol, atol, c);
  else if (want.dtype == "f64")
    compareAs<double>(got, want, rtol, atol, c);
  else if (want.dtype == "i32")
    compareAs<int32_t>(got, want, rtol, atol, c);
  else if (want.dtype == "i64")
    compareAs<int64_t>(got, want, rtol, atol, c);
  else if (want.dtype == "f16")
    compareAs<_Float16>(got, want, rtol, atol, c);
  else if (want.dtype == "i8")
    compareAs<int8_t>(got, want, rtol, atol, c);
  else if (want.dtype == "i1")
    compareAs<uint8_t>(got, want, rtol, atol, c);
  else
    return emitError(UnknownLoc::get(&context))
           << "cannot compare " << want.dtype << " outputs";
  return success();
}

/// Loads and compiles `path`; with `singleDevice`, the single-device program
/// it means.
static FailureOr<Artifact> compileFile(MLIRContext &context, StringRef path,
                                       const CompileOptions &options,
                                       StringRef outputPath,
                                       const InstallPaths &paths,
                                       bool singleDevice) {
  llvm::SourceMgr sourceMgr;
  OwningOpRef<ModuleOp> module = loadProgram(context, path, options.program,
                                             sourceMgr, options.target.target);
  if (!module)
    return failure();
  if (singleDevice && failed(stripToSingleDevice(*module)))
    return failure();
  return compileModule(*module, options, outputPath, paths);
}

/// The two programs must take and return the same global tensors.
static LogicalResult checkSameSignature(MLIRContext &context,
                                        const Manifest &ref,
                                        const Manifest &dist) {
  auto fail = [&]() { return emitError(UnknownLoc::get(&context)); };
  if (ref.mesh.getNumDevices() != 1)
    return fail() << "the reference must run on one device; its mesh has "
                  << ref.mesh.getNumDevices();
  if (ref.inputs.size() != dist.inputs.size() ||
      ref.outputs.size() != dist.outputs.size())
    return fail() << "the programs differ in their number of inputs or "
                     "outputs";
  auto same = [&](const TensorSpec &a, const TensorSpec &b, const char *what,
                  unsigned i) -> LogicalResult {
    if (a.dtype == b.dtype && a.globalShape == b.globalShape)
      return success();
    return fail() << what << " #" << i << " differs: the reference has "
                  << a.dtype << " of " << a.globalShape.size()
                  << " dims, the distributed program " << b.dtype
                  << " of global shape with " << b.globalShape.size()
                  << " dims (or other sizes)";
  };
  for (unsigned i = 0; i < ref.inputs.size(); ++i)
    if (failed(same(ref.inputs[i], dist.inputs[i], "input", i)))
      return failure();
  for (unsigned i = 0; i < ref.outputs.size(); ++i)
    if (failed(same(ref.outputs[i], dist.outputs[i], "output", i)))
      return failure();
  return success();
}

FailureOr<VerifyReport> verifyProgram(MLIRContext &context, StringRef path,
                                      const VerifyOptions &options) {
  if (!(options.rtol.value_or(0) >= 0) || !(options.atol >= 0))
    return emitError(UnknownLoc::get(&context))
           << "tolerances must be non-negative";
  llvm::SmallString<128> dir;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("cleave-verify", dir))
    return emitError(UnknownLoc::get(&context))
           << "cannot create a temporary directory: " << ec.message();
  // Removed however verify ends (a failed compile or run left it, with the
  // reference's library, behind); what failed was said from its files.
  llvm::scope_exit removeDir([&] { llvm::sys::fs::remove_directories(dir); });
  std::string refSo = (dir + "/reference.so").str();
  std::string distSo = (dir + "/distributed.so").str();
  // The reference always runs on the CPU: a CUDA program is checked
  // against it.
  CompileOptions refOptions = options.compile;
  refOptions.target = TargetSettings();
  // One device holds the whole program: the per-device budget is the
  // distributed program's, not the reference's capacity.
  refOptions.search.memoryBudgetBytes = 0;
  refOptions.search.deviceMemoryIsBudget = false;
  refOptions.search.pipeline = PipelineSettings();
  bool selfReference = options.referencePath.empty();
  // A reference of the user's own is a program for one device: --mesh and
  // --shard describe the distributed program only (applied to the
  // reference, they made "its mesh has 2" of a file without a mesh).
  if (!selfReference) {
    refOptions.program.mesh = MeshOptions();
    refOptions.program.shardings.clear();
  }
  FailureOr<Artifact> ref = failure();
  {
    // The program's remarks are said once, by the distributed compile
    // (each printed twice before); errors and warnings pass.
    // A reference of the user's own is another program: its remarks pass.
    ScopedDiagnosticHandler once(&context, [&](Diagnostic &d) {
      return success(selfReference &&
                     d.getSeverity() == DiagnosticSeverity::Remark);
    });
    ref = compileFile(context, selfReference ? path : options.referencePath,
                      refOptions, refSo, options.paths, selfReference);
  }
  if (failed(ref))
    return failure();
  FailureOr<Artifact> dist =
      compileFile(context, path, options.compile, distSo, options.paths, false);
  if (failed(dist) ||
      failed(checkSameSignature(context, ref->manifest, dist->manifest)))
    return failure();
  int64_t devices = dist->manifest.mesh.getNumDevices();
  if (options.ranks && options.ranks != devices)
    return emitError(UnknownLoc::get(&context))
           << "the distributed program's mesh @" << dist->manifest.meshName
           << " has " << devices << " devices; " << options.ranks
           << " ranks do not match";

  std::string inDir = (dir + "/inputs").str(), refOut = (dir + "/ref").str(),
              distOut = (dir + "/dist").str();
  RunOptions run;
  run.inputFiles = options.inputFiles;
  run.seed = options.seed;
  run.repeat = options.repeat;
  run.timeoutSeconds = options.timeoutSeconds;
  run.paths = options.paths;
  run.logFile = (dir + "/runner.log").str();
  run.outputDir = refOut;
  run.saveInputsDir = inDir;
  run.ranks = 1;
  run.artifactName = "the reference program";
  options.compile.search.report("running the reference on 1 rank");
  if (failed(runArtifact(context, refSo, run))) {
    // A program that cannot take any input (a divisor of 0) fails here.
    if (options.inputFiles.empty())
      emitRemark(UnknownLoc::get(&context))
          << "the reference ran on random inputs (seed " << options.seed
          << "; floats in [-1, 1), integers in [-8, 8] unless they index a "
             "dimension, 0 included): where the program needs others, give "
             "them with --input NAME=FILE.npy";
    return failure();
  }
  run.inputFiles.clear();
  for (unsigned i = 0; i < dist->manifest.inputs.size(); ++i)
    run.inputFiles.push_back(
        {dist->manifest.inputs[i].name,
         inDir + "/" + ref->manifest.inputs[i].name + ".npy"});
  run.outputDir = distOut;
  run.saveInputsDir.clear();
  run.ranks = options.ranks;
  run.statsFile = distOut + "/run.json";
  run.artifactName = "the distributed program";
  options.compile.search.report(
      "running on " + std::to_string(dist->manifest.mesh.getNumDevices()) +
      " ranks");
  if (failed(runArtifact(context, distSo, run)))
    return failure();

  VerifyReport report;
  if (llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> stats =
          llvm::MemoryBuffer::getFile(run.statsFile))
    if (llvm::Expected<llvm::json::Value> parsed =
            llvm::json::parse((*stats)->getBuffer()))
      if (const llvm::json::Object *o = parsed->getAsObject())
        report.peakDeviceBytes = o->getInteger("peak_device_bytes").value_or(0);
  report.ranks =
      options.ranks ? options.ranks : dist->manifest.mesh.getNumDevices();
  for (unsigned i = 0; i < ref->manifest.outputs.size(); ++i) {
    OutputComparison c;
    c.name = dist->manifest.outputs[i].name;
    c.rtol = relativeToleranceFor(options, dist->manifest.outputs[i].dtype);
    c.atol = options.atol;
    if (failed(
            compareOutput(context, distOut + "/" + c.name + ".npy",
                          refOut + "/" + ref->manifest.outputs[i].name + ".npy",
                          c.rtol, c.atol, c)))
      return failure();
    report.worstRelError = std::max(report.worstRelError, c.maxRelError);
    report.worstNormwiseError =
        std::max(report.worstNormwiseError, c.normwiseError);
    report.outputs.push_back(std::move(c));
  }
  return report;
}

} // namespace cleave
