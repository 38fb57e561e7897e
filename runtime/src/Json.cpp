//===- Json.cpp - A small, strict JSON reader for manifests ---------------===//

#include "Json.h"

#include <limits>

namespace cleave::runtime::json {

namespace {

constexpr int kMaxDepth = 64;

class Parser {
public:
  explicit Parser(const std::string &text) : text(text) {}

  bool document(Value &out) {
    skipSpace();
    if (!value(out, 0))
      return false;
    skipSpace();
    if (pos != text.size())
      return fail("unexpected text after the document");
    return true;
  }

  std::string error;

private:
  bool fail(const std::string &what) {
    bool atEnd = pos >= text.size() && what.rfind("expected", 0) == 0;
    error = "at byte " + std::to_string(pos) + ": " +
            (atEnd ? "unexpected end of text, " : "") + what;
    return false;
  }

  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t' ||
                                 text[pos] == '\n' || text[pos] == '\r'))
      ++pos;
  }

  bool literal(const char *word) {
    size_t n = std::char_traits<char>::length(word);
    if (text.compare(pos, n, word) != 0)
      return fail("invalid literal");
    pos += n;
    return true;
  }

  bool value(Value &out, int depth) {
    if (depth > kMaxDepth)
      return fail("nested deeper than " + std::to_string(kMaxDepth) +
                  " levels");
    if (pos >= text.size())
      return fail("expected a value");
    char c = text[pos];
    if (c == '{')
      return object(out, depth);
    if (c == '[')
      return array(out, depth);
    if (c == '"') {
      out.kind = Value::Kind::String;
      return string(out.string);
    }
    if (c == '-' || (c >= '0' && c <= '9'))
      return integer(out);
    if (c == 't' || c == 'f') {
      out.kind = Value::Kind::Bool;
      out.boolean = c == 't';
      return literal(c == 't' ? "true" : "false");
    }
    if (c == 'n') {
      out.kind = Value::Kind::Null;
      return literal("null");
    }
    return fail(std::string("unexpected character '") + c + "'");
  }

  bool object(Value &out, int depth) {
    out.kind = Value::Kind::Object;
    ++pos; // '{'
    skipSpace();
    if (pos < text.size() && text[pos] == '}') {
      ++pos;
      return true;
    }
    while (true) {
      skipSpace();
      if (pos >= text.size() || text[pos] != '"')
        return fail("expected a member name in quotes");
      std::string key;
      size_t keyPos = pos;
      if (!string(key))
        return false;
      if (out.find(key)) {
        pos = keyPos;
        return fail("duplicate member \"" + key + "\"");
      }
      skipSpace();
      if (pos >= text.size() || text[pos] != ':')
        return fail("expected ':' after a member name");
      ++pos;
      skipSpace();
      out.object.emplace_back(std::move(key), Value());
      if (!value(out.object.back().second, depth + 1))
        return false;
      skipSpace();
      if (pos < text.size() && text[pos] == ',') {
        ++pos;
        continue;
      }
      if (pos < text.size() && text[pos] == '}') {
        ++pos;
        return true;
      }
      return fail("expected ',' or '}' in an object");
    }
  }

  bool array(Value &out, int depth) {
    out.kind = Value::Kind::Array;
    ++pos; // '['
    skipSpace();
    if (pos < text.size() && text[pos] == ']') {
      ++pos;
      return true;
    }
    while (true) {
      skipSpace();
      out.array.emplace_back();
      if (!value(out.array.back(), depth + 1))
        return false;
      skipSpace();
      if (pos < text.size() && text[pos] == ',') {
        ++pos;
        continue;
      }
      if (pos < text.size() && text[pos] == ']') {
        ++pos;
        return true;
      }
      return fail("expected ',' or ']' in an array");
    }
  }

  bool integer(Value &out) {
    out.kind = Value::Kind::Integer;
    size_t start = pos;
    bool negative = text[pos] == '-';
    if (negative)
      ++pos;
    if (pos >= text.size() || text[pos] < '0' || text[pos] > '9')
      return fail("expected a digit");
    if (text[pos] == '0' && pos + 1 < text.size() && text[pos + 1] >= '0' &&
        text[pos + 1] <= '9')
      return fail("a number with a leading zero");
    // Accumulate negatively so that INT64_MIN fits.
    int64_t v = 0;
    for (; pos < text.size() && text[pos] >= '0' && text[pos] <= '9'; ++pos) {
      int digit = text[pos] - '0';
      if (v < (std::numeric_limits<int64_t>::min() + digit) / 10) {
        pos = start;
        return fail("an integer out of the 64-bit range");
      }
      v = v * 10 - digit;
    }
    if (pos < text.size() &&
        (text[pos] == '.' || text[pos] == 'e' || text[pos] == 'E'))
      return fail("a fractional number (a manifest holds integers only)");
    if (!negative) {
      if (v == std::numeric_limits<int64_t>::min()) {
        pos = start;
        return fail("an integer out of the 64-bit range");
      }
      v = -v;
    }
    out.integer = v;
    return true;
  }

  bool hex4(uint32_t &out) {
    if (pos + 4 > text.size())
      return fail("a truncated \\u escape");
    out = 0;
    for (int i = 0; i < 4; ++i) {
      char c = text[pos++];
      out <<= 4;
      if (c >= '0' && c <= '9')
        out |= c - '0';
      else if (c >= 'a' && c <= 'f')
        out |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F')
        out |= c - 'A' + 10;
      else
        return fail("an invalid \\u escape");
    }
    return true;
  }

  static void appendUtf8(std::string &s, uint32_t cp) {
    if (cp < 0x80) {
      s += char(cp);
    } else if (cp < 0x800) {
      s += char(0xc0 | (cp >> 6));
      s += char(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      s += char(0xe0 | (cp >> 12));
      s += char(0x80 | ((cp >> 6) & 0x3f));
      s += char(0x80 | (cp & 0x3f));
    } else {
      s += char(0xf0 | (cp >> 18));
      s += char(0x80 | ((cp >> 12) & 0x3f));
      s += char(0x80 | ((cp >> 6) & 0x3f));
      s += char(0x80 | (cp & 0x3f));
    }
  }

  bool string(std::string &out) {
    ++pos; // '"'
    while (true) {
      if (pos >= text.size())
        return fail("an unterminated string");
      unsigned char c = text[pos];
      if (c == '"') {
        ++pos;
        return true;
      }
      if (c < 0x20)
        return fail("a control character inside a string");
      if (c != '\\') {
        out += char(c);
        ++pos;
        continue;
      }
      if (++pos >= text.size())
        return fail("an unterminated string");
      char e = text[pos++];
      switch (e) {
      case '"':
      case '\\':
      case '/':
        out += e;
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case 'u': {
        uint32_t cp;
        if (!hex4(cp))
          return false;
        if (cp >= 0xd800 && cp < 0xdc00) {
          uint32_t low;
          if (text.compare(pos, 2, "\\u") != 0)
            return fail("a lone high surrogate in a \\u escape");
          pos += 2;
          if (!hex4(low))
            return false;
          if (low < 0xdc00 || low >= 0xe000)
            return fail("an invalid surrogate pair in a \\u escape");
          cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        } else if (cp >= 0xdc00 && cp < 0xe000) {
          return fail("a lone low surrogate in a \\u escape");
        }
        appendUtf8(out, cp);
        break;
      }
      default:
        --pos;
        return fail(std::string("an invalid escape '\\") + e + "'");
      }
    }
  }

  const std::string &text;
  size_t pos = 0;
};

} // namespace

const Value *Value::find(const std::string &key) const {
  for (const auto &member : object)
    if (member.first == key)
      return &member.second;
  return nullptr;
}

bool parse(const std::string &text, Value &out, std::string &error) {
  Parser parser(text);
  out = Value();
  if (parser.document(out))
    return true;
  error = parser.error;
  return false;
}

const char *describe(Value::Kind kind) {
  switch (kind) {
  case Value::Kind::Null:
    return "null";
  case Value::Kind::Bool:
    return "a boolean";
  case Value::Kind::Integer:
    return "an integer";
  case Value::Kind::String:
    return "a string";
  case Value::Kind::Array:
    return "an array";
  case Value::Kind::Object:
    return "an object";
  }
  return "a value";
}

} // namespace cleave::runtime::json
