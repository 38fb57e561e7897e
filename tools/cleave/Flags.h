//===- Flags.h - The cleave command line's flags ----------------*- C++ -*-===//
//
// The flags of every command, parsed into the driver library's typed
// options. Nothing here is compiler logic.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TOOLS_CLEAVE_FLAGS_H
#define CLEAVE_TOOLS_CLEAVE_FLAGS_H

#include "cleave/Driver/Options.h"

namespace cleave::cli {

/// Parses the flags after `command`; prints the problems and returns false
/// on an unknown command, a flag the command does not take, or a bad value.
bool parseFlags(llvm::StringRef command, int argc, char **argv);

/// The flags as the driver's options.
ProgramOptions getProgramOptions();
MeshOptions getMeshOptions();
CompileOptions getCompileOptions();
PlanOptions getPlanOptions();
RunOptions getRunOptions();
VerifyOptions getVerifyOptions();
CalibrateOptions getCalibrateOptions();

/// On a terminal, a phase line on stderr for long solves and compiles;
/// elsewhere nothing (Progress.cpp). endProgress clears the line before
/// other output.
ProgressFn getTerminalProgress();
void endProgress();

/// Files the commands read and write ("" when not given).
struct Files {
  std::string input, output, json, emitMlir, html;
};
Files getFiles();

} // namespace cleave::cli

#endif // CLEAVE_TOOLS_CLEAVE_FLAGS_H
