//===- Completion.cpp - From a global program to the per-device one -------===//
//
// Which shardings a program lacks and how they are completed: SPMD programs
// pass through, annotated global programs are propagated, unannotated ones
// on a mesh of more than one device are searched. Then the partitioner
// emits the per-device program.
//
//===----------------------------------------------------------------------===//

#include "MemoryFit.h"
#include "Pipeline.h"
#include "VerifyOnce.h"
#include "cleave/Analysis/ShardingState.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Driver/Driver.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Target/DevicePeak.h"
#include "cleave/Transforms/ClusterToMesh.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include <limits>

using namespace mlir;

namespace cleave {
namespace {

enum class Mode { None, Propagate, Search };

/// SPMD programs are those with collectives or process queries, or (unless
/// searching) `cleave.sharding` attributes on local types.
FailureOr<Mode> chooseMode(ModuleOp module, Completion completion) {
  bool annotated = false, collectives = false, attributes = false;
  unsigned annotations = 0;
  module.walk([&](Operation *op) {
    if (isa<AnnotateOp>(op))
      annotated = true, ++annotations;
    else if (op->getDialect() && isa<CleaveDialect>(op->getDialect()) &&
             !isa<MeshOp>(op))
      collectives = true;
  });
  for (auto fn : module.getOps<func::FuncOp>()) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      attributes |= bool(fn.getArgAttr(i, "cleave.sharding"));
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      attributes |= bool(fn.getResultAttr(i, "cleave.sharding"));
  }
  // Sharding attributes alone are constraints for a search, an SPMD
  // program's layouts otherwise.
  bool spmd = collectives || (attributes && completion != Completion::Search);
  int64_t devices = 1;
  for (auto mesh : module.getOps<MeshOp>())
    devices = std::max<int64_t>(devices, mesh.getNumDevices());
  switch (completion) {
  case Completion::Propagate:
    return annotated ? Mode::Propagate : Mode::None;
  case Completion::Search:
    if (spmd && !annotated)
      return emitError(module.getLoc())
             << "the automatic search needs a single-device program; this "
                "one is already SPMD (it has cleave collectives or process "
                "queries)";
    return devices > 1 ? Mode::Search : Mode::None;
  case Completion::Default:
    if (annotated) {
      // A user who pins one layout to guide the search got a plan 2.3x
      // slower than the search's, and no word that it did not run.
      if (devices > 1)
        emitRemark(module.getLoc())
            << "the shardings are completed from the program's " << annotations
            << " annotation" << (annotations == 1 ? "" : "s")
            << " by propagation alone; the cost-model search, which takes "
               "them as constraints, runs in search mode 'auto'";
      return Mode::Propagate;
    }
    return !spmd && devices > 1 ? Mode::Search : Mode::None;
  }
  llvm_unreachable("unknown completion");
}

/// Runs the search on every function with a body (one mesh per module).
FailureOr<std::optional<SearchStatistics>>
search(ModuleOp module, const SearchSettings &settings) {
  FailureOr<MeshOp> mesh = getTheMesh(module, "the automatic search");
  if (failed(mesh))
    return failure();
  if (!*mesh)
    return std::optional<SearchStatistics>();
  AutoShardOptions options;
  options.solver.solver = settings.solver;
  options.solver.timeLimitSeconds = settings.timeLimitSeconds;
  options.memoryBudget = settings.memoryBudgetBytes;
  options.solver.raiseBudgetToLeast = settings.frugalBelowLeast;
  options.overlapCollectives = settings.overlapCollectives;
  std::optional<SearchStatistics> last;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isExternal())
      continue;
    FailureOr<SearchStatistics> stats = autoShardFunction(fn, *mesh, options);
    if (failed(stats))
      return failure();
    last = *stats;
  }
  return last;
}

/// Search (in Search mode), propagate and partition `module` in place.
FailureOr<std::optional<SearchStatistics>>
completeAndPartition(ModuleOp module, Mode mode, const SearchSettings &settings,
                     llvm::function_ref<void(ModuleOp)> inspect) {
  std::optional<SearchStatistics> stats;
  if (mode == Mode::Search) {
    settings.report("searching");
    FailureOr<std::optional<SearchStatistics>> searched =
        search(module, settings);
    if (failed(searched))
      return failure();
    stats = *searched;
  }
  settings.report(mode == Mode::Search ? "propagating the chosen shardings"
                                       : "propagating");
  PassManager propagate(module.getContext());
  propagate.addPass(createCleavePropagate());
  if (failed(runVerifyingOnce(propagate, module)))
    return failure();
  if (inspect)
    inspect(module);
  settings.report("partitioning");
  PassManager partition(module.getContext());
  partition.addPass(createCleavePartition());
  partition.addPass(createCanonicalizerPass());
  partition.addPass(createCSEPass());
  if (failed(runVerifyingOnce(partition, module)))
    return failure();
  return stats;
}

/// Moves `from`'s body and attributes into `to`.
void replaceModule(ModuleOp to, ModuleOp from) {
  to.getBody()->clear(); // (uses dropped before their definitions go)
  to.getBody()->getOperations().splice(to.getBody()->end(),
                                       from.getBody()->getOperations());
  to->setAttrs(from->getAttrDictionary());
}

/// Searches under a budget at most this many times; a plan using at least
/// this share of the budget is taken without trying a larger search budget.
static constexpr int kBudgetTries = 4;
static constexpr double kBudgetUsedEnough = 0.9;
/// The overlap objective's search gets at most this many times the
/// blocking search's solve time, and at least kOverlapSearchSeconds.
static constexpr double kOverlapSearchTimes = 2, kOverlapSearchSeconds = 10;

/// One search-mode candidate: a partitioned copy of the program, its
/// statistics, its predicted peak and budget, its modeled step time.
struct Candidate {
  OwningOpRef<ModuleOp> module;
  /// The program as propagated, before partitioning: what the plan reports
  /// as this candidate's shardings (kept only when someone inspects it).
  OwningOpRef<ModuleOp> propagated;
  std::optional<SearchStatistics> stats;
  double peak = 0, budget = 0, seconds = 0;
  bool fits() const { return budget <= 0 || peak <= budget; }
};

FailureOr<double> modeledSeconds(ModuleOp module, bool overlapped) {
  FailureOr<MeshOp> mesh = getTheMesh(module, "the plan comparison");
  if (failed(mesh) || !*mesh)
    return failure();
  double seconds = 0;
  for (auto fn : module.getOps<func::FuncOp>())
    if (!fn.isExternal() && fn.isPublic()) {
      FailureOr<ProgramCost> cost = costFunction(fn, *mesh);
      if (failed(cost))
        return failure();
      seconds += overlapped ? cost->overlappedStepSeconds : cost->stepSeconds;
    }
  return seconds;
}

/// Prices `c`'s program: predicted peak and budget, modeled step time.
LogicalResult price(Candidate &c, const SearchSettings &settings,
                    bool recompute) {
  FailureOr<std::pair<double, double>> peak =
      recompute ? recomputeToFit(*c.module, settings)
                : peakAndBudget(*c.module, settings);
  if (failed(peak))
    return failure();
  std::tie(c.peak, c.budget) = *peak;
  FailureOr<double> seconds =
      modeledSeconds(*c.module, settings.overlapCollectives);
  if (failed(seconds))
    return failure();
  c.seconds = *seconds;
  return success();
}

/// Searches a copy of `module` under `attempt`, partitions and prices it.
FailureOr<Candidate>
searchCandidate(ModuleOp module, Mode mode, const SearchSettings &attempt,
                const SearchSettings &settings,
                llvm::function_ref<void(ModuleOp)> inspect) {
  Candidate c;
  c.module = OwningOpRef<ModuleOp>(cast<ModuleOp>(module->clone()));
  // Inspected only once chosen: the plan's shardings are the emitted
  // program's, not those of the last candidate searched.
  auto keep = [&](ModuleOp propagated) {
    c.propagated = OwningOpRef<ModuleOp>(cast<ModuleOp>(propagated->clone()));
  };
  FailureOr<std::optional<SearchStatistics>> stats = completeAndPartition(
      *c.module, mode, attempt,
      inspect ? llvm::function_ref<void(ModuleOp)>(keep) : nullptr);
  if (failed(stats))
    return failure();
  c.stats = *stats;
  if (failed(price(c, settings, /*recompute=*/false)))
    return failure();
  return c;
}

} // namespace

void addGlobalPreparation(OpPassManager &pm) {
  pm.addPass(createInlinerPass());
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCleaveFoldShapeErasingCasts());
  pm.addPass(createCleaveUncollapseBatchMatmul());
}

/// partitionProgram with the settings the target allows.
static FailureOr<std::optional<SearchStatistics>>
partitionFor(ModuleOp module, const SearchSettings &given, Target target,
             const MeshOptions &mesh,
             llvm::function_ref<void(ModuleOp)> inspect) {
  SearchSettings settings = given;
  settings.overlapCollectives = target == Target::Cuda;
  settings.hostOptimizerStep = target == Target::Cpu;
  // Both targets: on CUDA the copies out go to pinned host memory on the
  // copy stream (cleave-prefetch-host-copies).
  settings.offloadActivations = true;
  FailureOr<Mode> mode = chooseMode(module, settings.completion);
  if (failed(mode))
    return failure();
  if (*mode == Mode::None) {
    // A per-device program already: only recomputing and host memory are
    // left to fit it, priced on the target's device model where the
    // program has no mesh of its own (without one there was no host link
    // to price, and `compile` kept no activation on the host that `--mesh
    // 1` would). Elementwise arith and math on tensors become the generics
    // the lowering makes of them anyway, so that they are priced (they
    // had no cost: 32 additions on one device planned at 0 us). Calls are
    // inlined first, as the lowering inlines them: a step whose work sits
    // in a private callee was priced at 0 us (sweep 28), and so was the
    // "replicating every op" line compared with a searched plan.
    PassManager elementwise(module.getContext());
    elementwise.addPass(createInlinerPass());
    elementwise.addNestedPass<func::FuncOp>(
        createConvertElementwiseToLinalgPass());
    if (failed(runVerifyingOnce(elementwise, module)))
      return failure();
    DeviceAttr device;
    if (settings.memoryBudgetBytes > 0) {
      FailureOr<ClusterModel> cluster =
          loadClusterAt(module.getLoc(), getDefaultCluster(mesh, target));
      if (failed(cluster))
        return failure();
      device = getDeviceModel(module.getContext(), *cluster);
    }
    if (failed(recomputeToFit(module, settings, device)))
      return failure();
    return std::optional<SearchStatistics>();
  }

  PassManager prepare(module.getContext());
  addGlobalPreparation(prepare);
  if (*mode == Mode::Search) {
    CleaveApplyClusterOptions cluster;
    cluster.cluster = getDefaultCluster(mesh, target);
    prepare.addPass(createCleaveApplyCluster(cluster));
  }
  if (failed(runVerifyingOnce(prepare, module)))
    return failure();
  if (*mode != Mode::Search) {
    FailureOr<std::optional<SearchStatistics>> stats =
        completeAndPartition(module, *mode, settings, inspect);
    if (failed(stats) || failed(recomputeToFit(module, settings)))
      return failure();
    return stats;
  }

  // Memory, as a decomposition (docs/design.md, "Memory decisions"): the
  // fastest sharding, searched without a budget, is kept if it fits. If
  // not, two candidates: that sharding with values recomputed until it
  // fits, and the search under the budget (whose memory model leaves out
  // temporaries: while its program is over, search again with the budget
  // scaled by the observed ratio), recomputing what is still over. The
  // faster of those that fit wins; here, not in the planner, so that what
  // compiles is what was planned.
  SearchSettings unbounded = settings;
  unbounded.memoryBudgetBytes = std::numeric_limits<double>::max();
  // The overlap credit is an estimate made before the choice (the compute
  // each collective could hide behind, as if no other collective shared
  // its stream): where collectives overlap, the plan searched without it
  // competes, and the overlapped schedule of each partitioned program
  // (costFunction) decides. That plan is searched first: the overlap
  // objective's ILP is much slower (GPT-2's AdamW step on h200-pod 2x8:
  // 15.5 s without, the 60 s limit with), and it gets a few times the
  // first one's time.
  SearchSettings blocking = unbounded;
  blocking.overlapCollectives = false;
  FailureOr<Candidate> fastest =
      searchCandidate(module, *mode, blocking, settings, inspect);
  if (failed(fastest))
    return failure();
  if (settings.overlapCollectives) {
    SearchSettings overlapped = unbounded;
    double spent = fastest->stats ? fastest->stats->solveSeconds : 0;
    overlapped.timeLimitSeconds =
        std::min(overlapped.timeLimitSeconds,
                 std::max(kOverlapSearchSeconds, kOverlapSearchTimes * spent));
    // Its remarks are the first search's again (a mesh axis nothing
    // divides by): said once.
    ScopedDiagnosticHandler quiet(module.getContext(), [](Diagnostic &d) {
      return success(d.getSeverity() == DiagnosticSeverity::Remark);
    });
    FailureOr<Candidate> other =
        searchCandidate(module, *mode, overlapped, settings, inspect);
    if (failed(other))
      return failure();
    if (other->seconds <= fastest->seconds)
      fastest = std::move(other);
  }
  auto finish = [&](Candidate &c) -> std::optional<SearchStatistics> {
    if (c.stats)
      c.stats->memoryBudgetBytes = c.budget;
    if (inspect && c.propagated)
      inspect(*c.propagated);
    replaceModule(module, *c.module);
    return c.stats;
  };
  if (!fastest->stats || fastest->fits())
    return finish(*fastest);
  // A budget the sharding search cannot meet is not yet a failure:
  // recomputing may meet it. Its errors are held until that is known.
  SearchSettings attempt = settings;
  // Below what the search's model allows, the most frugal sharding is the
  // candidate: recomputing and host memory, which that model leaves out,
  // may still fit it (a 4-rank Phi-3 whose weights alone are over).
  attempt.frugalBelowLeast = true;
  // The search's model and the partitioned program's peak differ, so the
  // search budget is rescaled by what a plan over the budget held; a plan
  // that fits with room to spare is tried again between its search
  // budget and the smallest one that did not fit (a rolled AdamW step
  // rescaled to 40 KB ran 21.2 us in 38.8 KB of a 55 KB budget; midway
  // the 12.3 us plan fits), and the fastest plan that fits is kept.
  std::optional<Candidate> bounded;
  std::vector<std::pair<Location, std::string>> heldErrors;
  double tooLarge = attempt.memoryBudgetBytes;
  for (int tries = 0; tries < kBudgetTries; ++tries) {
    FailureOr<Candidate> c = failure();
    {
      ScopedDiagnosticHandler hold(module.getContext(), [&](Diagnostic &d) {
        if (d.getSeverity() == DiagnosticSeverity::Error && tries == 0)
          heldErrors.emplace_back(d.getLocation(), d.str());
        return success(d.getSeverity() == DiagnosticSeverity::Error);
      });
      c = searchCandidate(module, *mode, attempt, settings, inspect);
    }
    if (failed(c))
      break; // a rescaled budget too tight: keep the last candidate
    bool fits = c->fits(), last = !c->stats || c->stats->budgetRaised;
    double peak = c->peak;
    double rescaled =
        c->stats ? c->stats->modeledPeakBytes * c->budget / c->peak * 0.99 : 0;
    // The fastest plan that fits, else the last one.
    if (!bounded || (fits ? !bounded->fits() || c->seconds < bounded->seconds
                          : !bounded->fits()))
      bounded = std::move(*c);
    if (last)
      break;
    if (!fits) {
      tooLarge = attempt.memoryBudgetBytes;
      attempt.memoryBudgetBytes =
          bounded->fits() // between a budget that fits and this one
              ? (attempt.memoryBudgetBytes +
                 bounded->stats->memoryBudgetBytes) /
                    2
              : rescaled;
      continue;
    }
    // Fits: done unless much of the budget is left and a larger search
    // budget is untried.
    if (tries == 0 || peak >= bounded->budget * kBudgetUsedEnough ||
        attempt.memoryBudgetBytes >= tooLarge * kBudgetUsedEnough)
      break;
    attempt.memoryBudgetBytes = (attempt.memoryBudgetBytes + tooLarge) / 2;
  }
  if (failed(price(*fastest, settings, /*recompute=*/true)))
    return failure();
  if (bounded && !bounded->fits() &&
      failed(price(*bounded, settings, /*recompute=*/true)))
    return failure();
  if (!bounded && !fastest->fits()) {
    for (auto &[loc, message] : heldErrors)
      emitError(loc) << message
                     << "; recomputing values lowers the fastest plan's "
                        "predicted peak to "
                     << int64_t(fastest->peak) << " bytes only";
    if (heldErrors.empty())
      return finish(*fastest);
    return failure();
  }
  bool fastestWins =
      !bounded ||
      (fastest->fits()
           ? !bounded->fits() || fastest->seconds <= bounded->seconds
           : !bounded->fits() && fastest->peak < bounded->peak);
  return finish(fastestWins ? *fastest : *bounded);
}

FailureOr<std::optional<SearchStatistics>>
partitionProgram(ModuleOp module, const SearchSettings &settings, Target target,
                 const MeshOptions &mesh,
                 llvm::function_ref<void(ModuleOp)> inspect) {
  if (settings.memoryBudgetBytes < 0 || settings.timeLimitSeconds <= 0)
    return emitError(module.getLoc())
           << "the memory budget must be positive bytes (0 for the device's "
              "capacity) and the search's time limit positive seconds";
  return partitionFor(module, settings, target, mesh, inspect);
}

LogicalResult stripToSingleDevice(ModuleOp module) {
  // Collectives and process queries have no single-device meaning.
  WalkResult spmd = module.walk([](Operation *op) {
    if (op->getDialect() && isa<CleaveDialect>(op->getDialect()) &&
        !isa<AnnotateOp, MeshOp>(op)) {
      op->emitError() << "'" << op->getName()
                      << "' makes this an SPMD program, which has no "
                         "single-device reading: give the single-device "
                         "program as the reference";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (spmd.wasInterrupted())
    return failure();
  module.walk([&](AnnotateOp op) {
    op.getResult().replaceAllUsesWith(op.getInput());
    op.erase();
  });
  for (auto fn : module.getOps<func::FuncOp>()) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      fn.removeArgAttr(i, "cleave.sharding");
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      fn.removeResultAttr(
          i, StringAttr::get(module.getContext(), "cleave.sharding"));
  }
  for (auto mesh : llvm::make_early_inc_range(module.getOps<MeshOp>()))
    mesh.erase();
  return success();
}

} // namespace cleave
