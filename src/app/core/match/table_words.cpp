#include "app/core/match/table_words.h"

#include <array>

#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/moment_strings.h"

namespace app {

int moving_seat(const Session& s) {
  const std::vector<uno::Action>& log = s.actions();
  for (auto it = log.rbegin(); it != log.rend(); ++it) {
    if (it->type == uno::ActionType::CallUno || it->type == uno::ActionType::CatchUno) continue;
    return it->type == uno::ActionType::NextRound ? -1 : it->seat;
  }
  return -1;
}

StatusLine status_line(const Session& s, bool cards_flying) {
  const uno::Phase phase = s.phase();
  if (phase == uno::Phase::MatchOver) return {tr(UiText::MatchOver), false, {}};
  if (phase == uno::Phase::RoundOver) return {tr(UiText::RoundOver), false, {}};
  const int who = s.acting_seat();
  // A chance to catch comes first: it lasts a few seconds, whoever's turn it is.
  for (const uno::Action& a : s.legal())
    if (a.type == uno::ActionType::CatchUno)
      return {fmt(UiText::CatchChanceFmt, s.name(a.target)), who == s.viewer() && !cards_flying,
              fmt(UiText::CatchFmt, s.name(a.target))};
  if (forgot_uno(s)) return {tr(UiText::UnoLateYou), false, tr(UiText::UnoLateBrief)};
  // While its cards fly the move is still its player's: the next one named as Cleo's +4
  // flew made a newcomer blame it on Dan, its victim (stop 59).
  // Hot-seat: the player looking at the cards they drew (or played) before the device moves
  // on reads nothing about the next one under their own hand ("Player 2's turn" there read
  // as Player 2's hand on show).
  if (const int mover = cards_flying || s.showing_own_draw() ? moving_seat(s) : -1;
      mover >= 0 && mover != who)
    return mover == s.viewer() ? StatusLine{}
                               : StatusLine{about(UiText::TurnOfFmt, s.who(mover)), false, {}};
  if (who < 0) return {};
  // Dino: after a dino card the next in the old direction answers it (a Reverse's Lauf! chance
  // read "Cleo's turn" after Bo's Reverse, the newcomer took it for a wrong turn; stop 59).
  if (who != s.viewer() && s.phase() == uno::Phase::Pending && s.game().pending().blockable)
    return {fmt(UiText::MayBlockFmt, s.name(who)), false, {}};
  // A +2 with no answer but to take it: "Dan draws 2", not "Dan's turn" (read as Dan about to
  // play; a newcomer at 360x740, stop 60).
  const uno::RuleSet& r = s.rules();
  if (const uno::Pending& p = s.game().pending();
      who != s.viewer() && s.phase() == uno::Phase::Pending && p.amount > 0 && !p.challengeable &&
      !r.stack_draw_two && !r.stack_draw_four && !r.stack_across)
    return {about(UiText::MustDrawFmt, s.who(who), p.amount), false, {}};
  if (who == s.viewer() && !s.replaying()) {  // the device's holder acts
    if (cards_flying) return {};              // not while the deal is still landing
    // A discard (a Spin outcome, a custom rule) is no ordinary turn: "Your turn" over the
    // Showdown's panel read as a turn to play (a newcomer, stop 60).
    return {tr(phase == uno::Phase::Discard ? UiText::YourDiscard : UiText::YourTurn), true, {}};
  }
  return {about(UiText::TurnOfFmt, s.who(who)), false, {}};
}

std::string turn_reason(const Session& s) {
  if (s.viewer() < 0 || s.acting_seat() != s.viewer() || s.replaying()) return {};
  for (const uno::Action& a : s.legal())
    if (a.type == uno::ActionType::Spin) return say(MomentText::SpinsFmt, s.who(s.viewer()));
  return pending_prompt(s);
}

bool forgot_uno(const Session& s) {
  if (s.viewer() < 0 || s.replaying() || !s.game().uno_exposed(s.viewer())) return false;
  for (const uno::Action& a : s.legal())
    if (a.type == uno::ActionType::CallUno) return true;
  return false;
}

bool uno_first(const Session& s) {
  if (s.viewer() < 0 || s.acting_seat() != s.viewer() || s.replaying() || s.uno_armed() ||
      s.phase() != uno::Phase::Turn || s.game().hand(s.viewer()).size() != 2)
    return false;
  for (const uno::Action& a : s.legal())
    if (a.type == uno::ActionType::Play) return true;
  return false;
}

const char* turn_hint(bool can_play, bool touch) {
  if (touch) return tr(can_play ? UiText::PlayHint : UiText::DrawHint);
  return tr(can_play ? UiText::PlayHintClick : UiText::DrawHintClick);
}

std::string match_goal(const uno::RuleSet& r) {
  if (r.target_score > 0) {
    std::string goal = std::string(tr(UiText::Target)) + " " + std::to_string(r.target_score);
    if (r.scoring == uno::ScoringMethod::LowestWins)
      goal += std::string(", ") + tr(UiText::LowestTotalWins);
    return goal;
  }
  return r.round_wins > 1 ? fmt(UiText::RoundWinsFmt, r.round_wins)
                          : std::string(tr(UiText::FirstOut));
}

int rounds_to_win(const uno::RuleSet& r) {
  return r.target_score == 0 && r.round_wins > 1 ? r.round_wins : 0;
}

std::string scoring_note(const uno::RuleSet& r) {
  return r.target_score > 0 && r.scoring == uno::ScoringMethod::LowestWins
             ? tr(UiText::LowestWinsNote)
             : "";
}

std::string table_summary(const Session& s) {
  const uno::SeatView v = s.view();
  std::string out;
  auto add = [&out](const std::string& part) {
    if (part.empty()) return;
    if (!out.empty()) out += ' ';
    out += part;
  };
  add(status_line(s, false).text + ".");
  if (v.top != uno::kNoCard) add(fmt(AccessText::TopCardFmt, card_name((*v.deck)[v.top]).c_str()));
  if (v.colour != uno::Colour::None) add(fmt(UiText::ColourFmt, spoken_colour(v.colour)) + ".");
  add(fmt(AccessText::DirectionFmt,
          tr(v.direction > 0 ? UiText::Clockwise : UiText::CounterClockwise)));
  add(fmt(AccessText::DrawPileFmt, v.draw_pile));
  const bool scoring = s.rules().target_score > 0;
  for (int seat = 0; seat < v.seats; ++seat) {
    const int n = v.hand_counts[seat];
    std::string state = n == 1 ? std::string(tr(UiText::OneCard)) : fmt(UiText::CardsFmt, n);
    const bool no_call = v.uno_exposed[seat] || (s.uno_escaped() >> seat & 1u);
    if (n == 1) state += no_call ? std::string(", ") + tr(AccessText::NoUnoCalled) : ", UNO!";
    if (scoring) state += ", " + fmt(UiText::ScoreShortFmt, v.scores[seat]);
    if (const int of = rounds_to_win(s.rules()))
      state += ", " + fmt(AccessText::RoundsWonFmt, v.rounds_won[seat], of);
    add(fmt(AccessText::SeatLineFmt, label(s.who(seat)).c_str(), state.c_str()) + ".");
  }
  return out;
}

std::string turn_line(const Session& s) {
  const uno::SeatView v = s.view();
  std::string out = std::string(tr(UiText::YourTurn)) + ".";
  // Hot-seat: whose "your" (the line never named the player holding the device).
  if (s.human_count() > 1 && s.viewer() >= 0) out = std::string(s.name(s.viewer())) + ". " + out;
  if (v.top != uno::kNoCard) {
    const uno::Card& top = (*v.deck)[v.top];
    // The colour in play only where the card's name does not say it (a Wild's choice).
    const bool colour = v.colour != uno::Colour::None && v.colour != top.colour;
    out +=
        " " + (colour ? fmt(AccessText::OnTopFmt, card_name(top).c_str(), spoken_colour(v.colour))
                      : fmt(AccessText::OnTopPlainFmt, card_name(top).c_str()));
  }
  const int mine = s.viewer() >= 0 ? v.hand_counts[s.viewer()] : 0;
  const std::string you =
      mine == 1 ? std::string(tr(AccessText::YouHaveOne)) : fmt(AccessText::YouHaveFmt, mine);
  // The others who are about to go out (two cards or fewer), next player first; every
  // count is a key away (T).
  std::string others;
  for (int k = 1; k < v.seats; ++k) {
    const int seat = (s.viewer() + k * (v.direction > 0 ? 1 : -1) + v.seats) % v.seats;
    const int n = v.hand_counts[seat];
    if (n > 2) continue;
    std::string part = label(s.who(seat)) + " " +
                       (n == 1 ? std::string(tr(UiText::OneCard)) : fmt(UiText::CardsFmt, n));
    const bool no_call = v.uno_exposed[seat] || (s.uno_escaped() >> seat & 1u);
    if (n == 1) part += no_call ? std::string(", ") + tr(AccessText::NoUnoCalled) : ", UNO";
    others += (others.empty() ? "" : "; ") + part;
  }
  out +=
      " " + (others.empty() ? you + "." : fmt(AccessText::OthersFmt, you.c_str(), others.c_str()));
  if (uno_first(s)) out += std::string(" ") + tr(AccessText::UnoReminder);
  return out;
}

std::string scores_line(const Session& s) {
  const uno::SeatView v = s.view();
  // "You 1, Bo 0": each seat's name and its number.
  auto list = [&](const std::array<int, uno::kMaxSeats>& n) {
    std::string out;
    for (int seat = 0; seat < v.seats; ++seat)
      out += (out.empty() ? "" : ", ") + label(s.who(seat)) + " " + std::to_string(n[seat]);
    return out;
  };
  if (const int of = rounds_to_win(s.rules()))
    return fmt(AccessText::RoundsWonListFmt, of, list(v.rounds_won).c_str());
  if (s.rules().target_score <= 0) return tr(AccessText::ScoresNone);
  return fmt(AccessText::ScoresFmt, match_goal(s.rules()).c_str(), list(v.scores).c_str());
}

}  // namespace app
