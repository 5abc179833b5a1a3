// Position: a game at the start of a turn with every window closed (Game::settled), as
// plain data: all of its state but the event log. Saves of long matches keep the last such
// position instead of every move before it (docs/share-format.md, "Compact saves").
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/card.h"
#include "engine/rules.h"

namespace uno {

struct Position {
  int round = 1;
  int dealer = 0;
  int current = 0;
  int direction = 1;                  // 1 or -1
  Colour colour = Colour::None;       // the colour in play
  Colour prev_colour = Colour::None;  // before the last +4 (carried over)
  SpinOutcome last_spin = SpinOutcome::AlmostUno;
  std::array<int, kMaxSeats> scores{};
  std::array<int, kMaxSeats> rounds_won{};
  std::array<std::vector<CardId>, kMaxSeats> hands{};
  std::vector<CardId> draw;     // back() is the top
  std::vector<CardId> discard;  // back() is the top
  bool wd4_guilty = false;      // the last +4's verdict, kept until the next one
  int stall = 0;                // turns without fewer cards in hands (RuleSet::stall_turns)
  int stall_total = 0;          // cards in hands at this turn's start
  std::uint64_t rng_state = 0;
  std::uint64_t rng_inc = 1;
  friend bool operator==(const Position&, const Position&) = default;
};

// The largest round number, score and stall count a position may hold: far above any
// match (a round moves at most kMaxCards * 255 * kMaxSeats points), far below overflow.
inline constexpr int kMaxPositionNumber = 1 << 28;

}  // namespace uno
