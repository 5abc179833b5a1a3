// Belief: where the cards this seat cannot see probably are, from its SeatView and the
// public event log only (the Expert bot's inference). Internal to uno_ai.
//
// Per other seat and hidden card a weight (1 = no evidence either way): a draw on the turn
// when a card would have been playable lowers the weight of every card that would have
// been (a void), each later draw fades that evidence, naming a colour with a wild raises
// that colour. Cards known to sit in a hand are pinned there: cards a challenged +4 or
// Show Cards revealed, cards this seat passed on by Trade Hands or 7-0, cards a hand
// swap carried along; they leave when played. sample() deals the hidden cards accordingly.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/card.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/view.h"

namespace uno::ai {

struct CardSet {
  std::array<std::uint64_t, 2> w{};
  void set(CardId id) { w[id >> 6] |= std::uint64_t{1} << (id & 63); }
  void clear(CardId id) { w[id >> 6] &= ~(std::uint64_t{1} << (id & 63)); }
  bool test(CardId id) const { return (w[id >> 6] >> (id & 63) & 1u) != 0; }
  int size() const;
};

struct Belief {
  bool valid = false;  // the view's events start at this round's start and add up
  int me = 0;
  int seats = 0;
  std::vector<CardId> hidden;               // cards in other hands or the draw pile, not pinned
  std::array<CardSet, kMaxSeats> pinned{};  // cards known to be in seat s's hand
  std::array<std::array<float, kMaxCards>, kMaxSeats> weight{};
  std::vector<CardId> discard;        // the discard pile, bottom first (back() = top)
  Colour prev_colour = Colour::None;  // before the last Wild Draw Four

  // One placement of every card consistent with the view (hand sizes, pile sizes, pinned
  // cards), hidden cards dealt to hands with the weights; nullopt when the view does not
  // add up (then the caller falls back to a plain policy).
  std::optional<Game::Placement> sample(const SeatView& v, Rng& rng) const;
};

Belief infer(const SeatView& v);

}  // namespace uno::ai
