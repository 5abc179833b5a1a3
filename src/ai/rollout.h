// Rollouts for the Expert's search: the rest of a round played by Hard-like bots, fast.
// Internal to uno_ai.
//
// The same race model as Table (every seat that may act is asked; the smallest delay lands
// first) and the same scoring as Hard (policy.cpp), but each seat decides from a view
// without the event log, so no card counting (Hard without counting loses about one point
// of win rate), and its random draws come from one Rng for the whole rollout instead of a
// digest of each view. That makes a rollout several times cheaper than a Table of Hard
// bots (the counting and the digests were two thirds of its time), so the search affords
// several times more of them per decision. Every seat plays Hard: an opponent model that
// plays a random playable card 40% of the time (a general model for weaker opponents) lost
// against random-playable at 2 seats, 71.4% against 73.1% (800 rollouts, seed 11, 1,000
// hands). Real Hards (card counting) in the rollouts did not pick better moves at 4 seats
// either (expert.cpp, the probe's numbers: +1.06 points a decision to the end against
// +0.86 for these, within noise, at several times the cost).
#pragma once

#include <vector>

#include "engine/action.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace uno::ai {

struct RolloutScratch {
  std::vector<Action> legal;
};

// Plays `g` until its round is over (or `max_steps` actions); returns the round winner
// (-1: none). Every seat calls UNO and catches a missing call.
int fast_rollout(Game& g, Rng& rng, RolloutScratch& scratch, long long max_steps = 4000);

// Seat `me`'s chance to win the round from `g` as it stands, read from every hand (the
// game is a sampled world, so all hands are known): each seat's hand size, less what its
// wilds and action cards are worth, a little less for the seat to move, through a softmax.
// Fitted on Hard-against-Hard hands (classic, 1,500 each at 2 and 4 seats, maximum
// likelihood over a grid): a wild is worth about 1.5 cards, an action card 0.4.
// A richer refit (2026-11-24: a weight per card kind, extra weight at one, two and three
// cards, a weight per turn position; 10,000 Hard hands at 4 seats, held-out log-likelihood
// -1.223 against this one's -1.242) did not play better: 32.1% and 30.1% against three
// Hards where this one won 31.7% and 31.7% (seeds 7 and 8, 1,200 hands each, 800
// rollouts), so the simpler fit stays.
double round_chance(const Game& g, int me);

// The value of a rollout from `g` for seat `me`: plays at most `horizon` actions (0: to the
// end); 1 or 0 when the round ended, else round_chance() where it stopped. A short horizon
// trades a little bias for much less noise (and a cheaper rollout).
double rollout_value(Game& g, int me, Rng& rng, RolloutScratch& scratch, int horizon);

}  // namespace uno::ai
