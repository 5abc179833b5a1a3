#include "app/platform/save_owner.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
EM_JS(int, uno_js_save_owner, (), { return window.unoOwner === false ? 0 : 1; });
EM_JS(void, uno_js_take_over, (), { if (window.unoTakeOver) window.unoTakeOver(); });
EM_JS(void, uno_js_download, (const char* key), {
  var v = null;
  try { v = localStorage.getItem(UTF8ToString(key)); } catch (e) {}
  if (v === null) return;
  var a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([v], { type: 'text/plain;charset=utf-8' }));
  a.download = UTF8ToString(key) + '.txt';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(function() { URL.revokeObjectURL(a.href); }, 10000);
});
// clang-format on
#endif

namespace app {

bool save_owner() {
#ifdef __EMSCRIPTEN__
  return uno_js_save_owner() != 0;
#else
  return true;
#endif
}

void save_take_over() {
#ifdef __EMSCRIPTEN__
  uno_js_take_over();
#endif
}

void save_download(const std::string& key) {
#ifdef __EMSCRIPTEN__
  uno_js_download(key.c_str());
#else
  (void)key;
#endif
}

}  // namespace app
