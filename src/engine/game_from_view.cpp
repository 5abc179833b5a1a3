// Game::from_view: a game rebuilt from one seat's view and a placement of the cards.
#include "engine/game.h"
#include "engine/seat_bits.h"

namespace uno {

Game Game::from_view(const SeatView& v, const Placement& place, Colour prev_colour,
                     std::uint64_t seed, std::vector<Event> events) {
  Game g;
  if (v.rules == nullptr || v.deck == nullptr || v.seats < 1 || v.seats > kMaxSeats) {
    g.phase_ = Phase::MatchOver;
    g.setup_error_ = "from_view: incomplete view";
    return g;
  }
  g.rules_ = *v.rules;
  g.deck_ = *v.deck;
  g.seats_ = v.seats;
  g.rng_ = Rng(seed);
  g.phase_ = v.phase;
  g.round_number_ = v.round;
  g.dealer_ = v.dealer;
  g.current_ = v.current;
  g.scores_ = v.scores;
  g.prev_colour_ = prev_colour;
  g.last_spin_ = v.last_spin;
  g.match_winners_ = v.match_winners;
  Round& r = g.round_;
  r = Round{};
  r.direction = v.direction;
  r.colour = v.colour;
  for (std::size_t s = 0; s < place.hands.size(); ++s) r.hands[s] = CardList(place.hands[s]);
  r.draw = CardList(place.draw);
  r.discard = CardList(place.discard);
  r.pending = v.pending;
  r.disc = v.discard;
  for (int s = 0; s < v.seats; ++s)
    if (v.uno_exposed[static_cast<std::size_t>(s)]) r.exposed |= bit(s);
  for (int s = 0; s < v.seats; ++s) {  // hands this seat sees (Show Cards, its challenge)
    const auto us = static_cast<std::size_t>(s);
    if (s == v.seat || !v.hand_known[us]) continue;
    r.reveal[us] |= bit(v.seat);
    for (CardId id : v.known_hands[us]) r.revealed_cards[id >> 6] |= std::uint64_t{1} << (id & 63);
  }
  r.drew = v.drew_this_turn;
  r.drawn = v.drawn;
  r.open_hands_until = v.open_hands_until;
  r.verdict_rule = v.verdict_rule;
  r.verdict_slot = v.verdict_slot;
  r.winner = v.round_winner;
  int total = 0;
  for (int s = 0; s < v.seats; ++s)
    total += static_cast<int>(r.hands[static_cast<std::size_t>(s)].size());
  r.stall_total = total;
  g.placed_ = total + static_cast<int>(r.draw.size() + r.discard.size());
  if (r.pending.kind == PendingKind::DrawFour && r.pending.source >= 0 &&
      r.pending.source < v.seats && r.pending.card != kNoCard) {
    // Guilt is judged against the colour in play before the +4, with the sampled hand.
    const Colour now = r.colour;
    r.colour = prev_colour;
    r.wd4_guilty = g.wd4_is_guilty(r.pending.source, r.pending.card);
    r.colour = now;
  }
  g.events_ = std::move(events);
  for (std::size_t i = 0; i < g.events_.size(); ++i) {
    Event& e = g.events_[i];
    e.seq = static_cast<std::uint32_t>(i);
    // The rounds won, as the log given shows them (RuleSet::round_wins).
    if (e.type == EventType::RoundOver && e.seat >= 0 && e.seat < v.seats)
      ++g.rounds_won_[static_cast<std::size_t>(e.seat)];
  }
  return g;
}

}  // namespace uno
