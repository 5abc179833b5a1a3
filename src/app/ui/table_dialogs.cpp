// The table's dialogs: a pending decision (+4 challenge, Lauf! block), the challenger's reveal,
// colour and 7-0 target pickers. Part of TableView.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/access/access_model.h"
#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/testing/test_hook.h"
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
  // A pending effect with a real decision: challenge a +4, block a dino card with Lauf!,
  // or take it. The core gives the prompt and the choices; the hand stays live (a click on
  // the Lauf! blocks too). Hidden while the Lauf!'s colour is being picked. Kept clear of
  // the piles and the colour label (the colour in play is what a challenge is about), or
  // where there is no room for that, of the hand (place_dialog).
  if (const std::vector<Choice> choices = pending_choices(s);
      !choices.empty() && picking_ == uno::kNoCard) {
    const TableLayout& t = t_;
    begin_dialog("challenge", dialog_width(m, t.width, 560),
                 [&t](float w, float h) { return place_dialog(t, w, h); });
    ImGui::TextWrapped("%s", pending_prompt(s).c_str());
    hook_last_item("pending-prompt");
    // The Hint asked here, under the question it answers (not a line the dialog covers);
    // a guided round's sentence in its place.
    const TutorialRun::Line lesson = s.tutorial() ? s.tutorial()->line() : TutorialRun::Line{};
    if (const std::string hint = lesson.step ? lesson.step->text : hint_words(s); !hint.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, col4(theme::kAccentSoft));
      ImGui::TextWrapped("%s", hint.c_str());
      ImGui::PopStyleColor();
      hook_last_item("hint-text");
    }
    ImGui::Spacing();
    const float bh = m.button_h + 8 * sc;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float n = static_cast<float>(choices.size());
    const float avail = ImGui::GetContentRegionAvail().x;
    const bool letters = keyboard_seen_;  // C and A work whether shown or not
    const auto text_of = [letters](const Choice& c) {
      if (!letters) return c.label;
      return c.label + (c.id == "challenge" ? "  (C)" : c.id == "accept" ? "  (A)" : "");
    };
    // Side by side when every label fits its share of the row, else one under the other
    // (German on a phone: "Nicht blocken: 2 Karten ziehen" needs the whole width).
    float widest = 0;
    for (const Choice& c : choices)
      widest = std::max(
          widest, ImGui::CalcTextSize(text_of(c).c_str()).x + 2 * ImGui::GetStyle().FramePadding.x);
    const bool row = widest <= (avail - gap * (n - 1)) / n;
    const float bw = row ? (avail - gap * (n - 1)) / n : avail;
    for (size_t i = 0; i < choices.size(); ++i) {
      const Choice& c = choices[i];
      if (i && row) ImGui::SameLine();
      const bool key =
          (c.id == "challenge" && keys_.challenge) || (c.id == "accept" && keys_.accept);
      const std::string text = text_of(c);
      const bool catches = c.action.type == ActionType::CatchUno;
      const bool tinted = c.id == "block" || catches;
      if (tinted)
        ImGui::PushStyleColor(ImGuiCol_Button,
                              catches ? col4(theme::kWarn) : ImVec4(0.2f, 0.55f, 0.25f, 1));
      const bool pressed = hook_button(c.id, text.c_str(), ImVec2(bw, bh)) || key;
      ring_if_asked(action_id(c.action));
      if (tinted) ImGui::PopStyleColor();
      if (pressed) {
        if (c.picks_colour) click_card(s, c.action.card);
        else choose(Command::act(c.action));
      }
    }
    // The effect's banner ("Skip!") keeps off the question (it lay over the dino block's
    // prompt and the guided round's sentence under it).
    dialogs_drawn_.push_back(end_dialog());
  }
  // What the challenger was shown.
  if (const auto& r = s.reveal(); r && r->challenger == s.viewer()) {
    begin_dialog("reveal", dialog_width(m, t_.width, 560));
    ImGui::TextUnformatted(about(UiText::HandOfFmt, s.who(r->player)).c_str());
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = ImGui::GetContentRegionAvail().x;
    const float ch = std::min(96.0f * sc, t_.hand_card.y), cw = ch * 0.66f;
    const int n = static_cast<int>(r->hand.size());
    const std::vector<float> xs = card_row(n, cw, w, cw * 1.05f);
    for (int i = 0; i < n; ++i)
      draw_card_face(ImGui::GetWindowDrawList(), ImVec2(p.x + xs[i], p.y), ImVec2(cw, ch),
                     face_of(s.deck()[r->hand[i]]));
    ImGui::Dummy(ImVec2(w, ch + 6 * sc));
    ImGui::TextWrapped("%s", r->guilty ? about(UiText::GuiltyFmt, s.who(r->player)).c_str()
                                       : fmt(UiText::InnocentFmt, r->drawn).c_str());
    if (hook_button("reveal-ok", tr(UiText::Ok), ImVec2(-1, m.button_h + 6 * sc)) || keys_.enter)
      choose(Command::of(Command::Kind::DismissReveal));
    dialogs_drawn_.push_back(end_dialog());
  }
  // Colour for a Wild (or for a wild first card).
  choose_phase_ = v.phase == uno::Phase::ChooseColour && find(legal, ActionType::ChooseColour);
  if (picking_ != uno::kNoCard || choose_phase_) {
    bool cancel = false;
    ColourAsk ask;
    if (const TutorialRun* run = s.tutorial()) {  // the sentence that names the colour
      if (lesson_speaks(s)) ask.sentence = lesson_text(s);
      if (const auto asked = run->asked(s.game()); asked && asked->colour != uno::Colour::None)
        ask.colour = static_cast<int>(asked->colour);
    }
    const auto col = draw_colour_picker(picking_ != uno::kNoCard, cancel, keys_.colour, t_, ask);
    if (ask.asked_rect.w > 0) ring(ask.asked_rect, "lesson-ring");
    if (col) {
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
