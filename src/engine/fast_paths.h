// Fast paths: the seat on turn's plays without building legal_actions() and the same change
// as apply() without checking legality again, for bots, simulations and benchmarks that
// play many games. game.h is the rules API (legal_actions, plays_of, is_legal, apply); each
// answer here is one it gives, in its order (tests/engine/test_invariants.cpp checks them
// against it every few steps of random games). An action taken from here goes through
// Game::apply_legal, which is in game.h because the page applies moves it has checked with
// is_legal() the same way.
//
// Usage (the peer policy's turn, src/ai/peer_policy.cpp):
//   std::array<uno::CardId, uno::kMaxCards> cards;
//   const int n = uno::playable_cards(g, seat, cards);
//   uno::Action a = n > 0 ? uno::play_variant(g, seat, cards[0], 0) : uno::draw_or_pass(g, seat);
//   g.apply_legal(a);
//
// All inline, so a policy's whole turn compiles into its own loop (the web build inlines
// within a file only).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/game.h"

namespace uno {

// The cards whose plays legal_actions(seat) lists, in its order (hand order; after drawing,
// only the drawn card). Returns how many were written to `out`; 0 when `seat` is not on
// turn in Phase::Turn or has no playable card.
inline int playable_cards(const Game& g, int seat, std::array<CardId, kMaxCards>& out) {
  if (g.phase_ != Phase::Turn || seat != g.current_ || seat < 0 || seat >= g.seats_) return 0;
  if (g.round_.drew) return g.drawn_playable(seat, out);
  const std::uint32_t ok = g.playable_mask(seat);
  const CardList& h = g.round_.hands[seat];
  const CardId* ids = h.data();
  const std::size_t size = h.size();
  std::size_t n = 0;
  for (std::size_t i = 0; i < size; ++i) {  // branch-free: write always, keep if playable
    const CardId id = ids[i];
    out[n] = id;
    n += (g.deck_.match[id] & ok) != 0 ? 1 : 0;
  }
  return static_cast<int>(n);
}

// How many plays card `id` has, playable_cards() having listed it for `seat`: a colour each
// for a wild, a target each for a 7 under 7-0, else one. plays_of lists the same.
inline int play_count(const Game& g, int seat, CardId id) {
  const Card& c = g.deck()[id];
  if (c.is_wild()) return kColours;
  if (g.rules().seven_zero && c.kind == Kind::Number && c.number == 7 && g.hand(seat).size() > 1)
    return g.seats() - 1;
  return 1;
}

// Play k (0 <= k < play_count) of that card, in plays_of's order.
inline Action play_variant(const Game& g, int seat, CardId id, int k) {
  const Card& c = g.deck()[id];
  if (c.is_wild()) return Action::play(seat, id, static_cast<Colour>(k));  // R, Y, G, B
  if (g.rules().seven_zero && c.kind == Kind::Number && c.number == 7 && g.hand(seat).size() > 1)
    return Action::play(seat, id, Colour::None, k < seat ? k : k + 1);  // every other seat
  return Action::play(seat, id);
}

// The seat on turn when playable_cards() found nothing: its one legal action besides UNO
// calls and catches, a Draw, or a Pass when it may not draw (again).
inline Action draw_or_pass(const Game& g, int seat) {
  const bool draw = g.can_draw() && (!g.round_.drew || g.rules_.draw_until_playable);
  return Action::simple(draw ? ActionType::Draw : ActionType::Pass, seat);
}

// --- Game's private helpers of playable_cards ---

// The match bits (Deck::match) of every card can_play_on_turn(seat, id) accepts: the colour
// in play, the face of a coloured top (any colour on no top), the wild kinds allowed.
inline std::uint32_t Game::playable_mask(int seat) const {
  const CardId t = top();
  // colour_bit(None) is out of kAnyColourBits: no colour in play adds nothing.
  std::uint32_t m = t == kNoCard ? kAnyColourBits
                                 : (colour_bit(round_.colour) & kAnyColourBits) |
                                       (deck_.match[t] & kFaceBits);  // a wild has no face
  m |= kind_bit(Kind::Wild) | kind_bit(Kind::WildShuffle) | kind_bit(Kind::WildCustom);
  if (rules_.challenge || !rules_.wd4_restricted || wd4_allowed(seat))
    m |= kind_bit(Kind::WildDrawFour);
  if (rules_.lauf_as_wild || round_.lauf_window == seat) m |= kind_bit(Kind::Lauf);
  return m;
}

// After drawing, only the drawn card (as turn_actions), by the same mask as a hand's cards.
// A function of its own, not a branch in playable_cards: GCC then lays out the policy's loop
// as before the fast paths moved here (one instruction less a turn).
inline int Game::drawn_playable(int seat, std::array<CardId, kMaxCards>& out) const {
  const CardId d = round_.drawn;
  if (d == kNoCard || (deck_.match[d] & playable_mask(seat)) == 0) return 0;
  out[0] = d;
  return 1;
}

}  // namespace uno
