// A small JSON writer for the test hook's state and the accessibility model (objects and
// arrays built field by field, strings escaped in one place). Not a general JSON library:
// the CLI's (nlohmann-json) is not linked into the page.
#pragma once

#include <string>

namespace app {

// JSON string: quotes and escapes `s` (control characters as \n, \t, ... or \u00XX; DEL too).
std::string json_str(const std::string& s);

class JsonArray;

class JsonObject {
 public:
  JsonObject& num(const char* key, long long v);
  JsonObject& boolean(const char* key, bool v);
  JsonObject& str(const char* key, const std::string& v);
  JsonObject& null(const char* key);
  JsonObject& raw(const char* key, const std::string& json);  // an already written value
  JsonObject& obj(const char* key, const JsonObject& o) { return raw(key, o.text()); }
  JsonObject& arr(const char* key, const JsonArray& a);
  std::string text() const { return body_ + "}"; }

 private:
  void key(const char* k);
  std::string body_ = "{";
};

class JsonArray {
 public:
  JsonArray& num(long long v) { return raw(std::to_string(v)); }
  JsonArray& str(const std::string& v) { return raw(json_str(v)); }
  JsonArray& obj(const JsonObject& o) { return raw(o.text()); }
  JsonArray& raw(const std::string& json);
  std::string text() const { return body_ + "]"; }

 private:
  std::string body_ = "[";
};

}  // namespace app
