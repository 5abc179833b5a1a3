// The replay controls, in the action bar's place: back, play/pause, forward, whose hand
// is shown, the move counter. Keys: ←/→ step, Enter/Space plays. A tap on a seat shows
// that seat's cards.
#pragma once

#include "app/core/app/command.h"
#include "app/core/look/layout.h"

namespace app {

class ReplayPlayer;
class Session;

Command draw_replay_bar(const ReplayPlayer& r, const Session& s, const TableLayout& t);

}  // namespace app
