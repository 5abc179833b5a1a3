// Phase: what the game is waiting for, and the pending effect a seat must answer.
#pragma once

#include <cstdint>

#include "engine/card.h"
#include "engine/rules.h"

namespace uno {

enum class Phase : std::uint8_t {
  Turn,          // current seat plays / draws (jump-ins by others when enabled)
  ChooseColour,  // first card was a wild: the first player names the colour
  Pending,       // victim answers a Draw Two / Draw Four / dino card / custom draw
  Spin,          // spinner must spin the wheel
  Discard,       // one seat discards step by step (spin outcomes, custom rules)
  UnoSpinRace,   // every seat with cards may claim "UNO Spin"
  Verdict,       // a human verdict on a social custom rule (any seat gives it)
  RoundOver,     // any seat starts the next round
  MatchOver,     // nothing more to do
};
const char* phase_name(Phase p);

// What the victim of Phase::Pending answers.
enum class PendingKind : std::uint8_t {
  None,
  DrawTwo,          // draw `amount` (stacked total) and lose the turn
  DrawFour,         // draw `amount`, or challenge (when allowed)
  Skip,             // dino-marked Skip: accept or block with Lauf!
  Reverse,          // dino-marked Reverse: accept or block with Lauf!
  DrawUntilColour,  // custom rule 1: draw until a card of `colour`
};

// Why a seat is discarding (Phase::Discard).
enum class DiscardMode : std::uint8_t {
  None,
  AlmostUno,  // any cards, down to 2; may stop
  Number,     // number cards of one number; may stop
  Colour,     // cards of one colour; may stop
  Showdown,   // the shown cards, all of them, in the order chosen
  UnoSpin,    // one card of choice; may stop
  ToCount,    // custom 5/6: must discard down to `count`
  JokeLaugh,  // custom 8: may discard all but 1
};

struct Pending {
  PendingKind kind = PendingKind::None;
  std::int8_t victim = -1;
  std::int8_t source = -1;       // seat that played the card
  CardId card = kNoCard;         // the card that caused it
  std::uint8_t amount = 0;       // cards to draw
  Colour colour = Colour::None;  // DrawUntilColour target
  bool challengeable = false;
  bool blockable = false;  // dino-marked: Lauf! may block
  friend constexpr bool operator==(const Pending&, const Pending&) = default;
};

struct DiscardState {
  DiscardMode mode = DiscardMode::None;
  std::int8_t seat = -1;
  std::uint8_t count = 0;        // ToCount / AlmostUno / JokeLaugh: hand size to reach
  std::uint8_t discarded = 0;    // steps taken so far
  std::uint8_t number = 0xFF;    // Number mode: fixed by the first discard
  Colour colour = Colour::None;  // Colour mode: fixed by the first discard
  friend constexpr bool operator==(const DiscardState&, const DiscardState&) = default;
};

}  // namespace uno
