// The cards a spin laid open, over the middle of the table while the core holds them
// (SpinReveal): Show Cards as the spinner's hand in a row; Showdown as one column per
// player, the tie-break rounds under the first card, the winner's column outlined, and the
// result under it. Drawn only; the game waits in the core.
#pragma once

#include "app/core/look/layout.h"
#include "app/core/motion/spin_reveal.h"

namespace app {

class Session;

void draw_spin_reveal(const SpinReveal& reveal, const Session& s, const TableLayout& t, double now);

}  // namespace app
