//===- Partition.cpp - Global program to per-device program ---------------===//
//
// Rewrites each function of a propagated program (see ShardingState.h) into
// what one device runs: local tensor types, and a reshard (EmitReshard.h)
// wherever a producer's layout differs from what its consumer needs. Partial
// results are reduced where a consumer needs a non-partial value; ops without
// a rule get replicated operands and run whole on every device.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ReshapeShardingRule.h"
#include "cleave/Analysis/ShardingState.h"
#include "cleave/Partition/EmitReshard.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

class FunctionPartitioner {
public:
  FunctionPartitioner(func::FuncOp fn, ShardingState &state)
      : fn(fn), state(state), mesh(state.getMeshShape()) {}

  LogicalResult run();

private:
  RankedTensorType localType(Value global, const TensorSharding &s) {
    auto type = cast<RankedTensorType>(global.getType());
    std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
    return RankedTensorType::get(s.getLocalShape(mesh, shape),
                                 type.getElementType());
  }
  /// `global`'s local value laid out as `want`.
  FailureOr<Value> get(Value global, const TensorSharding &want, Location loc);
  /// Values that cost nothing to recreate (empty tensors, scalar fills of
  /// them, splat constants) are recreated in the layout a consumer needs
  /// instead of being moved between devices.
  FailureOr<Value> rematerialize(Value global, const TensorSharding &want);
  LogicalResult partitionOp(Operation &op);
  LogicalResult partitionFor(scf::ForOp op);
  LogicalResult partitionLinalg(linalg::LinalgOp op);
  FailureOr<Operation *> cloneReadingCapturesWhole(Operation *op);
  Value initForSplitSum(linalg::LinalgOp op, const LinalgShardingRule &rule,
                        const LoopAxes &loops, Value init);
  LogicalResult partitionOther(Operation *op);
  LogicalResult partitionView(Operation *op);
  LogicalResult partitionConcat(Operation *op);

  func::FuncOp fn;
  ShardingState &state;
  const MeshShape &mesh;
  void record(Value global, Value local, TensorSharding sharding) {
    locals[global] = {local, std::move(sharding)};
    valueMap.map(global, local);
  }

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
  FailureOr<Value> v = rematerialize(global, want);
  if (failed(v))
    v = emitReshard(builder, loc, it->second.value, state.getMesh(),
                    type.getShape(), it->second.sharding, want);
  if (succeeded(v))
    reshards[global].emplace_back(want, *v);
  return v;
}

FailureOr<Value>
FunctionPartitioner::rematerialize(Value global, const TensorSharding &want) {
  if (want.isPartial())
    return failure();
  Operation *def = global.getDefiningOp();
  if (!def)
    return failure();
  RankedTensorType type = localType(global, want);
  Location loc = def->getLoc();
  if (auto empty = dyn_cast<tensor::EmptyOp>(def)) {
    if (!empty.getDynamicSizes().empty())
      return failure();
    return Value(tensor::EmptyOp::create(builder, loc, type.getShape(),
                                         type.getElementType()));
  }
  if (auto cst = dyn_cast<arith::ConstantOp>(def)) {
    auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
    if (!dense || !dense.isSplat())
      return failure();
    return Value(
        arith::ConstantOp::create(builder, loc, type, dense.resizeSplat(type)));
  }
  auto fill = dyn_cast<linalg::FillOp>(def);
  if (!fill || !fill.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>() ||
      isa<ShapedType>(fill.getDpsInputs()[0].getType()))
    return failure();
  Value empty = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                        type.getElementType());
  return linalg::FillOp::create(
             builder, loc, valueMap.lookupOrDefault(fill.getDpsInputs()[0]),
             empty)
      .getResult(0);
}

/// A sum split over reduction axes leaves each device a summand; the init
/// must enter the total once: the first device of each reduction group keeps
/// it, the others start from zero (a zero-fill init is zero everywhere).
Value FunctionPartitioner::initForSplitSum(linalg::LinalgOp op,
                                           const LinalgShardingRule &rule,
                                           const LoopAxes &loops, Value init) {
  std::vector<unsigned> axes;
  for (unsigned l = 0; l < loops.size(); ++l)
    if (rule.isReduction(l))
      axes.insert(axes.end(), loops[l].begin(), loops[l].end());
  if (axes.empty() || rule.getCombiner() != Reduction::Sum ||
      LinalgShardingRule::hasZeroInits(op))
    return init;
  Location loc = op.getLoc();
  auto type = cast<RankedTensorType>(init.getType());
  SmallVector<Type> indexTypes(axes.size(), builder.getIndexType());
  auto coords = ProcessIndexOp::create(
      builder, loc, indexTypes,
      FlatSymbolRefAttr::get(state.getMesh().getSymNameAttr()),
      axisNames(builder, mesh, axes));
  Value zeroIndex = arith::ConstantIndexOp::create(builder, loc, 0);
  Value first = arith::ConstantIntOp::create(builder, loc, 1, 1);
  for (Value coord : coords.getResults())
    first = arith::AndIOp::create(
        builder, loc, first,
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, coord,
                              zeroIndex));
  Value zeros = arith::ConstantOp::create(
      builder, loc, type,
      SplatElementsAttr::get(type, builder.getZeroAttr(type.getElementType())));
  return arith::SelectOp::create(builder, loc, first, init, zeros);
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

LogicalResult FunctionPartitioner::partitionLinalg(linalg::LinalgOp op) {
  std::optional<LinalgShardingRule> rule = LinalgShardingRule::get(op);
  if (!rule)
    return partitionOther(op);
  LoopAxes loops = state.getLoops(op, *rule);
  // Lazy reduction: these inputs stay partial, and so does the result.
  SmallVector<int64_t> lazyInputs;
  if (auto attr = op->getAttrOfType<DenseI64ArrayAttr>("cleave.partial_inputs"))
    lazyInputs.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType())) {
      operands.push_back(valueMap.lookupOrDefault(operand.get()));
      continue;
    }
    TensorSharding want =
        rule->getOperandSharding(operand.getOperandNumber(), loops);
    if (llvm::is_contained(lazyInputs, operand.getOperandNumber()))
      want = state.withLazyPartial(op, want);
    // An init whose value the body never reads only gives the result's
    // shape: a fresh local tensor does, without moving any data.
    if (op.isDpsInit(&operand) && !op.payloadUsesValueFromOperand(&operand)) {
      RankedTensorType type = localType(operand.get(), want);
      operands.push_back(tensor::EmptyOp::create(
          builder, op.getLoc(), type.getShape(), type.getElementType()));
      continue;
    }
    FailureOr<Value> v = get(operand.get(), want, op.getLoc());
    if (failed(v))
      return failure();
    if (op.isDpsInit(&operand))
      v = initForSplitSum(op, *rule, loops, *v);
    operands.push_back(*v);
  }
  SmallVector<Type> resultTypes;
  SmallVector<TensorSharding> resultShardings;
  for (OpResult result : op->getResults()) {
    resultShardings.push_back(state.withLazyPartial(
        op, rule->getResultSharding(result.getResultNumber(), loops)));
    resultTypes.push_back(localType(result, resultShardings.back()));
  }
  FailureOr<Operation *> cloned = cloneReadingCapturesWhole(op);
  if (failed(cloned))
    return failure();
  Operation *local = *cloned;
  local->setOperands(operands);
  local->removeAttr("cleave.loops");
  local->removeAttr("cleave.partial");
  local->removeAttr("cleave.partial_inputs");
  for (auto [i, result] : llvm::enumerate(op->getResults())) {
    local->getResult(i).setType(resultTypes[i]);
    record(result, local->getResult(i), resultShardings[i]);
  }
  return success();
}

LogicalResult FunctionPartitioner::partitionOther(Operation *op) {
  // Fresh tensors are created directly in their local shape.
  if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
    TensorSharding s = state.getProducerShardingOrReplicated(empty);
    if (!empty.getDynamicSizes().empty())
      return op->emitOpError() << "dynamic sizes are not partitioned yet";
    Value v = tensor::EmptyOp::create(builder, op->getLoc(),
                                      localType(empty, s).getShape(),
                                      empty.getType().getElementType());
    record(empty, v, s);
    return success();
  }
  if (auto cst = dyn_cast<arith::ConstantOp>(op)) {
    auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
    if (dense && dense.isSplat() && isa<RankedTensorType>(cst.getType())) {
      TensorSharding s = state.getProducerShardingOrReplicated(cst);
      RankedTensorType type = localType(cst, s);
      Value v = arith::ConstantOp::create(builder, op->getLoc(), type,
                                          dense.resizeSplat(type));
      record(cst, v, s);
      return success();
    }
  }
  if (isShardableView(op))
    return partitionView(op);
  if (isShardableConcat(op))
    return partitionConcat(op);
  // Anything else runs whole on every device, on replicated operands.
  if (llvm::any_of(op->getOperandTypes(),
                   [](Type t) { return isa<RankedTensorType>(t); }))
    op->emitRemark() << "no sharding rule for '" << op->getName()
                     << "': replicated";
  SmallVector<Value> operands;
  for (Value operand : op->getOperands()) {
    if (!isa<RankedTensorType>(operand.getType())) {
      operands.push_back(valueMap.lookupOrDefault(operand));
      continue;
    }
    FailureOr<Value> v =
        get(operand,
            TensorSharding::replicated(
                cast<RankedTensorType>(operand.getType()).getRank()),
            op->getLoc());
    if (failed(v))
      return failure();
    operands.push_back(*v);
  }
  // Ops with regions run whole too, and read what they capture whole.
  FailureOr<Operation *> cloned = cloneReadingCapturesWhole(op);
  if (failed(cloned))
    return failure();
  Operation *local = *cloned;
  local->setOperands(operands);
  local->removeAttr("cleave.result_shardings");
  for (auto [global, result] :
       llvm::zip(op->getResults(), local->getResults())) {
    TensorSharding s =
        isa<RankedTensorType>(global.getType())
            ? TensorSharding::replicated(
                  cast<RankedTensorType>(global.getType()).getRank())
            : TensorSharding();
    record(global, result, s);
  }
  return success();
}

LogicalResult FunctionPartitioner::partitionView(Operation *op) {
  Value source = op->getOperand(0), result = op->getResult(0);
  TensorSharding want = state.getProducerShardingOrReplicated(result);
  std::optional<TensorSharding> need = viewBackward(op, want, mesh);
  if (!need) {
    // Not expressible on the other side: reshape whole blocks instead.
    want = TensorSharding::replicated(
        cast<RankedTensorType>(result.getType()).getRank());
    need = TensorSharding::replicated(
        cast<RankedTensorType>(source.getType()).getRank());
  }
  FailureOr<Value> local = get(source, *need, op->getLoc());
  if (failed(local))
    return failure();
  RankedTensorType type = localType(result, want);
  Value v;
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    // Cut dimensions are whole on every device (offsets stay global); split
    // ones are taken whole (offset 0, the local extent).
    SmallVector<OpFoldResult> offsets, sizes, strides;
    for (auto [d, offset] : llvm::enumerate(slice.getStaticOffsets())) {
      offsets.push_back(builder.getIndexAttr(offset));
      sizes.push_back(builder.getIndexAttr(type.getDimSize(d)));
      strides.push_back(builder.getIndexAttr(slice.getStaticStrides()[d]));
    }
    v = tensor::ExtractSliceOp::create(builder, op->getLoc(), type, *local,
                                       offsets, sizes, strides);
  } else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    v = tensor::ExpandShapeOp::create(builder, op->getLoc(), type, *local,
                                      expand.getReassociationIndices());
  else
    v = tensor::CollapseShapeOp::create(
        builder, op->getLoc(), type, *local,
        cast<tensor::CollapseShapeOp>(op).getReassociationIndices());
  record(result, v, want);
  return success();
}

/// concat, pad, insert_slice: every tensor operand in the shared layout,
/// the op rebuilt on local blocks (cut dimensions are whole on each device,
/// so their offsets and padding stay global).
LogicalResult FunctionPartitioner::partitionConcat(Operation *op) {
  Value result = op->getResult(0);
  TensorSharding want =
      concatLayout(op, state.getProducerShardingOrReplicated(result));
  SmallVector<Value> operands;
  for (Value operand : op->getOperands()) {
    if (!isa<RankedTensorType>(operand.getType())) {
      operands.push_back(valueMap.lookupOrDefault(operand));
      continue;
    }
    FailureOr<Value> v = get(operand, want, op->getLoc());
    if (failed(v))
      return failure();
    operands.push_back(*v);
  }
  RankedTensorType type = localType(result, want);
  Value v;
  if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
    v = tensor::ConcatOp::create(builder, op->getLoc(), concat.getDim(),
                                 operands);
  } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    auto sourceType = cast<RankedTensorType>(operands[0].getType());
    SmallVector<OpFoldResult> offsets, sizes, strides;
    for (auto [d, offset] : llvm::enumerate(insert.getStaticOffsets())) {
      offsets.push_back(builder.getIndexAttr(offset));
      sizes.push_back(builder.getIndexAttr(sourceType.getDimSize(d)));
      strides.push_back(builder.getIndexAttr(insert.getStaticStrides()[d]));
    }
    v = tensor::InsertSliceOp::create(builder, op->getLoc(), operands[0],
                                      operands[1], offsets, sizes, strides);
  } else {
    // tensor.pad: same padding, local source; its body is cloned as is.
    Operation *local = builder.clone(*op, valueMap);
    local->setOperands(operands);
    local->getResult(0).setType(type);
    local->removeAttr("cleave.result_shardings");
    v = local->getResult(0);
  }
  record(result, v, want);
  return success();
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
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return partitionFor(forOp);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return partitionLinalg(linalgOp);
  return partitionOther(&op);
}

/// A loop carries each tensor in the layout its init has (reduced if
/// partial); the body is partitioned like straight-line code and the yielded
/// values are resharded back to the carried layouts.
LogicalResult FunctionPartitioner::partitionFor(scf::ForOp op) {
  SmallVector<TensorSharding> carried;
  SmallVector<Value> inits;
  for (Value init : op.getInitArgs()) {
    if (!isa<RankedTensorType>(init.getType())) {
      carried.push_back(TensorSharding());
      inits.push_back(valueMap.lookupOrDefault(init));
      continue;
    }
    auto it = locals.find(init);
    if (it == locals.end())
      return op.emitOpError() << "internal error: init not partitioned";
    TensorSharding s(it->second.sharding.getAllDimAxes());
    FailureOr<Value> v = get(init, s, op.getLoc());
    if (failed(v))
      return failure();
    carried.push_back(s);
    inits.push_back(*v);
  }
  auto local = scf::ForOp::create(
      builder, op.getLoc(), valueMap.lookupOrDefault(op.getLowerBound()),
      valueMap.lookupOrDefault(op.getUpperBound()),
      valueMap.lookupOrDefault(op.getStep()), inits);
  Block *body = local.getBody();
  if (!body->empty() && isa<scf::YieldOp>(body->back()))
    body->back().erase();
  valueMap.map(op.getInductionVar(), local.getInductionVar());
  for (auto [i, arg] : llvm::enumerate(op.getRegionIterArgs()))
    record(arg, local.getRegionIterArgs()[i], carried[i]);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(body);
  for (Operation &inner : op.getBody()->without_terminator())
    if (failed(partitionOp(inner)))
      return failure();
  auto yield = cast<scf::YieldOp>(op.getBody()->getTerminator());
  SmallVector<Value> yielded;
  for (auto [i, v] : llvm::enumerate(yield.getOperands())) {
    if (!isa<RankedTensorType>(v.getType())) {
      yielded.push_back(valueMap.lookupOrDefault(v));
      continue;
    }
    FailureOr<Value> local = get(v, carried[i], yield.getLoc());
    if (failed(local))
      return failure();
    yielded.push_back(*local);
  }
  scf::YieldOp::create(builder, yield.getLoc(), yielded);
  for (auto [i, result] : llvm::enumerate(op.getResults()))
    record(result, local.getResult(i), carried[i]);
  return success();
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
      type = localType(arg, s);
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

struct PartitionPass : cleave::impl::CleavePartitionBase<PartitionPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<MeshOp> meshes = llvm::to_vector(module.getOps<MeshOp>());
    if (meshes.empty())
      return;
    if (meshes.size() > 1) {
      meshes[1].emitOpError()
          << "a second mesh: partitioning handles one mesh per module";
      return signalPassFailure();
    }
    ShardingState state(meshes.front());
    for (auto fn : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (fn.isExternal())
        continue;
      if (!llvm::hasSingleElement(fn.getBody())) {
        fn.emitOpError() << "has several blocks; the partitioner handles "
                            "straight-line functions";
        return signalPassFailure();
      }
      FunctionPartitioner partitioner(fn, state);
      if (failed(partitioner.run()))
        return signalPassFailure();
    }
  }
};

} // namespace
