//===- Run.cpp - Running an artifact on its mesh --------------------------===//
//
// One rank per device, launched with mpirun (lib/Support/RankLauncher); each
// runs cleave-runner on the artifact, which scatters the global inputs and
// gathers the global outputs.
//
//===----------------------------------------------------------------------===//

#include "cleave/Driver/Driver.h"
#include "cleave/Support/RankLauncher.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "cleave/execute.h"

using namespace mlir;

namespace cleave {

static InFlightDiagnostic error(MLIRContext &context) {
  return emitError(UnknownLoc::get(&context));
}

FailureOr<Manifest> readArtifactManifest(MLIRContext &context,
                                         StringRef artifact) {
  // The runtime's loader: the same checks (a damaged file, a CUDA artifact
  // without a driver) and messages as every other runner of artifacts.
  if (!llvm::sys::fs::exists(artifact))
    return error(context) << "no artifact '" << artifact << "'";
  cleave_artifact_t *opened = nullptr;
  if (cleave_status_t status =
          cleave_artifact_open(artifact.str().c_str(), &opened)) {
    InFlightDiagnostic diag = error(context) << cleave_status_message(status);
    cleave_status_free(status);
    return diag;
  }
  llvm::Expected<Manifest> manifest =
      Manifest::fromJSON(cleave_artifact_manifest_json(opened));
  cleave_artifact_close(opened);
  if (!manifest)
    return error(context) << "invalid manifest in '" << artifact
                          << "': " << llvm::toString(manifest.takeError());
  return *manifest;
}

FailureOr<Manifest> runArtifact(MLIRContext &context, StringRef artifact,
                                const RunOptions &options) {
  FailureOr<Manifest> manifest = readArtifactManifest(context, artifact);
  if (failed(manifest))
    return failure();
  int64_t devices = manifest->mesh.getNumDevices();
  int ranks = options.ranks ? options.ranks : devices;
  if (ranks != devices)
    return error(context) << "the artifact's mesh @" << manifest->meshName
                          << " has " << devices << " devices; " << ranks
                          << " ranks do not match";
  if (options.repeat < 1)
    return error(context) << "the entry must be called at least once, not "
                          << options.repeat << " times";
  std::vector<std::string> args;
  for (const auto &[name, file] : options.inputFiles) {
    if (!llvm::sys::fs::exists(file))
      return error(context) << "input " << name << ": no file '" << file << "'";
    args.insert(args.end(), {"--input", name + "=" + file});
  }
  args.insert(args.end(), {"--seed", std::to_string(options.seed), "--repeat",
                           std::to_string(options.repeat)});
  if (!options.outputDir.empty()) {
    if (std::error_code ec =
            llvm::sys::fs::create_directories(options.outputDir))
      return error(context)
             << "cannot create '" << options.outputDir << "': " << ec.message();
    args.insert(args.end(), {"--output", options.outputDir});
  }
  if (!options.statsFile.empty())
    args.insert(args.end(), {"--stats", options.statsFile});
  if (options.deviceCapacityBytes > 0)
    args.insert(args.end(), {"--device-capacity",
                             std::to_string(options.deviceCapacityBytes)});
  if (!options.saveInputsDir.empty()) {
    if (std::error_code ec =
            llvm::sys::fs::create_directories(options.saveInputsDir))
      return error(context) << "cannot create '" << options.saveInputsDir
                            << "': " << ec.message();
    args.insert(args.end(), {"--save-inputs", options.saveInputsDir});
  }

  LaunchRequest request;
  request.program = options.paths.binDir + "/cleave-runner";
  llvm::SmallString<256> path(artifact);
  llvm::sys::fs::make_absolute(path);
  request.args = {path.str().str()};
  request.args.insert(request.args.end(), args.begin(), args.end());
  request.ranks = ranks;
  request.timeoutSeconds = options.timeoutSeconds;
  request.stdoutPath = options.logFile;
  LaunchResult result = launchRanks(request);
  if (result.exitCode == 0)
    return manifest;
  std::string name = options.artifactName.empty() ? "'" + artifact.str() + "'"
                                                  : options.artifactName;
  InFlightDiagnostic diag = error(context)
                            << "the run of " << name << " on " << ranks
                            << (ranks == 1 ? " rank" : " ranks")
                            << " failed: " << result.error;
  // A failed assert prints its message to the ranks' output.
  if (!options.logFile.empty())
    if (llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> log =
            llvm::MemoryBuffer::getFile(options.logFile)) {
      StringRef text = (*log)->getBuffer().rtrim();
      if (text.size() > 4000)
        text = text.take_back(4000);
      if (!text.empty())
        diag.attachNote() << "the ranks' output ends with:\n" << text;
    }
  return diag;
}

} // namespace cleave
