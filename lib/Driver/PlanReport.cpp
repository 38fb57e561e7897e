//===- PlanReport.cpp - A plan as text and as JSON ------------------------===//

#include "cleave/Driver/Results.h"
#include "cleave/Sharding/MeshShape.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace llvm;

namespace cleave {

/// The report lists at most this many split ops per function.
static constexpr size_t kMaxSplitOpsShown = 400;

static void printDecisions(raw_ostream &os, const FunctionDecisions &d) {
  os << "shardings chosen for @" << d.function << ":\n";
  for (const FunctionDecisions::Layout &a : d.arguments) {
    os << "  argument " << a.index;
    if (!a.name.empty())
      os << " (" << a.name << ")";
    os << ": " << a.sharding << "\n";
  }
  for (const FunctionDecisions::Layout &r : d.results)
    os << "  result " << r.index << ": " << r.sharding << "\n";
  for (size_t i = 0; i < d.splitOps.size() && i < kMaxSplitOpsShown; ++i) {
    const FunctionDecisions::SplitOp &op = d.splitOps[i];
    os << "  " << format("%-24s", op.location.c_str()) << " "
       << format("%-18s", op.opName.c_str()) << " loops " << op.loops << "\n";
  }
  if (d.splitOps.size() > kMaxSplitOpsShown)
    os << "  ... " << (d.splitOps.size() - kMaxSplitOpsShown)
       << " more split ops\n";
  os << "  (" << d.splitOps.size() << " ops split)\n";
}

/// Bytes held at a peak, summed per source line (a line's ops are one
/// place to the reader): "N bytes; the most by line: F:L B, ...".
static void
printMostByLine(raw_ostream &os,
                const std::vector<std::pair<std::string, double>> &held) {
  double total = 0;
  llvm::StringMap<double> byLine;
  std::vector<std::string> lines;
  for (const auto &[location, bytes] : held) {
    total += bytes;
    std::string line = location.empty() ? "?" : location;
    if (!byLine.count(line))
      lines.push_back(line);
    byLine[line] += bytes;
  }
  llvm::stable_sort(lines, [&](const std::string &a, const std::string &b) {
    return byLine[a] > byLine[b];
  });
  os << format("%.0f bytes; the most by line:", total);
  for (size_t i = 0; i < std::min<size_t>(4, lines.size()); ++i)
    os << (i ? "," : "") << " " << lines[i] << " "
       << format("%.0f", byLine[lines[i]]);
  os << "\n";
}

static void printSearch(raw_ostream &os, const Plan &plan) {
  const SearchStatistics &s = *plan.search;
  // A flat mesh's plan has no bound on this mesh's space.
  std::string gap = s.flatMeshDevices
                        ? std::string("no bound")
                        : llvm::formatv("gap {0:F2}%", 100 * s.gap).str();
  os << format("search: %s over %lld ops (%lld decisions in %lld classes), "
               "%lld variables, %lld constraints, %.3f s, %s%s\n",
               s.method.c_str(), (long long)s.ops, (long long)s.decisions,
               (long long)s.classes, (long long)s.variables,
               (long long)s.constraints, s.solveSeconds, gap.c_str(),
               s.optimal         ? " (optimal)"
               : s.optimalMerged ? " (optimal where elementwise ops follow "
                                   "an input's layout; the whole space was "
                                   "too large)"
                                 : "");
  if (s.flatMeshDevices)
    os << format("search: the plan of the flat mesh of %lld devices, mapped "
                 "onto this mesh's axes and improved one decision at a time, "
                 "is faster than this mesh's own search found (%.3f us): it "
                 "is the plan\n",
                 (long long)s.flatMeshDevices,
                 s.replacedObjectiveSeconds * 1e6);
  if (!s.axisRounds.empty())
    os << "search: mesh axes decided in rounds (" << s.axisRounds
       << "), each keeping the earlier rounds' choices: the whole space "
          "was too large for the ILP\n";
  os << format("search objective: %.3f us modeled before partitioning%s, "
               "peak %.0f bytes, budget %.0f bytes%s\n",
               s.objectiveSeconds * 1e6,
               s.overlapCollectives
                   ? " (collectives credited with the compute they hide)"
                   : "",
               s.modeledPeakBytes, s.memoryBudgetBytes,
               // Pipelined: the search sees the whole step over the
               // microbatch axis, held to every stage's devices together.
               plan.pipeline ? " (the stages' devices together; each "
                               "stage's own peak is below)"
                             : "");
  // Read as the search going over (sweep 28): the memory decisions come
  // after it.
  if (!plan.pipeline && s.memoryBudgetBytes > 0 &&
      s.modeledPeakBytes > s.memoryBudgetBytes)
    os << "search: its model's peak is over the budget before recomputing "
          "and host memory, which are decided after the search (the plan's "
          "peak, checked against the budget, is below)\n";
  if (!s.modeledPeakHolders.empty()) {
    // Beside plan.peakAllocations: where the two models part.
    os << format("search's memory model at its peak: %zu values, ",
                 s.modeledPeakHolders.size());
    printMostByLine(os, s.modeledPeakHolders);
  }
  // One source of truth: the program the partitioner emitted, priced by the
  // cost model, against what the search thought it chose.
  double agreement = plan.getPartitionedOverObjective();
  bool pipelined = plan.pipeline && plan.pipeline->chosenCutSeconds > 0;
  os << format("%s: %.4f%s\n",
               pipelined ? "pipelined program / simulated schedule"
                         : "partitioned program / search objective",
               agreement,
               std::fabs(agreement - 1) <= 0.01
                   ? ""
                   : " (the search mispriced this plan: more than 1% off)");
}

/// Memory over the program as one line of bars (the most held in each of
/// up to 40 equal parts of the program), scaled to the budget or the peak.
static void printMemoryTimeline(raw_ostream &os, const Plan &plan) {
  const std::vector<double> &t = plan.memoryTimeline;
  if (t.empty())
    return;
  size_t parts = std::min<size_t>(40, t.size());
  // The budget is the scale when it binds (a device's whole capacity would
  // flatten every bar); otherwise the peak.
  double peak = plan.peakMemoryBytes, budget = plan.memoryBudgetBytes;
  bool toBudget = budget >= peak && budget <= 2 * peak;
  double top = toBudget ? budget : peak;
  if (!(top > 0))
    return;
  static const char *const kBars[] = {"▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
  os << "memory over the program (" << parts << " parts, "
     << (plan.peakMemorySource == "bufferized" ? "bufferized" : "cost model")
     << ", full bar = " << int64_t(top) << " bytes, the "
     << (toBudget ? "budget" : "peak") << "): ";
  for (size_t p = 0; p < parts; ++p) {
    double most = 0;
    for (size_t i = p * t.size() / parts; i < (p + 1) * t.size() / parts; ++i)
      most = std::max(most, t[i]);
    int level = std::clamp(int(most / top * 8 + 0.999) - 1, 0, 7);
    os << kBars[level];
  }
  os << "\n";
}

/// What the peak holds beside the arguments and outputs: how many
/// allocations and bytes, and the largest few with where they come from.
static void printPeakAllocations(raw_ostream &os, const Plan &plan) {
  const std::vector<Plan::HeldAllocation> &held = plan.peakAllocations;
  if (held.empty())
    return;
  std::vector<std::pair<std::string, double>> byLocation;
  for (const Plan::HeldAllocation &h : held)
    byLocation.push_back({h.location, h.bytes});
  os << format("held at the peak beside arguments and outputs: %zu "
               "allocations, ",
               held.size());
  printMostByLine(os, byLocation);
}

static json::Array
getHoldersJson(const std::vector<std::pair<std::string, double>> &held) {
  json::Array array;
  for (const auto &[location, bytes] : held)
    array.push_back(json::Object{{"location", location}, {"bytes", bytes}});
  return array;
}

static json::Array getPeakAllocationsJson(const Plan &plan) {
  json::Array held;
  for (const Plan::HeldAllocation &h : plan.peakAllocations)
    held.push_back(json::Object{{"location", h.location}, {"bytes", h.bytes}});
  return held;
}

/// The stages, the schedule and its modeled bubble.
static void printPipeline(raw_ostream &os, const Plan::PipelinePlan &p) {
  unsigned stages = p.stages.size();
  if (stages == 1)
    os << "gradient accumulation: the microbatches run one after another on "
          "the whole mesh, their gradients summed, one update\n";
  os << format("pipeline: %u stages of %lld devices, %u microbatches, "
               "schedule %s; modeled bubble %.1f%% of the schedule "
               "((p-1)/(m+p-1) = %.1f%% for equal stages without the "
               "weight-gradient split)\n",
               stages, (long long)p.devicesPerStage, p.microbatches,
               p.schedule.c_str(), p.bubbleFraction * 100,
               100.0 * (stages - 1) / (p.microbatches + stages - 1));
  if (p.balancedCutSeconds > 0)
    os << format("  cut: the schedule simulated at %.3f us with the cut "
                 "balanced by forward time, %.3f us where each cut was "
                 "moved to\n",
                 p.balancedCutSeconds * 1e6, p.chosenCutSeconds * 1e6);
  if (p.replayedMicrobatches && p.replayedMicrobatches < p.microbatches)
    os << "  stage peaks: bufferized with the schedule of "
       << p.replayedMicrobatches << " of the " << p.microbatches
       << " microbatches (past its steady state the schedule repeats the "
          "same buffers)\n";
  if (p.wholeBatchOps)
    os << "  " << p.wholeBatchOps
       << " ops need the whole batch first and run for every microbatch "
          "before the schedule\n";
  if (p.upFrontSeconds > 0)
    os << format("  before the schedule: %.3f us on the busiest stage (ops "
                 "without the batch, once; ops the whole batch needs first, "
                 "per microbatch)\n",
                 p.upFrontSeconds * 1e6);
  for (unsigned s = 0; s < stages; ++s) {
    const PipelineStage &st = p.stages[s];
    os << format("  stage %u @%s: forward %u ops (%s to %s), backward %u, "
                 "weight gradients %u, update %u; per microbatch forward "
                 "%.3f us, backward %.3f us, weight gradients %.3f us; "
                 "update %.3f us; sends %.0f B per microbatch; %zu inputs, "
                 "%zu outputs; peak %.0f bytes\n",
                 s, st.entry.c_str(), st.forwardOps,
                 st.firstForward.empty() ? "?" : st.firstForward.c_str(),
                 st.lastForward.empty() ? "?" : st.lastForward.c_str(),
                 st.backwardOps, st.weightGradientOps, st.updateOps,
                 st.forwardSeconds * 1e6, st.backwardSeconds * 1e6,
                 st.weightGradientSeconds * 1e6, st.updateSeconds * 1e6,
                 st.sendBytesPerMicrobatch, st.inputs.size(), st.outputs.size(),
                 s < p.stagePeakBytes.size() ? p.stagePeakBytes[s] : 0.0);
    std::string order;
    for (const PipelineSlot &slot : st.slots)
      order += (order.empty() ? "" : " ") + slot.getName();
    os << "    order: " << order << "\n";
  }
}

void printPlan(raw_ostream &os, const Plan &plan) {
  for (const FunctionDecisions &d : plan.decisions)
    printDecisions(os, d);
  os << "plan for @" << plan.entry << " on mesh @" << plan.meshName << " ("
     << plan.devices << " devices), per device:\n";
  os << format("%-26s %-20s %-22s %12s  %s\n", "location", "op", "local result",
               "compute us", "communication");
  for (const PlanRow &row : plan.rows) {
    std::string comm;
    for (const CollectiveCost &c : row.collectives)
      comm += c.kind + " [" + llvm::join(c.meshAxes, ",") + "] " +
              std::to_string(int64_t(c.bytes)) + " B " +
              std::to_string(c.seconds * 1e6).substr(0, 8) + " us";
    os << format("%-26s %-20s %-22s %12.3f  %s\n", row.location.c_str(),
                 row.opName.c_str(), row.localResultType.c_str(),
                 row.computeSeconds * 1e6, comm.c_str());
  }
  std::map<std::string, double> bytesByKind;
  for (const CollectiveCost &c : plan.collectives)
    bytesByKind[c.kind] += c.bytes;
  os << format("modeled step time: %.3f us (compute %.3f us, communication "
               "%.3f us, no overlap",
               plan.stepSeconds * 1e6, plan.computeSeconds * 1e6,
               plan.communicationSeconds * 1e6);
  double hiddenHostSeconds =
      plan.hostTransferSeconds - plan.hostTransferExposedSeconds;
  if (hiddenHostSeconds > 0)
    os << format("; less %.3f us of host copies run behind compute",
                 hiddenHostSeconds * 1e6);
  os << ")\n";
  os << format("modeled step time with collectives overlapping independent "
               "compute (CUDA target): %.3f us\n",
               plan.overlappedStepSeconds * 1e6);
  if (plan.replicatedStepSeconds > 0)
    os << format("replicating every op over the %lld devices instead: %.3f "
                 "us modeled (this plan runs %.2fx as fast)\n",
                 (long long)plan.devices, plan.replicatedStepSeconds * 1e6,
                 plan.replicatedStepSeconds / plan.stepSeconds);
  if (plan.peakMemorySource == "bufferized")
    os << format("peak memory per device: %.0f bytes (the bufferized "
                 "program's allocations; the cost model's liveness estimate "
                 "%.0f)\n",
                 plan.peakMemoryBytes, plan.costModelPeakBytes);
  else
    os << format("peak memory per device: %.0f bytes (the cost model's "
                 "liveness estimate: too many ops to bufferize per plan)\n",
                 plan.peakMemoryBytes);
  printMemoryTimeline(os, plan);
  printPeakAllocations(os, plan);
  if (plan.modelStateBytes > 0) {
    const Plan::ModelStateBytes &m = plan.modelState,
                                &u = plan.unshardedModelState;
    os << format("model state per device: %.0f bytes (parameters %.0f of "
                 "%.0f, gradients %.0f of %.0f, optimizer state %.0f of "
                 "%.0f; ZeRO stage %d by layout)\n",
                 m.total(), m.parameters, u.parameters, m.gradients,
                 u.gradients, m.optimizerState, u.optimizerState,
                 plan.zeroStage);
  }
  unsigned recomputedCount = 0, decisions = 0;
  double recomputedBytes = 0, onHostBytes = 0;
  for (const RecomputedValue &v : plan.recomputed) {
    (v.onHost ? onHostBytes : recomputedBytes) += v.bytes;
    recomputedCount += !v.onHost;
    decisions = std::max(decisions, v.decision + 1);
  }
  auto printValues = [&](bool onHost) {
    for (const RecomputedValue &v : plan.recomputed)
      if (v.onHost == onHost)
        os << format("  %-26s %-22s %-24s %10.0f B %3u ops %9.3f us\n",
                     v.location.c_str(), v.opName.c_str(), v.type.c_str(),
                     v.bytes, v.ops, v.seconds * 1e6);
  };
  if (recomputedCount) {
    os << format("recomputed %u values before their late uses to fit the "
                 "budget of %.0f bytes (%.0f bytes of buffers; recompute "
                 "%.3f us of the step, copies in from host memory made "
                 "again counted as host traffic), the first chosen first, "
                 "in %u decisions (the same value of repeated layers in "
                 "one):\n",
                 recomputedCount, plan.memoryBudgetBytes, recomputedBytes,
                 plan.recomputeSeconds * 1e6, decisions);
    printValues(/*onHost=*/false);
  }
  if (recomputedCount < plan.recomputed.size()) {
    const HostActivationTraffic &a = plan.hostActivations;
    os << format("kept in host memory between their forward and backward "
                 "uses: %zu values, %.0f bytes per device (copied out after "
                 "their producer, back before their first late use: %.0f "
                 "bytes out, %.0f in, %.3f us, of which the step waits for "
                 "%.3f us; the times below are both copies'):\n",
                 plan.recomputed.size() - recomputedCount, onHostBytes,
                 a.bytesOut, a.bytesIn, a.seconds * 1e6,
                 a.exposedSeconds * 1e6);
    printValues(/*onHost=*/true);
  }
  if (!plan.offloaded.empty()) {
    double bytes = 0;
    for (const Plan::OffloadedArgument &a : plan.offloaded)
      bytes += a.bytes;
    os << format("kept in host memory and copied in before use: %zu "
                 "arguments, %.0f bytes per device:",
                 plan.offloaded.size(), bytes);
    for (const Plan::OffloadedArgument &a : plan.offloaded)
      os << " " << (a.name.empty() ? "arg" + std::to_string(a.index) : a.name);
    os << "\n";
    os << format("host link traffic per device: %.0f bytes in, %.0f bytes "
                 "out (write-backs, and what an optimizer step on the host "
                 "reads), %.3f us, of which the step waits for %.3f us "
                 "(copies in start one ahead of their use; write-backs "
                 "block)\n",
                 plan.hostToDeviceBytes, plan.deviceToHostBytes,
                 plan.hostTransferSeconds * 1e6,
                 plan.hostTransferExposedSeconds * 1e6);
    for (const Plan::OffloadedArgument &a : plan.offloaded)
      os << format(
          "  %-12s %u copies in, %.0f bytes in, %.0f %s, "
          "%.3f us, waited for %.3f us\n",
          (a.name.empty() ? "arg" + std::to_string(a.index) : a.name).c_str(),
          a.copiesIn, a.bytesIn, a.bytesBack,
          a.updatedOnHost ? "to the host for its update there" : "written back",
          a.transferSeconds * 1e6, a.exposedSeconds * 1e6);
    if (plan.hostStepOps) {
      unsigned updated = 0;
      for (const Plan::OffloadedArgument &a : plan.offloaded)
        updated += a.updatedOnHost;
      os << format("optimizer step on the host (as ZeRO-Offload): %u "
                   "arguments updated where they live, %u ops, %.3f us at "
                   "the host's memory bandwidth\n",
                   updated, plan.hostStepOps, plan.hostStepSeconds * 1e6);
    }
  }
  for (const auto &[kind, bytes] : bytesByKind)
    os << "bytes moved by " << kind << ": " << int64_t(bytes) << "\n";
  if (!plan.pipelineCandidates.empty()) {
    os << "pipeline chosen by modeled step time:\n";
    const std::vector<Plan::PipelineCandidate> &tried = plan.pipelineCandidates;
    for (size_t i = 0; i < tried.size(); ++i) {
      const Plan::PipelineCandidate &c = tried[i];
      // Skipped microbatch counts of one stage count on one line.
      std::string counts = std::to_string(c.microbatches);
      while (c.skipped && c.microbatches && i + 1 < tried.size() &&
             tried[i + 1].skipped && tried[i + 1].stages == c.stages &&
             tried[i + 1].microbatches)
        counts += ", " + std::to_string(tried[++i].microbatches);
      std::string what =
          !c.stages        ? "no pipeline"
          : c.microbatches ? std::to_string(c.stages) +
                                 (c.stages == 1 ? " stage x " : " stages x ") +
                                 counts + " microbatches"
                           : std::to_string(c.stages) + " stages";
      if (!c.mesh.empty())
        what += " (mesh " + formatMeshShape(c.mesh) + ")";
      if (c.skipped)
        os << format("  %-40s not built: %s\n", what.c_str(),
                     c.skipReason.c_str());
      else if (!c.error.empty())
        os << format("  %-40s cannot be built: %s\n", what.c_str(),
                     c.error.c_str());
      else
        os << format("  %-40s %12.3f us%s\n", what.c_str(), c.stepSeconds * 1e6,
                     c.chosen ? "  (chosen)" : "");
    }
  }
  if (plan.pipeline)
    printPipeline(os, *plan.pipeline);
  if (plan.search)
    printSearch(os, plan);
}

json::Value toJSON(const Plan &plan) {
  json::Array collectives;
  for (const CollectiveCost &c : plan.collectives)
    collectives.push_back(json::Object{{"kind", c.kind},
                                       {"mesh_axes", json::Array(c.meshAxes)},
                                       {"bytes", c.bytes},
                                       {"time_s", c.seconds}});
  json::Object root{
      {"entry", plan.entry},
      {"devices", plan.devices},
      {"modeled_step_time_s", plan.stepSeconds},
      {"modeled_step_time_overlapped_s", plan.overlappedStepSeconds},
      {"replicated_step_time_s", plan.replicatedStepSeconds > 0
                                     ? json::Value(plan.replicatedStepSeconds)
                                     : json::Value(nullptr)},
      {"compute_time_s", plan.computeSeconds},
      {"communication_time_s", plan.communicationSeconds},
      {"peak_memory_bytes", plan.peakMemoryBytes},
      {"cost_model_peak_bytes", plan.costModelPeakBytes},
      {"peak_memory_source", plan.peakMemorySource},
      {"peak_allocations", getPeakAllocationsJson(plan)},
      {"memory_budget_bytes", plan.memoryBudgetBytes},
      {"over_budget", plan.fitsBudget()
                          ? json::Value(nullptr)
                          : json::Value(plan.describeBudgetMiss())},
      {"model_state_bytes", plan.modelStateBytes},
      {"model_state",
       json::Object{
           {"parameter_bytes", plan.modelState.parameters},
           {"gradient_bytes", plan.modelState.gradients},
           {"optimizer_state_bytes", plan.modelState.optimizerState},
           {"unsharded_parameter_bytes", plan.unshardedModelState.parameters},
           {"unsharded_gradient_bytes", plan.unshardedModelState.gradients},
           {"unsharded_optimizer_state_bytes",
            plan.unshardedModelState.optimizerState},
           {"zero_stage", plan.zeroStage}}},
      {"argument_bytes", plan.argumentBytes},
      {"result_bytes", plan.resultBytes},
      {"collectives", std::move(collectives)}};
  json::Array recomputed;
  for (const RecomputedValue &v : plan.recomputed)
    recomputed.push_back(
        json::Object{{"location", v.location},
                     {"op", v.opName},
                     {"type", v.type},
                     {"bytes", v.bytes},
                     {"recompute_flops", v.flops},
                     {"recompute_time_s", v.seconds},
                     {"ops", v.ops},
                     {"decision", v.decision},
                     {"placement", v.onHost ? "host" : "recomputed"}});
  json::Array offloaded;
  for (const Plan::OffloadedArgument &a : plan.offloaded)
    offloaded.push_back(json::Object{{"index", a.index},
                                     {"name", a.name},
                                     {"bytes", a.bytes},
                                     {"copies_in", a.copiesIn},
                                     {"bytes_in", a.bytesIn},
                                     {"bytes_back", a.bytesBack},
                                     {"transfer_time_s", a.transferSeconds},
                                     {"exposed_time_s", a.exposedSeconds},
                                     {"updated_on_host", a.updatedOnHost}});
  root["offloaded"] = std::move(offloaded);
  root["memory_over_program"] =
      json::Object{{"source", plan.peakMemorySource},
                   {"budget_bytes", plan.memoryBudgetBytes},
                   {"bytes", json::Array(plan.memoryTimeline)}};
  root["host_transfer"] =
      json::Object{{"to_device_bytes", plan.hostToDeviceBytes},
                   {"to_host_bytes", plan.deviceToHostBytes},
                   {"time_s", plan.hostTransferSeconds},
                   {"exposed_time_s", plan.hostTransferExposedSeconds}};
  root["host_activations"] =
      json::Object{{"values", plan.hostActivations.values},
                   {"bytes_out", plan.hostActivations.bytesOut},
                   {"bytes_in", plan.hostActivations.bytesIn},
                   {"transfer_time_s", plan.hostActivations.seconds},
                   {"exposed_time_s", plan.hostActivations.exposedSeconds}};
  root["host_step"] =
      json::Object{{"ops", plan.hostStepOps}, {"time_s", plan.hostStepSeconds}};
  root["rematerialized"] =
      json::Object{{"values", std::move(recomputed)},
                   {"recompute_time_s", plan.recomputeSeconds}};
  // The entry's chosen layouts: what a caller feeds and gets back.
  for (const FunctionDecisions &f : plan.decisions) {
    if (f.function != plan.entry)
      continue;
    auto layouts = [](ArrayRef<FunctionDecisions::Layout> list) {
      json::Array array;
      for (const FunctionDecisions::Layout &l : list)
        array.push_back(json::Object{
            {"index", l.index}, {"name", l.name}, {"sharding", l.sharding}});
      return array;
    };
    root["arguments"] = layouts(f.arguments);
    root["results"] = layouts(f.results);
  }
  if (!plan.pipelineCandidates.empty()) {
    json::Array tried;
    for (const Plan::PipelineCandidate &c : plan.pipelineCandidates)
      tried.push_back(json::Object{{"stages", c.stages},
                                   {"microbatches", c.microbatches},
                                   {"mesh", json::Array(c.mesh)},
                                   {"modeled_step_time_s", c.stepSeconds},
                                   {"bubble_fraction", c.bubbleFraction},
                                   {"error", c.error},
                                   {"skipped", c.skipped},
                                   {"skip_reason", c.skipReason},
                                   {"chosen", c.chosen}});
    root["pipeline_candidates"] = std::move(tried);
  }
  if (plan.pipeline) {
    const Plan::PipelinePlan &p = *plan.pipeline;
    json::Array stages;
    for (auto [i, st] : llvm::enumerate(p.stages)) {
      json::Array order;
      for (const PipelineSlot &slot : st.slots)
        order.push_back(slot.getName());
      stages.push_back(json::Object{
          {"stage", int64_t(i)},
          {"entry", st.entry},
          {"devices", p.devicesPerStage},
          {"inputs", json::Array(st.inputs)},
          {"outputs", json::Array(st.outputs)},
          {"first_forward", st.firstForward},
          {"last_forward", st.lastForward},
          {"forward_ops", st.forwardOps},
          {"backward_ops", st.backwardOps},
          {"weight_gradient_ops", st.weightGradientOps},
          {"update_ops", st.updateOps},
          {"forward_time_s", st.forwardSeconds},
          {"backward_time_s", st.backwardSeconds},
          {"weight_gradient_time_s", st.weightGradientSeconds},
          {"update_time_s", st.updateSeconds},
          {"send_bytes_per_microbatch", st.sendBytesPerMicrobatch},
          {"peak_memory_bytes",
           i < p.stagePeakBytes.size() ? p.stagePeakBytes[i] : 0.0},
          {"order", std::move(order)}});
    }
    root["stages"] = std::move(stages);
    root["schedule"] = p.schedule;
    root["microbatches"] = p.microbatches;
    root["bubble_fraction"] = p.bubbleFraction;
    root["transfer_time_s"] = p.transferSeconds;
    root["whole_batch_ops"] = p.wholeBatchOps;
    root["up_front_time_s"] = p.upFrontSeconds;
    root["peak_replay_microbatches"] = p.replayedMicrobatches;
    root["balanced_cut_step_s"] = p.balancedCutSeconds;
    root["chosen_cut_step_s"] = p.chosenCutSeconds;
  }
  if (plan.search) {
    const SearchStatistics &s = *plan.search;
    root["solver"] = json::Object{
        {"method", s.method},
        {"ops", s.ops},
        {"decisions", s.decisions},
        {"classes", s.classes},
        {"variables", s.variables},
        {"constraints", s.constraints},
        {"time_s", s.solveSeconds},
        {"gap", s.flatMeshDevices ? json::Value(nullptr) : json::Value(s.gap)},
        {"allowed_gap", s.allowedGap},
        {"optimal", s.optimal},
        {"optimal_with_followers_merged", s.optimalMerged},
        {"axis_rounds", s.axisRounds},
        {"flat_mesh_devices", s.flatMeshDevices},
        {"replaced_objective_s", s.replacedObjectiveSeconds},
        {"objective_s", s.objectiveSeconds},
        {"modeled_peak_bytes", s.modeledPeakBytes},
        {"modeled_peak_holders", getHoldersJson(s.modeledPeakHolders)},
        {"objective_overlaps_collectives", s.overlapCollectives},
        {"partitioned_over_objective", plan.getPartitionedOverObjective()}};
  }
  return json::Value(std::move(root));
}

} // namespace cleave
