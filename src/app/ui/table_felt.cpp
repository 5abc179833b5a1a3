// The felt under the cards: the piles, the colour in play and the direction, each with
// its label (TableView's other parts: table_view.cpp, table_dialogs.cpp).
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/access/access_model.h"
#include "app/core/match/moments.h"
#include "app/core/match/refusal.h"
#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_atlas.h"
#include "app/ui/card_painter.h"
#include "app/ui/colour_picker.h"
#include "app/ui/input.h"
#include "app/ui/known_hands_view.h"
#include "app/ui/legal_find.h"
#include "app/ui/notice_view.h"
#include "app/ui/privacy_screen.h"
#include "app/ui/round_summary.h"
#include "app/ui/rules_card_view.h"
#include "app/ui/seat_badges.h"
#include "app/ui/sprite_mesh.h"
#include "app/ui/table_view.h"
#include "app/ui/ui_common.h"

namespace app {

void TableView::draw_felt(ImDrawList* dl, const uno::SeatView& v) {
  const Rect& c = t_.centre;
  const Vec2 m = c.centre();
  // The felt itself is the frame's clear colour (platform.cpp: theme::kFeltDark), not a
  // full-screen quad. The felt's oval and the direction arrows are atlas sprites stretched
  // to their ellipses: a few quads instead of polygons and strokes tessellated every frame.
  const float fx = c.w * 0.5f / 0.96f, fy = c.h * 0.5f / 0.96f;
  if (theme::palette().felt_edge.a > 0) {  // high contrast: a rim round the oval
    const float e = 3.0f * t_.ui.scale;
    add_sprite(dl, Sprite::Disc, ImVec2(m.x - fx - e, m.y - fy - e),
               ImVec2(m.x + fx + e, m.y + fy + e), col(theme::palette().felt_edge));
  }
  // (Both through sprite_mesh: the felt's middle is a scissored clear and the ring skips
  // its transparent middle and corners, the same pixels at about a third of the shading.)
  // The disc is opaque within 0.48 of its 128-texel side less its edge's blur and the
  // filter's reach (1.5 texels): 0.468; 0.46 kept.
  add_solid_disc(dl, Sprite::Disc, ImVec2(m.x - fx, m.y - fy), ImVec2(m.x + fx, m.y + fy),
                 col(theme::kFelt), 0.46f);
  hook_widget("felt", c);
  // Direction of play: arrows around the piles, and a label.
  const bool cw = v.direction > 0;
  // Round the felt; round the piles alone when that line would cross the labels (short
  // landscape screens).
  const ImU32 ink = col(theme::kInk.with_alpha(theme::high_contrast() ? 255 : 110));
  float rx = c.w * 0.46f, ry = c.h * 0.44f;
  Vec2 am = m;
  const Rect& lb = t_.labels;
  auto inside = [&](float x, float y) {
    const float dx = (x - am.x) / rx, dy = (y - am.y) / ry;
    return dx * dx + dy * dy < 1.0f;
  };
  const bool crossed = touches_ellipse(lb, Rect{am.x - rx, am.y - ry, 2 * rx, 2 * ry}) &&
                       !(inside(lb.x, lb.y) && inside(lb.right(), lb.y) &&
                         inside(lb.x, lb.bottom()) && inside(lb.right(), lb.bottom()));
  if (crossed) {
    const Rect& d = t_.draw_pile;
    am = {(d.x + t_.discard.right()) * 0.5f, d.centre().y};
    rx = (t_.discard.right() - d.x) * 0.78f;
    ry = d.h * 0.66f;
  }
  // The sprite's ring has radius 0.40 of its side; clockwise as painted, counter-clockwise
  // the same ring mirrored left to right.
  const float ax = rx * 1.25f, ay = ry * 1.25f;
  const float sx = cw ? ax : -ax;
  // Its texels are clear outside 0.40 +- (0.035 head + 1.5 texels) of its 256-texel side:
  // 0.359 to 0.441.
  add_sprite_band(dl, Sprite::Arrows, ImVec2(am.x - sx, am.y - ay), ImVec2(am.x + sx, am.y + ay),
                  ink, 0.355f, 0.445f, 8);
}

void TableView::draw_piles(ImDrawList* dl, const uno::SeatView& v, const Animator& anim,
                           double now) {
  const Rect& d = t_.draw_pile;
  const int layers = std::min(4, v.draw_pile / 10 + 1);
  for (int i = layers - 1; i >= 0; --i)
    draw_card_back(dl, ImVec2(d.x - static_cast<float>(i) * 2, d.y - static_cast<float>(i) * 2),
                   ImVec2(d.w, d.h));
  const float fs = ImGui::GetFontSize();
  const std::string n = std::to_string(v.draw_pile);
  {  // the pile's count on a small pill at its foot
    const ImVec2 sz = ImGui::GetFont()->CalcTextSizeA(fs * 0.85f, 1e9f, 0, n.c_str());
    const ImVec2 c(d.x + d.w * 0.5f, d.y + d.h - fs * 0.2f);
    add_round_rect(dl, ImVec2(c.x - sz.x * 0.5f - 7, c.y - sz.y * 0.5f - 2),
                   ImVec2(c.x + sz.x * 0.5f + 7, c.y + sz.y * 0.5f + 2), IM_COL32(0, 0, 0, 190),
                   sz.y);
    centred_text(dl, {c.x, c.y}, fs * 0.85f, IM_COL32(230, 240, 230, 255), n.c_str());
  }
  hook_widget("draw", d);

  // Discard: ring in the colour in play, the top card (or the one under a card in flight).
  const Rect& p = t_.discard;
  const uno::CardId draw_id = anim.discard_flying(now) ? anim.discard_under(now) : v.top;
  // No ring and no colour word before the first card has landed: a bare ring read as a
  // blank card of that colour during the deal (a newcomer).
  const bool colour_shown = v.colour != uno::Colour::None && draw_id != uno::kNoCard;
  if (colour_shown) {
    const ImU32 ring = colour_fill(card_colour(v.colour));
    const float e = 9.0f * t_.ui.scale;
    add_round_rect(dl, ImVec2(p.x - e - 2 * t_.ui.scale, p.y - e - 2 * t_.ui.scale),
                   ImVec2(p.x + p.w + e + 2 * t_.ui.scale, p.y + p.h + e + 2 * t_.ui.scale),
                   IM_COL32(255, 255, 255, 200), 16 * t_.ui.scale);
    add_round_rect(dl, ImVec2(p.x - e, p.y - e), ImVec2(p.x + p.w + e, p.y + p.h + e), ring,
                   14 * t_.ui.scale);
  }
  if (draw_id != uno::kNoCard)
    draw_card_face(dl, iv(p.min()), ImVec2(p.w, p.h), face_of((*v.deck)[draw_id]));
  hook_widget("discard", p);
  // Colour in play and direction: under the piles, or beside them on wide screens.
  const char* dir = v.direction > 0 ? tr(UiText::Clockwise) : tr(UiText::CounterClockwise);
  const char* glyph = v.direction > 0 ? "\xE2\x86\xBB" : "\xE2\x86\xBA";
  const std::string dtext = std::string(glyph) + " " + dir;
  const std::string label = colour_shown ? fmt(UiText::ColourFmt, colour_word(v.colour)) + " (" +
                                               colour_letter(v.colour) + ")"
                                         : std::string();
  ImFont* font = ImGui::GetFont();
  const float lw = font->CalcTextSizeA(fs, 1e9f, 0, label.c_str()).x;
  const float dw = font->CalcTextSizeA(fs * 0.9f, 1e9f, 0, dtext.c_str()).x;
  // Inside the layout's label box: left-aligned beside the piles, centred under them.
  const Rect& box = t_.labels;
  const float shape = fs * 1.2f;  // the colour-blind shape before the colour label
  const float lx = t_.labels_right ? box.x + shape + lw * 0.5f : box.centre().x + shape * 0.5f;
  const float dx = t_.labels_right ? box.x + dw * 0.5f : box.centre().x;
  const Vec2 lc{lx, box.y + box.h * 0.27f}, dc{dx, box.y + box.h * 0.75f};
  if (theme::high_contrast()) {  // black behind the labels: the felt's rim may cross them
    const float bw = std::max(lw + shape, dw), pad = 6.0f * t_.ui.scale;
    const float cx = t_.labels_right ? box.x + bw * 0.5f : box.centre().x;
    add_round_rect(dl, ImVec2(cx - bw * 0.5f - pad, lc.y - fs * 0.7f),
                   ImVec2(cx + bw * 0.5f + pad, dc.y + fs * 0.6f), col(theme::kFeltDark),
                   8 * t_.ui.scale);
  }
  if (!label.empty()) {
    centred_text(dl, lc, fs, col(theme::kInk), label.c_str());
    const ImVec2 sc(lc.x - lw * 0.5f - shape * 0.55f, lc.y);
    if (theme::high_contrast())  // outlined, so a dark colour's shape shows on black
      draw_colour_shape(dl, sc, fs * 0.52f, card_colour(v.colour), col(theme::kInk));
    draw_colour_shape(dl, sc, fs * 0.4f, card_colour(v.colour), colour_fill(card_colour(v.colour)));
    hook_widget("colour-label",
                Rect{lc.x - lw * 0.5f - shape, lc.y - fs * 0.6f, lw + shape, fs * 1.2f});
  }
  centred_text(dl, dc, fs * 0.9f, col(theme::kInk.with_alpha(theme::high_contrast() ? 255 : 170)),
               dtext.c_str());
  hook_widget("direction-label", Rect{dc.x - dw * 0.5f, dc.y - fs * 0.55f, dw, fs * 1.1f});
  // As drawn: a long label ("Gegen den Uhrzeigersinn") runs past the layout's box, and the
  // ticker keeps clear of what is on the screen.
  const float x0 = std::min(lc.x - lw * 0.5f - shape, dc.x - dw * 0.5f);
  const float x1 = std::max(lc.x + lw * 0.5f, dc.x + dw * 0.5f);
  labels_drawn_ = Rect{x0, lc.y - fs * 0.6f, x1 - x0, dc.y + fs * 0.55f - (lc.y - fs * 0.6f)};
}

}  // namespace app
