//===- AutoShard.cpp - Choose shardings by minimizing modeled time --------===//

#include "cleave/Search/AutoShard.h"
#include "cleave/Analysis/ShardingState.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEAUTOSHARD
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

struct AutoShardPass : cleave::impl::CleaveAutoShardBase<AutoShardPass> {
  using CleaveAutoShardBase::CleaveAutoShardBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<MeshOp> mesh = getTheMesh(module, "the automatic search");
    if (failed(mesh))
      return signalPassFailure();
    if (!*mesh)
      return; // a single-device program: nothing to choose
    AutoShardOptions options;
    if (solver == "ilp")
      options.solver.solver = SearchOptions::Solver::Ilp;
    else if (solver == "greedy")
      options.solver.solver = SearchOptions::Solver::Greedy;
    else if (solver != "auto") {
      module.emitError() << "cleave-auto-shard: unknown solver '" << solver
                         << "' (auto, ilp or greedy)";
      return signalPassFailure();
    }
    options.solver.timeLimitSeconds = timeLimit;
    options.solver.maxIlpVariables = maxIlpVariables;
    options.memoryBudget = memoryBudget;
    options.shareRepeated = shareRepeated;
    options.mergeAbove = mergeAbove;
    options.overlapCollectives = overlapCollectives;
    if (mergeFollowers == "always")
      options.mergeFollowers = AutoShardOptions::MergeFollowers::Always;
    else if (mergeFollowers == "never")
      options.mergeFollowers = AutoShardOptions::MergeFollowers::Never;
    else if (mergeFollowers != "auto") {
      module.emitError() << "cleave-auto-shard: merge-followers must be "
                            "auto, always or never, not '"
                         << mergeFollowers << "'";
      return signalPassFailure();
    }
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (fn.isExternal())
        continue;
      FailureOr<SearchStatistics> stats = autoShardFunction(fn, *mesh, options);
      if (failed(stats))
        return signalPassFailure();
      fn->setAttr("cleave.search", toAttribute(*stats, &getContext()));
    }
  }
};

} // namespace
