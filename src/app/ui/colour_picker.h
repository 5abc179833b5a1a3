// Pickers shown over the table: the colour for a Wild (four big swatches, each with its
// letter and shape) and the seat for a 7-0 swap.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/look/layout.h"
#include "engine/card.h"

namespace app {

class Session;

// Returns the chosen colour; `cancel` is set when the player backs out (if allowed). It
// keeps the table `t`'s hand in view (the colour is chosen from one's cards): on a phone on
// its side the swatches stand in one row, so it fits above the hand.
std::optional<uno::Colour> draw_colour_picker(bool can_cancel, bool& cancel, int key_colour,
                                              const TableLayout& t);

// Returns the chosen seat among `seats`.
std::optional<int> draw_seat_picker(const Session& s, const std::vector<int>& seats, bool& cancel);

}  // namespace app
