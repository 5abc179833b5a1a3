// One tab owns the saved game at a time (web/boot.js holds a Web Lock for it): whether this
// tab does, taking it over, and a stored text offered as a file.
#pragma once

#include <string>

namespace app {

// False once another tab holds the lock (at start-up, or it took the game over since).
// True natively, and in browsers without Web Locks (there every tab saves, as before).
bool save_owner();
// Takes the lock from the other tab and reloads this one, which then reads what that tab
// saved: nothing is lost either way.
void save_take_over();
// Offers localStorage[key] as a download, copied exactly (no trip through UTF-8).
void save_download(const std::string& key);

}  // namespace app
