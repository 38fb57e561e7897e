//===- DiagnosticPrinter.cpp - How the cleave command prints diagnostics --===//

#include "DiagnosticPrinter.h"
#include "Flags.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <algorithm>

using namespace mlir;
using namespace llvm;

namespace cleave::cli {

/// Source lines longer than this print as a window around the column.
static constexpr size_t kWidestLine = 160;
static constexpr size_t kWindowSide = 60;

DiagnosticPrinter::DiagnosticPrinter(SourceMgr &mgr, MLIRContext &context)
    : SourceMgrDiagnosticHandler(mgr, &context), sourceMgr(mgr) {
  setHandler([this](Diagnostic &diag) {
    endProgress();
    // A plan printed before a diagnostic stays whole when both streams go
    // to one file (`2>&1` cut its lines with the message).
    outs().flush();
    // A whole file's location (line 0, the module's) names just the file.
    std::string where;
    if (auto file = dyn_cast<FileLineColLoc>(diag.getLocation()))
      if (file.getLine() == 0)
        where = (file.getFilename().getValue() + ": ").str();
    if (where.empty() && !isa<UnknownLoc>(diag.getLocation())) {
      // Short lines as upstream prints them (call stacks of inlined ops
      // included); a window only where a line is long.
      auto isLong = [&](Location loc) {
        auto file = loc->findInstanceOf<FileLineColLoc>();
        std::optional<StringRef> line = file ? getLine(file) : std::nullopt;
        return line && line->size() > kWidestLine;
      };
      if (!isLong(diag.getLocation()) &&
          llvm::none_of(diag.getNotes(), [&](Diagnostic &note) {
            return isLong(note.getLocation());
          })) {
        emitDiagnostic(diag);
        return success();
      }
      emitAt(diag.getLocation(), diag.str(), diag.getSeverity(), true);
      Location last = diag.getLocation();
      for (Diagnostic &note : diag.getNotes()) {
        emitAt(note.getLocation(), note.str(), note.getSeverity(),
               note.getLocation() != last);
        last = note.getLocation();
      }
      return success();
    }
    static const char *severities[] = {"note", "warning", "error", "remark"};
    errs() << (where.empty() ? "cleave: " : where)
           << severities[unsigned(diag.getSeverity())] << ": " << diag << "\n";
    for (Diagnostic &note : diag.getNotes())
      errs() << "cleave: note: " << note << "\n";
    return success();
  });
}

std::optional<StringRef> DiagnosticPrinter::getLine(FileLineColLoc loc) {
  StringRef name = loc.getFilename().getValue();
  // Loads the file where another source manager read it (verify's).
  const MemoryBuffer *buffer = getBufferForFile(name);
  unsigned id = 0;
  for (unsigned i = 1, e = sourceMgr.getNumBuffers(); buffer && i <= e; ++i)
    if (sourceMgr.getMemoryBuffer(i) == buffer)
      id = i;
  if (!id || loc.getLine() == 0)
    return std::nullopt;
  SMLoc start = sourceMgr.FindLocForLineAndColumn(id, loc.getLine(), 1);
  if (!start.isValid())
    return std::nullopt;
  StringRef rest(start.getPointer(),
                 sourceMgr.getMemoryBuffer(id)->getBufferEnd() -
                     start.getPointer());
  return rest.take_until([](char c) { return c == '\n' || c == '\r'; });
}

void DiagnosticPrinter::emitAt(Location loc, const Twine &message,
                               DiagnosticSeverity severity, bool showSource) {
  auto file = loc->findInstanceOf<FileLineColLoc>();
  std::optional<StringRef> line;
  if (file && showSource)
    line = getLine(file);
  if (!line || line->size() <= kWidestLine) {
    emitDiagnostic(loc, message, severity, showSource);
    return;
  }
  emitDiagnostic(loc, message, severity, /*displaySourceLine=*/false);
  // The column counts bytes from 1; a window of the line with the caret
  // under it, cut between characters, tabs shown as spaces (one column
  // each) and the caret placed by characters, not bytes.
  size_t column = std::min<size_t>(file.getColumn() ? file.getColumn() - 1 : 0,
                                   line->size());
  auto isContinuation = [&](size_t i) {
    return i < line->size() && ((*line)[i] & 0xC0) == 0x80;
  };
  size_t begin = column > kWindowSide ? column - kWindowSide : 0;
  size_t end = std::min(line->size(), column + kWindowSide);
  while (isContinuation(begin))
    ++begin;
  while (isContinuation(end))
    ++end;
  std::string text = line->slice(begin, end).str();
  std::replace(text.begin(), text.end(), '\t', ' ');
  size_t caret = 0;
  for (size_t i = begin; i < column; ++i)
    caret += !isContinuation(i);
  std::string head = begin ? "..." : "";
  errs() << head << text << (end < line->size() ? "..." : "") << "\n"
         << std::string(head.size() + caret, ' ') << "^\n";
}

} // namespace cleave::cli
