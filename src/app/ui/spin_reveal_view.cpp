#include "app/ui/spin_reveal_view.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <string>

#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_atlas.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

namespace {

constexpr float kAspect = 0.66f;  // card width / height, as everywhere on the table
const ImU32 kGold = IM_COL32(255, 205, 40, 255);
const ImU32 kInk = IM_COL32(255, 240, 200, 255);

float text_w(float px, const std::string& t) {
  return ImGui::GetFont()->CalcTextSizeA(px, 1e9f, 0, t.c_str()).x;
}

void centred(ImDrawList* dl, float px, float cx, float y, ImU32 col, const std::string& t) {
  dl->AddText(ImGui::GetFont(), px, ImVec2(cx - text_w(px, t) * 0.5f, y), col, t.c_str());
}

}  // namespace

bool draw_spin_reveal(const SpinReveal& r, const Session& s, const TableLayout& t, double now,
                      bool decides) {
  if (!r.visible(now) || r.columns().empty()) return false;
  const uno::Deck& deck = s.deck();
  const float fs = ImGui::GetFontSize();
  const float sc = t.ui.scale;
  const float pad = 12 * sc, gap = 8 * sc;
  const float title_px = fs * 1.3f;
  const bool showdown = r.kind() == SpinReveal::Kind::Showdown;
  const std::string title = showdown ? std::string(spin_outcome_label(uno::SpinOutcome::Showdown))
                                     : say(MomentText::ShownCardsTitleFmt, s.who(r.spinner()));
  const std::string result = !showdown ? std::string()
                             : r.winner() >= 0
                                 ? say(MomentText::ShowdownWinnerFmt, s.who(r.winner()))
                                 : std::string(tr(MomentText::ShowdownNobody));
  const float max_w = std::min(t.width - 16 * sc, 760.0f * sc);
  const float wrap = max_w - 2 * pad;
  const float result_h =
      result.empty() ? 0 : ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, wrap, result.c_str()).y + gap;
  // Centred where the wheel was, and as tall as the screen under the top bar allows: the
  // table waits while the cards are on show, so the panel may cover the hand and its buttons
  // (on a phone on its side the felt alone left cards too small to read).
  const WheelPlace place = layout_spin_wheel(t, s.seats(), s.bottom_seat(), 0);
  const float room_h = std::max(120.0f, t.height - t.top_bar.bottom() - 8);
  float ch = std::clamp(t.hand_card.y, 56.0f, 140.0f * sc);

  // Show Cards: one overlapping row. Showdown: a column per player, a card per round.
  const auto& cols = r.columns();
  const int n_cols = static_cast<int>(cols.size());
  const int rounds = std::max(1, r.rounds());
  float name_w = 0;
  for (const auto& c : cols) name_w = std::max(name_w, text_w(fs, label(s.who(c.seat))));
  float col_w = 0, step_y = 0, body_w = 0, body_h = 0;
  const float head_h = title_px + gap;
  if (showdown) {
    // Cards shrink until the columns fit the width and the rounds the height.
    const float avail_h = room_h - head_h - result_h - 2 * pad - (fs + gap);
    step_y = std::min(ch * 0.55f, avail_h / static_cast<float>(rounds + 1));
    ch = std::min(ch, avail_h - step_y * static_cast<float>(rounds - 1));
    col_w = std::max(ch * kAspect, name_w) + 2 * gap;
    if (col_w * static_cast<float>(n_cols) > wrap) {
      col_w = wrap / static_cast<float>(n_cols);
      ch = std::min(ch, (col_w - 2 * gap) / kAspect);
    }
    step_y = std::min(step_y, ch * 0.55f);
    body_w = col_w * static_cast<float>(n_cols);
    body_h = fs + gap + ch + step_y * static_cast<float>(rounds - 1);
  } else {
    ch = std::min(ch, room_h - head_h - 2 * pad);
    const int n = static_cast<int>(cols.front().cards.size());
    const float cw = ch * kAspect;
    body_w = std::min(wrap, cw * static_cast<float>(n) + gap * static_cast<float>(n - 1));
    body_h = ch;
  }
  const float min_w = showdown ? std::min(max_w, 320.0f * sc) : 0.0f;
  const float result_w = result.empty() ? 0.0f : std::min(wrap, text_w(fs, result));
  const float panel_w =
      std::min(max_w, std::max({body_w + 2 * pad, text_w(title_px, title) + 2 * pad + 2,
                                result_w + 2 * pad + 2, min_w}));
  // The player's own move comes next: the panel covers their hand, so it takes the presses
  // meant for what it hides and goes with OK (a newcomer, stop 62: 3 s with no way on).
  const float ok_h = decides ? ui().button_h + gap : 0.0f;
  const float h = pad + head_h + body_h + (result.empty() ? 0 : gap + result_h) + ok_h + pad;
  const float x0 = (t.width - panel_w) * 0.5f;
  const float y0 = std::clamp(place.centre.y - h * 0.5f, t.top_bar.bottom() + 4, t.height - h - 4);
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  if (decides) {
    begin_overlay_window("##shown", Rect{x0, y0, panel_w, h}, false);
    ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
    dl = ImGui::GetWindowDrawList();
  }
  add_round_rect(dl, ImVec2(x0, y0), ImVec2(x0 + panel_w, y0 + h), IM_COL32(12, 16, 20, 255),
                 12 * sc);
  centred(dl, title_px, x0 + panel_w * 0.5f, y0 + pad, kGold, title);
  hook_widget("shown", Rect{x0, y0, panel_w, h});
  float y = y0 + pad + head_h;

  if (!showdown) {
    const auto& cards = cols.front().cards;
    const float cw = ch * kAspect;
    const int n = static_cast<int>(cards.size());
    const std::vector<float> xs = card_row(n, cw, body_w, cw + gap);
    const float bx = x0 + (panel_w - body_w) * 0.5f;
    for (int i = 0; i < n; ++i)
      draw_card_face(dl, ImVec2(bx + xs[static_cast<size_t>(i)], y), ImVec2(cw, ch),
                     face_of(deck[cards[static_cast<size_t>(i)]]));
  } else {
    const float bx = x0 + (panel_w - body_w) * 0.5f;
    for (int i = 0; i < n_cols; ++i) {
      const auto& c = cols[static_cast<size_t>(i)];
      const float cx = bx + col_w * (static_cast<float>(i) + 0.5f);
      const bool won = c.seat == r.winner();
      const std::string name = label(s.who(c.seat));
      centred(dl, fs, cx, y, won ? kGold : kInk, name);
      const float cw = ch * kAspect;
      float cy = y + fs + gap;
      for (size_t k = 0; k < c.cards.size(); ++k) {
        // A player out of the tie-break keeps only the cards shown before it, dimmed.
        const bool out = !won && static_cast<int>(c.cards.size()) < rounds;
        draw_card_face(dl, ImVec2(cx - cw * 0.5f, cy), ImVec2(cw, ch), face_of(deck[c.cards[k]]),
                       out);
        cy += step_y;
      }
      if (won) {
        const float top = y + fs + gap - 4;
        const float bottom = top + ch + step_y * static_cast<float>(c.cards.size() - 1) + 8;
        dl->AddRect(ImVec2(cx - cw * 0.5f - 4, top), ImVec2(cx + cw * 0.5f + 4, bottom), kGold,
                    8 * sc, 0, 3.0f * sc);
      }
      hook_widget("shown:" + std::to_string(c.seat), Rect{cx - col_w * 0.5f, y, col_w, body_h});
    }
    y += body_h + gap;
    // The result, centred when it fits one line.
    const float rw = std::min(panel_w - 2 * pad,
                              ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, wrap, result.c_str()).x);
    dl->AddText(ImGui::GetFont(), fs, ImVec2(x0 + (panel_w - rw) * 0.5f, y), kInk, result.c_str(),
                nullptr, panel_w - 2 * pad);
  }
  if (!decides) return false;
  // OK over the panel's foot, drawn after it.
  ImGui::SetCursorScreenPos(ImVec2(x0 + pad, y0 + h - pad - ui().button_h));
  const bool ok = hook_button("shown-ok", tr(UiText::Ok), ImVec2(panel_w - 2 * pad, ui().button_h));
  end_overlay_window();
  return ok;
}

}  // namespace app
