// Rollouts for the Expert's search: the rest of a round played by Hard-like bots, fast.
// Internal to uno_ai.
//
// The same race model as Table (every seat that may act is asked; the smallest delay lands
// first) and the same scoring as Hard (policy.cpp), but each seat decides from a view
// without the event log, so no card counting (which is worth little to Hard), and its
// random draws come from one Rng for the whole rollout instead of a digest of each view.
// That makes a rollout several times cheaper than a Table of Hard bots (the counting and
// the digests were most of its time), so the search affords several times more of them
// per decision. Every seat plays Hard: a model of weaker opponents (a random playable card
// part of the time) played worse even against random-playable, and real Hards with their
// counting picked no better moves, at several times the cost (docs/log/expert-strength.md).
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
// Fitted on Hard-against-Hard hands (classic, 2 and 4 seats, maximum likelihood over a
// grid): a wild is worth about 1.5 cards, an action card 0.4. A richer fit (a weight per
// card kind, per hand size near the end, per turn position) predicted the winner better
// but did not play better, so the simpler fit stays.
double round_chance(const Game& g, int me);

// The value of a rollout from `g` for seat `me`: plays at most `horizon` actions (0: to the
// end); 1 or 0 when the round ended, else round_chance() where it stopped. A short horizon
// trades a little bias for much less noise (and a cheaper rollout).
double rollout_value(Game& g, int me, Rng& rng, RolloutScratch& scratch, int horizon);

}  // namespace uno::ai
