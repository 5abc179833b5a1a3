#include "app/browser.h"

#include <SDL.h>

#include <chrono>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/eventloop.h>

// Caller-owned buffers (TOOLCHAIN.md: no stringToNewUTF8 in 3.1.6).
EM_JS(void, uno_js_language, (char* buf, int cap), { stringToUTF8(navigator.language || "", buf, cap); });
// SDL prevents the default of mouse-down, so a click never focuses the canvas that
// receives the keys: focus it on every pointer-down, and at start.
EM_JS(void, uno_js_focus_canvas, (), {
  var c = document.getElementById('canvas');
  if (!c) return;
  c.addEventListener('pointerdown', function() { c.focus(); });
  c.focus();
});
EM_JS(void, uno_js_fragment, (char* buf, int cap), { stringToUTF8(location.hash || "", buf, cap); });
#endif

namespace app {
namespace {
double g_wake_at = -1.0;

#ifdef __EMSCRIPTEN__
void on_wake(void*) {
  g_wake_at = -1.0;
  SDL_Event e{};
  e.type = SDL_USEREVENT;
  SDL_PushEvent(&e);
}
#endif
}  // namespace

std::string browser_language() {
#ifdef __EMSCRIPTEN__
  char buf[32] = {0};
  uno_js_language(buf, sizeof buf);
  return buf;
#else
  return "";
#endif
}

void browser_focus_canvas() {
#ifdef __EMSCRIPTEN__
  uno_js_focus_canvas();
#endif
}

std::string browser_fragment() {
#ifdef __EMSCRIPTEN__
  char buf[256] = {0};
  uno_js_fragment(buf, sizeof buf);
  return buf;
#else
  return "";
#endif
}

double now_ms() {
#ifdef __EMSCRIPTEN__
  return emscripten_get_now();
#else
  using namespace std::chrono;
  return static_cast<double>(duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count()) / 1000.0;
#endif
}

void wake_after(double delay_ms) {
  const double at = now_ms() + delay_ms;
  if (g_wake_at >= 0 && g_wake_at <= at + 1.0) return;  // an earlier wake-up is pending
  g_wake_at = at;
#ifdef __EMSCRIPTEN__
  emscripten_set_timeout(on_wake, delay_ms < 1.0 ? 1.0 : delay_ms, nullptr);
#endif
}

}  // namespace app
