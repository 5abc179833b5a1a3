// Context: what one normal/hard decision reads from its SeatView (hand by colour, seats,
// threat of each seat), shared by the policy's parts. Internal to uno_ai.
#pragma once

#include <array>
#include <cstddef>

#include "ai/knowledge.h"
#include "ai/policy_weights.h"
#include "engine/card.h"
#include "engine/deck.h"
#include "engine/rules.h"
#include "engine/view.h"

namespace uno::ai {

inline std::size_t ci(Colour c) { return static_cast<std::size_t>(c); }  // array index

struct Context {
  const SeatView& v;
  const RuleSet& r;
  const Deck& d;
  const Knowledge* k = nullptr;  // hard only (and only when valid)
  const PolicyWeights* w = &kHardWeights;
  int me = 0;
  int seats = 0;
  int n = 0;  // hand size
  int next = 0;
  int prev = 0;
  std::array<int, kColours> cnt{};
  std::array<int, kColours> pts{};
  int wilds = 0;

  Context(const SeatView& view, const RuleSet& rules, const Deck& deck);

  const Card& card(CardId id) const { return d[id]; }
  int count(int s) const { return v.hand_counts[static_cast<std::size_t>(s)]; }

  // How close a seat is to winning the round (0..~1.2).
  double threat(int s) const;
  double max_threat() const;
  // Value of colour `c` being in play after this seat's move, with `after` its colour counts.
  double colour_value(const std::array<int, kColours>& after,
                      const std::array<int, kColours>& after_pts, Colour c) const;
  // Would playing the Wild Draw Four `w4` now be a bluff (a challenge would find it guilty)?
  bool w4_guilty(CardId w4) const;
};

}  // namespace uno::ai
