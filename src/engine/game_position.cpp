// Positions: a settled game as plain data and back (position.h). from_position reads
// stored text, so it trusts nothing: every field is checked before the game is built.
#include <algorithm>
#include <cstdlib>

#include "engine/game.h"

namespace uno {

bool Game::settled() const {
  if (phase_ != Phase::Turn || setup_error_ != nullptr || !match_winners_.empty()) return false;
  Game back;
  if (from_position(rules_, seats_, position(), back) != nullptr) return false;
  // Everything but the log (operator== would compare a long match's log too).
  return back.rng_ == rng_ && back.round_number_ == round_number_ && back.dealer_ == dealer_ &&
         back.current_ == current_ && back.scores_ == scores_ && back.round_ == round_ &&
         back.prev_colour_ == prev_colour_ && back.last_spin_ == last_spin_ &&
         back.placed_ == placed_ && back.rounds_won_ == rounds_won_;
}

Position Game::position() const {
  Position p;
  p.round = round_number_;
  p.dealer = dealer_;
  p.current = current_;
  p.direction = round_.direction;
  p.colour = round_.colour;
  p.prev_colour = prev_colour_;
  p.last_spin = last_spin_;
  p.scores = scores_;
  for (int s = 0; s < kMaxSeats; ++s) p.rounds_won[s] = rounds_won_[s];
  for (int s = 0; s < seats_; ++s) p.hands[s] = round_.hands[s].to_vector();
  p.draw = round_.draw.to_vector();
  p.discard = round_.discard.to_vector();
  p.wd4_guilty = round_.wd4_guilty;
  p.stall = round_.stall;
  p.stall_total = round_.stall_total;
  p.rng_state = rng_.state();
  p.rng_inc = rng_.increment();
  return p;
}

const char* Game::check_position(const Deck& deck, const RuleSet& rules, int seats,
                                 const Position& p) {
  auto seat_ok = [&](int s) { return s >= 0 && s < seats; };
  if (p.round < 1 || p.round > kMaxPositionNumber) return "round number out of range";
  if (!seat_ok(p.dealer) || !seat_ok(p.current)) return "seat out of range";
  if (p.direction != 1 && p.direction != -1) return "direction must be 1 or -1";
  if (p.colour > Colour::None || p.prev_colour > Colour::None) return "unknown colour";
  if (static_cast<int>(p.last_spin) >= kSpinOutcomes) return "unknown spin outcome";
  for (int s = 0; s < kMaxSeats; ++s) {
    const bool in = s < seats;
    if (std::abs(p.scores[s]) > (in ? kMaxPositionNumber : 0)) return "score out of range";
    if (p.rounds_won[s] < 0 || p.rounds_won[s] > (in ? 32767 : 0)) return "rounds won out of range";
    // Without scoring a seat with round_wins rounds would have ended the match.
    if (rules.target_score == 0 && p.rounds_won[s] >= std::max<int>(rules.round_wins, 1))
      return "the match would be over";
    if (!in && !p.hands[s].empty()) return "cards in the hand of a seat not at the table";
  }
  // Every card of the deck exactly once (this also bounds each list by kMaxCards).
  std::array<bool, kMaxCards> seen{};
  std::size_t count = 0;
  auto place = [&](const std::vector<CardId>& cards) {
    for (CardId id : cards) {
      if (id >= deck.size || seen[id]) return false;
      seen[id] = true;
      ++count;
    }
    return true;
  };
  for (int s = 0; s < seats; ++s)
    if (!place(p.hands[s])) return "a card is unknown or in two places";
  if (!place(p.draw) || !place(p.discard)) return "a card is unknown or in two places";
  if (count != static_cast<std::size_t>(deck.size)) return "a card of the deck is missing";
  if (p.discard.empty()) return "the discard pile is empty";
  if (p.stall < 0 || p.stall > kMaxPositionNumber || p.stall_total < 0 || p.stall_total > kMaxCards)
    return "stall count out of range";
  if ((p.rng_inc & 1u) == 0) return "malformed generator state";
  return nullptr;
}

const char* Game::from_position(const RuleSet& rules, int seats, const Position& p, Game& out) {
  if (const char* why = validate(rules, seats)) return why;
  Game g;
  g.init(rules, seats, 0);
  if (const char* why = check_position(g.deck_, rules, seats, p)) return why;
  g.rng_ = Rng::from_state(p.rng_state, p.rng_inc);
  g.phase_ = Phase::Turn;
  g.round_number_ = p.round;
  g.dealer_ = p.dealer;
  g.current_ = p.current;
  g.scores_ = p.scores;
  g.prev_colour_ = p.prev_colour;
  g.last_spin_ = p.last_spin;
  for (int s = 0; s < kMaxSeats; ++s) g.rounds_won_[s] = static_cast<std::int16_t>(p.rounds_won[s]);
  Round& r = g.round_;
  r = Round{};
  r.direction = p.direction;
  r.colour = p.colour;
  for (int s = 0; s < kMaxSeats; ++s) {
    r.hands[s].clear_room();  // see take_out (game_apply.cpp)
    r.hands[s].assign(p.hands[s].begin(), p.hands[s].end());
  }
  r.draw = CardList(p.draw);
  r.discard = CardList(p.discard);
  r.wd4_guilty = p.wd4_guilty;
  r.stall = p.stall;
  r.stall_total = p.stall_total;
  out = std::move(g);
  return nullptr;
}

}  // namespace uno
