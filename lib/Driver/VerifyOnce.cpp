//===- VerifyOnce.cpp - Pass pipelines verified at their end --------------===//

#include "VerifyOnce.h"

#include "mlir/IR/Verifier.h"

using namespace mlir;

namespace cleave {

LogicalResult runVerifyingOnce(PassManager &pm, ModuleOp module) {
  pm.enableVerifier(false);
  if (failed(pm.run(module)))
    return failure();
  return verify(module);
}

} // namespace cleave
