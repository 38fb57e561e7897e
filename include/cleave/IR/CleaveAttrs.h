//===- CleaveAttrs.h - Cleave attributes ------------------------*- C++ -*-===//

#ifndef CLEAVE_IR_CLEAVEATTRS_H
#define CLEAVE_IR_CLEAVEATTRS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"

#include "Cleave/CleaveEnums.h.inc"

namespace cleave {
/// Prints the shortest decimal float literal that reads back as `value`.
void printShortestDouble(mlir::AsmPrinter &printer, const llvm::APFloat &value);
} // namespace cleave

#define GET_ATTRDEF_CLASSES
#include "Cleave/CleaveAttrs.h.inc"

#endif // CLEAVE_IR_CLEAVEATTRS_H
