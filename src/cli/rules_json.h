// RuleSet <-> JSON, driven by the share library's RuleSet field table (share/rule_fields.h):
// a RuleSet field added there is in the rules JSON too.
#pragma once

#include <string>

#include "cli/json.h"
#include "engine/rules.h"

namespace uno::cli {

// Every RuleSet field as a JSON object (field names as in rules.h; arrays whole).
Json rules_to_json(const RuleSet& r);

// Sets the fields named in `obj` (same names and value types as rules_to_json). Returns an
// empty string on success, else the reason ("unknown rule field \"x\"", ...). On error
// `r` may be partly changed: work on a copy.
std::string apply_rules_json(RuleSet& r, const Json& obj);

}  // namespace uno::cli
