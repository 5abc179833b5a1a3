// Player settings: language, colour-blind shapes on cards, animation speed, the
// accessibility choices (braille cells, high contrast, large cards, reduced motion), sound
// and spoken events.
#pragma once

#include <optional>
#include <string_view>

#include "app/core/text/strings.h"
#include "share/save.h"

namespace app {

// The player's settings are the save format's own (uno::share::Settings): one type from the
// start screen to the saved record, so no field can be dropped on the way.
using Settings = uno::share::Settings;
using Speed = uno::share::AnimationSpeed;
// Auto: the preset (braille) or the page (contrast, motion) decides until the player does.
using Preference = uno::share::Preference;

// The language the settings ask for (a saved tag the game has no texts for: English).
Lang lang_of(const Settings& s);
void set_lang(Settings& s, Lang l);

// What the page asks for (CSS media queries), passed in by the platform layer.
struct PagePrefs {
  bool reduced_motion = false;  // prefers-reduced-motion: reduce
  bool more_contrast = false;   // prefers-contrast: more
  bool touch_input = false;     // the last press was a finger or pen (texts say "tap", not "click")
  friend bool operator==(const PagePrefs&, const PagePrefs&) = default;
};

float animation_factor(Speed s);  // 0 = no motion
float bot_factor(Speed s);        // multiplies the computer players' thinking time
Speed speed_from_name(const char* name, Speed fallback);

// The settings in force: a Preference resolved against the preset or the page.
bool braille_on(const Settings& s, std::string_view preset);
bool high_contrast_on(const Settings& s, const PagePrefs& page);
bool reduced_motion_on(const Settings& s, const PagePrefs& page);
// The tips' checkbox: off ("No more tips"), or on again with every tip to come once more.
void toggle_tips(Settings& s);
// A checkbox sets the preference to what it shows (On or Off: no longer Auto).
inline Preference chosen(bool on) { return on ? Preference::On : Preference::Off; }

}  // namespace app
