//===- Passes.h - CUDA host code --------------------------------*- C++ -*-===//

#ifndef CLEAVE_CONVERSION_CUDA_PASSES_H
#define CLEAVE_CONVERSION_CUDA_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Pass/Pass.h"

namespace cleave {

#define GEN_PASS_DECL
#include "cleave/Conversion/Cuda/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cleave/Conversion/Cuda/Passes.h.inc"

} // namespace cleave

#endif // CLEAVE_CONVERSION_CUDA_PASSES_H
