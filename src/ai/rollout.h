// Rollouts for the Expert's search: the rest of a round played by Hard-like bots, fast.
// Internal to uno_ai.
//
// The same race model as Table (every seat that may act is asked; the smallest delay lands
// first) and the same scoring as Hard (policy.cpp), but each seat decides from a view
// without the event log, so no card counting (Hard without counting loses about one point
// of win rate), and its random draws come from one Rng for the whole rollout instead of a
// digest of each view. That makes a rollout several times cheaper than a Table of Hard
// bots (the counting and the digests were two thirds of its time), so the search affords
// several times more of them per decision.
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

}  // namespace uno::ai
