#include "app/platform/learn_files.h"

#include <utility>

#include "app/platform/browser.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace app {
namespace {

std::vector<LearnFile> g_arrived;

std::string g_asked;  // the file on its way (one at a time: a new ask replaces it)

#ifdef __EMSCRIPTEN__
// The file from the bundle (the service worker keeps it once fetched: web/sw.js LAZY).
EM_JS(void, uno_js_fetch_learn, (const char* name), {
  var deliver = function(bytes) {
    if (!bytes) {
      _uno_learn_file(0, -1);
      return;
    }
    var at = _malloc(bytes.length || 1);
    HEAPU8.set(bytes, at);
    _uno_learn_file(at, bytes.length);
    _free(at);
  };
  fetch(UTF8ToString(name)).then(function(r) {
    if (!r.ok) throw new Error('HTTP ' + r.status);
    return r.arrayBuffer();
  }).then(function(b) { deliver(new Uint8Array(b)); }, function() { deliver(null); });
});
#endif

}  // namespace

void browser_fetch_learn(const std::string& name) {
  g_asked = name;
#ifdef __EMSCRIPTEN__
  uno_js_fetch_learn(name.c_str());
#else
  g_arrived.push_back(LearnFile{name, false, {}});
#endif
}

std::vector<LearnFile> learn_files_take() { return std::exchange(g_arrived, {}); }

}  // namespace app

#ifdef __EMSCRIPTEN__
// The asked file's bytes from the page (`size` < 0: it did not arrive). Kept for the next
// frame.
extern "C" EMSCRIPTEN_KEEPALIVE void uno_learn_file(const char* bytes, int size) {
  app::LearnFile f{app::g_asked, size >= 0 && bytes != nullptr, {}};
  if (f.fetched) f.text.assign(bytes, static_cast<std::size_t>(size));
  app::g_arrived.push_back(std::move(f));
  app::wake_after(0);
}
#endif
