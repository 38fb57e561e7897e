//===- Run.cpp - Running an artifact on its mesh --------------------------===//
//
// One rank per device, launched with mpirun (lib/Support/RankLauncher); each
// runs cleave-runner on the artifact, which scatters the global inputs and
// gathers the global outputs.
//
//===----------------------------------------------------------------------===//

#include "cleave/Driver/Driver.h"
#include "cleave/Support/RankLauncher.h"
#include "cleave/Support/SharedObject.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>

using namespace mlir;

namespace cleave {

static InFlightDiagnostic error(MLIRContext &context) {
  return emitError(UnknownLoc::get(&context));
}

FailureOr<Manifest> readArtifactManifest(MLIRContext &context,
                                         StringRef artifact) {
  if (!llvm::sys::fs::exists(artifact))
    return error(context) << "no artifact '" << artifact << "'";
  // dlopen searches library paths for names without a slash.
  llvm::SmallString<256> path(artifact);
  llvm::sys::fs::make_absolute(path);
  std::string damaged = checkSharedObject(path.str().str());
  if (!damaged.empty())
    return error(context) << "cannot load '" << artifact << "': " << damaged;
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    std::string why = dlerror();
    if (why.find("libcuda.so") != std::string::npos)
      why += " (a CUDA-target artifact needs an NVIDIA GPU and its driver)";
    return error(context) << "cannot load '" << artifact << "': " << why;
  }
  auto *text = static_cast<const char *>(dlsym(library, "__cleave_manifest"));
  if (!text)
    return error(context) << "'" << artifact
                          << "' is not a Cleave artifact (no manifest)";
  llvm::Expected<Manifest> manifest = Manifest::fromJSON(text);
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
  InFlightDiagnostic diag = error(context)
                            << "the run of '" << artifact << "' on " << ranks
                            << " ranks failed: " << result.error;
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
