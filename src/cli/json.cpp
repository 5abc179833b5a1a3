// The JSON value and the compact writer (see json.h; the reader is json_reader.cpp).
#include "cli/json.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "cli/json_syntax.h"

namespace uno::cli {

using detail::number_length;
using detail::utf8_length;

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
      case '"':
        out += "\\\"";
        ++i;
        continue;
      case '\\':
        out += "\\\\";
        ++i;
        continue;
      case '\n':
        out += "\\n";
        ++i;
        continue;
      case '\r':
        out += "\\r";
        ++i;
        continue;
      case '\t':
        out += "\\t";
        ++i;
        continue;
      case '\b':
        out += "\\b";
        ++i;
        continue;
      case '\f':
        out += "\\f";
        ++i;
        continue;
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

}  // namespace uno::cli
