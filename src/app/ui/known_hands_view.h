// Other players' cards this viewer may see (Spin's Show Cards, a Showdown's shown
// cards, custom rule 7's open hands), face up beside their seat badges for as long as
// the engine's view says they are known.
#pragma once

#include <imgui.h>

#include <vector>

#include "app/core/look/layout.h"
#include "engine/view.h"

namespace app {

void draw_known_hands(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v);
// Where draw_known_hands puts them (the ticker keeps clear of them).
std::vector<Rect> known_hand_rects(const TableLayout& t, const uno::SeatView& v);

}  // namespace app
