//===- ModelState.cpp - What a training step holds per device -------------===//

#include "ModelState.h"
#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;

namespace cleave {

namespace {

int64_t elementCount(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  return tensor && tensor.hasStaticShape() ? tensor.getNumElements() : -1;
}

/// Views and Cleave's one-operand ops (reshards, annotations): the same
/// value in another layout or shape.
bool isPassThrough(Operation *op) {
  return isTensorView(op) ||
         (op->getDialect() && isa<CleaveDialect>(op->getDialect()) &&
          op->getNumResults() == 1 && op->getNumOperands() == 1);
}

/// Ops an update chain passes through: elementwise linalg ops (every loop
/// parallel) and pass-throughs (a sharded update gathered into a
/// replicated result).
bool isChainOp(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.getNumReductionLoops() == 0 &&
           linalgOp.hasPureTensorSemantics();
  return isPassThrough(op);
}

/// The walk from updated results back to their state arguments.
class UpdateChains {
public:
  explicit UpdateChains(func::FuncOp fn) {
    for (unsigned r = 0; r < fn.getNumResults(); ++r)
      if (auto a = fn.getResultAttrOfType<IntegerAttr>(r, "cleave.updates"))
        if (a.getInt() >= 0 && a.getInt() < fn.getNumArguments())
          state.insert(fn.getArgument(a.getInt()));
  }

  bool isState(Value v) {
    return isa<BlockArgument>(v) && state.contains(cast<BlockArgument>(v));
  }

  /// Whether `v` derives from the state through chain ops only.
  bool touchesState(Value v) {
    if (isState(v))
      return true;
    Operation *def = v.getDefiningOp();
    if (!def || !isChainOp(def))
      return false;
    auto [it, inserted] = touches.try_emplace(def, false);
    if (!inserted)
      return it->second;
    bool any =
        llvm::any_of(inputsOf(def), [&](Value u) { return touchesState(u); });
    touches[def] = any;
    return any;
  }

  /// Walks back from `v` (an updated result): marks the chain's ops, and
  /// returns the largest per-device bytes among the values it takes from
  /// outside the state with the element count of the value they update.
  double walk(Value v) {
    double largest = 0;
    SmallVector<Value> work{v};
    llvm::DenseSet<Value> seen;
    while (!work.empty()) {
      Value x = work.pop_back_val();
      if (!seen.insert(x).second || isState(x))
        continue;
      Operation *def = x.getDefiningOp();
      if (!def || !isChainOp(def) || !touchesState(x))
        continue;
      chain.insert(def);
      for (Value u : inputsOf(def)) {
        if (touchesState(u)) {
          work.push_back(u);
          continue;
        }
        // Scalars and broadcasts (bias corrections, learning rates) differ
        // in count; the gradient has the count of what it updates.
        if (elementCount(u.getType()) == elementCount(x.getType()))
          largest = std::max(largest, getTensorBytes(u.getType()));
      }
    }
    return largest;
  }

  /// Whether some use of `arg` (through pass-throughs) is outside every
  /// chain.
  bool usedOutsideChains(Value arg) {
    SmallVector<Value> work{arg};
    while (!work.empty()) {
      Value x = work.pop_back_val();
      for (Operation *user : x.getUsers()) {
        if (isa<func::ReturnOp>(user))
          continue;
        if (isPassThrough(user)) {
          work.push_back(user->getResult(0));
          continue;
        }
        if (!chain.contains(user))
          return true;
      }
    }
    return false;
  }

private:
  static SmallVector<Value> inputsOf(Operation *op) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      return llvm::to_vector(linalgOp.getDpsInputs());
    return {op->getOperand(0)};
  }

  llvm::DenseSet<BlockArgument> state;
  llvm::DenseMap<Operation *, bool> touches;
  llvm::DenseSet<Operation *> chain;
};

} // namespace

ModelState getModelState(func::FuncOp fn) {
  ModelState result;
  if (fn.isExternal())
    return result;
  UpdateChains chains(fn);
  auto ret = cast<func::ReturnOp>(fn.getBody().back().getTerminator());
  // Walk every chain first: a parameter is known by its uses outside all
  // of them.
  llvm::DenseMap<unsigned, double> gradientOf;
  for (unsigned r = 0; r < fn.getNumResults(); ++r)
    if (auto a = fn.getResultAttrOfType<IntegerAttr>(r, "cleave.updates"))
      if (a.getInt() >= 0 && a.getInt() < fn.getNumArguments())
        gradientOf[a.getInt()] = chains.walk(ret.getOperand(r));
  for (auto [index, gradient] : gradientOf) {
    BlockArgument arg = fn.getArgument(index);
    double bytes = getTensorBytes(arg.getType());
    if (chains.usedOutsideChains(arg)) {
      result.parameterBytes += bytes;
      result.gradientBytes += gradient;
      ++result.parameters;
    } else {
      result.optimizerBytes += bytes;
    }
  }
  return result;
}

int getZeroStage(const ModelState &local, const ModelState &global,
                 int64_t devices) {
  // Sharded over the whole mesh: a 1/devices share, within 1% (the step
  // count and other scalars stay whole on every device).
  auto sharded = [&](double l, double g) {
    return devices > 1 && g > 0 && l <= g / devices * 1.01;
  };
  if (!sharded(local.optimizerBytes, global.optimizerBytes))
    return 0;
  if (!sharded(local.gradientBytes, global.gradientBytes))
    return 1;
  return sharded(local.parameterBytes, global.parameterBytes) ? 3 : 2;
}

} // namespace cleave
