// The app's ImGui look: felt-green windows, rounded buttons, and touch-sized frames on
// phones (buttons and fields at least 44 px tall).
#pragma once

namespace app {

// Call once per frame before drawing; `display_width` in CSS pixels.
void apply_style(float display_width);

}  // namespace app
