//===- SourceLocation.h - Locations as reports print them -------*- C++ -*-===//
//
// Reports name where a value or an op comes from as FILE:LINE: the file's
// name without its directory, and the line (a line's ops are one place to
// the reader).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_IR_SOURCELOCATION_H
#define CLEAVE_IR_SOURCELOCATION_H

#include "mlir/IR/Location.h"

#include <string>

namespace cleave {

/// FILE:LINE of the first file location in `loc` (inside a fused or named
/// one too); empty if it has none.
std::string getShortLocation(mlir::Location loc);

} // namespace cleave

#endif // CLEAVE_IR_SOURCELOCATION_H
