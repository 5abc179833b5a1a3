// The start screen's rule sets as tiles: each shows its special card (drawn as the table
// draws it), its title and one line of what makes it different. Registered with the test
// hook as "preset:<share id>" (0 classic .. 4 dino).
#pragma once

#include <string_view>

namespace app {

// Draws the five tiles in as many columns as fit the window's width; returns the preset
// picked this frame, or an empty view.
std::string_view draw_preset_tiles(std::string_view chosen);

}  // namespace app
