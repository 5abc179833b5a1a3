#include "app/core/store/storage.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// Two steps (length, then copy into a caller-owned buffer): 3.1.6 has no stringToNewUTF8.
// -1: no such key, or storage is not available.
EM_JS(int, uno_js_storage_length, (const char* key), {
  try {
    var v = window.localStorage.getItem(UTF8ToString(key));
    return v === null ? -1 : lengthBytesUTF8(v);
  } catch (e) { return -1; }
});
EM_JS(void, uno_js_storage_read, (const char* key, char* buf, int cap), {
  var v = null;
  try { v = window.localStorage.getItem(UTF8ToString(key)); } catch (e) {}
  stringToUTF8(v === null ? "" : v, buf, cap);
});
EM_JS(int, uno_js_storage_write, (const char* key, const char* value), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
    return 1;
  } catch (e) { return 0; }
});
EM_JS(int, uno_js_storage_copy, (const char* from, const char* to), {
  try {
    var v = window.localStorage.getItem(UTF8ToString(from));
    if (v === null) return 0;
    window.localStorage.setItem(UTF8ToString(to), v);
    return 1;
  } catch (e) { return 0; }
});
EM_JS(void, uno_js_storage_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});
#else
#include <map>
#endif

namespace app {

#ifdef __EMSCRIPTEN__
std::optional<std::string> storage_get(const std::string& key) {
  const int n = uno_js_storage_length(key.c_str());
  if (n < 0) return std::nullopt;
  std::string buf(static_cast<size_t>(n) + 1, '\0');
  uno_js_storage_read(key.c_str(), buf.data(), n + 1);
  buf.resize(static_cast<size_t>(n));
  return buf;
}
bool storage_set(const std::string& key, const std::string& value) {
  return uno_js_storage_write(key.c_str(), value.c_str()) != 0;
}
void storage_remove(const std::string& key) { uno_js_storage_remove(key.c_str()); }
bool storage_copy(const std::string& from, const std::string& to) {
  return uno_js_storage_copy(from.c_str(), to.c_str()) != 0;
}
#else
namespace {
std::map<std::string, std::string>& store() {
  static std::map<std::string, std::string> m;
  return m;
}
std::size_t g_limit = 0;
std::size_t used_without(const std::string& key) {
  std::size_t n = 0;
  for (const auto& [k, v] : store())
    if (k != key) n += k.size() + v.size();
  return n;
}
}  // namespace
void storage_limit(std::size_t bytes) { g_limit = bytes; }
std::optional<std::string> storage_get(const std::string& key) {
  const auto it = store().find(key);
  if (it == store().end()) return std::nullopt;
  return it->second;
}
bool storage_set(const std::string& key, const std::string& value) {
  if (g_limit > 0 && used_without(key) + key.size() + value.size() > g_limit) return false;
  store()[key] = value;
  return true;
}
void storage_remove(const std::string& key) { store().erase(key); }
bool storage_copy(const std::string& from, const std::string& to) {
  const auto it = store().find(from);
  if (it == store().end()) return false;
  const std::string value = it->second;
  return storage_set(to, value);
}
#endif

}  // namespace app
