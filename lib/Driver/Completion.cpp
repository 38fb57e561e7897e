//===- Completion.cpp - From a global program to the per-device one -------===//
//
// Which shardings a program lacks and how they are completed: SPMD programs
// pass through, annotated global programs are propagated, unannotated ones
// on a mesh of more than one device are searched. Then the partitioner
// emits the per-device program.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ShardingState.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Driver/Driver.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Target/DevicePeak.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace cleave {
namespace {

enum class Mode { None, Propagate, Search };

/// SPMD programs are those with collectives or process queries, or (unless
/// searching) `cleave.sharding` attributes on local types.
FailureOr<Mode> chooseMode(ModuleOp module, Completion completion) {
  bool annotated = false, collectives = false, attributes = false;
  module.walk([&](Operation *op) {
    if (isa<AnnotateOp>(op))
      annotated = true;
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
    if (annotated)
      return Mode::Propagate;
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
  if (failed(propagate.run(module)))
    return failure();
  if (inspect)
    inspect(module);
  settings.report("partitioning");
  PassManager partition(module.getContext());
  partition.addPass(createCleavePartition());
  partition.addPass(createCanonicalizerPass());
  partition.addPass(createCSEPass());
  if (failed(partition.run(module)))
    return failure();
  return stats;
}

/// The partitioned program's predicted device peak (its bufferized
/// allocations; the largest over its public functions) and the budget it
/// must fit: the settings', else the mesh's device memory (0: none known).
FailureOr<std::pair<double, double>> peakAndBudget(ModuleOp module,
                                                   const SearchSettings &s) {
  FailureOr<MeshOp> mesh = getTheMesh(module, "the memory check");
  if (failed(mesh))
    return failure();
  double budget = s.memoryBudgetBytes;
  if (budget <= 0 && *mesh && mesh->getDeviceAttr())
    budget = mesh->getDeviceAttr().getMemoryBytes();
  // What planModule reports: the replay where it is affordable.
  double peak = 0;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isExternal() || !fn.isPublic())
      continue;
    if (!isReplayable(fn) && *mesh) {
      FailureOr<ProgramCost> cost = costFunction(fn, *mesh);
      if (failed(cost))
        return failure();
      peak = std::max(peak, cost->peakMemoryBytes);
      continue;
    }
    s.report("bufferizing to predict the device peak");
    FailureOr<DevicePeak> predicted =
        predictDevicePeak(module, fn.getSymName());
    if (failed(predicted))
      return failure();
    peak = std::max(peak, double(predicted->peakBytes));
  }
  return std::make_pair(peak, budget);
}

} // namespace

FailureOr<std::optional<SearchStatistics>>
partitionProgram(ModuleOp module, const SearchSettings &settings, Target target,
                 const MeshOptions &mesh,
                 llvm::function_ref<void(ModuleOp)> inspect) {
  if (settings.memoryBudgetBytes < 0 || settings.timeLimitSeconds <= 0)
    return emitError(module.getLoc())
           << "the memory budget must be positive bytes (0 for the device's "
              "capacity) and the search's time limit positive seconds";
  FailureOr<Mode> mode = chooseMode(module, settings.completion);
  if (failed(mode))
    return failure();
  if (*mode == Mode::None)
    return std::optional<SearchStatistics>();

  PassManager prepare(module.getContext());
  prepare.addPass(createInlinerPass());
  prepare.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  prepare.addPass(createCanonicalizerPass());
  prepare.addPass(createCleaveUncollapseBatchMatmul());
  if (*mode == Mode::Search) {
    CleaveApplyClusterOptions cluster;
    cluster.cluster = getDefaultCluster(mesh, target);
    prepare.addPass(createCleaveApplyCluster(cluster));
  }
  if (failed(prepare.run(module)))
    return failure();
  if (*mode != Mode::Search)
    return completeAndPartition(module, *mode, settings, inspect);

  // The search's memory model leaves out temporaries (reshard buffers,
  // rematerialized fills): while the partitioned program is over the
  // budget, search again with the budget scaled by the observed ratio.
  // Here, not in the planner, so that what compiles is what was planned.
  SearchSettings attempt = settings;
  for (int tries = 0;; ++tries) {
    OwningOpRef<ModuleOp> trial(cast<ModuleOp>(module->clone()));
    FailureOr<std::optional<SearchStatistics>> stats =
        completeAndPartition(*trial, *mode, attempt, inspect);
    if (failed(stats))
      return failure();
    FailureOr<std::pair<double, double>> peak = peakAndBudget(*trial, settings);
    if (failed(peak))
      return failure();
    auto [peakBytes, budget] = *peak;
    if (!*stats || budget <= 0 || peakBytes <= budget || tries == 3) {
      module.getBody()->getOperations().clear();
      module.getBody()->getOperations().splice(
          module.getBody()->end(), trial->getBody()->getOperations());
      module->setAttrs((*trial)->getAttrDictionary());
      return stats;
    }
    attempt.memoryBudgetBytes =
        (*stats)->modeledPeakBytes * budget / peakBytes * 0.99;
  }
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
