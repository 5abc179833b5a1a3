// Small helpers the access files share (access_model.cpp, access_start.cpp): building a
// node, and reading the number in a control's id.
#pragma once

#include <string>

#include "app/access/access_model.h"
#include "engine/action.h"

namespace app {

AccessNode node(AccessNode::Role r, std::string name, std::string id = {}, bool on = false,
                bool disabled = false);
AccessNode radio_group(std::string name);
// The number after a control id's prefix, up to the next ':' ("card:17" -> 17,
// "kind:3:h" -> 3); -1 when there is none.
int number_at(const std::string& id, size_t from);
// The round summary's dialog (access_summary.cpp); `replay`: the replay's own summary.
AccessNode summary_dialog(AppCore& core, bool replay);

}  // namespace app
