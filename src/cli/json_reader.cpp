// The strict JSON reader (parse_json in json.h).
#include <cstdint>
#include <string>

#include "cli/json.h"
#include "cli/json_syntax.h"

namespace uno::cli {

namespace {

using detail::number_length;
using detail::utf8_length;

constexpr int kMaxDepth = 64;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

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
      case 't':
        if (!literal("true")) return false;
        out = Json(true);
        return true;
      case 'f':
        if (!literal("false")) return false;
        out = Json(false);
        return true;
      case 'n':
        if (!literal("null")) return false;
        out = Json();
        return true;
      default: {
        std::size_t n = number_length(t_.substr(i_));
        if (n == 0)
          return fail(c == '-' || is_digit(c) ? "invalid number" : "unexpected character");
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
        default: --i_; return fail("invalid escape");
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
      if (t_[i_] == ',') {
        ++i_;
        continue;
      }
      if (t_[i_] == ']') {
        ++i_;
        return true;
      }
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
      if (t_[i_] == ',') {
        ++i_;
        continue;
      }
      if (t_[i_] == '}') {
        ++i_;
        return true;
      }
      return fail("expected ',' or '}' in object");
    }
  }

  std::string_view t_;
  std::size_t i_ = 0;
  std::string err_;
  std::size_t err_at_ = 0;
};

}  // namespace

bool parse_json(std::string_view text, Json& out, std::string& error) {
  Parser p(text);
  Json v;
  if (!p.run(v, error)) return false;
  out = std::move(v);
  error.clear();
  return true;
}

}  // namespace uno::cli
