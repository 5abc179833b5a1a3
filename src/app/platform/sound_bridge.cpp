#include "app/platform/sound_bridge.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// window.unoSound is web/sound.js; it may be missing (an old cached page): then silence.
EM_JS(void, uno_js_sound_settings, (int volume, int muted, int speech), {
  if (window.unoSound) window.unoSound.settings(volume, !!muted, !!speech);
});
EM_JS(void, uno_js_sound_cue, (const char* name, double ms), {
  if (window.unoSound) window.unoSound.cue(UTF8ToString(name), ms);
});
#endif

namespace app {
namespace {
int g_sent = -1;  // the settings last sent, packed
}  // namespace

void sound_publish(std::uint16_t cues, const Settings& s, double wheel_ms) {
  const int packed = s.volume | (s.muted ? 0x1000 : 0) | (s.speech ? 0x2000 : 0);
#ifdef __EMSCRIPTEN__
  if (packed != g_sent) uno_js_sound_settings(s.volume, s.muted, s.speech);
  for (int c = 0; c < kCueKinds; ++c)
    if (cues >> c & 1u)
      uno_js_sound_cue(cue_name(static_cast<Cue>(c)),
                       c == static_cast<int>(Cue::Wheel) ? wheel_ms : 0);
#else
  (void)cues;
  (void)wheel_ms;
#endif
  g_sent = packed;
}

}  // namespace app
