// Hot-seat hand-over: hides every hand until the named player confirms.
#pragma once

#include <string>
#include <vector>

#include "app/core/app/command.h"

namespace app {

// ConfirmPrivacy when the player confirms who they are, Menu for the menu (a way out that
// shows no hand), else none. `waiting`: what waits for them, as the whole table saw it ("Ann
// played a Draw Two on you (+2)."), or empty; `recap`: what the table saw since their last
// turn (AppCore::pass_recap), under a heading.
Command draw_privacy_screen(const char* name, const std::string& waiting,
                            const std::vector<std::string>& recap);

}  // namespace app
