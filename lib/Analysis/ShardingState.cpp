//===- ShardingState.cpp - Shardings of every value of a function ---------===//

#include "cleave/Analysis/ShardingState.h"
#include "cleave/IR/ShardingUtils.h"
#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;

namespace cleave {

FailureOr<MeshOp> getTheMesh(ModuleOp module, StringRef pass) {
  SmallVector<MeshOp> meshes = llvm::to_vector(module.getOps<MeshOp>());
  if (meshes.size() > 1)
    return meshes[1].emitOpError()
           << "a second mesh: " << pass << " handles one mesh per module";
  return meshes.empty() ? MeshOp() : meshes.front();
}

MeshShape ShardingState::getShape(MeshOp mesh) {
  return cleave::getMeshShape(mesh);
}

LoopAxes ShardingState::getLoops(Operation *op, const LoopRule &rule) const {
  LoopAxes loops(rule.getNumLoops());
  auto attr = op->getAttrOfType<ArrayAttr>("cleave.loops");
  if (!attr || attr.size() != loops.size())
    return loops;
  for (auto [i, axes] : llvm::enumerate(attr))
    for (Attribute a : cast<ArrayAttr>(axes))
      if (auto index = shape.findAxis(cast<StringAttr>(a).getValue().str()))
        loops[i].push_back(*index);
  return loops;
}

void ShardingState::setLoops(Operation *op, const LoopAxes &loops) const {
  Builder b(op->getContext());
  SmallVector<Attribute> perLoop;
  for (const auto &axes : loops) {
    SmallVector<Attribute> names;
    for (unsigned a : axes)
      names.push_back(b.getStringAttr(shape.getAxisName(a)));
    perLoop.push_back(b.getArrayAttr(names));
  }
  op->setAttr("cleave.loops", b.getArrayAttr(perLoop));
}

ShardingAttr ShardingState::toAttr(const TensorSharding &sharding) const {
  return toShardingAttr(mesh.getContext(),
                        FlatSymbolRefAttr::get(mesh.getSymNameAttr()), shape,
                        sharding);
}

std::optional<TensorSharding> ShardingState::fromAttr(Attribute attr) const {
  auto sharding = dyn_cast_or_null<ShardingAttr>(attr);
  if (!sharding)
    return std::nullopt;
  FailureOr<TensorSharding> s =
      toTensorSharding(sharding, mesh, [&]() { return mesh.emitError(); });
  if (failed(s))
    return std::nullopt;
  return *s;
}

std::optional<TensorSharding>
ShardingState::getProducerSharding(Value value) const {
  // A loop-carried value has its init's layout (reduced).
  auto carriedInit = [&](LoopLikeOpInterface loop,
                         OpOperand *init) -> std::optional<TensorSharding> {
    if (!init || getShardingStyle(loop) != ShardingStyle::Carried)
      return std::nullopt;
    std::optional<TensorSharding> s = getProducerSharding(init->get());
    if (!s)
      return std::nullopt;
    return getCarriedSharding(*s, mesh);
  };
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *parent = arg.getOwner()->getParentOp();
    if (auto loop = dyn_cast<LoopLikeOpInterface>(parent)) {
      if (!isa<RankedTensorType>(arg.getType()))
        return std::nullopt;
      return carriedInit(loop, loop.getTiedLoopInit(arg));
    }
    auto fn = dyn_cast<func::FuncOp>(parent);
    if (!fn)
      return std::nullopt;
    return fromAttr(fn.getArgAttr(arg.getArgNumber(), "cleave.sharding"));
  }
  Operation *def = value.getDefiningOp();
  if (auto annotate = dyn_cast<AnnotateOp>(def))
    return fromAttr(annotate.getSharding());
  if (auto loop = dyn_cast<LoopLikeOpInterface>(def))
    if (getShardingStyle(def) == ShardingStyle::Carried)
      return carriedInit(loop, loop.getTiedLoopInit(cast<OpResult>(value)));
  if (auto iface = dyn_cast<ShardingOpInterface>(def))
    if (iface.getShardingStyle() == ShardingStyle::Loops) {
      std::optional<LoopRule> rule = iface.getLoopRule();
      if (!rule)
        return std::nullopt;
      return withLazyPartial(
          def, rule->getResultSharding(cast<OpResult>(value).getResultNumber(),
                                       getLoops(def, *rule)));
    }
  if (auto attrs = def->getAttrOfType<ArrayAttr>("cleave.result_shardings"))
    if (attrs.size() == def->getNumResults())
      return fromAttr(attrs[cast<OpResult>(value).getResultNumber()]);
  return std::nullopt;
}

TensorSharding
ShardingState::getProducerShardingOrReplicated(Value value) const {
  if (std::optional<TensorSharding> s = getProducerSharding(value))
    return *s;
  return TensorSharding::replicated(
      cast<RankedTensorType>(value.getType()).getRank());
}

std::vector<unsigned> ShardingState::getLazyPartialAxes(Operation *op) const {
  std::vector<unsigned> axes;
  if (auto attr = op->getAttrOfType<ArrayAttr>("cleave.partial"))
    for (Attribute a : attr)
      if (auto index = shape.findAxis(cast<StringAttr>(a).getValue().str()))
        axes.push_back(*index);
  return axes;
}

TensorSharding ShardingState::withLazyPartial(Operation *op,
                                              const TensorSharding &s) const {
  std::vector<unsigned> lazy = getLazyPartialAxes(op);
  if (lazy.empty())
    return s;
  std::vector<unsigned> partial = s.getPartialAxes();
  partial.insert(partial.end(), lazy.begin(), lazy.end());
  return TensorSharding(s.getAllDimAxes(), partial, Reduction::Sum,
                        s.getUneven());
}

} // namespace cleave
