// Hot-seat hand-over: hides every hand until the named player confirms.
#pragma once

#include <string>
#include <vector>

namespace app {

// Returns true when the player confirms who they are. `waiting`: what waits for them, as the
// whole table saw it ("Ann played a Draw Two on you (+2)."), or empty; `recap`: what the
// table saw since their last turn (AppCore::pass_recap), under a heading.
bool draw_privacy_screen(const char* name, const std::string& waiting,
                         const std::vector<std::string>& recap);

}  // namespace app
