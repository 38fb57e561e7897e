//===- Json.h - A small, strict JSON reader for manifests -------*- C++ -*-===//
//
// The runtime reads the manifest an artifact embeds but cannot link LLVM
// (it must load on machines without the toolchain), so it has its own
// reader. Strict on purpose: a damaged manifest is an error with its byte
// offset, never a guess. Numbers are integers only (a manifest has no
// others); nesting is bounded so hostile input cannot exhaust the stack.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_JSON_H
#define CLEAVE_RUNTIME_JSON_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cleave::runtime::json {

struct Value {
  enum class Kind { Null, Bool, Integer, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  int64_t integer = 0;
  std::string string;
  std::vector<Value> array;
  /// Members in document order; keys are unique (duplicates are refused).
  std::vector<std::pair<std::string, Value>> object;

  /// The member `key` of an object, or null if there is none.
  const Value *find(const std::string &key) const;
};

/// Parses the whole of `text`. On failure returns false and sets `error`
/// to "at byte N: what was wrong".
bool parse(const std::string &text, Value &out, std::string &error);

/// "an object", "an integer", ...: for messages.
const char *describe(Value::Kind kind);

} // namespace cleave::runtime::json

#endif // CLEAVE_RUNTIME_JSON_H
