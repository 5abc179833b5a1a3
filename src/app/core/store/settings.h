// Player settings: language, colour-blind shapes on cards, animation speed, the
// accessibility choices (braille cells, high contrast, large cards, reduced motion), sound
// and spoken events.
#pragma once

#include <optional>
#include <string_view>

#include "app/core/text/strings.h"
#include "share/save.h"

namespace app {

enum class Speed { Slow = 0, Normal = 1, Fast = 2, Off = 3 };

// Auto: the preset (braille) or the page (contrast, motion) decides until the player does.
using Preference = uno::share::Preference;

struct Settings {
  Lang lang = Lang::En;
  bool shapes = false;
  Speed speed = Speed::Normal;
  int volume = uno::share::kDefaultVolume;  // sound cues, 0..100 (percent)
  bool muted = false;                       // no sound cues
  bool speech = false;  // events read aloud by the browser (for players without a screen reader)
  Preference braille = Preference::Auto;
  Preference high_contrast = Preference::Auto;
  Preference reduce_motion = Preference::Auto;
  bool large_cards = false;
  uno::share::BlankCards blank_cards;  // Official 112's blank cards (the start screen's editor)
  // The start screen as the player left it (StartSetup::restore); none until changed once.
  std::optional<uno::share::Deal> setup;
  friend bool operator==(const Settings&, const Settings&) = default;
};

// What the page asks for (CSS media queries), passed in by the platform layer.
struct PagePrefs {
  bool reduced_motion = false;  // prefers-reduced-motion: reduce
  bool more_contrast = false;   // prefers-contrast: more
  friend bool operator==(const PagePrefs&, const PagePrefs&) = default;
};

float animation_factor(Speed s);  // 0 = no motion
float bot_factor(Speed s);        // multiplies the computer players' thinking time
Speed speed_from_name(const char* name, Speed fallback);

// The settings in force: a Preference resolved against the preset or the page.
bool braille_on(const Settings& s, std::string_view preset);
bool high_contrast_on(const Settings& s, const PagePrefs& page);
bool reduced_motion_on(const Settings& s, const PagePrefs& page);
// A checkbox sets the preference to what it shows (On or Off: no longer Auto).
inline Preference chosen(bool on) { return on ? Preference::On : Preference::Off; }

}  // namespace app
