// Stable text names for engine enums the engine itself does not name, and RuleSet <-> JSON.
#pragma once

#include <string>

#include "cli/json.h"
#include "engine/event.h"
#include "engine/phase.h"
#include "engine/rules.h"

namespace uno::cli {

const char* pending_name(PendingKind k);      // "draw-two", ...
const char* discard_mode_name(DiscardMode m);  // "almost-uno", ...
const char* custom_rule_name(CustomRule r);    // "play-again", ...
const char* draw_reason_name(DrawReason r);    // "turn", "penalty", ...
const char* scoring_name(ScoringMethod m);     // "winner-collects", "lowest-wins"
const char* dealer_selection_name(DealerSelection d);  // "high-card", "lot-for-starter"
const char* wd4_guilt_name(Wd4Guilt g);        // "colour-in-play", ...

// Every RuleSet field as a JSON object (field names as in rules.h).
Json rules_to_json(const RuleSet& r);

// Sets the fields named in `obj` (same names and value types as rules_to_json). Returns an
// empty string on success, else the reason ("unknown rule field \"x\"", ...). On error
// `r` may be partly changed: work on a copy.
std::string apply_rules_json(RuleSet& r, const Json& obj);

}  // namespace uno::cli
