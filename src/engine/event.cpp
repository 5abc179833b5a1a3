// Event text (golden transcripts, logs).
#include "engine/event.h"

#include <string>

#include "engine/deck.h"

namespace uno {

const char* event_name(EventType t) {
  switch (t) {
    case EventType::RoundStart: return "round-start";
    case EventType::DealerDraw: return "dealer-draw";
    case EventType::DealerChosen: return "dealer";
    case EventType::Deal: return "deal";
    case EventType::FirstCard: return "first-card";
    case EventType::FirstReturned: return "first-returned";
    case EventType::FirstIgnored: return "first-ignored";
    case EventType::TurnStart: return "turn";
    case EventType::Play: return "play";
    case EventType::Draw: return "draw";
    case EventType::ColourChosen: return "colour";
    case EventType::Skipped: return "skipped";
    case EventType::Reversed: return "reversed";
    case EventType::Accepted: return "accepted";
    case EventType::UnoCalled: return "uno";
    case EventType::UnoCaught: return "caught";
    case EventType::UnoWindowClosed: return "uno-safe";
    case EventType::Challenge: return "challenge";
    case EventType::Reveal: return "reveal";
    case EventType::TakeBack: return "take-back";
    case EventType::Blocked: return "blocked";
    case EventType::Reshuffle: return "reshuffle";
    case EventType::SpinResult: return "spin";
    case EventType::Discard: return "discard";
    case EventType::HandsTraded: return "hands-traded";
    case EventType::HandsSwapped: return "hands-swapped";
    case EventType::HandsShuffled: return "hands-shuffled";
    case EventType::ShowdownCard: return "showdown-card";
    case EventType::ShowdownWinner: return "showdown-winner";
    case EventType::UnoSpinClaim: return "unospin";
    case EventType::CustomRule: return "custom";
    case EventType::OpenHands: return "open-hands";
    case EventType::Verdict: return "verdict";
    case EventType::RoundOver: return "round-over";
    case EventType::Score: return "score";
    case EventType::MatchOver: return "match-over";
  }
  return "?";
}

std::string to_string(const Event& e, const Deck& d) {
  std::string s = "#" + std::to_string(e.seq) + " " + event_name(e.type);
  if (e.seat >= 0) s += " s" + std::to_string(e.seat);
  if (e.target >= 0) s += " @" + std::to_string(e.target);
  if (e.card != kNoCard) s += " " + card_label(d, e.card);
  else if (e.type == EventType::Draw || e.type == EventType::Deal) s += " ??";
  if (e.colour != Colour::None) {
    s += " col=";
    s += colour_char(e.colour);
  }
  if (e.type == EventType::SpinResult) {
    s += " ";
    s += spin_outcome_name(static_cast<SpinOutcome>(e.value));
  } else if (e.value != 0) {
    s += " v=" + std::to_string(e.value);
  }
  if (e.private_to >= 0) s += " priv=" + std::to_string(e.private_to);
  return s;
}

}  // namespace uno
