// The UNO Spin wheel (000), step-by-step discards, and the UNO Spin race.

#include "engine/game.h"
#include "engine/seat_bits.h"

namespace uno {

void Game::start_spin(int seat) {
  phase_ = Phase::Spin;
  current_ = seat;
  round_.spinner = seat;
}

void Game::spin_wheel(int s) {
  // Weighted pick; nine equal segments by default (RuleSet::spin_weights).
  std::uint32_t total = 0;
  for (auto w : rules_.spin_weights) total += w;
  std::uint32_t r = rng_.below(total);
  int o = 0;
  while (r >= rules_.spin_weights[static_cast<std::size_t>(o)]) {
    r -= rules_.spin_weights[static_cast<std::size_t>(o)];
    ++o;
  }
  last_spin_ = static_cast<SpinOutcome>(o);
  emit(EventType::SpinResult, s, -1, kNoCard, Colour::None, o);
  const auto& h = round_.hands[s];
  switch (last_spin_) {
    case SpinOutcome::AlmostUno:
      // "Der Spieler, der das Rad gedreht hat, darf alle bis auf zwei Karten ablegen."
      start_discard(DiscardMode::AlmostUno, s, 2);
      return;
    case SpinOutcome::DiscardNumber: start_discard(DiscardMode::Number, s, 0); return;
    case SpinOutcome::DiscardColour: start_discard(DiscardMode::Colour, s, 0); return;
    case SpinOutcome::DrawRed:
      // "muss so lange Karten aufnehmen, bis er eine rote Karte (oder eine Jokerkarte)
      // gezogen hat. Er muss alle Karten, die er gezogen hat, behalten."
      draw_until(s, Colour::Red, DrawReason::Spin);
      finish_spin();
      return;
    case SpinOutcome::DrawBlue:
      draw_until(s, Colour::Blue, DrawReason::Spin);
      finish_spin();
      return;
    case SpinOutcome::TradeHands:
      trade_hands();
      finish_spin();
      return;
    case SpinOutcome::ShowCards:
      // "muss allen anderen Spielern seine Karten zeigen, bevor das Spiel fortgesetzt wird."
      for (CardId id : h) {
        emit(EventType::Reveal, s, -1, id);
        round_.revealed_cards[id >> 6] |= std::uint64_t{1} << (id & 63);
      }
      round_.reveal[s] = static_cast<std::uint16_t>((1u << seats_) - 1);
      finish_spin();
      return;
    case SpinOutcome::Showdown: showdown(); return;
    case SpinOutcome::UnoSpin: phase_ = Phase::UnoSpinRace; return;
  }
}

// Draws until a card of colour `c` or a wild-type card comes (or nothing is left).
void Game::draw_until(int seat, Colour c, DrawReason why) {
  for (;;) {
    CardId id = draw_card(seat, why);
    if (id == kNoCard) return;
    const Card& k = deck_[id];
    if (k.colour == c) return;
    if (why == DrawReason::Spin && k.is_wild()) return;
  }
}

// 000: "Alle Spieler tauschen ihre Karten mit dem Spieler zu ihrer Linken. Erhält ein
// Spieler nur eine Karte, dann muss er UNO rufen oder 2 Strafkarten aufnehmen."
// Each hand moves to the seat on the left (seat + 1). A seat that already went out (a
// last-card spin) is left out of the ring.
void Game::trade_hands() {
  int ring[kMaxSeats];
  int n = 0;
  for (int s = 0; s < seats_; ++s)
    if (s != round_.winner) ring[n++] = s;
  if (n < 2) return;
  const CardList carry = round_.hands[ring[n - 1]];
  for (int i = n - 1; i > 0; --i) round_.hands[ring[i]] = round_.hands[ring[i - 1]];
  round_.hands[ring[0]] = carry;
  emit(EventType::HandsTraded, round_.spinner, -1, kNoCard, Colour::None, 1);
  for (int i = 0; i < n; ++i) expose_if_single(ring[i]);
}

// 000 "Stechen": highest number card wins; ties show their next highest; the winner may
// discard all the cards they showed. Seats without a number card take no part.
void Game::showdown() {
  std::array<std::vector<CardId>, kMaxSeats> nums;
  std::uint16_t contenders = 0;
  for (int s = 0; s < seats_; ++s) {
    // Highest number first, equal numbers in hand order: one pass per number (0..9).
    for (int number = 9; number >= 0; --number)
      for (CardId id : round_.hands[s])
        if (deck_[id].kind == Kind::Number && deck_[id].number == number) nums[s].push_back(id);
    if (!nums[s].empty()) contenders = static_cast<std::uint16_t>(contenders | bit(s));
  }
  int winner = -1;
  for (std::size_t round = 0; contenders != 0; ++round) {
    int best = -1;
    std::uint16_t tied = 0;
    for (int s = 0; s < seats_; ++s) {
      if (!(contenders & bit(s))) continue;
      if (round >= nums[s].size()) continue;  // nothing left to show: out of the tie
      CardId id = nums[s][round];
      emit(EventType::ShowdownCard, s, -1, id, Colour::None, static_cast<int>(round));
      int v = deck_[id].number;
      if (v > best) {
        best = v;
        tied = bit(s);
      } else if (v == best) tied = static_cast<std::uint16_t>(tied | bit(s));
    }
    contenders = tied;
    if (tied != 0 && (tied & (tied - 1)) == 0) {
      for (int s = 0; s < seats_; ++s)
        if (tied & bit(s)) winner = s;
      round_.showdown_mask.fill(0);
      for (std::size_t k = 0; k <= round; ++k) {
        CardId id = nums[winner][k];
        round_.showdown_mask[id >> 6] |= std::uint64_t{1} << (id & 63);
      }
      break;
    }
  }
  emit(EventType::ShowdownWinner, winner);
  if (winner < 0) {
    finish_spin();
    return;
  }
  start_discard(DiscardMode::Showdown, winner, 0);
}

void Game::start_discard(DiscardMode mode, int seat, int count) {
  round_.disc = {};
  round_.disc.mode = mode;
  round_.disc.seat = static_cast<std::int8_t>(seat);
  round_.disc.count = static_cast<std::uint8_t>(count);
  phase_ = Phase::Discard;
  current_ = seat;
  if (!discard_more_possible()) finish_discard();
}

// "Muss der Spieler ... mehrere Karten ablegen, darf er selbst entscheiden, welche Karte er
// nach oben legt": each step puts the card on top, so the last one sets what is in play.
void Game::discard_card(int seat, CardId id, Colour col) {
  const Card& c = deck_[id];
  remove_from_hand(seat, id);
  round_.discard.push_back(id);
  round_.colour = c.is_wild() ? col : c.colour;
  if (round_.disc.mode == DiscardMode::Number) round_.disc.number = c.number;
  if (round_.disc.mode == DiscardMode::Colour) round_.disc.colour = c.colour;
  ++round_.disc.discarded;
  round_.showdown_mask[id >> 6] &= ~(std::uint64_t{1} << (id & 63));
  emit(EventType::Discard, seat, -1, id, round_.colour);
  if (round_.hands[seat].empty()) {
    if (round_.winner < 0) round_.winner = seat;
    round_.exposed = 0;
    finish_discard();
    return;
  }
  expose_if_single(seat);
  if (!discard_more_possible()) finish_discard();
}

void Game::finish_discard() {
  const DiscardMode mode = round_.disc.mode;
  round_.disc = {};
  round_.showdown_mask.fill(0);
  if (round_.winner >= 0 && !round_.finishing) {
    end_round();
    return;
  }
  switch (mode) {
    case DiscardMode::ToCount:
      if (round_.to_count_left != 0) {
        next_to_count();
        return;
      }
      [[fallthrough]];
    case DiscardMode::JokeLaugh:
      if (round_.winner >= 0) end_round();
      else begin_turn(round_.resume_seat);
      return;
    default: finish_spin(); return;
  }
}

// "Das Spiel setzt sich dann mit dem nächsten in Spielrichtung sitzenden Spieler fort."
void Game::finish_spin() {
  if (round_.winner >= 0) {
    end_round();
    return;
  }
  begin_turn(next_seat(round_.spinner));
}

}  // namespace uno
