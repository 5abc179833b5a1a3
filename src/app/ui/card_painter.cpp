#include "app/ui/card_painter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "app/core/strings.h"
#include "app/ui/card_marks.h"
#include "app/ui/fonts.h"

namespace app {
namespace {

ImU32 with_alpha(ImU32 c, float a) {
  ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
  v.w *= a;
  return ImGui::ColorConvertFloat4ToU32(v);
}

// Text centred on `centre`, scaled to `px` pixels high.
void centred_text(ImDrawList* dl, ImFont* font, float px, ImVec2 centre, ImU32 col,
                  const char* text) {
  const ImVec2 sz = font->CalcTextSizeA(px, 1e9f, 0.0f, text);
  dl->AddText(font, px, ImVec2(centre.x - sz.x * 0.5f, centre.y - sz.y * 0.5f), col, text);
}

constexpr int kOvalSegments = 40;
bool g_shapes = false;

// Points of an ellipse with radii (rx, ry) around `c`, tilted like the oval on real cards.
void oval_points(ImVec2 c, float rx, float ry, float tilt, ImVec2 (&pts)[kOvalSegments]) {
  const float cs = std::cos(tilt), sn = std::sin(tilt);
  for (int i = 0; i < kOvalSegments; ++i) {
    const float t = static_cast<float>(i) / kOvalSegments * 6.2831853f;
    const float x = rx * std::cos(t), y = ry * std::sin(t);
    pts[i] = ImVec2(c.x + x * cs + y * sn, c.y + y * cs - x * sn);
  }
}

}  // namespace

void set_colour_shapes(bool on) { g_shapes = on; }

void draw_colour_shape(ImDrawList* dl, ImVec2 c, float r, CardColour colour, ImU32 col) {
  switch (colour) {
    case CardColour::Red: dl->AddCircleFilled(c, r, col, 16); break;
    case CardColour::Yellow:
      dl->AddTriangleFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y + r * 0.8f),
                            ImVec2(c.x - r, c.y + r * 0.8f), col);
      break;
    case CardColour::Green:
      dl->AddRectFilled(ImVec2(c.x - r * 0.85f, c.y - r * 0.85f),
                        ImVec2(c.x + r * 0.85f, c.y + r * 0.85f), col);
      break;
    case CardColour::Blue:
      dl->AddQuadFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y), ImVec2(c.x, c.y + r),
                        ImVec2(c.x - r, c.y), col);
      break;
    case CardColour::Wild: break;
  }
}

ImU32 colour_fill(CardColour c) {
  switch (c) {
    case CardColour::Red: return IM_COL32(215, 38, 45, 255);
    case CardColour::Yellow: return IM_COL32(240, 196, 25, 255);
    case CardColour::Green: return IM_COL32(56, 160, 72, 255);
    case CardColour::Blue: return IM_COL32(30, 100, 200, 255);
    case CardColour::Wild: return IM_COL32(24, 24, 28, 255);
  }
  return IM_COL32_BLACK;
}

// The corner's colour letter(s), translated (strings.cpp: Ge/Gr in German, Gu/Gr in Swedish).
const char* colour_letter(CardColour c) {
  switch (c) {
    case CardColour::Red: return tr(S::RedMark);
    case CardColour::Yellow: return tr(S::YellowMark);
    case CardColour::Green: return tr(S::GreenMark);
    case CardColour::Blue: return tr(S::BlueMark);
    case CardColour::Wild: return "W";
  }
  return "?";
}

void draw_card_face(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face, bool dim) {
  const float w = size.x, h = size.y;
  const float r = w * 0.09f;
  const ImVec2 max(min.x + w, min.y + h);
  const float alpha = 1.0f;  // dimming is an opaque grey veil (cards overlap in a fan)
  ImFont* big = card_font();
  ImFont* small = ImGui::GetFont();

  dl->AddRectFilled(ImVec2(min.x + w * 0.03f, min.y + h * 0.03f),
                    ImVec2(max.x + w * 0.03f, max.y + h * 0.03f), IM_COL32(0, 0, 0, 60),
                    r);  // soft shadow
  dl->AddRectFilled(min, max, with_alpha(IM_COL32_WHITE, alpha), r);
  const float inset = w * 0.06f;
  const ImVec2 imin(min.x + inset, min.y + inset), imax(max.x - inset, max.y - inset);
  dl->AddRectFilled(imin, imax, with_alpha(colour_fill(face.colour), alpha), r * 0.7f);

  // The tilted white oval in the middle, as on real cards.
  const ImVec2 c((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  const int segs = kOvalSegments;
  ImVec2 pts[kOvalSegments];
  oval_points(c, w * 0.36f, h * 0.40f, 0.39f, pts);
  if (face.colour == CardColour::Wild) {
    // Four quadrants of colour inside the oval for wild cards.
    const CardColour q[4] = {CardColour::Red, CardColour::Blue, CardColour::Yellow,
                             CardColour::Green};
    for (int k = 0; k < 4; ++k) {
      dl->PathLineTo(c);
      for (int i = k * segs / 4; i <= (k + 1) * segs / 4; ++i) dl->PathLineTo(pts[i % segs]);
      dl->PathFillConvex(with_alpha(colour_fill(q[k]), alpha));
    }
  } else {
    dl->AddConvexPolyFilled(pts, segs, with_alpha(IM_COL32_WHITE, alpha));
  }

  const ImU32 ink = face.colour == CardColour::Wild ? IM_COL32_WHITE : colour_fill(face.colour);
  const float big_px = std::min(
      h * 0.36f,
      w * 0.62f / static_cast<float>(std::max<size_t>(1, std::strlen(face.symbol))) * 1.6f);
  centred_text(dl, big, big_px, ImVec2(c.x + big_px * 0.03f, c.y + big_px * 0.04f),
               with_alpha(IM_COL32(0, 0, 0, 90), alpha), face.symbol);
  centred_text(dl, big, big_px, c, with_alpha(ink, alpha), face.symbol);

  // Corner index: symbol and colour letter, top-left and (rotated by position) bottom-right.
  char corner[16];
  std::snprintf(corner, sizeof corner, "%s %s", face.symbol, colour_letter(face.colour));
  const float cpx = std::max(11.0f, h * 0.13f);
  dl->AddText(small, cpx, ImVec2(imin.x + w * 0.03f, imin.y + h * 0.01f),
              with_alpha(IM_COL32_WHITE, alpha), corner);
  const ImVec2 csz = small->CalcTextSizeA(cpx, 1e9f, 0.0f, corner);
  dl->AddText(small, cpx, ImVec2(imax.x - csz.x - w * 0.03f, imax.y - csz.y - h * 0.01f),
              with_alpha(IM_COL32_WHITE, alpha), corner);
  if (g_shapes && face.colour != CardColour::Wild) {
    const float sr = w * 0.08f;
    draw_colour_shape(dl, ImVec2(imin.x + sr * 1.6f, imax.y - sr * 1.6f), sr, face.colour,
                      with_alpha(IM_COL32_WHITE, alpha));
    draw_colour_shape(dl, ImVec2(imax.x - sr * 1.6f, imin.y + sr * 1.6f), sr, face.colour,
                      with_alpha(IM_COL32_WHITE, alpha));
  }
  dl->AddRect(min, max, with_alpha(IM_COL32(0, 0, 0, 90), alpha), r, 0, std::max(1.0f, w * 0.01f));
  draw_card_marks(dl, min, size, face);
  if (dim) dl->AddRectFilled(min, max, IM_COL32(40, 50, 45, 140), r);
}

void draw_card_back(ImDrawList* dl, ImVec2 min, ImVec2 size) {
  const float w = size.x, h = size.y, r = w * 0.09f;
  const ImVec2 max(min.x + w, min.y + h);
  dl->AddRectFilled(min, max, IM_COL32_WHITE, r);
  const float inset = w * 0.06f;
  dl->AddRectFilled(ImVec2(min.x + inset, min.y + inset), ImVec2(max.x - inset, max.y - inset),
                    IM_COL32(20, 20, 24, 255), r * 0.7f);
  const ImVec2 c((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  ImVec2 pts[kOvalSegments];
  oval_points(c, w * 0.34f, h * 0.36f, 0.39f, pts);
  dl->AddConvexPolyFilled(pts, kOvalSegments, colour_fill(CardColour::Red));
  centred_text(dl, card_font(), h * 0.2f, c, IM_COL32(250, 220, 40, 255), "UNO");
  dl->AddRect(min, max, IM_COL32(0, 0, 0, 90), r, 0, std::max(1.0f, w * 0.01f));
}

}  // namespace app
