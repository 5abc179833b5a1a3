// A test helper: plays a session forward by its first legal action, letting the bots' clocks
// run, for at most `steps` steps (a live game to save, share or replay).
#pragma once

#include <algorithm>

#include "app/core/match/session.h"

inline void play_first_moves(app::Session& s, double& now, int steps) {
  for (int i = 0; i < steps; ++i) {
    if (!s.legal().empty() && s.act(s.legal().front(), now)) continue;
    if (s.next_due() < 0) break;
    now = std::max(now + 1, s.next_due());
    s.tick(now);
  }
}
