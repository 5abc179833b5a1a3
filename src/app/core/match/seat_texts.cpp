#include "app/core/match/seat_texts.h"

#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/core/text/moment_strings.h"
#include "share/name_fold.h"

namespace app {

namespace {
// The second-person row of a third-person format (Count_: none, "You" goes in as the name).
S you_form(S s) {
  switch (s) {
    case S::MustDrawFmt: return S::YouDrawFmt;
    case S::SkippedFmt: return S::YouSkipped;
    case S::CaughtFmt: return S::YouCaughtFmt;
    case S::CatcherFmt: return S::YouCatcher;
    case S::TurnOfFmt: return S::YourTurn;
    case S::HandOfSeatFmt: return S::YourCards;
    case S::HandOfFmt: return S::YourCards;
    case S::WinsRoundFmt: return S::YouWinRound;
    case S::WinsMatchFmt: return S::YouWinMatch;
    case S::PenaltyFmt: return S::YouPenalty;
    case S::GuiltyFmt: return S::YouGuilty;
    case S::UnoEscapedFmt: return S::UnoEscapedYou;
    case S::ChallengerDrawsFmt: return S::YouChallengedDraw;
    case S::BlufferDrawsFmt: return S::YouBluffedDraw;
    default: return S::Count_;
  }
}
}  // namespace

std::string about(S s, const Who& who, int n) {
  if (!who.you) return fmt(s, who.name.c_str(), n);
  const S y = you_form(s);
  if (y != S::Count_) return fmt(y, n);  // a format without %d ignores n
  return fmt(s, tr(S::You), n);
}

std::string label(const Who& who) { return who.you ? std::string(tr(S::You)) : who.name; }

bool is_default_you_name(std::string_view name) {
  // From languages.txt (S::You in every language; a test keeps them equal): the web build
  // may not have loaded the pack of the language a shared replay was made in.
  for (const char* you : kLangYou)
    if (name == you) return true;
  return false;
}

bool names_you(std::string_view name) { return uno::share::looks_like_you(name); }

const char* colour_letter(uno::Colour c) {
  switch (c) {
    case uno::Colour::Red: return tr(S::RedMark);
    case uno::Colour::Yellow: return tr(S::YellowMark);
    case uno::Colour::Green: return tr(S::GreenMark);
    case uno::Colour::Blue: return tr(S::BlueMark);
    case uno::Colour::None: break;
  }
  return "";
}

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
  if (phase == uno::Phase::MatchOver) return {tr(S::MatchOver), false, {}};
  if (phase == uno::Phase::RoundOver) return {tr(S::RoundOver), false, {}};
  const int who = s.acting_seat();
  // A chance to catch comes first: it lasts a few seconds, whoever's turn it is.
  for (const uno::Action& a : s.legal())
    if (a.type == uno::ActionType::CatchUno)
      return {fmt(S::CatchChanceFmt, s.name(a.target)), who == s.viewer() && !cards_flying,
              fmt(S::CatchFmt, s.name(a.target))};
  if (forgot_uno(s)) return {tr(S::UnoLateYou), false, tr(S::UnoLateBrief)};
  // While its cards fly the move is still its player's: the next one named as Cleo's +4
  // flew made a newcomer blame it on Dan, its victim (stop 59).
  // Hot-seat: the player looking at the cards they drew (or played) before the device moves
  // on reads nothing about the next one under their own hand ("Player 2's turn" there read
  // as Player 2's hand on show).
  if (const int mover = cards_flying || s.showing_own_draw() ? moving_seat(s) : -1;
      mover >= 0 && mover != who)
    return mover == s.viewer() ? StatusLine{}
                               : StatusLine{about(S::TurnOfFmt, s.who(mover)), false, {}};
  if (who < 0) return {};
  // Dino: after a dino card the next in the old direction answers it (a Reverse's Lauf! chance
  // read "Cleo's turn" after Bo's Reverse, the newcomer took it for a wrong turn; stop 59).
  if (who != s.viewer() && s.phase() == uno::Phase::Pending && s.game().pending().blockable)
    return {fmt(S::MayBlockFmt, s.name(who)), false, {}};
  // A +2 with no answer but to take it: "Dan draws 2", not "Dan's turn" (read as Dan about to
  // play; a newcomer at 360x740, stop 60).
  const uno::RuleSet& r = s.rules();
  if (const uno::Pending& p = s.game().pending();
      who != s.viewer() && s.phase() == uno::Phase::Pending && p.amount > 0 && !p.challengeable &&
      !r.stack_draw_two && !r.stack_draw_four && !r.stack_across)
    return {about(S::MustDrawFmt, s.who(who), p.amount), false, {}};
  if (who == s.viewer() && !s.replaying()) {  // the device's holder acts
    if (cards_flying) return {};              // not while the deal is still landing
    // A discard (a Spin outcome, a custom rule) is no ordinary turn: "Your turn" over the
    // Showdown's panel read as a turn to play (a newcomer, stop 60).
    return {tr(phase == uno::Phase::Discard ? S::YourDiscard : S::YourTurn), true, {}};
  }
  return {about(S::TurnOfFmt, s.who(who)), false, {}};
}

std::string turn_reason(const Session& s) {
  if (s.viewer() < 0 || s.acting_seat() != s.viewer() || s.replaying()) return {};
  for (const uno::Action& a : s.legal())
    if (a.type == uno::ActionType::Spin) return say(M::SpinsFmt, s.who(s.viewer()));
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
  if (touch) return tr(can_play ? S::PlayHint : S::DrawHint);
  return tr(can_play ? S::PlayHintClick : S::DrawHintClick);
}

std::string match_goal(const uno::RuleSet& r) {
  if (r.target_score > 0) {
    std::string goal = std::string(tr(S::Target)) + " " + std::to_string(r.target_score);
    if (r.scoring == uno::ScoringMethod::LowestWins)
      goal += std::string(", ") + tr(S::LowestTotalWins);
    return goal;
  }
  return r.round_wins > 1 ? fmt(S::RoundWinsFmt, r.round_wins) : std::string(tr(S::FirstOut));
}

int rounds_to_win(const uno::RuleSet& r) {
  return r.target_score == 0 && r.round_wins > 1 ? r.round_wins : 0;
}

std::string scoring_note(const uno::RuleSet& r) {
  return r.target_score > 0 && r.scoring == uno::ScoringMethod::LowestWins ? tr(S::LowestWinsNote)
                                                                           : "";
}

}  // namespace app
