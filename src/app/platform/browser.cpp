#include "app/platform/browser.h"

#include <SDL.h>

#include <chrono>
#include <ctime>
#include <string>

#include "app/access/json_writer.h"
#include "app/core/text/strings.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/eventloop.h>

// Caller-owned buffers (docs/toolchain.md: no stringToNewUTF8 in 3.1.6).
// The JavaScript bodies below are left as written (clang-format 14 would join lines).
// clang-format off
EM_JS(void, uno_js_language, (char* buf, int cap), { stringToUTF8(navigator.language || "", buf, cap); });
// SDL prevents the default of mouse-down, so a click never focuses the canvas that
// receives the keys: focus it on every pointer-down, and at start.
EM_JS(void, uno_js_focus_canvas, (), {
  var c = document.getElementById('canvas');
  if (!c) return;
  c.addEventListener('pointerdown', function() { c.focus(); });
  c.focus();
});
// Bit 1: prefers-reduced-motion, bit 2: prefers-contrast: more. Listeners keep the bits
// current and wake the loop, so a change in the system settings shows without input.
// Bit 4: the last press was a finger or pen (a coarse pointer until the first press); a
// key or a mouse press clears it. The press itself brings the frame that reads it.
EM_JS(int, uno_js_media, (), {
  if (Module.unoMedia === undefined) {
    Module.unoMedia = 0;
    try {
      var qs = [matchMedia('(prefers-reduced-motion: reduce)'), matchMedia('(prefers-contrast: more)')];
      var touch = matchMedia('(pointer: coarse)').matches ? 4 : 0;
      var read = function() { Module.unoMedia = (qs[0].matches ? 1 : 0) | (qs[1].matches ? 2 : 0) | touch; };
      read();
      addEventListener('pointerdown', function(e) { touch = e.pointerType === 'mouse' ? 0 : 4; read(); }, true);
      addEventListener('keydown', function() { touch = 0; read(); }, true);
      qs.forEach(function(q) { q.addEventListener('change', function() { read(); if (Module._uno_wake) Module._uno_wake(); }); });
    } catch (e) {}
  }
  return Module.unoMedia;
});
EM_JS(void, uno_js_set_high_contrast, (int on), { document.documentElement.classList.toggle('hc', !!on); });
EM_JS(int, uno_js_fragment_length, (), { return lengthBytesUTF8(location.hash || ""); });
EM_JS(void, uno_js_fragment, (char* buf, int cap), { stringToUTF8(location.hash || "", buf, cap); });
EM_JS(void, uno_js_set_fragment, (const char* fragment), {
  var f = UTF8ToString(fragment);
  try { history.replaceState(null, "", location.pathname + location.search + (f ? "#" + f : "")); } catch (e) {}
});
EM_JS(int, uno_js_page_url_length, (), { return lengthBytesUTF8(location.origin + location.pathname + location.search); });
EM_JS(void, uno_js_page_url, (char* buf, int cap), {
  stringToUTF8(location.origin + location.pathname + location.search, buf, cap);
});
EM_JS(void, uno_js_today, (char* buf, int cap), {
  var d = new Date();
  var p = function(n) { return (n < 10 ? "0" : "") + n; };
  stringToUTF8(d.getFullYear() + "-" + p(d.getMonth() + 1) + "-" + p(d.getDate()), buf, cap);
});
// The result arrives later: kept in a JS variable the app polls (and a wake-up event).
EM_JS(void, uno_js_copy, (const char* text), {
  var t = UTF8ToString(text);
  Module.unoCopyStatus = 0;
  var done = function(ok) { Module.unoCopyStatus = ok ? 1 : -1; if (Module._uno_wake) Module._uno_wake(); };
  try {
    navigator.clipboard.writeText(t).then(function() { done(true); }, function() { done(false); });
  } catch (e) { done(false); }
});
EM_JS(int, uno_js_copy_status, (), { return Module.unoCopyStatus || 0; });
EM_JS(void, uno_js_edit_text, (const char* json), {
  if (window.unoTextEdit) window.unoTextEdit.open(JSON.parse(UTF8ToString(json)));
});
// clang-format on
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

BrowserMedia browser_media() {
#ifdef __EMSCRIPTEN__
  const int bits = uno_js_media();
  return BrowserMedia{(bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0};
#else
  return {};
#endif
}

void browser_set_high_contrast(bool on) {
  static int shown = -1;  // the page is told only of changes
  if (shown == static_cast<int>(on)) return;
  shown = on;
#ifdef __EMSCRIPTEN__
  uno_js_set_high_contrast(on ? 1 : 0);
#endif
}

void browser_focus_canvas() {
#ifdef __EMSCRIPTEN__
  uno_js_focus_canvas();
#endif
}

#ifdef __EMSCRIPTEN__
namespace {
// A JS string of `n` UTF-8 bytes, copied by `read` into a buffer the caller owns.
std::string js_string(int n, void (*read)(char*, int)) {
  if (n <= 0) return "";
  std::string buf(static_cast<size_t>(n) + 1, '\0');
  read(buf.data(), n + 1);
  buf.resize(static_cast<size_t>(n));
  return buf;
}
}  // namespace
#endif

std::string browser_fragment() {
#ifdef __EMSCRIPTEN__
  // A longer fragment cannot be a link: its first bytes are enough for the core to say it
  // is too large (reading it whole would only cost memory).
  constexpr int kCap = 16384;
  const int n = uno_js_fragment_length();
  return js_string(n > kCap ? kCap + 1 : n, uno_js_fragment);
#else
  return "";
#endif
}

void browser_set_fragment(const std::string& fragment) {
#ifdef __EMSCRIPTEN__
  uno_js_set_fragment(fragment.c_str());
#else
  (void)fragment;
#endif
}

std::string browser_page_url() {
#ifdef __EMSCRIPTEN__
  return js_string(uno_js_page_url_length(), uno_js_page_url);
#else
  return "http://127.0.0.1/";
#endif
}

std::string browser_today() {
#ifdef __EMSCRIPTEN__
  char buf[16] = {0};
  uno_js_today(buf, sizeof buf);
  return buf;
#else
  const std::time_t t = std::time(nullptr);
  char buf[16] = {0};
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::localtime(&t));
  return buf;
#endif
}

void browser_copy(const std::string& text) {
#ifdef __EMSCRIPTEN__
  uno_js_copy(text.c_str());
#else
  (void)text;
#endif
}

void browser_edit_text(const TextEdit& e) {
  JsonObject o;
  o.str("id", e.id).str("label", e.label).str("value", e.value).num("max", e.max_chars);
  o.boolean("ro", e.read_only).str("ok", tr(UiText::Ok)).str("cancel", tr(UiText::Cancel));
#ifdef __EMSCRIPTEN__
  uno_js_edit_text(o.text().c_str());
#endif
}

int browser_copy_status() {
#ifdef __EMSCRIPTEN__
  return uno_js_copy_status();
#else
  return 0;
#endif
}

double now_ms() {
#ifdef __EMSCRIPTEN__
  return emscripten_get_now();
#else
  using namespace std::chrono;
  return static_cast<double>(
             duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count()) /
         1000.0;
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

#ifdef __EMSCRIPTEN__
// Called from JS when an asynchronous browser answer arrives (clipboard): render a frame.
extern "C" EMSCRIPTEN_KEEPALIVE void uno_wake() { app::wake_after(0); }
#endif
