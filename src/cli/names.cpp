// Enum names.
#include "cli/names.h"

#include "share/rule_fields.h"

namespace uno::cli {

const char* pending_name(PendingKind k) {
  switch (k) {
    case PendingKind::None: return "none";
    case PendingKind::DrawTwo: return "draw-two";
    case PendingKind::DrawFour: return "draw-four";
    case PendingKind::Skip: return "skip";
    case PendingKind::Reverse: return "reverse";
    case PendingKind::DrawUntilColour: return "draw-until-colour";
  }
  return "?";
}

const char* discard_mode_name(DiscardMode m) {
  switch (m) {
    case DiscardMode::None: return "none";
    case DiscardMode::AlmostUno: return "almost-uno";
    case DiscardMode::Number: return "number";
    case DiscardMode::Colour: return "colour";
    case DiscardMode::Showdown: return "showdown";
    case DiscardMode::UnoSpin: return "uno-spin";
    case DiscardMode::ToCount: return "to-count";
    case DiscardMode::JokeLaugh: return "joke-laugh";
  }
  return "?";
}

const char* custom_rule_name(CustomRule r) { return share::value_name(share::kCustomRuleNames, r); }

const char* draw_reason_name(DrawReason r) {
  switch (r) {
    case DrawReason::Turn: return "turn";
    case DrawReason::Penalty: return "penalty";
    case DrawReason::Challenge: return "challenge";
    case DrawReason::Uno: return "uno";
    case DrawReason::Spin: return "spin";
    case DrawReason::Custom: return "custom";
    case DrawReason::Shuffle: return "shuffle";
  }
  return "?";
}

}  // namespace uno::cli
