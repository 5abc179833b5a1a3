// The table's dialogs: +4 challenge, the challenger's reveal, colour and 7-0 target
// pickers. Part of TableView.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/core/session.h"
#include "app/core/test_hook.h"
#include "app/core/texts.h"
#include "app/ui/card_painter.h"
#include "app/ui/colour_picker.h"
#include "app/ui/legal_find.h"
#include "app/ui/table_view.h"
#include "app/ui/ui_common.h"

namespace app {

using uno::Action;
using uno::ActionType;

void TableView::draw_dialogs(const Session& s, const uno::SeatView& v) {
  const auto& legal = s.legal();
  const UiMetrics m = t_.ui;
  const float sc = m.scale;
  // +4 challenge decision: kept clear of the piles and the colour label (the colour in
  // play is what the challenge is about).
  if (const Action* ch = find(legal, ActionType::Challenge)) {
    const TableLayout& t = t_;
    begin_dialog("challenge", dialog_width(m, t.width, 480),
                 [&t](float w, float h) { return place_dialog(t, w, h, true); });
    ImGui::TextWrapped("%s", about(S::ChallengeQFmt, s.who(v.pending.source)).c_str());
    ImGui::Spacing();
    const float bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    const Action challenge = *ch;
    const std::string challenge_label = std::string(tr(S::Challenge)) + "  (C)";
    const float bh = m.button_h + 8 * sc;
    if (hook_button("challenge", challenge_label.c_str(), ImVec2(bw, bh)) || keys_.challenge)
      choose(Command::act(challenge));
    ImGui::SameLine();
    if (const Action* acc = find(s.legal(), ActionType::Accept)) {
      const Action accept = *acc;
      const std::string accept_label = fmt(S::DrawNFmt, v.pending.amount) + "  (A)";
      if (hook_button("accept", accept_label.c_str(), ImVec2(bw, bh)) || keys_.accept)
        choose(Command::act(accept));
    }
    end_dialog();
  }
  // What the challenger was shown.
  if (const auto& r = s.reveal(); r && r->challenger == s.viewer()) {
    begin_dialog("reveal", dialog_width(m, t_.width, 560));
    ImGui::TextUnformatted(about(S::HandOfFmt, s.who(r->player)).c_str());
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = ImGui::GetContentRegionAvail().x;
    const float ch = std::min(96.0f * sc, t_.hand_card.y), cw = ch * 0.66f;
    const int n = static_cast<int>(r->hand.size());
    const std::vector<float> xs = card_row(n, cw, w, cw * 1.05f);
    for (int i = 0; i < n; ++i)
      draw_card_face(ImGui::GetWindowDrawList(), ImVec2(p.x + xs[i], p.y), ImVec2(cw, ch),
                     face_of(s.deck()[r->hand[i]]));
    ImGui::Dummy(ImVec2(w, ch + 6 * sc));
    ImGui::TextWrapped("%s", r->guilty ? about(S::GuiltyFmt, s.who(r->player)).c_str()
                                       : fmt(S::InnocentFmt, r->drawn).c_str());
    if (hook_button("reveal-ok", tr(S::Ok), ImVec2(-1, m.button_h + 6 * sc)) || keys_.enter)
      choose(Command::of(Command::Kind::DismissReveal));
    end_dialog();
  }
  // Colour for a Wild (or for a wild first card).
  choose_phase_ = v.phase == uno::Phase::ChooseColour && find(legal, ActionType::ChooseColour);
  if (picking_ != uno::kNoCard || choose_phase_) {
    bool cancel = false;
    if (const auto col = draw_colour_picker(picking_ != uno::kNoCard, cancel, keys_.colour)) {
      for (const Action& a : legal)
        if (a.colour == *col &&
            ((picking_ != uno::kNoCard && a.card == picking_) ||
             (picking_ == uno::kNoCard && a.type == ActionType::ChooseColour))) {
          const Action chosen = a;
          picking_ = uno::kNoCard;
          choose(Command::act(chosen));
          break;
        }
    }
    if (cancel) picking_ = uno::kNoCard;
  }
  if (target_card_ != uno::kNoCard) {
    std::vector<int> seats;
    for (const Action& a : legal)
      if (a.card == target_card_ && a.target >= 0) seats.push_back(a.target);
    bool cancel = false;
    if (const auto seat = draw_seat_picker(s, seats, cancel)) {
      for (const Action& a : legal)
        if (a.card == target_card_ && a.target == *seat) {
          const Action chosen = a;
          target_card_ = uno::kNoCard;
          choose(Command::act(chosen));
          break;
        }
    }
    if (cancel) target_card_ = uno::kNoCard;
  }
}

}  // namespace app
