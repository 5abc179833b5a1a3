// A guided round on the table: the step's sentence where the coach's line goes,
// with Next under a sentence that waits (Leave is in the top bar's corner); a ring round
// the one control the step asks for (the rest is dimmed by the Session: it offers only
// that move). Part of TableView.
#include <imgui.h>

#include <algorithm>

#include "app/access/access_model.h"
#include "app/core/look/wheel_layout.h"
#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/testing/test_hook.h"
#include "app/ui/legal_find.h"
#include "app/ui/table_view.h"
#include "app/ui/ui_common.h"

namespace app {

using uno::ActionType;

void TableView::draw_lesson(const Session& s) {
  ring_id_.clear();
  lesson_drawn_ = {};
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
    // (Not over the rules card: a newcomer saw the ring over it.)
    if (r.w > 0 && !picking_colour() && !rules_card_open_) ring(r, "lesson-ring");
  }
  // A decision's dialog and the colour picker say the sentence under their question
  // (draw_dialogs); the round's summary its last.
  if (!lesson_speaks(s) || (!pending_choices(s).empty() && picking_ == uno::kNoCard) ||
      picking_colour() || summary_up_)
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
  // Next (or Leave) at the box's foot, where it was for the step before.
  if (next || run->done())
    ImGui::SetCursorPosY(
        std::max(ImGui::GetCursorPosY(),
                 box.h - ImGui::GetStyle().WindowPadding.y - ImGui::GetFrameHeight()));
  if (next) {
    if (accent_button("learn-next", tr(UiText::LearnNext)))
      choose(Command::of(Command::Kind::LearnNext));
    ring_if_asked("learn-next");
  }
  if (run->done()) {  // the round's end: the one thing left to press
    if (accent_button("learn-done", tr(UiText::LearnLeave)))
      choose(Command::of(Command::Kind::LearnLeave));
    ring_if_asked("learn-done");
  }
  end_overlay_window();
  hook_widget("lesson", box);
  lesson_drawn_ = box;
}

// The sentence, for a few seconds after why a press was refused (the phase prompt's place,
// where a refusal goes in a game, is the panel's on a phone). The sentence stays: a
// newcomer lost it for 5 s under "Read the lesson's line first".
std::string TableView::lesson_text(const Session& s) const {
  const std::string& why = refusal(s, now_);
  std::string text = s.tutorial()->shown()->text;
  // The end says so on the screen too (a newcomer found it only in the screen reader's text).
  if (s.tutorial()->done()) text += std::string("\n") + tr(UiText::LearnFinished);
  if (why.empty() || why.find(text) != std::string::npos) return why.empty() ? text : why;
  return why + "\n" + text;
}

// Next under a sentence that waits; under the hand a challenge showed, its OK goes on
// (Session::dismiss_reveal). Leave is in the top bar's corner (top_bar.cpp).
bool TableView::lesson_next(const Session& s) { return s.tutorial()->line().waits && !s.reveal(); }

// The coach's place (above the piles where that has room). Where it has not (a phone
// upright), the piles stay in view, as the sentences speak of the top card: the panel goes
// under them, above the action row if it fits there, else (the press asked being in the
// row) under the row over the hand, or over the row down to the hand, and a sentence that
// waits (nothing to press but Next) over the hand too.
Rect TableView::lesson_box(const Session& s) const {
  // One size for every sentence of the round, the longest's with room for Next under it,
  // where that fits: the panel and its Next stay put from step to step (a newcomer's click
  // missed a Next that had moved with the length of the sentence above it). Where it does
  // not (a phone upright, a card to press), the sentence's own size.
  const float next_h = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.y;
  const std::string text = lesson_text(s);
  std::string longest = text;
  for (const uno::share::TutorialStep& step : s.tutorial()->tutorial().steps)
    if (step.text.size() > longest.size()) longest = step.text;
  Rect box{};
  // (Beside the wheel the sentence's own size: its caption comes under it.)
  if (wheel_spinner_ < -1 && place_lesson(s, longest, next_h, box)) return box;
  place_lesson(s, text, lesson_next(s) || s.tutorial()->done() ? next_h : 0.0f, box);
  return box;
}

// The panel's place for `text` with `extra` height under it; false where no place fits
// (`box` is then the coach's, over the piles).
bool TableView::place_lesson(const Session& s, const std::string& text, float extra,
                             Rect& box) const {
  box = coach_box(s, text, extra);
  // The Spin wheel is up (drawn over every window): the sentence, which waits for Next
  // while it is (AppCore keeps a landed wheel for it), goes at the foot of the screen, or
  // on a phone on its side in the caption's column beside the disc (a newcomer saw the
  // wheel cover the sentence that said where it landed).
  if (wheel_spinner_ >= -1) {
    const WheelSpot w = layout_wheel(t_, s.seats(), s.bottom_seat(), 0, wheel_spinner_);
    if (w.beside && w.caption.w > 0 && w.caption.w < box.w) {
      const ImVec2 pad = ImGui::GetStyle().WindowPadding;
      box.x = w.caption.x;
      box.w = w.caption.w;
      box.h = ImGui::CalcTextSize(text.c_str(), nullptr, false, box.w - 2 * pad.x).y + 2 * pad.y +
              extra;
      box.y = t_.top_bar.bottom() + t_.ui.gap;  // the caption is level with the disc's centre
      return true;
    }
    box.y = t_.height - t_.ui.margin - box.h;
    return true;
  }
  const float piles_top = std::min(t_.draw_pile.y, t_.discard.y);
  const float piles_end = std::max({t_.draw_pile.bottom(), t_.discard.bottom(),
                                    t_.labels.w > 0 ? t_.labels.bottom() : 0.0f}) +
                          4;
  // The press asked lives in the action row (UNO!, Spin, the race, Keep), not on a card or
  // the pile: the panel keeps off the row (at 740x360 it covered the Spin button).
  const TutorialRun* run = s.tutorial();
  const auto asked = run->asked(s.game());
  const bool uno_asked = asked && run->uno_with_it() && !s.uno_armed();
  const bool row_asked =
      uno_asked || (asked && asked->type != ActionType::Play &&
                    asked->type != ActionType::Discard && asked->type != ActionType::Draw);
  const auto fits = [&](const Rect& b) {
    const bool clear_of_piles = b.bottom() <= piles_top || b.y >= piles_end;
    const bool clear_of_row =
        !row_asked || b.bottom() <= t_.action_bar.y - 2 || b.y >= t_.action_bar.bottom() + 2;
    return clear_of_piles && clear_of_row && b.y >= t_.top_bar.bottom() && b.bottom() <= t_.height;
  };
  if (fits(box)) return true;
  const Rect coach = box;
  const auto at_bottom = [&coach](float bottom) {
    return Rect{coach.x, bottom - coach.h, coach.w, coach.h};
  };
  // The cards' top, not the hand's area's (the area begins under the row; the cards sit at
  // its foot: at 360x740 "yours has changed" covered the hand that had changed).
  float cards_top = t_.height;
  for (const uno::CardId id : s.view().hand)
    if (hand_.rects[id].w > 0) cards_top = std::min(cards_top, hand_.rects[id].y);
  if (cards_top >= t_.height) cards_top = t_.hand.y;
  // A one-row hand's top as the layout puts it, a raised and pointed-at card included: the
  // cards' own top moves with the fan's count, a raise and the pointer (at 1280x800 Next
  // moved 13 px through the braille round). Two rows and more: their real top.
  const float one_row_top = t_.hand.bottom() - t_.hand_card.y - 2 * t_.raise;
  if (cards_top > one_row_top - t_.hand_card.y * 0.5f) cards_top = one_row_top;
  const bool waits = lesson_next(s) || run->done();
  const Rect tries[] = {
      at_bottom(t_.action_bar.y - 4),                               // between piles and row
      Rect{coach.x, t_.action_bar.bottom() + 4, coach.w, coach.h},  // under the row, on the hand
      at_bottom(cards_top - 4),                                     // over the row
      at_bottom(waits ? t_.height - t_.ui.margin : -1.0f),          // over the hand
  };
  for (const Rect& b : tries)
    if (fits(b) && (&b != &tries[1] || (row_asked && !uno_asked))) {  // UNO! + a card
      box = b;
      return true;
    }
  return false;
}

bool TableView::lesson_speaks(const Session& s) {
  const TutorialRun* run = s.tutorial();
  const uno::share::TutorialStep* step = run ? run->shown() : nullptr;
  return step && !step->text.empty();
}

void TableView::ring_if_asked(const std::string& page_id) const {
  if (page_id.empty() || page_id != ring_id_ || rules_card_open_) return;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ring(Rect{a.x, a.y, b.x - a.x, b.y - a.y}, "lesson-ring");
}

}  // namespace app
