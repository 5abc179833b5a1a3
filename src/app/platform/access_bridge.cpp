#include "app/platform/access_bridge.h"

#include <cstdint>

#include "app/platform/browser.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace app {
namespace {

std::vector<std::pair<std::string, std::string>> g_queue;
std::uint64_t g_sent_hash = 0;

std::uint64_t fnv1a(const std::string& s) {
  std::uint64_t h = 1469598103934665603ULL;
  for (const unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
  return h;
}

#ifdef __EMSCRIPTEN__
EM_JS(void, uno_js_a11y_render, (const char* json), {
  if (window.unoA11y) window.unoA11y.render(UTF8ToString(json));
});
#endif

}  // namespace

void access_publish(const std::string& json) {
  const std::uint64_t h = fnv1a(json);
  if (h == g_sent_hash) return;
  g_sent_hash = h;
#ifdef __EMSCRIPTEN__
  uno_js_a11y_render(json.c_str());
#endif
}

std::vector<std::pair<std::string, std::string>> access_take() {
  std::vector<std::pair<std::string, std::string>> out;
  out.swap(g_queue);
  return out;
}

}  // namespace app

#ifdef __EMSCRIPTEN__
// Called by web/a11y.js when a DOM control is activated: queued like a click, and the loop
// wakes to carry it out.
extern "C" EMSCRIPTEN_KEEPALIVE void uno_a11y_activate(const char* id, const char* value) {
  app::g_queue.emplace_back(id ? id : "", value ? value : "");
  app::wake_after(0);
}
#endif
