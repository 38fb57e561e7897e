//===- AutoShardFunction.cpp - The automatic search on one function -------===//

#include "cleave/IR/ShardingUtils.h"
#include "cleave/IR/SourceLocation.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Search/AutoShard.h"
#include "cleave/Search/ShardingSpace.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <optional>

using namespace mlir;

namespace cleave {

/// Follower merging's second look (autoShardFunction): after a merged
/// solve quicker than this, the whole problem is solved too, for at most
/// kWholeProblemSeconds.
static constexpr double kQuickMergedSolveSeconds = 5.0;
static constexpr double kWholeProblemSeconds = 10.0;
/// The flat mesh's plan, and the whole problem after a merged solve, are
/// sought only with at least this much of the time limit left.
static constexpr double kLeastRetrySeconds = 1.0;
/// Solves again with the program points over the budget (at most this many
/// rounds, adding the worst this many points each).
static constexpr unsigned kMemoryPointRounds = 4, kOuterPointsPerRound = 16;

namespace {
struct Solved {
  ShardingSpace space;
  SearchSolution solution;
  /// The flat mesh's plan replaced the space's own (tryFlatMeshPlan): the
  /// flat mesh's devices and the replaced plan's modeled seconds.
  int64_t flatMeshDevices = 0;
  double replacedSeconds = 0;
};
} // namespace

/// The problem constrains memory at a few program points, those that hold
/// the most when everything is replicated; a plan's peak can be elsewhere
/// (a whole copy gathered for one op: ConvNeXt's flipped conv weight, 0.43
/// of the replay's peak). The points over the budget join the problem and
/// it is solved again from the plan, a few times at most; failure: the
/// solver found no plan (its `error`).
static LogicalResult constrainEveryPoint(ShardingSpace &space,
                                         const AutoShardOptions &options,
                                         SearchSolution &solution,
                                         std::string &error) {
  SearchProblem &problem = space.problem;
  for (unsigned round = 0; round < kMemoryPointRounds; ++round) {
    double budget = std::max(problem.memoryBudget, solution.raisedBudget);
    if (budget <= 0)
      return success();
    std::vector<double> at = getBytesAtEveryPoint(space, solution.choice);
    std::vector<std::pair<double, unsigned>> over;
    for (unsigned i = 0; i < at.size(); ++i)
      if (at[i] > budget * (1 + 1e-9) &&
          !llvm::is_contained(space.livePointPositions, i))
        over.push_back({at[i], i});
    if (over.empty())
      return success();
    llvm::stable_sort(
        over, [](const auto &a, const auto &b) { return a.first > b.first; });
    for (unsigned i = 0;
         i < std::min<size_t>(over.size(), kOuterPointsPerRound); ++i)
      addMemoryPoint(space, over[i].second);
    SearchOptions again = options.solver;
    again.start = solution.choice;
    double seconds = solution.solveSeconds;
    SearchSolution next;
    if (!solveSearch(problem, again, next, error))
      return failure();
    next.solveSeconds += seconds;
    solution = std::move(next);
  }
  return success();
}

/// Builds and solves `fn`'s space under `spaceOptions`. failure(): the
/// space could not be built (diagnosed); no `out`: the solver's `error`.
/// `mergedSolveSeconds` (when > 0): a bound on a merged space's solve; one
/// cut short by it gets no whole-space retry.
static LogicalResult solveSpace(func::FuncOp fn, MeshOp mesh,
                                const AutoShardOptions &options,
                                ShardingSpaceOptions spaceOptions,
                                std::optional<Solved> &out, std::string &error,
                                double mergedSolveSeconds = 0) {
  auto start = std::chrono::steady_clock::now();
  FailureOr<ShardingSpace> space = buildShardingSpace(fn, mesh, spaceOptions);
  if (failed(space))
    return failure();
  // Large problems: merge elementwise followers into their producers.
  std::optional<ShardingSpace> full;
  uint64_t fullVariables = countIlpVariables(space->problem);
  if (options.mergeFollowers == AutoShardOptions::MergeFollowers::Auto &&
      fullVariables > options.mergeAbove) {
    full = std::move(*space);
    spaceOptions.mergeFollowers = true;
    space = buildShardingSpace(fn, mesh, spaceOptions);
    if (failed(space))
      return failure();
  }
  SearchSolution solution;
  SearchOptions first = options.solver;
  bool bounded = full && mergedSolveSeconds > 0 &&
                 mergedSolveSeconds < first.timeLimitSeconds;
  if (bounded) {
    first.timeLimitSeconds = mergedSolveSeconds;
    first.hardDeadline = true;
  }
  if (!solveSearch(space->problem, first, solution, error))
    return success();
  // Stopped by the bound (its best so far, or the start), not finished.
  bool cutShort = bounded && (solution.method == "ilp (time limit)" ||
                              StringRef(solution.method).starts_with("greedy"));
  // Merging gives up plans (GPT-Neo on 2x2: 55.4 us merged, 49.4 us
  // whole, solved in 1.5 s; GPT-2's Adam step on 2x4: 213.5 us merged,
  // 185.8 us whole, where the flat mesh of 8 gives 188.2): where the merged
  // problem was quick (under 5 s), the whole one, when not much larger,
  // gets 10 s from the merged plan, and the faster plan wins. (With 1 s
  // and 3 s, that 2x4 step kept the merged plan; with 5 s for the whole
  // one, 203.5 us. A merged solve of 16 s did not gain from 32 s more.)
  // The retry gets what is left of the time limit (spaces built included),
  // and no more: with `--time-limit 3` a LLaMA step's search took 6.7 s.
  double left =
      options.solver.timeLimitSeconds -
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (full && !cutShort && fullVariables <= 4 * options.mergeAbove &&
      solution.solveSeconds < kQuickMergedSolveSeconds &&
      left >= kLeastRetrySeconds) {
    SearchOptions bounded = options.solver;
    bounded.timeLimitSeconds = std::min(left, kWholeProblemSeconds);
    // The solver's grace past its limit only where the user's limit has
    // room for it (GPT-2's step on 2x4 proves its whole problem optimal in
    // 7-9 s, just past the 8 s a hard 10 s deadline leaves CBC).
    bounded.hardDeadline = left < kWholeProblemSeconds * 1.1 + 2;
    bounded.start = translateChoice(*space, solution.choice, *full);
    SearchSolution other;
    std::string ignored;
    bool solved = solveSearch(full->problem, bounded, other, ignored);
    double seconds = solution.solveSeconds + other.solveSeconds;
    // Only an ILP's answer: where it found none in its 10 s it returns its
    // start (the merged plan, translated) or the local search's, priced
    // over another space, and GPT-2's step on 2x2x2x2 took that under
    // load, 1.6% off its partitioned program.
    bool fromIlp = StringRef(other.method).starts_with("ilp");
    if (solved && fromIlp &&
        other.objective < solution.objective * (1 - 1e-9)) {
      space = std::move(*full);
      solution = std::move(other);
    }
    solution.solveSeconds = seconds;
  }
  if (failed(constrainEveryPoint(*space, options, solution, error)))
    return success();
  out = Solved{std::move(*space), std::move(solution)};
  return success();
}

/// ILP variables of the whole space, roughly: each `Loops` op's strategies
/// times its producer's, taken as its own squared.
static uint64_t estimateVariables(func::FuncOp fn, const MeshShape &shape) {
  uint64_t total = 0;
  fn.walk([&](ShardingOpInterface op) {
    if (op.getShardingStyle() != ShardingStyle::Loops || op.isRecreatable())
      return;
    uint64_t n = op.getStrategies(shape).size();
    total += n * n;
  });
  return total;
}

/// On a mesh of three or more axes (of size > 1) whose whole space is too
/// large for the ILP (every op choosing among up to (loops+1)^axes
/// strategies, and each edge among their products: GPT-2's Adam step on
/// 2x2x2x2 took 516 s to build and then fell back to the local search),
/// axes are decided two at a time in mesh order, each round on the
/// strategies that keep the earlier rounds' choices and leave later axes
/// unused, under the budget scaled by the later axes' devices (what they
/// could still divide). The last round prices the whole plan.
static constexpr size_t kAxesPerRound = 2;

static LogicalResult
solveInAxisRounds(func::FuncOp fn, MeshOp mesh, const AutoShardOptions &options,
                  const ShardingSpaceOptions &base, ArrayRef<unsigned> axes,
                  std::optional<Solved> &out, std::string &rounds) {
  MeshShape shape = getMeshShape(mesh);
  AxisRound round;
  double seconds = 0;
  for (size_t first = 0; first < axes.size(); first += kAxesPerRound) {
    size_t end = std::min(axes.size(), first + kAxesPerRound);
    round.active.assign(axes.begin() + first, axes.begin() + end);
    ShardingSpaceOptions spaceOptions = base;
    spaceOptions.round = &round;
    if (spaceOptions.memoryBudget > 0)
      for (unsigned axis : axes.drop_front(end))
        spaceOptions.memoryBudget *= double(shape.getAxisSize(axis));
    std::optional<Solved> solved;
    std::string error;
    if (failed(solveSpace(fn, mesh, options, spaceOptions, solved, error)))
      return failure();
    if (!solved)
      return success(); // no plan this way: the caller solves the whole
    seconds += solved->solution.solveSeconds;
    if (!rounds.empty())
      rounds += "; ";
    for (unsigned axis : round.active)
      rounds +=
          (axis == round.active.front() ? "" : ",") + shape.getAxisName(axis);
    recordRoundChoice(solved->space, solved->solution.choice, round);
    round.decided.insert(round.decided.end(), round.active.begin(),
                         round.active.end());
    if (end == axes.size()) {
      solved->solution.solveSeconds = seconds;
      out = std::move(solved);
    }
  }
  return success();
}

/// `mesh`'s devices as one axis, detached (no symbol table sees it): a
/// collective over all of them is priced as on `mesh` (the slowest axis's
/// link, as a group over every axis is).
static OwningOpRef<MeshOp> buildFlatMesh(MeshOp mesh) {
  OpBuilder b(mesh.getContext());
  ArrayAttr links = mesh.getLinksAttr();
  Attribute slowest;
  double least = std::numeric_limits<double>::infinity();
  for (auto [axis, size] : llvm::enumerate(mesh.getShape())) {
    double bandwidth = cast<LinkAttr>(links[axis])
                           .getForKind("all_reduce")
                           .getBandwidthBytesPerSecond();
    if (size > 1 && (!slowest || bandwidth < least)) {
      least = bandwidth;
      slowest = links[axis];
    }
  }
  return MeshOp::create(b, mesh.getLoc(), mesh.getSymNameAttr(),
                        b.getArrayAttr({b.getStringAttr("flat")}),
                        b.getDenseI64ArrayAttr({mesh.getNumDevices()}),
                        b.getArrayAttr({slowest}), mesh.getDeviceAttr());
}

bool hasShardingAnnotations(func::FuncOp fn) {
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (fn.getArgAttr(i, "cleave.sharding"))
      return true;
  for (unsigned i = 0; i < fn.getNumResults(); ++i)
    if (fn.getResultAttr(i, "cleave.sharding"))
      return true;
  return fn.walk([](AnnotateOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

/// Whether the flat mesh of `mesh`'s devices can compete with its plan:
/// two axes or more with links and a device model, no microbatch axis, and
/// no annotations (they name `fn`'s own mesh axes, which a flat mesh does
/// not have).
static bool flatMeshApplies(func::FuncOp fn, MeshOp mesh,
                            ArrayRef<unsigned> axes) {
  return axes.size() >= 2 && mesh.getLinksAttr() && mesh.getDeviceAttr() &&
         !mesh->hasAttr(kMicrobatchAxisAttr) && !hasShardingAnnotations(fn);
}

/// On a mesh whose axes all have the same links, where the flat mesh's plan
/// will compete, a merged space's solve gets at most this long: such a
/// solve spent its time proving plans the flat one beats (sweep 20: a
/// 3-block MLP's AdamW step on 2x2 of the cpu preset, a 12 s merged solve
/// for 125.5 us where the flat 4 gives 116.2 us in 0.3 s; the plan took
/// 20.8 s). A quicker merged solve keeps its whole-space retry (GPT-2's
/// Adam step on 2x4 is proven optimal there).
static constexpr double kSameLinksMergedSolveSeconds = kQuickMergedSolveSeconds;

/// Whether `axes` of `mesh` all have one link model.
static bool haveSameLinks(MeshOp mesh, ArrayRef<unsigned> axes) {
  ArrayAttr links = mesh.getLinksAttr();
  return links && llvm::all_of(axes, [&](unsigned a) {
           return links[a] == links[axes.front()];
         });
}

/// A mesh of two axes or more gives each op many more strategies than the
/// flat mesh of its devices, so its space is the one restricted (followers
/// merged) or cut short (the time limit), and its plan can be slower than
/// the flat mesh's, which the whole space holds (the flat axis read as
/// all of them): GPT-2's AdamW step on 2x4 of identical links, merged,
/// planned 278.3 us in 15 s where the flat 8 plans 256.5 us in 0.2 s. So
/// the flat mesh is solved, its plan mapped into the whole space, moved
/// one decision at a time while that helps, and taken when it is faster
/// and fits the budget at every program point.
static LogicalResult tryFlatMeshPlan(func::FuncOp fn, MeshOp mesh,
                                     const AutoShardOptions &options,
                                     ShardingSpaceOptions spaceOptions,
                                     ArrayRef<unsigned> axes, Solved &solved) {
  if ((solved.solution.optimal && solved.space.followers.empty()) ||
      !flatMeshApplies(fn, mesh, axes))
    return success();
  // What the flat mesh's search says (remarks, an infeasible budget) is
  // about a mesh the user never named.
  ScopedDiagnosticHandler silence(fn.getContext(),
                                  [](Diagnostic &) { return success(); });
  // Within the time the search has left (a search at its limit would
  // otherwise take twice as long).
  AutoShardOptions flatOptions = options;
  flatOptions.solver.timeLimitSeconds -= solved.solution.solveSeconds;
  flatOptions.solver.hardDeadline = true;
  if (flatOptions.solver.timeLimitSeconds < kLeastRetrySeconds)
    return success();
  OwningOpRef<MeshOp> flat = buildFlatMesh(mesh);
  std::optional<Solved> flatSolved;
  std::string error;
  if (failed(solveSpace(fn, *flat, flatOptions, spaceOptions, flatSolved,
                        error)) ||
      !flatSolved)
    return success();
  std::optional<ShardingSpace> whole;
  if (!solved.space.followers.empty()) {
    spaceOptions.mergeFollowers = false;
    FailureOr<ShardingSpace> built = buildShardingSpace(fn, mesh, spaceOptions);
    if (failed(built))
      return success();
    whole = std::move(*built);
  }
  const ShardingSpace &target = whole ? *whole : solved.space;
  std::vector<std::vector<unsigned>> axisMap = {
      std::vector<unsigned>(axes.begin(), axes.end())};
  unsigned unmatched = 0;
  std::vector<unsigned> choice =
      translateChoice(flatSolved->space, flatSolved->solution.choice, target,
                      &axisMap, &unmatched);
  if (unmatched)
    return success();
  improveLocally(target.problem, choice);

  double seconds = evaluateTime(target.problem, choice);
  std::vector<unsigned> currentChoice =
      whole ? translateChoice(solved.space, solved.solution.choice, target)
            : solved.solution.choice;
  double current = evaluateTime(target.problem, currentChoice);
  double budget =
      std::max(target.problem.memoryBudget, solved.solution.raisedBudget);
  std::vector<double> at = getBytesAtEveryPoint(target, choice);
  if (seconds >= current * (1 - 1e-6) ||
      (budget > 0 && llvm::any_of(at, [&](double bytes) {
         return bytes > budget * (1 + 1e-9);
       })))
    return success();
  SearchSolution solution = flatSolved->solution;
  solution.choice = std::move(choice);
  solution.objective = seconds;
  solution.bound = 0;
  solution.optimal = false;
  solution.peakBytes = evaluatePeak(target.problem, solution.choice);
  solution.raisedBudget = solved.solution.raisedBudget;
  solution.solveSeconds += solved.solution.solveSeconds;
  if (whole)
    solved.space = std::move(*whole);
  solved.solution = std::move(solution);
  solved.flatMeshDevices = mesh.getNumDevices();
  // As objective_s is reported: without the memory tie-break.
  solved.replacedSeconds =
      current - getTieBreakSeconds(target.problem, currentChoice);
  return success();
}

FailureOr<SearchStatistics> autoShardFunction(func::FuncOp fn, MeshOp mesh,
                                              const AutoShardOptions &options) {
  ShardingSpaceOptions spaceOptions;
  spaceOptions.shareRepeated = options.shareRepeated;
  spaceOptions.mergeFollowers =
      options.mergeFollowers == AutoShardOptions::MergeFollowers::Always;
  spaceOptions.memoryBudget = options.memoryBudget;
  spaceOptions.overlapCollectives = options.overlapCollectives;
  if (spaceOptions.memoryBudget <= 0 && mesh.getDeviceAttr())
    spaceOptions.memoryBudget = mesh.getDeviceAttr().getMemoryBytes();
  MeshShape shape = getMeshShape(mesh);
  SmallVector<unsigned> axes;
  for (unsigned a = 0; a < shape.getRank(); ++a)
    if (shape.getAxisSize(a) > 1)
      axes.push_back(a);
  std::optional<Solved> solved;
  std::string rounds;
  if (axes.size() > kAxesPerRound && mesh.getLinksAttr() &&
      mesh.getDeviceAttr() &&
      estimateVariables(fn, shape) > options.solver.maxIlpVariables &&
      failed(solveInAxisRounds(fn, mesh, options, spaceOptions, axes, solved,
                               rounds)))
    return failure();
  if (!solved) {
    rounds.clear();
    std::string error;
    // Not under a limit above the default: that caller asked for a
    // thorough search.
    double mergedSolveSeconds =
        flatMeshApplies(fn, mesh, axes) && haveSameLinks(mesh, axes) &&
                options.solver.timeLimitSeconds <= kDefaultSearchSeconds
            ? kSameLinksMergedSolveSeconds
            : 0;
    if (failed(solveSpace(fn, mesh, options, spaceOptions, solved, error,
                          mergedSolveSeconds)))
      return failure();
    if (!solved)
      return fn.emitError()
             << "automatic sharding of @" << fn.getSymName() << " on mesh @"
             << mesh.getSymName() << ": " << error;
  }
  if (rounds.empty() &&
      failed(tryFlatMeshPlan(fn, mesh, options, spaceOptions, axes, *solved)))
    return failure();
  ShardingSpace &space = solved->space;
  SearchSolution &solution = solved->solution;
  applyShardingChoice(space, solution.choice, fn, mesh);
  // An axis no choice can use (no loop divides by its size: uneven splits
  // are not searched) replicates everything over it: a plan for 3 devices
  // that is the 1-device plan, said nowhere.
  for (unsigned axis : axes) {
    auto uses = [&](const LoopAxes &loops) {
      return llvm::any_of(loops, [&](const std::vector<unsigned> &l) {
        return llvm::is_contained(l, axis);
      });
    };
    bool usable = llvm::any_of(space.decisions, [&](const auto &d) {
      return llvm::any_of(d.loops, uses) ||
             llvm::any_of(d.layouts, [&](const TensorSharding &t) {
               return uses(t.getAllDimAxes());
             });
    });
    if (!usable && !space.decisions.empty())
      emitRemark(fn.getLoc())
          << "mesh axis '" << shape.getAxisName(axis) << "' ("
          << shape.getAxisSize(axis) << " devices): no loop of @"
          << fn.getSymName() << " divides by " << shape.getAxisSize(axis)
          << ", so every op is replicated over it (uneven splits are not "
             "searched)";
  }

  SearchStatistics stats;
  stats.method = solution.method;
  stats.axisRounds = rounds;
  stats.ops = space.numOps;
  stats.decisions = space.decisions.size();
  stats.followers = space.followers.size();
  stats.classes = space.problem.nodes.size();
  stats.variables = solution.variables;
  stats.constraints = solution.constraints;
  stats.solveSeconds = solution.solveSeconds;
  // The step time the partitioned program is priced at: without the
  // memory tie-break (1 ns per MB: 7% of a 7 ns program).
  stats.objectiveSeconds =
      solution.objective - getTieBreakSeconds(space.problem, solution.choice);
  stats.overlapCollectives = options.overlapCollectives;
  stats.gap = solution.gap();
  stats.allowedGap = solution.allowedGap;
  stats.flatMeshDevices = solved->flatMeshDevices;
  stats.replacedObjectiveSeconds = solved->replacedSeconds;
  // Optimal within the last round's choices, or with followers merged,
  // is not optimal over every plan (GPT-2's AdamW step on 2x4: merged,
  // "optimal", 278 us, where the flat 8 of the same links gives 257 us).
  stats.optimal = solution.optimal && rounds.empty() && space.followers.empty();
  stats.optimalMerged =
      solution.optimal && rounds.empty() && !space.followers.empty();
  // At every program point, not only those the problem constrains.
  std::vector<double> at = getBytesAtEveryPoint(space, solution.choice);
  stats.modeledPeakBytes = solution.peakBytes;
  if (!at.empty()) {
    auto peak = std::max_element(at.begin(), at.end());
    stats.modeledPeakBytes = std::max(stats.modeledPeakBytes, *peak);
    for (auto [loc, bytes] :
         getMemoryHolders(space, solution.choice, peak - at.begin()))
      stats.modeledPeakHolders.push_back({getShortLocation(loc), bytes});
  }
  llvm::stable_sort(stats.modeledPeakHolders, [](const auto &a, const auto &b) {
    return a.second > b.second;
  });
  stats.memoryBudgetBytes = spaceOptions.memoryBudget;
  stats.budgetRaised = solution.raisedBudget > 0;
  return stats;
}

DictionaryAttr toAttribute(const SearchStatistics &s, MLIRContext *context) {
  Builder b(context);
  SmallVector<NamedAttribute> entries = {
      b.getNamedAttr("method", b.getStringAttr(s.method)),
      b.getNamedAttr("ops", b.getI64IntegerAttr(s.ops)),
      b.getNamedAttr("decisions", b.getI64IntegerAttr(s.decisions)),
      b.getNamedAttr("followers", b.getI64IntegerAttr(s.followers)),
      b.getNamedAttr("nodes", b.getI64IntegerAttr(s.classes)),
      b.getNamedAttr("variables", b.getI64IntegerAttr(s.variables)),
      b.getNamedAttr("constraints", b.getI64IntegerAttr(s.constraints)),
      b.getNamedAttr("solve_time_s", b.getF64FloatAttr(s.solveSeconds)),
      b.getNamedAttr("objective_s", b.getF64FloatAttr(s.objectiveSeconds)),
      b.getNamedAttr("optimal", b.getBoolAttr(s.optimal)),
      b.getNamedAttr("modeled_peak_bytes",
                     b.getF64FloatAttr(s.modeledPeakBytes)),
      b.getNamedAttr("memory_budget_bytes",
                     b.getF64FloatAttr(s.memoryBudgetBytes)),
  };
  // A flat mesh's plan has no bound on this mesh's space: no gap.
  if (!s.flatMeshDevices)
    entries.push_back(b.getNamedAttr("gap", b.getF64FloatAttr(s.gap)));
  entries.push_back(
      b.getNamedAttr("allowed_gap", b.getF64FloatAttr(s.allowedGap)));
  if (!s.axisRounds.empty())
    entries.push_back(
        b.getNamedAttr("axis_rounds", b.getStringAttr(s.axisRounds)));
  if (s.flatMeshDevices) {
    entries.push_back(b.getNamedAttr("flat_mesh_devices",
                                     b.getI64IntegerAttr(s.flatMeshDevices)));
    entries.push_back(b.getNamedAttr(
        "replaced_objective_s", b.getF64FloatAttr(s.replacedObjectiveSeconds)));
  }
  return b.getDictionaryAttr(entries);
}

} // namespace cleave
