// The rules card of a preset ("how this variant differs"): example cards of the variant
// and the core's lines (moments.h rules_card), over whatever screen opened it.
#pragma once

#include <string_view>

#include "engine/rules.h"

namespace app {

// Draws the card while `open`; its close button clears `open`.
void draw_rules_card(std::string_view preset, const uno::RuleSet& r, bool& open);

}  // namespace app
