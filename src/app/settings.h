// Player settings: language, colour-blind shapes on cards, animation speed.
#pragma once

#include "app/strings.h"

namespace app {

enum class Speed { Slow = 0, Normal = 1, Fast = 2, Off = 3 };

struct Settings {
  Lang lang = Lang::En;
  bool shapes = false;
  Speed speed = Speed::Normal;
  friend bool operator==(const Settings&, const Settings&) = default;
};

float animation_factor(Speed s);  // 0 = no motion
float bot_factor(Speed s);        // multiplies the computer players' thinking time
Speed speed_from_name(const char* name, Speed fallback);

// The settings panel (inside the current ImGui window). Returns true when something changed.
bool draw_settings(Settings& s);

}  // namespace app
