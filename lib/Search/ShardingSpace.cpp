//===- ShardingSpace.cpp - A function's sharding choices as a problem -----===//
//
// Each op is added by its ShardingOpInterface style: `Loops` ops choose
// among their strategies (or follow an input), `Layout` ops follow an
// operand, `Free` and recreatable values cost nothing, `Carried` loops add
// their body with costs weighted by the trip count, and anything else runs
// whole on replicated operands.
//
//===----------------------------------------------------------------------===//

#include "cleave/Search/ShardingSpace.h"
#include "cleave/Analysis/ShardingState.h"
#include "cleave/Conversion/Common/ConvolutionGemms.h"
#include "cleave/Conversion/Common/FoldedTransposes.h"
#include "cleave/Conversion/Common/InPlaceUpdates.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/ShardingUtils.h"
#include "cleave/IR/SourceLocation.h"
#include "cleave/Interfaces/FoldedTransposeCost.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Search/DecisionClasses.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetOperations.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <unordered_map>

using namespace mlir;

namespace cleave {

namespace {

constexpr double kTieBreakSecondsPerByte = 1e-15;

/// A value's layout as a function of one raw decision's strategy; `node` -1
/// means the value is free (available in any layout without traffic).
struct Derivation {
  int decision = -1;
  std::vector<TensorSharding> layouts;
};

struct RawEdge {
  unsigned from, to; // raw decisions
  std::vector<double> cost;
  /// With overlap: the collectives' whole time (cost: the exposed part).
  std::vector<double> stream = {};
  /// The reshard's result, held while the consumer (`at`, a top-level op)
  /// runs: bytes per (from, to) pair, like `cost` (empty: none).
  std::vector<double> temp = {};
  Operation *at = nullptr;
};

/// A reshard temporary after classes merged: on an edge between classes,
/// or on one class (both ends in it: the diagonal).
struct PendingTemp {
  int edge; ///< into problem.edges, or -1
  unsigned node;
  std::vector<double> bytes;
  Operation *at;
};

/// One use of a value by a decision (addUse), kept to find the reshards
/// several uses share.
struct UseRecord {
  unsigned consumer;
  int edge; ///< index into rawEdges, -1 when the use costs nothing
  std::vector<TensorSharding> required;
  double slack;
  Operation *at; ///< the consuming top-level op
};

/// SearchShare over raw decisions.
struct RawShare {
  unsigned from;
  std::vector<double> cost, stream;
  std::vector<std::pair<unsigned, std::vector<bool>>> uses;
  /// What the shared reshard holds per strategy of `from` (empty: none),
  /// from its first consumer to its last.
  std::vector<double> heldBytes;
  Operation *firstAt = nullptr, *lastAt = nullptr;
};

/// A shared reshard's result (RawShare::heldBytes), placed by buildMemory.
struct PendingShareTemp {
  unsigned share; ///< into problem.shares
  std::vector<double> bytes;
  Operation *firstAt, *lastAt;
};

class SpaceBuilder {
public:
  SpaceBuilder(func::FuncOp fn, MeshOp mesh, const ShardingSpaceOptions &opts)
      : fn(fn), mesh(mesh), shape(getMeshShape(mesh)), options(opts),
        state(mesh) {}

  FailureOr<ShardingSpace> build();

private:
  double reshard(Value v, const TensorSharding &from, const TensorSharding &to);
  /// The part of a reshard of `v` from `from` that is the copy of an
  /// unfolded transpose (compute, which no overlap hides).
  double unfoldedCopySeconds(Value v, const TensorSharding &from) {
    return getUnfoldedTransposeSeconds(v, from, shape, mesh.getDeviceAttr()) *
           frequency(v);
  }
  std::vector<double> localBytes(Value v,
                                 const std::vector<TensorSharding> &layouts);
  /// How often the block defining `v` (or holding `op`) runs: loop bodies
  /// run once per iteration. The partitioner reshards a value where it is
  /// defined, so a reshard costs at that frequency.
  double frequency(Value v) const { return frequency(v.getParentBlock()); }
  double frequency(Block *block) const {
    auto it = blockFrequency.find(block);
    return it == blockFrequency.end() ? 1 : it->second;
  }
  unsigned addDecision(ShardingSpace::Decision d, std::vector<double> cost) {
    space.decisions.push_back(std::move(d));
    rawCost.push_back(std::move(cost));
    return space.decisions.size() - 1;
  }
  /// The use `v` (derivation `d`) -> requirement per strategy of decision
  /// `consumer`; `whenResharded[j]` (if given) is what the consumer costs
  /// more at strategy j when `v` reaches it through a reshard.
  void addUse(Value v, unsigned consumer,
              const std::vector<TensorSharding> &required,
              const std::vector<double> &whenResharded = {});
  /// `v` must be replicated (an op without a rule).
  void requireReplicated(Value v);
  /// `v`, if a fill (a recreatable op with a cost), is made whole for an op
  /// that takes it whole (ops without a rule, carried loop inits): that
  /// fill runs once, at the whole shape, whatever the plan.
  void payForWholeFill(Value v);
  /// What a consumer pays, per strategy reading `v` in `layouts`, for a fill
  /// made in that layout: the partitioner fills each layout once, so a
  /// layout an earlier consumer already pays for is free (empty if `v` is
  /// no fill a decision leaves free).
  std::vector<double> fillsFor(Value v, ArrayRef<TensorSharding> layouts);
  /// Seconds of `v`'s fill made at `layout`; 0 if `v` is not a fill.
  double fillSeconds(Value v, const TensorSharding &layout);
  /// Tensors defined outside `op` that its regions read are read whole.
  void requireCapturesReplicated(Operation *op);
  void addFixedCost(Operation *op);
  /// Ops that run whole: their results are held at full size.
  llvm::SmallPtrSet<Operation *, 16> wholeResults;
  LogicalResult addOp(Operation &op);
  void addLoopOp(ShardingOpInterface op, const LoopRule &rule,
                 std::vector<LoopAxes> strategies);
  void addLayoutOp(ShardingOpInterface op);
  /// The inputs whose partial sums `op`'s result may keep (lazy reduction,
  /// canStayPartial, the rule cleave-propagate applies to ops the search
  /// does not decide): all its tensor inputs, else one; only at the
  /// function's top level. Empty if none.
  std::vector<int64_t> lazyInputs(ShardingOpInterface op,
                                  const LoopRule &rule) const;
  /// The mesh axes every one of `inputs` of `op` can arrive partial-summed
  /// over (some strategy of its producer leaves it so): lazy variants on
  /// other axes could only be reached by making a whole value partial, and
  /// doubled GPT-2's whole problem (85582 to 175737 ILP variables).
  std::vector<unsigned> partialSumAxes(Operation *op,
                                       ArrayRef<int64_t> inputs) const;
  /// Axis sets a lazy variant of `loops` may leave partial: each of `sums`
  /// the strategy does not use, and all of them together.
  std::vector<std::vector<unsigned>>
  lazyAxisSets(const LoopAxes &loops, ArrayRef<unsigned> sums) const;
  /// False if the loop's form is not supported (it is then replicated).
  FailureOr<bool> addCarried(LoopLikeOpInterface loop);
  void addReplicated(Operation &op);
  /// Pipelining: the values that depend on the batch (the arguments split
  /// over the microbatch axis, kMicrobatchAxisAttr, and what they reach).
  void findBatchValues();
  /// Pipelining: an op's strategies split the loops data parallelism over
  /// microbatches splits (kMicrobatchLoopsAttr) over that axis, and no
  /// others (the axis stands for time, not devices).
  void keepMicrobatchLoops(Operation *op,
                           std::vector<LoopAxes> &strategies) const;
  template <typename T> void dropMicrobatchAxis(std::vector<T> &choices) const;
  /// In a round of an axis-by-axis search: only choices on the round's
  /// axes, keeping `earlier` (what earlier rounds chose, if known).
  template <typename T>
  void keepRoundChoices(std::vector<T> &choices, const LoopAxes &earlier) const;
  /// What earlier rounds chose for argument or result `index`.
  LoopAxes roundDims(bool argument, int index) const;
  /// Reshards of one value to one layout that several uses need become
  /// shares, paid once as the partitioner emits them once; a use that
  /// needs a value replicated which requireReplicated already priced pays
  /// nothing more.
  void shareReshards();
  void computeClasses();
  void tieUpdatedArguments(std::vector<unsigned> &classOf);
  void buildMemory();

  func::FuncOp fn;
  MeshOp mesh;
  MeshShape shape;
  ShardingSpaceOptions options;
  ShardingState state;
  ShardingSpace space;
  std::vector<std::vector<double>> rawCost;
  std::vector<RawEdge> rawEdges;
  std::vector<RawShare> rawShares;
  llvm::MapVector<Value, std::vector<UseRecord>> useRecords;
  llvm::DenseMap<Value, Derivation> derived;
  std::optional<unsigned> microbatchAxis;
  llvm::DenseSet<Value> batchValues;
  llvm::DenseMap<Operation *, unsigned> opDecision;
  llvm::SmallPtrSet<Operation *, 16> followerOps;
  llvm::DenseMap<Block *, double> blockFrequency;
  /// Values already priced as resharded to replicated (requireReplicated).
  llvm::DenseSet<Value> replicatedValues;
  /// The whole copy each of them is gathered into, held from its first
  /// consumer to its last (the partitioner's one reshard serves them all):
  /// bytes per strategy of the value's decision, none where it is whole.
  struct ReplicatedHold {
    Value value;
    std::vector<double> bytes;
    Operation *first, *last;
  };
  std::vector<ReplicatedHold> replicatedHolds;
  llvm::DenseMap<Value, unsigned> replicatedHoldOf;
  /// Views' reshards of their operand already priced, per operand and
  /// strategy of its decision: the partitioner reshards a value to a
  /// layout once, so two slices of one tensor (a fused QKV or gate/up
  /// projection cut in pieces) that need it gathered pay one gather.
  llvm::DenseMap<Value, std::vector<std::pair<unsigned, TensorSharding>>>
      viewReshards;
  /// Reshard temporaries, placed at their program points by buildMemory.
  std::vector<PendingTemp> pendingTemps;
  std::vector<PendingShareTemp> pendingShareTemps;
  /// Layouts each fill is already paid for in (fillsFor).
  llvm::DenseMap<Value, std::vector<TensorSharding>> paidFills;
  /// Fills already priced at their whole shape (payForWholeFill).
  llvm::SmallPtrSet<Operation *, 8> wholeFills;
  std::unordered_map<std::string, double> reshardCache;
  /// Overlap (options.overlapCollectives): the top-level op being added,
  /// and when each top-level op starts and ends on the estimate.
  Operation *currentTop = nullptr;
  llvm::DenseMap<Operation *, std::pair<double, double>> estimatedSpan;
  void estimateSpans();
  /// Compute the estimate puts between `v`'s definition and currentTop.
  double slackBeforeUse(Value v) const;
};

std::string encodeKey(const std::vector<int64_t> &shape, unsigned bytes,
                      const TensorSharding &from, const TensorSharding &to) {
  std::vector<int64_t> key(shape);
  key.push_back(-1 - int64_t(bytes));
  for (const TensorSharding *s : {&from, &to}) {
    for (const auto &axes : s->getAllDimAxes()) {
      key.push_back(-100 - int64_t(axes.size()));
      key.insert(key.end(), axes.begin(), axes.end());
    }
    key.push_back(-200 - int64_t(s->getPartialKind()));
    key.insert(key.end(), s->getPartialAxes().begin(),
               s->getPartialAxes().end());
  }
  return std::string(reinterpret_cast<const char *>(key.data()),
                     key.size() * sizeof(int64_t));
}

double SpaceBuilder::reshard(Value v, const TensorSharding &from,
                             const TensorSharding &to) {
  auto type = cast<RankedTensorType>(v.getType());
  // No elements, nothing to move (the partitioner makes an empty block).
  if (from == to || type.getNumElements() == 0)
    return 0;
  std::vector<int64_t> global(type.getShape().begin(), type.getShape().end());
  unsigned bytes = getElementBytes(type.getElementType());
  // A transpose the target would fold into the GEMM it feeds runs as a
  // copy when its result is resharded.
  double unfolded =
      getUnfoldedTransposeSeconds(v, from, shape, mesh.getDeviceAttr());
  std::string key = encodeKey(global, bytes, from, to);
  auto it = reshardCache.find(key);
  if (it != reshardCache.end())
    return (it->second + unfolded) * frequency(v);
  std::vector<CollectiveCost> collectives;
  double t = reshardSeconds(mesh, shape, global, bytes, from, to, &collectives);
  // The runtime moves only these element types: anything else must not
  // need a collective.
  if (!collectives.empty() && getRuntimeDtype(type.getElementType()) < 0)
    t = kImpossibleSeconds;
  // No plan (e.g. partial on other axes): price a full replication both ways,
  // far from free so the solver avoids it.
  if (!std::isfinite(t))
    t = kImpossibleSeconds;
  reshardCache.emplace(std::move(key), t);
  return (t + unfolded) * frequency(v);
}

std::vector<double>
SpaceBuilder::localBytes(Value v, const std::vector<TensorSharding> &layouts) {
  std::vector<double> out;
  for (const TensorSharding &s : layouts)
    out.push_back(getLocalBytes(v, s, shape));
  return out;
}

void SpaceBuilder::estimateSpans() {
  double devices = std::max<double>(1, shape.getNumDevices());
  double now = 0;
  for (Operation &op : fn.getBody().front()) {
    double seconds = 0;
    if (auto iface = dyn_cast<ShardingOpInterface>(op))
      if (std::optional<ComputeCost> c =
              iface.getComputeCost(mesh.getDeviceAttr()))
        seconds = c->seconds / devices;
    estimatedSpan[&op] = {now, now + seconds};
    now += seconds;
  }
}

double SpaceBuilder::slackBeforeUse(Value v) const {
  if (!currentTop)
    return 0;
  Operation *def = v.getDefiningOp();
  func::FuncOp f = fn; // an op handle: getBody is not const
  Block *top = &f.getBody().front();
  while (def && def->getBlock() != top)
    def = def->getParentOp();
  double ready = def ? estimatedSpan.lookup(def).second : 0;
  return std::max(0.0, estimatedSpan.lookup(currentTop).first - ready);
}

void SpaceBuilder::addUse(Value v, unsigned consumer,
                          const std::vector<TensorSharding> &required,
                          const std::vector<double> &whenResharded) {
  auto it = derived.find(v);
  if (it == derived.end() || it->second.decision < 0)
    return;
  const Derivation &d = it->second;
  RawEdge edge{unsigned(d.decision), consumer, {}};
  edge.cost.reserve(d.layouts.size() * required.size());
  edge.at = currentTop;
  bool any = false, held = false;
  double slack = options.overlapCollectives ? slackBeforeUse(v) : 0;
  std::vector<double> toBytes = localBytes(v, required);
  for (const TensorSharding &from : d.layouts)
    for (auto [j, to] : llvm::enumerate(required)) {
      double t = reshard(v, from, to);
      // What a reshard makes is held while its consumer runs (a gathered
      // operand beside the op's own buffers): the search's peak counts it.
      double temp = t != 0 && t < kImpossibleSeconds ? toBytes[j] : 0;
      edge.temp.push_back(temp);
      held |= temp != 0;
      // What the compute before the use hides, of the collective alone (an
      // unfolded transpose's copy is compute); an impossible reshard
      // (priced kImpossibleSeconds s) stays impossible.
      double copy =
          t != 0 && t < kImpossibleSeconds ? unfoldedCopySeconds(v, from) : 0;
      edge.cost.push_back(
          t >= kImpossibleSeconds ? t : std::max(0.0, t - copy - slack) + copy);
      if (t != 0 && t < kImpossibleSeconds && !whenResharded.empty())
        edge.cost.back() += whenResharded[j];
      if (options.overlapCollectives)
        edge.stream.push_back(t - copy);
      any |= t != 0;
    }
  if (!held)
    edge.temp.clear();
  useRecords[v].push_back(
      {consumer, any ? int(rawEdges.size()) : -1, required, slack, currentTop});
  if (any)
    rawEdges.push_back(std::move(edge));
}

void SpaceBuilder::shareReshards() {
  for (auto &[v, records] : useRecords) {
    const Derivation &d = derived[v];
    TensorSharding replicated = TensorSharding::replicated(
        cast<RankedTensorType>(v.getType()).getRank());
    // Layouts some use needs, each once, in order of first need.
    std::vector<TensorSharding> targets;
    for (const UseRecord &r : records)
      for (const TensorSharding &t : r.required)
        if (std::find(targets.begin(), targets.end(), t) == targets.end())
          targets.push_back(t);
    // Reshards of `v` a view of it already pays in the decision's own cost,
    // per strategy: the partitioner emits that reshard once, for the view
    // and the uses alike (a token-id argument gathered for a collapsed
    // view and for two ops was priced twice: 0.9745 of the objective).
    auto viewPays = [&](size_t s, const TensorSharding &target) {
      auto it = viewReshards.find(v);
      return it != viewReshards.end() &&
             llvm::any_of(it->second, [&](const auto &paid) {
               return paid.first == s && paid.second == target;
             });
    };
    for (const TensorSharding &target : targets) {
      bool alreadyPaid = target == replicated && replicatedValues.count(v);
      std::vector<const UseRecord *> wanting;
      for (const UseRecord &r : records)
        if (r.edge >= 0 && std::find(r.required.begin(), r.required.end(),
                                     target) != r.required.end())
          wanting.push_back(&r);
      for (const UseRecord *r : wanting) {
        RawEdge &edge = rawEdges[r->edge];
        size_t width = r->required.size();
        for (size_t k = 0; k < edge.cost.size(); ++k)
          if (r->required[k % width] == target && viewPays(k / width, target)) {
            edge.cost[k] = 0;
            if (!edge.stream.empty())
              edge.stream[k] = 0;
          }
      }
      if (wanting.empty() || (wanting.size() == 1 && !alreadyPaid))
        continue;
      // The emitted reshard is held from the first wanting use to the last.
      Operation *firstAt = nullptr, *lastAt = nullptr;
      for (const UseRecord *r : wanting) {
        if (!r->at)
          continue;
        if (!firstAt || r->at->isBeforeInBlock(firstAt))
          firstAt = r->at;
        if (!lastAt || lastAt->isBeforeInBlock(r->at))
          lastAt = r->at;
      }
      bool holds = !alreadyPaid && firstAt;
      // Take the target's entries out of the uses' edges (and what they
      // hold, where the share holds it instead).
      for (const UseRecord *r : wanting) {
        RawEdge &edge = rawEdges[r->edge];
        size_t width = r->required.size();
        for (size_t k = 0; k < edge.cost.size(); ++k)
          if (r->required[k % width] == target) {
            edge.cost[k] = 0;
            if (!edge.stream.empty())
              edge.stream[k] = 0;
            if (holds && !edge.temp.empty())
              edge.temp[k] = 0;
          }
      }
      if (alreadyPaid)
        continue;
      std::vector<double> seconds, copies, held;
      double targetBytes = getLocalBytes(v, target, shape);
      for (auto [s, from] : llvm::enumerate(d.layouts)) {
        // Held whoever pays for it (a view may, in the decision's cost).
        double t = reshard(v, from, target);
        bool moves = t != 0 && t < 1e3;
        seconds.push_back(viewPays(s, target) ? 0.0 : t);
        copies.push_back(seconds.back() != 0 && seconds.back() < 1e3
                             ? unfoldedCopySeconds(v, from)
                             : 0);
        held.push_back(holds && moves ? targetBytes : 0);
      }
      // With overlap, the reshard is hidden by the compute before the
      // first use that needs it, which the plan decides: one share per
      // slack level, the uses up to it, costing what that level's slack
      // hides less than the next one's (their sum telescopes to the cost
      // at the first paying use); the last carries the stream's time.
      std::stable_sort(wanting.begin(), wanting.end(),
                       [](const UseRecord *a, const UseRecord *b) {
                         return a->slack < b->slack;
                       });
      // An unfolded transpose's copy is compute: never hidden, paid once.
      auto exposed = [&](size_t s, double slack) {
        double t = seconds[s];
        return t >= 1e3 ? t : std::max(0.0, t - copies[s] - slack);
      };
      for (size_t level = 0; level < wanting.size(); ++level) {
        double slack = wanting[level]->slack;
        bool last = level + 1 == wanting.size();
        if (!last && wanting[level + 1]->slack == slack)
          continue;
        RawShare share{unsigned(d.decision), {}, {}, {}, {}, nullptr, nullptr};
        // The last level's uses are all of them: it holds the result.
        if (last && llvm::any_of(held, [](double b) { return b; })) {
          share.heldBytes = held;
          share.firstAt = firstAt;
          share.lastAt = lastAt;
        }
        bool any = false;
        for (size_t s = 0; s < seconds.size(); ++s) {
          double c = exposed(s, slack) -
                     (last ? 0.0 : exposed(s, wanting[level + 1]->slack)) +
                     (last ? copies[s] : 0.0);
          share.cost.push_back(c);
          if (options.overlapCollectives)
            share.stream.push_back(last ? seconds[s] - copies[s] : 0.0);
          any |= c != 0 || (last && (seconds[s] != 0 || held[s] != 0));
        }
        if (!any)
          continue;
        for (size_t u = 0; u <= level; ++u) {
          std::vector<bool> wants;
          for (const TensorSharding &t : wanting[u]->required)
            wants.push_back(t == target);
          share.uses.push_back({wanting[u]->consumer, std::move(wants)});
        }
        rawShares.push_back(std::move(share));
      }
    }
  }
}

void SpaceBuilder::requireReplicated(Value v) {
  auto it = derived.find(v);
  if (it == derived.end() || it->second.decision < 0)
    return;
  // The partitioner reshards a value to a layout once, however many
  // consumers need it (an nll loss and its backward both read the
  // log-probabilities whole): so is it priced.
  if (!replicatedValues.insert(v).second) {
    auto hold = replicatedHoldOf.find(v);
    if (currentTop && hold != replicatedHoldOf.end())
      replicatedHolds[hold->second].last = currentTop;
    return;
  }
  const Derivation &d = it->second;
  auto type = cast<RankedTensorType>(v.getType());
  TensorSharding replicated = TensorSharding::replicated(type.getRank());
  const auto &byViews = viewReshards.lookup(v);
  ReplicatedHold hold{v, std::vector<double>(d.layouts.size(), 0), currentTop,
                      currentTop};
  for (unsigned s = 0; s < d.layouts.size(); ++s) {
    if (llvm::is_contained(byViews, std::make_pair(s, replicated)))
      continue; // the view's reshard holds it
    rawCost[d.decision][s] += reshard(v, d.layouts[s], replicated);
    if (!(d.layouts[s] == replicated) && type.hasStaticShape())
      hold.bytes[s] = getTensorBytes(type);
  }
  if (currentTop) {
    replicatedHoldOf[v] = replicatedHolds.size();
    replicatedHolds.push_back(std::move(hold));
  }
}

double SpaceBuilder::fillSeconds(Value v, const TensorSharding &layout) {
  Operation *def = v.getDefiningOp();
  auto iface = dyn_cast_or_null<ShardingOpInterface>(def);
  auto dps = dyn_cast_or_null<DestinationStyleOpInterface>(def);
  if (!iface || !dps || !iface.isRecreatable() || def->getNumResults() != 1)
    return 0;
  std::optional<LoopRule> rule = iface.getLoopRule();
  if (!rule)
    return 0;
  LoopAxes loops(rule->getNumLoops());
  rule->mergeOperandSharding(dps.getDpsInitOperand(0)->getOperandNumber(),
                             TensorSharding(layout.getAllDimAxes()), loops);
  return iface.getStrategySeconds(loops, shape, mesh.getDeviceAttr()) *
         frequency(def->getBlock());
}

std::vector<double> SpaceBuilder::fillsFor(Value v,
                                           ArrayRef<TensorSharding> layouts) {
  if (derived.lookup(v).decision >= 0)
    return {};
  std::vector<TensorSharding> &paid = paidFills[v];
  std::vector<double> cost;
  for (const TensorSharding &layout : layouts)
    cost.push_back(llvm::is_contained(paid, layout) ? 0
                                                    : fillSeconds(v, layout));
  for (const TensorSharding &layout : layouts)
    if (!llvm::is_contained(paid, layout))
      paid.push_back(layout);
  return cost;
}

void SpaceBuilder::payForWholeFill(Value v) {
  Operation *def = v.getDefiningOp();
  auto iface = dyn_cast_or_null<ShardingOpInterface>(def);
  if (iface && iface.isRecreatable() && wholeFills.insert(def).second)
    addFixedCost(def);
}

void SpaceBuilder::requireCapturesReplicated(Operation *op) {
  for (Region &region : op->getRegions()) {
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(region, captured);
    for (Value v : captured)
      if (isa<RankedTensorType>(v.getType()))
        requireReplicated(v);
  }
}

void SpaceBuilder::addFixedCost(Operation *op) {
  auto iface = dyn_cast<ShardingOpInterface>(op);
  if (!iface || op->getNumResults() == 0)
    return;
  if (std::optional<ComputeCost> cost =
          iface.getComputeCost(mesh.getDeviceAttr()))
    space.problem.fixedSeconds += cost->seconds * frequency(op->getBlock());
}

/// The input an elementwise op follows: all loops parallel, one result
/// following every loop once, and an input indexed exactly as the result
/// whose layout a decision already determines. -1 if none.
static int findLeaderInput(Operation *op, const LoopRule &rule,
                           const llvm::DenseMap<Value, Derivation> &derived) {
  if (op->getNumResults() != 1)
    return -1;
  for (unsigned l = 0; l < rule.getNumLoops(); ++l)
    if (rule.isReduction(l))
      return -1;
  const std::vector<int> &out = rule.getResultLoops(0);
  std::vector<bool> seen(rule.getNumLoops(), false);
  if (out.size() != rule.getNumLoops())
    return -1;
  for (int l : out) {
    if (l < 0 || seen[l])
      return -1;
    seen[l] = true;
  }
  for (unsigned i = 0; i < rule.getNumInputs(); ++i) {
    Value input = op->getOperand(i);
    if (!isa<RankedTensorType>(input.getType()) ||
        rule.getOperandLoops(i) != out)
      continue;
    auto it = derived.find(input);
    if (it != derived.end() && it->second.decision >= 0)
      return i;
  }
  return -1;
}

void SpaceBuilder::addLoopOp(ShardingOpInterface op, const LoopRule &rule,
                             std::vector<LoopAxes> strategies) {
  // Tensors the body reads from outside are read whole (the partitioner
  // replicates them).
  op->walk([&](Operation *inner) {
    if (inner == op.getOperation())
      return;
    for (Value operand : inner->getOperands())
      if (isa<RankedTensorType>(operand.getType()) &&
          !op->isAncestor(operand.getParentRegion()->getParentOp()))
        requireReplicated(operand);
  });

  DeviceAttr device = mesh.getDeviceAttr();
  double weight = frequency(op->getBlock());
  // Graph simplification: an elementwise op takes the layout of the input
  // it follows, so it adds costs to that input's decision and no variable.
  int leaderInput =
      options.mergeFollowers ? findLeaderInput(op, rule, derived) : -1;
  unsigned id;
  std::vector<LoopAxes> loops;
  std::vector<std::vector<unsigned>> lazy;
  std::vector<int64_t> lazyOperands;
  if (leaderInput >= 0) {
    const Derivation &source = derived[op->getOperand(leaderInput)];
    id = source.decision;
    for (const TensorSharding &layout : source.layouts) {
      LoopAxes l(rule.getNumLoops());
      rule.mergeOperandSharding(leaderInput,
                                TensorSharding(layout.getAllDimAxes()), l);
      rawCost[id][loops.size()] +=
          op.getStrategySeconds(l, shape, device) * weight;
      loops.push_back(std::move(l));
    }
    space.followers.push_back({op, id, loops});
    followerOps.insert(op);
  } else {
    ShardingSpace::Decision d;
    d.op = op;
    d.loops = std::move(strategies);
    // Lazy reduction as choices: partial-sum inputs added (two partial
    // gradients) stay partial through the op and are reduced once, later.
    // Left to propagation, the partitioner did so where the search had
    // priced a reduction per input (LLaMA's Adam step under a budget:
    // partitioned / objective 0.76).
    d.lazyInputs = lazyInputs(op, rule);
    std::vector<unsigned> sums = partialSumAxes(op, d.lazyInputs);
    if (sums.empty())
      d.lazyInputs.clear();
    d.lazyAxes.assign(d.loops.size(), {});
    // Variants only where partial sums meet (one reduction for several);
    // an op of one partial input would only move its reduction later, at
    // the price of a harder problem (GPT-2's step on 2x2 solved in 32 s
    // with them, against 5 s). Such ops are still marked decided, so
    // propagation does not keep their results partial behind the search.
    if (d.lazyInputs.size() > 1)
      for (size_t s = 0, plain = d.loops.size(); s < plain; ++s)
        for (std::vector<unsigned> &axes : lazyAxisSets(d.loops[s], sums)) {
          d.loops.push_back(d.loops[s]);
          d.lazyAxes.push_back(std::move(axes));
        }
    std::vector<double> cost;
    for (const LoopAxes &l : d.loops)
      cost.push_back(op.getStrategySeconds(l, shape, device) * weight);
    loops = d.loops;
    lazy = d.lazyAxes;
    lazyOperands = d.lazyInputs;
    id = addDecision(std::move(d), std::move(cost));
    opDecision[op] = id;
  }
  // A strategy's layout for a lazy input or the result: partial too.
  auto withLazy = [&](TensorSharding t, size_t s) {
    if (s >= lazy.size() || lazy[s].empty())
      return t;
    return TensorSharding(t.getAllDimAxes(), lazy[s], Reduction::Sum,
                          t.getUneven());
  };
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    bool lazyOperand =
        llvm::is_contained(lazyOperands, operand.getOperandNumber());
    std::vector<TensorSharding> required;
    // A GEMM reading a folded transpose: resharded, BLAS reads it as
    // stored (the calibrated points price the forms apart).
    std::vector<double> whenResharded;
    bool anyDelta = false;
    for (const LoopAxes &l : loops) {
      TensorSharding need =
          rule.getOperandSharding(operand.getOperandNumber(), l);
      required.push_back(lazyOperand ? withLazy(need, required.size()) : need);
      whenResharded.push_back(
          getUnfoldedOperandSecondsDelta(op, operand.getOperandNumber(), l,
                                         shape, device) *
          weight);
      anyDelta |= whenResharded.back() != 0;
    }
    addUse(operand.get(), id, required,
           anyDelta ? whenResharded : std::vector<double>());
    // A fill a linalg op reads as an input is made in the layout the op
    // reads it in (the partitioner fills each layout once): the op pays for
    // it. A fill init is priced in the strategy (once per writer: each gets
    // a buffer of its own), as are the zeros a scan carries.
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op.getOperation());
    if (linalgOp && linalgOp.isDpsInput(&operand)) {
      std::vector<double> fill = fillsFor(operand.get(), required);
      for (size_t s = 0; s < fill.size(); ++s)
        rawCost[id][s] += fill[s];
    }
  }
  for (OpResult result : op->getResults()) {
    Derivation r{int(id), {}};
    for (const LoopAxes &l : loops)
      r.layouts.push_back(
          withLazy(rule.getResultSharding(result.getResultNumber(), l),
                   r.layouts.size()));
    derived[result] = std::move(r);
  }
}

static bool usesAxis(const LoopAxes &loops, unsigned axis);

std::vector<int64_t> SpaceBuilder::lazyInputs(ShardingOpInterface op,
                                              const LoopRule &rule) const {
  if (!isa<func::FuncOp>(op->getParentOp()) || op.isRecreatable())
    return {};
  SmallVector<unsigned> tensors;
  for (unsigned i = 0; i < rule.getNumInputs(); ++i)
    if (isa<RankedTensorType>(op->getOperand(i).getType()))
      tensors.push_back(i);
  if (canStayPartial(op, tensors))
    return std::vector<int64_t>(tensors.begin(), tensors.end());
  for (unsigned i : tensors)
    if (canStayPartial(op, {i}))
      return {int64_t(i)};
  return {};
}

std::vector<unsigned>
SpaceBuilder::partialSumAxes(Operation *op, ArrayRef<int64_t> inputs) const {
  std::set<unsigned> common;
  for (size_t k = 0; k < inputs.size(); ++k) {
    std::set<unsigned> axes;
    auto it = derived.find(op->getOperand(inputs[k]));
    if (it != derived.end())
      for (const TensorSharding &layout : it->second.layouts)
        if (layout.isPartial() && layout.getPartialKind() == Reduction::Sum)
          axes.insert(layout.getPartialAxes().begin(),
                      layout.getPartialAxes().end());
    if (k == 0)
      common = std::move(axes);
    else
      llvm::set_intersect(common, axes);
  }
  return {common.begin(), common.end()};
}

std::vector<std::vector<unsigned>>
SpaceBuilder::lazyAxisSets(const LoopAxes &loops,
                           ArrayRef<unsigned> sums) const {
  std::vector<unsigned> unused;
  for (unsigned a : sums) {
    if (usesAxis(loops, a) || (microbatchAxis && a == *microbatchAxis))
      continue;
    if (const AxisRound *round = options.round)
      if (!llvm::is_contained(round->active, a) &&
          !llvm::is_contained(round->decided, a))
        continue;
    unused.push_back(a);
  }
  std::vector<std::vector<unsigned>> sets;
  for (unsigned a : unused)
    sets.push_back({a});
  if (unused.size() > 1)
    sets.push_back(unused);
  return sets;
}

/// Follows its first non-free tensor operand.
void SpaceBuilder::addLayoutOp(ShardingOpInterface op) {
  int anchorIndex = -1;
  for (OpOperand &operand : op->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType()) &&
        derived.lookup(operand.get()).decision >= 0) {
      anchorIndex = operand.getOperandNumber();
      break;
    }
  if (anchorIndex < 0) {
    addFixedCost(op); // free in, free out: run whole
    return;
  }
  Value anchor = op->getOperand(anchorIndex);
  Derivation in = derived.lookup(anchor);
  Derivation out{in.decision, {}};
  TensorSharding replicated = TensorSharding::replicated(
      cast<RankedTensorType>(op->getResult(0).getType()).getRank());
  for (unsigned s = 0; s < in.layouts.size(); ++s) {
    // The partitioner reshards the operand to what the result's layout needs
    // (a slice's cut dimensions whole): price that here too.
    std::optional<TensorSharding> layout =
        op.getResultLayout(anchorIndex, in.layouts[s], shape);
    std::optional<TensorSharding> need;
    if (layout)
      need = op.getOperandLayout(anchorIndex, *layout, shape);
    if (!need)
      layout = replicated;
    TensorSharding source =
        need ? *need : TensorSharding::replicated(in.layouts[s].getRank());
    auto &paid = viewReshards[anchor];
    if (llvm::none_of(paid, [&](const auto &p) {
          return p.first == s && p.second == source;
        })) {
      // Gathered whole for an op without a rule already (requireReplicated).
      if (!(source.isReplicated() && replicatedValues.count(anchor)))
        rawCost[in.decision][s] += reshard(anchor, in.layouts[s], source);
      paid.emplace_back(s, source);
    }
    // What the local op copies (a pad, a concatenation).
    rawCost[in.decision][s] +=
        op.getLayoutSeconds(*layout, shape, mesh.getDeviceAttr()) *
        frequency(op->getBlock());
    out.layouts.push_back(*layout);
  }
  // Other operands (of a concatenation) reshard to the shared layout.
  for (OpOperand &use : op->getOpOperands()) {
    Value operand = use.get();
    if (operand == anchor || !isa<RankedTensorType>(operand.getType()))
      continue;
    Derivation other = derived.lookup(operand);
    if (other.decision < 0) {
      // A fill destination (a strided insert's zeros) is made at the
      // result's layout.
      for (unsigned s = 0; s < in.layouts.size(); ++s)
        rawCost[in.decision][s] += fillSeconds(operand, out.layouts[s]);
      continue;
    }
    if (other.decision == in.decision) {
      for (unsigned s = 0; s < in.layouts.size(); ++s)
        rawCost[in.decision][s] +=
            reshard(operand, other.layouts[s], out.layouts[s]);
      continue;
    }
    RawEdge edge{unsigned(other.decision), unsigned(in.decision), {}};
    for (const TensorSharding &from : other.layouts)
      for (const TensorSharding &to : out.layouts)
        edge.cost.push_back(reshard(operand, from, to));
    rawEdges.push_back(std::move(edge));
  }
  space.views.push_back({op, unsigned(in.decision), out.layouts});
  derived[op->getResult(0)] = std::move(out);
}

FailureOr<bool> SpaceBuilder::addCarried(LoopLikeOpInterface loop) {
  if (loop->getNumRegions() != 1 || !loop->getRegion(0).hasOneBlock() ||
      !loop.getLoopResults())
    return false;
  for (Value init : loop.getInits())
    if (auto type = dyn_cast<RankedTensorType>(init.getType()))
      if (!type.hasStaticShape())
        return false;
  Block &body = loop->getRegion(0).front();
  double trips = 1;
  if (std::optional<APInt> n = loop.getStaticTripCount())
    trips = std::max<int64_t>(0, n->getSExtValue());
  blockFrequency[&body] = frequency(loop->getBlock()) * trips;
  // Each carried tensor keeps its init's layout, reduced; an init no
  // decision determines (a fill, an empty tensor) is carried whole, as the
  // partitioner does when nothing else asks for it.
  SmallVector<Derivation> carried;
  for (OpOperand &init : loop.getInitsMutable()) {
    Value v = init.get();
    carried.emplace_back();
    if (!isa<RankedTensorType>(v.getType()))
      continue;
    Derivation d = derived.lookup(v);
    if (d.decision < 0) {
      payForWholeFill(v);
      TensorSharding whole = TensorSharding::replicated(
          cast<RankedTensorType>(v.getType()).getRank());
      ShardingSpace::Decision decision;
      decision.layouts = {whole};
      carried.back() = {int(addDecision(std::move(decision), {0})), {whole}};
      continue;
    }
    carried.back().decision = d.decision;
    for (unsigned s = 0; s < d.layouts.size(); ++s) {
      TensorSharding reduced = getCarriedSharding(d.layouts[s], mesh);
      rawCost[d.decision][s] += reshard(v, d.layouts[s], reduced);
      carried.back().layouts.push_back(reduced);
    }
  }
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs()))
    if (carried[i].decision >= 0)
      derived[arg] = carried[i];
  for (Operation &inner : body.without_terminator())
    if (failed(addOp(inner)))
      return failure();
  for (auto [i, yielded] : llvm::enumerate(loop.getYieldedValues()))
    if (carried[i].decision >= 0)
      addUse(yielded, carried[i].decision, carried[i].layouts);
  for (auto [i, result] : llvm::enumerate(*loop.getLoopResults()))
    if (carried[i].decision >= 0)
      derived[result] = carried[i];
  return true;
}

/// Runs whole on replicated operands (the partitioner reports it), and
/// costs what it costs whatever the plan.
void SpaceBuilder::addReplicated(Operation &op) {
  addFixedCost(&op);
  wholeResults.insert(&op);
  for (Value operand : op.getOperands())
    if (isa<RankedTensorType>(operand.getType())) {
      requireReplicated(operand);
      payForWholeFill(operand);
    }
  for (Region &region : op.getRegions())
    region.walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        if (isa<RankedTensorType>(operand.getType()) &&
            !op.isAncestor(operand.getParentRegion()->getParentOp()))
          requireReplicated(operand);
    });
}

void SpaceBuilder::findBatchValues() {
  auto name = mesh->getAttrOfType<StringAttr>(kMicrobatchAxisAttr);
  if (!name || !(microbatchAxis = mesh.getAxisIndex(name.getValue())))
    return;
  for (BlockArgument arg : fn.getArguments())
    if (std::optional<TensorSharding> fixed = state.fromAttr(
            fn.getArgAttr(arg.getArgNumber(), "cleave.sharding")))
      for (const auto &axes : fixed->getAllDimAxes())
        if (llvm::is_contained(axes, *microbatchAxis))
          batchValues.insert(arg);
  fn.walk([&](Operation *op) {
    bool reads = llvm::any_of(op->getOperands(),
                              [&](Value v) { return batchValues.contains(v); });
    if (!reads && op->getNumRegions()) {
      llvm::SetVector<Value> captured;
      getUsedValuesDefinedAbove(op->getRegions(), captured);
      reads = llvm::any_of(captured,
                           [&](Value v) { return batchValues.contains(v); });
    }
    if (reads)
      for (Value r : op->getResults())
        batchValues.insert(r);
  });
}

static bool usesAxis(const LoopAxes &loops, unsigned axis) {
  return llvm::any_of(loops, [&](const std::vector<unsigned> &axes) {
    return llvm::is_contained(axes, axis);
  });
}

void SpaceBuilder::keepMicrobatchLoops(
    Operation *op, std::vector<LoopAxes> &strategies) const {
  if (!microbatchAxis)
    return;
  auto mask = op->getAttrOfType<DenseBoolArrayAttr>(kMicrobatchLoopsAttr);
  if (!mask) {
    dropMicrobatchAxis(strategies);
    return;
  }
  std::vector<LoopAxes> kept;
  for (const LoopAxes &loops : strategies) {
    bool same = loops.size() == size_t(mask.size());
    for (unsigned l = 0; same && l < loops.size(); ++l)
      same = llvm::is_contained(loops[l], *microbatchAxis) == mask[l];
    if (same)
      kept.push_back(loops);
  }
  if (kept.empty())
    dropMicrobatchAxis(strategies);
  else
    strategies = std::move(kept);
}
static bool usesAxis(const TensorSharding &layout, unsigned axis) {
  return usesAxis(layout.getAllDimAxes(), axis) ||
         llvm::is_contained(layout.getPartialAxes(), axis);
}

/// `dims` with only the axes in `keep`, in order.
static LoopAxes keepAxes(const LoopAxes &dims, ArrayRef<unsigned> keep) {
  LoopAxes out(dims.size());
  for (size_t d = 0; d < dims.size(); ++d)
    for (unsigned axis : dims[d])
      if (llvm::is_contained(keep, axis))
        out[d].push_back(axis);
  return out;
}

static const LoopAxes &dimAxesOf(const LoopAxes &loops) { return loops; }
static const LoopAxes &dimAxesOf(const TensorSharding &layout) {
  return layout.getAllDimAxes();
}

LoopAxes SpaceBuilder::roundDims(bool argument, int index) const {
  if (!options.round)
    return {};
  const auto &dims =
      argument ? options.round->argumentDims : options.round->resultDims;
  auto it = dims.find(index);
  return it == dims.end() ? LoopAxes() : it->second;
}

template <typename T>
void SpaceBuilder::keepRoundChoices(std::vector<T> &choices,
                                    const LoopAxes &earlier) const {
  const AxisRound *round = options.round;
  if (!round)
    return;
  SmallVector<unsigned> usable(round->decided.begin(), round->decided.end());
  usable.append(round->active.begin(), round->active.end());
  LoopAxes kept =
      earlier.empty() ? LoopAxes() : keepAxes(earlier, round->decided);
  std::vector<T> out;
  for (const T &choice : choices) {
    const LoopAxes &dims = dimAxesOf(choice);
    if (keepAxes(dims, usable) != dims)
      continue; // an axis of a later round
    if (!kept.empty() && keepAxes(dims, round->decided) != kept)
      continue; // not what the earlier rounds chose
    out.push_back(choice);
  }
  if (!out.empty())
    choices = std::move(out);
}

template <typename T>
void SpaceBuilder::dropMicrobatchAxis(std::vector<T> &choices) const {
  if (!microbatchAxis)
    return;
  std::vector<T> kept;
  for (const T &choice : choices)
    if (!usesAxis(choice, *microbatchAxis))
      kept.push_back(choice);
  if (!kept.empty())
    choices = std::move(kept);
}

LogicalResult SpaceBuilder::addOp(Operation &op) {
  if (auto annotate = dyn_cast<AnnotateOp>(op)) {
    std::optional<TensorSharding> s = state.fromAttr(annotate.getSharding());
    if (!s)
      return annotate.emitOpError() << "has a sharding the search cannot "
                                       "resolve on mesh @"
                                    << mesh.getSymName();
    ShardingSpace::Decision d;
    d.layouts = {*s};
    unsigned id = addDecision(std::move(d), {0});
    addUse(annotate.getInput(), id, {*s});
    derived[annotate.getResult()] = Derivation{int(id), {*s}};
    return success();
  }
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    for (OpOperand &operand : ret->getOpOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      if (!type || !type.hasStaticShape())
        continue;
      unsigned i = operand.getOperandNumber();
      ShardingSpace::Decision d;
      d.result = i;
      if (std::optional<TensorSharding> fixed =
              state.fromAttr(fn.getResultAttr(i, "cleave.sharding")))
        d.layouts.push_back(*fixed);
      else {
        for (auto &dims :
             enumerateSplits(shape, type.getShape(),
                             SmallVector<bool>(type.getRank(), true)))
          d.layouts.push_back(TensorSharding(dims));
        keepRoundChoices(d.layouts, roundDims(/*argument=*/false, i));
      }
      // Training state comes back whole on every microbatch; the batch's
      // results are split over microbatches on their first dimension, the
      // axis last there (each device's block is its microbatches' blocks in
      // order), or not at all.
      if (!batchValues.contains(operand.get()) ||
          fn.getResultAttr(i, "cleave.updates"))
        dropMicrobatchAxis(d.layouts);
      else if (microbatchAxis)
        llvm::erase_if(d.layouts, [&](const TensorSharding &layout) {
          for (unsigned dim = 0; dim < layout.getRank(); ++dim) {
            const std::vector<unsigned> &axes = layout.getDimAxes(dim);
            auto it = llvm::find(axes, *microbatchAxis);
            if (it != axes.end() && (dim != 0 || it + 1 != axes.end()))
              return true;
          }
          return false;
        });
      std::vector<TensorSharding> required = d.layouts;
      // A fill returned is made in the result's layout.
      std::vector<double> cost = fillsFor(operand.get(), required);
      cost.resize(required.size(), 0);
      unsigned id = addDecision(std::move(d), std::move(cost));
      addUse(operand.get(), id, required);
    }
    return success();
  }
  bool tensorResults =
      op.getNumResults() > 0 && llvm::all_of(op.getResultTypes(), [](Type t) {
        auto r = dyn_cast<RankedTensorType>(t);
        return r && r.hasStaticShape();
      });
  auto iface = dyn_cast<ShardingOpInterface>(op);
  switch (iface ? iface.getShardingStyle() : ShardingStyle::Replicated) {
  case ShardingStyle::Loops: {
    // The op's regions read what they capture whole (the partitioner
    // gathers it), whatever the op's own strategy.
    requireCapturesReplicated(&op);
    if (!tensorResults)
      break;
    // Fills are rematerialized per consumer, which pays for them.
    if (iface.isRecreatable())
      return success();
    std::optional<LoopRule> rule = iface.getLoopRule();
    std::vector<LoopAxes> strategies = iface.getStrategies(shape);
    keepMicrobatchLoops(&op, strategies);
    keepRoundChoices(strategies, options.round
                                     ? options.round->opLoops.lookup(&op)
                                     : LoopAxes());
    if (!strategies.empty()) {
      addLoopOp(iface, *rule, std::move(strategies));
      return success();
    }
    // Generators run as they are.
    bool readsTensors = false;
    for (unsigned i = 0; i < rule->getNumInputs(); ++i)
      readsTensors |= isa<RankedTensorType>(op.getOperand(i).getType());
    if (!readsTensors) {
      addFixedCost(&op);
      space.wholeOps.push_back(&op);
      wholeResults.insert(&op);
      return success();
    }
    break;
  }
  case ShardingStyle::Layout:
    if (!tensorResults || op.getNumResults() != 1)
      break;
    addLayoutOp(iface);
    return success();
  case ShardingStyle::Free:
    return success();
  case ShardingStyle::Carried: {
    auto loop = dyn_cast<LoopLikeOpInterface>(op);
    if (!loop)
      break;
    FailureOr<bool> added = addCarried(loop);
    if (failed(added))
      return failure();
    if (*added)
      return success();
    break;
  }
  case ShardingStyle::Replicated:
    break;
  }
  addReplicated(op);
  return success();
}

FailureOr<ShardingSpace> SpaceBuilder::build() {
  if (!mesh.getLinksAttr() || !mesh.getDeviceAttr())
    return mesh.emitOpError()
           << "has no cost model (links and device) for the automatic "
              "search: attach one with --cluster or --cleave-apply-cluster";
  Block &body = fn.getBody().front();
  findBatchValues();
  // Arguments: any layout, unless fixed by an attribute.
  for (BlockArgument arg : body.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !type.hasStaticShape())
      continue;
    ShardingSpace::Decision d;
    d.argument = arg.getArgNumber();
    if (std::optional<TensorSharding> fixed = state.fromAttr(
            fn.getArgAttr(arg.getArgNumber(), "cleave.sharding"))) {
      d.layouts.push_back(*fixed);
    } else {
      for (auto &dims : enumerateSplits(
               shape, type.getShape(), SmallVector<bool>(type.getRank(), true)))
        d.layouts.push_back(TensorSharding(dims));
      dropMicrobatchAxis(d.layouts);
      keepRoundChoices(d.layouts, roundDims(/*argument=*/true, d.argument));
    }
    std::vector<TensorSharding> layouts = d.layouts;
    unsigned id =
        addDecision(std::move(d), std::vector<double>(layouts.size(), 0));
    derived[arg] = Derivation{int(id), std::move(layouts)};
  }
  if (options.overlapCollectives)
    estimateSpans();
  for (Operation &op : body) {
    ++space.numOps;
    currentTop = &op;
    if (failed(addOp(op)))
      return failure();
  }
  currentTop = nullptr;
  shareReshards();
  computeClasses();
  buildMemory();
  return std::move(space);
}

/// A result marked `cleave.updates = N` (training state the next call
/// takes back as argument N) joins argument N's class: one decision gives
/// both their layout, so the state stays in place between calls. Classes
/// are renumbered densely afterwards.
void SpaceBuilder::tieUpdatedArguments(std::vector<unsigned> &classOf) {
  std::map<int, unsigned> argumentDecision;
  for (unsigned i = 0; i < space.decisions.size(); ++i)
    if (space.decisions[i].argument >= 0)
      argumentDecision[space.decisions[i].argument] = i;
  bool merged = false;
  for (unsigned i = 0; i < space.decisions.size(); ++i) {
    const ShardingSpace::Decision &d = space.decisions[i];
    if (d.result < 0)
      continue;
    auto updates =
        fn.getResultAttrOfType<IntegerAttr>(d.result, "cleave.updates");
    if (!updates)
      continue;
    auto it = argumentDecision.find(updates.getInt());
    // Layouts differ when one side is fixed: nothing to tie.
    if (it == argumentDecision.end() ||
        space.decisions[it->second].layouts != d.layouts)
      continue;
    unsigned from = classOf[i], to = classOf[it->second];
    if (from == to)
      continue;
    for (unsigned &c : classOf)
      if (c == from)
        c = to;
    merged = true;
  }
  if (!merged)
    return;
  std::map<unsigned, unsigned> dense;
  for (unsigned &c : classOf)
    c = dense.emplace(c, unsigned(dense.size())).first->second;
}

void SpaceBuilder::computeClasses() {
  unsigned numRaw = space.decisions.size();
  std::vector<unsigned> classOf =
      classifyDecisions(fn, space.decisions, options.shareRepeated);
  tieUpdatedArguments(classOf);
  unsigned numClasses = 0;
  for (unsigned c : classOf)
    numClasses = std::max(numClasses, c + 1);
  SearchProblem &p = space.problem;
  p.overlapCollectives = options.overlapCollectives;
  p.nodes.assign(numClasses, SearchNode());
  for (unsigned i = 0; i < numRaw; ++i) {
    unsigned c = classOf[i];
    space.decisions[i].node = c;
    SearchNode &node = p.nodes[c];
    if (node.cost.empty()) {
      node.cost = rawCost[i];
      const ShardingSpace::Decision &d = space.decisions[i];
      node.name = d.op ? d.op->getName().getStringRef().str() + " at " +
                             getShortLocation(d.op->getLoc())
                  : d.argument >= 0 ? "arg" + std::to_string(d.argument)
                  : d.result >= 0   ? "result" + std::to_string(d.result)
                                    : "annotation";
    } else {
      for (unsigned s = 0; s < node.cost.size(); ++s)
        node.cost[s] += rawCost[i][s];
    }
  }
  std::map<std::pair<unsigned, unsigned>, unsigned> edgeIndex;
  for (const RawEdge &e : rawEdges) {
    unsigned from = classOf[e.from], to = classOf[e.to];
    if (!e.temp.empty() && e.at) {
      if (from == to) {
        size_t width = p.nodes[to].cost.size();
        std::vector<double> diagonal(width);
        for (unsigned s = 0; s < width; ++s)
          diagonal[s] = e.temp[s * width + s];
        pendingTemps.push_back({-1, to, std::move(diagonal), e.at});
      } else {
        auto it = edgeIndex.find({from, to});
        pendingTemps.push_back(
            {it == edgeIndex.end() ? int(p.edges.size()) : int(it->second), to,
             e.temp, e.at});
      }
    }
    if (from == to) {
      SearchNode &node = p.nodes[to];
      size_t width = node.cost.size();
      if (!e.stream.empty() && node.stream.empty())
        node.stream.assign(width, 0);
      for (unsigned s = 0; s < width; ++s) {
        node.cost[s] += e.cost[s * width + s];
        if (!e.stream.empty())
          node.stream[s] += e.stream[s * width + s];
      }
      continue;
    }
    auto [it, inserted] =
        edgeIndex.insert({{from, to}, unsigned(p.edges.size())});
    if (inserted) {
      p.edges.push_back(SearchEdge{from, to, e.cost, e.stream});
      continue;
    }
    SearchEdge &edge = p.edges[it->second];
    if (!e.stream.empty() && edge.stream.empty())
      edge.stream.assign(edge.cost.size(), 0);
    for (size_t k = 0; k < edge.cost.size(); ++k) {
      edge.cost[k] += e.cost[k];
      if (!e.stream.empty())
        edge.stream[k] += e.stream[k];
    }
  }
  // Shares of repeated layers merge as their edges do: same source class,
  // same uses; costs add up.
  std::map<
      std::pair<unsigned, std::vector<std::pair<unsigned, std::vector<bool>>>>,
      unsigned>
      shareIndex;
  for (RawShare &raw : rawShares) {
    unsigned from = classOf[raw.from];
    std::vector<std::pair<unsigned, std::vector<bool>>> uses;
    for (auto &[to, wants] : raw.uses)
      uses.push_back({classOf[to], wants});
    std::sort(uses.begin(), uses.end());
    uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
    auto [it, inserted] =
        shareIndex.insert({{from, uses}, unsigned(p.shares.size())});
    if (!raw.heldBytes.empty())
      pendingShareTemps.push_back(
          {it->second, std::move(raw.heldBytes), raw.firstAt, raw.lastAt});
    if (!inserted) {
      SearchShare &share = p.shares[it->second];
      for (size_t s = 0; s < share.cost.size(); ++s) {
        share.cost[s] += raw.cost[s];
        if (!share.stream.empty())
          share.stream[s] += raw.stream[s];
      }
      continue;
    }
    SearchShare share{from, raw.cost, raw.stream, {}};
    for (auto &[to, wants] : uses) {
      share.uses.push_back({to, wants});
      // The ILP bounds a share by the product columns of the edge between
      // source and use: make one where all its costs were shared away.
      if (to != from && !edgeIndex.count({from, to}) &&
          !edgeIndex.count({to, from})) {
        edgeIndex[{from, to}] = p.edges.size();
        p.edges.push_back(SearchEdge{
            from,
            to,
            std::vector<double>(
                p.nodes[from].cost.size() * p.nodes[to].cost.size(), 0),
            {}});
      }
    }
    p.shares.push_back(std::move(share));
  }
}

/// Values and the program points where memory may peak.
void SpaceBuilder::buildMemory() {
  SearchProblem &p = space.problem;
  p.memoryBudget = options.memoryBudget;
  Block &body = fn.getBody().front();
  llvm::DenseMap<Operation *, unsigned> position;
  unsigned n = 0;
  for (Operation &op : body)
    position[&op] = n++;
  space.numPoints = n;
  std::vector<ShardingSpace::Span> &lives = space.valueSpans;
  // A view aliases its source's buffer: the source is held while any view
  // of it is read (a transposed activation collapsed for the forward's
  // GEMM and read again, through the same view, by the backward's).
  auto lastUse = [&](Value v) {
    unsigned last = 0;
    for (Value view : getViewsOf(v))
      for (OpOperand &use : view.getUses())
        if (Operation *owner = body.findAncestorOpInBlock(*use.getOwner()))
          last = std::max(last, position.lookup(owner));
    return last;
  };
  // Results are held as the lowering holds them (InPlaceUpdates.h):
  // out-parameters for the whole call, results written over the argument
  // they update until after its last read.
  ReturnedBuffers returned = getReturnedBuffers(fn);
  auto heldFrom = [&](Value v, unsigned produced) {
    return returned.outParameters.contains(v) ? 0 : produced;
  };
  auto heldTo = [&](Value v, unsigned produced) {
    if (returned.outParameters.contains(v))
      return n ? n - 1 : 0;
    auto it = returned.heldUntil.find(v);
    if (it != returned.heldUntil.end())
      return std::max(produced, position.lookup(it->second));
    return std::max(produced, lastUse(v));
  };
  auto addValue = [&](Value v, unsigned begin, unsigned end) {
    const Derivation &d = derived[v];
    SearchValue value;
    value.node = space.decisions[d.decision].node;
    value.bytes = localBytes(v, d.layouts);
    // Ties go to the layout that needs less memory (1 ns per MB).
    for (unsigned s = 0; s < value.bytes.size(); ++s)
      p.nodes[value.node].cost[s] += value.bytes[s] * kTieBreakSecondsPerByte;
    value.tieBreakSecondsPerByte = kTieBreakSecondsPerByte;
    p.values.push_back(std::move(value));
    lives.push_back({unsigned(p.values.size() - 1), begin, end, v.getLoc()});
  };
  // A convolution run as GEMMs (ConvolutionGemms.h) holds one image's
  // columns (C*KH*KW per output position, less a split of C) while it
  // runs.
  auto addConvolutionBuffers = [&](Operation &op, unsigned at) {
    Value result = op.getResult(0);
    const Derivation &d = derived[result];
    auto filter = cast<RankedTensorType>(op.getOperand(1).getType());
    auto out = cast<RankedTensorType>(result.getType());
    double window = double(filter.getDimSize(1)) * filter.getDimSize(2) *
                    filter.getDimSize(3);
    double elementBytes = getElementBytes(out.getElementType());
    SearchValue value;
    value.node = space.decisions[d.decision].node;
    for (const TensorSharding &s : d.layouts) {
      auto local = [&](unsigned dim) {
        return double(out.getDimSize(dim)) /
               shape.getGroupSize(s.getDimAxes(dim));
      };
      double positions = local(2) * local(3);
      double columns = window / shape.getGroupSize(s.getPartialAxes());
      value.bytes.push_back(columns * positions * elementBytes);
    }
    p.values.push_back(std::move(value));
    lives.push_back({unsigned(p.values.size() - 1), at, at, op.getLoc()});
  };
  for (BlockArgument arg : body.getArguments())
    if (derived.lookup(arg).decision >= 0)
      addValue(arg, 0, n ? n - 1 : 0);
  // Reshard temporaries at their consumer: on one class, a value there; on
  // an edge, a term of both ends.
  for (PendingTemp &t : pendingTemps) {
    unsigned point = position.lookup(t.at);
    if (t.edge < 0) {
      SearchValue value;
      value.node = t.node;
      value.bytes = std::move(t.bytes);
      p.values.push_back(std::move(value));
      lives.push_back(
          {unsigned(p.values.size() - 1), point, point, t.at->getLoc()});
      continue;
    }
    p.temps.push_back({unsigned(t.edge), std::move(t.bytes)});
    space.tempSpans.push_back(
        {unsigned(p.temps.size() - 1), point, point, t.at->getLoc()});
  }
  // Whole copies gathered for consumers that read a value whole.
  for (ReplicatedHold &h : replicatedHolds) {
    if (llvm::all_of(h.bytes, [](double b) { return b == 0; }))
      continue;
    SearchValue value;
    value.node = space.decisions[derived[h.value].decision].node;
    value.bytes = std::move(h.bytes);
    p.values.push_back(std::move(value));
    lives.push_back({unsigned(p.values.size() - 1), position.lookup(h.first),
                     position.lookup(h.last), h.first->getLoc()});
  }
  // Shared reshards, from their first consumer to their last.
  std::vector<ShardingSpace::Span> &shareLives = space.shareTempSpans;
  for (PendingShareTemp &t : pendingShareTemps) {
    p.shareTemps.push_back({t.share, std::move(t.bytes)});
    shareLives.push_back({unsigned(p.shareTemps.size() - 1),
                          position.lookup(t.firstAt), position.lookup(t.lastAt),
                          t.firstAt->getLoc()});
  }
  // Results of ops run whole, from their op to their last use.
  std::vector<double> wholeDiff(n + 1, 0);
  for (Operation &op : body) {
    // Constants' data is there whatever the plan.
    if (auto iface = dyn_cast<ShardingOpInterface>(op))
      if (double bytes = iface.getFixedMemoryBytes()) {
        p.fixedBytes += bytes;
        space.fixedHolders.push_back(
            {op.getLoc(), 0, n ? n - 1 : 0, bytes, /*constant=*/true});
        continue;
      }
    if (wholeResults.contains(&op)) {
      for (Value result : op.getResults()) {
        auto type = dyn_cast<RankedTensorType>(result.getType());
        if (!type || !type.hasStaticShape())
          continue;
        double bytes = getTensorBytes(type);
        unsigned from = heldFrom(result, position[&op]),
                 to = heldTo(result, position[&op]);
        wholeDiff[from] += bytes;
        wholeDiff[to + 1] -= bytes;
        space.fixedHolders.push_back(
            {op.getLoc(), from, to, bytes, /*constant=*/false});
      }
      if (isConvolutionLoweredAsGemm(&op)) { // one image's columns, whole
        auto filter = cast<RankedTensorType>(op.getOperand(1).getType());
        auto out = cast<RankedTensorType>(op.getResult(0).getType());
        double bytes = double(filter.getNumElements()) / filter.getDimSize(0) *
                       out.getDimSize(2) * out.getDimSize(3) *
                       getElementBytes(out.getElementType());
        unsigned at = position[&op];
        wholeDiff[at] += bytes;
        wholeDiff[at + 1] -= bytes;
        space.fixedHolders.push_back(
            {op.getLoc(), at, at, bytes, /*constant=*/false});
      }
      continue;
    }
    if (!opDecision.count(&op) && !followerOps.count(&op))
      continue; // views alias; free values are counted where consumed
    // Read in place by the GEMM it feeds: no buffer of its own (torch's
    // transposed weights counted twice made a 4-rank Phi-3's least need
    // 3.1 MB, its partitioned program holding 0.9 MB).
    if (isTransposeFoldedIntoGemm(&op))
      continue;
    for (Value result : op.getResults())
      addValue(result, heldFrom(result, position[&op]),
               heldTo(result, position[&op]));
    if (isConvolutionLoweredAsGemm(&op))
      addConvolutionBuffers(op, position[&op]);
  }
  if (p.memoryBudget <= 0 || n == 0)
    return;
  // Bytes live at each point if everything were replicated, and if every
  // value took its smallest layout: a point whose replicated total is below
  // some point's smallest total can never be the peak.
  std::vector<double> most(wholeDiff), least(wholeDiff);
  for (const ShardingSpace::Span &l : lives) {
    const std::vector<double> &bytes = p.values[l.index].bytes;
    double hi = *std::max_element(bytes.begin(), bytes.end());
    double lo = *std::min_element(bytes.begin(), bytes.end());
    most[l.begin] += hi;
    most[l.end + 1] -= hi;
    least[l.begin] += lo;
    least[l.end + 1] -= lo;
  }
  // A shared reshard may go unpaid: the least is none of it.
  for (const ShardingSpace::Span &l : shareLives) {
    const std::vector<double> &bytes = p.shareTemps[l.index].bytes;
    double hi = *std::max_element(bytes.begin(), bytes.end());
    most[l.begin] += hi;
    most[l.end + 1] -= hi;
  }
  for (const ShardingSpace::Span &t : space.tempSpans) {
    const std::vector<double> &bytes = p.temps[t.index].bytes;
    most[t.begin] += *std::max_element(bytes.begin(), bytes.end());
    most[t.end + 1] -= *std::max_element(bytes.begin(), bytes.end());
    least[t.begin] += *std::min_element(bytes.begin(), bytes.end());
    least[t.end + 1] -= *std::min_element(bytes.begin(), bytes.end());
  }
  double floor = 0, runMost = 0, runLeast = 0;
  std::vector<std::pair<double, unsigned>> candidates;
  for (unsigned i = 0; i < n; ++i) {
    runMost += most[i];
    runLeast += least[i];
    floor = std::max(floor, runLeast);
    candidates.push_back({runMost, i});
  }
  candidates.erase(
      std::remove_if(candidates.begin(), candidates.end(),
                     [&](const auto &c) { return c.first < floor; }),
      candidates.end());
  std::stable_sort(
      candidates.begin(), candidates.end(),
      [](const auto &a, const auto &b) { return a.first > b.first; });
  if (candidates.size() > options.maxMemoryPoints)
    candidates.resize(options.maxMemoryPoints);
  std::sort(candidates.begin(), candidates.end(),
            [](const auto &a, const auto &b) { return a.second < b.second; });
  for (const auto &[bytes, point] : candidates)
    addMemoryPoint(space, point);
}

} // namespace

FailureOr<ShardingSpace>
buildShardingSpace(func::FuncOp fn, MeshOp mesh,
                   const ShardingSpaceOptions &options) {
  return SpaceBuilder(fn, mesh, options).build();
}

std::vector<double> getBytesAtEveryPoint(const ShardingSpace &space,
                                         const std::vector<unsigned> &choice) {
  const SearchProblem &p = space.problem;
  std::vector<double> diff(space.numPoints + 1, 0);
  auto add = [&](unsigned begin, unsigned end, double bytes) {
    if (begin >= space.numPoints)
      return;
    diff[begin] += bytes;
    diff[std::min(end, space.numPoints - 1) + 1] -= bytes;
  };
  for (const ShardingSpace::FixedHolder &h : space.fixedHolders)
    add(h.begin, h.end, h.bytes);
  for (const ShardingSpace::Span &l : space.valueSpans)
    add(l.begin, l.end, getValueBytes(p, l.index, choice));
  for (const ShardingSpace::Span &l : space.tempSpans)
    add(l.begin, l.end, getTempBytes(p, l.index, choice));
  for (const ShardingSpace::Span &l : space.shareTempSpans)
    add(l.begin, l.end, getShareTempBytes(p, l.index, choice));
  std::vector<double> at(space.numPoints);
  double running = 0;
  for (unsigned i = 0; i < space.numPoints; ++i)
    at[i] = running += diff[i];
  return at;
}

bool addMemoryPoint(ShardingSpace &space, unsigned position) {
  if (llvm::is_contained(space.livePointPositions, position))
    return false;
  SearchProblem &p = space.problem;
  auto spans = [&](const std::vector<ShardingSpace::Span> &all) {
    std::vector<unsigned> live;
    for (const ShardingSpace::Span &l : all)
      if (l.begin <= position && position <= l.end)
        live.push_back(l.index);
    return live;
  };
  double whole = 0;
  for (const ShardingSpace::FixedHolder &h : space.fixedHolders)
    if (!h.constant && h.begin <= position && position <= h.end)
      whole += h.bytes;
  p.fixedLive.push_back(whole);
  space.livePointPositions.push_back(position);
  p.livePoints.push_back(spans(space.valueSpans));
  p.liveTemps.push_back(spans(space.tempSpans));
  p.liveShareTemps.push_back(spans(space.shareTempSpans));
  return true;
}

std::vector<std::pair<Location, double>>
getMemoryHolders(const ShardingSpace &space,
                 const std::vector<unsigned> &choice, unsigned position) {
  const SearchProblem &p = space.problem;
  std::vector<std::pair<Location, double>> held;
  auto add = [&](unsigned begin, unsigned end, Location loc, double bytes) {
    if (begin <= position && position <= end && bytes)
      held.push_back({loc, bytes});
  };
  for (const ShardingSpace::FixedHolder &h : space.fixedHolders)
    add(h.begin, h.end, h.loc, h.bytes);
  for (const ShardingSpace::Span &l : space.valueSpans)
    add(l.begin, l.end, l.loc, getValueBytes(p, l.index, choice));
  for (const ShardingSpace::Span &l : space.tempSpans)
    add(l.begin, l.end, l.loc, getTempBytes(p, l.index, choice));
  for (const ShardingSpace::Span &l : space.shareTempSpans)
    add(l.begin, l.end, l.loc, getShareTempBytes(p, l.index, choice));
  return held;
}

std::vector<unsigned>
translateChoice(const ShardingSpace &from, const std::vector<unsigned> &choice,
                const ShardingSpace &to,
                const std::vector<std::vector<unsigned>> *axisMap,
                unsigned *unmatched) {
  auto mapAxes = [&](const std::vector<unsigned> &axes) {
    if (!axisMap)
      return axes;
    std::vector<unsigned> out;
    for (unsigned a : axes)
      llvm::append_range(out, (*axisMap)[a]);
    return out;
  };
  auto mapLoops = [&](const LoopAxes &loops) {
    LoopAxes out;
    for (const std::vector<unsigned> &axes : loops)
      out.push_back(mapAxes(axes));
    return out;
  };
  // What `choice` gives each op (decisions and followers), argument and
  // result.
  llvm::DenseMap<Operation *, LoopAxes> opLoops;
  std::map<std::pair<int, int>, TensorSharding> boundary;
  for (const ShardingSpace::Decision &d : from.decisions) {
    unsigned s = choice[d.node];
    if (d.op) {
      opLoops[d.op] = mapLoops(d.loops[s]);
      continue;
    }
    const TensorSharding &t = d.layouts[s];
    boundary[{d.argument, d.result}] =
        TensorSharding(mapLoops(t.getAllDimAxes()), mapAxes(t.getPartialAxes()),
                       t.getPartialKind(), t.getUneven());
  }
  for (const ShardingSpace::Follower &f : from.followers)
    opLoops[f.op] = mapLoops(f.loops[choice[from.decisions[f.leader].node]]);
  std::vector<unsigned> out(to.problem.nodes.size(), 0);
  std::vector<bool> set(out.size(), false);
  for (const ShardingSpace::Decision &d : to.decisions) {
    if (set[d.node])
      continue; // a class's members share their strategies' order
    int index = -1;
    if (d.op) {
      if (auto it = opLoops.find(d.op); it != opLoops.end())
        index = llvm::find(d.loops, it->second) - d.loops.begin();
      if (index >= int(d.loops.size()))
        index = -1;
    } else if (auto it = boundary.find({d.argument, d.result});
               it != boundary.end()) {
      index = llvm::find(d.layouts, it->second) - d.layouts.begin();
      if (index >= int(d.layouts.size()))
        index = -1;
    }
    if (index >= 0) {
      out[d.node] = index;
      set[d.node] = true;
    } else if (unmatched) {
      ++*unmatched;
    }
  }
  return out;
}

void recordRoundChoice(const ShardingSpace &space,
                       const std::vector<unsigned> &choice, AxisRound &round) {
  for (const ShardingSpace::Decision &d : space.decisions) {
    unsigned s = choice[d.node];
    if (d.op)
      round.opLoops[d.op] = d.loops[s];
    else if (d.argument >= 0)
      round.argumentDims[d.argument] = d.layouts[s].getAllDimAxes();
    else if (d.result >= 0)
      round.resultDims[d.result] = d.layouts[s].getAllDimAxes();
  }
  for (const ShardingSpace::Follower &f : space.followers)
    round.opLoops[f.op] = f.loops[choice[space.decisions[f.leader].node]];
}

void applyShardingChoice(const ShardingSpace &space,
                         const std::vector<unsigned> &choice, func::FuncOp fn,
                         MeshOp mesh) {
  ShardingState state(mesh);
  for (const ShardingSpace::Follower &f : space.followers)
    state.setLoops(f.op, f.loops[choice[space.decisions[f.leader].node]]);
  for (const ShardingSpace::View &v : space.views)
    v.op->setAttr(
        "cleave.result_shardings",
        ArrayAttr::get(
            v.op->getContext(),
            {state.toAttr(
                v.layouts[choice[space.decisions[v.decision].node]])}));
  for (Operation *op : space.wholeOps)
    if (std::optional<LoopRule> rule =
            cast<ShardingOpInterface>(op).getLoopRule())
      state.setLoops(op, LoopAxes(rule->getNumLoops()));
  for (const ShardingSpace::Decision &d : space.decisions) {
    unsigned s = choice[d.node];
    if (d.op) {
      state.setLoops(d.op, d.loops[s]);
      // Lazy reduction chosen or not here: cleave-propagate keeps it.
      if (!d.lazyInputs.empty()) {
        Builder b(d.op->getContext());
        SmallVector<Attribute> names;
        for (unsigned a : d.lazyAxes[s])
          names.push_back(b.getStringAttr(state.getMeshShape().getAxisName(a)));
        d.op->setAttr("cleave.partial", b.getArrayAttr(names));
        if (names.empty())
          d.op->removeAttr("cleave.partial_inputs");
        else
          d.op->setAttr("cleave.partial_inputs",
                        b.getDenseI64ArrayAttr(d.lazyInputs));
      }
    } else if (d.argument >= 0) {
      if (!fn.getArgAttr(d.argument, "cleave.sharding"))
        fn.setArgAttr(d.argument, "cleave.sharding",
                      state.toAttr(d.layouts[s]));
    } else if (d.result >= 0) {
      if (!fn.getResultAttr(d.result, "cleave.sharding"))
        fn.setResultAttr(d.result, "cleave.sharding",
                         state.toAttr(d.layouts[s]));
    }
  }
}

} // namespace cleave
