// Per-move win estimates for one seat, by the Expert's method: determinizations sampled
// from the seat's belief (belief.h), every candidate played in the same worlds to the end
// of the round with Hard in every seat. For the coach (the hint's numbers, the round
// review), not for play: the Expert bot (expert.cpp) decides with its own guard.
//
// Fair like every bot: it reads only the SeatView and the legal actions. A pure function
// of (view, legal, seed, rollouts).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/action.h"
#include "engine/view.h"

namespace uno::ai {

struct MoveEstimate {
  Action action{};
  int wins = 0;  // rollouts in which the seat won the round
  int rollouts = 0;
  double rate() const { return rollouts > 0 ? static_cast<double>(wins) / rollouts : 0.0; }
};

// One entry per distinct main action in `legal` (UNO calls and catches left out; the two
// copies of a face played the same way count once), in the order of `legal`, each played
// in about rollouts / candidates sampled worlds (the same worlds for every candidate).
// Empty when the seat has fewer than two candidates or its view does not add up.
std::vector<MoveEstimate> estimate_moves(const SeatView& v, std::span<const Action> legal,
                                         std::uint64_t seed, int rollouts);

}  // namespace uno::ai
