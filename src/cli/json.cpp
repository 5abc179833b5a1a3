// The compact writer and the typed reads (see json.h; the reader is json_reader.cpp). The
// writer is ours because nlohmann's dump() writes DEL raw, invalid UTF-8 as raw U+FFFD (or
// throws) and doubles with up to 17 digits: the protocol's bytes are these.
#include "cli/json.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace uno::cli {

namespace {

using detail::utf8_length;

const char* short_escape(unsigned char c) {
  switch (c) {
    case '"': return "\\\"";
    case '\\': return "\\\\";
    case '\n': return "\\n";
    case '\r': return "\\r";
    case '\t': return "\\t";
    case '\b': return "\\b";
    case '\f': return "\\f";
    default: return nullptr;
  }
}

bool plain(unsigned char c) { return c >= 0x20 && c < 0x7F && c != '"' && c != '\\'; }

void write_string(std::string& out, std::string_view s) {
  out += '"';
  for (std::size_t i = 0; i < s.size();) {
    std::size_t run = i;
    while (run < s.size() && plain(static_cast<unsigned char>(s[run]))) ++run;
    if (run > i) {  // most text: printable ASCII, copied as it is
      out.append(s.substr(i, run - i));
      i = run;
      continue;
    }
    const auto c = static_cast<unsigned char>(s[i]);
    if (const char* e = short_escape(c)) {
      out += e;
      ++i;
    } else if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
      out += buf;
      ++i;
    } else if (const std::size_t n = utf8_length(s, i); n == 0) {
      out += "\\ufffd";
      ++i;
    } else {
      out.append(s.substr(i, n));
      i += n;
    }
  }
  out += '"';
}

void write_double(std::string& out, double v) {
  if (!std::isfinite(v)) {
    out += "null";  // JSON has no NaN/Inf
    return;
  }
  if (v == std::floor(v) && std::fabs(v) < 1e15) {
    out += std::to_string(static_cast<long long>(v));
    return;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  const std::string_view text(buf);
  out += text.find_first_not_of("0123456789+-.e") == std::string_view::npos ? text : "0";
}

void write(std::string& out, const Json& j) {
  using T = Json::value_t;
  switch (j.type()) {
    case T::null:
    case T::discarded: out += "null"; return;
    case T::boolean: out += j.get<bool>() ? "true" : "false"; return;
    case T::number_integer: out += std::to_string(j.get<std::int64_t>()); return;
    case T::number_unsigned: out += std::to_string(j.get<std::uint64_t>()); return;
    case T::number_float: write_double(out, j.get<double>()); return;
    case T::string: write_string(out, j.get_ref<const std::string&>()); return;
    case T::binary: {
      const auto& b = j.get_binary();
      if (b.has_subtype() && b.subtype() == kNumberLiteral) out.append(b.begin(), b.end());
      else out += "null";
      return;
    }
    case T::array: {
      out += '[';
      bool first = true;
      for (const Json& v : j) {
        if (!first) out += ',';
        first = false;
        write(out, v);
      }
      out += ']';
      return;
    }
    case T::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, v] : j.get_ref<const Json::object_t&>()) {
        if (!first) out += ',';
        first = false;
        write_string(out, key);
        out += ':';
        write(out, v);
      }
      out += '}';
      return;
    }
  }
}

// The literal of a number_literal value, empty for anything else.
std::string_view literal_of(const Json& v) {
  if (!v.is_binary()) return {};
  const auto& b = v.get_binary();
  if (!b.has_subtype() || b.subtype() != kNumberLiteral) return {};
  return {reinterpret_cast<const char*>(b.data()), b.size()};
}

template <class T>
bool from_literal(std::string_view text, T& out) {
  const char* e = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), e, out);
  return !text.empty() && ec == std::errc() && p == e;
}

}  // namespace

std::string dump_json(const Json& j) {
  std::string s;
  write(s, j);
  return s;
}

Json number_literal(std::string_view text) {
  return Json::binary(Json::binary_t::container_type(text.begin(), text.end()), kNumberLiteral);
}

const Json* find_member(const Json& obj, std::string_view key) {
  if (!obj.is_object()) return nullptr;
  const auto it = obj.find(key);
  return it == obj.end() ? nullptr : &*it;
}

bool get_int(const Json& v, long long& out) {
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(INT64_MAX)) return false;
    out = static_cast<long long>(u);
    return true;
  }
  if (v.is_number_integer()) {
    out = v.get<std::int64_t>();
    return true;
  }
  return from_literal(literal_of(v), out);
}

bool get_u64(const Json& v, std::uint64_t& out) {
  if (v.is_number_unsigned()) {
    out = v.get<std::uint64_t>();
    return true;
  }
  const std::string_view text = literal_of(v);
  return !text.starts_with('-') && from_literal(text, out);  // from_chars reads "-0" as 0
}

namespace detail {

std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) return 1;
  const std::size_t n = (b & 0xE0) == 0xC0   ? 2
                        : (b & 0xF0) == 0xE0 ? 3
                        : (b & 0xF8) == 0xF0 ? 4
                                             : 0;
  if (n == 0 || i + n > s.size()) return 0;
  std::uint32_t cp = b & (0x7Fu >> n);
  for (std::size_t k = 1; k < n; ++k) {
    const auto c = static_cast<unsigned char>(s[i + k]);
    if ((c & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (c & 0x3Fu);
  }
  static constexpr std::uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMin[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

}  // namespace detail

}  // namespace uno::cli
