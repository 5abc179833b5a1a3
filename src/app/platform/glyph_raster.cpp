#include "app/platform/glyph_raster.h"

#include <vector>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// The JavaScript bodies below are left as written (clang-format 14 would join lines).
// clang-format off
// A symbol (arrows, ⊘, ★, ✓) asks for its text form (U+FE0E): some systems would draw an
// emoji, whose colours the alpha texture cannot keep.
EM_JS(void, uno_js_glyph_setup, (), {
  if (Module.unoGlyphs) return;
  var canvas = document.createElement("canvas");
  Module.unoGlyphs = {
    g: canvas.getContext("2d", { willReadFrequently: true }),
    family: "system-ui, sans-serif",
    text: function(cp) { return String.fromCodePoint(cp) + (cp >= 0x2000 ? "\uFE0E" : ""); },
  };
});
// out: ascent, descent, em px, then per glyph advance, x0, y0, w, h.
EM_JS(void, uno_js_measure_glyphs, (float line_px, int bold, const uint32_t* cps, int n, float* out), {
  var G = Module.unoGlyphs, g = G.g, weight = bold ? "bold " : "";
  g.font = weight + "100px " + G.family;
  var ref = g.measureText("Hg");
  var asc = ref.fontBoundingBoxAscent, desc = ref.fontBoundingBoxDescent;
  if (!(asc > 0 && desc >= 0)) { asc = 93; desc = 24; }  // no font box: DejaVu Sans"s shape
  var k = line_px / (asc + desc);
  g.font = weight + (100 * k) + "px " + G.family;
  var f = out >> 2;
  HEAPF32[f] = asc * k; HEAPF32[f + 1] = desc * k; HEAPF32[f + 2] = 100 * k;
  for (var i = 0; i < n; i++) {
    var m = g.measureText(G.text(HEAPU32[(cps >> 2) + i]));
    var o = f + 3 + i * 5;
    var x0 = Math.floor(-m.actualBoundingBoxLeft), x1 = Math.ceil(m.actualBoundingBoxRight);
    var y0 = Math.floor(-m.actualBoundingBoxAscent), y1 = Math.ceil(m.actualBoundingBoxDescent);
    var ink = x1 > x0 && y1 > y0;
    HEAPF32[o] = m.width;
    HEAPF32[o + 1] = x0 - 1; HEAPF32[o + 2] = y0 - 1;
    HEAPF32[o + 3] = ink ? x1 - x0 + 2 : 0; HEAPF32[o + 4] = ink ? y1 - y0 + 2 : 0;
  }
});
// boxes: per glyph x0, y0, w, h (ints); at: per glyph x, y. Draws the band of the texture
// the glyphs occupy on one canvas (each glyph clipped to its box), reads it back once.
EM_JS(void, uno_js_paint_glyphs, (float em_px, int bold, const uint32_t* cps, int n, const int* boxes, const int* at, uint8_t* tex, int tex_w), {
  var G = Module.unoGlyphs, g = G.g, top = 1e9, bottom = 0, i, b, a;
  for (i = 0; i < n; i++) {
    b = (boxes >> 2) + i * 4; a = (at >> 2) + i * 2;
    if (!HEAP32[b + 2]) continue;
    top = Math.min(top, HEAP32[a + 1]); bottom = Math.max(bottom, HEAP32[a + 1] + HEAP32[b + 3]);
  }
  if (bottom <= top) return;
  g.canvas.width = tex_w; g.canvas.height = bottom - top;  // also clears and resets the state
  g.font = (bold ? "bold " : "") + em_px + "px " + G.family;
  g.fillStyle = "#fff";
  for (i = 0; i < n; i++) {
    b = (boxes >> 2) + i * 4; a = (at >> 2) + i * 2;
    var w = HEAP32[b + 2], h = HEAP32[b + 3], x = HEAP32[a], y = HEAP32[a + 1] - top;
    if (!w) continue;
    g.save(); g.beginPath(); g.rect(x, y, w, h); g.clip();
    g.fillText(G.text(HEAPU32[(cps >> 2) + i]), x - HEAP32[b], y - HEAP32[b + 1]);
    g.restore();
  }
  var px = g.getImageData(0, 0, tex_w, bottom - top).data;
  for (i = 0; i < n; i++) {
    b = (boxes >> 2) + i * 4; a = (at >> 2) + i * 2;
    var gw = HEAP32[b + 2], gh = HEAP32[b + 3], gx = HEAP32[a], gy = HEAP32[a + 1];
    for (var r = 0; r < gh; r++) {
      var src = ((gy - top + r) * tex_w + gx) * 4 + 3, dst = tex + (gy + r) * tex_w + gx;
      for (var c = 0; c < gw; c++) HEAPU8[dst + c] = px[src + c * 4];
    }
  }
});
// clang-format on
#endif

namespace app {

FaceMetrics browser_measure_glyphs(const GlyphFace& face, const uint32_t* codepoints, int n,
                                   GlyphBox* boxes) {
  FaceMetrics m;
#ifdef __EMSCRIPTEN__
  uno_js_glyph_setup();
  std::vector<float> out(3 + static_cast<size_t>(n) * 5);
  uno_js_measure_glyphs(face.line_px, face.bold ? 1 : 0, codepoints, n, out.data());
  m = FaceMetrics{out[0], out[1], out[2]};
  for (int i = 0; i < n; ++i) {
    const float* o = &out[3 + static_cast<size_t>(i) * 5];
    boxes[i] = GlyphBox{o[0], static_cast<int>(o[1]), static_cast<int>(o[2]),
                        static_cast<int>(o[3]), static_cast<int>(o[4])};
  }
#else
  (void)face;
  for (int i = 0; i < n; ++i) boxes[i] = GlyphBox{};
  (void)codepoints;
#endif
  return m;
}

void browser_paint_glyphs(const FaceMetrics& metrics, const GlyphFace& face,
                          const uint32_t* codepoints, int n, const GlyphBox* boxes, const int* at,
                          unsigned char* texture, int texture_width) {
#ifdef __EMSCRIPTEN__
  std::vector<int> flat(static_cast<size_t>(n) * 4);
  for (int i = 0; i < n; ++i) {
    int* f = &flat[static_cast<size_t>(i) * 4];
    f[0] = boxes[i].x0, f[1] = boxes[i].y0, f[2] = boxes[i].w, f[3] = boxes[i].h;
  }
  uno_js_paint_glyphs(metrics.em_px, face.bold ? 1 : 0, codepoints, n, flat.data(), at, texture,
                      texture_width);
#else
  (void)metrics, (void)face, (void)codepoints, (void)n, (void)boxes, (void)at, (void)texture,
      (void)texture_width;
#endif
}

}  // namespace app
