// Small helpers the access files share (access_model.cpp, access_start.cpp,
// access_activate.cpp): building a node, reading the number in a control's id, finding the
// action a control stands for.
#pragma once

#include <string>
#include <vector>

#include "app/access/access_model.h"
#include "engine/action.h"

namespace app {

AccessNode node(AccessNode::Role r, std::string name, std::string id = {}, bool on = false,
                bool disabled = false);
AccessNode radio_group(std::string name);
// The number after a control id's prefix, up to the next ':' ("card:17" -> 17,
// "kind:3:h" -> 3); -1 when there is none.
int number_at(const std::string& id, size_t from);
// The legal action whose control id (action_id) is `id`, or null: the game moved on.
const uno::Action* action_of(const std::vector<uno::Action>& legal, const std::string& id);
// A hand card's play or discard (the actions a card's control carries out).
bool is_card_action(const uno::Action& a);
// The round summary's dialog (access_summary.cpp); `replay`: the replay's own summary.
AccessNode summary_dialog(const AppCore& core, bool replay);

}  // namespace app
