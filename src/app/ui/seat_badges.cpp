#include "app/ui/seat_badges.h"

#include <algorithm>
#include <string>

#include "app/core/session.h"
#include "app/core/texts.h"
#include "app/ui/card_atlas.h"
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
  for (int seat = 0; seat < v.seats; ++seat) {
    const Rect& r = t.seat[seat];
    const bool turn =
        waiting && seat == (v.phase == uno::Phase::Pending ? v.pending.victim : v.current);
    const ImU32 bg = turn ? IM_COL32(250, 210, 60, 235) : IM_COL32(0, 0, 0, 120);
    const ImU32 ink = turn ? IM_COL32(20, 20, 20, 255) : IM_COL32(240, 240, 240, 255);
    const float rad = 10.0f;
    if (turn)  // a light rim: the same sprite, larger, behind the badge
      add_round_rect(dl, ImVec2(r.x - 4, r.y - 4), ImVec2(r.x + r.w + 4, r.y + r.h + 4),
                     IM_COL32(255, 240, 150, 255), rad + 4);
    add_round_rect(dl, iv(r.min()), iv(r.max()), bg, rad);
    // A small card back with the count on it (on a dark dot, over the logo).
    const float ch = r.h - 12, cw = ch * 0.66f;
    draw_card_back(dl, ImVec2(r.x + 6, r.y + 6), ImVec2(cw, ch));
    const int count = v.hand_counts[seat];
    const std::string n = std::to_string(count);
    const ImVec2 cc(r.x + 6 + cw * 0.5f, r.y + 6 + ch * 0.5f);
    const float dot = fs * 0.95f;
    add_sprite(dl, Sprite::Dot, ImVec2(cc.x - dot, cc.y - dot), ImVec2(cc.x + dot, cc.y + dot),
               IM_COL32(0, 0, 0, 190));
    centred_text(dl, {cc.x, cc.y}, fs * 1.05f, IM_COL32_WHITE, n.c_str());
    // Name (clipped), then score or state.
    const float tx = r.x + cw + 12;
    const ImVec4 clip(tx, r.y, r.x + r.w - 4, r.y + r.h);
    const std::string name = label(s.who(seat));
    dl->AddText(ImGui::GetFont(), fs, ImVec2(tx, r.y + 5), ink, name.c_str(), nullptr, 0, &clip);
    std::string line;
    if (thinking == seat) line = tr(S::Thinking);
    else if (count == 1 && !v.uno_exposed[seat]) line = "UNO!";
    else if (scoring) line = fmt(S::ScoreShortFmt, v.scores[seat]);
    else line = count == 1 ? tr(S::OneCard) : fmt(S::CardsFmt, count);
    const ImU32 sub = thinking == seat
                          ? (turn ? IM_COL32(90, 60, 0, 255) : IM_COL32(255, 220, 120, 255))
                          : (turn ? IM_COL32(40, 40, 40, 255) : IM_COL32(200, 220, 200, 255));
    dl->AddText(ImGui::GetFont(), fs * 0.9f, ImVec2(tx, r.y + 5 + fs * 1.15f), sub, line.c_str(),
                nullptr, 0, &clip);
    if (v.uno_exposed[seat]) {  // holds one card without having called UNO
      const ImVec2 c(r.x + r.w - 12, r.y + 12);
      add_sprite(dl, Sprite::Dot, ImVec2(c.x - 12, c.y - 12), ImVec2(c.x + 12, c.y + 12),
                 IM_COL32(230, 40, 40, 255));
      centred_text(dl, {c.x, c.y}, fs * 0.9f, IM_COL32_WHITE, "!");
    }
  }
}

}  // namespace app
