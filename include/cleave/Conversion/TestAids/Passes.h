//===- Passes.h - Aids for testing the lowering -----------------*- C++ -*-===//

#ifndef CLEAVE_CONVERSION_TESTAIDS_PASSES_H
#define CLEAVE_CONVERSION_TESTAIDS_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"

namespace cleave {

#define GEN_PASS_DECL
#include "cleave/Conversion/TestAids/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cleave/Conversion/TestAids/Passes.h.inc"

} // namespace cleave

#endif // CLEAVE_CONVERSION_TESTAIDS_PASSES_H
