//===- DiagnosticPrinter.h - How the cleave command prints diagnostics ----===//
//
// Diagnostics with a file location print against the source, their line
// clipped around the column (a real model's function signature is one line
// of tens of kilobytes); the others print as `cleave: error: ...`.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TOOLS_CLEAVE_DIAGNOSTICPRINTER_H
#define CLEAVE_TOOLS_CLEAVE_DIAGNOSTICPRINTER_H

#include "mlir/IR/Diagnostics.h"

namespace cleave::cli {

struct DiagnosticPrinter : mlir::SourceMgrDiagnosticHandler {
  llvm::SourceMgr &sourceMgr;
  DiagnosticPrinter(llvm::SourceMgr &mgr, mlir::MLIRContext &context);

private:
  /// One diagnostic or note at a file location: the standard form where its
  /// source line is short, else the message and a window of the line.
  void emitAt(mlir::Location loc, const llvm::Twine &message,
              mlir::DiagnosticSeverity severity, bool showSource);
  /// The text of the location's line, if its file can be read.
  std::optional<llvm::StringRef> getLine(mlir::FileLineColLoc loc);
};

} // namespace cleave::cli

#endif // CLEAVE_TOOLS_CLEAVE_DIAGNOSTICPRINTER_H
