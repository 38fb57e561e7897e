//===- Passes.h - GEMMs as BLAS calls ---------------------------*- C++ -*-===//

#ifndef CLEAVE_CONVERSION_LINALGTOBLAS_PASSES_H
#define CLEAVE_CONVERSION_LINALGTOBLAS_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"

namespace cleave {

#define GEN_PASS_DECL
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"

} // namespace cleave

#endif // CLEAVE_CONVERSION_LINALGTOBLAS_PASSES_H
