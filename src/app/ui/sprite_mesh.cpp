#include "app/ui/sprite_mesh.h"

#include <GLES3/gl3.h>

#include <cmath>

namespace app {
namespace {

// The sprite's unit square (u, v in 0..1) mapped affinely onto the quad a-b and onto its
// texels, as ImDrawList::PrimRectUV maps the whole quad: every pixel gets the same texel.
struct UnitMap {
  ImVec2 a, d, uv0, duv;
  UnitMap(Sprite s, ImVec2 qa, ImVec2 qb) : a(qa), d(qb.x - qa.x, qb.y - qa.y) {
    const SpriteUV& uv = sprite_uv(s);
    uv0 = uv.uv0;
    duv = ImVec2(uv.uv1.x - uv.uv0.x, uv.uv1.y - uv.uv0.y);
  }
  void vertex(ImDrawList* dl, float u, float v, ImU32 tint) const {
    dl->PrimWriteVtx(ImVec2(a.x + d.x * u, a.y + d.y * v),
                     ImVec2(uv0.x + duv.x * u, uv0.y + duv.y * v), tint);
  }
  void quad(ImDrawList* dl, float u0, float v0, float u1, float v1, ImU32 tint) const {
    const auto k = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
    vertex(dl, u0, v0, tint);
    vertex(dl, u1, v0, tint);
    vertex(dl, u1, v1, tint);
    vertex(dl, u0, v1, tint);
    const ImDrawIdx idx[6] = {k, static_cast<ImDrawIdx>(k + 1), static_cast<ImDrawIdx>(k + 2),
                              k, static_cast<ImDrawIdx>(k + 2), static_cast<ImDrawIdx>(k + 3)};
    for (const ImDrawIdx i : idx) dl->PrimWriteIdx(i);
  }
};

// The clear's rectangle (display pixels) and colour, read by the render callback. One a
// frame: the felt is drawn once.
struct Clear {
  ImVec2 min, max;
  ImVec4 colour;
};
Clear g_clear;

void clear_rect(const ImDrawList*, const ImDrawCmd*) {
  const ImDrawData* dd = ImGui::GetDrawData();
  const ImVec2 s = dd->FramebufferScale;
  const auto fb_h = static_cast<int>(dd->DisplaySize.y * s.y);
  const int x0 = static_cast<int>(std::lround((g_clear.min.x - dd->DisplayPos.x) * s.x));
  const int x1 = static_cast<int>(std::lround((g_clear.max.x - dd->DisplayPos.x) * s.x));
  const int y0 = static_cast<int>(std::lround((g_clear.min.y - dd->DisplayPos.y) * s.y));
  const int y1 = static_cast<int>(std::lround((g_clear.max.y - dd->DisplayPos.y) * s.y));
  if (x1 <= x0 || y1 <= y0) return;
  // The renderer sets the scissor box again before its next draw.
  glEnable(GL_SCISSOR_TEST);
  glScissor(x0, fb_h - y1, x1 - x0, y1 - y0);
  glClearColor(g_clear.colour.x, g_clear.colour.y, g_clear.colour.z, g_clear.colour.w);
  glClear(GL_COLOR_BUFFER_BIT);
}

}  // namespace

void add_sprite_band(ImDrawList* dl, Sprite s, ImVec2 a, ImVec2 b, ImU32 tint, float r_in,
                     float r_out, int segments) {
  const UnitMap m(s, a, b);
  // Polygon edges are chords: the outer corners sit farther out so that every chord still
  // passes outside r_out (the inner chords pass inside r_in by themselves).
  const float pi = 3.14159265f;
  const float outer = r_out / std::cos(pi / static_cast<float>(segments));
  dl->PrimReserve(segments * 6, segments * 2);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  for (int k = 0; k < segments; ++k) {
    const float t = 2 * pi * static_cast<float>(k) / static_cast<float>(segments);
    const float c = std::cos(t), sn = std::sin(t);
    m.vertex(dl, 0.5f + r_in * c, 0.5f + r_in * sn, tint);
    m.vertex(dl, 0.5f + outer * c, 0.5f + outer * sn, tint);
  }
  for (int k = 0; k < segments; ++k) {
    const auto i0 = static_cast<ImDrawIdx>(base + 2 * k);
    const auto i1 = static_cast<ImDrawIdx>(base + 2 * ((k + 1) % segments));
    const ImDrawIdx idx[6] = {i0, static_cast<ImDrawIdx>(i0 + 1), static_cast<ImDrawIdx>(i1 + 1),
                              i0, static_cast<ImDrawIdx>(i1 + 1), i1};
    for (const ImDrawIdx i : idx) dl->PrimWriteIdx(i);
  }
}

void add_solid_disc(ImDrawList* dl, Sprite s, ImVec2 a, ImVec2 b, ImU32 tint, float r_solid) {
  // The square inscribed in the solid part, snapped inwards to whole device pixels; the
  // quads around it end on the same pixel edges, so every pixel is drawn exactly once.
  const ImVec2 fs = ImGui::GetIO().DisplayFramebufferScale;
  const float h = r_solid * 0.70710678f;
  const float lo = 0.5f - h, hi = 0.5f + h;
  auto snap = [](float x, float scale, bool up) {
    return (up ? std::ceil(x * scale) : std::floor(x * scale)) / scale;
  };
  const float x0 = std::fmin(a.x, b.x), x1 = std::fmax(a.x, b.x);
  const float y0 = std::fmin(a.y, b.y), y1 = std::fmax(a.y, b.y);
  const ImVec2 cmin(snap(x0 + (x1 - x0) * lo, fs.x, true), snap(y0 + (y1 - y0) * lo, fs.y, true));
  const ImVec2 cmax(snap(x0 + (x1 - x0) * hi, fs.x, false), snap(y0 + (y1 - y0) * hi, fs.y, false));
  const UnitMap m(s, ImVec2(x0, y0), ImVec2(x1, y1));
  if (cmax.x <= cmin.x || cmax.y <= cmin.y || fs.x <= 0 || fs.y <= 0) {
    m.quad(dl, 0, 0, 1, 1, tint);  // too small to bother
    return;
  }
  g_clear = Clear{cmin, cmax, ImGui::ColorConvertU32ToFloat4(tint)};
  dl->AddCallback(clear_rect, nullptr);
  const float u0 = (cmin.x - x0) / (x1 - x0), u1 = (cmax.x - x0) / (x1 - x0);
  const float v0 = (cmin.y - y0) / (y1 - y0), v1 = (cmax.y - y0) / (y1 - y0);
  dl->PrimReserve(4 * 6, 4 * 4);
  m.quad(dl, 0, 0, 1, v0, tint);    // above
  m.quad(dl, 0, v1, 1, 1, tint);    // below
  m.quad(dl, 0, v0, u0, v1, tint);  // left
  m.quad(dl, u1, v0, 1, v1, tint);  // right
}

}  // namespace app
