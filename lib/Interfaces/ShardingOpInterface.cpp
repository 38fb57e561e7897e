//===- ShardingOpInterface.cpp - How an op is sharded ---------------------===//
//
// The interface's generated code and the default behaviours models share:
// strategy enumeration, partitioning by loops or by layout, and the
// replicated fallback.
//
//===----------------------------------------------------------------------===//

#include "cleave/Interfaces/ShardingOpInterface.h"

#include <functional>

using namespace mlir;

namespace cleave {

#include "cleave/Interfaces/ShardingOpInterface.cpp.inc"

std::vector<LoopAxes> enumerateSplits(const MeshShape &mesh,
                                      ArrayRef<int64_t> extents,
                                      ArrayRef<bool> allowed) {
  std::vector<unsigned> axes;
  for (unsigned a = 0; a < mesh.getRank(); ++a)
    if (mesh.getAxisSize(a) > 1)
      axes.push_back(a);
  std::vector<LoopAxes> out;
  LoopAxes current(extents.size());
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

std::vector<LoopAxes> enumerateLoopStrategies(Operation *op,
                                              const MeshShape &mesh) {
  std::optional<LoopRule> rule = cast<ShardingOpInterface>(op).getLoopRule();
  if (!rule)
    return {};
  SmallVector<bool> allowed;
  for (unsigned l = 0; l < rule->getNumLoops(); ++l)
    allowed.push_back(rule->canSplit(l) &&
                      (!rule->isReduction(l) || rule->canSplitReductions()));
  return enumerateSplits(mesh, rule->getExtents(), allowed);
}

bool canStayPartial(ShardingOpInterface op, ArrayRef<unsigned> inputs) {
  auto result = op->getNumResults() == 1
                    ? dyn_cast<RankedTensorType>(op->getResult(0).getType())
                    : RankedTensorType();
  if (!result || inputs.empty())
    return false;
  int64_t largest = 0;
  for (unsigned i : inputs)
    if (auto type = dyn_cast<RankedTensorType>(op->getOperand(i).getType()))
      largest = std::max(largest, type.getNumElements());
  return result.getNumElements() <= largest && op.isLinearIn(inputs);
}

static TensorSharding replicatedLike(Value v) {
  return TensorSharding::replicated(
      cast<RankedTensorType>(v.getType()).getRank());
}

FailureOr<Operation *> partitionByLoops(
    Operation *op, const LoopRule &rule, Partitioner &p,
    function_ref<FailureOr<Value>(OpOperand &, const TensorSharding &,
                                  const LoopAxes &)>
        getOperand) {
  LoopAxes loops = p.getLoops(op, rule);
  // Lazy reduction: these inputs stay partial, and so does the result.
  SmallVector<int64_t> lazyInputs;
  if (auto attr = op->getAttrOfType<DenseI64ArrayAttr>("cleave.partial_inputs"))
    lazyInputs.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType())) {
      operands.push_back(p.lookup(operand.get()));
      continue;
    }
    TensorSharding want =
        rule.getOperandSharding(operand.getOperandNumber(), loops);
    if (llvm::is_contained(lazyInputs, operand.getOperandNumber()))
      want = p.withLazyPartial(op, want);
    FailureOr<Value> v = getOperand ? getOperand(operand, want, loops)
                                    : p.get(operand.get(), want, op->getLoc());
    if (failed(v))
      return failure();
    operands.push_back(*v);
  }
  SmallVector<TensorSharding> resultShardings;
  for (OpResult result : op->getResults())
    resultShardings.push_back(p.withLazyPartial(
        op, rule.getResultSharding(result.getResultNumber(), loops)));
  FailureOr<Operation *> cloned = p.cloneReadingCapturesWhole(op);
  if (failed(cloned))
    return failure();
  Operation *local = *cloned;
  local->setOperands(operands);
  local->removeAttr("cleave.loops");
  local->removeAttr("cleave.partial");
  local->removeAttr("cleave.partial_inputs");
  for (auto [i, result] : llvm::enumerate(op->getResults())) {
    local->getResult(i).setType(p.getLocalType(result, resultShardings[i]));
    p.record(result, local->getResult(i), resultShardings[i]);
  }
  return local;
}

LogicalResult partitionByLayout(
    Operation *op, Partitioner &p, TensorSharding want,
    function_ref<FailureOr<Value>(OpBuilder &, ValueRange, RankedTensorType)>
        build) {
  auto iface = cast<ShardingOpInterface>(op);
  Value result = op->getResult(0);
  // Each tensor operand's layout for `want`; if one cannot give it, the op
  // works on whole tensors instead.
  SmallVector<std::optional<TensorSharding>> needs;
  bool expressible = true;
  for (OpOperand &operand : op->getOpOperands()) {
    needs.push_back(std::nullopt);
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    needs.back() = iface.getOperandLayout(operand.getOperandNumber(), want,
                                          p.getMeshShape());
    expressible &= needs.back().has_value();
  }
  if (!expressible)
    want = replicatedLike(result);
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands()) {
    Value global = operand.get();
    if (!isa<RankedTensorType>(global.getType())) {
      operands.push_back(p.lookup(global));
      continue;
    }
    TensorSharding need = expressible ? *needs[operand.getOperandNumber()]
                                      : replicatedLike(global);
    FailureOr<Value> v = p.get(global, need, op->getLoc());
    if (failed(v))
      return failure();
    operands.push_back(*v);
  }
  FailureOr<Value> local =
      build(p.getBuilder(), operands, p.getLocalType(result, want));
  if (failed(local))
    return failure();
  p.record(result, *local, want);
  return success();
}

LogicalResult partitionReplicated(Operation *op, Partitioner &p) {
  // 0-d tensors have one layout: nothing is lost by replicating them.
  auto splittable = [](Type t) {
    auto tensor = dyn_cast<RankedTensorType>(t);
    return tensor && tensor.getRank() > 0;
  };
  if (llvm::any_of(op->getOperandTypes(),
                   [](Type t) { return isa<RankedTensorType>(t); }) &&
      (llvm::any_of(op->getOperandTypes(), splittable) ||
       llvm::any_of(op->getResultTypes(), splittable)))
    op->emitRemark() << "no sharding rule for '" << op->getName()
                     << "': replicated";
  SmallVector<Value> operands;
  for (Value operand : op->getOperands()) {
    if (!isa<RankedTensorType>(operand.getType())) {
      operands.push_back(p.lookup(operand));
      continue;
    }
    FailureOr<Value> v = p.get(operand, replicatedLike(operand), op->getLoc());
    if (failed(v))
      return failure();
    operands.push_back(*v);
  }
  // Ops with regions run whole too, and read what they capture whole.
  FailureOr<Operation *> cloned = p.cloneReadingCapturesWhole(op);
  if (failed(cloned))
    return failure();
  Operation *local = *cloned;
  local->setOperands(operands);
  local->removeAttr("cleave.result_shardings");
  for (auto [global, result] : llvm::zip(op->getResults(), local->getResults()))
    p.record(global, result,
             isa<RankedTensorType>(global.getType()) ? replicatedLike(global)
                                                     : TensorSharding());
  return success();
}

LogicalResult partitionByStyle(Operation *op, Partitioner &p) {
  auto iface = cast<ShardingOpInterface>(op);
  if (iface.getShardingStyle() == ShardingStyle::Loops)
    if (std::optional<LoopRule> rule = iface.getLoopRule())
      return success(succeeded(partitionByLoops(op, *rule, p)));
  return partitionReplicated(op, p);
}

TensorSharding getCarriedSharding(const TensorSharding &init, MeshOp mesh) {
  std::vector<std::vector<unsigned>> dims = init.getAllDimAxes();
  auto name = mesh ? mesh->getAttrOfType<mlir::StringAttr>(kMicrobatchAxisAttr)
                   : mlir::StringAttr();
  if (std::optional<unsigned> axis =
          name ? mesh.getAxisIndex(name.getValue()) : std::nullopt)
    for (std::vector<unsigned> &axes : dims)
      llvm::erase(axes, *axis);
  return TensorSharding(std::move(dims));
}

} // namespace cleave
