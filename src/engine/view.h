// SeatView: everything one seat may know. Bots and UIs read only this.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/card.h"
#include "engine/deck.h"
#include "engine/event.h"
#include "engine/phase.h"
#include "engine/rules.h"

namespace uno {

struct SeatView {
  int seat = 0;
  int seats = 0;
  const RuleSet* rules = nullptr;  // owned by the Game; valid while it lives
  const Deck* deck = nullptr;      // card faces by id; owned by the Game

  Phase phase = Phase::Turn;
  int round = 0;  // 1-based
  int dealer = 0;
  int current = 0;    // seat whose turn it is (or who must answer)
  int direction = 1;  // +1 left (clockwise), -1 right
  CardId top = kNoCard;
  Colour colour = Colour::None;  // colour in play
  int draw_pile = 0;
  int discard_pile = 0;

  std::vector<CardId> hand;  // own hand
  std::array<std::uint8_t, kMaxSeats> hand_counts{};
  std::array<int, kMaxSeats> scores{};
  std::array<int, kMaxSeats> rounds_won{};  // this match's rounds won (RuleSet::round_wins)
  // UNO call state (public): exposed = holds one card, has not called, can be caught.
  std::array<bool, kMaxSeats> uno_exposed{};
  // Hands (or the shown part of them) this seat can currently see: Show Cards, a +4
  // challenge it made (until the next step of the game), custom rule 7 open hands.
  std::array<bool, kMaxSeats> hand_known{};
  std::array<std::vector<CardId>, kMaxSeats> known_hands{};

  Pending pending{};       // public: what the victim must answer
  DiscardState discard{};  // public: who discards and why
  SpinOutcome last_spin = SpinOutcome::AlmostUno;
  bool drew_this_turn = false;  // current seat has drawn (only that card may be played)
  CardId drawn = kNoCard;       // the drawn card, only when this seat is current
  int open_hands_until = -1;    // custom rule 7: hands open until this seat's turn
  CustomRule verdict_rule = CustomRule::None;  // Phase::Verdict: what is judged
  int verdict_slot = -1;                       // which custom card (0..2) is judged

  int round_winner = -1;
  std::vector<int> match_winners;

  std::uint16_t actors = 0;   // bit s: seat s may act now
  std::vector<Event> events;  // log (from the requested seq), private parts masked
};

}  // namespace uno
