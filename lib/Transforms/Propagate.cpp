//===- Propagate.cpp - Complete shardings from a few annotations ----------===//
//
// Priority (as Shardy's): user annotations and argument/result shardings are
// fixed; then op-driven propagation decides each `Loops` op's loop axes,
// forward from operands first (in operand order), then backward from
// consumers, to a fixed point. An axis already used by an op, or a loop
// already split, is not overridden: the conflict is left for the
// partitioner, which reshards. Reduction loops are split only when the op's
// body is a known reduction. `Layout` ops (reshapes, slices, concatenations)
// take the first layout an operand or a consumer gives them. What each op
// allows is its ShardingOpInterface model.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ShardingState.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "cleave-propagate"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEPROPAGATE
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

struct OpInfo {
  ShardingOpInterface op;
  LoopRule rule;
  LoopAxes loops;
  bool canSplitReduction;
  /// Decided before propagation (by the user or `cleave-auto-shard`).
  bool fixed;
};

/// Merges `sharding` of operand (or result) `index` into `info`'s loops;
/// drops axes on reduction loops when they cannot be split.
bool merge(OpInfo &info, unsigned index, const TensorSharding &sharding,
           bool isResult = false) {
  if (info.fixed)
    return false;
  LoopAxes loops = info.loops;
  if (isResult)
    info.rule.mergeResultSharding(index, sharding, loops);
  else
    info.rule.mergeOperandSharding(index, sharding, loops);
  if (!info.canSplitReduction)
    for (unsigned l = 0; l < loops.size(); ++l)
      if (info.rule.isReduction(l))
        loops[l].clear();
  if (loops == info.loops)
    return false;
  info.loops = loops;
  return true;
}

/// A linalg op whose payload reads an init that is a `tensor.empty` computes
/// from uninitialized memory: its result is undefined on one device already,
/// and each device's copy differs, so no partitioning reproduces it. Said
/// once, here, because `cleave verify` would otherwise report a mismatch
/// without a cause.
void warnUninitializedInits(func::FuncOp fn) {
  fn.walk(
      [](linalg::LinalgOp op) {
        for (OpOperand &init : op.getDpsInitsMutable()) {
          Value v = init.get();
          while (auto annotate = v.getDefiningOp<AnnotateOp>())
            v = annotate.getInput();
          if (v.getDefiningOp<tensor::EmptyOp>() &&
              op.payloadUsesValueFromOperand(&init))
            op->emitWarning()
                << "reads its init (operand #" << init.getOperandNumber()
                << "), a tensor.empty: the result depends on uninitialized "
                   "memory (fill it first)";
        }
      });
}

struct PropagatePass : cleave::impl::CleavePropagateBase<PropagatePass> {
  using CleavePropagateBase::CleavePropagateBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<MeshOp> mesh = getTheMesh(module, "propagation");
    if (failed(mesh))
      return signalPassFailure();
    if (!*mesh)
      return; // Nothing to propagate: a single-device program.
    ShardingState state(*mesh);
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (fn.isExternal())
        continue;
      warnUninitializedInits(fn);
      if (failed(propagate(fn, state)))
        return signalPassFailure();
    }
  }

  LogicalResult propagate(func::FuncOp fn, ShardingState &state);
};

LogicalResult PropagatePass::propagate(func::FuncOp fn, ShardingState &state) {
  llvm::MapVector<Operation *, OpInfo> infos;
  fn.walk([&](ShardingOpInterface op) {
    if (op.getShardingStyle() == ShardingStyle::Replicated) {
      std::string reason = op.getReplicatedReason();
      if (!reason.empty())
        op->emitRemark() << "no sharding rule (" << reason << "): replicated";
      return;
    }
    if (op.getShardingStyle() != ShardingStyle::Loops)
      return;
    LoopRule rule = *op.getLoopRule();
    infos.insert(
        {op, OpInfo{op, rule, state.getLoops(op, rule),
                    rule.canSplitReductions(), op->hasAttr("cleave.loops")}});
  });
  // Layout ops carry a sharding from one side to the other (compound
  // factors of reshapes, uncut dimensions of slices and concatenations).
  llvm::MapVector<Operation *, TensorSharding> reshapes;
  SmallVector<ShardingOpInterface> reshapeOps;
  for (Operation &op : fn.getBody().getOps())
    if (op.getNumRegions() &&
        getShardingStyle(&op) == ShardingStyle::Replicated)
      if (auto iface = dyn_cast<ShardingOpInterface>(op);
          !iface || iface.getReplicatedReason().empty())
        op.emitRemark() << "ops with regions are replicated by this version "
                           "of the partitioner";
  fn.walk([&](ShardingOpInterface op) {
    if (op.getShardingStyle() == ShardingStyle::Layout)
      reshapeOps.push_back(op);
  });
  const MeshShape &mesh = state.getMeshShape();
  // Views the search decided keep the layout it priced.
  for (ShardingOpInterface op : reshapeOps)
    if (auto attrs = op->getAttrOfType<ArrayAttr>("cleave.result_shardings"))
      if (attrs.size() == 1)
        if (std::optional<TensorSharding> s = state.fromAttr(attrs[0]))
          reshapes.insert({op, *s});

  // What a value is known to be where it is produced.
  auto known = [&](Value v) -> std::optional<TensorSharding> {
    if (!isa<RankedTensorType>(v.getType()))
      return std::nullopt;
    if (Operation *def = v.getDefiningOp()) {
      auto reshaped = reshapes.find(def);
      if (reshaped != reshapes.end())
        return reshaped->second;
      auto it = infos.find(def);
      if (it != infos.end()) {
        // An op that splits nothing has no say, unless it was decided (by
        // the search): then its replicated result is what the search priced
        // for its consumers, views included.
        bool any = llvm::any_of(it->second.loops,
                                [](const auto &a) { return !a.empty(); });
        if (!any && !it->second.fixed)
          return std::nullopt;
        return it->second.rule.getResultSharding(
            cast<OpResult>(v).getResultNumber(), it->second.loops);
      }
    }
    return state.getProducerSharding(v);
  };
  // What a consumer wants of the value it uses as `use`.
  auto wanted = [&](OpOperand &use) -> std::optional<TensorSharding> {
    Operation *user = use.getOwner();
    if (auto annotate = dyn_cast<AnnotateOp>(user))
      return state.fromAttr(annotate.getSharding());
    if (isa<func::ReturnOp>(user))
      return state.fromAttr(
          fn.getResultAttr(use.getOperandNumber(), "cleave.sharding"));
    auto reshaped = reshapes.find(user);
    if (reshaped != reshapes.end())
      return cast<ShardingOpInterface>(user).getOperandLayout(
          use.getOperandNumber(), reshaped->second, mesh);
    auto it = infos.find(user);
    if (it == infos.end())
      return std::nullopt;
    // A consumer that has not split any loop has no wish yet.
    if (llvm::all_of(it->second.loops,
                     [](const auto &axes) { return axes.empty(); }))
      return std::nullopt;
    return it->second.rule.getOperandSharding(use.getOperandNumber(),
                                              it->second.loops);
  };

  // A view takes the layout of its first operand whose layout is known.
  auto fromOperands = [&](ShardingOpInterface op) {
    if (reshapes.count(op))
      return false;
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isa<RankedTensorType>(operand.get().getType()))
        continue;
      std::optional<TensorSharding> s = known(operand.get());
      if (!s)
        continue;
      if (auto r = op.getResultLayout(operand.getOperandNumber(), *s, mesh)) {
        reshapes.insert({op, *r});
        return true;
      }
      return false;
    }
    return false;
  };
  if (forwardOnly) {
    // One sweep in program order carries a layout through any chain of
    // views and ops; more only where a loop reads what comes after it.
    llvm::SmallPtrSet<Operation *, 32> views;
    for (ShardingOpInterface op : reshapeOps)
      views.insert(op);
    SmallVector<Operation *> order;
    fn.walk([&](Operation *op) {
      if (infos.count(op) || views.contains(op))
        order.push_back(op);
    });
    for (int round = 0; round < 16; ++round) {
      bool changed = false;
      for (Operation *op : order) {
        auto it = infos.find(op);
        if (it == infos.end()) {
          changed |= fromOperands(cast<ShardingOpInterface>(op));
          continue;
        }
        for (OpOperand &operand : op->getOpOperands())
          if (std::optional<TensorSharding> s = known(operand.get()))
            changed |= merge(it->second, operand.getOperandNumber(), *s);
      }
      if (!changed)
        break;
    }
  }
  for (int round = 0; round < 16 && !forwardOnly; ++round) {
    bool changed = false;
    for (ShardingOpInterface op : reshapeOps)
      changed |= fromOperands(op);
    for (auto &[op, info] : infos)
      for (OpOperand &operand : op->getOpOperands())
        if (std::optional<TensorSharding> s = known(operand.get()))
          changed |= merge(info, operand.getOperandNumber(), *s);
    for (auto &[op, info] : llvm::reverse(infos))
      for (OpResult result : op->getResults())
        for (OpOperand &use : result.getUses())
          if (std::optional<TensorSharding> s = wanted(use)) {
            TensorSharding dims(s->getAllDimAxes());
            changed |= merge(info, result.getResultNumber(), dims,
                             /*isResult=*/true);
          }
    // A consumer's layout is taken if every tensor operand can give it.
    auto takes = [&](ShardingOpInterface op, const TensorSharding &s) {
      return llvm::all_of(op->getOpOperands(), [&](OpOperand &operand) {
        return !isa<RankedTensorType>(operand.get().getType()) ||
               op.getOperandLayout(operand.getOperandNumber(), s, mesh);
      });
    };
    for (ShardingOpInterface op : llvm::reverse(reshapeOps))
      if (!reshapes.count(op))
        for (OpOperand &use : op->getResult(0).getUses())
          if (std::optional<TensorSharding> s = wanted(use))
            if (takes(op, *s)) {
              reshapes.insert({op, TensorSharding(s->getAllDimAxes())});
              changed = true;
              break;
            }
    if (!changed)
      break;
  }
  for (auto &[op, info] : infos)
    state.setLoops(info.op, info.loops);

  // Lazy reduction: an op linear in its partial-sum inputs keeps the result
  // partial, so the reduction happens once, later (e.g. two partial
  // gradients added, then one all_reduce). Only when the result is no larger
  // than those inputs, so a delayed reduction never moves more bytes, and
  // only for inputs this op alone reads: another reader reduces them anyway
  // (once; the partitioner caches it), and a partial result would need a
  // second reduction later (a vocabulary-parallel embedding read by the
  // first norm and the residual add).
  for (auto &[op, info] : infos) {
    // The search chose for this op (ShardingSpace's lazy strategies).
    if (op->hasAttr("cleave.partial"))
      continue;
    std::vector<unsigned> axes;
    SmallVector<unsigned> inputs;
    bool consistent = true;
    for (unsigned i = 0; i < info.rule.getNumInputs(); ++i) {
      Value input = op->getOperand(i);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      if (!type)
        continue;
      TensorSharding s = state.getProducerShardingOrReplicated(input);
      if (!s.isPartial())
        continue;
      if (llvm::any_of(input.getUsers(),
                       [&](Operation *user) { return user != op; })) {
        consistent = false;
        break;
      }
      std::vector<unsigned> p = s.getPartialAxes();
      std::sort(p.begin(), p.end());
      if (s.getPartialKind() != Reduction::Sum || (!axes.empty() && p != axes))
        consistent = false;
      axes = p;
      inputs.push_back(i);
    }
    if (!consistent || !canStayPartial(info.op, inputs))
      continue;
    // The result's split axes must not clash with the partial ones.
    TensorSharding dims = info.rule.getResultSharding(0, info.loops);
    if (llvm::any_of(
            axes, [&](unsigned a) { return dims.getSplitDimOfAxis(a) >= 0; }))
      continue;
    Builder b(op->getContext());
    SmallVector<Attribute> names;
    for (unsigned a : axes)
      names.push_back(b.getStringAttr(state.getMeshShape().getAxisName(a)));
    op->setAttr("cleave.partial", b.getArrayAttr(names));
    op->setAttr("cleave.partial_inputs",
                b.getDenseI64ArrayAttr(
                    SmallVector<int64_t>(inputs.begin(), inputs.end())));
  }

  // Values no op decided take the layout their first consumer wants.
  auto fromConsumers = [&](Value v) {
    for (OpOperand &use : v.getUses())
      if (std::optional<TensorSharding> s = wanted(use))
        return TensorSharding(s->getAllDimAxes());
    return TensorSharding::replicated(
        cast<RankedTensorType>(v.getType()).getRank());
  };
  for (BlockArgument arg : fn.getArguments())
    if (isa<RankedTensorType>(arg.getType()) &&
        !fn.getArgAttr(arg.getArgNumber(), "cleave.sharding"))
      fn.setArgAttr(arg.getArgNumber(), "cleave.sharding",
                    state.toAttr(fromConsumers(arg)));
  fn.walk([&](Operation *op) {
    auto reshaped = reshapes.find(op);
    if (reshaped != reshapes.end()) {
      op->setAttr(
          "cleave.result_shardings",
          ArrayAttr::get(op->getContext(), {state.toAttr(reshaped->second)}));
      return;
    }
    if (infos.count(op) || isa<AnnotateOp, func::ReturnOp>(op) ||
        getShardingStyle(op) == ShardingStyle::Carried ||
        op->getNumResults() == 0 ||
        !llvm::all_of(op->getResultTypes(),
                      [](Type t) { return isa<RankedTensorType>(t); }))
      return;
    SmallVector<Attribute> shardings;
    for (Value result : op->getResults())
      shardings.push_back(state.toAttr(fromConsumers(result)));
    op->setAttr("cleave.result_shardings",
                ArrayAttr::get(op->getContext(), shardings));
  });
  // Results keep what they are produced as, reduced.
  auto ret = cast<func::ReturnOp>(fn.getBody().back().getTerminator());
  for (OpOperand &operand : ret->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType()) &&
        !fn.getResultAttr(operand.getOperandNumber(), "cleave.sharding")) {
      TensorSharding s = state.getProducerShardingOrReplicated(operand.get());
      fn.setResultAttr(operand.getOperandNumber(), "cleave.sharding",
                       state.toAttr(TensorSharding(s.getAllDimAxes())));
    }
  return success();
}

} // namespace
