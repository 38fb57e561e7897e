//===- Cleave.hpp - RAII wrappers over Cleave's C API -----------*- C++ -*-===//
//
// Header-only C++11 over cleave-c/Compiler.h: objects that destroy their
// handles, std::string results (copied, so they outlive the next call), and
// errors thrown as cleavec::Error. A moved-from Session or Invocation throws
// on use. The C API's threading rules apply.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_C_CLEAVE_HPP
#define CLEAVE_C_CLEAVE_HPP

#include "cleave-c/Compiler.h"

#include <exception>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace cleavec {

class Error : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Throws the error's message, if there is an error.
inline void check(cleave_error_t error) {
  if (!error)
    return;
  std::string message = cleave_error_message(error);
  cleave_error_free(error);
  throw Error(message);
}

using DiagnosticHandler = std::function<void(
    cleave_severity_t, const std::string &location, const std::string &)>;

namespace detail {
/// A session's handler and the exception it threw during the current call
/// (thrown through the C library it would unwind frames that are not
/// exception safe: valgrind found leaks and a dangling stack trace list).
struct HandlerSlot {
  DiagnosticHandler handler;
  /// Set by the handler during a call; cleared by check(), and by the
  /// next call's live() should a call have bypassed check().
  std::exception_ptr thrown;
  /// Throws what the handler threw during the call, else the call's error.
  void check(cleave_error_t error) {
    if (thrown) {
      cleave_error_free(error);
      std::exception_ptr e = thrown;
      thrown = nullptr;
      std::rethrow_exception(e);
    }
    cleavec::check(error);
  }
};
/// slot->check(error); a function, so that a moved-from object's null slot
/// is never dereferenced (its live() throws first, among the arguments).
inline void checkCall(const std::shared_ptr<HandlerSlot> &slot,
                      cleave_error_t error) {
  slot->check(error);
}
} // namespace detail

class Session {
public:
  Session() {
    cleave_session_t *raw = nullptr;
    cleavec::check(cleave_session_create(&raw));
    session.reset(raw);
  }

  Session &setMesh(const std::string &shape,
                   const std::vector<std::string> &axes = {}) {
    std::vector<const char *> names;
    for (const std::string &axis : axes)
      names.push_back(axis.c_str());
    detail::checkCall(
        slot, cleave_session_set_mesh(live(), shape.c_str(), names.data(),
                                      static_cast<int32_t>(names.size())));
    return *this;
  }
  Session &setCluster(const std::string &cluster) {
    detail::checkCall(slot,
                      cleave_session_set_cluster(live(), cluster.c_str()));
    return *this;
  }
  Session &setTarget(const std::string &target) {
    detail::checkCall(slot, cleave_session_set_target(live(), target.c_str()));
    return *this;
  }
  Session &setCpu(const std::string &cpu) {
    detail::checkCall(slot, cleave_session_set_cpu(live(), cpu.c_str()));
    return *this;
  }
  Session &setMemoryBudget(double bytes) {
    detail::checkCall(slot, cleave_session_set_memory_budget(live(), bytes));
    return *this;
  }
  Session &setSearchMode(const std::string &mode) {
    detail::checkCall(slot,
                      cleave_session_set_search_mode(live(), mode.c_str()));
    return *this;
  }
  Session &setTimeLimit(double seconds) {
    detail::checkCall(slot, cleave_session_set_time_limit(live(), seconds));
    return *this;
  }
  Session &addSharding(const std::string &argument, const std::string &spec) {
    detail::checkCall(slot, cleave_session_add_sharding(
                                live(), argument.c_str(), spec.c_str()));
    return *this;
  }
  /// Result `result` is argument `argument`'s next value (C API 1.1).
  Session &addUpdate(int32_t result, const std::string &argument) {
    detail::checkCall(
        slot, cleave_session_add_update(live(), result, argument.c_str()));
    return *this;
  }
  Session &setEntry(const std::string &entry) {
    detail::checkCall(slot, cleave_session_set_entry(live(), entry.c_str()));
    return *this;
  }
  /// Pipeline stages along the mesh's first axis (0: none, CLEAVE_AUTO:
  /// chosen), microbatches (CLEAVE_AUTO: chosen), schedule ("" : 1f1b).
  Session &setPipeline(int32_t stages, int32_t microbatches = 1,
                       const std::string &schedule = "") {
    detail::checkCall(slot,
                      cleave_session_set_pipeline(live(), stages, microbatches,
                                                  schedule.c_str()));
    return *this;
  }
  Session &setBatchArguments(const std::vector<std::string> &arguments) {
    std::vector<const char *> names;
    for (const std::string &a : arguments)
      names.push_back(a.c_str());
    detail::checkCall(slot, cleave_session_set_batch_arguments(
                                live(), names.data(), int32_t(names.size())));
    return *this;
  }
  /// Every diagnostic of this session's calls; an empty handler removes it.
  /// A handler that throws ends nothing early: the call completes, later
  /// diagnostics of it are dropped, and the method that made the call
  /// throws the handler's exception.
  Session &onDiagnostic(DiagnosticHandler handler) {
    cleave_session_t *raw = live();
    slot->handler = std::move(handler);
    if (!slot->handler) {
      cleave_session_set_diagnostic_callback(raw, nullptr, nullptr);
      return *this;
    }
    cleave_session_set_diagnostic_callback(
        raw,
        [](cleave_severity_t severity, const char *location,
           const char *message, void *data) {
          auto *target = static_cast<detail::HandlerSlot *>(data);
          if (target->thrown)
            return;
          try {
            target->handler(severity, location, message);
          } catch (...) {
            target->thrown = std::current_exception();
          }
        },
        slot.get());
    return *this;
  }

  /// The C handle (null after a move).
  cleave_session_t *get() const { return session.get(); }

private:
  friend class Invocation;
  cleave_session_t *live() const {
    if (!session || !slot)
      throw Error("use of a moved-from cleavec::Session");
    slot->thrown = nullptr;
    return session.get();
  }
  struct Destroy {
    void operator()(cleave_session_t *s) const { cleave_session_destroy(s); }
  };
  std::unique_ptr<cleave_session_t, Destroy> session;
  /// On the heap: the C callback keeps its address while the Session moves;
  /// shared with the session's invocations, whose calls report to it.
  std::shared_ptr<detail::HandlerSlot> slot =
      std::make_shared<detail::HandlerSlot>();
};

/// One program of a session; must not outlive it.
class Invocation {
public:
  explicit Invocation(Session &session) : slot(session.slot) {
    cleave_invocation_t *raw = nullptr;
    cleavec::check(cleave_invocation_create(session.live(), &raw));
    invocation.reset(raw);
  }

  /// MLIR text or bytecode.
  Invocation &parse(const std::string &program,
                    const std::string &name = "<buffer>") {
    detail::checkCall(
        slot, cleave_invocation_parse_buffer(live(), program.data(),
                                             program.size(), name.c_str()));
    return *this;
  }
  Invocation &parseFile(const std::string &path) {
    detail::checkCall(slot, cleave_invocation_parse_file(live(), path.c_str()));
    return *this;
  }
  std::string planJson() {
    const char *json = nullptr;
    detail::checkCall(slot, cleave_invocation_plan_json(live(), &json));
    return json;
  }
  std::string ir(const std::string &phase) {
    const char *text = nullptr;
    detail::checkCall(slot, cleave_invocation_ir(live(), phase.c_str(), &text));
    return text;
  }
  void compileToFile(const std::string &path) {
    detail::checkCall(slot,
                      cleave_invocation_compile_to_file(live(), path.c_str()));
  }
  /// The shared library's bytes.
  std::string compileToBuffer() {
    cleave_buffer_t *raw = nullptr;
    cleave_error_t error = cleave_invocation_compile_to_buffer(live(), &raw);
    // Owned before a handler's exception is thrown.
    std::unique_ptr<cleave_buffer_t, BufferDestroy> buffer(raw);
    detail::checkCall(slot, error);
    return std::string(static_cast<const char *>(cleave_buffer_data(raw)),
                       cleave_buffer_size(raw));
  }

  /// The C handle (null after a move).
  cleave_invocation_t *get() const { return invocation.get(); }

private:
  cleave_invocation_t *live() const {
    if (!invocation || !slot)
      throw Error("use of a moved-from cleavec::Invocation");
    slot->thrown = nullptr;
    return invocation.get();
  }
  struct Destroy {
    void operator()(cleave_invocation_t *i) const {
      cleave_invocation_destroy(i);
    }
  };
  struct BufferDestroy {
    void operator()(cleave_buffer_t *b) const { cleave_buffer_destroy(b); }
  };
  std::shared_ptr<detail::HandlerSlot> slot;
  std::unique_ptr<cleave_invocation_t, Destroy> invocation;
};

} // namespace cleavec

#endif // CLEAVE_C_CLEAVE_HPP
