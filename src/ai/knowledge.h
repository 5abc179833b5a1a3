// What a seat can infer from the public event log of its view (the hard bot's card
// counting). Reads only a SeatView.
#pragma once

#include <array>
#include <cstdint>

#include "engine/card.h"
#include "engine/view.h"

namespace uno::ai {

struct Knowledge {
  bool valid = false;  // the view's events contain the current round's start
  // lack[s][c]: confidence (0..1) that seat s holds no card of colour c (it drew on that
  // colour; fades as it draws more cards, cleared when it plays that colour).
  std::array<std::array<float, kColours>, kMaxSeats> lack{};
  // hint[s][c]: seat s named colour c with a wild (it probably holds it).
  std::array<std::array<float, kColours>, kMaxSeats> hint{};
  // +4 challenges against each seat so far (in the events seen): guilty / innocent.
  std::array<int, kMaxSeats> bluffs{};
  std::array<int, kMaxSeats> honest{};
  // Cards whose place this seat does not know (draw pile or other hands), by colour;
  // index 4 counts the wild-type cards.
  std::array<int, kColours + 1> unseen{};
  int unseen_total = 0;
  // The colour in play just before the last Wild Draw Four was played, and that card.
  Colour w4_prev = Colour::None;
  CardId w4_card = kNoCard;
};

Knowledge analyse(const SeatView& v);

}  // namespace uno::ai
