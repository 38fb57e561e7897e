//===- cleave-runner.cpp - Run a Cleave artifact on every rank ------------===//
//
//   mpirun -np N cleave-runner ART.so [--input NAME=FILE.npy]... [--seed S]
//                                     [--output DIR] [--repeat K]
//                                     [--save-inputs DIR] [--timeout S]
//                                     [--stats FILE.json] [--device-capacity B]
//
// Each rank opens the artifact, takes its shard of every global input (from
// .npy, or deterministic random data that every rank generates identically),
// calls the entry, and rank 0 assembles the global outputs into
// DIR/<name>.npy. Of a pipelined artifact each rank holds and runs only its
// stage's tensors and entry. The execution itself is the runtime's
// (cleave/execute.h); this tool adds files, random inputs, a watchdog and
// timing. `cleave run` launches it; users rarely call it directly.
//
//===----------------------------------------------------------------------===//

#include "cleave/Support/Npy.h"
#include "cleave/execute.h"
#include "cleave/runtime.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace cleave;

namespace {

cleave_runtime_t *runtime = nullptr;

/// This process's rank, known before the runtime starts (from the launcher's
/// environment) so that early failures can be reported once.
int64_t launcherRank() {
  for (const char *name : {"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK"})
    if (const char *value = std::getenv(name))
      return std::atoll(value);
  return 0;
}

/// Failures every rank meets alike (arguments, the artifact, the manifest,
/// inputs): rank 0 says it once and every rank exits, so the user reads one
/// message instead of one per rank between launcher banners.
[[noreturn]] void fail(const std::string &message) {
  int64_t rank = runtime ? cleave_runtime_rank(runtime) : launcherRank();
  if (rank != 0) {
    // Let rank 0 say it: exiting first would have mpirun end rank 0 before
    // it prints. mpirun ends this rank once rank 0 has failed; if rank 0
    // did not fail alike, say it here after all.
    std::this_thread::sleep_for(std::chrono::seconds(10));
    std::fprintf(stderr, "cleave-runner: error: rank %lld: %s\n",
                 (long long)rank, message.c_str());
  } else {
    std::fprintf(stderr, "cleave-runner: error: %s\n", message.c_str());
  }
  std::fflush(stderr);
  std::_Exit(1);
}

/// A failure of this rank alone (a collective, a device): every rank that
/// meets it says so, with its rank.
[[noreturn]] void failOnThisRank(const std::string &message) {
  int64_t rank = runtime ? cleave_runtime_rank(runtime) : launcherRank();
  std::fprintf(stderr, "cleave-runner: error: rank %lld: %s\n", (long long)rank,
               message.c_str());
  std::fflush(stderr);
  std::_Exit(1);
}

/// The message of a failed call (freeing its status), prefixed by `what`.
std::string why(const std::string &what, cleave_status_t status) {
  std::string message = what + cleave_status_message(status);
  cleave_status_free(status);
  return message;
}

/// Ends this rank after `seconds`, saying where it was: in which collective
/// (a peer never joined it) or computing. Every rank has its own, so the
/// messages show which rank hung where.
void startWatchdog(double seconds) {
  if (seconds <= 0)
    return;
  std::thread([seconds] {
    std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
    char activity[256];
    cleave_runtime_activity(activity, sizeof(activity));
    char message[512];
    std::snprintf(message, sizeof(message),
                  "timed out after %g s, waiting in %s", seconds, activity);
    cleave_last_words(launcherRank(), message);
    std::fprintf(stderr, "cleave-runner: error: rank %lld %s\n",
                 (long long)launcherRank(), message);
    std::fflush(stderr);
    std::_Exit(124);
  }).detach();
}

/// A program's own check (cf.assert: an index out of range) prints its
/// message and aborts; Open MPI's handler would follow it with a backtrace
/// of the runtime's frames. This one says which rank stopped, in one line.
char abortLine[160];
size_t abortLineSize = 0;
extern "C" void onAbort(int) {
  if (write(STDERR_FILENO, abortLine, abortLineSize) < 0) {
  }
  _exit(128 + SIGABRT);
}
void sayAbortsInOneLine(int64_t rank) {
  int n = std::snprintf(abortLine, sizeof(abortLine),
                        "cleave-runner: error: rank %lld aborted, most "
                        "often at one of the program's own checks (its "
                        "message is printed beside this line)\n",
                        (long long)rank);
  abortLineSize = n > 0 ? std::min<size_t>(n, sizeof(abortLine) - 1) : 0;
  struct sigaction action = {};
  action.sa_handler = onAbort;
  sigemptyset(&action.sa_mask);
  sigaction(SIGABRT, &action, nullptr);
}

/// The names of the inputs `keep` accepts, the first 8 of them, and how
/// many there are in `count`.
template <typename Keep>
std::string listInputs(const cleave_artifact_t *artifact, Keep keep,
                       int32_t &count) {
  std::string names;
  count = 0;
  int32_t n = cleave_artifact_num_tensors(artifact, CLEAVE_INPUT);
  for (int32_t i = 0; i < n; ++i) {
    cleave_tensor_info_t spec;
    if (cleave_status_t t =
            cleave_artifact_tensor(artifact, CLEAVE_INPUT, i, &spec)) {
      cleave_status_free(t);
      continue;
    }
    if (!keep(spec.name))
      continue;
    if (++count <= 8)
      names += (names.empty() ? "" : ", ") + std::string(spec.name);
  }
  if (count > 8)
    names += ", ... (" + std::to_string(count) + " in all)";
  return names;
}

/// --timeout S from the command line, read before the runtime starts
/// (whose start-up can itself hang).
double findTimeout(int argc, char **argv) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--timeout")
      return std::atof(argv[i + 1]);
  return 0;
}

std::vector<int64_t> shapeOf(const cleave_tensor_info_t &t, bool global) {
  const int64_t *dims = global ? t.global_shape : t.local_shape;
  return std::vector<int64_t>(dims, dims + t.rank);
}

std::string shapeString(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? "x" : "") + std::to_string(shape[i]);
  return s + "]";
}

/// Deterministic data: the same on every rank for the same seed.
uint64_t splitmix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/// Floats in [-1, 1), or [0, 1) where `nonNegative` (a running variance);
/// integers in range of what they index, else small and signed.
NpyArray randomTensor(const cleave_tensor_info_t &spec, uint64_t seed,
                      unsigned index, bool nonNegative) {
  NpyArray a;
  a.dtype = spec.dtype_name;
  a.shape = shapeOf(spec, /*global=*/true);
  int64_t n = a.numElements();
  a.data.resize(spec.global_bytes);
  size_t esize = n ? spec.global_bytes / n : 0;
  for (int64_t i = 0; i < n; ++i) {
    uint64_t r = splitmix(seed * 1000003ull + index * 7919ull + i);
    double u = double(r >> 11) / double(1ull << 53) * 2.0 - 1.0; // [-1, 1)
    if (nonNegative)
      u = (u + 1.0) / 2.0;
    char *p = a.data.data() + i * esize;
    if (a.dtype == "f32") {
      float v = float(u);
      std::memcpy(p, &v, 4);
    } else if (a.dtype == "f64") {
      std::memcpy(p, &u, 8);
    } else if (a.dtype == "f16") {
      _Float16 v = _Float16(u);
      std::memcpy(p, &v, 2);
    } else if (a.dtype == "bf16") {
      float v = float(u);
      uint32_t bits;
      std::memcpy(&bits, &v, 4);
      uint16_t h = uint16_t(bits >> 16);
      std::memcpy(p, &h, 2);
    } else if (a.dtype == "i1") {
      *p = char(r & 1);
    } else {
      // Indices in range of what they index; other integers small, signed.
      int64_t v = spec.index_bound ? int64_t(r % uint64_t(spec.index_bound))
                                   : int64_t(r % 17) - 8;
      if (a.dtype == "i32") {
        int32_t narrow = int32_t(v);
        std::memcpy(p, &narrow, 4);
      } else if (a.dtype == "i8") {
        *p = char(int8_t(v));
      } else {
        std::memcpy(p, &v, 8);
      }
    }
  }
  return a;
}

struct Options {
  std::string artifact, outputDir, saveInputsDir, statsFile;
  std::map<std::string, std::string> inputFiles;
  uint64_t seed = 0;
  int repeat = 1;
  int64_t deviceCapacity = 0; ///< 0: the manifest's
};

Options parseArguments(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        fail(arg + " needs a value");
      return argv[++i];
    };
    auto number = [&](const std::string &text) {
      char *end = nullptr;
      unsigned long long v = std::strtoull(text.c_str(), &end, 10);
      if (text.empty() || *end)
        fail(arg + " expects a number, got '" + text + "'");
      return v;
    };
    if (arg == "--input") {
      std::string spec = value();
      size_t eq = spec.find('=');
      if (eq == std::string::npos)
        fail("--input expects NAME=FILE.npy, got '" + spec + "'");
      if (!o.inputFiles.emplace(spec.substr(0, eq), spec.substr(eq + 1)).second)
        fail("--input " + spec.substr(0, eq) + " is given twice");
    } else if (arg == "--seed") {
      o.seed = number(value());
    } else if (arg == "--save-inputs") {
      o.saveInputsDir = value();
    } else if (arg == "--stats") {
      o.statsFile = value();
    } else if (arg == "--device-capacity") {
      o.deviceCapacity = std::atoll(value().c_str());
      if (o.deviceCapacity <= 0)
        fail("--device-capacity expects a positive number of bytes");
    } else if (arg == "--output") {
      o.outputDir = value();
    } else if (arg == "--repeat") {
      o.repeat = int(std::max(1ull, std::min(number(value()), 1000000ull)));
    } else if (arg == "--timeout") {
      value(); // the watchdog started with it
    } else if (o.artifact.empty() && !arg.empty() && arg[0] != '-') {
      o.artifact = arg;
    } else {
      fail("unknown argument '" + arg + "'");
    }
  }
  if (o.artifact.empty())
    fail("usage: cleave-runner ART.so [--input NAME=FILE.npy]... [--seed S] "
         "[--output DIR] [--repeat K] [--timeout S] [--stats FILE.json] "
         "[--device-capacity BYTES]");
  return o;
}

/// Integer inputs the program uses as indices lie in [0, bound), or the
/// program's own bounds check aborts a rank mid-call: say which element
/// first. A warning, not an error: a value may also be meant for a select
/// that skips it (cross-entropy's ignore index).
void checkIndexBound(const cleave_artifact_t *artifact, int32_t index,
                     const cleave_tensor_info_t &spec, const NpyArray &a,
                     const std::string &file) {
  if (!spec.index_bound || (a.dtype != "i32" && a.dtype != "i64"))
    return;
  // The value the program masks out (a loss's ignore_index), if any: an
  // embedding's ids have none, and -100 there fails its bounds check.
  int32_t hasIgnored = 0;
  int64_t ignored = 0;
  if (cleave_status_t s = cleave_artifact_input_ignored_index(
          artifact, index, &hasIgnored, &ignored))
    fail(why("", s));
  // x[-1]: the program wraps negative values by the bound.
  int32_t wraps = 0;
  if (cleave_status_t s =
          cleave_artifact_input_index_wraps(artifact, index, &wraps))
    fail(why("", s));
  int64_t lowest = wraps ? -spec.index_bound : 0;
  for (int64_t i = 0; i < a.numElements(); ++i) {
    int64_t v;
    if (a.dtype == "i32") {
      int32_t narrow;
      std::memcpy(&narrow, a.data.data() + i * 4, 4);
      v = narrow;
    } else {
      std::memcpy(&v, a.data.data() + i * 8, 8);
    }
    if (!(hasIgnored && v == ignored) &&
        (v < lowest || v >= spec.index_bound)) {
      std::fprintf(stderr,
                   "cleave-runner: warning: input %s: element %lld of '%s' "
                   "is %lld, outside %lld to %lld, where the program's indices "
                   "made of it stay in range (it indexes with it, or with "
                   "its cumulative sum); its bounds check may stop the "
                   "run\n",
                   spec.name, (long long)i, file.c_str(), (long long)v,
                   (long long)lowest, (long long)spec.index_bound - 1);
      return;
    }
  }
}

/// Global input `index`: read or drawn, checked against the manifest, and
/// saved if asked (by device 0, which saves every input).
NpyArray globalInput(const cleave_artifact_t *artifact, int32_t index,
                     const cleave_tensor_info_t &spec, const Options &o,
                     int64_t device) {
  NpyArray global;
  auto file = o.inputFiles.find(spec.name);
  std::vector<int64_t> globalShape = shapeOf(spec, /*global=*/true);
  if (file != o.inputFiles.end()) {
    std::string error;
    if (!readNpy(file->second, global, error))
      fail(std::string("input ") + spec.name + ": " + error);
    if (std::string(spec.dtype_name) == "bf16" && global.dtype == "f32")
      toBf16(global);
    if (global.dtype != spec.dtype_name || global.shape != globalShape)
      fail(std::string("input ") + spec.name + ": expected " + spec.dtype_name +
           " " + shapeString(globalShape) + ", but '" + file->second +
           "' holds " + global.dtype + " " + shapeString(global.shape));
    if (device == 0)
      checkIndexBound(artifact, index, spec, global, file->second);
  } else {
    int32_t nonNegative = 0;
    if (cleave_status_t s =
            cleave_artifact_input_non_negative(artifact, index, &nonNegative))
      fail(why("", s));
    global = randomTensor(spec, o.seed, unsigned(index), nonNegative != 0);
  }
  std::string error;
  if (device == 0 && !o.saveInputsDir.empty() &&
      !writeNpy(o.saveInputsDir + "/" + spec.name + ".npy", global, error))
    fail(std::string("saving input ") + spec.name + ": " + error);
  return global;
}

/// This rank's local buffer of global input `index`: its device's shard.
std::vector<char> localInput(const cleave_artifact_t *artifact, int32_t index,
                             const Options &o, int64_t device) {
  cleave_tensor_info_t spec;
  if (cleave_status_t s =
          cleave_artifact_tensor(artifact, CLEAVE_INPUT, index, &spec))
    fail(why("", s));
  NpyArray global = globalInput(artifact, index, spec, o, device);
  std::vector<char> local(spec.local_bytes);
  if (cleave_status_t s = cleave_artifact_scatter(
          artifact, index, device, global.data.data(), local.data()))
    fail(why(std::string("input ") + spec.name + ": ", s));
  return local;
}

} // namespace

/// Statistics per rank gathered at rank 0: device and host peaks, entry
/// times (min, median) and the median call's waits (collectives,
/// receives), ns.
constexpr int kStats = 6;

/// DIR/run.json: per rank, the device and host peaks, entry times, waits.
bool writeStats(const std::string &path, const std::vector<int64_t> &all,
                int64_t ranks, int64_t peak) {
  FILE *f = std::fopen(path.c_str(), "w");
  if (!f)
    return false;
  std::fprintf(f, "{\"peak_device_bytes\": %lld, \"ranks\": [",
               (long long)peak);
  for (int64_t r = 0; r < ranks; ++r) {
    const int64_t *x = &all[kStats * r];
    std::fprintf(f,
                 "%s\n  {\"rank\": %lld, \"peak_device_bytes\": %lld, "
                 "\"peak_host_bytes\": %lld, \"entry_time_min_s\": %.9e, "
                 "\"entry_time_median_s\": %.9e, "
                 "\"collective_wait_s\": %.9e, \"receive_wait_s\": %.9e}",
                 r ? "," : "", (long long)r, (long long)x[0], (long long)x[1],
                 double(x[2]) * 1e-9, double(x[3]) * 1e-9, double(x[4]) * 1e-9,
                 double(x[5]) * 1e-9);
  }
  std::fprintf(f, "\n]}\n");
  return std::fclose(f) == 0;
}

int main(int argc, char **argv) {
  startWatchdog(findTimeout(argc, argv));
  if (cleave_status_t s =
          cleave_runtime_create("mpi", &argc, &argv, &runtime)) {
    std::fprintf(stderr, "cleave-runner: error: %s\n",
                 cleave_status_message(s));
    return 1;
  }
  int64_t device = cleave_runtime_rank(runtime);
  // After the runtime started: MPI_Init installed Open MPI's handler.
  sayAbortsInOneLine(device);
  Options o = parseArguments(argc, argv);

  cleave_artifact_t *artifact = nullptr;
  if (cleave_status_t s = cleave_artifact_open(o.artifact.c_str(), &artifact))
    fail(why("", s));
  if (o.deviceCapacity)
    if (cleave_status_t s =
            cleave_artifact_set_device_capacity(artifact, o.deviceCapacity))
      fail(why("--device-capacity: ", s));
  std::string entry = cleave_artifact_entry(artifact);
  std::string meshName = cleave_artifact_mesh_name(artifact);
  int32_t meshRank = cleave_artifact_mesh_rank(artifact);
  const int64_t *meshShape = cleave_artifact_mesh_shape(artifact);
  int32_t numInputs = cleave_artifact_num_tensors(artifact, CLEAVE_INPUT);
  int32_t numOutputs = cleave_artifact_num_tensors(artifact, CLEAVE_OUTPUT);

  // The runner's own scatter and gather run on MPI over host buffers.
  cleave_mesh_t *mesh = nullptr;
  if (cleave_status_t s =
          cleave_mesh_create(runtime, meshRank, meshShape, &mesh))
    fail(why("mesh @" + meshName + ": ", s));
  // CUDA artifacts: generated code's collectives run on NCCL over device
  // buffers.
  bool cuda = std::string(cleave_artifact_target(artifact)) == "cuda";
  cleave_runtime_t *gpuRuntime = nullptr;
  cleave_mesh_t *codeMesh = mesh;
  if (cuda) {
    if (cleave_status_t s =
            cleave_runtime_create("nccl", &argc, &argv, &gpuRuntime))
      failOnThisRank(why("cuda artifact: ", s));
    if (cleave_status_t s =
            cleave_mesh_create(gpuRuntime, meshRank, meshShape, &codeMesh))
      failOnThisRank(why("mesh @" + meshName + " on NCCL: ", s));
  }

  // Inputs by name, or as argN (the entry's N-th argument, as `cleave plan
  // --shard argN=` takes it) where no input has that name.
  std::map<std::string, std::string> byName;
  for (const auto &[name, file] : o.inputFiles) {
    int32_t index;
    std::string resolved = name;
    if (cleave_status_t s = cleave_artifact_find_tensor(artifact, CLEAVE_INPUT,
                                                        name.c_str(), &index)) {
      cleave_status_free(s);
      char *end = nullptr;
      long n = name.rfind("arg", 0) == 0 && name.size() > 3 &&
                       std::isdigit(static_cast<unsigned char>(name[3]))
                   ? std::strtol(name.c_str() + 3, &end, 10)
                   : -1;
      cleave_tensor_info_t info;
      if (n >= 0 && *end == 0 && n < numInputs &&
          !cleave_artifact_tensor(artifact, CLEAVE_INPUT, int32_t(n), &info)) {
        resolved = info.name;
      } else {
        // Name the inputs there are: torch exports number its arguments.
        int32_t all = 0;
        std::string names = listInputs(
            artifact, [](const char *) { return true; }, all);
        fail("--input " + name + ": the entry has no input named '" + name +
             "' (its inputs: " + names + "; or arg0 to arg" +
             std::to_string(numInputs - 1) + ")");
      }
    }
    if (!byName.emplace(resolved, file).second)
      fail("--input " + name + ": input '" + resolved +
           "' is given twice (by its name and as argN)");
  }
  o.inputFiles = std::move(byName);

  // Some inputs given and others not: the others are drawn, said once (a
  // user who missed one read outputs of random data unawares).
  if (!o.inputFiles.empty() && device == 0) {
    int32_t count = 0;
    std::string missing = listInputs(
        artifact, [&](const char *name) { return !o.inputFiles.count(name); },
        count);
    if (count)
      std::fprintf(stderr,
                   "cleave-runner: note: %d input%s not given (%s) %s "
                   "drawn at random (seed %llu)\n",
                   count, count == 1 ? "" : "s", missing.c_str(),
                   count == 1 ? "is" : "are", (unsigned long long)o.seed);
  }

  // The entry's buffers live where its code runs; host inputs are copied
  // in before the clock starts. A pipeline stage holds only its own
  // tensors: the others' buffers stay null.
  std::vector<void *> buffers;
  std::vector<int32_t> updatedInputs; // inputs outputs are written over
  std::vector<int64_t> outputBytes;
  for (int32_t i = 0; i < numInputs + numOutputs; ++i) {
    bool input = i < numInputs;
    cleave_io_t io = input ? CLEAVE_INPUT : CLEAVE_OUTPUT;
    int32_t index = input ? i : i - numInputs;
    cleave_tensor_info_t spec;
    if (cleave_status_t s = cleave_artifact_tensor(artifact, io, index, &spec))
      fail(why("", s));
    int32_t used = 1;
    if (cleave_status_t s =
            cleave_artifact_uses_tensor(artifact, io, index, device, &used))
      fail(why("", s));
    if (!used) {
      // Device 0 still saves every input (a single-device reference reads
      // them all); given files are checked on every rank alike.
      if (input && ((device == 0 && !o.saveInputsDir.empty()) ||
                    o.inputFiles.count(spec.name)))
        globalInput(artifact, i, spec, o, device);
      if (!input)
        outputBytes.push_back(spec.local_bytes);
      buffers.push_back(nullptr);
      continue;
    }
    void *buffer = nullptr;
    // An output updating an input is written over that input's buffer:
    // training state is held once.
    int32_t updates = -1;
    if (!input)
      if (cleave_status_t s =
              cleave_artifact_output_updates(artifact, i - numInputs, &updates))
        fail(why("", s));
    // Offloaded inputs live in host memory, outside the device pool.
    int32_t onHost = 0;
    if (input)
      if (cleave_status_t s =
              cleave_artifact_input_on_host(artifact, i, &onHost))
        fail(why("", s));
    if (updates >= 0 && buffers[updates]) { // not when another stage reads it
      buffer = buffers[updates];
      updatedInputs.push_back(updates);
    } else if (cleave_status_t s =
                   onHost ? cleave_artifact_host_buffer_allocate(
                                artifact, spec.local_bytes, &buffer)
                          : cleave_artifact_buffer_allocate(
                                artifact, spec.local_bytes, &buffer))
      failOnThisRank(why(std::string(spec.name) + ": ", s));
    if (input) {
      std::vector<char> local = localInput(artifact, i, o, device);
      if (cleave_status_t s = cleave_artifact_buffer_copy(
              artifact, buffer, local.data(), spec.local_bytes))
        failOnThisRank(why(std::string(spec.name) + ": ", s));
    } else {
      outputBytes.push_back(spec.local_bytes);
    }
    buffers.push_back(buffer);
  }

  // Repeated calls of a step that updates its inputs in place each start
  // from the same state, put back before the call and outside its time:
  // the outputs are one step's, as with one call (they were the K-th
  // step's, from the state K-1 calls had written).
  std::vector<std::vector<char>> initialState;
  if (o.repeat > 1)
    for (int32_t u : updatedInputs) {
      cleave_tensor_info_t spec;
      if (cleave_status_t s =
              cleave_artifact_tensor(artifact, CLEAVE_INPUT, u, &spec))
        fail(why("", s));
      std::vector<char> &copy = initialState.emplace_back(spec.local_bytes);
      if (cleave_status_t s = cleave_artifact_buffer_copy(
              artifact, copy.data(), buffers[u], copy.size()))
        failOnThisRank(why(std::string(spec.name) + ": ", s));
    }

  // Per call: its time, and its waits in collectives and receives (a
  // pipeline stage's idle time).
  std::vector<double> seconds, collectiveWaits, receiveWaits;
  for (int r = 0; r < o.repeat; ++r) {
    if (r > 0)
      for (size_t k = 0; k < initialState.size(); ++k)
        if (cleave_status_t s = cleave_artifact_buffer_copy(
                artifact, buffers[updatedInputs[k]], initialState[k].data(),
                initialState[k].size()))
          failOnThisRank(why("restoring the updated inputs: ", s));
    double collectivesBefore, receivesBefore, collectivesAfter, receivesAfter;
    cleave_runtime_wait_seconds(&collectivesBefore, &receivesBefore);
    auto start = std::chrono::steady_clock::now();
    if (cleave_status_t s = cleave_artifact_call(
            artifact, codeMesh, buffers.data(), int64_t(buffers.size())))
      fail(why("calling @" + entry + ": ", s));
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
    cleave_runtime_wait_seconds(&collectivesAfter, &receivesAfter);
    collectiveWaits.push_back(collectivesAfter - collectivesBefore);
    receiveWaits.push_back(receivesAfter - receivesBefore);
  }

  // Gather: every rank sends its local outputs; rank 0 assembles them.
  for (int32_t out = 0; out < numOutputs; ++out) {
    cleave_tensor_info_t spec;
    if (cleave_status_t s =
            cleave_artifact_tensor(artifact, CLEAVE_OUTPUT, out, &spec))
      fail(why("", s));
    // Null where this rank's stage does not compute the output.
    void *buffer = buffers[numInputs + out];
    std::vector<char> local(buffer ? outputBytes[out] : 0);
    if (buffer)
      if (cleave_status_t s = cleave_artifact_buffer_copy(
              artifact, local.data(), buffer, local.size()))
        failOnThisRank(why(std::string(spec.name) + ": ", s));
    bool keep = device == 0 && !o.outputDir.empty();
    NpyArray global;
    global.dtype = spec.dtype_name;
    global.shape = shapeOf(spec, /*global=*/true);
    global.data.resize(keep ? spec.global_bytes : 0);
    if (cleave_status_t s = cleave_artifact_gather(
            artifact, out, mesh, buffer ? local.data() : nullptr,
            keep ? global.data.data() : nullptr))
      failOnThisRank(why("", s));
    std::string error;
    if (keep &&
        !writeNpy(o.outputDir + "/" + spec.name + ".npy", global, error))
      fail(std::string("output ") + spec.name + ": " + error);
  }
  // The median call's waits, like its time: the first call's start-up
  // does not count.
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  double collectiveWait = median(collectiveWaits),
         receiveWait = median(receiveWaits);
  std::sort(seconds.begin(), seconds.end());
  // Every rank's measurements at rank 0: device peak (arguments, outputs
  // and generated code's allocations), host peak (what the plan keeps in
  // host memory: the host pool's, not the process's resident high-water
  // mark, which counts the CPU target's device pool and the runner too),
  // entry times and waits in nanoseconds.
  int64_t mine[kStats] = {cleave_artifact_peak_device_bytes(artifact),
                          cleave_artifact_peak_host_bytes(artifact),
                          int64_t(seconds[0] * 1e9),
                          int64_t(seconds[seconds.size() / 2] * 1e9),
                          int64_t(collectiveWait * 1e9),
                          int64_t(receiveWait * 1e9)};
  int64_t ranks = cleave_runtime_size(runtime);
  std::vector<int64_t> all(kStats * ranks);
  std::vector<int32_t> axes(meshRank);
  for (int32_t a = 0; a < meshRank; ++a)
    axes[a] = a;
  int64_t shape[1] = {kStats};
  if (cleave_status_t s =
          cleave_all_gather(mesh, axes.data(), meshRank, CLEAVE_I64, shape, 1,
                            0, mine, all.data()))
    failOnThisRank(why("gathering the ranks' statistics: ", s));
  if (device == 0) {
    int64_t peak = 0;
    for (int64_t r = 0; r < ranks; ++r)
      peak = std::max(peak, all[kStats * r]);
    int32_t stages = cleave_artifact_num_stages(artifact);
    std::string pipeline =
        stages ? " (" + std::to_string(stages) + " pipeline stages)" : "";
    std::printf("cleave-runner: %s on %lld ranks%s: %d inputs, %d outputs, "
                "entry time min %.6e s median %.6e s over %d runs\n",
                entry.c_str(), (long long)ranks, pipeline.c_str(), numInputs,
                numOutputs, seconds[0], seconds[seconds.size() / 2], o.repeat);
    std::printf("peak device memory: %lld bytes (the most of %lld ranks)\n",
                (long long)peak, (long long)ranks);
    if (!o.statsFile.empty() && !writeStats(o.statsFile, all, ranks, peak))
      fail("cannot write '" + o.statsFile + "'");
  }
  // Outputs written over their inputs share those buffers: free each once
  // (null ones are no-ops).
  std::sort(buffers.begin(), buffers.end());
  buffers.erase(std::unique(buffers.begin(), buffers.end()), buffers.end());
  for (void *buffer : buffers)
    cleave_artifact_buffer_free(artifact, buffer);
  cleave_artifact_close(artifact);
  if (cuda) {
    cleave_mesh_release(codeMesh);
    cleave_runtime_release(gpuRuntime);
  }
  cleave_mesh_release(mesh);
  cleave_runtime_release(runtime);
  return 0;
}
