//===- Cleave.hpp - RAII wrappers over Cleave's C API -----------*- C++ -*-===//
//
// Header-only C++ over cleave-c/Compiler.h: objects that destroy their
// handles, std::string results (copied, so they outlive the next call), and
// errors thrown as cleavec::Error. The C API's threading rules apply.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_C_CLEAVE_HPP
#define CLEAVE_C_CLEAVE_HPP

#include "cleave-c/Compiler.h"

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

class Session {
public:
  Session() {
    cleave_session_t *raw = nullptr;
    check(cleave_session_create(&raw));
    session.reset(raw);
  }

  Session &setMesh(const std::string &shape,
                   const std::vector<std::string> &axes = {}) {
    std::vector<const char *> names;
    for (const std::string &axis : axes)
      names.push_back(axis.c_str());
    check(cleave_session_set_mesh(get(), shape.c_str(), names.data(),
                                  static_cast<int32_t>(names.size())));
    return *this;
  }
  Session &setCluster(const std::string &cluster) {
    check(cleave_session_set_cluster(get(), cluster.c_str()));
    return *this;
  }
  Session &setTarget(const std::string &target) {
    check(cleave_session_set_target(get(), target.c_str()));
    return *this;
  }
  Session &setMemoryBudget(double bytes) {
    check(cleave_session_set_memory_budget(get(), bytes));
    return *this;
  }
  Session &setSearchMode(const std::string &mode) {
    check(cleave_session_set_search_mode(get(), mode.c_str()));
    return *this;
  }
  Session &setTimeLimit(double seconds) {
    check(cleave_session_set_time_limit(get(), seconds));
    return *this;
  }
  Session &addSharding(const std::string &argument, const std::string &spec) {
    check(cleave_session_add_sharding(get(), argument.c_str(), spec.c_str()));
    return *this;
  }
  /// Result `result` is argument `argument`'s next value (C API 1.1).
  Session &addUpdate(int32_t result, const std::string &argument) {
    check(cleave_session_add_update(get(), result, argument.c_str()));
    return *this;
  }
  Session &setEntry(const std::string &entry) {
    check(cleave_session_set_entry(get(), entry.c_str()));
    return *this;
  }
  /// Pipeline stages along the mesh's first axis (0: none, CLEAVE_AUTO:
  /// chosen), microbatches (CLEAVE_AUTO: chosen), schedule ("" : 1f1b).
  Session &setPipeline(int32_t stages, int32_t microbatches = 1,
                       const std::string &schedule = "") {
    check(cleave_session_set_pipeline(get(), stages, microbatches,
                                      schedule.c_str()));
    return *this;
  }
  Session &setBatchArguments(const std::vector<std::string> &arguments) {
    std::vector<const char *> names;
    for (const std::string &a : arguments)
      names.push_back(a.c_str());
    check(cleave_session_set_batch_arguments(get(), names.data(),
                                             int32_t(names.size())));
    return *this;
  }
  /// Every diagnostic of this session's calls; an empty handler removes it.
  Session &onDiagnostic(DiagnosticHandler handler) {
    *this->handler = std::move(handler);
    if (!*this->handler) {
      cleave_session_set_diagnostic_callback(get(), nullptr, nullptr);
      return *this;
    }
    cleave_session_set_diagnostic_callback(
        get(),
        [](cleave_severity_t severity, const char *location,
           const char *message, void *data) {
          (*static_cast<DiagnosticHandler *>(data))(severity, location,
                                                    message);
        },
        this->handler.get());
    return *this;
  }

  cleave_session_t *get() const { return session.get(); }

private:
  struct Destroy {
    void operator()(cleave_session_t *s) const { cleave_session_destroy(s); }
  };
  std::unique_ptr<cleave_session_t, Destroy> session;
  /// On the heap: the C callback keeps its address while the Session moves.
  std::unique_ptr<DiagnosticHandler> handler =
      std::make_unique<DiagnosticHandler>();
};

/// One program of a session; must not outlive it.
class Invocation {
public:
  explicit Invocation(Session &session) {
    cleave_invocation_t *raw = nullptr;
    check(cleave_invocation_create(session.get(), &raw));
    invocation.reset(raw);
  }

  /// MLIR text or bytecode.
  Invocation &parse(const std::string &program,
                    const std::string &name = "<buffer>") {
    check(cleave_invocation_parse_buffer(get(), program.data(), program.size(),
                                         name.c_str()));
    return *this;
  }
  Invocation &parseFile(const std::string &path) {
    check(cleave_invocation_parse_file(get(), path.c_str()));
    return *this;
  }
  std::string planJson() {
    const char *json = nullptr;
    check(cleave_invocation_plan_json(get(), &json));
    return json;
  }
  std::string ir(const std::string &phase) {
    const char *text = nullptr;
    check(cleave_invocation_ir(get(), phase.c_str(), &text));
    return text;
  }
  void compileToFile(const std::string &path) {
    check(cleave_invocation_compile_to_file(get(), path.c_str()));
  }
  /// The shared library's bytes.
  std::string compileToBuffer() {
    cleave_buffer_t *raw = nullptr;
    check(cleave_invocation_compile_to_buffer(get(), &raw));
    std::unique_ptr<cleave_buffer_t, BufferDestroy> buffer(raw);
    return std::string(static_cast<const char *>(cleave_buffer_data(raw)),
                       cleave_buffer_size(raw));
  }

  cleave_invocation_t *get() const { return invocation.get(); }

private:
  struct Destroy {
    void operator()(cleave_invocation_t *i) const {
      cleave_invocation_destroy(i);
    }
  };
  struct BufferDestroy {
    void operator()(cleave_buffer_t *b) const { cleave_buffer_destroy(b); }
  };
  std::unique_ptr<cleave_invocation_t, Destroy> invocation;
};

} // namespace cleavec

#endif // CLEAVE_C_CLEAVE_HPP
