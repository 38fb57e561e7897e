//===- Results.h - What the driver library returns --------------*- C++ -*-===//
//
// Typed results: a Plan (decisions, per-op rows, totals, collectives, the
// search's statistics), an Artifact (its manifest and where it is), a
// VerifyReport. Plain data owned by the caller: no pointers into IR, so a
// result outlives the module it describes.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_DRIVER_RESULTS_H
#define CLEAVE_DRIVER_RESULTS_H

#include "cleave/Cluster/ClusterModel.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Search/AutoShard.h"
#include "cleave/Target/Manifest.h"
#include "cleave/Transforms/PipelineSchedule.h"
#include "cleave/Transforms/Rematerialize.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace json {
class Value;
} // namespace json
} // namespace llvm

namespace cleave {

/// The layouts a completed global program gives one function.
struct FunctionDecisions {
  std::string function;
  struct Layout {
    unsigned index = 0;
    std::string name;     ///< its cleave.name, if any
    std::string sharding; ///< #cleave.sharding<...>
  };
  std::vector<Layout> arguments, results;
  /// Ops that split a loop: where, which op, `cleave.loops`.
  struct SplitOp {
    std::string location, opName, loops;
  };
  std::vector<SplitOp> splitOps;
};

/// One op of the partitioned program, per device.
struct PlanRow {
  std::string location; ///< FILE:LINE, empty if unknown
  std::string opName;
  std::string localResultType; ///< of its first result
  double computeSeconds = 0;
  std::vector<CollectiveCost> collectives;
  /// Per loop of the op, the mesh axes that split it (its `cleave.loops`
  /// before partitioning); empty when the op had no loop decision.
  std::vector<std::vector<std::string>> loopAxes;
  /// Where the op is in the entry's body: an index into Plan::liveBytes.
  size_t programPoint = 0;
  /// When it starts and ends on the overlapped schedule.
  double startSeconds = 0, endSeconds = 0;
};

struct Plan {
  std::string entry, meshName;
  int64_t devices = 1;
  std::vector<FunctionDecisions> decisions;
  /// Ops with compute or communication, in program order.
  std::vector<PlanRow> rows;
  double stepSeconds = 0, overlappedStepSeconds = 0;
  double computeSeconds = 0, communicationSeconds = 0;
  /// The modeled step of the same program with every op replicated over
  /// the mesh, priced by the same model (PlanOptions::compareWithReplicated;
  /// 0: not priced).
  double replicatedStepSeconds = 0;
  /// The device model's fixed cost of a call (part of both step times, not
  /// of the search's objective).
  double callOverheadSeconds = 0;
  /// The predicted device peak: the partitioned program's allocations
  /// replayed after bufferization (predictDevicePeak), what the runtime's
  /// device pool measures.
  double peakMemoryBytes = 0;
  /// The cost model's tensor-liveness estimate (what the search's own
  /// memory model approximates).
  double costModelPeakBytes = 0;
  /// Where peakMemoryBytes comes from: "bufferized" (the replay), or "cost
  /// model" for functions too large to bufferize per plan
  /// (kMaxOpsToReplay).
  std::string peakMemorySource = "bufferized";
  /// The cost model's bytes live per device while each op of the entry
  /// runs, in program order (every op, priced or not): the shape of memory
  /// over the program; costModelPeakBytes is the most of them.
  std::vector<double> liveBytes;
  /// What the device peak holds beside the arguments and outputs: each
  /// allocation live when it is first reached, largest first (FILE:LINE of
  /// the op it was bufferized for, empty if unknown; bytes). Empty unless
  /// peakMemorySource is "bufferized".
  struct HeldAllocation {
    std::string location;
    double bytes = 0;
  };
  std::vector<HeldAllocation> peakAllocations;
  /// Memory over the program: the bytes held while each top-level op of
  /// the bufferized entry runs (the replay's, when peakMemorySource is
  /// "bufferized"), else liveBytes.
  std::vector<double> memoryTimeline;
  /// The device-resident arguments' bytes, part of every point's, and the
  /// results'.
  double argumentBytes = 0, resultBytes = 0;
  /// Per device, the training state by ZeRO's categories (ModelState.h in
  /// lib/Driver): the arguments results update, split into parameters
  /// (read by the forward and backward) and optimizer state (moments, step
  /// count), and the parameters' gradients as the update reads them. Zero
  /// without `--update`.
  struct ModelStateBytes {
    double parameters = 0, gradients = 0, optimizerState = 0;
    double total() const { return parameters + gradients + optimizerState; }
  };
  ModelStateBytes modelState;
  /// The same for the unpartitioned program (what one device holds).
  ModelStateBytes unshardedModelState;
  /// modelState.total(): 16 Psi for f32 Adam unsharded, 16 Psi / N at ZeRO
  /// stage 3 on N devices (plus the step count).
  double modelStateBytes = 0;
  /// ZeRO's stage as the layouts give it: 1 when the optimizer state is
  /// sharded over the whole mesh, 2 the gradients too, 3 the parameters
  /// too, else 0.
  int zeroStage = 0;
  /// The per-device budget the plan was checked against (0: none).
  double memoryBudgetBytes = 0;
  /// Whether that budget is the cluster model's device memory (no budget
  /// was given).
  bool budgetIsDeviceMemory = false;
  std::vector<CollectiveCost> collectives;
  /// Values recomputed before their late uses to fit the budget, in the
  /// order chosen, and the modeled time of the recomputing ops in the
  /// partitioned program (part of stepSeconds).
  std::vector<RecomputedValue> recomputed;
  double recomputeSeconds = 0;
  /// Entry arguments kept in host memory (Offload.h), copied in before use.
  struct OffloadedArgument {
    unsigned index = 0;
    std::string name; ///< its cleave.name, if any
    double bytes = 0; ///< per device
    /// Its traffic (ProgramCost::hostArguments): device copies made, bytes
    /// in and written back, link seconds and what the step waits for.
    unsigned copiesIn = 0;
    double bytesIn = 0, bytesBack = 0, transferSeconds = 0, exposedSeconds = 0;
    /// Its update runs on the host (HostOptimizerStep.h): bytesBack are the
    /// device values that step reads (its gradient), nothing is written
    /// back.
    bool updatedOnHost = false;
  };
  std::vector<OffloadedArgument> offloaded;
  /// Activations kept in host memory between their forward and backward
  /// uses (those of `recomputed` with onHost): their traffic
  /// (ProgramCost::hostActivations, part of the totals below).
  HostActivationTraffic hostActivations;
  /// Their traffic over the host link per device (ProgramCost): copies in,
  /// write-backs of results updating them, and the modeled seconds, all
  /// exposed (part of stepSeconds).
  double hostToDeviceBytes = 0, deviceToHostBytes = 0;
  double hostTransferSeconds = 0;
  /// The part of it compute waits for (ProgramCost's).
  double hostTransferExposedSeconds = 0;
  /// The optimizer step run on the host: its ops and their modeled
  /// seconds (part of stepSeconds).
  unsigned hostStepOps = 0;
  double hostStepSeconds = 0;
  /// The device model's host memory per device (0: unknown, no limit).
  double hostMemoryBytes = 0;
  /// Pipelined plans (`--pipeline`): the stages (each on the devices of one
  /// coordinate of the mesh's first axis), the schedule and its modeled
  /// step time (stepSeconds) and bubble.
  struct PipelinePlan {
    std::string schedule;
    unsigned microbatches = 1;
    int64_t devicesPerStage = 1;
    double bubbleFraction = 0;
    /// One microbatch's messages between neighbouring stages.
    double transferSeconds = 0;
    /// Ops run for every microbatch before the schedule.
    unsigned wholeBatchOps = 0;
    /// The step's delay before the schedule: the busiest stage's ops run
    /// before its first slot (PipelineResult::upFrontSeconds).
    double upFrontSeconds = 0;
    /// The schedule simulated for the balanced cut and for the chosen one.
    double balancedCutSeconds = 0, chosenCutSeconds = 0;
    std::vector<PipelineStage> stages;
    /// Each stage's predicted device peak (the bufferized replay).
    std::vector<double> stagePeakBytes;
    /// The microbatches of the schedule bufferized for stagePeakBytes:
    /// all of them, or the stages+1 of its steady state (0: no replay).
    unsigned replayedMicrobatches = 0;
  };
  std::optional<PipelinePlan> pipeline;
  /// With `--pipeline auto` or `--microbatches auto`: every configuration
  /// tried (stages 0: no pipeline), its modeled step, or why it failed.
  struct PipelineCandidate {
    unsigned stages = 0, microbatches = 1;
    /// The execution mesh: the program's, or re-factored for the stages.
    std::vector<int64_t> mesh;
    double stepSeconds = 0, bubbleFraction = 0;
    std::string error;
    bool chosen = false;
    /// Not built, for `skipReason`: the step had already grown with fewer
    /// microbatches, or with fewer stages (microbatches 0: the whole stage
    /// count); choosePipeline says why either is taken as convex.
    bool skipped = false;
    std::string skipReason;
  };
  std::vector<PipelineCandidate> pipelineCandidates;
  /// Present when the search chose the shardings.
  std::optional<SearchStatistics> search;
  /// The partitioned program as MLIR text.
  std::string program;

  /// The partitioned program's modeled step time, less what recomputing
  /// and host copies (decided after the search) add, over the search's
  /// objective (1 without a search), or for a pipeline over the schedule
  /// its cut was chosen by: how far the search mispriced its plan.
  double getPartitionedOverObjective() const;
  /// Whether the plan fits the budget.
  bool fitsBudget() const {
    return memoryBudgetBytes <= 0 || peakMemoryBytes <= memoryBudgetBytes;
  }
  /// Why the plan does not fit its budget, in one sentence naming where
  /// its peak goes ("" when it fits): what `cleave plan` fails with and
  /// the JSON's "over_budget" (cleave.plan raises it).
  std::string describeBudgetMiss() const;
};

/// A compiled program: a shared library with an embedded manifest.
struct Artifact {
  std::string path;
  Manifest manifest;
};

struct OutputComparison {
  std::string name;
  int64_t elements = 0, mismatches = 0;
  /// Elements NaN, or the same infinity, in both programs: they agree, but
  /// no number was compared there.
  int64_t nonFinite = 0;
  double maxAbsError = 0, maxRelError = 0, normwiseError = 0;
  /// The tolerances applied (VerifyOptions::rtol by the output's type).
  double rtol = 0, atol = 0;
  /// Elements beyond the elementwise tolerance, but the normwise error
  /// within rtol: rounding of a reordered sum whose terms cancel (an
  /// element far smaller than the output's largest), accepted.
  bool withinNormwise = false;
};

struct VerifyReport {
  int ranks = 0;
  /// The distributed run's device peak, the most of its ranks (bytes).
  int64_t peakDeviceBytes = 0;
  std::vector<OutputComparison> outputs;
  double worstRelError = 0, worstNormwiseError = 0;
  bool matches() const;
  /// Every element of every output NaN or infinite in both programs: a
  /// "match" that compared no number (sweep 17: T5 with a random integer
  /// attention mask, all 768 outputs NaN on both sides).
  bool comparedNothing() const;
};

/// The report `cleave plan` prints: decisions, per-op table, totals, solver.
void printPlan(llvm::raw_ostream &os, const Plan &plan);
/// The plan as JSON (what `cleave plan --json` writes).
llvm::json::Value toJSON(const Plan &plan);
/// The plan as one self-contained HTML page (what `cleave plan --html`
/// writes): layers coloured by sharding, a timeline, memory against the
/// budget, the per-op table and totals.
void writePlanHtml(llvm::raw_ostream &os, const Plan &plan);

/// One measurement of `cleave calibrate`: a program of Cleave's, run on
/// every rank, beside what the fitted model predicts for it.
struct CalibrationSample {
  /// What it measures: "call", "op", "elementwise", "gemm f32/small",
  /// "all_reduce on a", ...
  std::string family;
  /// Its size, e.g. "1048576 f32" or "128x128x128".
  std::string shape;
  double measuredSeconds = 0;
  /// The calibrated cost model's step time for the same program.
  double modeledSeconds = 0;
};

/// A measured cluster: what every command accepts as --cluster FILE.
struct Calibration {
  ClusterModel cluster;
  std::vector<CalibrationSample> samples;
  /// When (UTC, ISO 8601) and where it was measured, on how many ranks.
  std::string date, host;
  int ranks = 0;
  std::string mesh, target;
  int repeat = 0;
};

/// The cluster file: the cluster's JSON form plus a `calibration` object
/// (how, when, where, and every sample measured and modeled).
std::string printCalibrationJSON(const Calibration &calibration);

} // namespace cleave

#endif // CLEAVE_DRIVER_RESULTS_H
