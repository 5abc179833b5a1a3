// Internal to uno_ai: the per-decision random draws and the normal/hard policy.
#pragma once

#include <cstdint>
#include <span>

#include "ai/bot.h"
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

Decision smart_decide(const SeatView& v, std::span<const Action> legal, bool hard, Rolls& r);

}  // namespace uno::ai
