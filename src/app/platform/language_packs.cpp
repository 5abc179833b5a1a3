#include "app/platform/language_packs.h"

#include <utility>

#include "app/platform/browser.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace app {
namespace {

std::vector<LanguagePack> g_arrived;

#ifdef __EMSCRIPTEN__
// window.unoLanguagePack (web/boot.js) fetches a pack (or hands over the fetch it started).
EM_JS(void, uno_js_fetch_language, (int lang, const char* tag), {
  var deliver = function(bytes) {
    if (!bytes) {
      _uno_language_pack(lang, 0, -1);
      return;
    }
    var at = _malloc(bytes.length || 1);
    HEAPU8.set(bytes, at);
    _uno_language_pack(lang, at, bytes.length);
    _free(at);
  };
  var t = UTF8ToString(tag);
  if (!window.unoLanguagePack) {
    setTimeout(function() { deliver(null); }, 0);
    return;
  }
  window.unoLanguagePack(t).then(deliver, function() { deliver(null); });
});

// The packs boot.js already holds, handed over at once: taken from boot.js in one go, then
// each language's by its tag (the languages are the build's, languages.txt).
EM_JS(void, uno_js_arrived_begin, (), { window.unoArrivedNow = window.unoLanguagesArrived ? window.unoLanguagesArrived() : {};
});
EM_JS(void, uno_js_take_arrived, (int lang, const char* tag), {
  var bytes = (window.unoArrivedNow || {})[UTF8ToString(tag)];
  if (!bytes) return;
  var at = _malloc(bytes.length || 1);
  HEAPU8.set(bytes, at);
  _uno_language_pack(lang, at, bytes.length);
  _free(at);
});
EM_JS(void, uno_js_arrived_end, (), { window.unoArrivedNow = null; });

EM_JS(void, uno_js_forget_language, (const char* tag), {
  if (window.unoLanguageRefused) window.unoLanguageRefused(UTF8ToString(tag));
});
#endif

}  // namespace

void browser_forget_language(Lang l) {
#ifdef __EMSCRIPTEN__
  uno_js_forget_language(language_tag(l));
#else
  (void)l;
#endif
}

void browser_fetch_language(Lang l) {
#ifdef __EMSCRIPTEN__
  uno_js_fetch_language(static_cast<int>(l), language_tag(l));
#else
  g_arrived.push_back(LanguagePack{l, false, {}});
#endif
}

void browser_take_fetched_languages() {
#ifdef __EMSCRIPTEN__
  uno_js_arrived_begin();
  for (int i = 1; i < kLangs; ++i) uno_js_take_arrived(i, kLangTags[i]);
  uno_js_arrived_end();
#endif
}

std::vector<LanguagePack> language_packs_take() { return std::exchange(g_arrived, {}); }

}  // namespace app

#ifdef __EMSCRIPTEN__
// A pack's bytes from the page (`size` < 0: it did not arrive). Kept for the next frame.
extern "C" EMSCRIPTEN_KEEPALIVE void uno_language_pack(int lang, const char* bytes, int size) {
  if (lang <= 0 || lang >= app::kLangs) return;
  app::LanguagePack p;
  p.lang = static_cast<app::Lang>(lang);
  p.fetched = size >= 0 && bytes != nullptr;
  if (p.fetched) p.bytes.assign(bytes, static_cast<size_t>(size));
  app::g_arrived.push_back(std::move(p));
  app::wake_after(0);
}
#endif
