// The settings panel (inside the current ImGui window).
#pragma once

#include "app/core/store/settings.h"

namespace app {

// Returns true when something changed. `look`: the accessibility settings as they are in
// force (an Auto setting shows what the preset or the page decided; ticking it decides).
struct LookInForce {
  bool braille = false, high_contrast = false, reduced_motion = false;
};
bool draw_settings(Settings& s, const LookInForce& look = {});

}  // namespace app
