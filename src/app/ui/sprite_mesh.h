#pragma once

// Large sprites drawn without shading the pixels they leave unchanged. With software
// WebGL (SwiftShader, the headless test machine, and phones without a GPU driver) a frame
// costs about what its shaded pixels cost, and the felt and the direction ring are the
// largest quads of the table: drawn whole they were about half of an animating frame's CPU.
// Both keep the exact pixels of a plain add_sprite quad (same texel for every pixel).
#include <imgui.h>

#include "app/ui/card_atlas.h"

namespace app {

// A ring-shaped sprite (all texels transparent nearer its centre than r_in or farther than
// r_out, as fractions of its side): only the band between, as `segments` quads.
void add_sprite_band(ImDrawList* dl, Sprite s, ImVec2 a, ImVec2 b, ImU32 tint, float r_in,
                     float r_out, int segments);
// A filled disc sprite whose texels are opaque white within `r_solid` of its centre (a
// fraction of its side), tinted with an opaque colour: the largest device-pixel rectangle
// inside that is filled by a scissored clear (no shading), the rest as four quads.
void add_solid_disc(ImDrawList* dl, Sprite s, ImVec2 a, ImVec2 b, ImU32 tint, float r_solid);

}  // namespace app
