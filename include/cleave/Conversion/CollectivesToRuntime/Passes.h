//===- Passes.h - Cleave SPMD ops to runtime calls --------------*- C++ -*-===//

#ifndef CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_PASSES_H
#define CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"

namespace cleave {

#define GEN_PASS_DECL
#include "cleave/Conversion/CollectivesToRuntime/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cleave/Conversion/CollectivesToRuntime/Passes.h.inc"

} // namespace cleave

#endif // CLEAVE_CONVERSION_COLLECTIVESTORUNTIME_PASSES_H
