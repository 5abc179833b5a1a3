// The settings panel (inside the current ImGui window).
#pragma once

#include <optional>

#include "app/core/store/settings.h"

namespace app {

// Returns the settings as the player changed them this frame (nullopt: unchanged). `look`:
// the accessibility settings as they are in force (an Auto setting shows what the preset or
// the page decided; ticking it decides).
struct LookInForce {
  bool braille = false, high_contrast = false, reduced_motion = false;
};
std::optional<Settings> draw_settings(const Settings& current, const LookInForce& look = {});

}  // namespace app
