// Why a move is good, in terms a player can check at the table: the coach's hint adds it to
// the win chances. Read only from the seat's view and the public event log (the belief),
// like the Expert itself.
#pragma once

#include <cstdint>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/view.h"

namespace uno::ai {

enum class MoveReasonKind : std::uint8_t {
  None = 0,
  HoldBack = 1,  // it skips, or makes draw, the next seat, who is close to going out
  Void = 2,      // the colour it leaves in play is one the seat playing next probably lacks
  KeepWild = 3,  // a plain card instead of the Wild the other good move would spend
};

struct MoveReason {
  MoveReasonKind kind = MoveReasonKind::None;
  int seat = -1;  // HoldBack: the next seat; Void: the seat that plays after the move
  Colour colour = Colour::None;  // Void: the colour it probably lacks
  int cards = 0;                 // HoldBack: its cards
};

// The reason for playing `choice` rather than `alternative` (the next best move, or a
// default Action when there is none), from `v`'s seat. None when no simple one applies.
MoveReason move_reason(const SeatView& v, const Action& choice, const Action& alternative);

}  // namespace uno::ai
