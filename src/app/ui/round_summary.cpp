#include "app/ui/round_summary.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/core/session.h"
#include "app/core/texts.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

SummaryChoice draw_round_summary(const Session& s, bool may_continue) {
  SummaryChoice choice = SummaryChoice::None;
  const uno::SeatView v = s.view();
  const bool match_over = v.phase == uno::Phase::MatchOver;
  const auto rows = s.round_rows();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float row_h = 44.0f;
  const bool buttons2 = match_over && !s.replaying();  // rematch + menu, then share replay
  const Rect box =
      centred_box(vp->Size.x, vp->Size.y, 620,
                  150.0f + row_h * static_cast<float>(rows.size()) + (buttons2 ? 58.0f : 0.0f));
  begin_overlay_window("##summary", box, true);
  ImGui::SetWindowFontScale(1.25f);
  if (match_over && v.match_winners.size() == 1) {
    ImGui::TextWrapped("%s", about(S::WinsMatchFmt, s.who(v.match_winners[0])).c_str());
  } else if (match_over && !v.match_winners.empty()) {  // a shared win: plural verb
    std::string names;
    for (int w : v.match_winners) names += (names.empty() ? "" : ", ") + label(s.who(w));
    ImGui::TextWrapped("%s", fmt(S::WinMatchTieFmt, names.c_str()).c_str());
  } else if (v.round_winner >= 0) {
    ImGui::TextWrapped("%s", about(S::WinsRoundFmt, s.who(v.round_winner)).c_str());
  } else {
    ImGui::TextUnformatted(tr(match_over ? S::MatchOver : S::RoundOver));
  }
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Separator();

  const float w = ImGui::GetContentRegionAvail().x;
  const bool scoring = s.rules().target_score > 0;
  const float c1 = w * 0.28f, c2 = w * (scoring ? 0.50f : 0.80f), c3 = w * 0.67f, c4 = w * 0.86f;
  ImGui::TextDisabled("%s", tr(S::Players));
  ImGui::SameLine(c2);
  ImGui::TextDisabled("%s", tr(S::InHand));
  if (scoring) {
    ImGui::SameLine(c3);
    ImGui::TextDisabled("%s", tr(S::ThisRound));
    ImGui::SameLine(c4);
    ImGui::TextDisabled("%s", tr(S::Total));
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (const RoundRow& r : rows) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const bool winner = r.seat == v.round_winner;
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(winner ? ImVec4(1, 0.85f, 0.3f, 1) : ImVec4(1, 1, 1, 1), "%s%s",
                       winner ? "\xE2\x98\x85 " : "", label(s.who(r.seat)).c_str());
    // The cards left in the hand, small.
    const float ch = row_h - 8, cw = ch * 0.66f;
    const float room = c2 - c1 - 8;
    const int n = static_cast<int>(r.hand.size());
    const float step = n > 1 ? std::min(cw * 0.7f, (room - cw) / static_cast<float>(n - 1)) : 0.0f;
    for (int i = 0; i < n; ++i)
      draw_card_face(dl, ImVec2(p.x + c1 + step * static_cast<float>(i), p.y), ImVec2(cw, ch),
                     face_of(s.deck()[r.hand[i]]));
    ImGui::SameLine(c2);
    ImGui::Text("%d", r.hand_points);
    if (scoring) {
      ImGui::SameLine(c3);
      ImGui::Text("%+d", r.round_points);
      ImGui::SameLine(c4);
      ImGui::Text("%d", r.total);
    }
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + row_h));
  }
  ImGui::Spacing();
  const float bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (match_over && !s.replaying()) {
    if (hook_button("rematch", tr(S::Rematch), ImVec2(bw, 50))) choice = SummaryChoice::Rematch;
    ImGui::SameLine();
    if (hook_button("menu2", tr(S::Menu), ImVec2(bw, 50))) choice = SummaryChoice::Menu;
    if (hook_button("share-replay", tr(S::ShareReplay), ImVec2(-1, 50)))
      choice = SummaryChoice::ShareReplay;
  } else if (may_continue) {
    if (hook_button("next-round", tr(S::NextRound), ImVec2(-1, 50)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false))
      choice = SummaryChoice::NextRound;
  }
  drag_to_scroll();  // many seats on a landscape phone: the buttons may be below the fold
  end_overlay_window();
  return choice;
}

}  // namespace app
