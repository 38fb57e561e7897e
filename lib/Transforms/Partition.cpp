//===- Partition.cpp - Global program to per-device program ---------------===//
//
// Rewrites each function of a propagated program (see ShardingState.h) into
// what one device runs: local tensor types, and a reshard (EmitReshard.h)
// wherever a producer's layout differs from what its consumer needs. Partial
// results are reduced where a consumer needs a non-partial value. What each
// op needs and how its local version is built is the op's
// ShardingOpInterface model; ops without one get replicated operands and run
// whole on every device.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ShardingState.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Partition/EmitReshard.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

#define DEBUG_TYPE "cleave-partition"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEPARTITION
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

/// A value of the new function and the layout it has.
struct Local {
  Value value;
  TensorSharding sharding;
};

class FunctionPartitioner : public Partitioner {
public:
  FunctionPartitioner(func::FuncOp fn, ShardingState &state)
      : fn(fn), state(state), mesh(state.getMeshShape()) {}

  LogicalResult run();

  // Partitioner.
  OpBuilder &getBuilder() override { return builder; }
  MeshOp getMesh() override { return state.getMesh(); }
  const MeshShape &getMeshShape() override { return mesh; }
  FailureOr<Value> get(Value global, const TensorSharding &want,
                       Location loc) override;
  Value lookup(Value global) override {
    return valueMap.lookupOrDefault(global);
  }
  TensorSharding getSharding(Value global) override {
    return state.getProducerShardingOrReplicated(global);
  }
  LoopAxes getLoops(Operation *op, const LoopRule &rule) override {
    return state.getLoops(op, rule);
  }
  TensorSharding withLazyPartial(Operation *op,
                                 const TensorSharding &s) override {
    return state.withLazyPartial(op, s);
  }
  RankedTensorType getLocalType(Value global,
                                const TensorSharding &s) override {
    auto type = cast<RankedTensorType>(global.getType());
    std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
    return RankedTensorType::get(s.getLocalShape(mesh, shape),
                                 type.getElementType());
  }
  void record(Value global, Value local, TensorSharding sharding) override {
    locals[global] = {local, std::move(sharding)};
    valueMap.map(global, local);
  }
  void replaceLocal(Value global, Value local) override {
    locals[global].value = local;
    valueMap.map(global, local);
  }
  std::optional<TensorSharding> getLocalSharding(Value global) override {
    auto it = locals.find(global);
    if (it == locals.end())
      return std::nullopt;
    return it->second.sharding;
  }
  FailureOr<Operation *> cloneReadingCapturesWhole(Operation *op) override;
  void map(Value global, Value local) override { valueMap.map(global, local); }
  LogicalResult partitionOp(Operation &op) override;

private:
  /// Values that cost nothing to recreate (empty tensors, scalar fills of
  /// them, splat constants) are recreated in the layout a consumer needs
  /// instead of being moved between devices; so are views of them and of
  /// values every device holds whole.
  FailureOr<Value> rematerialize(Value global, const TensorSharding &want,
                                 Location loc);

  func::FuncOp fn;
  ShardingState &state;
  const MeshShape &mesh;

  OpBuilder builder{fn.getContext()};
  llvm::DenseMap<Value, Local> locals;
  /// Every global value to its local one, for values captured by regions.
  IRMapping valueMap;
  /// Resharded versions of a global value already emitted.
  llvm::DenseMap<Value, SmallVector<std::pair<TensorSharding, Value>, 1>>
      reshards;
};

FailureOr<Value> FunctionPartitioner::get(Value global,
                                          const TensorSharding &want,
                                          Location loc) {
  auto it = locals.find(global);
  if (it == locals.end())
    return emitError(loc) << "internal error: value used before it was "
                             "partitioned";
  if (it->second.sharding.isEquivalent(want, mesh))
    return it->second.value;
  // One reshard per value and layout, however many consumers need it.
  for (auto &[sharding, value] : reshards[global])
    if (sharding.isEquivalent(want, mesh))
      return value;
  auto type = cast<RankedTensorType>(global.getType());
  // A tensor without elements is the same in every layout: an empty block
  // of the local shape (a reshard of it would slice at offsets MLIR's
  // verifier refuses, `x[:, :0]` from PyTorch).
  if (type.hasStaticShape() && type.getNumElements() == 0) {
    RankedTensorType local = getLocalType(global, want);
    Value empty = tensor::EmptyOp::create(builder, loc, local.getShape(),
                                          local.getElementType());
    reshards[global].emplace_back(want, empty);
    return empty;
  }
  // A value from outside the region being built (a loop body reading a
  // tensor of the function) is resharded before that region's op, not in
  // it: once, not per iteration, and where every later consumer can use
  // the cached result.
  OpBuilder::InsertionGuard guard(builder);
  Block *defBlock = it->second.value.getParentBlock();
  Block *insertBlock = builder.getInsertionBlock();
  if (defBlock && insertBlock && defBlock != insertBlock)
    if (Operation *enclosing = insertBlock->getParentOp())
      if (Operation *ancestor = defBlock->findAncestorOpInBlock(*enclosing))
        builder.setInsertionPoint(ancestor);
  FailureOr<Value> v = rematerialize(global, want, loc);
  if (failed(v))
    v = emitReshard(builder, loc, it->second.value, state.getMesh(),
                    type.getShape(), it->second.sharding, want);
  if (succeeded(v))
    reshards[global].emplace_back(want, *v);
  return v;
}

FailureOr<Value> FunctionPartitioner::rematerialize(Value global,
                                                    const TensorSharding &want,
                                                    Location loc) {
  // Zeros are a partial sum already (every summand zero): a strided
  // insert's zero destination, made in the layout of a partial source (a
  // transposed convolution over split channels), as the search prices it.
  if (want.isPartial() &&
      (want.getPartialKind() != Reduction::Sum || !isZeroTensor(global)))
    return failure();
  auto def = global.getDefiningOp<ShardingOpInterface>();
  if (!def || def->getNumResults() != 1)
    return failure();
  RankedTensorType type = getLocalType(global, want);
  if (def.getShardingStyle() != ShardingStyle::Layout)
    return def.rematerialize(builder, type, valueMap);
  // The search takes a view of a recreatable or whole value as free in any
  // layout (an iota expanded for a pad's index arithmetic, read whole by one
  // op and split by another): it is remade from its source here, which
  // slices locally, rather than gathered.
  if (def->getNumOperands() != 1)
    return failure();
  Value source = def->getOperand(0);
  std::optional<TensorSharding> need =
      def.getOperandLayout(0, want, state.getMeshShape());
  auto it = locals.find(source);
  if (!need || it == locals.end())
    return failure();
  FailureOr<Value> local = rematerialize(source, *need, loc);
  if (failed(local)) {
    if (!it->second.sharding.isReplicated())
      return failure();
    local = get(source, *need, loc);
    if (failed(local))
      return failure();
  }
  return def.buildLocalView(builder, ValueRange{*local}, type);
}

/// Clones `op` through the value map so that values its regions capture
/// (constants hoisted by canonicalization, a table an embedding reads) are
/// the new function's; captured tensors are read whole (any element, by
/// index), so the regions see them replicated.
FailureOr<Operation *>
FunctionPartitioner::cloneReadingCapturesWhole(Operation *op) {
  SmallVector<std::pair<Value, Value>> restore;
  llvm::SetVector<Value> captured;
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, captured);
  for (Value v : captured) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !locals.count(v))
      continue;
    FailureOr<Value> whole =
        get(v, TensorSharding::replicated(type.getRank()), op->getLoc());
    if (failed(whole))
      return failure();
    restore.push_back({v, valueMap.lookup(v)});
    valueMap.map(v, *whole);
  }
  Operation *local = builder.clone(*op, valueMap);
  for (auto [global, value] : restore)
    valueMap.map(global, value);
  return local;
}

LogicalResult FunctionPartitioner::partitionOp(Operation &op) {
  if (auto annotate = dyn_cast<AnnotateOp>(op)) {
    std::optional<TensorSharding> s = state.fromAttr(annotate.getSharding());
    if (!s)
      return annotate.emitOpError() << "has an invalid sharding";
    FailureOr<Value> v = get(annotate.getInput(), *s, op.getLoc());
    if (failed(v))
      return failure();
    record(annotate.getResult(), *v, *s);
    return success();
  }
  auto iface = dyn_cast<ShardingOpInterface>(op);
  if (!iface || iface.getShardingStyle() == ShardingStyle::Replicated)
    return partitionReplicated(&op, *this);
  return iface.partition(*this);
}

LogicalResult FunctionPartitioner::run() {
  Block &body = fn.getBody().front();
  auto newFn = func::FuncOp::create(builder, fn.getLoc(), fn.getName(),
                                    fn.getFunctionType());
  newFn->setAttrs(fn->getAttrs());
  Block *entry = newFn.addEntryBlock();
  SmallVector<Type> argTypes;
  for (BlockArgument arg : body.getArguments()) {
    TensorSharding s = TensorSharding::replicated(0);
    Type type = arg.getType();
    if (isa<RankedTensorType>(type)) {
      s = state.getProducerShardingOrReplicated(arg);
      std::string error = s.verify(
          mesh,
          std::vector<int64_t>(cast<RankedTensorType>(type).getShape().begin(),
                               cast<RankedTensorType>(type).getShape().end()));
      if (!error.empty() || s.getUneven() == Uneven::Pad)
        return fn.emitError() << "argument #" << arg.getArgNumber() << ": "
                              << (error.empty() ? "padded shardings are not "
                                                  "partitioned yet"
                                                : error);
      type = getLocalType(arg, s);
    }
    entry->getArgument(arg.getArgNumber()).setType(type);
    argTypes.push_back(type);
    record(arg, entry->getArgument(arg.getArgNumber()), s);
  }
  builder.setInsertionPointToStart(entry);
  SmallVector<Type> resultTypes;
  for (Operation &op : body.getOperations()) {
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      SmallVector<Value> results;
      for (OpOperand &operand : ret->getOpOperands()) {
        Value global = operand.get();
        if (!isa<RankedTensorType>(global.getType())) {
          Value v = valueMap.lookupOrDefault(global);
          results.push_back(v);
          resultTypes.push_back(v.getType());
          continue;
        }
        TensorSharding want = TensorSharding::replicated(
            cast<RankedTensorType>(global.getType()).getRank());
        if (auto s = state.fromAttr(fn.getResultAttr(operand.getOperandNumber(),
                                                     "cleave.sharding")))
          want = *s;
        if (want.isPartial())
          return fn.emitError() << "result #" << operand.getOperandNumber()
                                << " cannot be returned partial";
        FailureOr<Value> v = get(global, want, op.getLoc());
        if (failed(v))
          return failure();
        results.push_back(*v);
        resultTypes.push_back(v->getType());
      }
      func::ReturnOp::create(builder, op.getLoc(), results);
      continue;
    }
    if (failed(partitionOp(op)))
      return failure();
  }
  newFn.setFunctionType(
      FunctionType::get(fn.getContext(), argTypes, resultTypes));
  fn->getBlock()->getOperations().insert(fn->getIterator(),
                                         newFn.getOperation());
  fn.erase();
  return success();
}

/// Shard shapes are computed here, statically: splitting a tensor of
/// dynamic shape is refused where it would happen.
static LogicalResult checkStaticSplits(func::FuncOp fn,
                                       const ShardingState &state) {
  auto check = [&](Value v,
                   std::optional<TensorSharding> sharding) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || type.hasStaticShape() || !sharding)
      return success();
    for (unsigned d = 0; d < type.getRank() && d < sharding->getRank(); ++d)
      if (!sharding->getDimAxes(d).empty())
        return emitError(v.getLoc())
               << "a value of type " << type << " is split ("
               << sharding->toString(state.getMeshShape())
               << "), but its shape is dynamic: the partitioner splits "
                  "tensors of static shape";
    return success();
  };
  for (BlockArgument arg : fn.getArguments())
    if (failed(check(arg, state.getProducerSharding(arg))))
      return failure();
  WalkResult result = fn.walk([&](Operation *op) {
    if (auto annotate = dyn_cast<AnnotateOp>(op))
      if (failed(check(annotate.getResult(),
                       state.fromAttr(annotate.getSharding()))))
        return WalkResult::interrupt();
    for (Value v : op->getResults())
      if (failed(check(v, state.getProducerSharding(v))))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

struct PartitionPass : cleave::impl::CleavePartitionBase<PartitionPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<MeshOp> mesh = getTheMesh(module, "partitioning");
    if (failed(mesh))
      return signalPassFailure();
    if (!*mesh)
      return; // a single-device program
    ShardingState state(*mesh);
    for (auto fn : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (fn.isExternal())
        continue;
      if (!llvm::hasSingleElement(fn.getBody())) {
        fn.emitOpError() << "has several blocks; the partitioner handles "
                            "straight-line functions";
        return signalPassFailure();
      }
      if (failed(checkStaticSplits(fn, state)))
        return signalPassFailure();
      FunctionPartitioner partitioner(fn, state);
      if (failed(partitioner.run()))
        return signalPassFailure();
    }
  }
};

} // namespace
