// Event: what happened, in order, with a sequence number. The engine's log is
// omniscient; Game::view() masks private details (e.g. a drawn card's identity) for seats
// that are not entitled to them.
//
// Fields by type (unused fields: seat/target -1, card kNoCard, colour None, value 0):
//   RoundStart    value=round number (1-based), seat=dealer
//   DealerDraw    seat draws card to choose the dealer (public)
//   DealerChosen  seat=dealer; target=starting player
//   Deal          seat gets card (private to seat)
//   FirstCard     card turned up as the first discard
//   FirstReturned card (a Wild Draw Four) goes back under the draw pile
//   FirstIgnored  card (003: special) stays under, another is turned
//   TurnStart     seat begins a turn
//   Play          seat plays card; colour = colour now in play; target = 7-0 target;
//                 value=1 when it was a jump-in
//   Draw          seat draws card (private to seat); value = reason (DrawReason)
//   ColourChosen  seat names colour
//   Skipped       seat loses their turn
//   Reversed      value = new direction (+1 left/clockwise, -1 right)
//   Accepted      seat accepts the pending effect
//   UnoCalled     seat calls UNO
//   UnoCaught     seat (catcher) catches target; target draws the penalty
//   UnoWindowClosed seat: can no longer be caught
//   Challenge     seat challenges target; value = 1 guilty, 0 innocent
//   Reveal        card of seat's hand is shown; target = the only viewer, -1 = everyone
//   TakeBack      seat takes card (the +4, 002) back into hand
//   Blocked       seat blocks with Lauf! (card), colour named
//   Reshuffle     value = number of cards turned into the new draw pile
//   SpinResult    seat (spinner) gets value = SpinOutcome
//   Discard       seat discards card; colour = colour now in play
//   HandsTraded   hands pass one seat to the left (value=+1) or on in play direction
//   HandsSwapped  seat and target swap hands (7-0)
//   HandsShuffled seat collected, shuffled and dealt every hand (Shuffle Hands)
//   ShowdownCard  seat shows card (public), value = tie-break round (0-based)
//   ShowdownWinner seat wins the showdown (-1: nobody)
//   UnoSpinClaim  seat wins the UNO Spin race
//   CustomRule    seat played a Wild Customizable; value = CustomRule, card = the card
//   OpenHands     value 1 = hands open (custom rule 7), 0 = closed again
//   Verdict       seat gives the verdict; target = penalised seat or -1 (passed)
//   RoundOver     seat = round winner; value 1 = blocked round (RuleSet::stall_turns)
//   Score         seat; value = points this round; target unused
//   MatchOver     seat = match winner (for ties, one MatchOver per winner)
#pragma once

#include <cstdint>
#include <string>

#include "engine/card.h"

namespace uno {

struct Deck;

enum class EventType : std::uint8_t {
  RoundStart,
  DealerDraw,
  DealerChosen,
  Deal,
  FirstCard,
  FirstReturned,
  FirstIgnored,
  TurnStart,
  Play,
  Draw,
  ColourChosen,
  Skipped,
  Reversed,
  Accepted,
  UnoCalled,
  UnoCaught,
  UnoWindowClosed,
  Challenge,
  Reveal,
  TakeBack,
  Blocked,
  Reshuffle,
  SpinResult,
  Discard,
  HandsTraded,
  HandsSwapped,
  HandsShuffled,
  ShowdownCard,
  ShowdownWinner,
  UnoSpinClaim,
  CustomRule,
  OpenHands,
  Verdict,
  RoundOver,
  Score,
  MatchOver,
};

// Why a card was drawn (Event::value of Draw events).
enum class DrawReason : std::uint8_t {
  Turn = 0,       // normal draw on a turn
  Penalty = 1,    // Draw Two / Draw Four / stacked total
  Challenge = 2,  // +4 challenge outcome
  Uno = 3,        // caught without UNO
  Spin = 4,       // Draw Red / Draw Blue
  Custom = 5,     // custom wild rules
  Shuffle = 6,    // dealt by Shuffle Hands
};

struct Event {
  std::uint32_t seq = 0;
  EventType type = EventType::TurnStart;
  std::int8_t seat = -1;
  std::int8_t target = -1;
  CardId card = kNoCard;
  Colour colour = Colour::None;
  std::int16_t value = 0;
  // -1: the card is public. Otherwise only this seat sees `card` (others get kNoCard).
  std::int8_t private_to = -1;

  friend constexpr bool operator==(const Event&, const Event&) = default;
};

const char* event_name(EventType t);  // "play", "draw", ...

// "#12 play s0 R7#17 col=R"; stable format used by golden transcripts.
std::string to_string(const Event& e, const Deck& d);

}  // namespace uno
