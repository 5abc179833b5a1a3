// Belief: where the cards this seat cannot see probably are, from its SeatView and the
// public event log only (the Expert bot's inference). Internal to uno_ai.
//
// Per other seat and hidden card a weight (1 = no evidence either way): a draw on the turn
// when a card would have been playable lowers the weight of every card that would have
// been (a void), each later draw fades that evidence, naming a colour with a wild raises
// that colour. Cards known to sit in a hand are pinned there: cards a challenged +4 or
// Show Cards revealed, cards this seat passed on by Trade Hands or 7-0, cards a hand
// swap carried along; they leave when played. sample() deals the hidden cards accordingly,
// and refine() moves them towards hands that explain the other seats' moves as Hard would
// have made them (MoveSeen; belief_moves.cpp).
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

// One move of another seat, made from a hand of which the seat has drawn nothing since:
// its hand then was its hand now plus the cards it played since. Hard's scoring of the
// moves it had (policy.h) says how likely a sampled hand makes that move.
struct MoveSeen {
  int seat = 0;
  bool colour_choice = false;   // a colour named for a first-card wild (else a card played)
  CardId card = kNoCard;        // the card played
  Colour named = Colour::None;  // the colour named (a wild played names it with the play)
  CardId top = kNoCard;         // the discard pile's top and the colour in play before the move
  Colour colour = Colour::None;
  int direction = 1;
  std::array<std::uint8_t, kMaxSeats> counts{};  // hand sizes before the move
  int played_from = 0;  // index into plays[seat] of the first card played at or after it
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
  std::vector<MoveSeen> moves;        // see MoveSeen
  std::array<std::vector<CardId>, kMaxSeats> plays{};  // per seat since its last draw

  // Log-likelihood of the other seats' moves seen (`moves`) if they held the hands of
  // `p` and chose as Hard scores them (without its card counting), less `sharpness`
  // per card of score by which a move they did not make beat the one they made.
  double log_likelihood(const SeatView& v, const Game::Placement& p, double sharpness) const;
  // One seat's part of it, with `hand` its hand now.
  double seat_log_likelihood(const SeatView& v, int seat, const std::vector<CardId>& hand,
                             double sharpness) const;
  // Metropolis steps over `p`: swaps a card of another seat with one of the draw pile or of a
  // third seat, kept by the weights and log_likelihood(), so the hands drift towards ones
  // that explain the moves seen. Pinned cards stay.
  void refine(const SeatView& v, Game::Placement& p, Rng& rng, int steps, double sharpness) const;

  // One placement of every card consistent with the view (hand sizes, pile sizes, pinned
  // cards), hidden cards dealt to hands with the weights; nullopt when the view does not
  // add up (then the caller falls back to a plain policy).
  std::optional<Game::Placement> sample(const SeatView& v, Rng& rng) const;
};

Belief infer(const SeatView& v);

// Could `c` have been played on a turn with `top` showing and `colour` in play?
bool playable_on(const RuleSet& r, const Deck& d, const Card& c, CardId top, Colour colour);

}  // namespace uno::ai
