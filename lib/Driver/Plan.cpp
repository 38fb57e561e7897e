//===- Plan.cpp - The search's plan and what it costs ---------------------===//
//
// A plan is the partitioned program priced by the cost model: the same code
// prices what the search chose and what the partitioner emitted, so the
// report can say how far apart the two are.
//
//===----------------------------------------------------------------------===//

#include "MemoryFit.h"
#include "ModelState.h"
#include "Pipeline.h"
#include "cleave/Analysis/ShardingState.h"
#include "cleave/Driver/Driver.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/SourceLocation.h"
#include "cleave/Search/AutoShard.h"
#include "cleave/Target/CpuTarget.h"
#include "cleave/Target/DevicePeak.h"
#include "cleave/Transforms/Offload.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;

namespace cleave {

static std::vector<Plan::HeldAllocation>
getPeakAllocations(const DevicePeak &peak) {
  std::vector<Plan::HeldAllocation> held;
  for (const DevicePeak::Held &h : peak.heldAtPeak)
    held.push_back({getShortLocation(h.loc), double(h.bytes)});
  return held;
}

template <typename T> static std::string print(T value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return text;
}

/// A module as a file holds it: `os << module` prints in local scope,
/// without the file's metadata, so torch-mlir's `dense_resource` constants
/// (BERT's position ids, GPT-2's causal mask) lost their blobs.
static std::string printModule(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text;
}

/// The decisions of a completed global program: argument and result
/// layouts, the loops of ops that split something.
static std::vector<FunctionDecisions> getDecisions(ModuleOp module) {
  std::vector<FunctionDecisions> all;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isExternal())
      continue;
    FunctionDecisions d;
    d.function = fn.getSymName().str();
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      if (Attribute a = fn.getArgAttr(i, "cleave.sharding")) {
        auto name = fn.getArgAttrOfType<StringAttr>(i, "cleave.name");
        d.arguments.push_back(
            {i, name ? name.getValue().str() : std::string(), print(a)});
      }
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      if (Attribute a = fn.getResultAttr(i, "cleave.sharding"))
        d.results.push_back({i, "", print(a)});
    fn.walk([&](Operation *op) {
      auto loops = op->getAttrOfType<ArrayAttr>("cleave.loops");
      if (!loops || llvm::all_of(loops, [](Attribute a) {
            return cast<ArrayAttr>(a).empty();
          }))
        return;
      d.splitOps.push_back({getShortLocation(op->getLoc()),
                            op->getName().getStringRef().str(), print(loops)});
    });
    all.push_back(std::move(d));
  }
  return all;
}

using NamedLoopAxes = std::vector<std::vector<std::string>>;
using LoopDecisions =
    llvm::DenseMap<std::pair<Location, OperationName>, NamedLoopAxes>;

/// Every op's `cleave.loops` in a completed program, by location and name:
/// the partitioner keeps both, so the partitioned op finds its decision. A
/// location two ops of one name share is ambiguous and left out.
static LoopDecisions getLoopDecisions(ModuleOp module) {
  LoopDecisions decisions;
  llvm::DenseSet<std::pair<Location, OperationName>> ambiguous;
  module.walk([&](Operation *op) {
    auto loops = op->getAttrOfType<ArrayAttr>("cleave.loops");
    if (!loops || isa<UnknownLoc>(op->getLoc()))
      return;
    NamedLoopAxes axes;
    for (Attribute loop : loops) {
      axes.emplace_back();
      for (Attribute axis : cast<ArrayAttr>(loop))
        axes.back().push_back(cast<StringAttr>(axis).getValue().str());
    }
    std::pair<Location, OperationName> key(op->getLoc(), op->getName());
    if (!decisions.try_emplace(key, std::move(axes)).second)
      ambiguous.insert(key);
  });
  for (const auto &key : ambiguous)
    decisions.erase(key);
  return decisions;
}

/// The table's row of a priced op.
static PlanRow makeRow(const OpCost &op, const LoopDecisions &loops) {
  PlanRow row;
  row.location = getShortLocation(op.op->getLoc());
  row.opName = op.op->getName().getStringRef().str();
  if (op.op->getNumResults())
    row.localResultType = print(op.op->getResult(0).getType());
  row.computeSeconds = op.computeSeconds;
  row.collectives = op.collectives;
  row.loopAxes = loops.lookup({op.op->getLoc(), op.op->getName()});
  return row;
}

/// What a recomputed op adds to the step as recomputing: a copy in from
/// host memory made again is host traffic, which the host line counts (the
/// agreement check took it off twice: 0.63 on a 4-rank SGD step under a
/// budget that recomputes six copies of host arguments).
static double getRecomputeSeconds(const OpCost &op) {
  if (!op.op->hasAttr(kRecomputedAttr) || op.hostCopy || op.hostCopyOut)
    return 0;
  return op.computeSeconds;
}

std::string Plan::describeBudgetMiss() const {
  if (fitsBudget())
    return "";
  double onHost = 0;
  for (const OffloadedArgument &a : offloaded)
    onHost += a.bytes;
  // Offload stops where the host's memory for this device is full.
  std::string hostFull;
  if (hostMemoryBytes > 0 && !offloaded.empty())
    hostFull = llvm::formatv(" ({0:F0} of the host's {1:F0} bytes per device)",
                             onHost, hostMemoryBytes)
                   .str();
  size_t activations = llvm::count_if(
      recomputed, [](const RecomputedValue &v) { return v.onHost; });
  return llvm::formatv(
             "the plan needs {0:F0} bytes per device at its peak, over {1} "
             "(arguments {2:F0}: parameters, "
             "optimizer state, inputs; results {3:F0}; temporaries {4:F0} "
             "at the peak, after recomputing {5} values and keeping {6} "
             "arguments and {8} activations in host memory{7}); this plan "
             "cannot run in less than {0:F0} bytes",
             peakMemoryBytes,
             describeBudget(memoryBudgetBytes, budgetIsDeviceMemory),
             argumentBytes, resultBytes,
             std::max(0.0, peakMemoryBytes - argumentBytes - resultBytes),
             recomputed.size() - activations, offloaded.size(), hostFull,
             activations)
      .str();
}

double Plan::getPartitionedOverObjective() const {
  // A pipeline's cut was chosen by its simulated schedule, not by the
  // search over the microbatch mesh (which prices the step unpipelined).
  double objective = pipeline && pipeline->chosenCutSeconds > 0
                         ? pipeline->chosenCutSeconds
                     : search ? search->objectiveSeconds
                              : 0;
  if (objective <= 0)
    return 1;
  double step =
      search->overlapCollectives ? overlappedStepSeconds : stepSeconds;
  step -= callOverheadSeconds;
  // Recomputing and host offload are decided after the sharding search
  // (the memory decomposition, docs/design.md) and reported on lines of
  // their own: what the search priced is the rest.
  step -= recomputeSeconds + hostTransferExposedSeconds;
  // Both (next to) nothing, e.g. a program of empty tensors: they agree.
  if (std::fabs(step - objective) < 1e-12)
    return 1;
  return step / objective;
}

/// One attempt: complete and partition a copy of `source`, price it.
static FailureOr<Plan> planOnce(ModuleOp source, const PlanOptions &options,
                                const SearchSettings &search,
                                OwningOpRef<ModuleOp> *planned) {
  OwningOpRef<ModuleOp> module(cast<ModuleOp>(source->clone()));
  Plan plan;
  LoopDecisions loops;
  const MeshOptions &meshOptions = options.program.mesh;
  FailureOr<std::optional<SearchStatistics>> stats = partitionProgram(
      *module, search, options.target, meshOptions, [&](ModuleOp completed) {
        plan.decisions = getDecisions(completed);
        loops = getLoopDecisions(completed);
      });
  if (failed(stats))
    return failure();
  plan.search = *stats;
  SmallVector<MeshOp> meshes = llvm::to_vector(module->getOps<MeshOp>());
  if (meshes.size() != 1)
    return emitError(UnknownLoc::get(module->getContext()))
           << "a plan needs exactly one mesh, found " << meshes.size()
           << (meshes.empty() ? ": give the mesh's shape (how many devices "
                                "along each axis), or declare a cleave.mesh "
                                "in the program"
                              : "");
  MeshOp mesh = meshes.front();
  // An annotated program's own mesh without a cluster (compile needs none):
  // priced on the target's default cluster, as the options say.
  if (!mesh.getDeviceAttr()) {
    CleaveApplyClusterOptions cluster;
    cluster.cluster = getDefaultCluster(meshOptions, options.target);
    PassManager pm(module->getContext());
    pm.addPass(createCleaveApplyCluster(cluster));
    if (failed(pm.run(*module)))
      return failure();
  }
  FailureOr<func::FuncOp> entry = findEntry(*module, options.program.entry);
  if (failed(entry))
    return failure();
  FailureOr<ProgramCost> cost = costFunction(*entry, mesh);
  if (failed(cost))
    return failure();

  plan.entry = entry->getSymName().str();
  plan.meshName = mesh.getSymName().str();
  plan.devices = mesh.getNumDevices();
  for (auto [point, op] : llvm::enumerate(cost->ops)) {
    plan.liveBytes.push_back(op.liveBytes);
    plan.recomputeSeconds += getRecomputeSeconds(op);
    if (op.computeSeconds == 0 && op.collectives.empty())
      continue;
    PlanRow row = makeRow(op, loops);
    row.programPoint = point;
    row.startSeconds = op.startSeconds;
    row.endSeconds = op.endSeconds;
    plan.rows.push_back(std::move(row));
  }
  plan.stepSeconds = cost->stepSeconds;
  plan.overlappedStepSeconds = cost->overlappedStepSeconds;
  plan.callOverheadSeconds = cost->callOverheadSeconds;
  plan.computeSeconds = cost->computeSeconds;
  plan.communicationSeconds = cost->communicationSeconds;
  plan.costModelPeakBytes = plan.peakMemoryBytes = cost->peakMemoryBytes;
  plan.peakMemorySource = "cost model";
  if (isReplayable(*entry)) {
    search.report("bufferizing to predict the device peak");
    FailureOr<DevicePeak> peak = predictDevicePeak(*module, plan.entry);
    if (failed(peak))
      return failure();
    plan.peakMemoryBytes = double(peak->peakBytes);
    plan.peakMemorySource = "bufferized";
    plan.memoryTimeline.assign(peak->timeline.begin(), peak->timeline.end());
    plan.peakAllocations = getPeakAllocations(*peak);
  }
  if (plan.memoryTimeline.empty())
    plan.memoryTimeline = plan.liveBytes;
  plan.argumentBytes = cost->argumentBytes;
  plan.hostToDeviceBytes = cost->hostToDeviceBytes;
  plan.deviceToHostBytes = cost->deviceToHostBytes;
  plan.hostTransferSeconds = cost->hostTransferSeconds;
  plan.hostTransferExposedSeconds = cost->hostTransferExposedSeconds;
  plan.hostActivations = cost->hostActivations;
  plan.hostStepOps = cost->hostStepOps;
  plan.hostStepSeconds = cost->hostStepSeconds;
  if (DeviceAttr device = mesh.getDeviceAttr())
    plan.hostMemoryBytes = device.getHostMemoryBytes();
  plan.collectives = cost->collectives;
  plan.recomputed = getRecomputedValues(*module);
  plan.resultBytes = entryBufferBytes(*module).second;
  auto toBytes = [](const ModelState &m) {
    return Plan::ModelStateBytes{m.parameterBytes, m.gradientBytes,
                                 m.optimizerBytes};
  };
  ModelState local = getModelState(*entry);
  plan.modelState = toBytes(local);
  plan.modelStateBytes = local.totalBytes();
  if (FailureOr<func::FuncOp> unsharded =
          findEntry(source, options.program.entry);
      succeeded(unsharded)) {
    ModelState global = getModelState(*unsharded);
    plan.unshardedModelState = toBytes(global);
    plan.zeroStage = getZeroStage(local, global, plan.devices);
  }
  for (unsigned i = 0; i < entry->getNumArguments(); ++i)
    if (isOnHost(*entry, i)) {
      auto name = entry->getArgAttrOfType<StringAttr>(i, "cleave.name");
      Plan::OffloadedArgument a;
      a.index = i;
      a.name = name ? name.getValue().str() : std::string();
      a.bytes = getTensorBytes(entry->getArgumentTypes()[i]);
      auto traffic = cost->hostArguments.find(i);
      if (traffic != cost->hostArguments.end()) {
        a.copiesIn = traffic->second.copiesIn;
        a.bytesIn = traffic->second.bytesIn;
        a.bytesBack = traffic->second.bytesBack;
        a.transferSeconds = traffic->second.seconds;
        a.exposedSeconds = traffic->second.exposedSeconds;
        a.updatedOnHost = traffic->second.updatedOnHost;
      }
      plan.offloaded.push_back(std::move(a));
    }
  std::tie(plan.memoryBudgetBytes, plan.budgetIsDeviceMemory) =
      getBudget(search, mesh);
  if (options.keepProgram)
    plan.program = printModule(*module);
  if (planned)
    *planned = std::move(module);
  return plan;
}

/// A pipelined plan: the stages' programs, each priced on its own ranks,
/// and the schedule's modeled step.
static FailureOr<Plan> planPipelined(ModuleOp source,
                                     const PlanOptions &options,
                                     const SearchSettings &search) {
  OwningOpRef<ModuleOp> module(cast<ModuleOp>(source->clone()));
  Plan plan;
  LoopDecisions loops;
  FailureOr<PipelinedProgram> pipelined = pipelineProgram(
      *module, search, options.target, options.program.mesh,
      options.program.entry,
      [&](ModuleOp completed) {
        plan.decisions = getDecisions(completed);
        loops = getLoopDecisions(completed);
      },
      // Recomputing to fit a budget rewrites the stages:
      // it gets the cleaned-up program compile gets.
      options.keepProgram || search.memoryBudgetBytes > 0
          ? PipelineBuild::Program
          : PipelineBuild::Priced);
  if (failed(pipelined))
    return failure();
  FailureOr<MeshOp> mesh = getTheMesh(*module, "the plan");
  if (failed(mesh) || !*mesh)
    return failure();
  plan.search = pipelined->search;
  plan.entry = pipelined->manifest.entry;
  plan.meshName = mesh->getSymName().str();
  plan.devices = mesh->getNumDevices();
  Plan::PipelinePlan p;
  p.schedule = getScheduleName(search.pipeline.schedule).str();
  p.microbatches = search.pipeline.microbatches;
  p.devicesPerStage = plan.devices / mesh->getShape()[0];
  p.bubbleFraction = pipelined->timing.bubbleFraction;
  p.transferSeconds = pipelined->transferSeconds;
  p.wholeBatchOps = pipelined->pipeline.wholeBatchOps;
  p.upFrontSeconds = pipelined->pipeline.upFrontSeconds;
  p.balancedCutSeconds = pipelined->pipeline.balancedCutSeconds;
  p.chosenCutSeconds = pipelined->pipeline.chosenCutSeconds;
  p.stages = pipelined->pipeline.stages;
  for (const PipelineStage &stage : p.stages) {
    auto fn = module->lookupSymbol<func::FuncOp>(stage.entry);
    FailureOr<ProgramCost> cost = costFunction(fn, *mesh);
    if (failed(cost))
      return failure();
    // Recomputed inside the stage (per device, as the other totals: the
    // most over stages).
    double recompute = 0;
    for (const OpCost &op : cost->ops) {
      recompute += getRecomputeSeconds(op);
      if (op.computeSeconds == 0 && op.collectives.empty())
        continue;
      plan.rows.push_back(makeRow(op, loops));
    }
    plan.recomputeSeconds = std::max(plan.recomputeSeconds, recompute);
    plan.computeSeconds = std::max(plan.computeSeconds, cost->computeSeconds);
    plan.communicationSeconds =
        std::max(plan.communicationSeconds, cost->communicationSeconds);
    plan.collectives.insert(plan.collectives.end(), cost->collectives.begin(),
                            cost->collectives.end());
    double peak = cost->peakMemoryBytes;
    std::vector<double> timeline;
    std::vector<Plan::HeldAllocation> held;
    // The shorter schedule's stage when there is one (same peak, less IR).
    ModuleOp replayed =
        pipelined->peakReplay ? *pipelined->peakReplay : *module;
    if (isReplayable(replayed.lookupSymbol<func::FuncOp>(stage.entry))) {
      search.report("bufferizing to predict each stage's device peak");
      FailureOr<DevicePeak> replay = predictDevicePeak(replayed, stage.entry);
      if (failed(replay))
        return failure();
      peak = double(replay->peakBytes);
      timeline.assign(replay->timeline.begin(), replay->timeline.end());
      held = getPeakAllocations(*replay);
    } else {
      plan.peakMemorySource = "cost model";
    }
    p.stagePeakBytes.push_back(peak);
    if (peak >= plan.peakMemoryBytes) {
      plan.peakMemoryBytes = peak;
      plan.costModelPeakBytes = cost->peakMemoryBytes;
      plan.memoryTimeline = timeline;
      plan.peakAllocations = held;
      plan.argumentBytes = cost->argumentBytes;
    }
  }
  if (plan.peakMemorySource == "bufferized")
    p.replayedMicrobatches = pipelined->peakReplay
                                 ? pipelined->replayedMicrobatches
                                 : p.microbatches;
  plan.stepSeconds = plan.overlappedStepSeconds = pipelined->timing.stepSeconds;
  plan.recomputed = getRecomputedValues(*module);
  plan.pipeline = std::move(p);
  std::tie(plan.memoryBudgetBytes, plan.budgetIsDeviceMemory) =
      getBudget(search, *mesh);
  if (options.keepProgram)
    plan.program = printModule(*module);
  return plan;
}

/// The modeled step of `source` with every op replicated: propagated from
/// no annotations, partitioned and priced as a plan is, without a budget
/// (replication may not fit one). std::nullopt where that fails; what it
/// says is about a program the user did not ask for, so it is silenced.
static std::optional<double> priceReplicated(ModuleOp source,
                                             const PlanOptions &options,
                                             SearchSettings search) {
  ScopedDiagnosticHandler silence(source.getContext(),
                                  [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module(cast<ModuleOp>(source->clone()));
  search.completion = Completion::Propagate;
  search.memoryBudgetBytes = 0;
  search.progress = nullptr;
  if (failed(partitionProgram(*module, search, options.target,
                              options.program.mesh, nullptr)))
    return std::nullopt;
  SmallVector<MeshOp> meshes = llvm::to_vector(module->getOps<MeshOp>());
  FailureOr<func::FuncOp> entry = findEntry(*module, options.program.entry);
  if (meshes.size() != 1 || failed(entry))
    return std::nullopt;
  FailureOr<ProgramCost> cost = costFunction(*entry, meshes.front());
  if (failed(cost))
    return std::nullopt;
  return cost->stepSeconds;
}

FailureOr<Plan> planModule(ModuleOp module, const PlanOptions &options,
                           OwningOpRef<ModuleOp> *planned) {
  // What compile refuses at the artifact's boundary (memref, dynamic or
  // scalar arguments, unsupported element types), plan refuses too: a plan
  // of a program that cannot be built is no plan.
  FailureOr<func::FuncOp> entry = findEntry(module, options.program.entry);
  if (failed(entry) || failed(buildManifest(module, *entry)))
    return failure();
  // A program without a mesh compiles for one device: it is planned as one
  // (as with `--mesh 1`) where plan had refused it for want of a mesh; on
  // a copy, which the caller's next compile or print must not see.
  if (options.program.mesh.shape.empty() && module.getOps<MeshOp>().empty()) {
    OwningOpRef<ModuleOp> copy(cast<ModuleOp>(module->clone()));
    CleaveDefineMeshOptions oneDevice;
    oneDevice.shape = "1";
    oneDevice.meshName = "mesh";
    oneDevice.cluster = getDefaultCluster(options.program.mesh, options.target);
    PassManager pm(module.getContext());
    pm.addPass(createCleaveDefineMesh(oneDevice));
    if (failed(pm.run(*copy)))
      return failure();
    return planModule(*copy, options, planned);
  }
  const PipelineSettings &pipe = options.search.pipeline;
  FailureOr<PipelineSettings> settledPipe =
      settlePipelineSettings(module, pipe);
  if (failed(settledPipe))
    return failure();
  if (settledPipe->stages != pipe.stages) {
    PlanOptions settled = options;
    settled.search.pipeline = *settledPipe;
    return planModule(module, settled, planned);
  }
  if ((pipe.stages || pipe.isAutomatic()) && options.fixed)
    return emitError(module.getLoc())
           << "a fixed plan costs the program's own shardings; a pipeline "
              "is searched";
  if (pipe.isAutomatic()) {
    std::vector<Plan::PipelineCandidate> tried;
    options.search.report("choosing a pipeline");
    FailureOr<PipelineSettings> chosen =
        choosePipeline(module, options.search, options.target,
                       options.program.mesh, options.program.entry, &tried);
    if (failed(chosen))
      return failure();
    PlanOptions settled = options;
    settled.search.pipeline = *chosen;
    FailureOr<Plan> plan = planModule(module, settled);
    if (succeeded(plan))
      plan->pipelineCandidates = std::move(tried);
    return plan;
  }
  if (pipe.stages)
    return planPipelined(module, options, options.search);
  SearchSettings search = options.search;
  if (options.fixed) {
    if (search.completion == Completion::Search)
      return emitError(module.getLoc())
             << "a fixed plan costs the program's own shardings; it cannot "
                "also be searched";
    search.completion = Completion::Propagate;
  } else if (search.completion == Completion::Default && !options.asCompiled) {
    search.completion = Completion::Search;
  }
  // Over-budget plans are re-searched inside partitionProgram, so that the
  // program compiled with the same options is the one planned here.
  // Only a plan with the options compile takes is the program it builds.
  FailureOr<Plan> plan =
      planOnce(module, options, search,
               options.asCompiled && !options.fixed ? planned : nullptr);
  if (succeeded(plan) && options.compareWithReplicated && plan->search &&
      !hasShardingAnnotations(*entry))
    plan->replicatedStepSeconds =
        priceReplicated(module, options, search).value_or(0);
  return plan;
}

} // namespace cleave
