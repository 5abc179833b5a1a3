// The cards a spin laid open, over the middle of the table while the core holds them
// (SpinReveal): Show Cards as the spinner's hand in a row; Showdown as one column per
// player, the tie-break rounds under the first card, the winner's column outlined, and the
// result under it. The game waits in the core.
#pragma once

#include "app/core/look/layout.h"
#include "app/core/motion/spin_reveal.h"

namespace app {

class Session;

// `decides`: the player moves next (the panel then has OK, and true is returned when pressed).
bool draw_spin_reveal(const SpinReveal& reveal, const Session& s, const TableLayout& t, double now,
                      bool decides);

}  // namespace app
