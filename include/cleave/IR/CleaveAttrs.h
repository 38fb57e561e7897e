//===- CleaveAttrs.h - Cleave attributes ------------------------*- C++ -*-===//

#ifndef CLEAVE_IR_CLEAVEATTRS_H
#define CLEAVE_IR_CLEAVEATTRS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"

#include "Cleave/CleaveEnums.h.inc"

namespace cleave {
/// Prints the shortest decimal float literal that reads back as `value`.
void printShortestDouble(mlir::AsmPrinter &printer, const llvm::APFloat &value);

/// The piecewise-linear value at `x` of measured points (x0, y0, x1, y1,
/// ...) in increasing x. Beyond the last point the last segment goes on.
/// Below the first: the first point's proportional line (y0 x / x0) when
/// `proportionalBelow` (memory time: fixed costs are the op overhead's),
/// else the first segment kept between that line and y0 (a collective's
/// latency). One point: its proportional line.
double interpolateMeasuredCurve(llvm::ArrayRef<double> points, double x,
                                bool proportionalBelow);
} // namespace cleave

#define GET_ATTRDEF_CLASSES
#include "Cleave/CleaveAttrs.h.inc"

#endif // CLEAVE_IR_CLEAVEATTRS_H
