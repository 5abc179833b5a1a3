// Internal to uno_ai: the per-decision random draws and the normal/hard policy.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "ai/bot.h"
#include "ai/policy_weights.h"
#include "engine/rng.h"

namespace uno::ai {

// Everything random about one decision, drawn in a fixed order from a Rng seeded with
// (bot seed, view digest): the same view always rolls the same way.
struct Rolls {
  Rng rng;
  bool forget = false;  // does not call UNO
  bool notice = false;  // notices a missing UNO call
  int think_ms = 0;
  int react_ms = 0;
  int call_ms = 0;
};
Rolls roll(std::uint64_t seed, const SeatView& v, const Profile& p);

// The arena's random baselines (baseline.cpp).
std::unique_ptr<Bot> make_baseline(Level level, std::uint64_t seed);

// Decision of the hard policy; `hard` false: the normal one. `w`: the scores' constants.
Decision smart_decide(const SeatView& v, std::span<const Action> legal, bool hard, Rolls& r,
                      const PolicyWeights& w = kHardWeights);

// The parts smart_decide scores with, one file each. Scores are in "cards" (policy.cpp).
struct Context;
// A card played on the seat's turn, or out of turn as a jump-in (play_score.cpp).
double play_score(const Context& x, const Action& a, bool jump_in);
// An answer to a pending effect: accept, challenge, stack or block (pending_score.cpp).
double pending_score(const Context& x, const Action& a);
// The next step of a Discard phase, among `mains` (discard_step.cpp).
Action discard_step(const Context& x, const std::vector<Action>& mains);

}  // namespace uno::ai
