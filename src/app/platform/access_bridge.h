// The page's DOM accessibility layer (web/a11y.js) and the app: the core's accessibility
// model goes to the page as JSON only when it changed (a hash), and the controls the
// player activates there come back as ids, taken by the frame like clicks.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace app {

// Hands `json` to the page's layer unless it equals the last one sent (no DOM work then).
void access_publish(const std::string& json);
// Controls activated on the page since the last call: (id, value), oldest first.
std::vector<std::pair<std::string, std::string>> access_take();

}  // namespace app
