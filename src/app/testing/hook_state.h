// The test hook's state: what the viewing human may know (never other hands), plus the
// notices, the saved record and the replay position, for the end-to-end tests.
#pragma once

#include <string>

#include "engine/card.h"

namespace app {

class AppCore;

// What the views know of themselves.
struct ViewReport {
  uno::CardId selected = uno::kNoCard;  // the keyboard selection in the hand
  bool picking_colour = false;
  std::string refusal;  // why the card just pressed does not play, while it is said
  // The loop's next timed wake in ms from this frame (0: it keeps drawing; -1: nothing is
  // due, it sleeps until input), so a test can tell a table at rest from one between steps.
  long long wake_ms = -1;
};

std::string hook_state_json(const AppCore& app, const ViewReport& view, int copy_status,
                            double now);

}  // namespace app
