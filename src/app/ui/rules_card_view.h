// The rules card of a preset ("how this variant differs"): example cards of the variant
// and the core's lines (moments.h rules_card), over whatever screen opened it. At the
// table it opens on "What happened": the moves so far in words, read at the player's own
// pace while the game waits (computer turns too fast to follow, no history).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/rules.h"

namespace app {

// Draws the card while `open`; its close button clears `open`. `happened`: the table's
// moves in words, oldest first (Announcer::history; nullptr or empty: the rules only).
void draw_rules_card(std::string_view preset, const uno::RuleSet& r, bool& open,
                     const std::vector<std::string>* happened = nullptr);

}  // namespace app
