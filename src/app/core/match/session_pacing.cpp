// When the computers move: each step at a person's pace (a move is followed before the
// next one comes, a catch stays open for a person), the Expert's searched decisions from the
// advisor, and holds while the table shows something. Session's other half: session.cpp.
#include <algorithm>

#include "app/core/match/session.h"

namespace app {

using uno::Action;
using uno::ActionType;
using uno::Phase;

namespace {
// The decisions the Expert searches (the rest it makes as Hard does).
bool searched(const Action& a) {
  return a.type != ActionType::CallUno && a.type != ActionType::CatchUno;
}
// A move a person follows as one (kFollowMs before it); the steps after it in the same turn
// (keeping a drawn card, a discard run and its Done, a Wild's colour) come at the bots' own
// pace: 8 discards at 1.5 s each were a long wait (stop 59).
bool opens_a_move(const Action& a) {
  switch (a.type) {
    case ActionType::Play:
    case ActionType::Draw:
    case ActionType::Accept:
    case ActionType::Challenge:
    case ActionType::Spin:
    case ActionType::Verdict: return true;
    default: return false;
  }
}
}  // namespace

std::optional<Action> Session::forced_step() const {
  // With two humans here each step waits for its player's press: a card drawn and kept by
  // itself passed the device on before its player saw it (hot-seat: "you never
  // see your own drawn cards"; the screen reader had not said it either).
  if (human_count() > 1) return std::nullopt;
  std::optional<Action> only;
  int main_actions = 0;
  for (const Action& a : legal_) {
    if (a.type == ActionType::CallUno || a.type == ActionType::CatchUno) continue;
    ++main_actions;
    only = a;
  }
  // Keeping an unplayable drawn card only: a Draw Two (or an unchallengeable +4) waits for
  // the person's own press of "Draw 2" (taken by itself after 0.7 s, it passed the
  // turn on while the button still showed, and the late press drew a card on the next turn).
  if (main_actions == 1 && only->type == ActionType::Pass) return only;
  return std::nullopt;
}

void Session::replan(double now_ms) {
  plan_.reset();
  plan_bot_ = false;
  expert_wait_.reset();
  if (!game_ || reveal_ || privacy_for_ >= 0 || hide_due_ > 0) return;
  const Phase ph = game_->phase();
  if (ph == Phase::MatchOver) return;
  if (const std::optional<Action> only = forced_step()) {
    plan_ = only;
    plan_due_ = now_ms + 700.0 * speed_;
  }
  // A guided round's computers make its written-down moves, each at a pace to follow.
  if (tutorial_) {
    if (const auto a = tutorial_->computer_move(*game_); a && !plan_) {
      plan_ = a;
      plan_due_ = now_ms + kFollowMs * speed_;
      plan_bot_ = true;
    }
    return;
  }
  // The bots race as in ai::Table (the CLI's model); at a round's end a human starts the
  // next round, so the bots wait for that.
  std::uint16_t held = 0;
  if (ph == Phase::RoundOver && human_count() > 0) held = 0xFFFF;
  if (const auto step = table_.next(*game_, held); step && !catch_waits_for_person(step->action)) {
    double delay = step->delay_ms * speed_;
    if (pace_ == Pace::Relaxed && human_count() > 0 && ph != Phase::UnoSpinRace) {
      delay *= kRelaxedThink;
      if (speed_ >= 1.0 && opens_a_move(step->action)) delay = std::max(delay, kFollowMs * speed_);
      if (speed_ >= 1.0 && ph == Phase::Pending && game_->pending().challengeable &&
          (step->action.type == ActionType::Challenge || step->action.type == ActionType::Accept))
        delay = std::max(delay, kWeighChallengeMs * speed_);
    }
    if (ph == Phase::UnoSpinRace && pace_ == Pace::Relaxed && human_count() > 0)
      delay += kRaceReadMs;
    const double due = after_catch_window(now_ms + delay);
    if (is_expert(step->seat) && step->seat == acting_seat() && searched(step->action) &&
        (ph == Phase::Turn || ph == Phase::ChooseColour || ph == Phase::Pending)) {
      // The Expert thinks (off the frame): nothing else is planned until it answers.
      expert_wait_ = ExpertWait{step->seat, log_.size(), step->action, delay, now_ms};
      return;
    }
    if (!plan_ || due < plan_due_) {
      plan_ = step->action;
      plan_due_ = due;
      plan_delay_ = delay;
      plan_bot_ = true;
    }
  }
}

void Session::hold_until(double t) {
  double least = 350.0 * speed_;
  if (plan_bot_ && game_ && game_->phase() == Phase::UnoSpinRace)
    least = std::max(least, plan_delay_);
  const bool dealt_now = log_.empty() || log_.back().type == ActionType::NextRound;
  if (plan_bot_ && dealt_now && pace_ == Pace::Relaxed && human_count() > 0 && speed_ >= 1.0)
    least = std::max(least, kFollowMs * speed_);
  if (plan_ && plan_due_ < t + least) plan_due_ = t + least;
}

void Session::pause_for(double ms) {
  if (ms <= 0) return;
  if (plan_) plan_due_ += ms;
  if (hide_due_ > 0) hide_due_ += ms;
  catch_open_since_ += ms;
  if (expert_wait_) expert_wait_->since += ms;
}

bool Session::is_expert(int seat) const {
  return seat >= 0 && seat < 16 && (experts_ >> seat & 1u) != 0;
}

void Session::expert_move(const Action& a, double now_ms) {
  if (!expert_wait_ || expert_wait_->at != log_.size()) return;
  const ExpertWait w = *expert_wait_;
  expert_wait_.reset();
  plan_ = game_->is_legal(a) && a.seat == w.seat ? a : w.fallback;
  plan_due_ = after_catch_window(std::max(now_ms, w.since + w.delay_ms));
  plan_bot_ = true;
}

void Session::tick(double now_ms) {
  if (hide_due_ > 0) {  // the player's look at what they drew is over: the device moves on
    if (now_ms >= hide_due_) after_change(now_ms);
    return;
  }
  if (replay_ || !plan_ || now_ms < plan_due_) return;
  const Action a = *plan_;
  plan_.reset();
  if (!game_->is_legal(a) || !apply(a, now_ms)) replan(now_ms);
}

// A computer's step due at `due`, held while the person at this device may catch a seat
// that did not call UNO (relaxed pace), and while they may still make the call they forgot:
// a computer caught them 0.8 s after their play, before a screen reader had said it.
double Session::after_catch_window(double due) const {
  if (pace_ != Pace::Relaxed || !exposed_ || viewer_ < 0) return due;
  // Slow animations (a player who asked for time) keep it open longer too.
  const double slow = std::max(1.0, speed_);
  for (const Action& a : legal_) {
    if (a.type == ActionType::CatchUno)
      return std::max(due, catch_open_since_ + kCatchOpenMs * slow);
    if (a.type == ActionType::CallUno && (exposed_ >> viewer_ & 1u))
      return std::max(due, catch_open_since_ + kLateCallMs * slow);
  }
  return due;
}

bool Session::catch_waits_for_person(const Action& a) const {
  // Issue 41: the chance lasts (at least 3 s) "or until the next human action, whichever is later".
  // The person to move has it until they move (their move closes it, 000); a computer's catch does
  // not come first.
  return a.type == ActionType::CatchUno && pace_ == Pace::Relaxed && viewer_ >= 0 &&
         acting_seat() == viewer_ && !legal_.empty();
}

// A computer that means to call UNO says it as its second-last card goes, as people do,
// and as a wheel's Trade Hands (or Showdown) leaves it one card: it did not forget, so the
// person sees no "Catch!" for a chance that is none (stop 58: "Catch Dan!" at once
// for the hand the wheel gave him). Asked alone (no other seat's catch may come first), each
// seat that `fresh` newly exposed calls in the same step; one that forgets stays exposed.
void Session::calls_as_exposed(std::uint16_t fresh, double now_ms) {
  if (pace_ != Pace::Relaxed || human_count() == 0 || tutorial_) return;
  for (int seat = 0; seat < game_->seats(); ++seat) {
    if (!(fresh >> seat & 1u) || is_human(seat) || !game_->uno_exposed(seat)) continue;
    const std::uint16_t others = static_cast<std::uint16_t>(~(1u << seat));
    const auto step = table_.next(*game_, others);
    if (step && !step->forced && step->seat == seat && step->action.type == ActionType::CallUno &&
        game_->is_legal(step->action))
      apply(step->action, now_ms);
  }
}

}  // namespace app
