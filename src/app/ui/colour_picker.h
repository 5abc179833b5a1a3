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

// What a guided round asks of the picker: its sentence under the question (the dialog
// would cover the panel that names the colour) and the colour to press, whose swatch's
// place is given back in `asked_rect` for the table's ring.
struct ColourAsk {
  std::string sentence;
  int colour = -1;  // uno::Colour, -1 for none
  Rect asked_rect{};
};

// Returns the chosen colour; `cancel` is set when the player backs out (if allowed). It
// keeps the table `t`'s hand in view (the colour is chosen from one's cards): on a phone on
// its side the swatches stand in one row, so it fits above the hand.
std::optional<uno::Colour> draw_colour_picker(bool can_cancel, bool& cancel, int key_colour,
                                              const TableLayout& t, ColourAsk& ask);

// Returns the chosen seat among `seats`.
std::optional<int> draw_seat_picker(const Session& s, const std::vector<int>& seats, bool& cancel);

}  // namespace app
