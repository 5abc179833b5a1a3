// A guided round on the table (issue 42): the step's sentence where the coach's line goes,
// with Next under a sentence that waits (Leave is in the top bar's corner); a ring round
// the one control the step asks for (the rest is dimmed by the Session: it offers only
// that move). Part of TableView.
#include <imgui.h>

#include <algorithm>

#include "app/core/access/access_model.h"
#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/core/testing/test_hook.h"
#include "app/ui/legal_find.h"
#include "app/ui/table_view.h"
#include "app/ui/ui_common.h"

namespace app {

using uno::ActionType;

void TableView::draw_lesson(const Session& s) {
  ring_id_.clear();
  const TutorialRun* run = s.tutorial();
  if (!run) return;
  const TutorialRun::Line line = run->line();
  if (line.waits) ring_id_ = "learn-next";
  // The asked control: UNO! first where the call goes with the play, else the move itself.
  if (const auto asked = run->asked(s.game())) {
    ring_id_ = run->uno_with_it() && !s.uno_armed() ? "uno" : action_id(*asked);
    Rect r{};
    if ((asked->type == ActionType::Play || asked->type == ActionType::Discard) &&
        ring_id_ != "uno" && hand_.rects[asked->card].w > 0)
      r = hand_.rects[asked->card];
    else if (asked->type == ActionType::Draw) r = t_.draw_pile;
    if (r.w > 0) ring(r, "lesson-ring");
  }
  // A decision's dialog says the sentence under its question (draw_dialogs); the round's
  // summary its last.
  const uno::Phase phase = s.game().phase();
  if (!lesson_speaks(s) || (!pending_choices(s).empty() && picking_ == uno::kNoCard) ||
      (run->done() && (phase == uno::Phase::RoundOver || phase == uno::Phase::MatchOver)))
    return;
  if (run->done()) ring_id_ = "learn-done";
  const std::string text = lesson_text(s);
  const bool next = lesson_next(s);
  const Rect box = lesson_box(s);
  begin_overlay_window("##lesson", box, true);
  ImGui::PushTextWrapPos(box.w - ImGui::GetStyle().WindowPadding.x);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  hook_last_item("lesson-text");
  if (next) {
    ImGui::PushStyleColor(ImGuiCol_Button, col4(theme::kAccent));
    if (hook_button("learn-next", tr(S::LearnNext))) choose(Command::of(Command::Kind::LearnNext));
    ImGui::PopStyleColor();
    ring_if_asked("learn-next");
  }
  if (run->done()) {  // the round's end: the one thing left to press
    ImGui::PushStyleColor(ImGuiCol_Button, col4(theme::kAccent));
    if (hook_button("learn-done", tr(S::LearnLeave)))
      choose(Command::of(Command::Kind::LearnLeave));
    ImGui::PopStyleColor();
    ring_if_asked("learn-done");
  }
  end_overlay_window();
  hook_widget("lesson", box);
}

// The sentence, or for a few seconds why a press was refused (in its place: the phase
// prompt's place, where a refusal goes in a game, is the panel's on a phone).
std::string TableView::lesson_text(const Session& s) const {
  const std::string& why = refusal(s, now_);
  return why.empty() ? s.tutorial()->shown()->text : why;
}

// Next under a sentence that waits; under the hand a challenge showed, its OK goes on
// (Session::dismiss_reveal). Leave is in the top bar's corner (top_bar.cpp).
bool TableView::lesson_next(const Session& s) { return s.tutorial()->line().waits && !s.reveal(); }

// The coach's place (above the piles where that has room). Where it has not (a phone
// upright), the piles stay in view, as the sentences speak of the top card: the panel goes
// under them, above the action row if it fits there, else over the row down to the hand
// (unless UNO! is the press asked), and a sentence that waits (nothing to press but Next)
// over the hand too.
Rect TableView::lesson_box(const Session& s) const {
  const float next_h = lesson_next(s) || s.tutorial()->done()
                           ? ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.y
                           : 0;
  Rect box = coach_box(s, lesson_text(s), next_h);
  const float piles_top = std::min(t_.draw_pile.y, t_.discard.y);
  const float piles_end = std::max({t_.draw_pile.bottom(), t_.discard.bottom(),
                                    t_.labels.w > 0 ? t_.labels.bottom() : 0.0f}) +
                          4;
  if (box.bottom() <= piles_top || box.y >= piles_end) return box;
  const TutorialRun* run = s.tutorial();
  const bool uno_asked = run->asked(s.game()) && run->uno_with_it() && !s.uno_armed();
  for (const float bottom : {t_.action_bar.y - 4, uno_asked ? 0.0f : t_.hand.y - 4,
                             lesson_next(s) || run->done() ? t_.height - t_.ui.margin : 0.0f})
    if (bottom - box.h >= piles_end) {
      box.y = bottom - box.h;
      return box;
    }
  return box;
}

bool TableView::lesson_speaks(const Session& s) {
  const TutorialRun* run = s.tutorial();
  const uno::share::TutorialStep* step = run ? run->shown() : nullptr;
  return step && !step->text.empty();
}

void TableView::ring_if_asked(const std::string& page_id) const {
  if (page_id.empty() || page_id != ring_id_) return;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ring(Rect{a.x, a.y, b.x - a.x, b.y - a.y}, "lesson-ring");
}

}  // namespace app
