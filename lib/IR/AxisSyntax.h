//===- AxisSyntax.h - Shared syntax of mesh axis lists ----------*- C++ -*-===//
//
// Attributes and ops print mesh axis lists the same way: `[dp, tp]`.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_IR_AXISSYNTAX_H
#define CLEAVE_LIB_IR_AXISSYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace cleave {
mlir::ParseResult parseAxisNames(mlir::AsmParser &parser,
                                 llvm::SmallVectorImpl<mlir::Attribute> &names);
void printAxisNames(mlir::AsmPrinter &printer, mlir::ArrayAttr names);
} // namespace cleave

#endif // CLEAVE_LIB_IR_AXISSYNTAX_H
