// Hot-seat hand-over: hides every hand until the named player confirms.
#pragma once

namespace app {

// Returns true when the player confirms who they are.
bool draw_privacy_screen(const char* name);

}  // namespace app
