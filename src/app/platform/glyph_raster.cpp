#include "app/platform/glyph_raster.h"

#include <emscripten.h>

// GlyphBox as JavaScript reads and writes it: advance (f32), then x0, y0, w, h (i32).
static_assert(sizeof(app::GlyphBox) == 20 && sizeof(app::FaceMetrics) == 8);

// The drawing itself is web/glyphs.js's (window.unoGlyphs): it starts before uno.wasm is here.
// The JavaScript bodies below are left as written (clang-format 14 would join lines).
// clang-format off
EM_JS(void, uno_js_draw_glyphs, (float line_px, int bold, const uint16_t* cps, int n, float* metrics, void* boxes), {
  var face = window.unoGlyphs.face(line_px, !!bold, Array.from(HEAPU16.subarray(cps >> 1, (cps >> 1) + n)));
  var f = metrics >> 2;
  HEAPF32[f] = face.ascent; HEAPF32[f + 1] = face.descent;
  for (var i = 0; i < n; i++) {
    var q = face.glyphs.get(HEAPU16[(cps >> 1) + i]), o = (boxes >> 2) + i * 5;
    HEAPF32[o] = q.advance; HEAP32[o + 1] = q.x0; HEAP32[o + 2] = q.y0; HEAP32[o + 3] = q.w; HEAP32[o + 4] = q.h;
  }
});
// Texel by texel as 32-bit words (typed arrays are little-endian here: alpha is the top
// byte): the ink's alpha, on white.
EM_JS(void, uno_js_copy_glyphs, (float line_px, int bold, const uint16_t* cps, int n, const int* at, uint32_t* tex, int tex_w), {
  var face = window.unoGlyphs.copied(line_px, !!bold), out = HEAPU32;
  for (var i = 0; i < n; i++) {
    var q = face.glyphs.get(HEAPU16[(cps >> 1) + i]), a = (at >> 2) + i * 2;
    if (!q.w) continue;
    for (var r = 0; r < q.h; r++) {
      var src = q.from + r * q.stride, dst = (tex >> 2) + (HEAP32[a + 1] + r) * tex_w + HEAP32[a];
      for (var c = 0; c < q.w; c++) out[dst + c] = q.src[src + c] | 0xFFFFFF;
    }
  }
});
// clang-format on

namespace app {

FaceMetrics browser_draw_glyphs(const GlyphFace& face, const uint16_t* codepoints, int n,
                                GlyphBox* boxes) {
  FaceMetrics m;
  uno_js_draw_glyphs(face.line_px, face.bold, codepoints, n, &m.ascent, boxes);
  return m;
}

void browser_copy_glyphs(const GlyphFace& face, const uint16_t* codepoints, int n, const int* at,
                         unsigned int* texture, int texture_width) {
  uno_js_copy_glyphs(face.line_px, face.bold, codepoints, n, at, texture, texture_width);
}

}  // namespace app
