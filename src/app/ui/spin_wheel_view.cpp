#include "app/ui/spin_wheel_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/core/look/wheel_layout.h"
#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

namespace {

constexpr float kTau = 6.2831853f;

// The segment's fill: its card colour from the core's table, black for UNO Spin.
CardColour segment_card_colour(int k) {
  switch (WheelMotion::segment_colour(static_cast<uno::SpinOutcome>(k))) {
    case uno::Colour::Red: return CardColour::Red;
    case uno::Colour::Yellow: return CardColour::Yellow;
    case uno::Colour::Green: return CardColour::Green;
    case uno::Colour::Blue: return CardColour::Blue;
    default: return CardColour::Wild;
  }
}
ImU32 segment_colour(int k) {
  const CardColour c = segment_card_colour(k);
  return c == CardColour::Wild ? IM_COL32(30, 30, 34, 255) : colour_fill(c);
}
// Dark words on the light segments (yellow), white on the rest.
bool dark_label(int k) { return segment_card_colour(k) == CardColour::Yellow; }

// A label in at most two lines (split at the first space), centred on `c`.
void wheel_label(ImDrawList* dl, ImVec2 c, float px, ImU32 col, const std::string& text,
                 bool shadow) {
  ImFont* f = ImGui::GetFont();
  const size_t sp = text.find(' ');
  const std::string a = sp == std::string::npos ? text : text.substr(0, sp);
  const std::string b = sp == std::string::npos ? std::string() : text.substr(sp + 1);
  const float lh = px * 1.05f;
  const float y0 = b.empty() ? c.y - lh * 0.5f : c.y - lh;
  for (int i = 0; i < 2; ++i) {
    const std::string& l = i == 0 ? a : b;
    if (l.empty()) continue;
    const ImVec2 sz = f->CalcTextSizeA(px, 1e9f, 0, l.c_str());
    const ImVec2 p(c.x - sz.x * 0.5f, y0 + lh * static_cast<float>(i));
    if (shadow) dl->AddText(f, px, ImVec2(p.x + 1, p.y + 1), IM_COL32(0, 0, 0, 200), l.c_str());
    dl->AddText(f, px, p, col, l.c_str());
  }
}

// The labels' lines at a 1 px font, for the core's fitting (ImGui's text scales linearly).
WheelLabelSizes label_sizes() {
  constexpr float kRef = 100;
  ImFont* f = ImGui::GetFont();
  WheelLabelSizes out{};
  for (int k = 0; k < uno::kSpinOutcomes; ++k) {
    const std::string text = spin_outcome_label(static_cast<uno::SpinOutcome>(k));
    const size_t sp = text.find(' ');
    const std::string a = sp == std::string::npos ? text : text.substr(0, sp);
    const std::string b = sp == std::string::npos ? std::string() : text.substr(sp + 1);
    out[k].w1 = f->CalcTextSizeA(kRef, 1e9f, 0, a.c_str()).x / kRef;
    out[k].w2 = b.empty() ? 0 : f->CalcTextSizeA(kRef, 1e9f, 0, b.c_str()).x / kRef;
  }
  return out;
}

}  // namespace

void draw_spin_wheel(const WheelMotion& wheel, const Session& s, const TableLayout& t, double now,
                     const Rect& lit) {
  if (!wheel.showing(now)) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const int first_vtx = dl->VtxBuffer.Size;
  const float turned = wheel.angle(now);
  const bool landed = !wheel.turning(now);
  // Who spins, then what came up: once landed, the same line the ticker and the screen
  // reader give ("Spin: Draw Blue. Bo draws until a blue card."), wrapped on narrow screens.
  const float fs = ImGui::GetFontSize();
  const std::string result = spin_explanation(wheel.outcome(), s.who(wheel.spinner()));
  const std::string spins = say(MomentText::SpinsFmt, s.who(wheel.spinner())) + " \xE2\x80\xA6";
  const std::string& head = landed ? result : spins;
  float wrap = std::min(t.width - 40, 560.0f);
  ImVec2 hs = ImGui::GetFont()->CalcTextSizeA(fs * 1.3f, 1e9f, wrap, head.c_str());
  // Room for the longer caption, the result's, from the start (at least two lines): placed
  // by the caption it has, the wheel could move as it landed (stop 60's newcomer saw it
  // jump sideways on a phone on its side).
  const float result_h = ImGui::GetFont()->CalcTextSizeA(fs * 1.3f, 1e9f, wrap, result.c_str()).y;
  const float caption_h = std::max({hs.y, result_h, fs * 1.3f * 2}) + 12;
  // Placed once a spin (again only if the screen turns): the table under it changes as the
  // result lands (the spinner's new cards wrap the hand) and must not move the wheel.
  static struct {
    int spin = -1;
    float w = 0, h = 0;
    WheelSpot spot;
  } held;
  if (held.spin != wheel.spins() || held.w != t.width || held.h != t.height)
    held = {wheel.spins(), t.width, t.height,
            layout_wheel(t, s.seats(), s.bottom_seat(), caption_h, wheel.spinner())};
  const WheelSpot& place = held.spot;
  if (place.beside) {
    // Over the table's lower part: the table waits, so it is dimmed behind the wheel (all
    // but a guided round's sentence, which speaks of the wheel).
    const ImU32 dim = IM_COL32(0, 0, 0, 110);
    const float top = t.top_bar.bottom();
    if (lit.w <= 0) {
      dl->AddRectFilled(ImVec2(0, top), ImVec2(t.width, t.height), dim);
    } else {
      dl->AddRectFilled(ImVec2(0, top), ImVec2(t.width, lit.y), dim);
      dl->AddRectFilled(ImVec2(0, lit.bottom()), ImVec2(t.width, t.height), dim);
      dl->AddRectFilled(ImVec2(0, lit.y), ImVec2(lit.x, lit.bottom()), dim);
      dl->AddRectFilled(ImVec2(lit.right(), lit.y), ImVec2(t.width, lit.bottom()), dim);
    }
    wrap = std::max(80.0f, place.caption.w - 28);
    hs = ImGui::GetFont()->CalcTextSizeA(fs * 1.3f, 1e9f, wrap, head.c_str());
  }
  const float r = place.radius;
  const ImVec2 c(place.centre.x, place.centre.y);
  const int seg_n = uno::kSpinOutcomes;
  const float seg = kTau / static_cast<float>(seg_n);
  const int winner = static_cast<int>(wheel.outcome());

  dl->AddCircleFilled(ImVec2(c.x + 4, c.y + 6), r + 8, IM_COL32(0, 0, 0, 90), 64);
  dl->AddCircleFilled(c, r + 8, IM_COL32(250, 250, 250, 255), 64);
  for (int k = 0; k < seg_n; ++k) {
    // Segment k is centred k * seg clockwise from the top, turned by `turned`.
    const float mid = -kTau * 0.25f + static_cast<float>(k) * seg + turned;
    dl->PathLineTo(c);
    dl->PathArcTo(c, r, mid - seg * 0.5f, mid + seg * 0.5f, 16);
    ImU32 col = segment_colour(k);
    if (landed && k != winner) col = (col & 0x00FFFFFF) | 0x90000000u;  // the others fade
    dl->PathFillConvex(col);
    dl->AddLine(c,
                ImVec2(c.x + r * std::cos(mid - seg * 0.5f), c.y + r * std::sin(mid - seg * 0.5f)),
                IM_COL32(255, 255, 255, 220), 2.0f);
  }
  // The largest labels that never run into each other at any turn (core/look/wheel_layout).
  const WheelLabelSizes sizes = label_sizes();
  const WheelLabels fit = fit_wheel_labels(r, sizes, std::max(12.0f, r * 0.095f));
  for (int k = 0; k < seg_n && fit.px > 0; ++k) {
    const Rect b = wheel_label_box(Vec2{c.x, c.y}, fit, k, turned, sizes[static_cast<size_t>(k)]);
    const Vec2 lc = b.centre();
    wheel_label(dl, ImVec2(lc.x, lc.y), fit.px,
                dark_label(k) ? IM_COL32(20, 20, 24, 255) : IM_COL32(255, 255, 255, 255),
                spin_outcome_label(static_cast<uno::SpinOutcome>(k)), !dark_label(k));
  }
  const float px = std::max(11.0f, r * 0.085f);  // the hub's word
  dl->AddCircleFilled(c, r * 0.17f, IM_COL32(20, 20, 24, 255), 32);
  dl->AddCircle(c, r * 0.17f, IM_COL32(255, 205, 40, 255), 32, 3.0f);
  const ImVec2 sz = ImGui::GetFont()->CalcTextSizeA(px * 1.2f, 1e9f, 0, "SPIN");
  dl->AddText(ImGui::GetFont(), px * 1.2f, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f),
              IM_COL32(255, 205, 40, 255), "SPIN");
  // The pointer at the top.
  dl->AddTriangleFilled(ImVec2(c.x - r * 0.09f, c.y - r - 16),
                        ImVec2(c.x + r * 0.09f, c.y - r - 16), ImVec2(c.x, c.y - r + r * 0.12f),
                        IM_COL32(255, 255, 255, 255));
  dl->AddTriangle(ImVec2(c.x - r * 0.09f, c.y - r - 16), ImVec2(c.x + r * 0.09f, c.y - r - 16),
                  ImVec2(c.x, c.y - r + r * 0.12f), IM_COL32(0, 0, 0, 255), 2.0f);
  const float cap_x = place.caption.centre().x;
  ImVec2 hp(cap_x - hs.x * 0.5f, place.beside ? place.centre.y - hs.y * 0.5f : place.caption.y + 6);
  // Beside the disc, under a guided round's sentence in the same column (in German the
  // caption covered the sentence's Next).
  if (place.beside && lit.w > 0 && lit.x < hp.x + hs.x && hp.x < lit.right())
    hp.y = std::max(hp.y, lit.bottom() + 12);
  dl->AddRectFilled(ImVec2(hp.x - 14, hp.y - 6), ImVec2(hp.x + hs.x + 14, hp.y + hs.y + 6),
                    IM_COL32(0, 0, 0, 240), 10);
  dl->AddText(ImGui::GetFont(), fs * 1.3f, hp, IM_COL32(255, 230, 140, 255), head.c_str(), nullptr,
              wrap);
  fade_vertices(dl, first_vtx, wheel.opacity(now));  // reduced motion: fades in at rest
  hook_widget("wheel", Rect{c.x - r, c.y - r, 2 * r, 2 * r});
  hook_widget("wheel-caption", Rect{hp.x - 14, hp.y - 6, hs.x + 28, hs.y + 12});
}

}  // namespace app
