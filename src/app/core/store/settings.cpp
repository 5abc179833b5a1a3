#include "app/core/store/settings.h"

#include <cstring>

namespace app {

float animation_factor(Speed s) {
  switch (s) {
    case Speed::Slow: return 1.6f;
    case Speed::Normal: return 1.0f;
    case Speed::Fast: return 0.5f;
    case Speed::Off: return 0.0f;
  }
  return 1.0f;
}

float bot_factor(Speed s) {
  switch (s) {
    case Speed::Slow: return 1.5f;
    case Speed::Normal: return 1.0f;
    case Speed::Fast: return 0.5f;
    case Speed::Off: return 0.35f;
  }
  return 1.0f;
}

Speed speed_from_name(const char* n, Speed fallback) {
  for (Speed s : {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Off})
    if (!std::strcmp(n, uno::share::animation_name(s))) return s;
  return fallback;
}

Lang lang_of(const Settings& s) { return language_from_tag(s.language.c_str()); }
void set_lang(Settings& s, Lang l) { s.language = language_tag(l); }

}  // namespace app

namespace app {

namespace {
bool resolve(Preference p, bool automatic) {
  return p == Preference::Auto ? automatic : p == Preference::On;
}
}  // namespace

bool braille_on(const Settings& s, std::string_view preset) {
  return resolve(s.braille, preset == "braille");
}
bool high_contrast_on(const Settings& s, const PagePrefs& page) {
  return resolve(s.high_contrast, page.more_contrast);
}
bool reduced_motion_on(const Settings& s, const PagePrefs& page) {
  return resolve(s.reduce_motion, page.reduced_motion);
}

void toggle_tips(Settings& s) {
  s.tips_off = !s.tips_off;
  if (!s.tips_off) s.tips_seen = 0;
}

}  // namespace app
