// ImGui's font atlas built from glyphs the browser draws (platform/glyph_raster.h) instead
// of stb_truetype and an embedded TrueType file: the player's own system font, and neither
// a rasteriser nor a font file in the first visit.
#pragma once

#include <imgui.h>

namespace app {

// Adds a font to `atlas` whose line is `line_px` device pixels, with the glyphs of `ranges`
// (ImGui's zero-terminated pairs, kept alive by the caller); bold for the big card and
// banner faces. Build the atlas with `browser_font_builder()` set as its builder.
ImFont* add_browser_font(ImFontAtlas* atlas, float line_px, const ImWchar* ranges, bool bold);

// The builder: measures, packs (card sprites and ImGui's own rectangles too) and paints.
const struct ImFontBuilderIO* browser_font_builder();

}  // namespace app
