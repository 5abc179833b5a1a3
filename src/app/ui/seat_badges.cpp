#include "app/ui/seat_badges.h"

#include <algorithm>
#include <string>

#include "app/core/session.h"
#include "app/core/test_hook.h"
#include "app/core/texts.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

void draw_seat_badges(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v,
                      const Session& s) {
  const bool scoring = v.rules && v.rules->target_score > 0;
  const int thinking = s.thinking_seat();
  const bool waiting = v.phase == uno::Phase::Turn || v.phase == uno::Phase::Pending ||
                       v.phase == uno::Phase::ChooseColour || v.phase == uno::Phase::Spin;
  const float fs = ImGui::GetFontSize();
  const int highlighted =
      waiting ? (v.phase == uno::Phase::Pending ? v.pending.victim : v.current) : -1;
  const float sc = t.ui.scale, pad = 6.0f * sc;
  for (int seat = 0; seat < v.seats; ++seat) {
    const Rect& r = t.seat[seat];
    const bool turn = seat == highlighted;
    // "Thinking..." only on the seat whose turn is shown (a bot weighing a catch or a
    // jump-in while another seat is highlighted would send the eye to the wrong badge).
    const bool thinks = thinking == seat && (turn || highlighted < 0);
    const ImU32 bg = turn ? col(theme::kAccent.with_alpha(235)) : IM_COL32(0, 0, 0, 120);
    const ImU32 ink = turn ? col(theme::kInkDark) : col(theme::kInk);
    const float rad = theme::kRadius * sc;
    dl->AddRectFilled(iv(r.min()), iv(r.max()), bg, rad);
    if (turn)
      dl->AddRect(ImVec2(r.x - 3 * sc, r.y - 3 * sc),
                  ImVec2(r.right() + 3 * sc, r.bottom() + 3 * sc), col(theme::kAccentSoft),
                  rad + 2 * sc, 0, 3 * sc);
    // A small card back with the count on it.
    const float ch = r.h - 2 * pad, cw = ch * 0.66f;
    dl->AddRectFilled(ImVec2(r.x + pad, r.y + pad), ImVec2(r.x + pad + cw, r.y + pad + ch),
                      IM_COL32(200, 30, 40, 255), 5 * sc);
    dl->AddRect(ImVec2(r.x + pad, r.y + pad), ImVec2(r.x + pad + cw, r.y + pad + ch),
                IM_COL32_WHITE, 5 * sc, 0, 2 * sc);
    const int count = v.hand_counts[seat];
    const std::string n = std::to_string(count);
    centred_text(dl, {r.x + pad + cw * 0.5f, r.y + pad + ch * 0.5f}, fs * 1.05f, IM_COL32_WHITE,
                 n.c_str());
    // Name (clipped), then score or state.
    const float tx = r.x + cw + 2 * pad;
    const ImVec4 clip(tx, r.y, r.x + r.w - 4 * sc, r.y + r.h);
    const std::string name = label(s.who(seat));
    const float ty = r.y + (r.h - fs * 2.2f) * 0.5f;  // two lines, centred
    dl->AddText(ImGui::GetFont(), fs, ImVec2(tx, ty), ink, name.c_str(), nullptr, 0, &clip);
    std::string line;
    if (thinks) line = tr(S::Thinking);
    else if (count == 1 && !v.uno_exposed[seat]) line = "UNO!";
    else if (scoring) line = fmt(S::ScoreShortFmt, v.scores[seat]);
    else line = count == 1 ? tr(S::OneCard) : fmt(S::CardsFmt, count);
    const ImU32 sub = thinks ? (turn ? IM_COL32(90, 60, 0, 255) : IM_COL32(255, 220, 120, 255))
                             : (turn ? IM_COL32(40, 40, 40, 255) : col(theme::kInkMuted));
    dl->AddText(ImGui::GetFont(), fs * 0.9f, ImVec2(tx, ty + fs * 1.2f), sub, line.c_str(), nullptr,
                0, &clip);
    hook_widget("badge:" + std::to_string(seat), r);
    if (v.uno_exposed[seat]) {  // holds one card without having called UNO: catch window
      // A still red frame (no pulse: the table may be waiting for a person) while the
      // seat can be caught; the action bar's Catch button is the way to do it.
      dl->AddRect(ImVec2(r.x - 4 * sc, r.y - 4 * sc),
                  ImVec2(r.right() + 4 * sc, r.bottom() + 4 * sc), col(theme::kDanger),
                  rad + 3 * sc, 0, 4 * sc);
      const ImVec2 c(r.right() - 12 * sc, r.y + 12 * sc);
      dl->AddCircleFilled(c, 10 * sc, col(theme::kDanger));
      centred_text(dl, {c.x, c.y}, fs * 0.9f, IM_COL32_WHITE, "!");
    }
  }
}

}  // namespace app
