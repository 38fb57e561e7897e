//===- AutoShard.cpp - Choose shardings by minimizing modeled time --------===//

#include "cleave/Analysis/ShardingState.h"
#include "cleave/Search/ShardingSpace.h"
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
    SearchOptions searchOptions;
    if (solver == "ilp")
      searchOptions.solver = SearchOptions::Solver::Ilp;
    else if (solver == "greedy")
      searchOptions.solver = SearchOptions::Solver::Greedy;
    else if (solver != "auto") {
      module.emitError() << "cleave-auto-shard: unknown solver '" << solver
                         << "' (auto, ilp or greedy)";
      return signalPassFailure();
    }
    searchOptions.timeLimitSeconds = timeLimit;
    searchOptions.maxIlpVariables = maxIlpVariables;
    for (auto fn : module.getOps<func::FuncOp>())
      if (!fn.isExternal() && failed(search(fn, *mesh, searchOptions)))
        return signalPassFailure();
  }

  LogicalResult search(func::FuncOp fn, MeshOp mesh,
                       const SearchOptions &searchOptions) {
    ShardingSpaceOptions spaceOptions;
    spaceOptions.shareRepeated = shareRepeated;
    if (mergeFollowers != "auto" && mergeFollowers != "always" &&
        mergeFollowers != "never")
      return fn.emitError() << "cleave-auto-shard: merge-followers must be "
                               "auto, always or never, not '"
                            << mergeFollowers << "'";
    spaceOptions.mergeFollowers = mergeFollowers == "always";
    spaceOptions.memoryBudget = memoryBudget;
    if (spaceOptions.memoryBudget <= 0 && mesh.getDeviceAttr())
      spaceOptions.memoryBudget = mesh.getDeviceAttr().getMemoryBytes();
    FailureOr<ShardingSpace> space = buildShardingSpace(fn, mesh, spaceOptions);
    if (failed(space))
      return failure();
    // Large problems: merge elementwise followers into their producers.
    if (mergeFollowers == "auto" &&
        countIlpVariables(space->problem) > mergeAbove) {
      spaceOptions.mergeFollowers = true;
      space = buildShardingSpace(fn, mesh, spaceOptions);
      if (failed(space))
        return failure();
    }
    SearchSolution solution;
    std::string error;
    if (!solveSearch(space->problem, searchOptions, solution, error))
      return fn.emitError()
             << "automatic sharding of @" << fn.getSymName() << " on mesh @"
             << mesh.getSymName() << ": " << error;
    applyShardingChoice(*space, solution.choice, fn, mesh);
    Builder b(fn.getContext());
    fn->setAttr(
        "cleave.search",
        b.getDictionaryAttr({
            b.getNamedAttr("method", b.getStringAttr(solution.method)),
            b.getNamedAttr("ops", b.getI64IntegerAttr(space->numOps)),
            b.getNamedAttr("decisions",
                           b.getI64IntegerAttr(space->decisions.size())),
            b.getNamedAttr("followers",
                           b.getI64IntegerAttr(space->followers.size())),
            b.getNamedAttr("nodes",
                           b.getI64IntegerAttr(space->problem.nodes.size())),
            b.getNamedAttr("variables",
                           b.getI64IntegerAttr(solution.variables)),
            b.getNamedAttr("constraints",
                           b.getI64IntegerAttr(solution.constraints)),
            b.getNamedAttr("solve_time_s",
                           b.getF64FloatAttr(solution.solveSeconds)),
            b.getNamedAttr("objective_s",
                           b.getF64FloatAttr(solution.objective)),
            b.getNamedAttr("gap", b.getF64FloatAttr(solution.gap())),
            b.getNamedAttr("optimal", b.getBoolAttr(solution.optimal)),
            b.getNamedAttr("modeled_peak_bytes",
                           b.getF64FloatAttr(solution.peakBytes)),
            b.getNamedAttr("memory_budget_bytes",
                           b.getF64FloatAttr(spaceOptions.memoryBudget)),
        }));
    return success();
  }
};

} // namespace
