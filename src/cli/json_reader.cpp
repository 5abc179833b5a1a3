// The strict reader (parse_json in json.h): nlohmann's SAX parser builds the value; this
// file adds what the protocol promises beyond RFC 8259 (no duplicate keys, at most 64
// levels, no byte order mark, number literals kept) and words its errors as uno-cli always
// has, at the same offsets.
#include <cstdint>
#include <string>
#include <vector>

#include "cli/json.h"

namespace uno::cli {

namespace {

constexpr std::size_t kMaxDepth = 64;

bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
int hex_value(char h) {
  if (is_digit(h)) return h - '0';
  const int lower = h | 0x20;
  return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
}

// The SAX handler. Offsets come from the text itself: every event stands for one token, so
// `cursor_` follows the tokens nlohmann has accepted.
class Reader {
 public:
  explicit Reader(std::string_view text) : Reader(text, std::string(text)) {}

  bool run(Json& out, std::string& error) {
    if (t_.starts_with("\xEF\xBB\xBF")) {  // nlohmann would skip a byte order mark
      error = "at offset 0: unexpected character";
      return false;
    }
    // nlohmann refuses numbers beyond the range of a double ("1e999"), which are valid
    // JSON: read again with such a literal masked, and keep its text from the original.
    while (!Json::sax_parse(t_.begin(), t_.end(), this)) {
      if (overflow_length_ == 0) {
        error = "at offset " + std::to_string(err_at_) + ": " + err_;
        return false;
      }
      // With an exponent, so that what follows reads as it did after the literal.
      t_.replace(overflow_at_, overflow_length_, "0e" + std::string(overflow_length_ - 2, '0'));
      *this = Reader(original_, std::move(t_));
    }
    // nlohmann ends the input at a NUL byte.
    if (const std::size_t q = skip_ws(cursor_); q != t_.size()) {
      error = "at offset " + std::to_string(q) + ": unexpected text after the JSON value";
      return false;
    }
    out = std::move(root_);
    return true;
  }

  // nlohmann's SAX interface.
  bool null() { return scalar(Json(), 4); }
  bool boolean(bool b) { return scalar(Json(b), b ? 4 : 5); }
  bool number_unsigned(std::uint64_t v) { return scalar(Json(v), std::to_string(v).size()); }
  bool number_integer(std::int64_t v) {  // a negative literal: 0 only as "-0"
    return v == 0 ? scalar(number_literal("-0"), 2) : scalar(Json(v), std::to_string(v).size());
  }
  bool number_float(double, const std::string& literal) {
    const std::size_t start = token(literal.size());
    return value(number_literal(original_.substr(start, literal.size())), start);
  }
  bool string(std::string& s) {
    const std::size_t start = token(0);
    cursor_ = string_end(start);
    return value(Json(std::move(s)), start);
  }
  bool binary(Json::binary_t&) { return false; }  // not in JSON text
  bool start_object(std::size_t) { return open(Json::object()); }
  bool start_array(std::size_t) { return open(Json::array()); }
  bool key(std::string& k) {
    cursor_ = string_end(token(0));
    if (stack_.back()->contains(k)) {
      duplicate_ = "duplicate key \"" + k + "\"";
      duplicate_level_ = stack_.size();
    }
    key_ = std::move(k);
    after_ = After::Key;
    return true;
  }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  bool parse_error(std::size_t, const std::string& last_token,
                   const nlohmann::detail::exception& e) {
    if (e.id != 406) return locate_error(e.what());
    overflow_at_ = token(0);  // out_of_range: a number literal beyond the double range
    overflow_length_ = last_token.size();
    return false;
  }

 private:
  enum class After : std::uint8_t { Open, Key, Value };

  Reader(std::string_view original, std::string text) : original_(original), t_(std::move(text)) {}

  bool fail(std::string msg, std::size_t at) {
    err_ = std::move(msg);
    err_at_ = at;
    return false;
  }
  std::size_t skip_ws(std::size_t i) const {
    while (i < t_.size() && is_ws(t_[i])) ++i;
    return i;
  }
  // Skips whitespace and separators up to the next token, moves the cursor `length` bytes
  // past its start and returns the start.
  std::size_t token(std::size_t length) {
    std::size_t i = cursor_;
    while (i < t_.size() && (is_ws(t_[i]) || t_[i] == ',' || t_[i] == ':')) ++i;
    cursor_ = i + length;
    return i;
  }
  std::size_t string_end(std::size_t quote) const {
    std::size_t i = quote + 1;
    while (t_[i] != '"') i += t_[i] == '\\' ? 2 : 1;
    return i + 1;
  }

  bool scalar(Json v, std::size_t length) {
    const std::size_t start = token(length);
    return value(std::move(v), start);
  }
  bool value(Json v, std::size_t start) {
    if (!insert(std::move(v), start)) return false;
    return finished();
  }
  bool open(Json container) {
    const std::size_t start = token(1);
    if (!insert(std::move(container), start)) return false;
    stack_.push_back(last_);
    after_ = After::Open;
    return true;
  }
  bool close() {
    token(1);
    stack_.pop_back();
    return finished();
  }
  bool insert(Json v, std::size_t start) {
    if (stack_.size() > kMaxDepth) return fail("nesting too deep", start);
    if (stack_.empty()) {
      root_ = std::move(v);
      last_ = &root_;
    } else if (stack_.back()->is_array()) {
      stack_.back()->push_back(std::move(v));
      last_ = &stack_.back()->back();
    } else {
      last_ = &((*stack_.back())[key_] = std::move(v));
    }
    return true;
  }
  // A value is complete: a repeated key is refused here, after its value, as it always was.
  bool finished() {
    if (!duplicate_.empty() && stack_.size() == duplicate_level_)
      return fail(std::move(duplicate_), cursor_);
    after_ = After::Value;
    return true;
  }

  // nlohmann stopped in the token after the cursor: name the fault as uno-cli always has.
  bool locate_error(const char* fallback) {
    std::size_t q = skip_ws(cursor_);
    if (stack_.empty())
      return after_ == After::Value ? fail("unexpected text after the JSON value", q)
                                    : value_error(q, fallback);
    const bool object = stack_.back()->is_object();
    if (after_ == After::Key) {
      if (q >= t_.size() || t_[q] != ':') return fail("expected ':' after an object key", q);
      return value_error(skip_ws(q + 1), fallback);
    }
    if (after_ == After::Value) {
      if (q >= t_.size()) return fail(object ? "unterminated object" : "unterminated array", q);
      if (t_[q] != ',')
        return fail(object ? "expected ',' or '}' in object" : "expected ',' or ']' in array", q);
      q = skip_ws(q + 1);
    }
    if (!object) return value_error(q, fallback);
    if (q >= t_.size()) return fail("unterminated object", q);
    if (t_[q] != '"') return fail("expected a string key in object", q);
    return string_error(q, fallback);
  }

  bool value_error(std::size_t q, const char* fallback) {
    if (stack_.size() > kMaxDepth) return fail("nesting too deep", q);
    if (q >= t_.size()) return fail("unexpected end of input", q);
    const char c = t_[q];
    if (c == '"') return string_error(q, fallback);
    if (c == 't' || c == 'f' || c == 'n') return fail("invalid literal", q);
    return fail(c == '-' || is_digit(c) ? "invalid number" : "unexpected character", q);
  }

  bool hex4(std::size_t& i, std::uint32_t& v) {
    if (i + 4 > t_.size()) return fail("truncated \\u escape", i);
    v = 0;
    for (int k = 0; k < 4; ++k) {
      const int d = hex_value(t_[i++]);
      if (d < 0) return fail("bad hex digit in \\u escape", i);
      v = v << 4 | static_cast<std::uint32_t>(d);
    }
    return true;
  }

  // The string token at `q` is malformed: its first fault, scanning as the text is read.
  bool string_error(std::size_t q, const char* fallback) {
    for (std::size_t i = q + 1;;) {
      if (i >= t_.size()) return fail("unterminated string", i);
      const auto c = static_cast<unsigned char>(t_[i]);
      if (c == '"') return fail(fallback, q);  // not expected: both readers accept it
      if (c < 0x20) return fail("control character in string", i);
      if (c != '\\') {
        const std::size_t n = detail::utf8_length(t_, i);
        if (n == 0) return fail("invalid UTF-8 in string", i);
        i += n;
        continue;
      }
      if (++i >= t_.size()) return fail("unterminated escape", i);
      const char e = t_[i++];
      if (e != 'u') {
        if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos)
          return fail("invalid escape", i - 1);
        continue;
      }
      std::uint32_t cp = 0;
      if (!hex4(i, cp)) return false;
      if (cp >= 0xDC00 && cp <= 0xDFFF) return fail("lone low surrogate", i);
      if (cp < 0xD800 || cp > 0xDBFF) continue;
      if (t_.compare(i, 2, "\\u") != 0) return fail("lone high surrogate", i);
      i += 2;
      if (!hex4(i, cp)) return false;
      if (cp < 0xDC00 || cp > 0xDFFF) return fail("bad low surrogate", i);
    }
  }

  std::string_view original_;
  std::string t_;  // the text as nlohmann reads it
  std::size_t cursor_ = 0;
  Json root_;
  std::vector<Json*> stack_;  // the open arrays and objects
  Json* last_ = nullptr;
  std::string key_;
  After after_ = After::Open;
  std::string duplicate_;
  std::size_t duplicate_level_ = 0;
  std::string err_;
  std::size_t err_at_ = 0;
  std::size_t overflow_at_ = 0;
  std::size_t overflow_length_ = 0;
};

}  // namespace

bool parse_json(std::string_view text, Json& out, std::string& error) {
  Reader r(text);
  Json v;
  if (!r.run(v, error)) return false;
  out = std::move(v);
  error.clear();
  return true;
}

}  // namespace uno::cli
