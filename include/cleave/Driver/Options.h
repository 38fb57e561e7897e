//===- Options.h - What a caller of the driver library asks for -*- C++ -*-===//
//
// Typed options of the driver library: every front end (the cleave CLI, the
// C and Python APIs) fills these and calls Driver.h. Plain data with
// defaults; nothing global.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_DRIVER_OPTIONS_H
#define CLEAVE_DRIVER_OPTIONS_H

#include "cleave/Search/SearchProblem.h"
#include "cleave/Target/CpuTarget.h"
#include "cleave/Target/CudaTarget.h"
#include "cleave/Transforms/PipelineSchedule.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cleave {

enum class Target { Cpu, Cuda };

/// How a program's mesh is declared or checked, and its cost model.
struct MeshOptions {
  /// Sizes such as "2x4"; empty: the mesh the program declares (if any).
  std::string shape;
  /// One name per axis; empty: the program's names, else a0, a1, ...
  /// Upstream `shard` grid axes are renamed to these on import too.
  std::vector<std::string> axisNames;
  /// Symbol of the mesh to declare; empty: the program's only mesh, or
  /// "mesh".
  std::string name;
  /// A cluster preset or JSON file attached to the mesh (replacing the
  /// program's); empty: the program's, else the target's default.
  std::string cluster;
};

/// A user-required sharding of an entry argument, as if annotated in the
/// program: `argument` is its `cleave.name` or argN, `spec` a sharding in
/// cleave syntax without the mesh ("[[tp], []]", "[[\"tp\"], []]").
struct ArgumentSharding {
  std::string argument;
  std::string spec;
};

/// Result `result` of the entry is the next value of entry argument
/// `argument` (its cleave.name or argN): training state that the next call
/// takes back. The search gives both one layout, so that the state stays
/// where it is between calls (recorded as the result attribute
/// `cleave.updates`).
struct ResultUpdate {
  unsigned result = 0;
  std::string argument;
};

/// What every command reads about the program.
struct ProgramOptions {
  MeshOptions mesh;
  std::vector<ArgumentSharding> shardings;
  std::vector<ResultUpdate> updates;
  /// Pair results with arguments in order (`--update auto`): result d + i
  /// updates argument i, d being the first result typed like argument 0,
  /// for as long as the types agree (an exported training step returns the
  /// loss, then the new parameters and optimizer state in argument order).
  bool autoUpdates = false;
  /// The entry function; empty: the module's only public function.
  std::string entry;
};

/// How shardings the program does not fix get chosen.
enum class Completion {
  /// Annotated programs are propagated; unannotated ones on more than one
  /// device are searched; SPMD programs pass through.
  Default,
  /// Always search (annotations are constraints).
  Search,
  /// Only propagate the annotations.
  Propagate,
};

/// Called with each phase of a plan or compile as it starts ("searching
/// 3650 decisions", "partitioning", "lowering", ...): what a front end
/// shows while a long solve or compile runs. Empty: nothing is reported.
using ProgressFn = std::function<void(llvm::StringRef phase)>;

/// Pipeline parallelism (PipelineStages.h): stages along the mesh's first
/// axis, each running its part of the step for every microbatch.
struct PipelineSettings {
  /// 0: no pipeline; else the stages along the mesh's first axis, which is
  /// re-factored from the next axes when its size differs (StageMesh.cpp).
  unsigned stages = 0;
  /// The batch (dimension 0 of the arguments no result updates that share
  /// the last such argument's first dimension) is cut into this many
  /// microbatches.
  unsigned microbatches = 1;
  PipelineSchedule schedule = PipelineSchedule::OneFOneB;
  /// The arguments carrying the batch (cleave.name or argN), cut on their
  /// first dimension; empty: those no result updates that share the last
  /// such argument's first dimension (exporters put inputs last).
  std::vector<std::string> batchArguments;
  /// Choose by modeled step time (choosePipeline): between no pipeline and
  /// every stage count the mesh re-factors for, and among microbatch counts
  /// (powers of two from four per stage, dividing the batch).
  bool chooseStages = false, chooseMicrobatches = false;
  bool isAutomatic() const { return chooseStages || chooseMicrobatches; }
};

/// Whether `bytes` can be a memory budget: a whole number of bytes from 1
/// to kMostBytes (0.5 had been planned for as "0 bytes").
inline bool isByteCount(double bytes) {
  return bytes >= 1 && bytes <= kMostBytes && bytes == double(int64_t(bytes));
}

struct SearchSettings {
  Completion completion = Completion::Default;
  PipelineSettings pipeline;
  /// Bytes per device; 0: the mesh's device memory.
  double memoryBudgetBytes = 0;
  /// Without a budget, whether the device's memory is one (plan, compile):
  /// not for verify's reference, which holds on one device the program
  /// the distributed one spreads over many.
  bool deviceMemoryIsBudget = true;
  /// When recomputing cannot fit the budget, entry arguments may be kept in
  /// host memory and copied in before use (CPU target only for now).
  bool hostOffload = true;
  /// With offload: the updates of host-placed training state may run on
  /// the host (HostOptimizerStep.h), chosen by modeled time. Set by
  /// partitionProgram for the CPU target; the CUDA target has no host
  /// loops on pinned memory yet.
  bool hostOptimizerStep = false;
  /// With offload: activations kept for the backward pass may wait for it
  /// in host memory (rematerialize's `toHost`). Set by partitionProgram for
  /// both targets (CUDA: pinned buffers, copies on the copy stream).
  bool offloadActivations = false;
  double timeLimitSeconds = 60;
  SearchOptions::Solver solver = SearchOptions::Solver::Auto;
  /// The search credits collectives the compute before their first use
  /// hides (AutoShardOptions::overlapCollectives) and compares plans by
  /// the overlapped step. Set by partitionProgram for targets whose
  /// collectives overlap compute (CUDA); the CPU target's block.
  bool overlapCollectives = false;
  /// The device peak that decides whether a plan fits is predicted by
  /// bufferizing a copy (exact; slow on programs of many thousand ops) or,
  /// when false, by the cost model's liveness. choosePipeline compares its
  /// configurations without the replay; the chosen one is built with it.
  bool replayPeak = true;
  /// A budget below the least the search's memory model allows (every
  /// value at its most sharded layout, nothing recomputed, nothing on the
  /// host) gives the most frugal sharding instead of an error, for
  /// recomputing and host offload to fit (SearchOptions::
  /// raiseBudgetToLeast). Set by partitionProgram for its budgeted plan.
  bool frugalBelowLeast = false;
  /// Phases of completing and lowering (the search settings reach every
  /// step that can take long).
  ProgressFn progress;
  void report(llvm::StringRef phase) const {
    if (progress)
      progress(phase);
  }
};

struct TargetSettings {
  Target target = Target::Cpu;
  CpuTargetOptions cpu;
  /// GPU architecture (sm_90, ...); the PTX features follow from it.
  std::string gpuChip = "sm_90";
  /// std::nullopt: a cubin when ptxas is found, PTX otherwise.
  std::optional<GpuBinaryFormat> gpuBinary;
  bool gpuTf32 = false;
  /// Threads that generate host code; 0: one per core, at most 8.
  unsigned codegenThreads = 0;
  /// The CPU host code is for (an LLVM CPU name); empty: this machine's.
  std::string hostCpu;
};

struct CompileOptions {
  ProgramOptions program;
  SearchSettings search;
  TargetSettings target;
};

struct PlanOptions {
  ProgramOptions program;
  SearchSettings search;
  /// The cluster default follows the target.
  Target target = Target::Cpu;
  /// Cost the shardings the program gives (propagated), without a search.
  bool fixed = false;
  /// Complete with Completion::Default as compiling does (annotated
  /// programs propagated, SPMD ones as they are, others searched), so that
  /// the plan is the compiled program. Without it, `cleave plan` searches
  /// annotated programs too (annotations as constraints).
  bool asCompiled = false;
  /// Keep the partitioned program's text in Plan::program. Printing a
  /// pipelined step of many microbatches takes seconds; `cleave plan` asks
  /// for it only with --emit-mlir.
  bool keepProgram = true;
  /// Also price the program with every op replicated (no annotations, no
  /// search), the baseline a searched plan must beat: Plan::
  /// replicatedStepSeconds. `cleave plan` asks for it.
  bool compareWithReplicated = false;
};

/// Where the tools and runtime libraries live: the runner that `run` and
/// `verify` launch, and the runtime artifacts link against.
struct InstallPaths {
  std::string binDir;
  std::string libDir;
};
/// Next to the running executable: BIN/ and BIN/../lib.
InstallPaths getDefaultInstallPaths();

struct RunOptions {
  /// Ranks to launch; 0: one per device of the artifact's mesh.
  int ranks = 0;
  /// Global inputs by name; the others are drawn at random from `seed`.
  std::vector<std::pair<std::string, std::string>> inputFiles;
  uint64_t seed = 0;
  /// Where global outputs go as NAME.npy.
  std::string outputDir = "cleave-out";
  /// Where to save the inputs used (empty: nowhere).
  std::string saveInputsDir;
  /// Calls of the entry (timing).
  int repeat = 1;
  /// Seconds until every rank is ended (0: no limit): a deadlocked program
  /// fails instead of hanging.
  unsigned timeoutSeconds = 3600;
  /// Where the ranks' standard output goes; empty: ours. Shown on failure.
  std::string logFile;
  /// What a failure calls the artifact (empty: its path). `verify`'s are
  /// temporary files, gone by the time the message is read.
  std::string artifactName;
  /// Where rank 0 writes every rank's device and host peaks and entry
  /// times as JSON (empty: nowhere); `cleave run --output DIR` uses
  /// DIR/run.json.
  std::string statsFile;
  /// CPU artifacts: cap the device pool at this many bytes (0: the
  /// manifest's capacity, the compile's memory budget).
  int64_t deviceCapacityBytes = 0;
  InstallPaths paths = getDefaultInstallPaths();
};

/// `cleave calibrate`: measure the machine with Cleave's own generated code
/// and runtime, and fit the cost model's figures to it.
struct CalibrateOptions {
  /// The mesh whose axes' collectives are measured (`mesh.shape`; default:
  /// one axis of `ranks` devices) and the cluster whose figures are kept
  /// where nothing is measured (`mesh.cluster`; default: the target's).
  MeshOptions mesh;
  /// Ranks, one per device of the cluster written; 0: the mesh's devices,
  /// else 2.
  int ranks = 0;
  Target target = Target::Cpu;
  /// Calls per measurement; a measurement is the fastest call of the
  /// slowest rank.
  int repeat = 20;
  unsigned timeoutSeconds = 600;
  ProgressFn progress;
  InstallPaths paths = getDefaultInstallPaths();
};

struct VerifyOptions {
  /// How the distributed program is compiled (the reference always runs on
  /// one CPU).
  CompileOptions compile;
  /// The single-device program; empty: the input read as one (annotations
  /// and meshes dropped).
  std::string referencePath;
  int ranks = 0;
  /// Inputs by name; the others are drawn at random from `seed`.
  std::vector<std::pair<std::string, std::string>> inputFiles;
  uint64_t seed = 0;
  int repeat = 1;
  /// Relative tolerance; unset: 1e-4, and for f16 and bf16 outputs eight
  /// units of their precision (2^-8 and 2^-5), since a split sum rounds in
  /// another order in a 16-bit accumulator.
  std::optional<double> rtol;
  double atol = 1e-5;
  unsigned timeoutSeconds = 3600;
  InstallPaths paths = getDefaultInstallPaths();
};

} // namespace cleave

#endif // CLEAVE_DRIVER_OPTIONS_H
