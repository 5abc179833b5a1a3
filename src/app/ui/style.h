// The app's ImGui look from the theme (core/theme.h): felt-green windows, rounded buttons,
// every size scaled by the UI scale, touch-sized frames on phones (at least 44 px tall).
#pragma once

#include "app/core/layout.h"

namespace app {

// Call once per frame before drawing, with the viewport's metrics.
void apply_style(const UiMetrics& m);

}  // namespace app
