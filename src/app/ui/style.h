// The app's ImGui look from the theme (core/look/theme.h): felt-green windows, rounded buttons,
// every size scaled by the UI scale, touch-sized frames on phones (at least 44 px tall).
#pragma once

#include "app/core/look/layout.h"

namespace app {

// ImGui's dark colours, the base the theme's colours go over: once, after CreateContext
// (the build's copy of ImGui no longer sets them itself).
void set_base_colours();

// Call once per frame before drawing, with the viewport's metrics.
void apply_style(const UiMetrics& m);

}  // namespace app
