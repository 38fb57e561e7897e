//===- CleaveDialect.h - The cleave dialect ---------------------*- C++ -*-===//

#ifndef CLEAVE_IR_CLEAVEDIALECT_H
#define CLEAVE_IR_CLEAVEDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"

#include "Cleave/CleaveDialect.h.inc"

namespace cleave {

/// The argument attribute placing an entry argument: "host" when it lives
/// in host memory (Offload.h), copied to the device before use.
constexpr llvm::StringLiteral kPlacementAttr = "cleave.placement";

} // namespace cleave

#endif // CLEAVE_IR_CLEAVEDIALECT_H
