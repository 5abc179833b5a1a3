#include "app/ui/card_marks.h"

#include <algorithm>
#include <cmath>

namespace app {

namespace {

// A gold ring round the symbol with three arrow heads running round it: the wheel.
void spin_swirl(ImDrawList* dl, ImVec2 c, float r, float thick) {
  const ImU32 gold = IM_COL32(255, 205, 40, 255);
  const ImU32 dark = IM_COL32(30, 20, 0, 200);
  for (int k = 0; k < 3; ++k) {
    const float a0 = static_cast<float>(k) * 2.0944f + 0.25f, a1 = a0 + 1.65f;
    for (int pass = 0; pass < 2; ++pass) {
      const float t = pass == 0 ? thick * 1.8f : thick;
      for (int i = 0; i <= 12; ++i) {
        const float a = a0 + (a1 - a0) * static_cast<float>(i) / 12.0f;
        dl->PathLineTo(ImVec2(c.x + r * std::cos(a), c.y + r * std::sin(a)));
      }
      dl->PathStroke(pass == 0 ? dark : gold, 0, t);
    }
    // Arrow head at a1, along the direction of travel.
    const ImVec2 tip(c.x + r * std::cos(a1), c.y + r * std::sin(a1));
    const ImVec2 u(-std::sin(a1), std::cos(a1)), n(std::cos(a1), std::sin(a1));
    const float s = thick * 2.6f;
    dl->AddTriangleFilled(ImVec2(tip.x + u.x * s, tip.y + u.y * s),
                          ImVec2(tip.x + n.x * s * 0.9f, tip.y + n.y * s * 0.9f),
                          ImVec2(tip.x - n.x * s * 0.9f, tip.y - n.y * s * 0.9f), gold);
  }
}

// A green plate with three white spikes, like a dinosaur's back, low on the card.
void dino_spikes(ImDrawList* dl, ImVec2 min, float w, float h) {
  const float pw = w * 0.52f, ph = h * 0.12f;
  const ImVec2 p0(min.x + (w - pw) * 0.5f, min.y + h * 0.80f - ph * 0.5f);
  const ImVec2 p1(p0.x + pw, p0.y + ph);
  dl->AddRectFilled(p0, p1, IM_COL32(40, 150, 60, 255), ph * 0.5f);
  dl->AddRect(p0, p1, IM_COL32(255, 255, 255, 230), ph * 0.5f, 0, std::max(1.0f, w * 0.015f));
  const float base = p1.y - ph * 0.22f, top = p0.y + ph * 0.18f;
  for (int k = 0; k < 3; ++k) {
    const float cx = p0.x + pw * (0.28f + 0.22f * static_cast<float>(k));
    const float hw = pw * 0.09f;
    dl->AddTriangleFilled(ImVec2(cx - hw, base), ImVec2(cx + hw, base), ImVec2(cx, top),
                          IM_COL32(255, 255, 255, 255));
  }
}

}  // namespace

void draw_card_marks(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face) {
  const float w = size.x, h = size.y;
  if (face.spin_mark)
    spin_swirl(dl, ImVec2(min.x + w * 0.5f, min.y + h * 0.5f), w * 0.33f,
               std::max(1.5f, w * 0.035f));
  if (face.dino_mark) dino_spikes(dl, min, w, h);
}

}  // namespace app
