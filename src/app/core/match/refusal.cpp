#include "app/core/match/refusal.h"

#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/core/text/access_strings.h"
#include "engine/deck.h"

namespace app {

std::string refusal_reason(const Session& s, uno::CardId id) {
  if (s.viewer() < 0 || s.replaying() || !s.active()) return {};
  for (const uno::Action& a : s.legal())
    if ((a.type == uno::ActionType::Play || a.type == uno::ActionType::Discard) && a.card == id)
      return {};                                // it plays
  if (const TutorialRun* run = s.tutorial()) {  // a guided round: its step says what goes on
    if (run->line().waits) return lesson_refusal(s);
    std::vector<uno::Action> all;  // the card would play in a game: the step asks otherwise
    s.game().legal_actions(s.viewer(), all);
    for (const uno::Action& a : all)
      if (a.card == id) return lesson_refusal(s);
  }
  const int acting = s.acting_seat();
  if (acting < 0) return {};
  if (acting != s.viewer()) return fmt(UiText::NotYourTurnFmt, s.name(acting));
  const uno::SeatView v = s.view(s.event_count());  // no events: the table as it stands
  const uno::Deck& deck = s.deck();
  const uno::Card& c = deck[id];
  if (v.phase == uno::Phase::Turn) {
    if (v.drew_this_turn && v.drawn != uno::kNoCard && v.drawn != id)
      return fmt(UiText::OnlyDrawnFmt, card_name(deck[v.drawn]).c_str());
    // Only where the engine refuses a +4 (no challenges): the colour in play is held.
    if (c.kind == uno::Kind::WildDrawFour)
      return fmt(UiText::DrawFourHeldFmt, spoken_colour(v.colour));
    // Never played on the pile: what it is for (a newcomer, stop 62, heard only "cannot").
    if (c.kind == uno::Kind::Lauf)
      return tr(UiText::CannotPlayNow) + (" " + fmt(AccessText::LaufHandFmt, card_name(c).c_str()));
    const uno::Card* top = v.top != uno::kNoCard ? &deck[v.top] : nullptr;
    const bool same_symbol = top && !top->is_wild() && top->kind == c.kind &&
                             (c.kind != uno::Kind::Number || c.number == top->number);
    if (!c.is_wild() && top && c.colour != v.colour && !same_symbol) {
      const std::string name = card_name(c);
      if (top->is_wild()) return fmt(UiText::NoMatchWildFmt, name.c_str(), spoken_colour(v.colour));
      return fmt(UiText::NoMatchFmt, name.c_str(), card_name(*top).c_str(),
                 spoken_colour(v.colour));
    }
  }
  // Another step is asked for (a +2 to answer, a spin, a discard): the status line's reason.
  const std::string why = turn_reason(s);
  return why.empty() ? std::string(tr(UiText::CannotPlayNow))
                     : tr(UiText::CannotPlayNow) + (" " + why);
}

std::string lesson_refusal(const Session& s) {
  const TutorialRun::Line line = s.tutorial() ? s.tutorial()->line() : TutorialRun::Line{};
  if (line.waits) return tr(UiText::LearnReadFirst);
  return fmt(UiText::LearnOtherFmt, line.step ? line.step->text.c_str() : "");
}

}  // namespace app
