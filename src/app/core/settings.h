// Player settings: language, colour-blind shapes on cards, animation speed, sound and
// spoken events.
#pragma once

#include "app/core/strings.h"

namespace app {

enum class Speed { Slow = 0, Normal = 1, Fast = 2, Off = 3 };

struct Settings {
  Lang lang = Lang::En;
  bool shapes = false;
  Speed speed = Speed::Normal;
  int volume = 70;      // sound cues, 0..100 (percent)
  bool muted = false;   // no sound cues
  bool speech = false;  // events read aloud by the browser (for players without a screen reader)
  friend bool operator==(const Settings&, const Settings&) = default;
};

float animation_factor(Speed s);  // 0 = no motion
float bot_factor(Speed s);        // multiplies the computer players' thinking time
Speed speed_from_name(const char* name, Speed fallback);

}  // namespace app
