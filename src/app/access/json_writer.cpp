#include "app/access/json_writer.h"

namespace app {

std::string json_str(const std::string& s) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "\"";
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20 || c == 0x7F) {  // the other control characters, as \u00XX
          out += "\\u00";
          out += kHex[c >> 4];
          out += kHex[c & 0xF];
        } else {
          out += ch;
        }
    }
  }
  return out + "\"";
}

void JsonObject::key(const char* k) {
  if (body_.size() > 1) body_ += ',';
  body_ += json_str(k);
  body_ += ':';
}

JsonObject& JsonObject::num(const char* k, long long v) { return raw(k, std::to_string(v)); }
JsonObject& JsonObject::boolean(const char* k, bool v) { return raw(k, v ? "true" : "false"); }
JsonObject& JsonObject::str(const char* k, const std::string& v) { return raw(k, json_str(v)); }
JsonObject& JsonObject::null(const char* k) { return raw(k, "null"); }
JsonObject& JsonObject::arr(const char* k, const JsonArray& a) { return raw(k, a.text()); }

JsonObject& JsonObject::raw(const char* k, const std::string& json) {
  key(k);
  body_ += json;
  return *this;
}

JsonArray& JsonArray::raw(const std::string& json) {
  if (body_.size() > 1) body_ += ',';
  body_ += json;
  return *this;
}

}  // namespace app
