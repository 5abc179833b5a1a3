#include "app/core/testing/json_writer.h"

namespace app {

std::string json_str(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
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
