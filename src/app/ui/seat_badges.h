// The seats around the table: name ("You" for the seat Session::is_you picks), card count, score,
// whose turn, thinking, UNO state.
#pragma once

#include <imgui.h>

#include "app/core/look/layout.h"
#include "engine/view.h"

namespace app {

class Session;

// `held`: `v` is the table before a spin whose wheel still turns (nobody is thinking yet).
// `flying`: a move's cards are in the air (its player keeps the turn's rim till they land).
// Returns the seat whose badge was pressed while the viewer may catch it (-1: none).
int draw_seat_badges(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v, const Session& s,
                     bool held = false, bool flying = false);

}  // namespace app
