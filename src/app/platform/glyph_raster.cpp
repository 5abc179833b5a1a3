#include "app/platform/glyph_raster.h"

#include <emscripten.h>

// GlyphBox as JavaScript reads and writes it: advance (f32), then x0, y0, w, h (i32).
static_assert(sizeof(app::GlyphBox) == 20 && sizeof(app::FaceMetrics) == 12);

// The JavaScript bodies below are left as written (clang-format 14 would join lines).
// clang-format off
// A symbol (arrows, ⊘, ★, ✓) asks for its text form (U+FE0E): some systems would draw an
// emoji, whose colours the alpha texture cannot keep.
EM_JS(void, uno_js_glyph_setup, (), {
  if (Module.unoGlyphs) return;
  var canvas = document.createElement("canvas");
  Module.unoGlyphs = {
    g: canvas.getContext("2d", { willReadFrequently: true }),
    font: function(bold, em) { return (bold ? "bold " : "") + em + "px system-ui, sans-serif"; },
    text: function(cp) { return String.fromCharCode(cp) + (cp >= 0x2000 ? "\uFE0E" : ""); },
  };
});
// The face's size: the em that makes ascent + descent `line_px` (ImGui's font size).
EM_JS(void, uno_js_measure_glyphs, (float line_px, int bold, const uint16_t* cps, int n, float* metrics, void* boxes), {
  var G = Module.unoGlyphs, g = G.g;
  g.font = G.font(bold, 100);
  var ref = g.measureText("Hg");
  var asc = ref.fontBoundingBoxAscent, desc = ref.fontBoundingBoxDescent;
  if (!(asc > 0 && desc >= 0)) { asc = 93; desc = 24; }  // no font box: DejaVu Sans's shape
  var k = line_px / (asc + desc), f = metrics >> 2;
  g.font = G.font(bold, 100 * k);
  HEAPF32[f] = asc * k; HEAPF32[f + 1] = desc * k; HEAPF32[f + 2] = 100 * k;
  for (var i = 0; i < n; i++) {
    var m = g.measureText(G.text(HEAPU16[(cps >> 1) + i])), o = (boxes >> 2) + i * 5;
    var x0 = Math.floor(-m.actualBoundingBoxLeft), x1 = Math.ceil(m.actualBoundingBoxRight);
    var y0 = Math.floor(-m.actualBoundingBoxAscent), y1 = Math.ceil(m.actualBoundingBoxDescent);
    var ink = x1 > x0 && y1 > y0;  // a transparent pixel round the ink
    HEAPF32[o] = m.width;
    HEAP32[o + 1] = x0 - 1; HEAP32[o + 2] = y0 - 1;
    HEAP32[o + 3] = ink ? x1 - x0 + 2 : 0; HEAP32[o + 4] = ink ? y1 - y0 + 2 : 0;
  }
});
// Draws the glyphs side by side on one canvas (each clipped to its box), reads it back once
// and copies each glyph to its place in the texture. Side by side, not where the texture
// has them: there they lie among the card art, and reading back a band that tall cost a
// phone a third of a second.
EM_JS(void, uno_js_paint_glyphs, (float em_px, int bold, const uint16_t* cps, int n, const void* boxes, const int* at, uint32_t* tex, int tex_w), {
  var G = Module.unoGlyphs, g = G.g, x = 0, y = 0, shelf = 0, i, k, b, a, w, h;
  var put = new Int32Array(2 * n);  // each glyph's place on the canvas
  var order = [];  // tallest first: each shelf wastes little height
  for (i = 0; i < n; i++) order.push(i);
  order.sort(function(p, q) { return HEAP32[(boxes >> 2) + q * 5 + 4] - HEAP32[(boxes >> 2) + p * 5 + 4] || p - q; });
  for (k = 0; k < n; k++) {
    i = order[k]; b = (boxes >> 2) + i * 5; w = HEAP32[b + 3]; h = HEAP32[b + 4];
    if (!w) continue;
    if (x + w > tex_w) { x = 0; y += shelf + 1; shelf = 0; }
    put[2 * i] = x; put[2 * i + 1] = y;
    x += w + 1; shelf = Math.max(shelf, h);
  }
  var height = y + shelf;
  if (!height) return;
  g.canvas.width = tex_w; g.canvas.height = height;  // also clears and resets the state
  g.font = G.font(bold, em_px);
  g.fillStyle = "#fff";
  for (i = 0; i < n; i++) {
    b = (boxes >> 2) + i * 5; w = HEAP32[b + 3]; h = HEAP32[b + 4];
    if (!w) continue;
    x = put[2 * i]; y = put[2 * i + 1];
    g.save(); g.beginPath(); g.rect(x, y, w, h); g.clip();
    g.fillText(G.text(HEAPU16[(cps >> 1) + i]), x - HEAP32[b + 1], y - HEAP32[b + 2]);
    g.restore();
  }
  // Texel by texel as 32-bit words (typed arrays are little-endian here: alpha is the top
  // byte): the ink's alpha, on white.
  var px = new Uint32Array(g.getImageData(0, 0, tex_w, height).data.buffer), out = HEAPU32;
  for (i = 0; i < n; i++) {
    b = (boxes >> 2) + i * 5; a = (at >> 2) + i * 2; w = HEAP32[b + 3]; h = HEAP32[b + 4];
    for (var r = 0; r < h; r++) {
      var src = (put[2 * i + 1] + r) * tex_w + put[2 * i], dst = (tex >> 2) + (HEAP32[a + 1] + r) * tex_w + HEAP32[a];
      for (var c = 0; c < w; c++) out[dst + c] = px[src + c] | 0xFFFFFF;
    }
  }
});
// clang-format on

namespace app {

FaceMetrics browser_measure_glyphs(const GlyphFace& face, const uint16_t* codepoints, int n,
                                   GlyphBox* boxes) {
  FaceMetrics m;
  uno_js_glyph_setup();
  uno_js_measure_glyphs(face.line_px, face.bold, codepoints, n, &m.ascent, boxes);
  return m;
}

void browser_paint_glyphs(const FaceMetrics& metrics, bool bold, const uint16_t* codepoints, int n,
                          const GlyphBox* boxes, const int* at, unsigned int* texture,
                          int texture_width) {
  uno_js_paint_glyphs(metrics.em_px, bold, codepoints, n, boxes, at, texture, texture_width);
}

}  // namespace app
