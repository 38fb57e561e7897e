//===- Session.cpp - Sessions, options, errors and diagnostics ------------===//
//
// A session is an MLIRContext with Cleave's dialects, the driver's typed
// options, and one diagnostic handler that feeds both the user's callback
// and the error of the call in progress.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include "cleave/Cluster/ClusterModel.h"
#include "cleave/InitAll.h"
#include "cleave/Sharding/MeshShape.h"
#include "cleave/Target/HostMachine.h"

#include "mlir/IR/Location.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

#include <cmath>
#include <dlfcn.h>
#include <set>

using namespace mlir;
using cleave::capi::makeError;

namespace cleave::capi {

cleave_error_t makeError(std::string message) {
  return new cleave_error{std::move(message)};
}

cleave_error_t CallScope::fail(llvm::StringRef fallback) const {
  if (session->errors.empty())
    return makeError(fallback.str());
  std::string message;
  for (const std::string &line : session->errors)
    message += (message.empty() ? "" : "\n") + line;
  return makeError(std::move(message));
}

InstallPaths getLibraryInstallPaths() {
  Dl_info self;
  if (!dladdr(reinterpret_cast<void *>(&getLibraryInstallPaths), &self) ||
      !self.dli_fname)
    return getDefaultInstallPaths();
  InstallPaths paths;
  paths.libDir = llvm::sys::path::parent_path(self.dli_fname).str();
  paths.binDir = paths.libDir + "/../bin";
  return paths;
}

} // namespace cleave::capi

/// "FILE:LINE:COL" of the first file location in `loc`, "FILE" where it
/// names the file but no place in it (line 0: the whole file), "" if none.
static std::string getLocationString(Location loc) {
  std::string text;
  loc->walk([&](Location inner) {
    auto file = dyn_cast<FileLineColLoc>(inner);
    if (!file)
      return WalkResult::advance();
    text = file.getLine() == 0
               ? file.getFilename().getValue().str()
               : (file.getFilename().getValue() + ":" + Twine(file.getLine()) +
                  ":" + Twine(file.getColumn()))
                     .str();
    return WalkResult::interrupt();
  });
  return text;
}

static cleave_severity_t getSeverity(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return CLEAVE_SEVERITY_ERROR;
  case DiagnosticSeverity::Warning:
    return CLEAVE_SEVERITY_WARNING;
  case DiagnosticSeverity::Note:
    return CLEAVE_SEVERITY_NOTE;
  case DiagnosticSeverity::Remark:
    return CLEAVE_SEVERITY_REMARK;
  }
  return CLEAVE_SEVERITY_ERROR;
}

static mlir::DialectRegistry getRegistry() {
  DialectRegistry registry;
  cleave::registerAllDialects(registry);
  return registry;
}

/// A diagnostic's text, at most kLongestMessage characters: a parse error
/// quotes the token it stopped at, and a 256 MiB token made a 512 MiB
/// message (sweep 26).
static std::string getBoundedMessage(Diagnostic &d) {
  constexpr size_t kLongestMessage = 4096;
  std::string message = d.str();
  if (message.size() > kLongestMessage) {
    // Not inside a UTF-8 character: Python decodes the message strictly.
    size_t cut = kLongestMessage;
    while (cut > 0 && (static_cast<unsigned char>(message[cut]) & 0xC0) == 0x80)
      --cut;
    message = message.substr(0, cut) + "... (" +
              std::to_string(message.size() - cut) + " characters more)";
  }
  return message;
}

cleave_session::cleave_session() : context(getRegistry()) {
  context.loadAllAvailableDialects();
  handler = context.getDiagEngine().registerHandler([this](Diagnostic &diag) {
    auto report = [&](Diagnostic &d) {
      std::string location = getLocationString(d.getLocation());
      std::string message = getBoundedMessage(d);
      if (callback)
        callback(getSeverity(d.getSeverity()), location.c_str(),
                 message.c_str(), userData);
      return location;
    };
    std::string location = report(diag);
    for (Diagnostic &note : diag.getNotes())
      report(note);
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      errors.push_back((location.empty() ? "" : location + ": ") +
                       "error: " + getBoundedMessage(diag));
    return success();
  });
}

cleave_session::~cleave_session() {
  context.getDiagEngine().eraseHandler(handler);
}

extern "C" {

void cleave_api_version(int32_t *out_major, int32_t *out_minor) {
  if (out_major)
    *out_major = CLEAVE_API_VERSION_MAJOR;
  if (out_minor)
    *out_minor = CLEAVE_API_VERSION_MINOR;
}

const char *cleave_error_message(cleave_error_t error) {
  return error ? error->message.c_str() : "";
}

void cleave_error_free(cleave_error_t error) { delete error; }

const void *cleave_buffer_data(const cleave_buffer_t *buffer) {
  return buffer ? buffer->bytes.data() : nullptr;
}

size_t cleave_buffer_size(const cleave_buffer_t *buffer) {
  return buffer ? buffer->bytes.size() : 0;
}

void cleave_buffer_destroy(cleave_buffer_t *buffer) { delete buffer; }

cleave_error_t cleave_session_create(cleave_session_t **out_session) {
  if (!out_session)
    return makeError("cleave_session_create: out_session is NULL");
  *out_session = new cleave_session();
  return nullptr;
}

void cleave_session_destroy(cleave_session_t *session) {
  if (!session)
    return;
  session->destroyed = true;
  // The caller may free the callback's data now: no more calls into it.
  session->callback = nullptr;
  session->userData = nullptr;
  if (session->invocations == 0)
    delete session;
}

void cleave_session_set_diagnostic_callback(
    cleave_session_t *session, cleave_diagnostic_callback_t callback,
    void *user_data) {
  if (!session)
    return;
  session->callback = callback;
  session->userData = callback ? user_data : nullptr;
}

cleave_error_t cleave_session_set_cluster(cleave_session_t *session,
                                          const char *cluster) {
  if (!session)
    return makeError("cleave_session_set_cluster: session is NULL");
  std::string name = cluster ? cluster : "";
  if (!name.empty()) {
    llvm::Expected<cleave::ClusterModel> model = cleave::loadCluster(name);
    if (!model)
      return makeError("the cluster '" + name +
                       "' cannot be used: " + toString(model.takeError()));
  }
  session->options.program.mesh.cluster = name;
  return nullptr;
}

cleave_error_t cleave_session_set_mesh(cleave_session_t *session,
                                       const char *shape,
                                       const char *const *axis_names,
                                       int32_t num_axis_names) {
  if (!session)
    return makeError("cleave_session_set_mesh: session is NULL");
  std::string text = shape ? shape : "";
  std::optional<std::vector<int64_t>> sizes;
  if (!text.empty() && !(sizes = cleave::parseMeshShape(text)))
    return makeError("the mesh shape '" + text +
                     "' is invalid: " + cleave::explainMeshShape(text));
  if (num_axis_names < 0 || (num_axis_names > 0 && !axis_names))
    return makeError("the mesh's axis names are missing");
  std::vector<std::string> names;
  std::set<std::string> seen;
  for (int32_t i = 0; i < num_axis_names; ++i) {
    std::string name = axis_names[i] ? axis_names[i] : "";
    if (name.empty())
      return makeError("mesh axis " + std::to_string(i) + " has no name");
    if (!cleave::isAxisName(name))
      return makeError("mesh axis name '" + name +
                       "' is not an identifier ([A-Za-z_][A-Za-z0-9_]*)");
    if (!seen.insert(name).second)
      return makeError("the mesh names axis '" + name + "' twice");
    names.push_back(name);
  }
  if (sizes && !names.empty() && names.size() != sizes->size())
    return makeError("the mesh " + text + " has " +
                     std::to_string(sizes->size()) + " axes but " +
                     std::to_string(names.size()) + " axis names");
  session->options.program.mesh.shape = text;
  session->options.program.mesh.axisNames = std::move(names);
  return nullptr;
}

cleave_error_t cleave_session_set_target(cleave_session_t *session,
                                         const char *target) {
  if (!session)
    return makeError("cleave_session_set_target: session is NULL");
  // NULL: the default, as for the other settings.
  std::string name = target ? target : "cpu";
  if (name == "cpu")
    session->options.target.target = cleave::Target::Cpu;
  else if (name == "cuda")
    session->options.target.target = cleave::Target::Cuda;
  else
    return makeError("unknown target '" + name + "' (known: cpu, cuda)");
  return nullptr;
}

cleave_error_t cleave_session_set_cpu(cleave_session_t *session,
                                      const char *cpu) {
  if (!session)
    return makeError("cleave_session_set_cpu: session is NULL");
  std::string name = cpu ? cpu : "";
  if (std::string error = cleave::checkHostCpuName(name); !error.empty())
    return makeError(error);
  session->options.target.hostCpu = name;
  return nullptr;
}

cleave_error_t cleave_session_set_memory_budget(cleave_session_t *session,
                                                double bytes) {
  if (!session)
    return makeError("cleave_session_set_memory_budget: session is NULL");
  if (bytes != 0 && !cleave::isByteCount(bytes)) {
    char text[32];
    std::snprintf(text, sizeof(text), "%.17g", bytes);
    return makeError("the memory budget must be a whole number of bytes up "
                     "to 2^62 (0: the device's memory), not " +
                     std::string(text));
  }
  session->options.search.memoryBudgetBytes = bytes;
  return nullptr;
}

cleave_error_t cleave_session_set_search_mode(cleave_session_t *session,
                                              const char *mode) {
  if (!session)
    return makeError("cleave_session_set_search_mode: session is NULL");
  std::string name = mode ? mode : "default";
  std::optional<cleave::Completion> completion =
      llvm::StringSwitch<std::optional<cleave::Completion>>(name)
          .Case("default", cleave::Completion::Default)
          .Case("auto", cleave::Completion::Search)
          .Case("propagate", cleave::Completion::Propagate)
          .Default(std::nullopt);
  if (!completion)
    return makeError("unknown search mode '" + name +
                     "' (known: default, auto, propagate)");
  session->options.search.completion = *completion;
  return nullptr;
}

cleave_error_t cleave_session_set_time_limit(cleave_session_t *session,
                                             double seconds) {
  if (!session)
    return makeError("cleave_session_set_time_limit: session is NULL");
  if (!(seconds > 0) || !std::isfinite(seconds))
    return makeError("the search's time limit must be a positive number of "
                     "seconds, not " +
                     std::to_string(seconds));
  session->options.search.timeLimitSeconds = seconds;
  return nullptr;
}

cleave_error_t cleave_session_add_sharding(cleave_session_t *session,
                                           const char *argument,
                                           const char *spec) {
  if (!session)
    return makeError("cleave_session_add_sharding: session is NULL");
  if (!argument || !*argument)
    return makeError("a required sharding needs an argument name");
  if (!spec || !*spec)
    return makeError(std::string("the sharding required for argument '") +
                     argument + "' is empty");
  for (const cleave::ArgumentSharding &s : session->options.program.shardings)
    if (s.argument == argument)
      return makeError(std::string("a sharding is already required for "
                                   "argument '") +
                       argument + "'");
  session->options.program.shardings.push_back({argument, spec});
  return nullptr;
}

void cleave_session_clear_shardings(cleave_session_t *session) {
  if (!session)
    return;
  session->options.program.shardings.clear();
  session->options.program.updates.clear();
}

cleave_error_t cleave_session_add_update(cleave_session_t *session,
                                         int32_t result, const char *argument) {
  if (!session)
    return makeError("cleave_session_add_update: session is NULL");
  if (result < 0)
    return makeError("an update needs a result index >= 0, got " +
                     std::to_string(result));
  if (!argument || !*argument)
    return makeError("an update needs an argument name");
  session->options.program.updates.push_back({unsigned(result), argument});
  return nullptr;
}

cleave_error_t cleave_session_set_entry(cleave_session_t *session,
                                        const char *entry) {
  if (!session)
    return makeError("cleave_session_set_entry: session is NULL");
  session->options.program.entry = entry ? entry : "";
  return nullptr;
}

cleave_error_t cleave_session_set_pipeline(cleave_session_t *session,
                                           int32_t stages, int32_t microbatches,
                                           const char *schedule) {
  if (!session)
    return makeError("cleave_session_set_pipeline: session is NULL");
  if (stages < CLEAVE_AUTO)
    return makeError("a pipeline has at least 1 stage (or 0: none, "
                     "CLEAVE_AUTO: chosen), not " +
                     std::to_string(stages));
  if (microbatches < CLEAVE_AUTO || microbatches == 0)
    return makeError("the microbatch count must be at least 1 (or "
                     "CLEAVE_AUTO: chosen), not " +
                     std::to_string(microbatches));
  std::optional<cleave::PipelineSchedule> parsed =
      cleave::parseSchedule(schedule && *schedule ? schedule : "1f1b");
  if (!parsed)
    return makeError(std::string("unknown pipeline schedule '") + schedule +
                     "' (known: gpipe, 1f1b, zb)");
  // As the command line and the Python package refuse it: with neither
  // stages nor microbatches it did nothing, silently (sweep 46).
  if (stages == 0 && microbatches == 1 && schedule && *schedule)
    return makeError(std::string("a schedule ('") + schedule +
                     "') needs a pipeline (stages) or microbatches above 1");
  cleave::PipelineSettings &p = session->options.search.pipeline;
  p.stages = std::max(stages, 0);
  p.chooseStages = stages == CLEAVE_AUTO;
  p.microbatches = std::max(microbatches, 1);
  p.chooseMicrobatches = microbatches == CLEAVE_AUTO;
  p.schedule = *parsed;
  return nullptr;
}

cleave_error_t cleave_session_set_batch_arguments(cleave_session_t *session,
                                                  const char *const *arguments,
                                                  int32_t num_arguments) {
  if (!session)
    return makeError("cleave_session_set_batch_arguments: session is NULL");
  if (num_arguments < 0)
    return makeError("batch arguments: the count must be >= 0, not " +
                     std::to_string(num_arguments));
  if (num_arguments > 0 && !arguments)
    return makeError("batch arguments: the array of " +
                     std::to_string(num_arguments) + " names is NULL");
  std::vector<std::string> names;
  for (int32_t i = 0; i < num_arguments; ++i) {
    if (!arguments[i] || !*arguments[i])
      return makeError("batch argument " + std::to_string(i) + " has no name");
    names.push_back(arguments[i]);
  }
  session->options.search.pipeline.batchArguments = std::move(names);
  return nullptr;
}

} // extern "C"
