// Player settings: language, colour-blind shapes on cards, animation speed.
#pragma once

#include "app/core/strings.h"
#include "share/save.h"

namespace app {

enum class Speed { Slow = 0, Normal = 1, Fast = 2, Off = 3 };

struct Settings {
  Lang lang = Lang::En;
  bool shapes = false;
  Speed speed = Speed::Normal;
  uno::share::BlankCards blank_cards;  // Official 112's blank cards (the start screen's editor)
  friend bool operator==(const Settings&, const Settings&) = default;
};

float animation_factor(Speed s);  // 0 = no motion
float bot_factor(Speed s);        // multiplies the computer players' thinking time
Speed speed_from_name(const char* name, Speed fallback);

}  // namespace app
