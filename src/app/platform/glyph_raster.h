// Glyphs drawn by the browser's own text engine (a 2D canvas) in the page's font, the one
// its HTML dialogs use (system-ui): no TrueType file and no rasteriser in the wasm, and
// text looks like the rest of the player's system.
#pragma once

#include <cstdint>

namespace app {

// A glyph's ink box in device pixels, from its pen position on the baseline (y grows
// down), with a transparent pixel round it; w == 0 when it has no ink (a space).
struct GlyphBox {
  float advance = 0.0f;
  int x0 = 0, y0 = 0, w = 0, h = 0;
};

// The face, sized as ImGui sizes fonts: a line (ascent + descent) is `line_px` device pixels.
struct GlyphFace {
  float line_px = 0.0f;
  bool bold = false;
};

struct FaceMetrics {
  float ascent = 0.0f, descent = 0.0f;  // device pixels above and below the baseline
};

// Draws a face's `n` code points (UTF-16 units of the Basic Multilingual Plane, as ImGui's
// ImWchar), or takes them from those web/glyphs.js drew while the page loaded; `boxes` gets
// one box each. The pixels wait in the page until browser_copy_glyphs.
FaceMetrics browser_draw_glyphs(const GlyphFace& face, const uint16_t* codepoints, int n,
                                GlyphBox* boxes);

// Copies the face's glyphs with ink into an RGBA texture `texture_width` pixels wide, white
// with the ink's coverage as alpha; `at` holds each glyph's top-left (x, y) in the texture
// (ignored for glyphs without ink). The same code points as drawn, in the same order.
void browser_copy_glyphs(const GlyphFace& face, const uint16_t* codepoints, int n, const int* at,
                         unsigned int* texture, int texture_width);

}  // namespace app
