//===- Internal.h - The objects behind Cleave's C API -----------*- C++ -*-===//
//
// What the opaque handles of cleave-c/Compiler.h are, shared by the files
// that implement sessions and invocations.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_CAPI_INTERNAL_H
#define CLEAVE_LIB_CAPI_INTERNAL_H

#include "cleave-c/Compiler.h"
#include "cleave/Driver/Driver.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
} // namespace llvm

struct cleave_error {
  std::string message;
};

struct cleave_buffer {
  std::string bytes;
};

struct cleave_session {
  cleave_session();
  ~cleave_session();

  mlir::MLIRContext context;
  mlir::DiagnosticEngine::HandlerID handler;
  cleave_diagnostic_callback_t callback = nullptr;
  void *userData = nullptr;
  cleave::CompileOptions options;
  /// The error diagnostics of the call in progress, as the error's lines.
  std::vector<std::string> errors;
  /// Invocations not yet destroyed: their programs live in `context`, so a
  /// destroy while any is left waits for the last (it segfaulted in the
  /// invocation's destroy, sweep 26).
  int64_t invocations = 0;
  bool destroyed = false;
};

struct cleave_invocation {
  cleave_session *session;
  /// The session's options when the program was parsed.
  cleave::CompileOptions options;
  /// Owns the parsed buffer: bytecode resources may point into it.
  std::shared_ptr<llvm::SourceMgr> sourceMgr;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  /// The partitioned program the last plan described (planModule's
  /// `planned`), which the next compile builds instead of searching again:
  /// a plan and its artifact come from one search.
  mlir::OwningOpRef<mlir::ModuleOp> planned;
  /// The string the last query returned.
  std::string result;
};

namespace cleave::capi {

/// An error with `message`.
cleave_error_t makeError(std::string message);

/// Brackets one API call on a session: collects its error diagnostics so
/// that fail() can report them.
/// A call's error diagnostics, collected apart from those of a call it is
/// nested in (a diagnostic callback calling the session again wiped the
/// outer call's list, sweep 22).
class CallScope {
public:
  explicit CallScope(cleave_session *session) : session(session) {
    outer.swap(session->errors);
  }
  ~CallScope() { session->errors.swap(outer); }
  /// The error diagnostics emitted so far, else `fallback`.
  cleave_error_t fail(llvm::StringRef fallback) const;

private:
  cleave_session *session;
  std::vector<std::string> outer;
};

/// Where the running library is installed: the runtime lives beside it and
/// the tools in ../bin (an embedder's executable tells nothing).
cleave::InstallPaths getLibraryInstallPaths();

} // namespace cleave::capi

#endif // CLEAVE_LIB_CAPI_INTERNAL_H
