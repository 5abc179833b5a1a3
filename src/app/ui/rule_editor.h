// The start screen's editor for the Wild Customizable cards (001): for each blank card,
// one of the booklet's ten ideas or a free-text rule of the house, and the penalty for a
// failed free-text verdict. It edits the deal's RuleSet, so the rules go into the game,
// its save and its share link (RuleSet fields custom_rule_*, custom_text_*, custom_penalty).
#pragma once

#include <optional>

#include "app/core/app/text_edit.h"
#include "engine/rules.h"

namespace app {

class RuleEditor {
 public:
  // Draws nothing when the rules have no custom cards. A pressed free-text field comes back
  // as the text box to open.
  std::optional<TextEdit> draw(uno::RuleSet& r);
};

}  // namespace app
