//===- ShardingSpace.cpp - A function's sharding choices as a problem -----===//

#include "cleave/Search/ShardingSpace.h"
#include "cleave/Analysis/ReshapeShardingRule.h"
#include "cleave/Analysis/ShardingState.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/ShardingUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <map>
#include <unordered_map>

using namespace mlir;

namespace cleave {

namespace {

constexpr double kTieBreakSecondsPerByte = 1e-15;

/// Every way of giving each mesh axis of size > 1 to one of `extents.size()`
/// slots (or none), where `allowed[slot]` and the slot's extent is divisible
/// by the product of its axes. Axes on one slot are ordered as on the mesh
/// (major first). The first entry is "nothing split".
std::vector<std::vector<std::vector<unsigned>>>
enumerateSplits(const MeshShape &mesh, ArrayRef<int64_t> extents,
                ArrayRef<bool> allowed) {
  std::vector<unsigned> axes;
  for (unsigned a = 0; a < mesh.getRank(); ++a)
    if (mesh.getAxisSize(a) > 1)
      axes.push_back(a);
  std::vector<std::vector<std::vector<unsigned>>> out;
  std::vector<std::vector<unsigned>> current(extents.size());
  std::function<void(unsigned)> recurse = [&](unsigned i) {
    if (i == axes.size()) {
      for (unsigned slot = 0; slot < extents.size(); ++slot) {
        int64_t n = mesh.getGroupSize(current[slot]);
        if (n > 1 && (extents[slot] <= 0 || extents[slot] % n != 0))
          return;
      }
      out.push_back(current);
      return;
    }
    recurse(i + 1);
    for (unsigned slot = 0; slot < extents.size(); ++slot) {
      if (!allowed[slot])
        continue;
      current[slot].push_back(axes[i]);
      recurse(i + 1);
      current[slot].pop_back();
    }
  };
  recurse(0);
  return out;
}

/// A value's layout as a function of one raw decision's strategy; `node` -1
/// means the value is free (available in any layout without traffic).
struct Derivation {
  int decision = -1;
  std::vector<TensorSharding> layouts;
};

struct RawEdge {
  unsigned from, to; // raw decisions
  std::vector<double> cost;
};

class SpaceBuilder {
public:
  SpaceBuilder(func::FuncOp fn, MeshOp mesh, const ShardingSpaceOptions &opts)
      : fn(fn), mesh(mesh), shape(getMeshShape(mesh)), options(opts) {}

  FailureOr<ShardingSpace> build();

private:
  double reshard(Value v, const TensorSharding &from, const TensorSharding &to);
  std::vector<double> localBytes(Value v,
                                 const std::vector<TensorSharding> &layouts);
  unsigned addDecision(ShardingSpace::Decision d, std::vector<double> cost) {
    space.decisions.push_back(std::move(d));
    rawCost.push_back(std::move(cost));
    return space.decisions.size() - 1;
  }
  /// The use `v` (derivation `d`) -> requirement per strategy of decision
  /// `consumer`.
  void addUse(Value v, unsigned consumer,
              const std::vector<TensorSharding> &required);
  /// `v` must be replicated (an op without a rule).
  void requireReplicated(Value v);
  void addLinalg(linalg::LinalgOp op, const LinalgShardingRule &rule);
  double strategySeconds(linalg::LinalgOp op, const LinalgShardingRule &rule,
                         const LoopAxes &loops);
  void computeClasses();
  void buildMemory();

  func::FuncOp fn;
  MeshOp mesh;
  MeshShape shape;
  ShardingSpaceOptions options;
  ShardingSpace space;
  std::vector<std::vector<double>> rawCost;
  std::vector<RawEdge> rawEdges;
  llvm::DenseMap<Value, Derivation> derived;
  llvm::DenseMap<Operation *, unsigned> opDecision;
  llvm::SmallPtrSet<Operation *, 16> followerOps;
  std::unordered_map<std::string, double> reshardCache;
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
  if (from == to)
    return 0;
  auto type = cast<RankedTensorType>(v.getType());
  std::vector<int64_t> global(type.getShape().begin(), type.getShape().end());
  unsigned bytes = getElementBytes(type.getElementType());
  std::string key = encodeKey(global, bytes, from, to);
  auto it = reshardCache.find(key);
  if (it != reshardCache.end())
    return it->second;
  std::vector<CollectiveCost> collectives;
  double t = reshardSeconds(mesh, shape, global, bytes, from, to, &collectives);
  // The runtime moves only these element types: anything else must not
  // need a collective.
  if (!collectives.empty() && getRuntimeDtype(type.getElementType()) < 0)
    t = 1e3;
  // No plan (e.g. partial on other axes): price a full replication both ways,
  // far from free so the solver avoids it.
  if (!std::isfinite(t))
    t = 1e3;
  reshardCache.emplace(std::move(key), t);
  return t;
}

std::vector<double>
SpaceBuilder::localBytes(Value v, const std::vector<TensorSharding> &layouts) {
  auto type = cast<RankedTensorType>(v.getType());
  std::vector<int64_t> global(type.getShape().begin(), type.getShape().end());
  double elementBytes = getElementBytes(type.getElementType());
  std::vector<double> out;
  for (const TensorSharding &s : layouts) {
    double b = elementBytes;
    for (int64_t d : s.getLocalShape(shape, global))
      b *= double(d);
    out.push_back(b);
  }
  return out;
}

void SpaceBuilder::addUse(Value v, unsigned consumer,
                          const std::vector<TensorSharding> &required) {
  auto it = derived.find(v);
  if (it == derived.end() || it->second.decision < 0)
    return;
  const Derivation &d = it->second;
  RawEdge edge{unsigned(d.decision), consumer, {}};
  edge.cost.reserve(d.layouts.size() * required.size());
  bool any = false;
  for (const TensorSharding &from : d.layouts)
    for (const TensorSharding &to : required) {
      edge.cost.push_back(reshard(v, from, to));
      any |= edge.cost.back() != 0;
    }
  if (any)
    rawEdges.push_back(std::move(edge));
}

void SpaceBuilder::requireReplicated(Value v) {
  auto it = derived.find(v);
  if (it == derived.end() || it->second.decision < 0)
    return;
  const Derivation &d = it->second;
  TensorSharding replicated =
      TensorSharding::replicated(cast<RankedTensorType>(v.getType()).getRank());
  for (unsigned s = 0; s < d.layouts.size(); ++s)
    rawCost[d.decision][s] += reshard(v, d.layouts[s], replicated);
}

double SpaceBuilder::strategySeconds(linalg::LinalgOp op,
                                     const LinalgShardingRule &rule,
                                     const LoopAxes &loops) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  Type element = getComputeElementType(op);
  double iterations = 1;
  for (unsigned l = 0; l < ranges.size(); ++l)
    iterations *= double(ranges[l]) / double(shape.getGroupSize(loops[l]));
  double bytes = 0;
  for (OpOperand &operand : op->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType()))
      bytes += localBytes(
          operand.get(),
          {rule.getOperandSharding(operand.getOperandNumber(), loops)})[0];
  double fillBytes = 0;
  for (OpResult result : op->getResults()) {
    double b = localBytes(
        result, {rule.getResultSharding(result.getResultNumber(), loops)})[0];
    bytes += b;
    // A fill init is rematerialized at this layout, so it costs here; the
    // consumers of one fill share one copy (the partitioner makes one per
    // layout, and CSE merges equal ones).
    Value init = op.getDpsInitOperand(result.getResultNumber())->get();
    if (init.getDefiningOp<linalg::FillOp>()) {
      unsigned consumers = 0;
      for (OpOperand &use : init.getUses())
        if (auto user = dyn_cast<linalg::LinalgOp>(use.getOwner()))
          consumers += user.isDpsInit(&use);
      fillBytes += b / std::max(1u, consumers);
    }
  }
  DeviceAttr device = mesh.getDeviceAttr();
  return rooflineSeconds(device, element, iterations * getBodyOpCount(op),
                         bytes) +
         rooflineSeconds(device, element, fillBytes / getElementBytes(element),
                         2 * fillBytes);
}

/// The input an elementwise op follows: all loops parallel, one result, and
/// an input indexed exactly as the result whose layout a decision already
/// determines. -1 if none.
static int findLeaderInput(linalg::LinalgOp op,
                           const llvm::DenseMap<Value, Derivation> &derived) {
  if (op->getNumResults() != 1 || op.getNumReductionLoops() != 0)
    return -1;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  AffineMap out = maps.back();
  if (!out.isPermutation())
    return -1;
  for (auto [i, input] : llvm::enumerate(op.getDpsInputs())) {
    if (!isa<RankedTensorType>(input.getType()) || maps[i] != out)
      continue;
    auto it = derived.find(input);
    if (it != derived.end() && it->second.decision >= 0)
      return i;
  }
  return -1;
}

void SpaceBuilder::addLinalg(linalg::LinalgOp op,
                             const LinalgShardingRule &rule) {
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

  // Graph simplification: an elementwise op takes the layout of the input
  // it follows, so it adds costs to that input's decision and no variable.
  int leaderInput = options.mergeFollowers ? findLeaderInput(op, derived) : -1;
  unsigned id;
  std::vector<LoopAxes> loops;
  if (leaderInput >= 0) {
    const Derivation &source = derived[op.getDpsInputs()[leaderInput]];
    id = source.decision;
    for (const TensorSharding &layout : source.layouts) {
      LoopAxes l(rule.getNumLoops());
      rule.mergeOperandSharding(leaderInput,
                                TensorSharding(layout.getAllDimAxes()), l);
      rawCost[id][loops.size()] += strategySeconds(op, rule, l);
      loops.push_back(std::move(l));
    }
    space.followers.push_back({op, id, loops});
    followerOps.insert(op);
  } else {
    SmallVector<bool> allowed;
    bool splitReduction = rule.canSplitReductions();
    for (unsigned l = 0; l < rule.getNumLoops(); ++l)
      allowed.push_back(rule.canSplit(l) &&
                        (!rule.isReduction(l) || splitReduction));
    ShardingSpace::Decision d;
    d.op = op;
    d.loops = enumerateSplits(shape, op.getStaticLoopRanges(), allowed);
    std::vector<double> cost;
    for (const LoopAxes &l : d.loops)
      cost.push_back(strategySeconds(op, rule, l));
    loops = d.loops;
    id = addDecision(std::move(d), std::move(cost));
    opDecision[op] = id;
  }
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    std::vector<TensorSharding> required;
    for (const LoopAxes &l : loops)
      required.push_back(
          rule.getOperandSharding(operand.getOperandNumber(), l));
    addUse(operand.get(), id, required);
  }
  for (OpResult result : op->getResults()) {
    Derivation r{int(id), {}};
    for (const LoopAxes &l : loops)
      r.layouts.push_back(rule.getResultSharding(result.getResultNumber(), l));
    derived[result] = std::move(r);
  }
}

FailureOr<ShardingSpace> SpaceBuilder::build() {
  if (!mesh.getLinksAttr() || !mesh.getDeviceAttr())
    return mesh.emitOpError()
           << "has no cost model (links and device) for the automatic "
              "search: attach one with --cluster or --cleave-apply-cluster";
  ShardingState state(mesh);
  Block &body = fn.getBody().front();
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
    }
    std::vector<TensorSharding> layouts = d.layouts;
    unsigned id =
        addDecision(std::move(d), std::vector<double>(layouts.size(), 0));
    derived[arg] = Derivation{int(id), std::move(layouts)};
  }

  for (Operation &op : body) {
    ++space.numOps;
    auto hasTensorResults = [&] {
      return op.getNumResults() > 0 &&
             llvm::all_of(op.getResultTypes(), [](Type t) {
               auto r = dyn_cast<RankedTensorType>(t);
               return r && r.hasStaticShape();
             });
    };
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
      continue;
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
        else
          for (auto &dims :
               enumerateSplits(shape, type.getShape(),
                               SmallVector<bool>(type.getRank(), true)))
            d.layouts.push_back(TensorSharding(dims));
        std::vector<TensorSharding> required = d.layouts;
        unsigned id =
            addDecision(std::move(d), std::vector<double>(required.size(), 0));
        addUse(operand.get(), id, required);
      }
      continue;
    }
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    // A linalg body reads what it captures whole (the partitioner gathers
    // it), whatever the op's own strategy.
    if (linalgOp) {
      llvm::SetVector<Value> captured;
      getUsedValuesDefinedAbove(op.getRegion(0), captured);
      for (Value v : captured)
        if (isa<RankedTensorType>(v.getType()) &&
            v.getParentRegion() == &fn.getBody())
          requireReplicated(v);
    }
    if (linalgOp && hasTensorResults()) {
      bool hasTensorInput = llvm::any_of(linalgOp.getDpsInputs(), [](Value v) {
        return isa<RankedTensorType>(v.getType());
      });
      std::optional<LinalgShardingRule> rule =
          LinalgShardingRule::get(linalgOp);
      if (!hasTensorInput) {
        // Fills are rematerialized per consumer, which pays for them
        // (strategySeconds); other generators run as they are.
        if (!isa<linalg::FillOp>(op))
          space.problem.fixedSeconds +=
              getLinalgComputeSeconds(&op, mesh.getDeviceAttr());
        continue;
      }
      if (rule && linalgOp.hasPureTensorSemantics() &&
          llvm::none_of(linalgOp.getStaticLoopRanges(),
                        ShapedType::isDynamic)) {
        addLinalg(linalgOp, *rule);
        continue;
      }
    }
    if (hasTensorResults() && op.getNumResults() == 1 &&
        (isShardableView(&op) || isShardableConcat(&op))) {
      // Follows its (first non-free) operand.
      Value anchor;
      for (Value operand : op.getOperands())
        if (isa<RankedTensorType>(operand.getType()) &&
            derived.lookup(operand).decision >= 0) {
          anchor = operand;
          break;
        }
      if (!anchor)
        continue; // free in, free out
      Derivation in = derived.lookup(anchor);
      Derivation out{in.decision, {}};
      TensorSharding replicated = TensorSharding::replicated(
          cast<RankedTensorType>(op.getResult(0).getType()).getRank());
      for (unsigned s = 0; s < in.layouts.size(); ++s) {
        if (isShardableConcat(&op)) {
          TensorSharding layout = concatLayout(&op, in.layouts[s]);
          rawCost[in.decision][s] += reshard(anchor, in.layouts[s], layout);
          out.layouts.push_back(layout);
        } else if (std::optional<TensorSharding> layout =
                       viewForward(&op, in.layouts[s], shape)) {
          // The partitioner reshards the source to what the result's layout
          // needs (a slice's cut dimensions whole): price that here too.
          std::optional<TensorSharding> need =
              viewBackward(&op, *layout, shape);
          TensorSharding source =
              need ? *need
                   : TensorSharding::replicated(in.layouts[s].getRank());
          if (!need)
            layout = replicated;
          rawCost[in.decision][s] += reshard(anchor, in.layouts[s], source);
          out.layouts.push_back(*layout);
        } else {
          rawCost[in.decision][s] +=
              reshard(anchor, in.layouts[s],
                      TensorSharding::replicated(in.layouts[s].getRank()));
          out.layouts.push_back(replicated);
        }
      }
      // Other operands of a concatenation reshard to the shared layout.
      for (Value operand : op.getOperands()) {
        if (operand == anchor || !isa<RankedTensorType>(operand.getType()))
          continue;
        Derivation other = derived.lookup(operand);
        if (other.decision < 0)
          continue;
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
      derived[op.getResult(0)] = std::move(out);
      continue;
    }
    // Anything else runs replicated (the partitioner reports it), and
    // costs what it costs whatever the plan.
    if (linalgOp && op.getNumResults() > 0)
      space.problem.fixedSeconds +=
          getLinalgComputeSeconds(&op, mesh.getDeviceAttr());
    for (Value operand : op.getOperands())
      if (isa<RankedTensorType>(operand.getType()))
        requireReplicated(operand);
    for (Region &region : op.getRegions())
      region.walk([&](Operation *inner) {
        for (Value operand : inner->getOperands())
          if (isa<RankedTensorType>(operand.getType()) &&
              operand.getParentRegion() == &fn.getBody())
            requireReplicated(operand);
      });
  }
  computeClasses();
  buildMemory();
  return std::move(space);
}

/// Classes of decisions by Weisfeiler-Lehman hashing of the op graph: the
/// same op with the same types, whose producers and users are (recursively,
/// three hops) the same, gets one decision.
void SpaceBuilder::computeClasses() {
  unsigned numRaw = space.decisions.size();
  std::vector<unsigned> classOf(numRaw);
  if (!options.shareRepeated) {
    for (unsigned i = 0; i < numRaw; ++i)
      classOf[i] = i;
  } else {
    // Hash top-level ops and arguments.
    Block &body = fn.getBody().front();
    llvm::DenseMap<Operation *, llvm::hash_code> opHash;
    llvm::DenseMap<Value, llvm::hash_code> argHash;
    for (BlockArgument arg : body.getArguments())
      argHash[arg] = llvm::hash_combine(
          arg.getType().getAsOpaquePointer(),
          fn.getArgAttrDict(arg.getArgNumber())
              ? fn.getArgAttrDict(arg.getArgNumber()).getAsOpaquePointer()
              : nullptr);
    for (Operation &op : body) {
      llvm::hash_code h =
          llvm::hash_combine(op.getName().getAsOpaquePointer(),
                             op.getRawDictionaryAttrs().getAsOpaquePointer());
      for (Type t : op.getOperandTypes())
        h = llvm::hash_combine(h, t.getAsOpaquePointer());
      for (Type t : op.getResultTypes())
        h = llvm::hash_combine(h, t.getAsOpaquePointer());
      op.walk([&](Operation *inner) {
        if (inner != &op)
          h = llvm::hash_combine(h, inner->getName().getAsOpaquePointer());
      });
      opHash[&op] = h;
    }
    auto valueHash = [&](Value v) -> llvm::hash_code {
      if (auto arg = dyn_cast<BlockArgument>(v))
        return argHash.lookup(arg);
      Operation *def = v.getDefiningOp();
      auto it = opHash.find(def);
      return llvm::hash_combine(it == opHash.end() ? llvm::hash_code(0)
                                                   : it->second,
                                cast<OpResult>(v).getResultNumber());
    };
    for (int round = 0; round < 3; ++round) {
      llvm::DenseMap<Operation *, llvm::hash_code> nextOp;
      llvm::DenseMap<Value, llvm::hash_code> nextArg;
      auto usersHash = [&](Value v) {
        std::vector<size_t> uses;
        for (OpOperand &use : v.getUses()) {
          Operation *owner = body.findAncestorOpInBlock(*use.getOwner());
          if (owner)
            uses.push_back(llvm::hash_combine(opHash.lookup(owner),
                                              use.getOperandNumber()));
        }
        std::sort(uses.begin(), uses.end());
        return llvm::hash_combine_range(uses.begin(), uses.end());
      };
      for (Operation &op : body) {
        llvm::hash_code h = opHash.lookup(&op);
        for (Value operand : op.getOperands())
          h = llvm::hash_combine(h, valueHash(operand));
        for (Value result : op.getResults())
          h = llvm::hash_combine(h, usersHash(result));
        nextOp[&op] = h;
      }
      for (BlockArgument arg : body.getArguments())
        nextArg[arg] = llvm::hash_combine(argHash.lookup(arg), usersHash(arg));
      opHash = std::move(nextOp);
      argHash = std::move(nextArg);
    }
    Operation *ret = body.getTerminator();
    std::map<std::tuple<size_t, int, size_t>, unsigned> classes;
    for (unsigned i = 0; i < numRaw; ++i) {
      const ShardingSpace::Decision &d = space.decisions[i];
      size_t h;
      int kind;
      if (d.op) {
        h = opHash.lookup(d.op);
        kind = 0;
      } else if (d.argument >= 0) {
        h = argHash.lookup(body.getArgument(d.argument));
        kind = 1;
      } else if (d.result >= 0) {
        h = llvm::hash_combine(
            valueHash(ret->getOperand(d.result)),
            fn.getResultAttrDict(d.result)
                ? fn.getResultAttrDict(d.result).getAsOpaquePointer()
                : nullptr);
        kind = 2;
      } else {
        h = i; // annotations: their own class
        kind = 3;
      }
      size_t size = d.op ? d.loops.size() : d.layouts.size();
      auto [it, inserted] =
          classes.insert({{h, kind, size}, unsigned(classes.size())});
      classOf[i] = it->second;
    }
  }
  unsigned numClasses = 0;
  for (unsigned c : classOf)
    numClasses = std::max(numClasses, c + 1);
  SearchProblem &p = space.problem;
  p.nodes.assign(numClasses, SearchNode());
  for (unsigned i = 0; i < numRaw; ++i) {
    unsigned c = classOf[i];
    space.decisions[i].node = c;
    SearchNode &node = p.nodes[c];
    if (node.cost.empty()) {
      node.cost = rawCost[i];
      const ShardingSpace::Decision &d = space.decisions[i];
      node.name = d.op              ? d.op->getName().getStringRef().str()
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
    if (from == to) {
      size_t width = p.nodes[to].cost.size();
      for (unsigned s = 0; s < width; ++s)
        p.nodes[to].cost[s] += e.cost[s * width + s];
      continue;
    }
    auto [it, inserted] = edgeIndex.insert({{from, to}, p.edges.size()});
    if (inserted) {
      p.edges.push_back(SearchEdge{from, to, e.cost});
      continue;
    }
    std::vector<double> &cost = p.edges[it->second].cost;
    for (size_t k = 0; k < cost.size(); ++k)
      cost[k] += e.cost[k];
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
  struct Live {
    unsigned value, begin, end;
  };
  std::vector<Live> lives;
  auto lastUse = [&](Value v) {
    unsigned last = 0;
    for (OpOperand &use : v.getUses())
      if (Operation *owner = body.findAncestorOpInBlock(*use.getOwner()))
        last = std::max(last, position.lookup(owner));
    return last;
  };
  auto addValue = [&](Value v, unsigned begin, unsigned end) {
    const Derivation &d = derived[v];
    SearchValue value;
    value.node = space.decisions[d.decision].node;
    value.bytes = localBytes(v, d.layouts);
    // Ties go to the layout that needs less memory (1 ns per MB).
    for (unsigned s = 0; s < value.bytes.size(); ++s)
      p.nodes[value.node].cost[s] += value.bytes[s] * kTieBreakSecondsPerByte;
    p.values.push_back(std::move(value));
    lives.push_back({unsigned(p.values.size() - 1), begin, end});
  };
  for (BlockArgument arg : body.getArguments())
    if (derived.lookup(arg).decision >= 0)
      addValue(arg, 0, n ? n - 1 : 0);
  for (Operation &op : body) {
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      if (auto type = dyn_cast<RankedTensorType>(constant.getType()))
        if (type.hasStaticShape())
          p.fixedBytes += double(type.getNumElements()) *
                          getElementBytes(type.getElementType());
      continue;
    }
    if (!opDecision.count(&op) && !followerOps.count(&op))
      continue; // views alias; free values are counted where consumed
    for (Value result : op.getResults())
      addValue(result, position[&op], std::max(position[&op], lastUse(result)));
  }
  if (p.memoryBudget <= 0 || n == 0)
    return;
  // Bytes live at each point if everything were replicated, and if every
  // value took its smallest layout: a point whose replicated total is below
  // some point's smallest total can never be the peak.
  std::vector<double> most(n + 1, 0), least(n + 1, 0);
  for (const Live &l : lives) {
    const std::vector<double> &bytes = p.values[l.value].bytes;
    double hi = *std::max_element(bytes.begin(), bytes.end());
    double lo = *std::min_element(bytes.begin(), bytes.end());
    most[l.begin] += hi;
    most[l.end + 1] -= hi;
    least[l.begin] += lo;
    least[l.end + 1] -= lo;
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
  for (const auto &[bytes, point] : candidates) {
    std::vector<unsigned> liveValues;
    for (const Live &l : lives)
      if (l.begin <= point && point <= l.end)
        liveValues.push_back(l.value);
    p.livePoints.push_back(std::move(liveValues));
  }
}

} // namespace

FailureOr<ShardingSpace>
buildShardingSpace(func::FuncOp fn, MeshOp mesh,
                   const ShardingSpaceOptions &options) {
  return SpaceBuilder(fn, mesh, options).build();
}

void applyShardingChoice(const ShardingSpace &space,
                         const std::vector<unsigned> &choice, func::FuncOp fn,
                         MeshOp mesh) {
  ShardingState state(mesh);
  for (const ShardingSpace::Follower &f : space.followers)
    state.setLoops(cast<linalg::LinalgOp>(f.op),
                   f.loops[choice[space.decisions[f.leader].node]]);
  for (const ShardingSpace::Decision &d : space.decisions) {
    unsigned s = choice[d.node];
    if (d.op) {
      state.setLoops(cast<linalg::LinalgOp>(d.op), d.loops[s]);
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
