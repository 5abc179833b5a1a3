// Hot-seat hand-over: hides every hand until the named player confirms.
#pragma once

#include <string>

namespace app {

// Returns true when the player confirms who they are. `waiting`: what waits for them, as the
// whole table saw it ("Ann played a Draw Two on you (+2)."), or empty.
bool draw_privacy_screen(const char* name, const std::string& waiting);

}  // namespace app
