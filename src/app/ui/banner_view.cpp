#include "app/ui/banner_view.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <string>

#include "app/core/look/theme.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_atlas.h"
#include "app/ui/card_painter.h"
#include "app/ui/fonts.h"
#include "app/ui/ui_common.h"

namespace app {

namespace {
// UTF-8 text whose code points are all below U+0100 (lead bytes 0xC2/0xC3 at most).
bool latin1(const std::string& s) {
  for (unsigned char c : s)
    if (c >= 0xC4) return false;
  return true;
}

// The round summary's window when it is drawn this frame (w = 0 otherwise).
Rect summary_rect() {
  const ImGuiWindow* w = ImGui::FindWindowByName("##dialog-summary");
  if (w == nullptr || !w->Active) return {};
  return {w->Pos.x, w->Pos.y, w->Size.x, w->Size.y};
}

ImU32 with_alpha(ImU32 c, float a) {
  const auto base = static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF);
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(base * a) << IM_COL32_A_SHIFT);
}

// Confetti for a win: pieces fall from the top, their paths fixed by their index (no
// random state), drawn only while the banner moves, and none over the round summary.
void confetti(ImDrawList* dl, const TableLayout& t, double ms, float alpha, const Rect& summary) {
  static const CardColour kCols[4] = {CardColour::Red, CardColour::Yellow, CardColour::Green,
                                      CardColour::Blue};
  const float sc = t.ui.scale;
  for (int i = 0; i < 70; ++i) {
    const float seed = static_cast<float>((i * 7919) % 997) / 997.0f;   // across
    const float delay = static_cast<float>((i * 4871) % 991) / 991.0f;  // how late it falls
    const float x = t.width * std::fmod(seed * 13.7f + static_cast<float>(i) * 0.071f, 1.0f);
    const float speed = (0.35f + 0.25f * delay) * t.height / 1000.0f;
    const float y = -20.0f * sc + static_cast<float>(ms) * speed - delay * t.height * 0.8f;
    if (y < -20.0f * sc || y > t.height) continue;
    const float a = static_cast<float>(ms) * 0.004f + seed * 6.0f;
    const float w = 7.0f * sc, h = 12.0f * sc * std::fabs(std::cos(a));
    const ImU32 c = with_alpha(colour_fill(kCols[i % 4]), alpha);
    const float sx = x + std::sin(a * 0.7f) * 14.0f * sc;
    // Never over the round summary's scores and buttons.
    const Rect piece{sx - w, y - 6.0f * sc, 2 * w, 12.0f * sc};
    if (summary.w > 0 && overlaps(piece, summary)) continue;
    dl->AddRectFilled(ImVec2(sx - w * 0.5f, y - h * 0.5f), ImVec2(sx + w * 0.5f, y + h * 0.5f), c,
                      1.5f * sc);
  }
}
}  // namespace

void draw_banner(const Banners& banners, const TableLayout& t, double now,
                 const std::vector<Rect>& avoid, const std::vector<Rect>& never_over) {
  const Banner* b = banners.current(now);
  if (b == nullptr) return;
  const Motion& motion = banners.motion();
  const BannerLook look = banner_look(*b, now, motion);
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const bool big = b->kind == BannerKind::Uno || b->kind == BannerKind::Win;
  const float fs = t.ui.font_px;
  // Win texts are sentences ("You win the round!"): the call-out size only for short words.
  const float text_em = big && b->text.size() <= 6 ? theme::kCallout : theme::kBanner;
  // The banner font has Latin-1 only; a name in another script uses the UI font.
  ImFont* font = banner_font() && latin1(b->text) ? banner_font() : ImGui::GetFont();
  ImFont* sub_font = ImGui::GetFont();
  const float max_w = t.width - 4 * t.ui.margin;
  // The banner's text sizes and box at a pop's `scale`, shrunk by `fit`.
  struct Look {
    float px, sub_px, pad_x, pad_y, line_gap;
    ImVec2 size, sub_size;
    float w, h;
  };
  auto measure = [&](float scale, float fit) {
    Look l{};
    l.px = fs * text_em * scale;
    l.size = font->CalcTextSizeA(l.px, 1e9f, 0, b->text.c_str());
    // The banner, its side padding (0.45 of the text size each side) included, stays inside
    // the screen's margins even at the top of its pop: long German words on a phone shrink.
    if (l.size.x + 0.9f * l.px > max_w) l.px *= max_w / (l.size.x + 0.9f * l.px);
    l.sub_px = fs * 1.2f;
    if (!b->sub.empty()) {
      const float sw = sub_font->CalcTextSizeA(l.sub_px, 1e9f, 0, b->sub.c_str()).x;
      if (sw + 0.9f * l.px > max_w) l.sub_px *= (max_w - 0.9f * l.px) / sw;
    }
    l.px *= fit;
    l.sub_px *= fit;
    l.size = font->CalcTextSizeA(l.px, 1e9f, 0, b->text.c_str());
    l.sub_size =
        b->sub.empty() ? ImVec2(0, 0) : sub_font->CalcTextSizeA(l.sub_px, 1e9f, 0, b->sub.c_str());
    l.pad_x = l.px * 0.45f;
    l.pad_y = l.px * 0.18f;
    l.line_gap = 4 * t.ui.scale * fit;
    l.w = std::max(l.size.x, l.sub_size.x) + 2 * l.pad_x;
    l.h = l.size.y + (b->sub.empty() ? 0 : l.sub_size.y + l.line_gap) + 2 * l.pad_y;
    return l;
  };
  // An effect over the piles, inside banner_room (never over the labels, a badge or the
  // ticker), shrunk to fit it at the top of its pop (1.1). A win above the round summary
  // (which fills the middle), just under the top bar.
  const Rect room = banner_room(t, false, avoid);
  // Issue 41 (newcomer): a banner over the middle of the piles hid the card just played for
  // a second. It is at most half a pile high and lies over the piles' upper part (the felt
  // above them where there is some), so the card's face stays in sight.
  const float pile_top = std::min(t.draw_pile.y, t.discard.y);
  const float pile_h = std::max(t.draw_pile.bottom(), t.discard.bottom()) - pile_top;
  float fit = 1.0f, peak_h = 0;  // its height at the top of its pop: placed once, not moving
  // A win goes beside the round summary; before the summary shows (the table stays in sight
  // a moment) it is placed as an effect is, off the labels and badges.
  const Rect summary = summary_rect();
  const bool beside_summary = b->kind == BannerKind::Win && summary.w > 0;
  if (!beside_summary) {
    const Look peak = measure(1.1f, 1.0f);
    fit = std::min({1.0f, room.w / peak.w, room.h / peak.h, pile_h * 0.5f / peak.h});
    // Text that would be smaller than the body text there is not shouted: the ticker's
    // line says it (a custom rule's sentence on a phone came out a few pixels high).
    if (peak.px / 1.1f * fit < fs * 0.9f) return;
    peak_h = measure(1.1f, fit).h;
  }
  const Look l = measure(look.scale, fit);
  const float px = l.px, sub_px = l.sub_px, pad_x = l.pad_x, pad_y = l.pad_y, w = l.w, h = l.h;
  const ImVec2 size = l.size, sub_size = l.sub_size;
  Vec2 c = room.centre();
  c.y = std::max(room.y + peak_h * 0.5f, pile_top + pile_h * 0.3f - peak_h * 0.5f);
  if (b->kind == BannerKind::Win && b->confetti && !motion.still())
    confetti(dl, t, now - b->start, look.alpha, summary);
  // Never over the summary's scores: beside it where there is room, else only the confetti
  // (the summary's title says who won).
  if (beside_summary) {
    const Rect at = place_win_banner(t, summary, w, h);
    if (at.w <= 0) return;
    c = at.centre();
  }
  const ImVec2 p0(c.x - w * 0.5f, c.y - h * 0.5f), p1(c.x + w * 0.5f, c.y + h * 0.5f);
  // A tenth larger: its pop's peak (1.1) reaches that far.
  const Rect at{c.x - w * 0.55f, c.y - h * 0.55f, w * 1.1f, h * 1.1f};
  for (const Rect& d : never_over)
    if (overlaps(d, at)) return;
  ImU32 fill = col(theme::kShade.with_alpha(230)), ink = col(theme::kInk),
        edge = col(theme::kAccent);
  if (b->kind == BannerKind::Colour && b->colour != uno::Colour::None) {
    fill = colour_fill(card_colour(b->colour));
    ink = b->colour == uno::Colour::Yellow ? col(theme::kInkDark) : IM_COL32_WHITE;
    edge = IM_COL32_WHITE;
  } else if (b->kind == BannerKind::Uno || b->kind == BannerKind::Caught) {
    fill = col(theme::kDanger.with_alpha(235));
    edge = col(theme::kAccentSoft);
  }
  const float r = h * 0.3f;
  add_round_rect(dl, p0, p1, with_alpha(fill, look.alpha), r);  // a sprite: cheap while it animates
  dl->AddRect(p0, p1, with_alpha(edge, look.alpha), r, 0, 3.0f * t.ui.scale);
  if (b->kind == BannerKind::Colour && b->colour != uno::Colour::None)
    draw_colour_shape(dl, ImVec2(p0.x + pad_x * 0.5f, c.y), px * 0.16f, card_colour(b->colour),
                      with_alpha(ink, look.alpha));
  const float ty = p0.y + pad_y;
  dl->AddText(font, px, ImVec2(c.x - size.x * 0.5f, ty), with_alpha(ink, look.alpha),
              b->text.c_str());
  if (!b->sub.empty())
    dl->AddText(sub_font, sub_px, ImVec2(c.x - sub_size.x * 0.5f, ty + size.y + l.line_gap),
                with_alpha(ink, look.alpha), b->sub.c_str());
  hook_widget("banner", rect_of(p0, p1));
}

}  // namespace app
