//===- ModelState.cpp - What a training step holds per device -------------===//

#include "ModelState.h"
#include "cleave/Conversion/LinalgToBlas/UpdateChains.h"
#include "cleave/Cost/CostModel.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;

namespace cleave {

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
      if (a.getInt() >= 0 && a.getInt() < fn.getNumArguments()) {
        double &largest = gradientOf[a.getInt()];
        for (Value g : chains.walk(ret.getOperand(r)))
          largest = std::max(largest, getTensorBytes(g.getType()));
      }
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
