//===- ConvolutionGemms.cpp - Convolutions run as one GEMM ----------------===//

#include "cleave/Conversion/Common/ConvolutionGemms.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;

bool cleave::isConvolutionLoweredAsGemm(Operation *op) {
  auto conv = dyn_cast<linalg::Conv2DNchwFchwOp>(op);
  if (!conv || !conv.hasPureTensorSemantics())
    return false;
  Type element;
  for (Value v : conv->getOperands()) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !type.hasStaticShape() ||
        (element && type.getElementType() != element))
      return false;
    element = type.getElementType();
  }
  return element.isF32() || element.isF64();
}
