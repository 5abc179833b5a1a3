// A small JSON value with a strict reader and a compact writer (standard library only, no
// exceptions). Objects keep their members in insertion order. Numbers keep their literal
// text, so 64-bit integers (seeds) survive a round trip exactly.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace uno::cli {

struct JsonMember;

class Json {
 public:
  enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };

  Json() = default;  // null
  Json(std::nullptr_t) {}
  Json(bool b) : type_(Type::Bool), bool_(b) {}
  Json(int v) : Json(static_cast<long long>(v)) {}
  Json(long v) : Json(static_cast<long long>(v)) {}
  Json(long long v);
  Json(unsigned v) : Json(static_cast<unsigned long long>(v)) {}
  Json(unsigned long v) : Json(static_cast<unsigned long long>(v)) {}
  Json(unsigned long long v);
  Json(double v);
  Json(const char* s) : type_(Type::String), text_(s) {}
  Json(std::string s) : type_(Type::String), text_(std::move(s)) {}
  Json(std::string_view s) : type_(Type::String), text_(s) {}

  static Json array() {
    Json j;
    j.type_ = Type::Array;
    return j;
  }
  static Json object() {
    Json j;
    j.type_ = Type::Object;
    return j;
  }
  // A number from literal text (must be valid JSON number syntax).
  static Json number_text(std::string text);

  Type type() const { return type_; }
  bool is_null() const { return type_ == Type::Null; }
  bool is_bool() const { return type_ == Type::Bool; }
  bool is_number() const { return type_ == Type::Number; }
  bool is_string() const { return type_ == Type::String; }
  bool is_array() const { return type_ == Type::Array; }
  bool is_object() const { return type_ == Type::Object; }

  bool as_bool() const { return bool_; }
  const std::string& as_string() const { return text_; }  // string value or number text
  double as_double() const;
  // Integral numbers only ("42", "-7", "1e3" is refused); false when out of range.
  bool get_int(long long& out) const;
  bool get_u64(std::uint64_t& out) const;

  // Arrays.
  const std::vector<Json>& items() const { return items_; }
  std::size_t size() const;
  Json& push(Json v);
  // Objects.
  const std::vector<JsonMember>& members() const { return members_; }
  const Json* find(std::string_view key) const;  // nullptr when absent
  Json& set(std::string key, Json v);            // replaces an existing key

  std::string dump() const;
  void dump_to(std::string& out) const;

  friend bool operator==(const Json& a, const Json& b);

 private:
  Type type_ = Type::Null;
  bool bool_ = false;
  std::string text_;  // string value, or a number's literal
  std::vector<Json> items_;
  std::vector<JsonMember> members_;
};

struct JsonMember {
  std::string key;
  Json value;
};

// Parses one JSON text (surrounding whitespace allowed, nothing else after it). On error
// returns false and sets `error` like "at offset 12: expected ':' after an object key".
bool parse_json(std::string_view text, Json& out, std::string& error);

// Appends `s` as a JSON string literal (quotes included). Invalid UTF-8 becomes U+FFFD.
void write_json_string(std::string& out, std::string_view s);

}  // namespace uno::cli
