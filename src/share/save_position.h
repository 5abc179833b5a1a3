// A compact save's checkpoint (format 2, docs/share-format.md): the position lines.
#pragma once

#include <string>

#include "share/save.h"
#include "share/save_lines.h"

namespace uno::share::detail {

// The "position" line and its "pos-*" lines for a game of `seats` seats.
std::string checkpoint_lines(const Checkpoint& c, int seats);
// Their readers (ignored in a version 1 save, where they are unknown lines).
Error read_position(V1State& st, const Line& l);
Error read_pos_numbers(V1State& st, const Line& l);  // pos-scores, pos-wins
Error read_pos_cards(V1State& st, const Line& l);    // pos-hand, pos-draw, pos-discard
// After every line: the lines complete and consistent for the deal's seats.
Error check_checkpoint(const V1State& st);

}  // namespace uno::share::detail
