// The table's dialogs: a pending decision (+4 challenge, Lauf! block), the challenger's reveal,
// colour and 7-0 target pickers. Part of TableView.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/core/moments.h"
#include "app/core/session.h"
#include "app/core/test_hook.h"
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
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  // A pending effect with a real decision: challenge a +4, block a dino card with Lauf!,
  // or take it. The core gives the prompt and the choices; the hand stays live (a click on
  // the Lauf! blocks too). Hidden while the Lauf!'s colour is being picked.
  if (const std::vector<Choice> choices = pending_choices(s);
      !choices.empty() && picking_ == uno::kNoCard) {
    const float bh = 56;
    const float w = std::min(vp->Size.x - 16, 560.0f);
    const std::string prompt = pending_prompt(s);
    const ImGuiStyle& st = ImGui::GetStyle();
    const float text_h =
        ImGui::CalcTextSize(prompt.c_str(), nullptr, false, w - 2 * st.WindowPadding.x).y;
    const float h = text_h + bh + 2 * st.WindowPadding.y + 3 * st.ItemSpacing.y + 4;
    const Rect box = centred_box(vp->Size.x, vp->Size.y * 0.8f, w, h);
    begin_overlay_window("##pending", box, true);
    ImGui::TextWrapped("%s", prompt.c_str());
    hook_last_item("pending-prompt");
    ImGui::Spacing();
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float n = static_cast<float>(choices.size());
    const float bw = (ImGui::GetContentRegionAvail().x - gap * (n - 1)) / n;
    for (size_t i = 0; i < choices.size(); ++i) {
      const Choice& c = choices[i];
      if (i) ImGui::SameLine();
      const bool key =
          (c.id == "challenge" && keys_.challenge) || (c.id == "accept" && keys_.accept);
      const char* hint = c.id == "challenge" ? "  (C)" : c.id == "accept" ? "  (A)" : "";
      const std::string text = c.label + hint;
      if (c.id == "block") ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.2f, 0.55f, 0.25f, 1));
      const bool pressed = hook_button(c.id, text.c_str(), ImVec2(bw, bh)) || key;
      if (c.id == "block") ImGui::PopStyleColor();
      if (pressed) {
        if (c.picks_colour) click_card(s, c.action.card);
        else choose(Command::act(c.action));
      }
    }
    end_overlay_window();
  }
  // What the challenger was shown.
  if (const auto& r = s.reveal(); r && r->challenger == s.viewer()) {
    const Rect box = centred_box(vp->Size.x, vp->Size.y, 560, 300);
    begin_overlay_window("##reveal", box, true);
    ImGui::TextUnformatted(fmt(S::HandOfFmt, s.name(r->player)).c_str());
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = ImGui::GetContentRegionAvail().x, ch = 96, cw = ch * 0.66f;
    const int n = static_cast<int>(r->hand.size());
    const float step = n > 1 ? std::min(cw * 1.05f, (w - cw) / static_cast<float>(n - 1)) : 0.0f;
    for (int i = 0; i < n; ++i)
      draw_card_face(ImGui::GetWindowDrawList(), ImVec2(p.x + step * static_cast<float>(i), p.y),
                     ImVec2(cw, ch), face_of(s.deck()[r->hand[i]]));
    ImGui::Dummy(ImVec2(w, ch + 6));
    ImGui::TextWrapped("%s", r->guilty ? fmt(S::GuiltyFmt, s.name(r->player)).c_str()
                                       : fmt(S::InnocentFmt, r->drawn).c_str());
    if (hook_button("reveal-ok", tr(S::Ok), ImVec2(-1, 50)) || keys_.enter)
      choose(Command::of(Command::Kind::DismissReveal));
    end_overlay_window();
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
