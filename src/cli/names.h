// Stable text names for engine enums the engine itself does not name (the RuleSet enums
// are named in share/rule_fields.h).
#pragma once

#include "engine/event.h"
#include "engine/phase.h"
#include "engine/rules.h"

namespace uno::cli {

const char* pending_name(PendingKind k);       // "draw-two", ...
const char* discard_mode_name(DiscardMode m);  // "almost-uno", ...
const char* custom_rule_name(CustomRule r);    // "play-again", ... (share::kCustomRuleNames)
const char* draw_reason_name(DrawReason r);    // "turn", "penalty", ...

}  // namespace uno::cli
