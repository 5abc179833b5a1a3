// JSON reader and writer (see json.h).
#include "cli/json.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace uno::cli {

namespace {
constexpr int kMaxDepth = 64;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Checks JSON number syntax: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
// Returns the length of the number at the start of `s`, 0 if none.
std::size_t number_length(std::string_view s) {
  std::size_t i = 0;
  if (i < s.size() && s[i] == '-') ++i;
  if (i >= s.size()) return 0;
  if (s[i] == '0') {
    ++i;
  } else if (s[i] >= '1' && s[i] <= '9') {
    while (i < s.size() && is_digit(s[i])) ++i;
  } else {
    return 0;
  }
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (i >= s.size() || !is_digit(s[i])) return 0;
    while (i < s.size() && is_digit(s[i])) ++i;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    if (i >= s.size() || !is_digit(s[i])) return 0;
    while (i < s.size() && is_digit(s[i])) ++i;
  }
  return i;
}

void put_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Length of a valid UTF-8 sequence at s[i], 0 if invalid.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  auto b = static_cast<unsigned char>(s[i]);
  std::size_t n = 0;
  std::uint32_t cp = 0;
  if (b < 0x80) return 1;
  if ((b & 0xE0) == 0xC0) { n = 2; cp = b & 0x1Fu; }
  else if ((b & 0xF0) == 0xE0) { n = 3; cp = b & 0x0Fu; }
  else if ((b & 0xF8) == 0xF0) { n = 4; cp = b & 0x07u; }
  else return 0;
  if (i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    auto c = static_cast<unsigned char>(s[i + k]);
    if ((c & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (c & 0x3Fu);
  }
  if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
      cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  return n;
}

class Parser {
 public:
  explicit Parser(std::string_view t) : t_(t) {}

  bool run(Json& out, std::string& error) {
    skip_ws();
    if (!value(out, 0)) {
      error = "at offset " + std::to_string(err_at_) + ": " + err_;
      return false;
    }
    skip_ws();
    if (i_ != t_.size()) {
      error = "at offset " + std::to_string(i_) + ": unexpected text after the JSON value";
      return false;
    }
    return true;
  }

 private:
  bool fail(std::string msg) {
    if (err_.empty()) {
      err_ = std::move(msg);
      err_at_ = i_;
    }
    return false;
  }
  void skip_ws() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r'))
      ++i_;
  }
  bool literal(std::string_view word) {
    if (t_.substr(i_, word.size()) != word) return fail("invalid literal");
    i_ += word.size();
    return true;
  }

  bool value(Json& out, int depth) {
    if (depth > kMaxDepth) return fail("nesting too deep");
    if (i_ >= t_.size()) return fail("unexpected end of input");
    char c = t_[i_];
    switch (c) {
      case '{': return object(out, depth);
      case '[': return array(out, depth);
      case '"': {
        std::string s;
        if (!string(s)) return false;
        out = Json(std::move(s));
        return true;
      }
      case 't': if (!literal("true")) return false; out = Json(true); return true;
      case 'f': if (!literal("false")) return false; out = Json(false); return true;
      case 'n': if (!literal("null")) return false; out = Json(); return true;
      default: {
        std::size_t n = number_length(t_.substr(i_));
        if (n == 0) return fail(c == '-' || is_digit(c) ? "invalid number" : "unexpected character");
        out = Json::number_text(std::string(t_.substr(i_, n)));
        i_ += n;
        return true;
      }
    }
  }

  bool hex4(std::uint32_t& v) {
    if (i_ + 4 > t_.size()) return fail("truncated \\u escape");
    v = 0;
    for (int k = 0; k < 4; ++k) {
      char h = t_[i_++];
      v <<= 4;
      if (h >= '0' && h <= '9') v |= static_cast<std::uint32_t>(h - '0');
      else if (h >= 'a' && h <= 'f') v |= static_cast<std::uint32_t>(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F') v |= static_cast<std::uint32_t>(h - 'A' + 10);
      else return fail("bad hex digit in \\u escape");
    }
    return true;
  }

  bool string(std::string& s) {
    ++i_;  // opening quote
    for (;;) {
      if (i_ >= t_.size()) return fail("unterminated string");
      char c = t_[i_];
      if (c == '"') {
        ++i_;
        return true;
      }
      if (static_cast<unsigned char>(c) < 0x20) return fail("control character in string");
      if (c != '\\') {
        std::size_t n = utf8_length(t_, i_);
        if (n == 0) return fail("invalid UTF-8 in string");
        s.append(t_.substr(i_, n));
        i_ += n;
        continue;
      }
      ++i_;
      if (i_ >= t_.size()) return fail("unterminated escape");
      char e = t_[i_++];
      switch (e) {
        case '"': s += '"'; break;
        case '\\': s += '\\'; break;
        case '/': s += '/'; break;
        case 'b': s += '\b'; break;
        case 'f': s += '\f'; break;
        case 'n': s += '\n'; break;
        case 'r': s += '\r'; break;
        case 't': s += '\t'; break;
        case 'u': {
          std::uint32_t cp = 0;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp <= 0xDBFF) {
            std::uint32_t lo = 0;
            if (t_.substr(i_, 2) != "\\u") return fail("lone high surrogate");
            i_ += 2;
            if (!hex4(lo)) return false;
            if (lo < 0xDC00 || lo > 0xDFFF) return fail("bad low surrogate");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            return fail("lone low surrogate");
          }
          put_utf8(s, cp);
          break;
        }
        default:
          --i_;
          return fail("invalid escape");
      }
    }
  }

  bool array(Json& out, int depth) {
    ++i_;
    out = Json::array();
    skip_ws();
    if (i_ < t_.size() && t_[i_] == ']') {
      ++i_;
      return true;
    }
    for (;;) {
      skip_ws();
      Json item;
      if (!value(item, depth + 1)) return false;
      out.push(std::move(item));
      skip_ws();
      if (i_ >= t_.size()) return fail("unterminated array");
      if (t_[i_] == ',') { ++i_; continue; }
      if (t_[i_] == ']') { ++i_; return true; }
      return fail("expected ',' or ']' in array");
    }
  }

  bool object(Json& out, int depth) {
    ++i_;
    out = Json::object();
    skip_ws();
    if (i_ < t_.size() && t_[i_] == '}') {
      ++i_;
      return true;
    }
    for (;;) {
      skip_ws();
      if (i_ >= t_.size()) return fail("unterminated object");
      if (t_[i_] != '"') return fail("expected a string key in object");
      std::string key;
      if (!string(key)) return false;
      skip_ws();
      if (i_ >= t_.size() || t_[i_] != ':') return fail("expected ':' after an object key");
      ++i_;
      skip_ws();
      Json v;
      if (!value(v, depth + 1)) return false;
      if (out.find(key) != nullptr) return fail("duplicate key \"" + key + "\"");
      out.set(std::move(key), std::move(v));
      skip_ws();
      if (i_ >= t_.size()) return fail("unterminated object");
      if (t_[i_] == ',') { ++i_; continue; }
      if (t_[i_] == '}') { ++i_; return true; }
      return fail("expected ',' or '}' in object");
    }
  }

  std::string_view t_;
  std::size_t i_ = 0;
  std::string err_;
  std::size_t err_at_ = 0;
};

}  // namespace

Json::Json(long long v) : type_(Type::Number), text_(std::to_string(v)) {}
Json::Json(unsigned long long v) : type_(Type::Number), text_(std::to_string(v)) {}
Json::Json(double v) : type_(Type::Number) {
  if (!std::isfinite(v)) {
    type_ = Type::Null;  // JSON has no NaN/Inf
    return;
  }
  if (v == std::floor(v) && std::fabs(v) < 1e15) {
    text_ = std::to_string(static_cast<long long>(v));
    return;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  text_ = buf;
  if (number_length(text_) != text_.size()) text_ = "0";  // locale safety
}

Json Json::number_text(std::string text) {
  Json j;
  j.type_ = Type::Number;
  j.text_ = std::move(text);
  return j;
}

double Json::as_double() const {
  if (type_ != Type::Number) return 0;
  return std::strtod(text_.c_str(), nullptr);
}

bool Json::get_int(long long& out) const {
  if (type_ != Type::Number) return false;
  const char* b = text_.data();
  const char* e = b + text_.size();
  auto [p, ec] = std::from_chars(b, e, out);
  return ec == std::errc() && p == e;
}

bool Json::get_u64(std::uint64_t& out) const {
  if (type_ != Type::Number || text_.empty() || text_[0] == '-') return false;
  const char* b = text_.data();
  const char* e = b + text_.size();
  auto [p, ec] = std::from_chars(b, e, out);
  return ec == std::errc() && p == e;
}

std::size_t Json::size() const {
  return type_ == Type::Array ? items_.size() : type_ == Type::Object ? members_.size() : 0;
}

Json& Json::push(Json v) {
  if (type_ != Type::Array) *this = array();
  items_.push_back(std::move(v));
  return items_.back();
}

const Json* Json::find(std::string_view key) const {
  for (const auto& m : members_)
    if (m.key == key) return &m.value;
  return nullptr;
}

Json& Json::set(std::string key, Json v) {
  if (type_ != Type::Object) *this = object();
  for (auto& m : members_)
    if (m.key == key) {
      m.value = std::move(v);
      return m.value;
    }
  members_.push_back({std::move(key), std::move(v)});
  return members_.back().value;
}

void write_json_string(std::string& out, std::string_view s) {
  out += '"';
  for (std::size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"': out += "\\\""; ++i; continue;
      case '\\': out += "\\\\"; ++i; continue;
      case '\n': out += "\\n"; ++i; continue;
      case '\r': out += "\\r"; ++i; continue;
      case '\t': out += "\\t"; ++i; continue;
      case '\b': out += "\\b"; ++i; continue;
      case '\f': out += "\\f"; ++i; continue;
      default: break;
    }
    if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
      out += buf;
      ++i;
      continue;
    }
    std::size_t n = utf8_length(s, i);
    if (n == 0) {
      out += "\\ufffd";
      ++i;
    } else {
      out.append(s.substr(i, n));
      i += n;
    }
  }
  out += '"';
}

void Json::dump_to(std::string& out) const {
  switch (type_) {
    case Type::Null: out += "null"; return;
    case Type::Bool: out += bool_ ? "true" : "false"; return;
    case Type::Number: out += text_; return;
    case Type::String: write_json_string(out, text_); return;
    case Type::Array:
      out += '[';
      for (std::size_t i = 0; i < items_.size(); ++i) {
        if (i) out += ',';
        items_[i].dump_to(out);
      }
      out += ']';
      return;
    case Type::Object:
      out += '{';
      for (std::size_t i = 0; i < members_.size(); ++i) {
        if (i) out += ',';
        write_json_string(out, members_[i].key);
        out += ':';
        members_[i].value.dump_to(out);
      }
      out += '}';
      return;
  }
}

std::string Json::dump() const {
  std::string s;
  dump_to(s);
  return s;
}

bool operator==(const Json& a, const Json& b) {
  if (a.type_ != b.type_) return false;
  switch (a.type_) {
    case Json::Type::Null: return true;
    case Json::Type::Bool: return a.bool_ == b.bool_;
    case Json::Type::Number: return a.text_ == b.text_ || a.as_double() == b.as_double();
    case Json::Type::String: return a.text_ == b.text_;
    case Json::Type::Array: return a.items_ == b.items_;
    case Json::Type::Object:
      if (a.members_.size() != b.members_.size()) return false;
      for (std::size_t i = 0; i < a.members_.size(); ++i)
        if (a.members_[i].key != b.members_[i].key || !(a.members_[i].value == b.members_[i].value))
          return false;
      return true;
  }
  return false;
}

bool parse_json(std::string_view text, Json& out, std::string& error) {
  Parser p(text);
  Json v;
  if (!p.run(v, error)) return false;
  out = std::move(v);
  error.clear();
  return true;
}

}  // namespace uno::cli
