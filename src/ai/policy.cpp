// The normal and hard bots: a hand-tuned score per legal action. Reads only the SeatView.
//
// Scores are in "cards" (roughly: +1 = as good as having one card fewer). The main ideas:
// keep wilds until they are needed, follow the colour held most, aim Skip / Draw Two /
// Reverse at the seat closest to going out, name the colour held most, challenge a +4 when
// the player's hand size makes a bluff likely, discard so the last card matches the hand.
// The hard level adds card counting (knowledge.h): colours the next seat lacks, unseen
// cards per colour and the +4 players' bluff record.
//
// This file picks the decision; what it scores with: context.cpp (the reading of the view),
// play_score.cpp, pending_score.cpp and discard_step.cpp.
#include "ai/policy.h"

#include <vector>

#include "ai/context.h"
#include "ai/knowledge.h"

namespace uno::ai {

namespace {

template <class F>
const Action* best_of(const std::vector<Action>& acts, F&& score, double* out = nullptr) {
  const Action* best = nullptr;
  double best_score = -1e18;
  for (const Action& a : acts) {
    double s = score(a);
    if (best == nullptr || s > best_score) {
      best = &a;
      best_score = s;
    }
  }
  if (out != nullptr) *out = best_score;
  return best;
}

Action main_move(const Context& x, const std::vector<Action>& mains, Rolls& r) {
  const SeatView& v = x.v;
  switch (v.phase) {
    case Phase::Turn: {
      bool plays = false;
      for (const Action& a : mains) plays = plays || a.type == ActionType::Play;
      return *best_of(mains, [&](const Action& a) {
        switch (a.type) {
          case ActionType::Play: return play_score(x, a, false);
          case ActionType::Draw: return plays ? x.w->draw_with_plays : 0.0;
          case ActionType::Pass: return x.w->pass;
          default: return -100.0;
        }
      });
    }
    case Phase::ChooseColour:
      return *best_of(mains, [&](const Action& a) {
        return a.type == ActionType::ChooseColour ? x.colour_value(x.cnt, x.pts, a.colour) : -100.0;
      });
    case Phase::Pending:
      return *best_of(mains, [&](const Action& a) { return pending_score(x, a); });
    case Phase::Discard: return discard_step(x, mains);
    case Phase::Verdict: {
      // Bots cannot judge a joke or a rooster: a joke gets a fair coin, the rest "ok".
      const Action* ok = nullptr;
      const Action* penalty = nullptr;
      for (const Action& a : mains) {
        if (a.type != ActionType::Verdict) continue;
        if (a.target < 0) ok = &a;
        else if (penalty == nullptr) penalty = &a;
      }
      if (v.verdict_rule == CustomRule::Joke && penalty != nullptr && r.rng.below(2) == 0)
        return *penalty;
      return ok != nullptr ? *ok : mains.front();
    }
    default: return mains.front();  // Spin, UnoSpinRace, RoundOver: one action
  }
}

}  // namespace

Decision smart_decide(const SeatView& v, std::span<const Action> legal, bool hard, Rolls& r,
                      const PolicyWeights& w) {
  Decision d;
  if (legal.empty() || v.rules == nullptr || v.deck == nullptr || v.seats < 1) return d;
  std::vector<Action> mains;
  mains.reserve(legal.size());
  const Action* catch_action = nullptr;
  for (const Action& a : legal) {
    if (a.type == ActionType::CallUno) {
      if (!r.forget) return {true, a, r.call_ms};
    } else if (a.type == ActionType::CatchUno) {
      if (catch_action == nullptr) catch_action = &a;
    } else {
      mains.push_back(a);
    }
  }
  if (r.notice && catch_action != nullptr) return {true, *catch_action, r.react_ms};
  if (mains.empty()) return d;

  Knowledge k;
  Context x(v, *v.rules, *v.deck);
  x.w = &w;
  if (hard) {
    k = analyse(v);
    if (k.valid) x.k = &k;
  }
  if (must_act(v)) return {true, main_move(x, mains, r), r.think_ms};

  switch (v.phase) {
    case Phase::UnoSpinRace: return {true, mains.front(), r.react_ms};
    case Phase::RoundOver: return {true, mains.front(), r.think_ms};
    case Phase::Turn: {  // jump-in: an identical card out of turn
      double s = 0;
      const Action* best = best_of(
          mains,
          [&](const Action& a) {
            return a.type == ActionType::Play ? play_score(x, a, true) : -100.0;
          },
          &s);
      if (best != nullptr && best->type == ActionType::Play && s > -1.0)
        return {true, *best, r.react_ms};
      return d;
    }
    default: return d;
  }
}

}  // namespace uno::ai
