// The table's top bar: Menu, Share, the help card's "?", the status line (whose turn, and
// why a turn is not an ordinary one) or the phase's prompt, and the match's goal. Part of
// TableView.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/testing/test_hook.h"
#include "app/ui/table_view.h"
#include "app/ui/ui_common.h"

namespace app {

using uno::Action;
using uno::ActionType;

void TableView::refuse(const Session& s, std::string why) {
  refusal_ = std::move(why);
  refusal_until_ = refusal_.empty() ? 0 : now_ + kRefusalMs;
  refusal_seq_ = s.event_count();
}

const std::string& TableView::refusal(const Session& s, double now) const {
  static const std::string kNone;
  return now < refusal_until_ && refusal_seq_ == s.event_count() ? refusal_ : kNone;
}

Command TableView::draw_top_bar(const Session& s, const uno::SeatView& v, bool anim_busy) {
  Command exit;
  begin_overlay_window("##top", t_.top_bar, false);
  const float bh = t_.top_bar.h - t_.ui.gap;  // 44 px on phones
  ImGui::SetCursorPosY(t_.ui.gap * 0.5f);
  // In a guided round the corner leaves it (one press at any step).
  if (s.tutorial()) {
    if (hook_button("learn-leave", tr(UiText::LearnLeave), ImVec2(0, bh)))
      exit = Command::of(Command::Kind::LearnLeave);
  } else if (hook_button("menu", tr(UiText::Menu), ImVec2(0, bh))) {
    exit = Command::of(Command::Kind::Menu);
  }
  ImGui::SameLine();
  if (!s.replaying()) {
    // With two humans here the deal is shared only after the match (Session::share_allowed);
    // the short label keeps the status line in view on a phone (the accessible layer's
    // button says "Share after the match").
    // Greyed, a press says why where a refused card's reason goes (newcomer:
    // "Share later is never explained").
    const bool allowed = s.share_allowed();
    if (!allowed)
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    if (hook_button("share", tr(allowed ? UiText::Share : UiText::ShareLater), ImVec2(0, bh))) {
      if (allowed) exit = Command::of(Command::Kind::ShareDeal);
      else refuse(s, tr(UiText::ShareLaterWhy));
    }
    if (!allowed) ImGui::PopStyleColor();
    ImGui::SameLine();
  }
  if (hook_button("rules-card-table", "?", ImVec2(bh, bh))) rules_card_open_ = !rules_card_open_;
  ImGui::SameLine();
  // The match's goal at the right end: the status line never runs into it.
  const std::string target = match_goal(s.rules());
  const float tw = ImGui::CalcTextSize(target.c_str()).x;
  const float status_x = ImGui::GetCursorPosX();
  const bool show_target = t_.width > 600;
  const float room = t_.width - status_x - 16 - (show_target ? tw + 24 : 0);
  bar_room_ = show_target ? room : t_.width - status_x - 16;  // where a phase prompt goes
  // Whose turn, in the person the reader needs; "Your turn" once the deal has landed.
  std::string two_lines;  // the turn's reason, where it fits the bar only on two lines
  // Under a turning wheel the wheel's own words: the next turn is not named before it lands.
  const StatusLine line =
      held_ ? StatusLine{say(MomentText::SpinsFmt, s.who(held_->current)) + " \xE2\x80\xA6",
                         false,
                         {}}
            : status_line(s, anim_busy);
  std::string status = line.text;
  if (!line.brief.empty() && ImGui::CalcTextSize(status.c_str()).x > room) status = line.brief;
  if (line.your_turn) {
    // Why this turn is not an ordinary one, where it fits ("Your turn" alone at a
    // forced Draw Two and at the wheel, and nothing said why).
    // Not where the decision's dialog says it: the same sentence twice (740x360).
    const bool dialog_says = !pending_choices(s).empty() && picking_ == uno::kNoCard;
    const std::string why = dialog_says ? std::string() : turn_reason(s);
    if (!why.empty() && ImGui::CalcTextSize(why.c_str()).x <= room) status = why;
    // A phone's narrow bar: on two lines, a little smaller ("Your turn" alone at the wheel).
    else if (!why.empty() && bar_prompt_.empty() && bar_text_fits(why, room)) two_lines = why;
    bool play = false;
    for (const Action& a : s.legal()) play |= a.type == ActionType::Play;
    const bool uno_due = uno_first(s);
    // Not while a colour is being chosen (it said "Tap a raised card", stop 63), nor in a
    // guided round, whose sentence says what to press (only that move is offered: "No card
    // plays" stood beside a card that played, a newcomer).
    if (v.phase == uno::Phase::Turn && (!v.drew_this_turn || uno_due) && !picking_colour() &&
        !s.tutorial()) {
      const std::string hint = status + " \xE2\x80\x94 " +
                               (uno_due ? tr(UiText::UnoFirstHint) : turn_hint(play, touch_input_));
      if (ImGui::CalcTextSize(hint.c_str()).x < room) status = hint;
      // On two lines where one does not hold it: a phone said only "Your turn" (stop 62)
      // and, at two cards, nothing of the call first (stop 58).
      else if (two_lines.empty() && bar_prompt_.empty())
        for (const std::string& text : {hint, std::string(uno_due ? tr(UiText::UnoFirstHint) : "")})
          if (two_lines.empty() && !text.empty() && bar_text_fits(text, room)) two_lines = text;
    }
  }
  // A status too long for one line on a phone (the wheel's "You spin the wheel ..."): on
  // two, a little smaller, where that fits.
  if (two_lines.empty() && bar_prompt_.empty() && ImGui::CalcTextSize(status.c_str()).x > room &&
      bar_text_fits(status, room))
    two_lines = status;
  if (!bar_prompt_.empty()) {  // the phase's prompt in the status line's place
    draw_bar_text(bar_prompt_, status_x, bar_room_, "phase-prompt");
    end_overlay_window();
    return exit;
  }
  if (!two_lines.empty()) {
    draw_bar_text(two_lines, status_x, room, "status");
    end_overlay_window();
    return exit;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(status.c_str());
  if (!status.empty()) hook_last_item("status");
  if (show_target && ImGui::CalcTextSize(status.c_str()).x < room) {
    ImGui::SameLine(t_.width - tw - 16);
    ImGui::TextDisabled("%s", target.c_str());
    hook_last_item("target");
  }
  end_overlay_window();
  return exit;
}

// A text in the top bar, from `x` over `room` px: wrapped to two lines, the font made
// smaller (to four fifths at most) until it fits the bar's height.
float TableView::bar_text_size(const std::string& text, float room, Vec2& out) const {
  const float h = t_.top_bar.h;
  ImFont* font = ImGui::GetFont();
  float size = ImGui::GetFontSize();
  const float smallest = size * 0.8f;
  ImVec2 sz = font->CalcTextSizeA(size, room, room, text.c_str());
  for (; sz.y > h - 4 && size > smallest; sz = font->CalcTextSizeA(size, room, room, text.c_str()))
    size = std::max(smallest, size - 1);
  out = {sz.x, sz.y};
  return size;
}

bool TableView::bar_text_fits(const std::string& text, float room) const {
  Vec2 sz;
  bar_text_size(text, room, sz);
  return sz.y <= t_.top_bar.h - 4 && sz.x <= room;
}

void TableView::draw_bar_text(const std::string& text, float x, float room, const char* id) {
  const float h = t_.top_bar.h;
  ImFont* font = ImGui::GetFont();
  Vec2 sz;
  const float size = bar_text_size(text, room, sz);
  const ImVec2 p = ImGui::GetWindowPos();
  const Rect r{p.x + x, p.y + std::max(0.0f, (h - sz.y) * 0.5f), sz.x, sz.y};
  ImGui::GetWindowDrawList()->AddText(
      font, size, ImVec2(r.x, r.y), ImGui::GetColorU32(ImGuiCol_Text), text.c_str(), nullptr, room);
  hook_widget(id, r);
}

}  // namespace app
