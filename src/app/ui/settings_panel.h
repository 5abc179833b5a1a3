// The settings panel (inside the current ImGui window).
#pragma once

#include "app/core/settings.h"

namespace app {

// Returns true when something changed.
bool draw_settings(Settings& s);

}  // namespace app
