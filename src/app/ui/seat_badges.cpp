#include "app/ui/seat_badges.h"

#include <algorithm>
#include <string>

#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_atlas.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

int draw_seat_badges(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v, const Session& s,
                     bool held, bool flying) {
  int caught = -1;
  const bool scoring = v.rules && v.rules->target_score > 0;
  const bool waiting = v.phase == uno::Phase::Turn || v.phase == uno::Phase::Pending ||
                       v.phase == uno::Phase::ChooseColour || v.phase == uno::Phase::Spin;
  const float fs = ImGui::GetFontSize();
  int highlighted = waiting ? (v.phase == uno::Phase::Pending ? v.pending.victim : v.current) : -1;
  // While a move's cards fly, its player keeps the turn's rim (as the status line says).
  const int mover = flying ? moving_seat(s) : -1;
  if (mover >= 0 && waiting) highlighted = mover;
  const int thinking = held || mover >= 0 ? -1 : s.thinking_seat_shown();
  const float sc = t.ui.scale, pad = 6.0f * sc;
  for (int seat = 0; seat < v.seats; ++seat) {
    const Rect& r = t.seat[seat];
    const bool turn = seat == highlighted;
    // "Thinking..." only on the seat whose turn is shown (Session::thinking_seat_shown).
    const bool thinks = thinking == seat;
    const bool high = theme::high_contrast();
    const ImU32 bg = turn ? col(theme::kAccent.with_alpha(235))
                          : (high ? col(theme::kPanel) : IM_COL32(0, 0, 0, 120));
    const ImU32 ink = turn ? col(theme::kInkDark) : col(theme::kInk);
    const float rad = theme::kRadius * sc;
    // Panels are nine-slice sprites (card_atlas.h); the turn's rim is a larger one behind.
    if (turn)
      add_round_rect(dl, ImVec2(r.x - 4 * sc, r.y - 4 * sc),
                     ImVec2(r.right() + 4 * sc, r.bottom() + 4 * sc), col(theme::kAccentSoft),
                     rad + 4 * sc);
    else if (high)  // high contrast: every badge outlined
      add_round_rect(dl, ImVec2(r.x - 2 * sc, r.y - 2 * sc),
                     ImVec2(r.right() + 2 * sc, r.bottom() + 2 * sc), col(theme::palette().border),
                     rad + 2 * sc);
    add_round_rect(dl, iv(r.min()), iv(r.max()), bg, rad);
    // A small card back with the count on it, on an opaque dark dot over the logo (a
    // see-through dot left the digit on the red oval).
    const float ch = r.h - 2 * pad, cw = ch * 0.66f;
    draw_card_back(dl, ImVec2(r.x + pad, r.y + pad), ImVec2(cw, ch));
    const int count = v.hand_counts[seat];
    const std::string n = std::to_string(count);
    const ImVec2 cc(r.x + pad + cw * 0.5f, r.y + pad + ch * 0.5f);
    const float dot = fs * 0.95f;
    add_sprite(dl, Sprite::Dot, ImVec2(cc.x - dot, cc.y - dot), ImVec2(cc.x + dot, cc.y + dot),
               IM_COL32(16, 16, 16, 255));
    centred_text(dl, {cc.x, cc.y}, fs * 1.05f, IM_COL32_WHITE, n.c_str());
    // Name (clipped), then score or state.
    const float tx = r.x + cw + 2 * pad;
    const ImVec4 clip(tx, r.y, r.x + r.w - 4 * sc, r.y + r.h);
    const std::string name = label(s.who(seat));
    const float ty = r.y + (r.h - fs * 2.2f) * 0.5f;  // two lines, centred
    dl->AddText(ImGui::GetFont(), fs, ImVec2(tx, ty), ink, name.c_str(), nullptr, 0, &clip);
    // The viewer may catch this seat: the badge says so and a press on it catches (the
    // action row's Catch was far from the seat, at a 4K screen's right edge).
    bool catchable = false;
    if (!held)
      for (const uno::Action& a : s.legal())
        catchable |= a.type == uno::ActionType::CatchUno && a.target == seat;
    std::string line;
    if (catchable) line = tr(UiText::CatchBadge);
    else if (thinks) line = tr(UiText::Thinking);
    else if (count == 1 && !v.uno_exposed[seat] && !(s.uno_escaped() >> seat & 1u)) line = "UNO!";
    else if (scoring) line = fmt(UiText::ScoreShortFmt, v.scores[seat]);
    else if (const int of = rounds_to_win(s.rules()))
      line = fmt(UiText::RoundsWonShortFmt, v.rounds_won[seat], of);
    else line = count == 1 ? tr(UiText::OneCard) : fmt(UiText::CardsFmt, count);
    const ImU32 sub = catchable ? (turn ? col(theme::kDanger) : IM_COL32(255, 150, 140, 255))
                      : thinks  ? (turn ? IM_COL32(90, 60, 0, 255) : IM_COL32(255, 220, 120, 255))
                                : (turn ? IM_COL32(40, 40, 40, 255) : col(theme::kInkMuted));
    dl->AddText(ImGui::GetFont(), fs * 0.9f, ImVec2(tx, ty + fs * 1.2f), sub, line.c_str(), nullptr,
                0, &clip);
    hook_widget("badge:" + std::to_string(seat), r);
    if (catchable && canvas_clicked(r)) caught = seat;
    if (v.uno_exposed[seat]) {  // holds one card without having called UNO: catch window
      // A still red frame (no pulse: the table may be waiting for a person) while the
      // seat can be caught: a press here, or the action bar's Catch, or C catches.
      dl->AddRect(ImVec2(r.x - 4 * sc, r.y - 4 * sc),
                  ImVec2(r.right() + 4 * sc, r.bottom() + 4 * sc), col(theme::kDanger),
                  rad + 3 * sc, 0, 4 * sc);
      const ImVec2 c(r.right() - 12 * sc, r.y + 12 * sc);
      add_sprite(dl, Sprite::Dot, ImVec2(c.x - 12 * sc, c.y - 12 * sc),
                 ImVec2(c.x + 12 * sc, c.y + 12 * sc), col(theme::kDanger));
      centred_text(dl, {c.x, c.y}, fs * 0.9f, IM_COL32_WHITE, "!");
    }
  }
  return caught;
}

}  // namespace app
