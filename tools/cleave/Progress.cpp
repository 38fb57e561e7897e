//===- Progress.cpp - The phase line on a terminal
//-------------------------===//
//
// Long solves and compiles say what they are doing: on a terminal, one line
// on stderr rewritten at each phase with the time so far; nothing when
// stderr is a file or a pipe (logs and tests stay as they were).
//
//===----------------------------------------------------------------------===//

#include "Flags.h"

#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

namespace cleave::cli {
namespace {
bool shown = false;
} // namespace

ProgressFn getTerminalProgress() {
  if (!llvm::sys::Process::StandardErrIsDisplayed())
    return {};
  auto start = std::chrono::steady_clock::now();
  return [start](llvm::StringRef phase) {
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    llvm::errs() << "\r\033[Kcleave: " << phase << " ("
                 << llvm::format("%.1f", seconds) << " s)";
    llvm::errs().flush();
    shown = true;
  };
}

void endProgress() {
  if (!shown)
    return;
  llvm::errs() << "\r\033[K";
  llvm::errs().flush();
  shown = false;
}

} // namespace cleave::cli
